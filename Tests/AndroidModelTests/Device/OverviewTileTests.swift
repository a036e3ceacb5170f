import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

/// The live Overview tile: Recents opened from the app shows its live surface before the snapshot (API 30+).
@Suite struct OverviewTileTests {
  @Test(arguments: [29, 34])
  func recentsFromTheAppExposesTheLiveSurfaceFromAPI30(api: Int) {
    let (device, violations) = run(phone(api), SecureFlagOnCreate(), [.launch, .openRecents])
    #expect(kinds(violations) == [])
    #expect(device.overviewTileExposure == (api >= 30 ? AndroidProfile.liveOverviewTileSeconds : 0))
  }

  @Test func aCoverShownFromTheBroadcastHidesTheTileAndHomeShowsNone() {
    let dialog = run(phone(34), RecentsBroadcastDialog(), [.launch, .appCall("enable"), .openRecents])
    #expect(dialog.device.overviewTileExposure == 0)
    let home = run(phone(34), SecureFlagOnCreate(), [.launch, .pressHome, .openRecents])
    #expect(home.device.overviewTileExposure == 0)
  }
}
