import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

/// The Android halves of the cross-platform plugins the iOS catalog models, each with its verdict on a named trace.
@Suite struct PluginStrategyTests {
  @Test func theCatalogNamesTheIOSHalves() {
    let pairs = AndroidStrategyCatalog.descriptors.compactMap { descriptor in
      descriptor.iOSCounterpart.map { "\(descriptor.name)=\($0)" }
    }
    #expect(
      pairs == [
        "capacitor-community-privacy-screen=top-presented-privacy-screen",
        "capacitor-privacy-screen=privacy-screen-window", "flutter-lock-widget=flutter-lock-widget",
      ])
    for descriptor in AndroidStrategyCatalog.descriptors { #expect(descriptor.make().name == descriptor.name) }
  }

  // capacitor-community/privacy-screen: the flag from onCreate holds Recents under every timing, but a dialog is a
  // window of its own.
  @Test(arguments: RecentsSnapshotTiming.allCases)
  func capacitorCommunityHoldsRecents(timing: RecentsSnapshotTiming) {
    let (device, violations) = run(
      phone(34), CapacitorCommunityPrivacyScreen(), [.launch, .recentsTiming(timing), .openRecents])
    #expect(kinds(violations) == [])
    #expect(device.lastCaptures.first?.isAppTheme == true)
  }

  @Test func capacitorCommunityLeaksTheDialogIntoAScreenshot() {
    let (device, violations) = run(
      phone(34), CapacitorCommunityPrivacyScreen(), [.launch, .showWindow(.dialog), .screenshot])
    #expect(kinds(violations) == [.captureLeak])
    #expect(device.lastCaptures.first?.legibleSensitive == ["dialog/message"])
  }

  @Test func capacitorCommunityDisableClaimsNothingAndARecreationEnablesAgain() {
    let (device, violations) = run(
      phone(34), CapacitorCommunityPrivacyScreen(), [.launch, .appCall("disable"), .screenshot])
    #expect(kinds(violations) == [])
    #expect(device.lastCaptures.first?.leaks == true)
    _ = try? device.step(.rotate)
    #expect(device.activity?.window.isSecure == true)
  }

  // ionic-team/capacitor-privacy-screen: enable() posts the flag; it is on before any capture the user can take.
  @Test func ionicCapacitorHoldsScreenshotsAndRecentsButNotAPopup() {
    let (device, violations) = run(
      phone(34), IonicCapacitorPrivacyScreen(), [.launch, .screenshot, .recentsTiming(.beforePause), .openRecents])
    #expect(kinds(violations) == [])
    #expect(device.lastCaptures.first?.isAppTheme == true)
    let popup = run(phone(34), IonicCapacitorPrivacyScreen(), [.launch, .showWindow(.popup), .screenshot])
    #expect(kinds(popup.violations) == [.captureLeak])
    #expect(popup.device.lastCaptures.first?.legibleSensitive == ["popup/accounts"])
  }

  @Test func ionicCapacitorEnablesAgainAfterSplitScreenRecreatesTheActivity() {
    let (device, violations) = run(
      phone(34), IonicCapacitorPrivacyScreen(), [.launch, .enterSplitScreen, .screenshot])
    #expect(kinds(violations) == [])
    #expect(device.lastCaptures.first?.blackedOut == ["activity"])
  }

  // The Dart lock widget: drawn on the next frame, too late for a snapshot taken before the looper runs.
  @Test(arguments: RecentsSnapshotTiming.allCases)
  func flutterLockWidgetHoldsRecentsOnlyWhenTheFrameIsDrawnFirst(timing: RecentsSnapshotTiming) {
    let (device, violations) = run(
      phone(34, .flutter), FlutterLockWidget(), [.launch, .recentsTiming(timing), .openRecents])
    #expect(kinds(violations) == (timing == .afterStop ? [] : [.recentsLeak]))
    let shown = timing == .afterStop ? [] : ["activity/FlutterSurfaceView"]
    #expect(device.lastCaptures.first?.legibleSensitive == shown)
  }

  @Test func flutterLockWidgetAlwaysLeaksOnAndroid15() {
    let (_, violations) = run(phone(35, .flutter), FlutterLockWidget(), [.launch, .openRecents])
    #expect(kinds(violations) == [.recentsLeak])
  }

  @Test func flutterLockWidgetLocksTheVisibleHalfWhileTheOtherAppHasTheFocus() {
    let (device, violations) = run(
      phone(34, .flutter), FlutterLockWidget(), [.launch, .enterSplitScreen, .focusApp, .focusOtherApp])
    #expect(kinds(violations) == [.strandedCover, .strandedCover])
    #expect(device.activity?.lifecycleState == .RESUMED)
  }
}
