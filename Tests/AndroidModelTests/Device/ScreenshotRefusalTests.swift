import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Up to API 30 a screenshot is refused as a whole while a secure layer is on the display; from API 31 the secure
/// layers are black and the other windows stay in the image (owncloud/android PR 3615). Recordings draw secure
/// layers black on every level.
@Suite struct ScreenshotRefusalTests {
  private func captures(
    _ api: Int, _ strategy: any AndroidPrivacyStrategy, _ events: [AndroidEvent],
    structure: AndroidAppStructure = .views
  ) -> (captures: [AndroidCapture], violations: [AndroidInvariant]) {
    let (device, violations) = run(phone(api, structure), strategy, events)
    return (device.lastCaptures, kinds(violations))
  }

  @Test func theDefaultIsRefusedUpToAPI30AndBlackFrom31() {
    let defaults = AndroidProfile.apiLevels.map {
      AndroidPlatformFlags.defaults(apiLevel: $0).screenshotRefusedWhenSecureWindowShown
    }
    expectEqual(defaults, Array(repeating: true, count: 10) + Array(repeating: false, count: 5))
    // The default needs no +flag suffix in a profile's name.
    expectEqual(AndroidPlatform.name(of: phone(30)), "phone-api30-views")
    expectEqual(
      (try? AndroidPlatform.profile(named: "phone-api30-views"))?.flags.screenshotRefusedWhenSecureWindowShown, true)
  }

  @Test func onAPI30TheDialogOverASecureActivityIsNotInTheScreenshot() {
    let old = captures(30, SecureFlagOnCreate(), [.launch, .showWindow(.dialog), .screenshot])
    expectEqual(old.captures.map(\.description), ["screenshot: refused"])
    expectEqual(old.violations, [])
    let new = captures(31, SecureFlagOnCreate(), [.launch, .showWindow(.dialog), .screenshot])
    expectEqual(new.captures.first?.legibleSensitive, ["dialog/message"])
    expectEqual(new.captures.first?.blackedOut, ["activity"])
    expectEqual(new.violations, [.captureLeak])
  }

  @Test(arguments: [29, 30, 31, 34])
  func recordingsBlackTheSecureWindowOnEveryLevel(api: Int) {
    let (shots, violations) = captures(api, SecureFlagOnCreate(), [.launch, .showWindow(.dialog), .recordingStart])
    expectEqual(shots.count, 1)
    expectEqual(shots.first?.kind, .recording)
    expectEqual(shots.first?.isRefused, false)
    expectEqual(shots.first?.blackedOut, ["activity"])
    expectEqual(shots.first?.legibleSensitive, ["dialog/message"])
    expectEqual(violations, [.captureLeak])
  }

  @Test(arguments: [(30, true), (31, false)])
  func aSecureSurfaceViewIsASecureLayerToo(api: Int, refused: Bool) {
    let secureSurface = ScriptedStrategy()
    secureSurface.create = { ($0.findViewById("FlutterSurfaceView") as? SurfaceView)?.setSecure(true) }
    let shot = captures(api, secureSurface, [.launch, .screenshot], structure: .flutter).captures.first
    expectEqual(shot?.isRefused, refused)
    expectEqual(shot?.blackedOut, (refused ? [] : ["activity/FlutterSurfaceView"]))
  }

  @Test func withoutASecureLayerTheScreenshotIsTaken() {
    let (shots, violations) = captures(30, NoAndroidProtection(), [.launch, .screenshot])
    expectEqual(shots.first?.isRefused, false)
    expectEqual(shots.first?.legibleSensitive, ["activity/balance", "activity/iban", "activity/cvv"])
    expectEqual(violations, [])
  }
}
