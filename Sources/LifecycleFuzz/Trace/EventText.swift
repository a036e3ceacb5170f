import ShieldModel

/// The text form of events, as the public cases write them: `launch`, `touch(0.5, 0.5)`,
/// `touch(B, 0.5, 0.5)`, `systemAlert(faceID)`, `advance(0.3)`, `connectScene(B)`.
extension SystemEvent {
  /// The event in trace notation (its definition's name and arguments).
  public nonisolated var text: String {
    let definition = EventDefinition.of(self)
    let arguments = definition.arguments(self)
    return arguments.isEmpty ? definition.name : "\(definition.name)(\(arguments.joined(separator: ", ")))"
  }

  /// Shortest decimal text that reads back to the same value (`0.5`, `2`, `0.125`).
  nonisolated static func number(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return "\(v)"
  }

  /// The definitions by name, for the parser.
  private nonisolated static let definitionsByName: [String: EventDefinition] = Dictionary(
    uniqueKeysWithValues: EventDefinition.all.map { ($0.name, $0) })

  /// Parses one event in trace notation.
  ///
  /// - Throws: a message naming what is wrong (unknown event, bad argument).
  public nonisolated init(text raw: String) throws(EventSyntaxError) {
    let line = raw.trimmingWhitespace()
    let name: String
    var args: [String] = []
    if let open = line.firstIndex(of: "(") {
      guard line.hasSuffix(")") else { throw EventSyntaxError("missing ')' in '\(line)'") }
      name = String(line[..<open])
      let inner = line[line.index(after: open)..<line.index(before: line.endIndex)]
      args = inner.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingWhitespace()
      }
      if args == [""] { args = [] }
    } else {
      name = line
    }
    guard let definition = Self.definitionsByName[name] else {
      throw EventSyntaxError("unknown event '\(name)' (see 'lifecycle-fuzz list events')")
    }
    self = try definition.parse(EventArguments(name: name, values: args))
  }

  /// Every event name with its argument shape, for `list events` (``EventDefinition/catalogRows``).
  public nonisolated static let catalog: [(syntax: String, meaning: String)] = EventDefinition.catalogRows
}

/// Why an event line could not be read.
public nonisolated struct EventSyntaxError: Error, Equatable, Sendable {
  /// What is wrong.
  public let message: String
  init(_ message: String) { self.message = message }
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
