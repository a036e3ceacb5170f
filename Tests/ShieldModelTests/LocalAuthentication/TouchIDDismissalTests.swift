import TestExpectations
import Testing

@testable import ShieldModel

/// App-delegate app code that asks for the biometrics policy on `appCall(authenticate)` and records each reply, once
/// it has hopped to the main queue, and each did-become-active, in order.
private final class BiometricAsker: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var context = LAContext()
  var record: [String] = []

  var appCalls: [String] { ["authenticate"] }
  func handleAppCall(_ name: String) {
    guard name == "authenticate" else { return }
    context = LAContext()
    context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .authenticationFailed)"
      DispatchQueue.main.async { [weak self] in self?.record.append(text) }
    }
  }
  func applicationDidBecomeActive(_ application: UIApplication) { record.append("active") }
}

/// The app's own biometric prompt goes after its reply by the device's biometry: Touch ID's system alert
/// (``PlatformTimings/touchIDDismissal``, the profiles below iOS 11) far sooner than Face ID's sheet
/// (``PlatformTimings/faceIDDismissal``), and the device's log names the prompt by its biometry
/// (docs/model-behaviours.md, the Touch ID prompt's row).
@Suite("LocalAuthentication: the Touch ID prompt's own dismissal")
struct TouchIDDismissalTests {
  /// Each biometry's profile, its name in the log and its prompt's dismissal.
  static let biometries: [(profile: String, name: String, dismissal: Double)] = [
    ("iphone-ios10-appdelegate", "Touch ID", PlatformTimings().touchIDDismissal),
    ("iphone-ios9-appdelegate", "Touch ID", PlatformTimings().touchIDDismissal),
    ("iphone-ios11-appdelegate", "Face ID", PlatformTimings().faceIDDismissal),
    ("iphone-ios17-appdelegate", "Face ID", PlatformTimings().faceIDDismissal),
  ]

  @Test("the sourced defaults: Touch ID 0.2 s, inside its bracket below ResearchKit's 0.3 s; Face ID 1.5 s")
  func defaults() throws {
    expectEqual(PlatformTimings().touchIDDismissal, 0.2)
    expectEqual(PlatformTimings().faceIDDismissal, 1.5)
    let entry = try #require(PlatformTimings.all.first { $0.name == "touchIDDismissal" })
    expectEqual(entry.bracket, 0.1...0.25)
    var timings = PlatformTimings()
    try timings.set("touchIDDismissal", to: 0.35)
    #expect(timings.value(of: "touchIDDismissal") == 0.35 && timings.faceIDDismissal == 1.5)
  }

  @Test("a match: the reply while the prompt is up, did-become-active once the device's own dismissal has passed")
  func matchGoesByBiometry() throws {
    for biometry in Self.biometries {
      let app = BiometricAsker()
      let device = try launched(biometry.profile, strategy: app, logging: true)
      #expect(device.biometryType == (biometry.name == "Touch ID" ? .touchID : .faceID), "\(biometry.profile)")
      app.record.removeAll()
      try device.apply(.appCall("authenticate"), .faceIDMatch)
      #expect(device.callbackLog.contains("\(biometry.name) prompt (LAContext)"), "\(biometry.profile)")
      #expect(app.record == ["success"], "\(biometry.profile)")
      try device.apply(.advance(biometry.dismissal / 2))
      #expect(device.overlay == .systemAlert(.faceID), "\(biometry.profile)")
      try device.apply(.advance(biometry.dismissal))
      #expect(device.overlay == nil, "\(biometry.profile)")
      #expect(app.record == ["success", "active"], "\(biometry.profile)")
      #expect(device.callbackLog.contains("\(biometry.name) prompt gone"), "\(biometry.profile)")
    }
  }

  @Test("Cancel: the userCancel reply, then did-become-active after the device's own dismissal (0.2 s on Touch ID)")
  func cancelGoesByBiometry() throws {
    for biometry in Self.biometries {
      let app = BiometricAsker()
      let device = try launched(biometry.profile, strategy: app)
      app.record.removeAll()
      try device.apply(.appCall("authenticate"))
      let before = device.runLoop.now
      try device.apply(.dismissSystemAlert)
      #expect(app.record == ["userCancel", "active"], "\(biometry.profile)")
      #expect(abs(device.runLoop.now - before - biometry.dismissal) < 1e-9, "\(biometry.profile)")
    }
    // A profile's other answer is the one read: Touch ID's, not Face ID's.
    let device = try launched("iphone-ios10-appdelegate+touchIDDismissal=0.5", strategy: BiometricAsker())
    try device.apply(.appCall("authenticate"))
    let before = device.runLoop.now
    try device.apply(.dismissSystemAlert)
    #expect(abs(device.runLoop.now - before - 0.5) < 1e-9)
  }
}
