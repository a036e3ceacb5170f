/// How the app's own code started a lock activity (``AndroidPrivacyStrategy/codeLockStart(shownBy:)``): what
/// `needless-lock` names when one shows after the user's pass.
public struct AndroidCodeLockStart: Sendable, Equatable {
  /// The lock activity's screen.
  public let screen: String
  /// The callback whose code started it, with its activity (`onResume of main`).
  public let startedBy: String
  /// Whether the lock stood when the code started it (before the user's pass), or not (after it).
  public let startedWhileLocked: Bool

  /// A start with these parts.
  public init(screen: String, startedBy: String, startedWhileLocked: Bool) {
    self.screen = screen
    self.startedBy = startedBy
    self.startedWhileLocked = startedWhileLocked
  }
}
