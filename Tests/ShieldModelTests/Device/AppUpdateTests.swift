import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// App code that keeps a setting in `UserDefaults` at launch.
private final class UpdatedApp: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    UserDefaults.standard.set(true, forKey: "lockOn")
  }
}

@Suite("an update of the app: the process ends, the data stays, the build changes")
@MainActor struct AppUpdateTests {
  @Test("valid while the app is away or not running; it ends the process and the next launch runs the new build")
  func update() throws {
    var profile = Profile.iPhoneScenes
    profile.flags.appUpdateKeepsSnapshots = true
    let d = Device(profile: profile, strategy: UpdatedApp(), app: .sample, makeStrategy: { UpdatedApp() })
    #expect(d.validationError(for: .updateApp) == nil)  // installed, never run
    try d.apply(.launch)
    expectEqual(d.validationError(for: .updateApp)?.contains("the app is on screen"), true)
    try d.apply(.goHome, .advance(1))
    expectEqual(d.capture.storedSnapshots.count, 1)
    expectEqual(d.installedBuild, 1)
    try d.apply(.updateApp)
    #expect(!d.isLaunched)
    expectEqual(d.installedBuild, 2)
    expectEqual(d.capture.storedSnapshots.count, 1)  // appUpdateKeepsSnapshots
    #expect(d.userDefaults.bool(forKey: "lockOn"))
    try d.apply(.launch)
    #expect(d.isLaunched)
  }

  @Test("appUpdateKeepsSnapshots off: the old build's snapshots go with the update")
  func snapshotsDropped() throws {
    var profile = Profile.iPhoneScenes
    profile.flags.appUpdateKeepsSnapshots = false
    let d = Device(profile: profile, strategy: UpdatedApp(), app: .sample, makeStrategy: { UpdatedApp() })
    try d.apply(.launch, .goHome, .advance(1))
    try d.apply(.updateApp)
    #expect(d.capture.storedSnapshots.isEmpty)
  }
}
