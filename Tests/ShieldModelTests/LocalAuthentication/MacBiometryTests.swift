import TestExpectations
import Testing

@testable import ShieldModel

/// App code on any profile that asks the biometrics policy on `appCall(authenticate)`, records each reply once
/// it has hopped to the main queue and each app-level did-become-active, and may lack `NSFaceIDUsageDescription`.
private final class MacAsker: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let declaresFaceIDUsageDescription: Bool
  var record: [String] = []

  init(declares: Bool) { declaresFaceIDUsageDescription = declares }

  var appCalls: [String] { ["authenticate"] }
  func handleAppCall(_ name: String) {
    LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .authenticationFailed)"
      DispatchQueue.main.async { [weak self] in self?.record.append(text) }
    }
  }
  func applicationDidBecomeActive(_ application: UIApplication) { record.append("active") }
}

/// An iPhone or iPad app on a Mac has the Mac's Touch ID, and every rule reads the one answer
/// (``Profile/biometryType``): `LAContext.biometryType`, the prompt's name and dismissal, the
/// `NSFaceIDUsageDescription` rule and the Face ID permission (docs/model-behaviours.md, the Mac's biometry row).
/// Before session 40 the permission rule took the Mac for Touch ID while `biometryType` answered Face ID, so an app
/// without the key was refused its prompt and the prompt went by Face ID's 1.5 s sheet.
@MainActor @Suite("LocalAuthentication: an iOS app on a Mac has the Mac's Touch ID, one answer for every rule")
struct MacBiometryTests {
  static let macProfiles = ["mac-ios18-scenes", "mac-ios14-scenes", "mac-ios17-appdelegate"]

  @Test("biometryType: Touch ID on every Mac profile and below iOS 11, Face ID on the other iPhones and iPads")
  func oneAnswer() throws {
    for name in Self.macProfiles + ["iphone-ios10-appdelegate"] {
      #expect(try Profile(named: name).biometryType == .touchID, "\(name)")
    }
    for name in ["iphone-ios17-scenes", "ipad-split-ios17-scenes", "iphone-ios11-appdelegate"] {
      #expect(try Profile(named: name).biometryType == .faceID, "\(name)")
    }
    let device = try launched("mac-ios18-scenes", strategy: MacAsker(declares: true))
    #expect(device.biometryType == .touchID && device.biometryName == "Touch ID")
    expectEqual(device.biometricPromptDismissal, PlatformTimings().touchIDDismissal)
  }

  @Test("no NSFaceIDUsageDescription on a Mac: the Touch ID prompt comes (no refusal, no end), and a match lets in")
  func noKeyNeeded() throws {
    let app = MacAsker(declares: false)
    let device = try launched("mac-ios17-appdelegate", strategy: app, logging: true)
    #expect(!device.appLacksFaceIDUsageDescription)
    #expect(!device.isFaceIDRefusedToApp)
    try device.apply(.appCall("authenticate"))
    #expect(device.callbackLog.contains("Touch ID prompt (LAContext)"))
    #expect(device.isAuthenticationPromptShown && !device.isCrashed)
    // No Face ID permission alert: the user cannot answer one, and the refusal says why.
    #expect(!device.isFaceIDPermissionAlertShown)
    #expect(device.validationError(for: .faceIDPermission(.allow)) != nil)
    app.record.removeAll()
    try device.apply(.faceIDMatch)
    expectEqual(app.record, ["success"])
  }

  @Test("the Mac's prompt goes by Touch ID's dismissal (0.2 s), not Face ID's sheet (1.5 s)")
  func touchIDTiming() throws {
    let app = MacAsker(declares: true)
    let device = try launched("mac-ios17-appdelegate", strategy: app)
    app.record.removeAll()
    try device.apply(.appCall("authenticate"))
    let before = device.runLoop.now
    try device.apply(.dismissSystemAlert)
    expectEqual(app.record, ["userCancel", "active"])
    #expect(abs(device.runLoop.now - before - PlatformTimings().touchIDDismissal) < 1e-9)
    app.record.removeAll()
    try device.apply(.appCall("authenticate"), .faceIDMatch, .advance(0.25))
    #expect(device.overlay == nil)
    expectEqual(app.record, ["success", "active"])
  }
}
