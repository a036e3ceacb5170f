import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The Android halves of the cross-platform plugins the iOS catalog models, each with its verdict on a named trace.
@Suite struct PluginStrategyTests {
  @Test func theCatalogNamesTheIOSHalves() {
    let pairs = AndroidStrategyCatalog.descriptors.compactMap { descriptor in
      descriptor.iOSCounterpart.map { "\(descriptor.name)=\($0)" }
    }
    expectEqual(
      pairs,
      [
        "capacitor-community-privacy-screen=top-presented-privacy-screen",
        "capacitor-privacy-screen=privacy-screen-window", "flutter-lock-widget=flutter-lock-widget",
      ])
    for descriptor in AndroidStrategyCatalog.descriptors { expectEqual(descriptor.make().name, descriptor.name) }
  }

  // capacitor-community/privacy-screen: the flag from onCreate holds Recents under every timing, but a dialog is a
  // window of its own.
  @Test(arguments: RecentsSnapshotTiming.allCases)
  func capacitorCommunityHoldsRecents(timing: RecentsSnapshotTiming) {
    let (device, violations) = run(
      phone(34), CapacitorCommunityPrivacyScreen(), [.launch, .recentsTiming(timing), .openRecents])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.first?.isAppTheme, true)
  }

  @Test func capacitorCommunityLeaksTheDialogIntoAScreenshot() {
    let (device, violations) = run(
      phone(34), CapacitorCommunityPrivacyScreen(), [.launch, .showWindow(.dialog), .screenshot])
    expectEqual(kinds(violations), [.captureLeak])
    expectEqual(device.lastCaptures.first?.legibleSensitive, ["dialog/message"])
  }

  @Test func capacitorCommunityDisableClaimsNothingAndARecreationEnablesAgain() {
    let (device, violations) = run(
      phone(34), CapacitorCommunityPrivacyScreen(), [.launch, .appCall("disable"), .screenshot])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.first?.leaks, true)
    _ = try? device.step(.rotate)
    expectEqual(device.activity?.window.isSecure, true)
  }

  // ionic-team/capacitor-privacy-screen: enable() posts the flag; it is on before any capture the user can take.
  @Test func ionicCapacitorHoldsScreenshotsAndRecentsButNotAPopup() {
    let (device, violations) = run(
      phone(34), IonicCapacitorPrivacyScreen(), [.launch, .screenshot, .recentsTiming(.beforePause), .openRecents])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.first?.isAppTheme, true)
    let popup = run(phone(34), IonicCapacitorPrivacyScreen(), [.launch, .showWindow(.popup), .screenshot])
    expectEqual(kinds(popup.violations), [.captureLeak])
    expectEqual(popup.device.lastCaptures.first?.legibleSensitive, ["popup/accounts"])
  }

  @Test func ionicCapacitorEnablesAgainAfterSplitScreenRecreatesTheActivity() {
    let (device, violations) = run(
      phone(34), IonicCapacitorPrivacyScreen(), [.launch, .enterSplitScreen, .screenshot])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.first?.blackedOut, ["activity"])
  }

  // The Dart lock widget: drawn on the next frame, too late for a snapshot taken before the looper runs.
  @Test(arguments: RecentsSnapshotTiming.allCases)
  func flutterLockWidgetHoldsRecentsOnlyWhenTheFrameIsDrawnFirst(timing: RecentsSnapshotTiming) {
    let (device, violations) = run(
      phone(34, .flutter), FlutterLockWidget(), [.launch, .recentsTiming(timing), .openRecents])
    expectEqual(kinds(violations), (timing == .afterStop ? [] : [.recentsLeak]))
    let shown = timing == .afterStop ? [] : ["activity/FlutterSurfaceView"]
    expectEqual(device.lastCaptures.first?.legibleSensitive, shown)
  }

  @Test func flutterLockWidgetAlwaysLeaksOnAndroid15() {
    let (_, violations) = run(phone(35, .flutter), FlutterLockWidget(), [.launch, .openRecents])
    expectEqual(kinds(violations), [.recentsLeak])
  }

  @Test func flutterLockWidgetLocksTheVisibleHalfWhileTheOtherAppHasTheFocus() {
    let (device, violations) = run(
      phone(34, .flutter), FlutterLockWidget(), [.launch, .enterSplitScreen, .focusApp, .focusOtherApp])
    expectEqual(kinds(violations), [.strandedCover, .strandedCover])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
  }
}
