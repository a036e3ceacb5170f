import TestExpectations
import Testing

@testable import ShieldModel

/// App code that asks for authentication with a chosen policy and fallback title on
/// `appCall(authenticate)`, and records each reply once it has hopped to the main queue.
private final class PolicyAuthenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let policy: LAPolicy
  let fallbackTitle: String?
  var replies: [String] = []
  var events: [String] = []
  var canEvaluate: [Bool] = []

  init(_ policy: LAPolicy, fallbackTitle: String? = nil) {
    self.policy = policy
    self.fallbackTitle = fallbackTitle
  }

  var appCalls: [String] { ["authenticate"] }
  func handleAppCall(_ name: String) {
    let context = LAContext()
    context.localizedFallbackTitle = fallbackTitle
    canEvaluate.append(context.canEvaluatePolicy(policy))
    context.evaluatePolicy(policy, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .notInteractive)"
      DispatchQueue.main.async { [weak self] in self?.replies.append(text) }
    }
  }
  func sceneWillResignActive(_ scene: UIScene) { events.append("resign") }
  func sceneDidBecomeActive(_ scene: UIScene) { events.append("active") }
}

@Suite("LocalAuthentication: failed attempts, fallback, the device passcode, lockout")
struct AuthenticationOutcomeTests {
  static let dismissal = PlatformTimings().faceIDDismissal

  @Test("a failed attempt keeps the prompt up with no reply; the user's retry can still match")
  func noMatchKeepsPrompt() throws {
    let app = PolicyAuthenticator(.deviceOwnerAuthentication)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    app.events.removeAll()
    try device.apply(.faceIDNoMatch)
    #expect(app.replies.isEmpty)
    expectEqual(device.overlay, .systemAlert(.faceID))
    #expect(!device.isDevicePasscodeUIShown)
    #expect(app.events.isEmpty)
    try device.apply(.faceIDMatch)
    expectEqual(app.replies, ["success"])
  }

  @Test("the fallback button shows only after a failed attempt")
  func fallbackNeedsAFailure() throws {
    let app = PolicyAuthenticator(.deviceOwnerAuthentication)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    expectEqual(device.validationError(for: .faceIDFallback), "the fallback button shows after a failed attempt")
    try device.apply(.faceIDNoMatch)
    #expect(device.validationError(for: .faceIDFallback) == nil)
  }

  @Test(
    "deviceOwnerAuthentication: the fallback is the system's passcode UI over the still inactive app; the passcode succeeds"
  )
  func passcodeFallback() throws {
    let app = PolicyAuthenticator(.deviceOwnerAuthentication)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    try device.apply(.faceIDNoMatch)
    app.events.removeAll()
    try device.apply(.faceIDFallback)
    #expect(device.isDevicePasscodeUIShown)
    expectEqual(device.overlay, .systemAlert(.faceID))
    expectEqual(device.scene(named: "A")?.activationState, .foregroundInactive)
    #expect(app.events.isEmpty)
    #expect(app.replies.isEmpty)
    expectEqual(device.validationError(for: .faceIDMatch), "the system's passcode UI is shown, not Face ID")
    try device.apply(.enterDevicePasscode)
    expectEqual(app.replies, ["success"])
    try device.apply(.advance(Self.dismissal))
    #expect(device.overlay == nil)
    expectEqual(app.events, ["active"])
  }

  @Test(
    "the passcode UI answers the user's cancel and leaving the app as the Face ID prompt does",
    arguments: [
      (SystemEvent.dismissSystemAlert, [SystemEvent](), "userCancel"), (.goHome, [.returnToApp], "systemCancel"),
      (.openAppSwitcher, [], "systemCancel"),
    ])
  func passcodeUICancels(event: SystemEvent, then: [SystemEvent], reply: String) throws {
    let app = PolicyAuthenticator(.deviceOwnerAuthentication)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    try device.apply(.faceIDNoMatch)
    try device.apply(.faceIDFallback)
    try device.apply(event)
    // The reply runs at the leave; its main-queue hop in the app's last turns (or, with the flag off, on the return).
    for e in then { try device.apply(e) }
    expectEqual(app.replies, [reply])
    #expect(!device.isDevicePasscodeUIShown)
  }

  @Test("biometrics policy: the fallback fails with userFallback and the prompt goes; an empty title hides it")
  func biometricsFallback() throws {
    let app = PolicyAuthenticator(.deviceOwnerAuthenticationWithBiometrics)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    try device.apply(.faceIDNoMatch)
    app.events.removeAll()
    try device.apply(.faceIDFallback)
    expectEqual(app.replies, ["userFallback"])
    #expect(device.overlay == nil)
    expectEqual(app.events, ["active"])

    let hidden = PolicyAuthenticator(.deviceOwnerAuthenticationWithBiometrics, fallbackTitle: "")
    let other = try launched(strategy: hidden)
    try other.apply(.appCall("authenticate"))
    try other.apply(.faceIDNoMatch)
    expectEqual(
      other.validationError(for: .faceIDFallback), "the app hid the fallback button (an empty localizedFallbackTitle)"
    )
  }

  @Test("five failures in a row lock Face ID out: the passcode UI for deviceOwnerAuthentication")
  func lockoutFallsBackToPasscode() throws {
    let app = PolicyAuthenticator(.deviceOwnerAuthentication)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    for _ in 1..<Device.biometryLockoutAttempts { try device.apply(.faceIDNoMatch) }
    #expect(!device.isBiometryLockedOut)
    #expect(!device.isDevicePasscodeUIShown)
    try device.apply(.faceIDNoMatch)
    #expect(device.isBiometryLockedOut)
    #expect(device.isDevicePasscodeUIShown)
    #expect(app.replies.isEmpty)
    try device.apply(.enterDevicePasscode)
    #expect(!device.isBiometryLockedOut)
  }

  @Test(
    "biometrics policy at the lockout: biometryLockout; a later request fails at once and canEvaluatePolicy says no")
  func lockoutFailsBiometrics() throws {
    let app = PolicyAuthenticator(.deviceOwnerAuthenticationWithBiometrics)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    for _ in 0..<Device.biometryLockoutAttempts { try device.apply(.faceIDNoMatch) }
    expectEqual(app.replies, ["biometryLockout"])
    #expect(device.overlay == nil)
    try device.apply(.appCall("authenticate"))
    expectEqual(app.replies, ["biometryLockout", "biometryLockout"])
    #expect(device.overlay == nil)
    expectEqual(app.canEvaluate, [true, false])
  }

  @Test(
    "the lockout is the system's: it outlives the process, and a deviceOwnerAuthentication request then opens on the passcode UI"
  )
  func lockoutOutlivesProcess() throws {
    let app = PolicyAuthenticator(.deviceOwnerAuthentication)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    for _ in 0..<Device.biometryLockoutAttempts { try device.apply(.faceIDNoMatch) }
    try device.apply(.goHome)
    try device.apply(.terminateApp)
    try device.apply(.launch)
    try device.apply(.appCall("authenticate"))
    #expect(device.isDevicePasscodeUIShown)
  }

  @Test("a failed attempt, a fallback or a passcode needs the app's LocalAuthentication prompt")
  func refusedWithoutPrompt() throws {
    let device = try launched(strategy: PolicyAuthenticator(.deviceOwnerAuthentication))
    for event in [SystemEvent.faceIDNoMatch, .faceIDFallback, .enterDevicePasscode] {
      expectEqual(device.validationError(for: event), "no LocalAuthentication prompt of the app is shown")
    }
    try device.apply(.systemAlert(.faceID))
    expectEqual(device.validationError(for: .faceIDNoMatch), "no LocalAuthentication prompt of the app is shown")
  }
}
