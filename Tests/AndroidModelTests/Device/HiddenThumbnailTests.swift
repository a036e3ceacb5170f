import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// API 24–25 (A26, `hiddenThumbnailShowsPauseDrawing`): the thumbnail is taken as the system hides the activity, after
/// `onPause`; whether it shows what `onPause` drew is the flag's. API 21–23 take it before `onPause` whatever the flag.
@Suite struct AndroidHiddenThumbnailTests {
  /// A view lock drawn at `onPause`, unlocked, then Home and Recents (F27-A07c's card).
  private let events: [AndroidEvent] = [
    .launch, .appCall("unlock"), .advance(1), .pressHome, .advance(5), .openRecents,
  ]

  private func card(api: Int, drawn: Bool) throws -> [AndroidInvariant] {
    var profile = phone(api)
    profile.flags.hiddenThumbnailShowsPauseDrawing = drawn
    return kinds(run(profile, try lock("android-lock[as=view,rearm=onPause]"), events).violations)
  }

  @Test func onApi25TheFlagDecidesWhetherTheLockDrawnAtOnPauseIsInTheCard() throws {
    try expectEqual(card(api: 25, drawn: false), [.lockBypass])
    try expectEqual(card(api: 25, drawn: true), [])
    try expectEqual(card(api: 24, drawn: true), [])
    // Up to API 23 the screenshot precedes onPause: the flag changes nothing.
    try expectEqual(card(api: 23, drawn: true), [.lockBypass])
    expectEqual(AndroidPlatformFlags.defaults(apiLevel: 25).hiddenThumbnailShowsPauseDrawing, false)
  }
}
