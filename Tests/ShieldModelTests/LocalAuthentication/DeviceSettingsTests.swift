import TestExpectations
import Testing

@testable import ShieldModel

/// App code that checks and evaluates a policy on `appCall(authenticate)` (one context, as
/// Apple's sample code does, or a fresh one for the evaluation), and records what it was told.
private final class SettingsAuthenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let policy: LAPolicy
  var checksFirst = false
  var interactionNotAllowed = false
  var checks: [String] = []
  var replies: [String] = []
  var states: [[UInt8]?] = []
  var events: [String] = []

  init(_ policy: LAPolicy) { self.policy = policy }

  var appCalls: [String] { ["authenticate", "check"] }
  func handleAppCall(_ name: String) {
    let context = LAContext()
    context.interactionNotAllowed = interactionNotAllowed
    if name == "check" || checksFirst {
      var error: NSError?
      let can = context.canEvaluatePolicy(policy, error: &error)
      let code = error.flatMap { LAError.Code(rawValue: $0.code) }
      checks.append(can ? "yes" : "\(code ?? .invalidContext)")
      states.append(context.evaluatedPolicyDomainState)
      if name == "check" { return }
    }
    context.evaluatePolicy(policy, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .invalidContext)"
      DispatchQueue.main.async { [weak self] in self?.replies.append(text) }
    }
  }
  func sceneWillResignActive(_ scene: UIScene) { events.append("resign") }
  func sceneDidBecomeActive(_ scene: UIScene) { events.append("active") }
}

@Suite("LocalAuthentication and the device's settings: passcode off, Face ID reset or enrolled, -1004")
struct DeviceSettingsTests {
  /// The app launched, left for Settings, `settings` changed there, and back.
  private func changed(
    _ settings: [DeviceAuthenticationSetting], _ app: SettingsAuthenticator, profile: String = "iphone-ios17-scenes"
  ) throws -> Device {
    let device = try launched(profile, strategy: app)
    try device.apply(.goHome)
    for s in settings { try device.apply(.changeDeviceSetting(s)) }
    try device.apply(.returnToApp)
    app.events.removeAll()
    return device
  }

  @Test("the settings change only while the app is away and the device unlocked, each from its own state")
  func validity() throws {
    let device = try launched(strategy: SettingsAuthenticator(.deviceOwnerAuthentication))
    expectEqual(
      device.validationError(for: .changeDeviceSetting(.passcodeOff)),
      "the app is on screen: the user goes to Settings first")
    try device.apply(.goHome)
    #expect(device.validationError(for: .changeDeviceSetting(.passcodeOff)) == nil)
    expectEqual(device.validationError(for: .changeDeviceSetting(.passcodeOn)), "a passcode is already set")
    try device.apply(.changeDeviceSetting(.passcodeOff))
    expectEqual(device.validationError(for: .changeDeviceSetting(.faceIDReset)), "Face ID needs a passcode")
    expectEqual(device.validationError(for: .changeDeviceSetting(.faceIDEnrolled)), "Face ID needs a passcode")
    try device.apply(.lockDevice)
    expectEqual(
      device.validationError(for: .changeDeviceSetting(.passcodeOn)),
      "the device is locked: Settings needs it unlocked")
  }

  @Test("passcode off: both policies cannot be evaluated (passcodeNotSet) and fail at once, with no prompt")
  func passcodeOff() throws {
    for policy in [LAPolicy.deviceOwnerAuthentication, .deviceOwnerAuthenticationWithBiometrics] {
      let app = SettingsAuthenticator(policy)
      let device = try changed([.passcodeOff], app)
      expectEqual(device.authenticationUnavailable(for: policy), .passcodeNotSet)
      try device.apply(.appCall("check"), .appCall("authenticate"))
      expectEqual(app.checks, ["passcodeNotSet"])
      expectEqual(app.replies, ["passcodeNotSet"])
      #expect(device.overlay == nil && !device.isAuthenticationPromptShown)
      #expect(app.events.isEmpty, "no prompt, so no resign")
    }
  }

  @Test("passcode on again: the face is gone under passcodeOffRemovesFaceID, back without it")
  func passcodeBackOn() throws {
    let app = SettingsAuthenticator(.deviceOwnerAuthenticationWithBiometrics)
    let device = try changed([.passcodeOff, .passcodeOn], app)
    try device.apply(.appCall("authenticate"))
    expectEqual(app.replies, ["biometryNotEnrolled"])
    let kept = SettingsAuthenticator(.deviceOwnerAuthenticationWithBiometrics)
    let other = try changed(
      [.passcodeOff, .passcodeOn], kept, profile: "iphone-ios17-scenes+passcodeOffRemovesFaceID=false")
    try other.apply(.appCall("authenticate"))
    #expect(kept.replies.isEmpty)
    expectEqual(other.overlay, .systemAlert(.faceID))
  }

  @Test("Face ID reset: biometrics fails (biometryNotEnrolled); deviceOwnerAuthentication opens on the passcode")
  func faceIDReset() throws {
    let bio = SettingsAuthenticator(.deviceOwnerAuthenticationWithBiometrics)
    let device = try changed([.faceIDReset], bio)
    try device.apply(.appCall("check"), .appCall("authenticate"))
    #expect(bio.checks == ["biometryNotEnrolled"] && bio.replies == ["biometryNotEnrolled"])
    let owner = SettingsAuthenticator(.deviceOwnerAuthentication)
    let d2 = try changed([.faceIDReset], owner)
    try d2.apply(.appCall("check"), .appCall("authenticate"))
    expectEqual(owner.checks, ["yes"])
    #expect(d2.isDevicePasscodeUIShown)
    expectEqual(d2.validationError(for: .faceIDMatch), "the system's passcode UI is shown, not Face ID")
    try d2.apply(.enterDevicePasscode, .advance(2))
    expectEqual(owner.replies, ["success"])
  }

  @Test("the domain state: nil until a biometric check succeeds, and different once a face is enrolled")
  func domainState() throws {
    let app = SettingsAuthenticator(.deviceOwnerAuthenticationWithBiometrics)
    let device = try launched(strategy: app)
    #expect(LAContext().evaluatedPolicyDomainState == nil)
    try device.apply(.appCall("check"), .goHome, .changeDeviceSetting(.faceIDEnrolled), .returnToApp)
    try device.apply(.appCall("check"))
    #expect(app.states.count == 2 && app.states[0] != nil && app.states[1] != nil)
    #expect(app.states[0] != app.states[1])
    try device.apply(.goHome, .changeDeviceSetting(.faceIDReset), .returnToApp, .appCall("check"))
    #expect(app.states[2] == nil)
  }

  @Test("interactionNotAllowed: notInteractive (-1004) at once with no prompt")
  func interactionNotAllowed() throws {
    let app = SettingsAuthenticator(.deviceOwnerAuthentication)
    app.interactionNotAllowed = true
    let device = try launched(strategy: app)
    app.events.removeAll()
    try device.apply(.appCall("authenticate"))
    expectEqual(app.replies, ["notInteractive"])
    expectEqual(LAError.Code.notInteractive.rawValue, -1004)
    #expect(device.overlay == nil && app.events.isEmpty)
  }

  @Test("a context asked canEvaluatePolicy is refused with -1004 only under checkedContextRefusesInteraction")
  func checkedContext() throws {
    let app = SettingsAuthenticator(.deviceOwnerAuthentication)
    app.checksFirst = true
    let device = try launched("iphone-ios17-scenes+checkedContextRefusesInteraction=true", strategy: app)
    try device.apply(.appCall("authenticate"))
    #expect(app.checks == ["yes"] && app.replies == ["notInteractive"])
    #expect(device.overlay == nil)
    let control = SettingsAuthenticator(.deviceOwnerAuthentication)
    control.checksFirst = true
    let d2 = try launched(strategy: control)
    try d2.apply(.appCall("authenticate"))
    #expect(control.replies.isEmpty && d2.overlay == .systemAlert(.faceID))
  }
}
