import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The system-dialogs broadcast, the receiver registration rule of API 34, and the cases that rest on them (A05, A11).
@Suite struct BroadcastTests {
  private func receiving(_ flags: Int, action: String = Intent.ACTION_CLOSE_SYSTEM_DIALOGS) -> ScriptedStrategy {
    let strategy = ScriptedStrategy()
    strategy.appCalls = ["register"]
    strategy.call = { _, activity in
      activity.registerReceiver(BroadcastReceiver { _ in }, IntentFilter(action), flags)
    }
    return strategy
  }

  @Test(arguments: [33, 34, 35])
  func aReceiverWithoutAnExportFlagCrashesFromAPI34(api: Int) {
    let (device, violations) = run(phone(api), receiving(0, action: "app.CLOSE"), [.launch, .appCall("register")])
    expectEqual(kinds(violations), (api >= 34 ? [.crash] : []))
    expectEqual(device.crashes.first?.exception, (api >= 34 ? "java.lang.SecurityException" : nil))
  }

  @Test func anExportFlagOrAProtectedActionNeedsNoFlag() {
    let flagged = run(
      phone(34), receiving(Context.RECEIVER_NOT_EXPORTED, action: "app.CLOSE"), [.launch, .appCall("register")])
    expectEqual(kinds(flagged.violations), [])
    var profile = phone(34)
    let unprotected = run(profile, receiving(0), [.launch, .appCall("register")])
    expectEqual(kinds(unprotected.violations), [.crash])
    profile.flags.closeSystemDialogsIsProtectedBroadcast = true
    let protected = run(profile, receiving(0), [.launch, .appCall("register")])
    expectEqual(kinds(protected.violations), [])
  }

  @Test func homeAndRecentsSendTheirReasonsToRegisteredReceiversUntilTheActivityIsDestroyed() throws {
    var reasons: [String] = []
    let strategy = ScriptedStrategy()
    strategy.create = { activity in
      activity.registerReceiver(
        BroadcastReceiver { reasons.append($0.getStringExtra("reason") ?? "") },
        IntentFilter(Intent.ACTION_CLOSE_SYSTEM_DIALOGS), Context.RECEIVER_NOT_EXPORTED)
    }
    let device = AndroidDevice(profile: phone(30), strategy: strategy)
    for event: AndroidEvent in [.launch, .pressHome, .openRecents, .returnToApp, .openRecents, .returnToApp, .back] {
      try device.step(event)
    }
    expectEqual(reasons, ["homekey", "recentapps", "recentapps"])
    try device.step(.openRecents)
    expectEqual(reasons.count, 3)  // Back destroyed the root activity on API 30, and its receiver with it.
  }

  @Test func withGestureNavigationHomeSendsTheRecentsReasonFromAPI29() throws {
    for (api, expected) in [(28, "homekey"), (29, "recentapps")] {
      var reasons: [String] = []
      let strategy = ScriptedStrategy()
      strategy.create = { activity in
        activity.registerReceiver(
          BroadcastReceiver { reasons.append($0.getStringExtra("reason") ?? "") },
          IntentFilter(Intent.ACTION_CLOSE_SYSTEM_DIALOGS), Context.RECEIVER_NOT_EXPORTED)
      }
      var profile = phone(api)
      profile.flags.gestureNavigation = true
      let device = AndroidDevice(profile: profile, strategy: strategy)
      for event: AndroidEvent in [.launch, .pressHome] { try device.step(event) }
      expectEqual(reasons, [expected])
      // A gesture Home is no Overview: no live-tile exposure.
      expectEqual(device.overviewTileExposure, 0)
    }
    // On Android 15 the Ionic plugin's `recentapps` dialog then precedes the Home snapshot too (A05 needs the key).
    let events: [AndroidEvent] = [.launch, .appCall("enable"), .pressHome, .openRecents]
    expectEqual(kinds(run(phone(35), RecentsBroadcastDialog(), events).violations), [.recentsLeak])
    var gesture = phone(35)
    gesture.flags.gestureNavigation = true
    let home = run(gesture, RecentsBroadcastDialog(), events)
    expectEqual(kinds(home.violations), [])
    expectEqual(home.device.lastCaptures.first?.legibleSensitive, [])
  }

  // A05: the Recents dialog is in the card when Recents opens from the app; the Home press on API 35 is not.
  @Test(arguments: [31, 35])
  func a05TheBroadcastDialogCoversRecentsButNotTheEarlyHomeSnapshot(api: Int) {
    let fromApp = run(phone(api), RecentsBroadcastDialog(), [.launch, .appCall("enable"), .openRecents])
    expectEqual(kinds(fromApp.violations), [])
    expectEqual(fromApp.device.lastCaptures.first?.legibleSensitive, [])
    let home = run(
      phone(api), RecentsBroadcastDialog(),
      [.launch, .appCall("enable"), .openRecents, .returnToApp, .pressHome, .advance(2), .openRecents])
    expectEqual(kinds(home.violations), (api == 35 ? [.recentsLeak] : []))
  }

  @Test func a05UnderTheOtherAnswerTheBroadcastComesTooLate() {
    var profile = phone(35)
    profile.flags.systemDialogsBroadcastPrecedesSnapshot = false
    let (_, violations) = run(profile, RecentsBroadcastDialog(), [.launch, .appCall("enable"), .openRecents])
    expectEqual(kinds(violations), [.recentsLeak])
  }
}
