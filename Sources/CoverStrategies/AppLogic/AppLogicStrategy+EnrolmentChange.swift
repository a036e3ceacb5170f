import AppLogic
import ShieldModel

/// A biometric success after a face (or finger) was added in Settings, and the app's defence: the enrolled set as
/// identity.
///
/// LocalAuthentication accepts any enrolled face: a success says some enrolled face matched, not whose (Apple,
/// "evaluatedPolicyDomainState": it changes when faces or fingers are added or removed, and "compare the values ... to
/// determine whether the authorized database changed", though "the nature of the change cannot be determined",
/// https://developer.apple.com/documentation/localauthentication/lacontext/evaluatedpolicydomainstate ; iOS 9-18, then
/// `domainState`; high). Who can add one: whoever Settings lets in, and Settings asks the device passcode first (Apple,
/// iPhone User Guide, "Set up Face ID": "Go to Settings > Face ID & Passcode, then enter your passcode",
/// https://support.apple.com/guide/iphone/set-up-face-id-iph6d162927a/ios ; high), the flag
/// ``ShieldModel/PlatformFlags/settingsAsksPasscodeForFaceIDChanges``. OWASP names the attack and its defences: "An
/// attacker who obtains the device passcode could add a new fingerprint or facial representation via system settings
/// and use it to authenticate in the app" (MASTG-TEST-0270, weakness MASWE-0046, profile L2,
/// https://mas.owasp.org/MASTG/tests/ios/MASVS-AUTH/MASTG-TEST-0270/ ; high): a Keychain item with
/// `.biometryCurrentSet` (invalidated at the change, Keychain.swift) or the app comparing the domain state it stored
/// (SwiftRocks, "Detecting TouchID fingerprint/FaceID face changes", https://swiftrocks.com/detecting-touchid-fingerprint-changes ;
/// the store-and-compare code, https://carvercode.com/?p=142 ; medium).
///
/// So whether a match after an enrolment is the owner is no platform fact: it is the app's promise. A success after a
/// face was added since the owner's set proves only whoever knows the device passcode: the Settings kind of
/// `+UnprovenRelease`: lock-bypass for a lock that promises in so many words that the device passcode never opens it
/// (`authUI: biometrics`), a pass for another (OWASP asks the defence of its L2 profile only, and Apple's policy accepts
/// any enrolled face by design, so a passcode of the app's own in `release:` is not read as that promise here), and
/// anyone's under the flag's `false`. The owner's
/// set is the one enrolled at the app's first launch on the device (where it sets its lock up), and the one the app's
/// code accepts by storing its domain state again (`storeDomainState`) in code a proven reply ran, the documented
/// re-setup after the app's own passcode. A right passcode alone moves nothing: an app that stores nothing there keeps
/// trusting every enrolled face, the added one included (the s48 breaker: one right entry made an attacker's face
/// the owner's). A lock whose code compares the domain state (`domainStateChanged`) and does not release on a change,
/// or reads a `.biometryCurrentSet` item, holds.
extension AppLogicStrategy {
  /// Where the model keeps the enrolment count of the owner's set, beside the app's `UserDefaults` (no script variable
  /// has a space): it outlives the process as the app's store does.
  static let ownerEnrolmentKey = "appLogic owner enrolment"

  /// Where `storeDomainState` keeps the domain state (the app's `UserDefaults`, as the common defence does).
  static let storedDomainStateKey = "appLogic domain state"

  /// `storeDomainState`: a new `LAContext`, `canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics)`, and its
  /// `evaluatedPolicyDomainState` kept in `UserDefaults` (removed when `nil`: no usable Face ID).
  func storeDomainState() {
    // Stored in the code of a reply that proves the user (the re-setup after the app's own passcode), the set is the
    // owner's again; stored anywhere else (at every activation, after a match), it accepts whatever is enrolled.
    if replyProves, unprovenContext == nil { noteOwnerEnrolment() }
    let context = LAContext()
    _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics)
    if let state = context.evaluatedPolicyDomainState {
      UserDefaults.standard.set(Data(state), forKey: Self.storedDomainStateKey)
    } else {
      UserDefaults.standard.removeObject(forKey: Self.storedDomainStateKey)
    }
  }

  /// `domainStateChanged`: a domain state is stored and a new context's, after `canEvaluatePolicy` of the biometrics
  /// policy, differs from it (`nil` included: no usable Face ID); `false` with none stored.
  var domainStateChanged: Bool {
    guard let stored = UserDefaults.standard.data(forKey: Self.storedDomainStateKey) else { return false }
    let context = LAContext()
    _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics)
    return context.evaluatedPolicyDomainState.map { Data($0) } != stored
  }

  /// Notes the enrolled set at the app's first launch on the device as the owner's (where it sets its lock up): a face
  /// enrolled before the app ever ran is the owner's device as they found it.
  func noteFirstLaunchEnrolment() {
    guard UserDefaults.standard.object(forKey: Self.ownerEnrolmentKey) == nil else { return }
    noteOwnerEnrolment()
  }

  /// Notes the enrolled set now as the owner's: the app's first launch, or its code storing the domain state again.
  func noteOwnerEnrolment() {
    guard let settings = Device.current?.systemUI.authenticationSettings else { return }
    UserDefaults.standard.set(settings.enrolmentChanges, forKey: Self.ownerEnrolmentKey)
  }

  /// Whether a face is enrolled now that was added in Settings since the owner's set: the enrolled set changed since
  /// and a face is enrolled (only `faceIDEnrolled` enrols one, so the change includes an addition).
  var faceAddedSinceOwner: Bool {
    guard let settings = Device.current?.systemUI.authenticationSettings, settings.faceEnrolled else { return false }
    return settings.enrolmentChanges != UserDefaults.standard.integer(forKey: Self.ownerEnrolmentKey)
  }
}
