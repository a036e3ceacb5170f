import TestExpectations
import Testing

@testable import ShieldModel

/// App code that asks `policy` on `appCall(authenticate)` and checks the biometrics policy on `appCall(check)`,
/// recording the answers, with its Face ID permission starting at `permission`.
private final class PermissionAuthenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let policy: LAPolicy
  let faceIDPermissionAtStart: FaceIDPermission?
  var checks: [String] = []
  var replies: [String] = []

  init(_ policy: LAPolicy, permission: FaceIDPermission?) {
    self.policy = policy
    faceIDPermissionAtStart = permission
  }

  var appCalls: [String] { ["authenticate", "check"] }
  func handleAppCall(_ name: String) {
    let context = LAContext()
    if name == "check" {
      var error: NSError?
      let can = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
      checks.append(can ? "yes" : "\(error.flatMap { LAError.Code(rawValue: $0.code) } ?? .invalidContext)")
      return
    }
    context.evaluatePolicy(policy, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .invalidContext)"
      DispatchQueue.main.async { [weak self] in self?.replies.append(text) }
    }
  }
}

@Suite("the Face ID permission alert at the app's first Face ID request; Don't Allow refuses Face ID until Settings")
@MainActor struct FaceIDPermissionTests {
  private func device(_ policy: LAPolicy, _ permission: FaceIDPermission?) throws -> (Device, PermissionAuthenticator) {
    let app = PermissionAuthenticator(policy, permission: permission)
    let d = Device(profile: .iPhoneScenes, strategy: app)
    try d.apply(.launch)
    return (d, app)
  }

  @Test("never asked: the alert comes first, the app resigns under it; OK leads to the scan with no activation change")
  func allowLeadsToScan() throws {
    let (d, app) = try device(.deviceOwnerAuthenticationWithBiometrics, .notAsked)
    try d.apply(.appCall("authenticate"))
    #expect(d.isFaceIDPermissionAlertShown)
    expectEqual(d.applicationState, .inactive)
    // The alert has no Cancel and no scan: the user answers it.
    #expect(!d.isValid(.faceIDMatch))
    #expect(!d.isValid(.dismissSystemAlert))
    #expect(!d.isValid(.faceIDNoMatch))
    #expect(d.isValid(.faceIDPermission(.allow)) && d.isValid(.faceIDPermission(.deny)))
    try d.apply(.faceIDPermission(.allow))
    #expect(!d.isFaceIDPermissionAlertShown)
    #expect(d.isAuthenticationPromptShown)
    expectEqual(d.applicationState, .inactive)
    try d.apply(.faceIDMatch)
    try d.apply(.advance(2))
    expectEqual(app.replies, ["success"])
    expectEqual(d.applicationState, .active)
    // Asked once: the next request goes straight to the scan.
    try d.apply(.appCall("authenticate"))
    #expect(d.isAuthenticationPromptShown && !d.isFaceIDPermissionAlertShown)
  }

  @Test("Don't Allow: biometryNotAvailable for the biometrics policy, kept across a relaunch; the check says so too")
  func denyRefusesBiometrics() throws {
    let (d, app) = try device(.deviceOwnerAuthenticationWithBiometrics, .notAsked)
    try d.apply(.appCall("check"))
    try d.apply(.appCall("authenticate"))
    try d.apply(.faceIDPermission(.deny))
    try d.apply(.advance(2))
    expectEqual(app.checks, ["yes"])
    expectEqual(app.replies, ["biometryNotAvailable"])
    expectEqual(d.applicationState, .active)
    #expect(!d.isValid(.faceIDPermission(.allow)))
    try d.apply(.appCall("check"))
    try d.apply(.appCall("authenticate"))
    try d.apply(.advance(1))
    expectEqual(app.checks, ["yes", "biometryNotAvailable"])
    expectEqual(app.replies, ["biometryNotAvailable", "biometryNotAvailable"])
    #expect(!d.isAuthenticationPromptShown)
    // The permission is the system's, not the process's.
    try d.apply(.goHome)
    try d.apply(.terminateApp)
    try d.apply(.launch)
    expectEqual(d.authenticationUnavailable(for: .deviceOwnerAuthenticationWithBiometrics), .biometryNotAvailable)
    expectEqual(d.faceIDPermission, .denied)
  }

  @Test("Don't Allow under deviceOwnerAuthentication: the system's passcode UI, whose passcode succeeds")
  func denyFallsBackToPasscode() throws {
    let (d, app) = try device(.deviceOwnerAuthentication, .notAsked)
    try d.apply(.appCall("authenticate"))
    try d.apply(.faceIDPermission(.deny))
    #expect(d.isDevicePasscodeUIShown)
    expectEqual(d.passcodeUICause?.contains("Don't Allow"), true)
    try d.apply(.enterDevicePasscode)
    try d.apply(.advance(2))
    expectEqual(app.replies, ["success"])
  }

  @Test("the app's switch in Settings: off refuses Face ID, on gives it back; offered only once the app has asked")
  func settingsSwitch() throws {
    let (d, app) = try device(.deviceOwnerAuthenticationWithBiometrics, .notAsked)
    try d.apply(.goHome)
    #expect(!d.isValid(.changeDeviceSetting(.appFaceIDOff)))
    try d.apply(.returnToApp)
    try d.apply(.appCall("authenticate"))
    try d.apply(.faceIDPermission(.deny))
    try d.apply(.advance(1))
    try d.apply(.goHome)
    #expect(!d.isValid(.changeDeviceSetting(.appFaceIDOff)))
    try d.apply(.changeDeviceSetting(.appFaceIDOn))
    try d.apply(.returnToApp)
    try d.apply(.appCall("authenticate"))
    #expect(d.isAuthenticationPromptShown && !d.isFaceIDPermissionAlertShown)
    try d.apply(.faceIDMatch)
    try d.apply(.advance(2))
    expectEqual(app.replies, ["biometryNotAvailable", "success"])
  }

  @Test("an app that describes no permission (every strategy before it): no alert, no switch; denied at start refuses")
  func describedOrNot() throws {
    let (d, _) = try device(.deviceOwnerAuthenticationWithBiometrics, nil)
    try d.apply(.appCall("authenticate"))
    #expect(d.isAuthenticationPromptShown && !d.isFaceIDPermissionAlertShown)
    try d.apply(.dismissSystemAlert)
    try d.apply(.goHome)
    #expect(!d.isValid(.changeDeviceSetting(.appFaceIDOff)))
    let (denied, app) = try device(.deviceOwnerAuthenticationWithBiometrics, .denied)
    try denied.apply(.appCall("authenticate"))
    try denied.apply(.advance(1))
    expectEqual(app.replies, ["biometryNotAvailable"])
    // Touch ID (below iOS 11) asks no permission.
    let old = Device(
      profile: try Profile(named: "iphone-ios10-appdelegate"),
      strategy: PermissionAuthenticator(.deviceOwnerAuthenticationWithBiometrics, permission: .notAsked))
    try old.apply(.launch)
    try old.apply(.appCall("authenticate"))
    #expect(old.isAuthenticationPromptShown && !old.isFaceIDPermissionAlertShown)
  }
}
