import AppLogic
import ShieldModel

/// What a script promises its lock lets in (`authUI:`, `release:`), and the replies its requests can never get under
/// the policies it asks.
///
/// `release:` says what the lock screen shows; one with a passcode entry (`field`, `keypad`, `biometry+field`,
/// `biometry+keypad`) is an app that keeps a passcode of its own. With no `authUI:` line that is its promise: the
/// lock opens by biometrics or the app's own passcode, never by the device passcode, which others may know. So the
/// system's passcode UI up for its request (`evaluatePolicy(deviceOwnerAuthentication)`, whose fallback asks for the
/// device passcode; a Keychain read that allows it) breaks `lock-bypass`, as `authUI: biometrics` does;
/// `authUI: biometrics+passcode` lets the device passcode in. A forty-second-session user's health app meant its
/// fallback to focus its own field (`on evaluatePolicyReply(userFallback): becomeFirstResponder(passcode)`) but asked
/// `deviceOwnerAuthentication`: nothing warned.
nonisolated extension AppLogicStrategy {
  /// Whether `script` promises the device passcode never opens its lock: `authUI: biometrics`, or no `authUI:` line
  /// and a `release:` whose lock screen shows the app's own passcode entry.
  static func promisesNoDevicePasscode(_ script: AppLogicScript) -> Bool {
    if let authUI = script.setting("authUI") { return authUI.value == "biometrics" }
    return keepsOwnPasscode(script)
  }

  /// Whether `script`'s `release:` shows a passcode entry of the app's own (``LockViewController/showsPasscodeEntry(_:)``).
  static func keepsOwnPasscode(_ script: AppLogicScript) -> Bool {
    guard let release = script.setting("release").flatMap({ LockConfiguration.Release(rawValue: $0.value) }) else {
      return false
    }
    return LockViewController.showsPasscodeEntry(release)
  }

  /// Whether a request of `script`'s can bring up the system's passcode UI: an `evaluatePolicy(deviceOwnerAuthentication)`
  /// or a `keychainRead` (whose item's access control may allow the passcode).
  static func asksDevicePasscode(_ script: AppLogicScript) -> Bool {
    let calls: [AppLogicScript.Call] = script.handlers.flatMap { $0.actions.flatMap(flattened) }
    for call in calls {
      if call.name == "keychainRead" { return true }
      if call.name == "evaluatePolicy", call.positional.first == "deviceOwnerAuthentication" { return true }
    }
    return false
  }

  /// The replies `deviceOwnerAuthentication` never gives, each with why: the system answers the fallback button and
  /// biometry it cannot use by asking for the device passcode (Apple, "LAPolicy.deviceOwnerAuthentication": "When the
  /// user taps the fallback button, the system reverts to asking for the device passcode"; biometry first "if
  /// available, enrolled, and not disabled", else the passcode,
  /// https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthentication ;
  /// "LAError.Code.userFallback": the user tapped the fallback button "but no fallback is available for the
  /// authentication policy",
  /// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/userfallback ; iOS 9+;
  /// high). The model answers so (`faceIDFallback`, `faceIDNoMatch`, ``ShieldModel/Device/authenticationUnavailable(for:)``).
  static let repliesDeviceOwnerAuthenticationNeverGives: [(reply: String, why: String)] = [
    (
      "userFallback",
      "its prompt's fallback button asks for the device passcode (Apple, LAPolicy.deviceOwnerAuthentication); userFallback"
        + " comes only to evaluatePolicy(biometrics), whose fallback is the app's"
    ),
    (
      "biometryLockout",
      "a Face ID lockout turns it to the device passcode (Apple, LAPolicy.deviceOwnerAuthentication)"
    ),
    (
      "biometryNotEnrolled",
      "with no face enrolled it asks for the device passcode at once (Apple, LAPolicy.deviceOwnerAuthentication)"
    ),
  ]

  /// Why `reply` (an `evaluatePolicyReply` argument) never comes to `script`: every `evaluatePolicy` it makes asks
  /// `deviceOwnerAuthentication`, which never gives that reply (``repliesDeviceOwnerAuthenticationNeverGives``); `nil`
  /// otherwise.
  static func replyNeverGiven(_ reply: String, in script: AppLogicScript) -> String? {
    guard let entry = repliesDeviceOwnerAuthenticationNeverGives.first(where: { $0.reply == reply }) else {
      return nil
    }
    let calls: [AppLogicScript.Call] = script.handlers.flatMap { $0.actions.flatMap(flattened) }
    let asks = calls.filter { $0.name == "evaluatePolicy" }
    guard !asks.isEmpty, asks.allSatisfy({ $0.positional.first == "deviceOwnerAuthentication" }) else { return nil }
    return
      "every evaluatePolicy of the script asks deviceOwnerAuthentication, which never replies \(reply): \(entry.why)"
  }

  /// The handlers of `script` whose reply never comes (``replyNeverGiven(_:in:)``), each as a warning told before the
  /// run: `FILE:LINE: on evaluatePolicyReply(REPLY) can never run: WHY`.
  public static func unreachableReplyWarnings(in script: AppLogicScript) -> [String] {
    script.handlers.compactMap { handler in
      guard handler.event.name == "evaluatePolicyReply", let reply = handler.event.positional.first,
        let why = replyNeverGiven(reply, in: script)
      else { return nil }
      return "\(script.place(ofLine: handler.line)): on evaluatePolicyReply(\(reply)) can never run: \(why)"
    }
  }
}

extension AppLogicStrategy: AuthenticationUIPromising {
  public var authenticationUIPromise: String {
    if script.setting("authUI") != nil { return "biometrics only (authUI: biometrics)" }
    return "biometrics or its own passcode only (release: \(release.rawValue) shows the app's passcode entry, and no"
      + " authUI: biometrics+passcode line lets the device passcode in)"
  }
}
