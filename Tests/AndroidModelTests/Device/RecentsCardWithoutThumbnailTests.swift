import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Below API 26 a secure task's thumbnail screenshot is refused and none is kept, yet Recents lists the task: its card
/// is SystemUI's fill under a missing thumbnail, recorded as the card Recents shows, so `recents-leak` judges an image
/// on API 21–25 as on 26+ (a new user found API 24/25 profiles reading `held` while no Recents image was ever judged).
@Suite struct RecentsCardWithoutThumbnailTests {
  private func recents(_ api: Int, _ strategy: any AndroidPrivacyStrategy) -> (
    device: AndroidDevice, violations: [AndroidInvariant]
  ) {
    let (device, violations) = run(phone(api), strategy, [.launch, .openRecents])
    return (device, kinds(violations))
  }

  @Test(arguments: [21, 23, 24, 25])
  func aSecureTaskWithNoThumbnailShowsTheBlankCard(api: Int) {
    let (device, violations) = recents(api, SecureFlagOnCreate())
    // No thumbnail was taken (the screenshot was refused), yet the card is judged: the app theme, no content.
    #expect(device.taskSnapshot == nil)
    expectEqual(device.lastCaptures.map(\.description), ["recentsThumbnail: app theme"])
    expectEqual(violations, [])
  }

  @Test func fromAPI26TheCardIsTheTaskSnapshotItself() {
    let (device, violations) = recents(26, SecureFlagOnCreate())
    expectEqual(device.taskSnapshot?.image.isAppTheme, true)
    expectEqual(device.lastCaptures.map(\.description), ["recentsThumbnail: app theme"])
    expectEqual(violations, [])
  }

  @Test func anUnprotectedTaskStillShowsItsThumbnailOnAPI24() {
    let (device, violations) = recents(24, NoAndroidProtection())
    #expect(device.taskSnapshot != nil)
    expectEqual(
      device.lastCaptures.map(\.description),
      [
        "recentsThumbnail: leaks activity/balance,activity/iban,activity/cvv"
      ])
    // `none` claims nothing: no violation.
    expectEqual(violations, [])
  }
}
