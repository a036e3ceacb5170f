import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Another app's activity the app starts over itself and comes back from (`startOtherActivity(dialog|fullScreen)`,
/// `finishOtherActivity`): a dialog-themed one pauses the app's activity, a full-screen one pauses and stops it, and
/// the app never leaves the screen, so a lock re-armed in those callbacks asks again (`needless-lock`;
/// `corpus/android/other-activity-*.trace`).
@Suite("Android: another app's activity over the app")
@MainActor
struct OtherActivityTests {

  private func device(_ name: String = "secure-flag-on-create") throws -> AndroidDevice {
    AndroidDevice(
      profile: phone(34), strategy: try #require(AndroidStrategyCatalog.descriptor(named: name)).make(), app: .banking)
  }

  @Test("a dialog-themed activity pauses the app's activity, leaves it visible and resumes it on finish")
  func dialogPausesOnly() throws {
    let device = try device("none")
    try device.step(.launch)
    let before = device.lifecycleLog.count
    try device.step(.startOtherActivity(.dialog))
    expectEqual(device.activity?.lifecycleState, .STARTED)
    expectEqual(device.activity?.hasWindowFocus, false)
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "otherActivity"])
    #expect(!device.legibleSensitiveOnDisplay.isEmpty)
    #expect(device.taskSnapshot == nil)
    try device.step(.finishOtherActivity)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.activity?.hasWindowFocus, true)
    #expect(device.otherActivityWindow == nil)
    expectEqual(
      Array(device.lifecycleLog[before...]),
      [
        "onTopResumedActivityChanged(false)", "onPause", "onResume", "onTopResumedActivityChanged(true)",
      ])
  }

  @Test("a full-screen activity pauses and stops the app's activity, hides it, and restarts it on finish")
  func fullScreenStops() throws {
    let device = try device("none")
    try device.step(.launch)
    let before = device.lifecycleLog.count
    try device.step(.startOtherActivity(.fullScreen))
    expectEqual(device.activity?.lifecycleState, .CREATED)
    expectEqual(device.screen, .app)
    #expect(device.legibleSensitiveOnDisplay.isEmpty)
    #expect(device.taskSnapshot == nil)
    try device.step(.finishOtherActivity)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(
      Array(device.lifecycleLog[before...]),
      [
        "onTopResumedActivityChanged(false)", "onPause", "onStop", "onSaveInstanceState", "onRestart", "onStart",
        "onResume", "onTopResumedActivityChanged(true)",
      ])
  }

  @Test("refusals: one at a time, from the resumed app only, and only captures, time and its finish meanwhile")
  func refusals() throws {
    let device = try device("none")
    expectEqual(
      device.refusal(for: .startOtherActivity(.dialog)),
      "the app starts another app's activity from its resumed activity on screen only")
    expectEqual(device.refusal(for: .finishOtherActivity), "no other app's activity is on top of the app")
    try device.step(.launch)
    try device.step(.startOtherActivity(.fullScreen))
    expectEqual(
      device.refusal(for: .startOtherActivity(.dialog)), "another app's activity is already on top of the app")
    expectEqual(
      device.refusal(for: .pressHome),
      "another app's activity is on top of the app: the model takes only its finish until it finishes")
    #expect(device.refusal(for: .screenshot) == nil)
    #expect(device.refusal(for: .advance(1)) == nil)
  }

  @Test("needless-lock: a lock re-armed in onPause asks again under the permission dialog; the user never left")
  func dialogRearmOnPause() throws {
    let (device, violations) = run(
      phone(34), try lock("android-lock[as=view,rearm=onPause]"),
      [.launch, .appCall("unlock"), .startOtherActivity(.dialog), .finishOtherActivity])
    expectEqual(kinds(violations), [.needlessLock])
    expectEqual(
      violations[2].first?.detail,
      "startOtherActivity(dialog): the app's lock stood again at t=0 s although the app has not left the "
        + "screen since the user passed it at t=0 s (events since: startOtherActivity(dialog); in-app "
        + "navigation, a dialog-themed activity or a configuration change re-armed it)")
    #expect(device.strategy.isAppLocked)
  }

  @Test("needless-lock: the camera's full-screen activity stops the app, and a lock re-armed in onStop asks again")
  func cameraRearmOnStop() throws {
    let (_, violations) = run(
      phone(34), try lock("android-lock[as=view,rearm=onStop]"),
      [.launch, .appCall("unlock"), .startOtherActivity(.fullScreen), .finishOtherActivity])
    expectEqual(kinds(violations), [.needlessLock])
    expectEqual(violations[2].count, 1)
  }

  @Test("control: a lock re-armed in onStop stays open under a dialog-themed activity (no onStop)")
  func dialogRearmOnStopHolds() throws {
    let (device, violations) = run(
      phone(34), try lock("android-lock[as=view,rearm=onStop]"),
      [.launch, .appCall("unlock"), .startOtherActivity(.dialog), .finishOtherActivity])
    expectEqual(kinds(violations), [])
    #expect(!device.strategy.isAppLocked)
  }

  @Test("a cover shown in onPause is in sight under the dialog and gone once the activity resumes")
  func coverOnPause() throws {
    let device = try device("cover-view-on-pause")
    try device.step(.launch)
    try device.step(.startOtherActivity(.dialog))
    #expect(!device.visibleCoversAndBlurs.isEmpty)
    try device.step(.finishOtherActivity)
    #expect(device.visibleCoversAndBlurs.isEmpty)
  }

  @Test("the Recents card is the one taken at the last leave: the round trip takes no snapshot")
  func recentsCardUnaffected() throws {
    let device = try device("none")
    for event: AndroidEvent in [.launch, .pressHome, .returnToApp] { try device.step(event) }
    let card = device.taskSnapshot
    #expect(card != nil)
    for event: AndroidEvent in [.startOtherActivity(.fullScreen), .finishOtherActivity, .startOtherActivity(.dialog)] {
      try device.step(event)
    }
    expectEqual(device.taskSnapshot?.takenInEvent, card?.takenInEvent)
  }

  @Test("a screenshot under the dialog shows the app under the dim; under the camera it shows the camera only")
  func screenshots() throws {
    let dialog = try device("none")
    for event: AndroidEvent in [.launch, .startOtherActivity(.dialog), .screenshot] { try dialog.step(event) }
    expectEqual(
      dialog.lastCaptures.map(\.description), ["screenshot: leaks activity/balance,activity/iban,activity/cvv"])
    let camera = try device("none")
    for event: AndroidEvent in [.launch, .startOtherActivity(.fullScreen), .screenshot] { try camera.step(event) }
    expectEqual(camera.lastCaptures.map(\.description), ["screenshot: no sensitive content"])
  }

  @Test("under the camera a FLAG_SECURE app's stopped window is not drawn: the screenshot blacks nothing out")
  func secureWindowHiddenUnderFullScreenActivity() throws {
    let camera = try device()
    for event: AndroidEvent in [.launch, .startOtherActivity(.fullScreen), .screenshot] { try camera.step(event) }
    expectEqual(camera.lastCaptures.map(\.description), ["screenshot: no sensitive content"])
    expectEqual(camera.lastCaptures.map(\.securedByApp), [[]])
    // Under a dialog-themed activity the same window is drawn, black in the capture.
    let dialog = try device()
    for event: AndroidEvent in [.launch, .startOtherActivity(.dialog), .screenshot] { try dialog.step(event) }
    expectEqual(dialog.lastCaptures.first?.blackedOut.isEmpty, false)
  }
}
