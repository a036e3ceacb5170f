import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `needless-cover` on Android: a member that promises no needless cover shows none while the app stays on screen. A
/// dialog-themed activity pauses the app's without a stop, and split screen takes the focus (below API 29 it pauses
/// the unfocused half), so a cover raised in `onPause` or at top-resumed loss comes up; one raised in `onStop` does not.
@Suite struct AndroidNeedlessCoverTests {
  private func cover(_ hook: String) throws -> ConfiguredAndroidCover {
    ConfiguredAndroidCover(
      try AndroidCoverConfiguration(parsing: "android-cover[hook=\(hook),what=cover,noNeedlessCover=true]"))
  }

  @Test func anOnPauseCoverShowsUnderThePermissionDialog() throws {
    let (_, violations) = run(phone(34), try cover("onPause"), [.launch, .startOtherActivity(.dialog)])
    expectEqual(kinds(violations), [.needlessCover])
    expectEqual(
      violations[1].first?.detail,
      "startOtherActivity(dialog): activity/view in sight while the app stays on screen with no leave (another "
        + "app's dialog activity over it in its task pauses it without a stop); it came into sight in onPause during "
        + "startOtherActivity(dialog), which ended at t=0 s")
  }

  @Test func splitScreenDependsOnMultiResume() throws {
    // From API 29 the unfocused half stays resumed: onPause raises nothing.
    expectEqual(kinds(run(phone(34), try cover("onPause"), [.launch, .enterSplitScreen]).violations), [])
    // A cover at top-resumed loss stays over the resumed, idle half: stranded-cover, which the engine checks first.
    let top = run(phone(34), try cover("onTopResumedLost"), [.launch, .enterSplitScreen])
    expectEqual(kinds(top.violations), [.strandedCover, .needlessCover])
    // Below 29 the unfocused half is paused: needless-cover alone.
    let legacy = run(phone(28), try cover("onPause"), [.launch, .enterSplitScreen])
    expectEqual(kinds(legacy.violations), [.needlessCover])
    expectEqual(
      legacy.violations[1].first?.detail,
      "enterSplitScreen: activity/view in sight while the app stays on screen with no leave (split screen with "
        + "the other app focused (paused below API 29)); it came into sight in onPause during enterSplitScreen, which "
        + "ended at t=0 s")
  }

  @Test func controls() throws {
    // onStop: the dialog pauses without a stop, the camera stops the app while it covers it, Home is a leave.
    let stop = run(
      phone(34), try cover("onStop"),
      [
        .launch, .startOtherActivity(.dialog), .finishOtherActivity, .startOtherActivity(.fullScreen),
        .finishOtherActivity, .pressHome, .returnToApp,
      ])
    expectEqual(kinds(stop.violations), [])
    // Recents is a leave: the onPause cover there is wanted.
    let recents = run(phone(34), try cover("onPause"), [.launch, .openRecents, .returnToApp])
    expectEqual(kinds(recents.violations), [])
  }

  @Test func optInAndName() throws {
    // Without the declaration nothing is recorded or judged.
    let plain = ConfiguredAndroidCover(try AndroidCoverConfiguration(parsing: "android-cover[hook=onPause,what=cover]"))
    expectEqual(kinds(run(phone(34), plain, [.launch, .startOtherActivity(.dialog)]).violations), [])
    expectEqual(plain.name, "android-cover[hook=onPause,what=cover,dialogs=false]")
    try expectEqual(cover("onPause").name, "android-cover[hook=onPause,what=cover,dialogs=false,noNeedlessCover=true]")
    expectEqual(AndroidPlatform.severity(of: .needlessCover, captureKind: nil), 2.0)
  }
}
