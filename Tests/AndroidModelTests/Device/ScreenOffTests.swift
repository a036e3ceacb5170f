import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `screenOff` / `screenOn`: the app in front sleeps (paused, stopped) and the window manager snapshots it as the
/// screen turns off (`TaskSnapshotController.screenTurningOff`); the snapshot is the starting window when the
/// screen turns on again, which a running recording sees.
@Suite struct ScreenOffTests {
  @Test func theEventsParseAndPrintAsTheirNames() {
    expectEqual((try? AndroidPlatform.vocabulary.event(parsing: "screenOff")), .screenOff)
    expectEqual((try? AndroidPlatform.vocabulary.event(parsing: "screenOn")), .screenOn)
    let events = AndroidPlatform.vocabulary.definitions.compactMap(\.event)
    expectEqual(events.firstIndex(of: .screenOn), events.firstIndex(of: .screenOff).map { $0 + 1 })
  }

  @Test func screenOffPausesAndStopsTheAppAndTakesItsSnapshot() {
    let (device, violations) = run(phone(34), NoAndroidProtection(), [.launch, .screenOff])
    expectEqual(kinds(violations), [])
    expectEqual(
      Array(device.lifecycleLog.suffix(4)),
      [
        "onTopResumedActivityChanged(false)", "onPause", "onStop", "onSaveInstanceState",
      ])
    expectEqual(device.summary, "screen=off activity=CREATED windows=[activity] recording=false snapshot=content t=0.0")
    expectEqual(device.screenBeforeOff, .app)
  }

  @Test func screenOnBringsTheAppBackAsReturnToAppDoes() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .screenOff, .screenOn])
    expectEqual(
      Array(device.lifecycleLog.suffix(4)), ["onRestart", "onStart", "onResume", "onTopResumedActivityChanged(true)"])
    expectEqual(device.screen, .app)
    #expect(device.screenBeforeOff == nil)
  }

  @Test func whileTheScreenIsOffOnlyTimeTheSchedulerAndScreenOnHappen() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    expectEqual(device.refusal(for: .screenOn), "the screen is already on")
    try device.step(.launch)
    try device.step(.screenOff)
    let refused: [AndroidEvent] = [
      .screenOff, .launch, .pressHome, .openRecents, .closeRecents, .returnToApp, .screenshot, .recordingStart,
      .recordingStop, .showWindow(.dialog), .dismissWindow, .rotate, .back, .enterSplitScreen,
      .exitPictureInPicture,
    ]
    expectEqual(refused.filter { device.refusal(for: $0) == nil }, [])
    expectEqual(device.refusal(for: .screenOff), "the screen is already off")
    let allowed: [AndroidEvent] = [.advance(3), .recentsTiming(.afterStop), .screenOn]
    expectEqual(allowed.compactMap { device.refusal(for: $0) }, [])
  }

  // A flag set in onPause is in time unless the snapshot precedes the pause; then the stale snapshot is the
  // starting window the recording sees when the screen turns on.
  @Test(arguments: RecentsSnapshotTiming.allCases)
  func theScreenOffSnapshotIsTheStartingWindowARecordingSees(timing: RecentsSnapshotTiming) {
    let (device, violations) = run(
      phone(31), SecureFlagOnPause(), [.launch, .recentsTiming(timing), .recordingStart, .screenOff, .screenOn])
    expectEqual(kinds(violations), (timing == .beforePause ? [.recentsLeak] : []))
    expectEqual(device.lastCaptures.map(\.kind), [.startingWindow, .recording])
  }

  @Test func aFlagPostedFromTheAppStateListenerIsTooLateForTheScreenOffSnapshot() {
    let (_, violations) = run(
      phone(33, .reactNative), ReactNativeAppStateSecureFlag(), [.launch, .recordingStart, .screenOff, .screenOn])
    expectEqual(kinds(violations), [.recentsLeak])
    let late = run(
      phone(33, .reactNative), ReactNativeAppStateSecureFlag(),
      [.launch, .recentsTiming(.afterStop), .recordingStart, .screenOff, .screenOn])
    expectEqual(kinds(late.violations), [])
  }

  @Test func aRecordingContinuesWithBlackFramesUntilAndroid15StopsIt() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .recordingStart, .screenOff])
    #expect(device.isRecording)
    expectEqual(device.lastCaptures.map(\.description), ["recording: no sensitive content"])
    let locked = run(phone(35), NoAndroidProtection(), [.launch, .recordingStart, .screenOff])
    #expect(!locked.device.isRecording)
    expectEqual(locked.device.lastCaptures, [])
  }

  @Test func fromTheHomeScreenNothingSleepsAndTheHomeScreenReturns() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, .screenOff])
    let log = device.lifecycleLog
    expectEqual(device.screen, .off)
    _ = try? device.step(.screenOn)
    expectEqual(device.screen, .home)
    expectEqual(device.lifecycleLog, log)
  }

  @Test func aPictureInPictureActivityStopsAndStartsAgainPaused() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .enterPictureInPicture, .screenOff])
    expectEqual(device.activity?.lifecycleState, .CREATED)
    _ = try? device.step(.screenOn)
    expectEqual(device.activity?.lifecycleState, .STARTED)
    expectEqual(device.screen, .home)
    expectEqual(device.windowingMode, .pictureInPicture)
  }
}
