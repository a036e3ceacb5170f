import AndroidModel

/// A lock taken down in a reply in which nobody authenticated (Android; iOS's is
/// `AppLogicStrategy+UnprovenRelease.swift`).
///
/// `lock: V` reads every `clear(V)` as the user's pass. A clear that runs in the handler of a reply anyone holding the
/// device can cause (or in work that handler posted) is no pass: the promise stands, and `lock-bypass` judges what is
/// then seen and names the reply (``lockPromiseFact``). Those replies: `onAuthenticationFailed` (a finger or face
/// that did not match; the prompt stays up), `onAuthenticationError` with `userCanceled` (Back or a tap outside),
/// `negativeButton`, `canceled` (the system's cancel: the app left, the screen turned off), `lockout` and
/// `lockoutPermanent` (after too many attempts), and `onActivityResult(canceled)` from the device-credential screen
/// (developer.android.com, "BiometricPrompt.AuthenticationCallback" and "BiometricPrompt" error constants,
/// https://developer.android.com/reference/androidx/biometric/BiometricPrompt ; API 23+ with androidx; high for what
/// each reply means). Replies that say the device cannot authenticate (`hwUnavailable`, `hwNotPresent`,
/// `noBiometrics`, `noDeviceCredential`) are not judged: an app that opens on a device with no way to ask decides so
/// by design (as iOS's lock that accepts the device passcode). A later `onAuthenticationSucceeded`,
/// `onActivityResult(ok)` or a clear in an app call (the app's own PIN entry is one) passes the lock; a new process
/// forgets it.
extension AndroidAppLogic {
  /// The lock taken down in a reply that proves nobody: the clear's line and the reply.
  struct UnprovenRelease: Sendable {
    /// The script line of the `clear(V)`.
    let line: Int
    /// The reply as the script names it: `onAuthenticationError(canceled)`.
    let reply: String
  }

  /// The replies anyone holding the device can cause, by event (an empty list: every argument).
  private static let repliesAnyoneCauses: [(event: String, replies: [String])] = [
    ("onAuthenticationFailed", []),
    ("onAuthenticationError", ["userCanceled", "negativeButton", "canceled", "lockout", "lockoutPermanent"]),
    ("onActivityResult", ["canceled"]),
  ]

  /// Whether a clear of the lock in `event`'s handler with `arguments` is no pass.
  static func provesNobody(event: String, arguments: [String]) -> Bool {
    guard let entry = repliesAnyoneCauses.first(where: { $0.event == event }) else { return false }
    return entry.replies.isEmpty || arguments.first.map(entry.replies.contains) == true
  }

  /// The events whose handlers pass the lock: a success from the prompt or the credential screen, or the app's own
  /// entry (an app call).
  static func provesTheUser(event: String, arguments: [String]) -> Bool {
    event == "onAuthenticationSucceeded" || event == "appCall"
      || (event == "onActivityResult" && arguments.first == "ok")
  }

  /// Notes a `clear` of the lock variable on `line` in the code running now: in code an unproven reply set off (its own
  /// handler, work it posted, or a guard reading what it wrote: ``unprovenContext``), while the promise stood, the lock
  /// stays owed; in a reply that proves the user, it is passed.
  func noteLockClear(line: Int, wasLocked: Bool) {
    if replyProves {
      unprovenRelease = nil
    } else if wasLocked, let context = unprovenContext {
      unprovenRelease = UnprovenRelease(line: line, reply: context.reply)
    }
  }

  /// The owed lock's words for `lock-bypass`, while the script's own variable is clear.
  public var lockPromiseFact: String? {
    guard let release = unprovenRelease, !codeHoldsLock else { return nil }
    return "\(script.place(ofLine: release.line))'s clear(\(lockVariable ?? "")) took the lock down on"
      + " \(release.reply), \(Self.unprovenCause): nobody authenticated"
  }
}
