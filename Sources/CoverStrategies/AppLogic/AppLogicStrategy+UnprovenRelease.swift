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
/// Whether Settings asks the passcode before Face ID changes (the app's switch, the enrolled faces) is the flag
/// ``ShieldModel/PlatformFlags/settingsAsksPasscodeForFaceIDChanges``; the same reply reached by another road (a
/// variable it wrote, a kept flag, a `canEvaluatePolicy` check) is `+UnprovenProvenance`'s. A Keychain read's
/// `notFound` is judged only for an item the device still holds (a `.biometryCurrentSet` item a new face invalidated);
/// none at all (the app's own first run) is not. A new success from a prompt, or the
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
    /// The scenes whose lock it cleared, for a per-scene lock (`perScene:`); `nil` for the app's.
    let scenes: [ObjectIdentifier]?
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

  /// Why a clear of the lock in `event`'s handler with `argument` is no pass under `script`, or `nil` when it is one
  /// (or the event is no reply). `code` is the reply's `LAError` code where the script's word is `failure` (a code it
  /// has no word for). Settings' kind, which only whoever knows the device passcode causes: `passcodeNotSet` (Settings
  /// asks the passcode before turning it off: Apple Platform Security, "Viewing or changing passcode settings",
  /// https://support.apple.com/guide/security/sec9479035f1/web ; high), and the Face ID changes, under
  /// ``ShieldModel/PlatformFlags/settingsAsksPasscodeForFaceIDChanges`` (`faceIDSettingsAskPasscode`, read only for
  /// them): `biometryNotEnrolled`, `biometryNotAvailable` from the app's switch in Settings (the s44 breaker's
  /// `appFaceIDOff`), and a Keychain `notFound` of a `.biometryCurrentSet` item the enrolled faces' change invalidated
  /// (`invalidatedItem`), and a success after a face was added since the owner's set (`addedFace`,
  /// `+EnrolmentChange`). `biometryNotAvailable` after the permission alert's Don't Allow (`deniedAtAlert`) is anyone's.
  static func unprovenReplyCause(
    event: String, argument: String?, code: LAError.Code? = nil, invalidatedItem: Bool = false,
    deniedAtAlert: Bool = false, addedFace: Bool = false, in script: AppLogicScript,
    faceIDSettingsAskPasscode: () -> Bool = { true }
  ) -> String? {
    guard let argument else { return nil }
    let policyReply = event == "evaluatePolicyReply"
    if policyReply, argument == "failure", code == .biometryNotAvailable, deniedAtAlert {
      return "Face ID refused to the app at its permission alert (Don't Allow), which anyone holding the device can tap"
    }
    let faceIDChange =
      (policyReply && (argument == "biometryNotEnrolled" || (argument == "failure" && code == .biometryNotAvailable)))
      || (event == "keychainReadReply" && argument == "notFound" && invalidatedItem)
      || (argument == "success" && addedFace)
    let bySettings = faceIDChange || (policyReply && argument == "passcodeNotSet")
    if !bySettings, repliesAnyoneCauses.contains(where: { $0.event == event && $0.replies.contains(argument) }) {
      switch event {
      case "passcodeEntered": return "a wrong passcode, which anyone can type"
      case "keychainReadReply":
        return "a reply anyone holding the device can cause (Apple, Security Framework Result Codes)"
      default: return "a reply anyone holding the device can cause (Apple, LAError.Code)"
      }
    }
    if faceIDChange, !faceIDSettingsAskPasscode() {
      return "a change of Face ID in Settings, which anyone holding the unlocked device can make under"
        + " settingsAsksPasscodeForFaceIDChanges=false"
    }
    // A match after an enrolment is judged only against the promise in so many words (`authUI: biometrics`): Apple's
    // policy accepts any enrolled face by design and OWASP asks the defence of its L2 profile only, so a lock that
    // merely keeps a passcode of its own is not taken to promise it (+EnrolmentChange).
    let promised =
      argument == "success" && addedFace
      ? script.setting("authUI")?.value == "biometrics" : promisesNoDevicePasscode(script)
    if bySettings, promised {
      let whose =
        argument == "success" && addedFace
        ? " (settingsAsksPasscodeForFaceIDChanges; what they enrolled matches: OWASP MASTG-TEST-0270; authUI: biometrics)"
        : faceIDChange ? " (settingsAsksPasscodeForFaceIDChanges)" : ""
      return "a reply whoever knows the device passcode can cause in Settings (Apple, iPhone User Guide)\(whose), and"
        + " the app promised the device passcode never opens its lock"
    }
    return nil
  }

  /// Notes a `clear` of the lock variable on `line`: in code an unproven reply set off (``unprovenContext``), while the
  /// promise stood, the lock stays owed.
  func noteLockClear(line: Int, wasLocked: Bool, scenes: [ObjectIdentifier]?) {
    guard wasLocked, let context = unprovenContext else { return }
    unprovenRelease = UnprovenRelease(line: line, reply: context.reply, cause: context.cause, scenes: scenes)
  }

  /// Whether the lock a reply that proves nobody took down is owed in the scene `scene` (any, when `nil`). While the
  /// code's own lock screen is still placed the user sees the lock, not the app: a lock the code cleared but left on
  /// screen with no way in stays `stranded-cover`'s or `unlock-blocked`'s, as before the rule (the s44 breaker's
  /// stuck lock).
  func owesUnprovenRelease(in scene: ObjectIdentifier?) -> Bool {
    guard let release = unprovenRelease, !isLockShown else { return false }
    guard let scene, let own = release.scenes else { return true }
    return own.contains(scene)
  }

  /// The owed lock's words for `lock-bypass`, while the script's own variable is clear.
  var unprovenReleaseFact: String? {
    guard let release = unprovenRelease, !(lockVariable.map(isLockVariableSet) ?? false) else { return nil }
    return
      "\(script.place(ofLine: release.line))'s clear(\(lockVariable ?? "")) took the lock down on \(release.reply),"
      + " \(release.cause): "
      + (release.reply.hasSuffix("was added in Settings")
        ? "nobody the lock promised authenticated" : "nobody authenticated")
  }
}

extension AppLogicStrategy {
  /// The events whose handlers answer an authentication: their argument says whether anyone proved who they are.
  static let replyEvents = ["evaluatePolicyReply", "keychainReadReply", "passcodeEntered"]
}
