import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// An entry whose intent reaches the app in front (forty-ninth session, issue 27; F52-A08): the app's notification
/// (the shade or a heads-up) and its Quick Settings tile can be tapped over the running app, and the window manager's
/// one decision lands the intent (`onPause`, `onNewIntent`, `onResume` for the activity on top whose launch mode
/// reuses it; a new instance on top otherwise). Before, every entry over the app was refused.
@Suite struct EntryOverTheAppTests {
  /// The wallet with a `singleTop` card, a `singleTask` settings activity and a `standard` statement.
  private static let wallet = AndroidAppDescription(screens: [
    AndroidAppScreen("home", isSensitive: false), AndroidAppScreen("phrase", isSensitive: true),
    AndroidAppScreen("settings", isSensitive: false, isActivity: true, launchMode: .singleTask),
    AndroidAppScreen("card", isSensitive: true, isActivity: true, launchMode: .singleTop),
    AndroidAppScreen("statement", isSensitive: true, isActivity: true),
  ])

  private func device(_ events: [AndroidEvent]) -> AndroidDevice {
    run(phone(34), NoAndroidProtection(), events, app: Self.wallet).device
  }

  /// The lifecycle callbacks after the last `marker`, with `onNewIntent`.
  private func callbacks(after marker: String, in device: AndroidDevice) -> [String] {
    guard let index = device.lifecycleLog.lastIndex(of: marker) else { return [] }
    let kept = ["onCreate", "onPause", "onStop", "onRestart", "onStart", "onNewIntent", "onResume", "onDestroy"]
    return device.lifecycleLog[(index + 1)...].filter(kept.contains)
  }

  /// The card on top gets the notification's intent while paused: no new instance, no stop.
  @Test func aNotificationToTheSingleTopActivityOnTopIsANewIntentWhilePaused() {
    let device = device([.launch, .pressHome, .openNotification("card"), .openNotification("card")])
    expectEqual(device.screen, .app)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["card"]])
    expectEqual(callbacks(after: "notification: card", in: device), ["onPause", "onNewIntent", "onResume"])
  }

  /// A standard activity not in the task is a new instance on top, the one in front paused and stopped below it.
  @Test func aNotificationToAnotherActivityPutsItOnTop() {
    let device = device([.launch, .openNotification("statement")])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["statement"]])
    expectEqual(device.backgroundActivities.map(\.lifecycleState), [.CREATED])
    expectEqual(
      callbacks(after: "notification: statement", in: device),
      [
        "onPause", "onCreate", "onStart", "onResume", "onStop",
      ])
  }

  /// The tile's intent to the `singleTask` settings below the card: the card finishes, settings gets the intent.
  @Test func aTileToASingleTaskActivityBelowClearsThoseAboveIt() {
    let device = device([
      .launch, .pressHome, .openNotification("settings"), .pressHome, .openNotification("card"),
      .openEntry(AndroidEntry(.tile, "settings")),
    ])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["settings"]])
    expectEqual(
      callbacks(after: "openEntry(tile, settings)", in: device),
      [
        "onPause", "onStop", "onDestroy", "onRestart", "onStart", "onNewIntent", "onResume",
      ])
  }

  /// Pulled down over the app, the shade closes as the notification is tapped.
  @Test func aTapInTheOpenShadeClosesIt() {
    let device = device([
      .launch, .pressHome, .openNotification("card"), .openNotificationShade, .openNotification("card"),
    ])
    #expect(device.notificationShade == nil)
    expectEqual(callbacks(after: "notification: card", in: device), ["onPause", "onNewIntent", "onResume"])
  }

  /// The launcher's entries and another app's are not over the app: refused, named.
  @Test func aWidgetOrALinkCannotReachTheAppInFront() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection(), app: Self.wallet)
    try device.step(.launch)
    expectEqual(
      device.refusal(for: .openEntry(AndroidEntry(.widget, "card"))),
      "the app is in front: its widget is on the launcher, which is not on screen (only the app's notification "
        + "and Quick Settings tile, in the shade, are reached over the app)")
    expectEqual(
      device.refusal(for: .openEntry(AndroidEntry(.link, "card", flags: [.newTask])))?.hasPrefix(
        "the app is in front: another app's link comes from that app in front"), true)
    #expect(device.refusal(for: .openNotification("card")) == nil)
  }

  /// The lock's judgement decides: a lock set in the record activity's `onCreate` whose `onNewIntent` opens the
  /// content without checking it is passed by the second tap (`lock-bypass`); the control that checks it holds.
  @Test func anOnNewIntentThatSkipsTheLockIsALockBypass() throws {
    func script(_ newIntent: String) -> String {
      """
      lock: locked
      screens: main, record(sensitive, activity, singleTop)
      entries: notification
      on onCreate(activity=record): set(locked); addView(lock, clickable)
      \(newIntent)
      on appCall(unlock): removeView(lock); clear(locked)
      """
    }
    let events: [AndroidEvent] = [.launch, .pressHome, .openNotification("record"), .openNotification("record")]
    let (device, violations) = try runScript(
      phone(34), script: script("on onNewIntent(activity=record): removeView(lock)"), events)
    #expect(device.strategy.isAppLocked)
    let bypass = violations.flatMap { $0 }.filter { $0.invariant == .lockBypass }
    #expect(bypass.first?.detail.hasPrefix("openNotification(record):") == true, "\(bypass)")
    let (_, held) = try runScript(
      phone(34), script: script("on onNewIntent(activity=record) if not(locked): removeView(lock)"), events)
    #expect(kinds(held).isEmpty, "\(held)")
  }
}
