import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A script whose handler sets off its own callback again loops on a device until the app is killed; the model stops
/// it at ``AndroidAppLogic/maximumReentries`` and records the crash, naming the line (never a trap of the model).
@Suite struct AppLogicLoopTests {
  private func logicRun(_ text: String, _ events: [AndroidEvent]) throws -> (AndroidDevice, [AndroidInvariant]) {
    let script = try AppLogicScript(parsing: text)
    let app = try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
    let (device, violations) = run(phone(34), try AndroidAppLogic(script, app: app), events, app: app)
    return (device, kinds(violations))
  }

  /// Posted loops (an activity started from its own `onResume`, a posted ping-pong, a posted `navigate` that posts
  /// itself again) never let the main thread idle (`ANR`); a synchronous one (`navigate` in the destination listener) overflows the stack.
  @Test(arguments: [
    ("card(sensitive, activity)\non onResume(activity=card): startActivity(card)", "ANR", "line 3: "),
    (
      "card(sensitive, activity), statement(activity)\non onResume(activity=card): post(startActivity(statement))"
        + "\non onResume(activity=statement): post(startActivity(card, clearTop))", "ANR", "line "
    ),
    ("card(sensitive)\non onDestinationChanged(card): navigate(card)", "java.lang.StackOverflowError", "line 3: "),
    // Posted work that posts itself again, one message after another (never nested): the main looper never idles.
    ("card(sensitive)\non onDestinationChanged(card): post(navigate(card))", "ANR", "line 3: "),
    (
      "card(sensitive), b\non onDestinationChanged(card): post(navigate(b))"
        + "\non onDestinationChanged(b): post(navigate(card))", "ANR", "line "
    ),
  ])
  func aHandlerThatSetsOffItsOwnCallbackIsKilledNamingItsLine(screens: String, exception: String, line: String)
    throws
  {
    let (device, kinds) = try logicRun("claims: all\nscreens: main, \(screens)", [.launch, .navigate("card")])
    expectEqual(device.crashes.map(\.exception), [exception])
    expectEqual(device.crashes.first?.message.hasPrefix("app-logic \(line)"), true)
    #expect(kinds.contains(.crash))
    // The process was killed at the end of the step: the launcher shows.
    expectEqual(device.screen, .home)
  }

  /// Whether a posted loop is an ANR is a flag (`endlessPostedWorkIsANR`): with it off the loop is cut at the bound and
  /// the app runs on, no crash.
  @Test func aPostedLoopIsNoCrashWhenTheFlagSaysNoANR() throws {
    let script = try AppLogicScript(
      parsing: "claims: all\nscreens: main, card(sensitive)\non onDestinationChanged(card): post(navigate(card))")
    let app = try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
    var profile = phone(34)
    profile.flags.endlessPostedWorkIsANR = false
    let (device, violations) = run(
      profile, try AndroidAppLogic(script, app: app), [.launch, .navigate("card")], app: app)
    #expect(device.crashes.isEmpty)
    #expect(!kinds(violations).contains(.crash))
    #expect(device.screen != .home)
  }

  /// A posted loop is blamed on the handler that keeps starting it, not on one that only rides along (`set`), nor on
  /// whichever handler happened to be running as the bound was reached.
  @Test func aLoopIsBlamedOnTheHandlerThatKeepsSettingItOff() throws {
    let text =
      "claims: recents\nscreens: home, card(activity)\non onResume(activity=card): startActivity(card)"
      + "\non onPause: set(p)\non onStop: set(q)"
    let (device, _) = try logicRun(text, [.launch, .navigate("card")])
    expectEqual(
      device.crashes.first?.message.hasPrefix("app-logic line 3: startActivity(card) set off its own onResume"), true)
  }

  /// `finish()` or `moveTaskToBack()` from `onPause`/`onStop` as the user goes Home or Back: the activity is paused and
  /// stopped once, and a finished one is destroyed once (the lifecycle never pauses a stopped activity); no crash.
  /// Work the app posts from `onStop`/`onDestroy` that outlives its activity runs as a no-op, never a trap.
  @Test(arguments: [
    ("on onPause: finish", AndroidEvent.pressHome, true), ("on onStop: finish", .pressHome, true),
    ("on onPause: finish", .back, true), ("on onStop: moveTaskToBack", .pressHome, false),
    ("on onStop: startActivity(home, clearTop)", .pressHome, false),
    ("on onPause: startActivity(home)", .pressHome, false),
    ("on onDestroy: startActivity(home, clearTop)", .back, false),
  ])
  func finishingWhileLeavingEndsTheLifecycleOnce(handler: String, leave: AndroidEvent, finishes: Bool) throws {
    let text = "claims: recents\nscreens: home, card(activity)\n\(handler)"
    let (device, kinds) = try logicRun(text, [.launch, leave, .returnToApp, leave])
    #expect(device.crashes.isEmpty)
    #expect(kinds.isEmpty)
    let count = { (name: String) in device.lifecycleLog.filter { $0 == name }.count }
    expectEqual(count("onPause"), count("onResume"))
    expectEqual(count("onStop"), count("onPause"))
    if finishes { expectEqual(count("onDestroy"), count("onCreate")) }
  }

  /// `startActivity(main, clearTop)`, Android's "back to home": the launcher activity is brought up and the ones
  /// above it finish (a standard one without `singleTop` is made again).
  @Test func clearTopToTheLauncherActivityGoesHome() throws {
    let text = "screens: main, card(sensitive, activity)\non appCall(home): startActivity(main, clearTop)"
    let (device, kinds) = try logicRun(text, [.launch, .navigate("card"), .appCall("home")])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["main"]])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(kinds.isEmpty)
  }

  /// A 1,000-screen `parent=` chain is checked in one walk (it took minutes when each chain was walked anew).
  @Test func aLongParentChainIsChecked() throws {
    let screens = (1...1000).map { "s\($0)(activity, parent=\($0 == 1 ? "main" : "s\($0 - 1)"))" }
    let script = try AppLogicScript(
      parsing: "screens: main, " + screens.joined(separator: ", ") + "\non onResume: finish")
    let app = try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
    expectEqual(app.screens.count, 1001)
  }
}
