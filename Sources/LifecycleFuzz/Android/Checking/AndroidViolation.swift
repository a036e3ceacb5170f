import AndroidModel

/// A broken Android invariant found after a step, by one of the checkers of ``AndroidInvariantCatalog``.
nonisolated public struct AndroidViolation: Hashable, Sendable, CustomStringConvertible {
  /// The invariants.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A screenshot or recording shows content the strategy claims to protect.
    case captureLeak = "capture-leak"
    /// The Recents card (or the starting window made from it, when recorded) shows claimed content.
    case recentsLeak = "recents-leak"
    /// A cover or blur stays over the app after it resumed and its looper went idle.
    case strandedCover = "stranded-cover"
    /// The app's process crashed.
    case crash
  }

  /// Which invariant.
  public var kind: Kind
  /// What was seen.
  public var detail: String
  /// The capture that showed it, for the two leak checks.
  public var capture: AndroidCaptureKind? = nil
  /// The windows whose sensitive views the capture showed legibly, in drawing order, each once (`dialog`,
  /// `activity`), for the two leak checks.
  public var leakingWindows: [String] = []

  /// `kind: detail`.
  public var description: String { "\(kind.rawValue): \(detail)" }
}
