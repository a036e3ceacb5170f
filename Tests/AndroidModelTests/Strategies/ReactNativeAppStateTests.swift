import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `rn-appstate-secure-flag`: the flag an RN `AppState` listener sets comes back to the UI thread after `onPause`,
/// too late for a snapshot taken at or before the pause (react-native-capture-protection #80, screenguard #107).
@Suite struct ReactNativeAppStateTests {
  @Test func theDescriptorRunsOnAReactNativeProfile() {
    let descriptor = AndroidStrategyCatalog.descriptor(named: "rn-appstate-secure-flag")
    expectEqual(descriptor?.defaultProfile.name, "phone-api33-reactNative")
    expectEqual(descriptor?.make().claims, .recents)
  }

  @Test(arguments: RecentsSnapshotTiming.allCases)
  func recentsLeaksUnlessTheSnapshotWaitsForThePostedTasks(timing: RecentsSnapshotTiming) {
    let (device, violations) = run(
      phone(33, .reactNative), ReactNativeAppStateSecureFlag(),
      [.launch, .recentsTiming(timing), .pressHome, .openRecents])
    expectEqual(kinds(violations), (timing == .afterStop ? [] : [.recentsLeak]))
    expectEqual(device.lastCaptures.first?.isAppTheme, (timing == .afterStop))
    // The posted task did run: the window is secure by the time Recents shows.
    #expect(device.summary.contains("windows=[activity+secure]"))
  }

  @Test func onAndroid15TheSnapshotAtTheHomePressLeaks() {
    let (_, violations) = run(
      phone(35, .reactNative), ReactNativeAppStateSecureFlag(), [.launch, .pressHome, .openRecents])
    expectEqual(kinds(violations), [.recentsLeak])
  }

  @Test func theFlagIsClearedAfterResumeSoScreenshotsWorkInTheApp() {
    let (device, violations) = run(
      phone(33, .reactNative), ReactNativeAppStateSecureFlag(), [.launch, .pressHome, .returnToApp, .screenshot])
    expectEqual(kinds(violations), [])
    #expect(device.summary.contains("windows=[activity]"))
    expectEqual(device.lastCaptures.first?.leaks, true)
  }
}
