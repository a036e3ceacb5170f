/// What a layer's drawing means to the checkers. This is the model's own vocabulary, not UIKit's.
///
/// UIKit code never sets it: anything a strategy draws stays ``unclassified`` and is treated as
/// a cover. The app under test marks its own layers (from its ``AppDescription``), and system UI
/// (keyboard, alerts) marks its own.
nonisolated public enum ContentRole: Equatable, Sendable {
  /// Drawn by code the model knows nothing about; counted as cover content.
  case unclassified
  /// The app's own non-sensitive content (backgrounds, buttons, navigation chrome).
  case appNeutral
  /// The app's sensitive content. `textHeight` is the text's font size in points (its cap height
  /// is about 0.7 of it), which decides how strong a blur must be to make it illegible
  /// (``BlurLegibility``).
  case appSensitive(textHeight: CGFloat)
  /// System UI that the app does not control (keyboard keys, alert chrome).
  case system
  /// System UI that shows text taken from the app (keyboard suggestions from a focused field).
  case systemSensitive(textHeight: CGFloat)

  /// Whether this content reveals something the app considers sensitive.
  public var isSensitive: Bool {
    switch self {
    case .appSensitive, .systemSensitive: return true
    default: return false
    }
  }

  /// Glyph height in points of sensitive text, or `nil` for other content.
  public var textHeight: CGFloat? {
    switch self {
    case .appSensitive(let h), .systemSensitive(let h): return h
    default: return nil
    }
  }
}
