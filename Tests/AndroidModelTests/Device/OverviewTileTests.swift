import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The live Overview tile: Recents opened from the app shows its live surface before the snapshot (API 30+).
@Suite struct OverviewTileTests {
  @Test(arguments: [29, 34])
  func recentsFromTheAppExposesTheLiveSurfaceFromAPI30(api: Int) {
    let (device, violations) = run(phone(api), SecureFlagOnCreate(), [.launch, .openRecents])
    expectEqual(kinds(violations), [])
    expectEqual(device.overviewTileExposure, (api >= 30 ? AndroidProfile.liveOverviewTileSeconds : 0))
  }

  @Test func aCoverShownFromTheBroadcastHidesTheTileAndHomeShowsNone() {
    let dialog = run(phone(34), RecentsBroadcastDialog(), [.launch, .appCall("enable"), .openRecents])
    expectEqual(dialog.device.overviewTileExposure, 0)
    let home = run(phone(34), SecureFlagOnCreate(), [.launch, .pressHome, .openRecents])
    expectEqual(home.device.overviewTileExposure, 0)
  }

  /// The biometric prompt's see-through: a prompt lock's prompt over the app while locked, its 50 % dim leaving the
  /// banking app legible, counts its virtual time on screen (at least the minimum per showing) and nothing once the
  /// user matched; an opaque scrim (`biometricPromptScrimShowsApp=false`) counts nothing. The engine reports it as
  /// Android's second exposure channel.
  @Test func thePromptsSeeThroughIsMeasuredWhileItShowsTheLockedApp() {
    let lock = { AndroidAppLock(AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onStop]")!) }
    let quick = run(phone(34), lock(), [.launch, .biometricMatch])
    expectEqual(quick.device.promptSeeThroughExposure, AndroidDevice.biometricPromptMinimumSeconds)
    let slow = run(phone(34), lock(), [.launch, .advance(3), .biometricMatch, .advance(3)])
    expectEqual(slow.device.promptSeeThroughExposure, 3)
    expectEqual(kinds(slow.violations), [])
    var opaque = phone(34)
    opaque.flags.biometricPromptScrimShowsApp = false
    expectEqual(run(opaque, lock(), [.launch, .advance(3)]).device.promptSeeThroughExposure, 0)
    expectEqual(
      AndroidPlatform.exposureChannels.map(\.label),
      [
        "live Overview tile exposure", "biometric prompt see-through exposure",
      ])
  }
}
