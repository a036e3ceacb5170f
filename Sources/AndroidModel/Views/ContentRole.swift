/// What a view's drawing means to the checks; the model's vocabulary, not Android's.
///
/// Android code never sets it: a view a strategy creates is a ``cover`` (it draws only once it has a background).
/// The app under test marks its own views, and system windows (the IME) mark theirs.
nonisolated public enum ContentRole: Hashable, Sendable {
  /// Draws nothing of its own (a layout container).
  case none
  /// The app's non-sensitive drawing (backgrounds, buttons, masked password dots).
  case appNeutral
  /// The app's sensitive text, of `textSizeSp` sp (1 sp = 1 dp at font scale 1.0), which decides how strong a blur
  /// must be to make it illegible (``BlurLegibility``).
  case appSensitive(textSizeSp: Double)
  /// Drawn by code the model knows nothing about (a strategy's cover); counted as cover content.
  case cover
  /// System UI the app does not control (IME keys).
  case system

  /// Whether the drawing reveals something the app considers sensitive.
  public var isSensitive: Bool {
    if case .appSensitive = self { return true }
    return false
  }
}
