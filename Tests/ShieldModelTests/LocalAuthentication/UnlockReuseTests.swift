import TestExpectations
import Testing

@testable import ShieldModel

/// App code that evaluates a new context with reuse window `reuse` on `appCall(authenticate)` and
/// records each reply and its scene callbacks.
private final class ReuseAuthenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let reuse: Double
  var replies: [String] = []
  var events: [String] = []

  init(reuse: Double) { self.reuse = reuse }

  var appCalls: [String] { ["authenticate"] }
  func handleAppCall(_ name: String) {
    let context = LAContext()
    context.touchIDAuthenticationAllowableReuseDuration = reuse
    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .invalidContext)"
      DispatchQueue.main.async { [weak self] in self?.replies.append(text) }
    }
  }
  func sceneWillResignActive(_ scene: UIScene) { events.append("resign") }
}

@Suite("LocalAuthentication: touchIDAuthenticationAllowableReuseDuration reuses the device unlock")
struct UnlockReuseTests {
  /// Locks and unlocks the device over the app, waits `wait` seconds, asks; returns whether the
  /// prompt came up, the replies so far and whether the app resigned for the ask.
  static func ask(
    reuse: Double, wait: Double = 0, profile: String = "iphone-ios17-scenes"
  ) throws -> (prompt: Bool, replies: [String], resigned: Bool) {
    let app = ReuseAuthenticator(reuse: reuse)
    let device = try launched(profile, strategy: app)
    try device.apply(.lockDevice, .unlockDevice)
    if wait > 0 { try device.apply(.advance(wait)) }
    app.events.removeAll()
    try device.apply(.appCall("authenticate"))
    return (device.isAuthenticationPromptShown, app.replies, app.events.contains("resign"))
  }

  @Test("within the window after a Face ID unlock: success at once, no prompt, no resign")
  func reusedWithinWindow() throws {
    let r = try Self.ask(reuse: 60, wait: 59)
    expectEqual(r.prompt, false)
    expectEqual(r.replies, ["success"])
    expectEqual(r.resigned, false)
  }

  @Test(
    "the prompt comes: no window, past the window, past the 300 s cap",
    arguments: [(0.0, 0.0), (60, 61), (600, 301)])
  func prompts(reuse: Double, wait: Double) throws {
    let r = try Self.ask(reuse: reuse, wait: wait)
    expectEqual(r.prompt, true)
    #expect(r.replies.isEmpty)
    expectEqual(r.resigned, true)
  }

  @Test("a long window counts up to the cap: 299 s after the unlock is still reused")
  func capHolds() throws {
    let r = try Self.ask(reuse: 600, wait: 299)
    expectEqual(r.prompt, false)
    expectEqual(r.replies, ["success"])
  }

  @Test("reuseDurationCoversFaceID=false: Face ID's unlock is not reused; Touch ID's (iOS 10) is")
  func faceIDFlag() throws {
    let faceID = try Self.ask(reuse: 60, profile: "iphone-ios17-scenes+reuseDurationCoversFaceID=false")
    expectEqual(faceID.prompt, true)
    let touchID = try Self.ask(reuse: 60, profile: "iphone-ios10-appdelegate+reuseDurationCoversFaceID=false")
    expectEqual(touchID.prompt, false)
    expectEqual(touchID.replies, ["success"])
  }

  @Test("an unlock with the passcode (Face ID locked out) is not reused")
  func passcodeUnlockNotReused() throws {
    let app = ReuseAuthenticator(reuse: 60)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    for _ in 0..<Device.biometryLockoutAttempts { try device.apply(.faceIDNoMatch) }
    #expect(device.isDevicePasscodeUIShown)
    try device.apply(.lockDevice, .unlockDevice)
    #expect(device.biometricUnlockAt == nil)
    #expect(!device.isBiometryLockedOut)
    try device.apply(.appCall("authenticate"))
    #expect(device.isAuthenticationPromptShown)
    expectEqual(app.replies, ["systemCancel"])
  }
}
