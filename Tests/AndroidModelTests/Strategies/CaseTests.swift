import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The shared Android cases (docs/public-cases.md, A01–A03), each with its expected verdict and control.
@Suite struct CaseTests {
  // A01: FLAG_SECURE set in onPause is too late when the snapshot is taken before onPause's changes are drawn.
  @Test(arguments: RecentsSnapshotTiming.allCases)
  func a01SecureFlagOnPauseLeaksOnlyWhenTheSnapshotPrecedesThePause(timing: RecentsSnapshotTiming) {
    let (device, violations) = run(
      phone(31), SecureFlagOnPause(), [.launch, .recentsTiming(timing), .pressHome, .openRecents])
    expectEqual(kinds(violations), (timing == .beforePause ? [.recentsLeak] : []))
    expectEqual(device.lastCaptures.first?.isAppTheme, (timing != .beforePause))
  }

  @Test(arguments: RecentsSnapshotTiming.allCases)
  func a01CoverViewOnPauseLosesTheSameRace(timing: RecentsSnapshotTiming) {
    let (_, violations) = run(phone(31), CoverViewOnPause(), [.launch, .recentsTiming(timing), .openRecents])
    expectEqual(kinds(violations), (timing == .beforePause ? [.recentsLeak] : []))
  }

  @Test func a01OnAndroid15TheSnapshotIsAlwaysTakenAtTheHomePress() {
    let device = AndroidDevice(profile: phone(35), strategy: SecureFlagOnPause())
    _ = try? device.step(.launch)
    #expect(device.refusal(for: .recentsTiming(.afterPause)) != nil)
    _ = try? device.step(.pressHome)
    let violations = (try? checkedStep(device, .openRecents)) ?? []
    expectEqual(violations.map(\.invariant), [.recentsLeak])
  }

  @Test func a01TheStaleSnapshotIsTheStartingWindowARecordingSees() {
    let (_, violations) = run(
      phone(31), SecureFlagOnPause(),
      [.launch, .recentsTiming(.beforePause), .pressHome, .recordingStart, .returnToApp])
    expectEqual(kinds(violations), [.recentsLeak])
  }

  @Test(arguments: RecentsSnapshotTiming.allCases)
  func a01ControlSeed004HoldsUnderEveryTimingAndBlanksCaptures(timing: RecentsSnapshotTiming) {
    let events: [AndroidEvent] = [
      .launch, .recentsTiming(timing), .screenshot, .recordingStart, .pressHome, .openRecents, .returnToApp,
    ]
    let (device, violations) = run(phone(31), Seed004Protections(), events)
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.map(\.kind), [.startingWindow, .recording])
    #expect(device.lastCaptures.allSatisfy { !$0.leaks })
  }

  // A02: a React Native modal is a Dialog window that does not inherit the activity's FLAG_SECURE.
  @Test func a02TheModalLeaksIntoTheRecordingAndTheScreenshot() {
    let (device, violations) = run(
      phone(34, .reactNative), SecureFlagOnCreate(),
      [.launch, .showWindow(.reactNativeModal), .recordingStart, .screenshot])
    expectEqual(kinds(violations), [.captureLeak, .captureLeak, .captureLeak])
    let shot = device.lastCaptures.first
    expectEqual(shot?.kind, .screenshot)
    expectEqual(shot?.legibleSensitive, ["rnModal/message"])
    expectEqual(shot?.blackedOut, ["activity"])
  }

  @Test func a02ControlTheDialogGivenTheActivitysFlagHolds() {
    let (device, violations) = run(
      phone(34, .reactNative), SecureFlagCopiedToDialogs(),
      [.launch, .showWindow(.reactNativeModal), .recordingStart, .screenshot])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.first?.blackedOut, ["activity", "rnModal"])
  }

  // A03: setRecentsScreenshotEnabled(false) hides Recents only; it claims nothing else, so it holds.
  @Test(arguments: RecentsSnapshotTiming.allCases)
  func a03RecentsHoldsUnderEveryTiming(timing: RecentsSnapshotTiming) {
    let (device, violations) = run(
      phone(33), RecentsScreenshotDisabled(),
      [.launch, .appCall("pinSetup"), .recentsTiming(timing), .pressHome, .openRecents])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.first?.isAppTheme, true)
  }

  @Test func a03TheScreenshotShowsTheContentWhichIsNoFailure() {
    let (device, violations) = run(
      phone(33), RecentsScreenshotDisabled(), [.launch, .appCall("pinSetup"), .screenshot])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.first?.leaks, true)
  }

  @Test func a03OnAPI32TheFallbackFlagBlanksTheScreenshot() {
    let (device, violations) = run(
      phone(32), RecentsScreenshotDisabled(), [.launch, .appCall("pinSetup"), .screenshot])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.first?.blackedOut, ["activity"])
    expectEqual(device.lastCaptures.first?.leaks, false)
  }

  @Test func a03ThePinSurvivesRecreation() {
    let (device, violations) = run(
      phone(34), RecentsScreenshotDisabled(), [.launch, .appCall("pinSetup"), .rotate, .openRecents])
    expectEqual(kinds(violations), [])
    expectEqual(device.activity?.isRecentsScreenshotEnabled, false)
  }
}
