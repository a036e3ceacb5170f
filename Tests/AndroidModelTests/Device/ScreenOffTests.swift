import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

/// `screenOff` / `screenOn`: the app in front sleeps (paused, stopped) and the window manager snapshots it as the
/// screen turns off (`TaskSnapshotController.screenTurningOff`); the snapshot is the starting window when the
/// screen turns on again, which a running recording sees.
@Suite struct ScreenOffTests {
  @Test func theEventsParseAndPrintAsTheirNames() {
    #expect((try? AndroidPlatform.vocabulary.event(parsing: "screenOff")) == .screenOff)
    #expect((try? AndroidPlatform.vocabulary.event(parsing: "screenOn")) == .screenOn)
    let events = AndroidPlatform.vocabulary.definitions.compactMap(\.event)
    #expect(events.firstIndex(of: .screenOn) == events.firstIndex(of: .screenOff).map { $0 + 1 })
  }

  @Test func screenOffPausesAndStopsTheAppAndTakesItsSnapshot() {
    let (device, violations) = run(phone(34), NoAndroidProtection(), [.launch, .screenOff])
    #expect(kinds(violations) == [])
    #expect(
      Array(device.lifecycleLog.suffix(4)) == [
        "onTopResumedActivityChanged(false)", "onPause", "onStop", "onSaveInstanceState",
      ])
    #expect(device.summary == "screen=off activity=CREATED windows=[activity] recording=false snapshot=content t=0.0")
    #expect(device.screenBeforeOff == .app)
  }

  @Test func screenOnBringsTheAppBackAsReturnToAppDoes() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .screenOff, .screenOn])
    #expect(
      Array(device.lifecycleLog.suffix(4)) == ["onRestart", "onStart", "onResume", "onTopResumedActivityChanged(true)"])
    #expect(device.screen == .app)
    #expect(device.screenBeforeOff == nil)
  }

  @Test func whileTheScreenIsOffOnlyTimeTheSchedulerAndScreenOnHappen() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    #expect(device.refusal(for: .screenOn) == "the screen is already on")
    try device.step(.launch)
    try device.step(.screenOff)
    let refused: [AndroidEvent] = [
      .screenOff, .launch, .pressHome, .openRecents, .closeRecents, .returnToApp, .screenshot, .recordingStart,
      .recordingStop, .showWindow(.dialog), .dismissWindow, .rotate, .back, .enterSplitScreen,
      .exitPictureInPicture,
    ]
    #expect(refused.filter { device.refusal(for: $0) == nil } == [])
    #expect(device.refusal(for: .screenOff) == "the screen is already off")
    let allowed: [AndroidEvent] = [.advance(3), .recentsTiming(.afterStop), .screenOn]
    #expect(allowed.compactMap { device.refusal(for: $0) } == [])
  }

  // A flag set in onPause is in time unless the snapshot precedes the pause; then the stale snapshot is the
  // starting window the recording sees when the screen turns on.
  @Test(arguments: RecentsSnapshotTiming.allCases)
  func theScreenOffSnapshotIsTheStartingWindowARecordingSees(timing: RecentsSnapshotTiming) {
    let (device, violations) = run(
      phone(31), SecureFlagOnPause(), [.launch, .recentsTiming(timing), .recordingStart, .screenOff, .screenOn])
    #expect(kinds(violations) == (timing == .beforePause ? [.recentsLeak] : []))
    #expect(device.lastCaptures.map(\.kind) == [.startingWindow, .recording])
  }

  @Test func aFlagPostedFromTheAppStateListenerIsTooLateForTheScreenOffSnapshot() {
    let (_, violations) = run(
      phone(33, .reactNative), ReactNativeAppStateSecureFlag(), [.launch, .recordingStart, .screenOff, .screenOn])
    #expect(kinds(violations) == [.recentsLeak])
    let late = run(
      phone(33, .reactNative), ReactNativeAppStateSecureFlag(),
      [.launch, .recentsTiming(.afterStop), .recordingStart, .screenOff, .screenOn])
    #expect(kinds(late.violations) == [])
  }

  @Test func aRecordingContinuesWithBlackFramesUntilAndroid15StopsIt() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .recordingStart, .screenOff])
    #expect(device.isRecording)
    #expect(device.lastCaptures.map(\.description) == ["recording: no sensitive content"])
    let locked = run(phone(35), NoAndroidProtection(), [.launch, .recordingStart, .screenOff])
    #expect(!locked.device.isRecording)
    #expect(locked.device.lastCaptures == [])
  }

  @Test func fromTheHomeScreenNothingSleepsAndTheHomeScreenReturns() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, .screenOff])
    let log = device.lifecycleLog
    #expect(device.screen == .off)
    _ = try? device.step(.screenOn)
    #expect(device.screen == .home)
    #expect(device.lifecycleLog == log)
  }

  @Test func aPictureInPictureActivityStopsAndStartsAgainPaused() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .enterPictureInPicture, .screenOff])
    #expect(device.activity?.lifecycleState == .CREATED)
    _ = try? device.step(.screenOn)
    #expect(device.activity?.lifecycleState == .STARTED)
    #expect(device.screen == .home)
    #expect(device.windowingMode == .pictureInPicture)
  }
}
