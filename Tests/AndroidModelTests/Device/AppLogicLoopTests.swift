import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
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

  /// Posted loops (an activity started from its own `onResume`, a posted ping-pong) never let the main thread idle
  /// (`ANR`); a synchronous one (`navigate` in the destination listener) overflows the stack.
  @Test(arguments: [
    ("card(sensitive, activity)\non onResume(activity=card): startActivity(card)", "ANR", "line 3: "),
    (
      "card(sensitive, activity), statement(activity)\non onResume(activity=card): post(startActivity(statement))"
        + "\non onResume(activity=statement): post(startActivity(card, clearTop))", "ANR", "line "
    ),
    ("card(sensitive)\non onDestinationChanged(card): navigate(card)", "java.lang.StackOverflowError", "line 3: "),
  ])
  func aHandlerThatSetsOffItsOwnCallbackIsKilledNamingItsLine(screens: String, exception: String, line: String)
    throws
  {
    let (device, kinds) = try logicRun("claims: all\nscreens: main, \(screens)", [.launch, .navigate("card")])
    #expect(device.crashes.map(\.exception) == [exception])
    #expect(device.crashes.first?.message.hasPrefix("app-logic \(line)") == true)
    #expect(kinds.contains(.crash))
    // The process was killed at the end of the step: the launcher shows.
    #expect(device.screen == .home)
  }

  /// `startActivity(main, clearTop)`, Android's "back to home": the launcher activity is brought up and the ones
  /// above it finish (a standard one without `singleTop` is made again).
  @Test func clearTopToTheLauncherActivityGoesHome() throws {
    let text = "screens: main, card(sensitive, activity)\non appCall(home): startActivity(main, clearTop)"
    let (device, kinds) = try logicRun(text, [.launch, .navigate("card"), .appCall("home")])
    #expect(device.taskBackStacks.map { $0.map(\.name) } == [["main"]])
    #expect(device.activity?.lifecycleState == .RESUMED)
    #expect(kinds.isEmpty)
  }

  /// A 1,000-screen `parent=` chain is checked in one walk (it took minutes when each chain was walked anew).
  @Test func aLongParentChainIsChecked() throws {
    let screens = (1...1000).map { "s\($0)(activity, parent=\($0 == 1 ? "main" : "s\($0 - 1)"))" }
    let script = try AppLogicScript(
      parsing: "screens: main, " + screens.joined(separator: ", ") + "\non onResume: finish")
    let app = try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
    #expect(app.screens.count == 1001)
  }
}
