import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

@Suite struct MultiWindowTests {
  @Test func enteringSplitScreenRecreatesTheActivityInItsHalfAndTheOtherAppTakesTheFocus() {
    let (device, violations) = run(phone(34), NoAndroidProtection(), [.launch, .enterSplitScreen])
    expectEqual(kinds(violations), [])
    expectEqual(device.windowingMode, .splitScreen)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.activity?.isTopResumedActivity, false)
    expectEqual(device.activity?.window.frame, DpRect(x: 0, y: 0, width: 393, height: 425.5))
    expectEqual(
      device.lifecycleLog.suffix(6),
      [
        "onDestroy", "onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)",
        "onTopResumedActivityChanged(false)",
      ])
    let tablet = run(
      AndroidProfile(apiLevel: 34, formFactor: .tablet), NoAndroidProtection(), [.launch, .enterSplitScreen])
    expectEqual(tablet.device.activity?.window.frame, DpRect(x: 0, y: 0, width: 640, height: 800))
    expectEqual(tablet.device.activity?.findViewById("balance")?.frame?.width, 608)
  }

  @Test func focusMovesBetweenTheHalvesWithOnlyTopResumedCallbacks() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .enterSplitScreen, .focusApp, .focusOtherApp])
    expectEqual(
      device.lifecycleLog.suffix(2), ["onTopResumedActivityChanged(true)", "onTopResumedActivityChanged(false)"])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.refusal(for: .focusOtherApp), "the other app already has the focus")
    expectEqual(device.refusal(for: .back)?.hasPrefix("Back goes to the focused window"), true)
    expectEqual(device.refusal(for: .showWindow(.dialog))?.hasPrefix("the user can touch the app only"), true)
    _ = try? device.step(.focusApp)
    expectEqual(device.refusal(for: .focusApp), "the app already has the focus")
    #expect(device.refusal(for: .showWindow(.dialog)) == nil)
    _ = try? device.step(.exitSplitScreen)
    expectEqual(device.windowingMode, .fullscreen)
    expectEqual(device.activity?.window.frame, phone(34).displayBounds)
    expectEqual(device.refusal(for: .focusApp), "no split screen is on the display")
  }

  @Test func leavingFromSplitScreenLosesTheTopPositionOnceAndThePairComesBack() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .enterSplitScreen, .pressHome])
    expectEqual(device.lifecycleLog.suffix(3), ["onPause", "onStop", "onSaveInstanceState"])
    _ = try? device.step(.returnToApp)
    expectEqual(device.windowingMode, .splitScreen)
    expectEqual(device.activity?.isTopResumedActivity, true)
    expectEqual(device.activity?.window.frame.height, 425.5)
  }

  @Test func capturesInSplitScreenShowTheAppsHalfOnly() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .enterSplitScreen, .screenshot])
    expectEqual(device.lastCaptures.first?.legibleSensitive, ["activity/balance", "activity/iban", "activity/cvv"])
    _ = try? device.step(.focusApp)
    _ = try? device.step(.openRecents)
    expectEqual(device.lastCaptures.first?.kind, .recentsThumbnail)
    expectEqual(device.lastCaptures.first?.leaks, true)
    let secure = run(phone(34), SecureFlagOnCreate(), [.launch, .enterSplitScreen, .screenshot])
    expectEqual(secure.device.lastCaptures.first?.blackedOut, ["activity"])
  }

  @Test func aCoverOnTopResumedLossIsStrandedOverTheVisibleResumedHalf() {
    let cover = ConfiguredAndroidCover(AndroidCoverConfiguration(hook: .onTopResumedLost, what: .cover))
    let (device, violations) = run(phone(34), cover, [.launch, .enterSplitScreen, .focusApp])
    expectEqual(kinds(violations), [.strandedCover])
    expectEqual(violations[1].first?.detail, "enterSplitScreen: activity/view")
    _ = try? device.step(.focusOtherApp)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
  }

  @Test func pictureInPicturePausesTheActivityWhichStaysVisibleInCaptures() {
    let (device, violations) = run(phone(34), NoAndroidProtection(), [.launch, .enterPictureInPicture, .screenshot])
    expectEqual(kinds(violations), [])
    expectEqual(device.activity?.lifecycleState, .STARTED)
    expectEqual(device.screen, .home)
    expectEqual(device.lifecycleLog.last, "onPause")
    expectEqual(device.lastCaptures.first?.legibleSensitive, ["activity/balance", "activity/iban", "activity/cvv"])
    #expect(device.summary.hasSuffix("mode=pictureInPicture"))
    expectEqual(device.refusal(for: .returnToApp)?.hasSuffix("(exitPictureInPicture)"), true)
    _ = try? device.step(.exitPictureInPicture)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.activity?.isTopResumedActivity, true)
    expectEqual(device.screen, .app)
  }

  @Test func aCoverFromOnPauseShowsInThePictureInPictureWindowAndGoesOnExpand() {
    let (device, violations) = run(
      phone(34), CoverViewOnPause(), [.launch, .enterPictureInPicture, .screenshot, .exitPictureInPicture])
    expectEqual(kinds(violations), [])
    _ = try? device.step(.enterPictureInPicture)
    _ = try? device.step(.screenshot)
    expectEqual(device.lastCaptures.first?.leaks, false)
    let secure = run(phone(34), SecureFlagOnCreate(), [.launch, .enterPictureInPicture, .screenshot])
    expectEqual(secure.device.lastCaptures.first?.blackedOut, ["activity"])
  }

  @Test func aPinnedTaskHasNoCardInRecentsAndItsWindowShowsThere() {
    // The snapshot taken at Home would be the card; pinned, Recents lists no card of the task.
    let (device, violations) = run(
      phone(34), NoAndroidProtection(),
      [.launch, .pressHome, .returnToApp, .enterPictureInPicture, .openRecents])
    expectEqual(kinds(violations), [])
    expectEqual(device.screen, .recents)
    expectEqual(device.lastCaptures.map(\.kind), [])
    expectEqual(
      device.refusal(for: .removeTask),
      "the app is in the picture-in-picture window: Recents shows no card of a pinned task")
    _ = try? device.step(.screenshot)
    expectEqual(device.lastCaptures.first?.legibleSensitive, ["activity/balance", "activity/iban", "activity/cvv"])
    // Control: expanded and left again, the task has its card.
    for event in [AndroidEvent.closeRecents, .exitPictureInPicture, .openRecents] { _ = try? device.step(event) }
    expectEqual(device.lastCaptures.map(\.kind), [.recentsThumbnail])
  }

  @Test func thePictureInPictureLegibilityIsAFlag() {
    var profile = phone(34)
    profile.flags.pictureInPictureContentIsLegible = false
    let (device, _) = run(profile, NoAndroidProtection(), [.launch, .enterPictureInPicture, .screenshot])
    expectEqual(device.lastCaptures.first?.leaks, false)
  }
}
