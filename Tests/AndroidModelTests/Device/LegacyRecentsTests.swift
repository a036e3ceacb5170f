import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// API 21–28: thumbnails taken as the pause starts (below 26), no multi-resume or top-resumed callback (below 29).
@Suite struct LegacyRecentsTests {
  @Test func below26TheThumbnailIsTakenBeforeOnPauseAndTheTimingIsNoChoice() {
    let (device, violations) = run(phone(25), SecureFlagOnPause(), [.launch, .pressHome, .openRecents])
    expectEqual(kinds(violations), [.recentsLeak])
    #expect(device.refusal(for: .recentsTiming(.afterStop)) != nil)
    // From 26 the default order takes it after onPause.
    expectEqual(kinds(run(phone(26), SecureFlagOnPause(), [.launch, .pressHome, .openRecents]).violations), [])
  }

  @Test func aRefusedThumbnailKeepsTheLastOneAndNoSnapshotStartsTheTask() {
    let events: [AndroidEvent] = [
      .launch, .navigate("pageA"), .openRecents, .returnToApp, .appCall("stealthOn"), .navigate("pageB"), .openRecents,
    ]
    let old = run(phone(22), StealthModeToggle(), events, app: .browser)
    expectEqual(kinds(old.violations), [.recentsLeak])
    expectEqual(old.device.lastCaptures.first?.legibleSensitive, ["activity/pageAText"])
    let new = run(phone(29), StealthModeToggle(), events, app: .browser)
    expectEqual(kinds(new.violations), [])
    // Below 26 a returning task starts with the theme's preview, so a recording sees no stale snapshot.
    let back = run(phone(25), NoAndroidProtection(), [.launch, .pressHome, .recordingStart, .returnToApp])
    expectEqual(back.device.lastCaptures.map(\.kind), [.recording])
  }

  @Test func upTo23TheSleepThumbnailShowsTheSecureWindowAndRecentsKeepsIt() {
    let events: [AndroidEvent] = [.launch, .screenOff, .screenOn, .openRecents]
    let old = run(phone(23), SecureFlagOnCreate(), events)
    expectEqual(kinds(old.violations), [.recentsLeak])
    expectEqual(old.device.lastCaptures.first?.legibleSensitive.isEmpty, false)
    // From 24 the sleep thumbnail is refused like any other; on 23 leaving with the screen on is refused too.
    expectEqual(kinds(run(phone(24), SecureFlagOnCreate(), events).violations), [])
    expectEqual(kinds(run(phone(23), SecureFlagOnCreate(), [.launch, .pressHome, .openRecents]).violations), [])
    var answered = phone(23)
    answered.flags.sleepThumbnailIgnoresSecureFlag = false
    expectEqual(kinds(run(answered, SecureFlagOnCreate(), events).violations), [])
  }

  @Test func below29NoTopResumedCallbackAndSplitScreenPausesTheUnfocusedHalf() throws {
    let device = AndroidDevice(profile: phone(28), strategy: NoAndroidProtection())
    try device.step(.launch)
    #expect(!device.lifecycleLog.contains { $0.hasPrefix("onTopResumedActivityChanged") })
    try device.step(.enterSplitScreen)
    expectEqual(device.activity?.lifecycleState, .STARTED)
    try device.step(.focusApp)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    let old = AndroidDevice(profile: phone(23), strategy: NoAndroidProtection())
    try old.step(.launch)
    #expect(old.refusal(for: .enterSplitScreen) != nil)
    #expect(old.refusal(for: .enterPictureInPicture) != nil)
  }
}
