import AppLogic
import ShieldModel

/// The user's own lock setting changed by the app's code on a reply the user did not give (issue 25; the fifty-second
/// fresh set's F52-I01: the device locked while the app's Face ID Keychain read was up, and the read's error path
/// switched the user's "Unlock with Face ID" off). The promise the user holds: the user's lock settings
/// (`lockSetting:`'s value) are changed only by the user (their `on` and `off` calls). So a turn-off of the kept value
/// (`unstore`, `keychainDelete`) while the user's choice is on, in the handler of a reply no user gave, breaks
/// `lock-bypass` at that step, naming the line, the reply and the platform's reason (``Device/unauthenticatedSettingChange``,
/// the check that already judges a weaker setting applied with no authentication). The replies no user gives are the
/// platform's (Apple, "LAError.Code", https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code ;
/// iOS 8+; high):
/// - `systemCancel`: "Authentication was canceled by system—for example, if another application came to foreground
///   while the authentication dialog was up" (the model gives it when the app leaves or the device locks with the
///   prompt up, ``Device/answerAuthentication(failing:)``);
/// - `appCancel`: "canceled by application", the app's own `LAContext.invalidate()` (iOS 9+);
/// - `notInteractive`: "Displaying the required authentication user interface is forbidden" (the context's
///   `interactionNotAllowed`, iOS 11+);
/// - a Keychain read's `errSecInteractionNotAllowed` (Apple, "Security Framework Result Codes",
///   https://developer.apple.com/documentation/security/errsecinteractionnotallowed : "Interaction with the Security
///   Server is not allowed"; given when the item's authentication UI cannot be shown: the app not frontmost, under the
///   device's lock screen; Apple DTS, https://developer.apple.com/forums/thread/131694 ; medium-high), and a read's
///   `errSecUserCanceled` or `errSecAuthFailed` whose request the system cancelled (the model's code for it,
///   ``ShieldModel/SecItemCopyMatching(_:reply:)``, low: which code a real read returns is not documented, so the
///   judgement reads the cause, not the code).
/// The user's own Cancel, a face that did not match, a lockout and the fallback are the user's replies: a setting the
/// code changes on them is not judged here. Not followed yet: a change reached through a variable such a reply wrote
/// (``AppLogicProvenance``'s roads), and a setting other than `lockSetting:`'s value.
extension AppLogicStrategy {
  /// Why the reply `event(argument)` now delivered was given by no user, in the platform's words, or `nil`.
  func replyNotGivenByUser(_ event: String, _ argument: String) -> String? {
    let code: LAError.Code?
    switch (event, argument) {
    case ("evaluatePolicyReply", "systemCancel"): code = .systemCancel
    case ("evaluatePolicyReply", "appCancel"): code = .appCancel
    case ("evaluatePolicyReply", "notInteractive"): code = .notInteractive
    case ("evaluatePolicyReply", "failure"): code = lastReplyCode
    case ("keychainReadReply", "interactionNotAllowed"):
      return "the Keychain refused the item's authentication UI (errSecInteractionNotAllowed: the app was not "
        + "frontmost, in the background or under the device's lock screen), with no act of the user's"
    case ("keychainReadReply", "success"): return nil
    case ("keychainReadReply", _):
      guard let cause = lastReadFailure.flatMap(Self.absentUserCause) else { return nil }
      let status =
        argument == "userCanceled" ? "errSecUserCanceled" : argument == "authFailed" ? "errSecAuthFailed" : argument
      return "\(cause); the Keychain read returned \(status) for it"
    default: return nil
    }
    return code.flatMap(Self.absentUserCause)
  }

  /// The words of an `LAError` code no user gives, or `nil` for one a user gives.
  private static func absentUserCause(_ code: LAError.Code) -> String? {
    switch code {
    case .systemCancel:
      "the system cancelled the authentication (LAError.systemCancel: the app left or the device locked with the "
        + "prompt up), not the user"
    case .appCancel: "the app's own code cancelled the authentication (LAError.appCancel: LAContext.invalidate())"
    case .notInteractive: "the authentication UI could not be shown (LAError.notInteractive), with no act of the user's"
    default: nil
    }
  }

  /// Before `action` (`unstore(V)`, `keychainDelete(V)`) of the handler on `line` runs: a turn-off of the user's lock
  /// setting (`lockSetting:`'s value, kept on, the user's choice on) in a reply no user gave
  /// (``absentUserReply``) is recorded for `lock-bypass`.
  func noteSettingChangeWithoutUser(_ action: AppLogicScript.Call, line: Int) {
    guard let fact = absentUserReply, let lockSetting, action.positional.first == lockSetting.stored,
      let device = Device.current, device.userLockSettingChoice == true
    else { return }
    let kept =
      action.name == "unstore"
      ? UserDefaults.standard.bool(forKey: Self.storedKey(lockSetting.stored)) : isInKeychain(lockSetting.stored)
    guard kept else { return }
    let event = script.handlers.first { $0.line == line }?.event.canonicalText ?? "?"
    let detail =
      "the user's lock setting (lockSetting: \(lockSetting.stored), the user's choice on) turned off by the app's code "
      + "on a reply the user did not give (the user's settings are changed only by the user): "
      + "\(script.place(ofLine: line))'s \(action.canonicalText) ran on \(event)"
    device.noteUnauthenticatedSettingChange(
      UnauthenticatedSettingChange(
        call: action.canonicalText, at: device.now, fact: fact, byConstruction: nil, detail: detail))
  }
}
