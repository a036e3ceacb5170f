import TestExpectations
import Testing

@testable import ShieldModel

/// App code whose Info.plist may lack `NSFaceIDUsageDescription`: it asks `policy` on
/// `appCall(authenticate)` and checks it on `appCall(check)`, recording the answers.
private final class UsageAuthenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let policy: LAPolicy
  let declaresFaceIDUsageDescription: Bool
  var checks: [String] = []
  var replies: [String] = []

  init(_ policy: LAPolicy, declares: Bool) {
    self.policy = policy
    declaresFaceIDUsageDescription = declares
  }

  var appCalls: [String] { ["authenticate", "check"] }
  func handleAppCall(_ name: String) {
    let context = LAContext()
    if name == "check" {
      var error: NSError?
      let can = context.canEvaluatePolicy(policy, error: &error)
      checks.append(can ? "yes" : "\(error.flatMap { LAError.Code(rawValue: $0.code) } ?? .invalidContext)")
      return
    }
    context.evaluatePolicy(policy, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .invalidContext)"
      DispatchQueue.main.async { [weak self] in self?.replies.append(text) }
    }
  }
}

@Suite("an app without NSFaceIDUsageDescription: ended at its Face ID request (iOS 11-13), or refused Face ID (14+)")
@MainActor struct FaceIDUsageDescriptionTests {
  private func device(
    _ policy: LAPolicy, declares: Bool, terminates: Bool = true, profile: Profile = .iPhoneScenes
  ) throws -> (Device, UsageAuthenticator) {
    var profile = profile
    profile.flags.missingFaceIDUsageDescriptionTerminates = terminates
    let app = UsageAuthenticator(policy, declares: declares)
    let d = Device(profile: profile, strategy: app)
    try d.apply(.launch)
    return (d, app)
  }

  @Test("the default is by iOS version: the app is ended before iOS 14, refused Face ID from 14")
  func defaultsByVersion() throws {
    for (version, ends) in [
      (OSVersion(11), true), (OSVersion(13), true), (OSVersion(14), false), (OSVersion(17), false),
    ] {
      expectEqual(PlatformFlags.defaults(for: version).missingFaceIDUsageDescriptionTerminates, ends)
    }
    #expect(!PlatformFlags().missingFaceIDUsageDescriptionTerminates)
    // The default iOS 17 profile: the request is refused, the app stays up.
    var profile = Profile.iPhoneScenes
    profile.flags = .defaults(for: OSVersion(17))
    let app = UsageAuthenticator(.deviceOwnerAuthenticationWithBiometrics, declares: false)
    let d = Device(profile: profile, strategy: app)
    try d.apply(.launch)
    try d.apply(.appCall("authenticate"))
    #expect(!d.isCrashed)
    expectEqual(app.replies, ["biometryNotAvailable"])
    // An iOS 13 profile: the same request ends the app.
    let old = Device(
      profile: try Profile(named: "iphone-ios13-scenes"),
      strategy: UsageAuthenticator(.deviceOwnerAuthenticationWithBiometrics, declares: false))
    try old.apply(.launch)
    try old.apply(.appCall("authenticate"))
    #expect(old.isCrashed)
  }

  @Test(
    "with the flag on (iOS 11-13) the request ends the app (TCC) where Face ID would come; the check answers as usual")
  func terminates() throws {
    for policy in [LAPolicy.deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthentication] {
      let (d, app) = try device(policy, declares: false)
      try d.apply(.appCall("check"))
      expectEqual(app.checks, ["yes"])
      try d.apply(.appCall("authenticate"))
      #expect(d.isCrashed)
      expectEqual(d.process.crashMessage?.contains("NSFaceIDUsageDescription"), true)
      #expect(app.replies.isEmpty)
    }
    // With the key, the prompt comes.
    let (d, _) = try device(.deviceOwnerAuthenticationWithBiometrics, declares: true)
    try d.apply(.appCall("authenticate"))
    #expect(!d.isCrashed)
    #expect(d.validationError(for: .faceIDMatch) == nil)
  }

  @Test("with the flag off Face ID is refused: biometryNotAvailable, or the passcode for deviceOwnerAuthentication")
  func refused() throws {
    let (d, app) = try device(.deviceOwnerAuthenticationWithBiometrics, declares: false, terminates: false)
    try d.apply(.appCall("check"))
    try d.apply(.appCall("authenticate"))
    #expect(!d.isCrashed)
    expectEqual(app.checks, ["biometryNotAvailable"])
    expectEqual(app.replies, ["biometryNotAvailable"])
    let (d2, app2) = try device(.deviceOwnerAuthentication, declares: false, terminates: false)
    try d2.apply(.appCall("authenticate"))
    #expect(d2.validationError(for: .faceIDMatch) != nil)
    try d2.apply(.enterDevicePasscode)
    expectEqual(app2.replies, ["success"])
  }

  @Test("no face enrolled: deviceOwnerAuthentication opens on the passcode, so no Face ID and no end")
  func passcodeStageUsesNoFaceID() throws {
    var profile = Profile.iPhoneScenes
    profile.flags.missingFaceIDUsageDescriptionTerminates = true
    let app = UsageAuthenticator(.deviceOwnerAuthentication, declares: false)
    let d = Device(profile: profile, strategy: app)
    try d.apply(.changeDeviceSetting(.faceIDReset))
    try d.apply(.launch)
    try d.apply(.appCall("authenticate"))
    #expect(!d.isCrashed)
    try d.apply(.enterDevicePasscode)
    expectEqual(app.replies, ["success"])
  }
}
