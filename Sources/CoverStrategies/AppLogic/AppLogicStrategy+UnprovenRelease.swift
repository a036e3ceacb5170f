import AppLogic
import ShieldModel

/// A lock taken down in a reply in which nobody authenticated.
///
/// `lock: V` reads every `clear(V)` as the user's pass. A clear that runs in the handler (or an `after(...)` it
/// scheduled) of a reply that proves nobody is no pass: the promise stands, and `lock-bypass` judges what is then
/// seen and names the reply (``lockPromiseFact``). Which replies prove nobody is the platform's:
/// - anyone holding the device can cause them: LocalAuthentication's cancel, fallback, failure and lockout replies
///   (`userCancel`: the prompt's Cancel; `systemCancel`: the app leaving; `userFallback`: the fallback button;
///   `authenticationFailed`: a face that did not match; `biometryLockout`: after several; `appCancel`,
///   `notInteractive`), a Keychain read's `userCanceled`, `authFailed` and `interactionNotAllowed`, and a wrong
///   passcode in the lock's own entry (Apple, "LAError.Code",
///   https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code ; "Security Framework
///   Result Codes", https://developer.apple.com/documentation/security/security-framework-result-codes ; iOS 8+;
///   high);
/// - only a change of the device's settings causes `passcodeNotSet` and `biometryNotEnrolled`, and Settings asks the
///   device passcode before it removes the passcode or the enrolled faces (Apple, iPhone User Guide, "Set up Face ID
///   on iPhone": "Go to Settings > Face ID & Passcode, then enter your passcode",
///   https://support.apple.com/guide/iphone/set-up-face-id-iph6d162927a/ios ; high). So a clear there lets in whoever
///   knows the device passcode: a pass only for a lock that accepts the device passcode anyway. A script that promises
///   it never does (``promisesNoDevicePasscode(_:)``: `authUI: biometrics`, or its own passcode in `release:`) breaks
///   that promise; another (an app that opens once the device has no passcode, as Signal does) holds.
/// A Keychain read's `notFound` (no item: the app's own first run) is not judged. A new success from a prompt, or the
/// right passcode, passes the lock; a new process forgets it (its strategy is new).
extension AppLogicStrategy {
  /// The lock taken down in a reply that proves nobody: the clear's line, the reply, and why it proves nobody.
  struct UnprovenRelease: Sendable {
    /// The script line of the `clear(V)`.
    let line: Int
    /// The reply as the script names it: `evaluatePolicyReply(biometryNotEnrolled)`.
    let reply: String
    /// Who can cause that reply, in words.
    let cause: String
  }

  /// The replies anyone holding the device can cause, by event.
  private static let repliesAnyoneCauses: [(event: String, replies: [String])] = [
    (
      "evaluatePolicyReply",
      [
        "userCancel", "systemCancel", "userFallback", "authenticationFailed", "biometryLockout", "appCancel",
        "notInteractive", "failure",
      ]
    ),
    ("keychainReadReply", ["userCanceled", "authFailed", "interactionNotAllowed"]),
    ("passcodeEntered", ["wrong"]),
  ]

  /// The replies only a change of the device's settings causes, which Settings guards with the device passcode.
  private static let repliesOnlySettingsCause = ["passcodeNotSet", "biometryNotEnrolled"]

  /// Why a clear of the lock in `event`'s handler with `argument` is no pass under `script`, or `nil` when it is one
  /// (or the event is no reply).
  static func unprovenReplyCause(event: String, argument: String?, in script: AppLogicScript) -> String? {
    guard let argument else { return nil }
    if repliesAnyoneCauses.contains(where: { $0.event == event && $0.replies.contains(argument) }) {
      return event == "passcodeEntered"
        ? "a wrong passcode, which anyone can type"
        : "a reply anyone holding the device can cause (Apple, LAError.Code)"
    }
    if event == "evaluatePolicyReply", repliesOnlySettingsCause.contains(argument), promisesNoDevicePasscode(script) {
      return "a reply whoever knows the device passcode can cause in Settings (Apple, iPhone User Guide), and the app"
        + " promised the device passcode never opens its lock"
    }
    return nil
  }

  /// Notes a `clear` of the lock variable on `line`: in a reply that proves nobody, while the promise stood, the lock
  /// stays owed.
  func noteLockClear(line: Int, wasLocked: Bool) {
    guard wasLocked, let reply = replyInProgress,
      let cause = Self.unprovenReplyCause(event: reply.event, argument: reply.argument, in: script)
    else { return }
    unprovenRelease = UnprovenRelease(line: line, reply: "\(reply.event)(\(reply.argument))", cause: cause)
  }

  /// The owed lock's words for `lock-bypass`, while the script's own variable is clear.
  var unprovenReleaseFact: String? {
    guard let release = unprovenRelease, !(lockVariable.map(isLockVariableSet) ?? false) else { return nil }
    return
      "\(script.place(ofLine: release.line))'s clear(\(lockVariable ?? "")) took the lock down on \(release.reply),"
      + " \(release.cause): nobody authenticated"
  }
}

extension AppLogicStrategy {
  /// The events whose handlers answer an authentication: their argument says whether anyone proved who they are.
  static let replyEvents = ["evaluatePolicyReply", "keychainReadReply", "passcodeEntered"]
}
