import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

@Suite struct MultiWindowTests {
  @Test func enteringSplitScreenRecreatesTheActivityInItsHalfAndTheOtherAppTakesTheFocus() {
    let (device, violations) = run(phone(34), NoAndroidProtection(), [.launch, .enterSplitScreen])
    #expect(kinds(violations) == [])
    #expect(device.windowingMode == .splitScreen)
    #expect(device.activity?.lifecycleState == .RESUMED)
    #expect(device.activity?.isTopResumedActivity == false)
    #expect(device.activity?.window.frame == DpRect(x: 0, y: 0, width: 393, height: 425.5))
    #expect(
      device.lifecycleLog.suffix(6) == [
        "onDestroy", "onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)",
        "onTopResumedActivityChanged(false)",
      ])
    let tablet = run(
      AndroidProfile(apiLevel: 34, formFactor: .tablet), NoAndroidProtection(), [.launch, .enterSplitScreen])
    #expect(tablet.device.activity?.window.frame == DpRect(x: 0, y: 0, width: 640, height: 800))
    #expect(tablet.device.activity?.findViewById("balance")?.frame?.width == 608)
  }

  @Test func focusMovesBetweenTheHalvesWithOnlyTopResumedCallbacks() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .enterSplitScreen, .focusApp, .focusOtherApp])
    #expect(
      device.lifecycleLog.suffix(2) == ["onTopResumedActivityChanged(true)", "onTopResumedActivityChanged(false)"])
    #expect(device.activity?.lifecycleState == .RESUMED)
    #expect(device.refusal(for: .focusOtherApp) == "the other app already has the focus")
    #expect(device.refusal(for: .back)?.hasPrefix("Back goes to the focused window") == true)
    #expect(device.refusal(for: .showWindow(.dialog))?.hasPrefix("the user can touch the app only") == true)
    _ = try? device.step(.focusApp)
    #expect(device.refusal(for: .focusApp) == "the app already has the focus")
    #expect(device.refusal(for: .showWindow(.dialog)) == nil)
    _ = try? device.step(.exitSplitScreen)
    #expect(device.windowingMode == .fullscreen)
    #expect(device.activity?.window.frame == phone(34).displayBounds)
    #expect(device.refusal(for: .focusApp) == "no split screen is on the display")
  }

  @Test func leavingFromSplitScreenLosesTheTopPositionOnceAndThePairComesBack() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .enterSplitScreen, .pressHome])
    #expect(device.lifecycleLog.suffix(3) == ["onPause", "onStop", "onSaveInstanceState"])
    _ = try? device.step(.returnToApp)
    #expect(device.windowingMode == .splitScreen)
    #expect(device.activity?.isTopResumedActivity == true)
    #expect(device.activity?.window.frame.height == 425.5)
  }

  @Test func capturesInSplitScreenShowTheAppsHalfOnly() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .enterSplitScreen, .screenshot])
    #expect(device.lastCaptures.first?.legibleSensitive == ["activity/balance", "activity/iban", "activity/cvv"])
    _ = try? device.step(.focusApp)
    _ = try? device.step(.openRecents)
    #expect(device.lastCaptures.first?.kind == .recentsThumbnail)
    #expect(device.lastCaptures.first?.leaks == true)
    let secure = run(phone(34), SecureFlagOnCreate(), [.launch, .enterSplitScreen, .screenshot])
    #expect(secure.device.lastCaptures.first?.blackedOut == ["activity"])
  }

  @Test func aCoverOnTopResumedLossIsStrandedOverTheVisibleResumedHalf() {
    let cover = ConfiguredAndroidCover(AndroidCoverConfiguration(hook: .onTopResumedLost, what: .cover))
    let (device, violations) = run(phone(34), cover, [.launch, .enterSplitScreen, .focusApp])
    #expect(kinds(violations) == [.strandedCover])
    #expect(violations[1].first?.detail == "enterSplitScreen: activity/view")
    _ = try? device.step(.focusOtherApp)
    #expect(device.activity?.lifecycleState == .RESUMED)
  }

  @Test func pictureInPicturePausesTheActivityWhichStaysVisibleInCaptures() {
    let (device, violations) = run(phone(34), NoAndroidProtection(), [.launch, .enterPictureInPicture, .screenshot])
    #expect(kinds(violations) == [])
    #expect(device.activity?.lifecycleState == .STARTED)
    #expect(device.screen == .home)
    #expect(device.lifecycleLog.last == "onPause")
    #expect(device.lastCaptures.first?.legibleSensitive == ["activity/balance", "activity/iban", "activity/cvv"])
    #expect(device.summary.hasSuffix("mode=pictureInPicture"))
    #expect(device.refusal(for: .returnToApp)?.hasSuffix("(exitPictureInPicture)") == true)
    _ = try? device.step(.exitPictureInPicture)
    #expect(device.activity?.lifecycleState == .RESUMED)
    #expect(device.activity?.isTopResumedActivity == true)
    #expect(device.screen == .app)
  }

  @Test func aCoverFromOnPauseShowsInThePictureInPictureWindowAndGoesOnExpand() {
    let (device, violations) = run(
      phone(34), CoverViewOnPause(), [.launch, .enterPictureInPicture, .screenshot, .exitPictureInPicture])
    #expect(kinds(violations) == [])
    _ = try? device.step(.enterPictureInPicture)
    _ = try? device.step(.screenshot)
    #expect(device.lastCaptures.first?.leaks == false)
    let secure = run(phone(34), SecureFlagOnCreate(), [.launch, .enterPictureInPicture, .screenshot])
    #expect(secure.device.lastCaptures.first?.blackedOut == ["activity"])
  }

  @Test func aPinnedTaskHasNoCardInRecentsAndItsWindowShowsThere() {
    // The snapshot taken at Home would be the card; pinned, Recents lists no card of the task.
    let (device, violations) = run(
      phone(34), NoAndroidProtection(),
      [.launch, .pressHome, .returnToApp, .enterPictureInPicture, .openRecents])
    #expect(kinds(violations) == [])
    #expect(device.screen == .recents)
    #expect(device.lastCaptures.map(\.kind) == [])
    #expect(
      device.refusal(for: .removeTask)
        == "the app is in the picture-in-picture window: Recents shows no card of a pinned task")
    _ = try? device.step(.screenshot)
    #expect(device.lastCaptures.first?.legibleSensitive == ["activity/balance", "activity/iban", "activity/cvv"])
    // Control: expanded and left again, the task has its card.
    for event in [AndroidEvent.closeRecents, .exitPictureInPicture, .openRecents] { _ = try? device.step(event) }
    #expect(device.lastCaptures.map(\.kind) == [.recentsThumbnail])
  }

  @Test func thePictureInPictureLegibilityIsAFlag() {
    var profile = phone(34)
    profile.flags.pictureInPictureContentIsLegible = false
    let (device, _) = run(profile, NoAndroidProtection(), [.launch, .enterPictureInPicture, .screenshot])
    #expect(device.lastCaptures.first?.leaks == false)
  }
}
