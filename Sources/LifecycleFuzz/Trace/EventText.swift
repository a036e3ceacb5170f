import ShieldModel

/// The text form of events, as the public cases write them: `launch`, `touch(0.5, 0.5)`,
/// `touch(B, 0.5, 0.5)`, `systemAlert(faceID)`, `advance(0.3)`, `connectScene(B)`.
extension SystemEvent {
  /// The event in trace notation (its definition's name and arguments).
  public nonisolated var text: String { IOSPlatform.vocabulary.text(of: self) }

  /// Shortest decimal text that reads back to the same value (`0.5`, `2`, `0.125`, `0.00001`: never an exponent,
  /// which a trace does not read, ``DecimalText``).
  nonisolated static func number(_ v: Double) -> String { DecimalText.shortest(v) }

  /// Parses one event in trace notation.
  ///
  /// - Throws: a message naming what is wrong (unknown event, bad argument).
  public nonisolated init(text raw: String) throws(EventSyntaxError) {
    self = try IOSPlatform.vocabulary.event(parsing: Substring(raw))
  }

  /// Every event name with its argument shape, for `list events` (``EventVocabulary/catalogRows``).
  public nonisolated static var catalog: [(syntax: String, meaning: String)] { IOSPlatform.vocabulary.catalogRows }
}

extension UIInterfaceOrientation {
  nonisolated var traceName: String {
    switch self {
    case .unknown: return "unknown"
    case .portrait: return "portrait"
    case .portraitUpsideDown: return "portraitUpsideDown"
    case .landscapeLeft: return "landscapeLeft"
    case .landscapeRight: return "landscapeRight"
    }
  }

  nonisolated init?(traceName: String) {
    switch traceName {
    case "portrait": self = .portrait
    case "portraitUpsideDown": self = .portraitUpsideDown
    case "landscapeLeft": self = .landscapeLeft
    case "landscapeRight": self = .landscapeRight
    default: return nil
    }
  }
}
