import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Gesture navigation's Home and Recents swipes: the launcher has the task screenshotted before it finishes the
/// recents animation, so before `onPause` (`AndroidDevice.launcherSwipeSnapshotsBeforePause`; andOTP #983: with
/// gestures the card shows what the lock set at pause should hide, with three buttons it does not).
@Suite struct LauncherSwipeSnapshotTests {
  private func profile(_ api: Int, gestures: Bool) -> AndroidProfile {
    var profile = phone(api)
    profile.flags.gestureNavigation = gestures
    return profile
  }

  private func verdicts(_ api: Int, gestures: Bool, _ events: [AndroidEvent]) -> [AndroidInvariant] {
    kinds(run(profile(api, gestures: gestures), SecureFlagOnPause(), events).violations)
  }

  @Test(arguments: [29, 30, 34])
  func theFlagSetInOnPauseMissesTheSwipesCard(api: Int) {
    expectEqual(verdicts(api, gestures: true, [.launch, .openRecents]), [.recentsLeak])
    // The Home swipe's card, seen when Recents opens from the home screen.
    expectEqual(verdicts(api, gestures: true, [.launch, .pressHome, .openRecents]), [.recentsLeak])
    // Three buttons: the trace's timing, after onPause by default.
    expectEqual(verdicts(api, gestures: false, [.launch, .openRecents]), [])
  }

  @Test func theTracesTimingDoesNotMoveTheSwipesSnapshot() {
    expectEqual(verdicts(30, gestures: true, [.launch, .recentsTiming(.afterStop), .openRecents]), [.recentsLeak])
    expectEqual(verdicts(30, gestures: false, [.launch, .recentsTiming(.afterStop), .openRecents]), [])
  }

  @Test func belowAPI29TheSettingChangesNothing() {
    expectEqual(verdicts(28, gestures: true, [.launch, .openRecents]), [])
  }

  @Test func aCoverDrawnInOnPauseIsNotInTheSwipesCard() {
    let events: [AndroidEvent] = [.launch, .openRecents]
    expectEqual(kinds(run(profile(31, gestures: true), CoverViewOnPause(), events).violations), [.recentsLeak])
    expectEqual(kinds(run(profile(31, gestures: false), CoverViewOnPause(), events).violations), [])
  }
}
