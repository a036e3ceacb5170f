import AndroidModel
import TestExpectations
import Testing

/// Starts the app's code asks for from one activity in one turn (s41): all go through, in call order, the top one
/// made and resumed, the ones below records made when Back reaches them (AOSP `ActivityStarter`, documented for
/// `Activity#startActivities`). Before, the first start paused the caller and the second was dropped.
@Suite struct StackedStartsTests {
  /// `home`, and the activities `a` (standard), `b` (sensitive) and `pin` (`singleTop`).
  private let app = AndroidAppDescription(screens: [
    AndroidAppScreen("home", isSensitive: false),
    AndroidAppScreen("a", isSensitive: false, isActivity: true),
    AndroidAppScreen("b", isSensitive: true, isActivity: true),
    AndroidAppScreen("pin", isSensitive: false, isActivity: true, launchMode: .singleTop),
  ])

  /// A strategy whose app call `open` starts `names` in order from the activity in front, in one handler.
  private func starting(_ names: [String]) -> ScriptedStrategy {
    let strategy = ScriptedStrategy()
    strategy.appCalls = ["open"]
    strategy.call = { [app] _, activity in
      for name in names {
        if let screen = app.screen(named: name) { activity.startActivity(screen) }
      }
    }
    return strategy
  }

  @Test func twoStartsInOneHandlerStackInCallOrderAndBackMakesTheOneBelow() throws {
    let (device, _) = run(phone(34), starting(["a", "b"]), [.launch, .appCall("open")], app: app)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["a"], ["b"]])
    expectEqual(device.activity?.currentScreen?.name, "b")
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.backgroundActivities.map(\.isRecordNotMade), [false, true])
    expectEqual(device.backgroundActivities.map(\.lifecycleState), [.CREATED, .INITIALIZED])
    let before = device.lifecycleLog.count
    try device.step(.back)
    expectEqual(device.activity?.currentScreen?.name, "a")
    expectEqual(device.activity?.isRecordNotMade, false)
    expectEqual(device.activity?.hasSavedInstanceState, false)
    #expect(Array(device.lifecycleLog[before...]).contains("onCreate"))
    #expect(!Array(device.lifecycleLog[before...]).contains("onRestart"))
    try device.step(.back)
    expectEqual(device.activity?.isLauncherActivity, true)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"]])
  }

  /// A `singleTop` activity started twice: the first is a record not attached to a process when the second arrives,
  /// so the window manager does not give it the intent (`deliverToCurrentTopIfNeeded` needs `attachedToProcess()`):
  /// two instances. Started once while it is on top and made, it gets `onNewIntent`, as before.
  @Test func aSingleTopStartedTwiceInOneTurnIsTwoInstances() throws {
    let (device, _) = run(phone(34), starting(["pin", "pin"]), [.launch, .appCall("open")], app: app)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["pin"], ["pin"]])
    let onTop = ScriptedStrategy()
    onTop.appCalls = ["open"]
    onTop.call = { [app] _, activity in
      if let pin = app.screen(named: "pin") { activity.startActivity(pin) }
    }
    let (reused, _) = run(phone(34), onTop, [.launch, .appCall("open"), .appCall("open")], app: app)
    expectEqual(reused.taskBackStacks.map { $0.map(\.name) }, [["home"], ["pin"]])
    #expect(reused.lifecycleLog.contains("onNewIntent"))
  }

  /// The script's `startActivity(list); startActivity(card)` in one handler, and two handlers of one event each
  /// starting one: the card on top, the list a record below it that Back makes.
  @Test func aScriptsStartsInOneTurnStack() throws {
    let oneHandler = """
      screens: main, list(activity), card(sensitive, activity)
      on appCall(open): startActivity(list); startActivity(card)
      """
    let twoHandlers = """
      screens: main, list(activity), card(sensitive, activity)
      on appCall(open): startActivity(list)
      on appCall(open): startActivity(card)
      """
    for text in [oneHandler, twoHandlers] {
      let (device, _) = try runScript(phone(34), script: text, [.launch, .appCall("open")])
      expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["main"], ["list"], ["card"]])
      expectEqual(device.activity?.currentScreen?.name, "card")
      try device.step(.back)
      expectEqual(device.activity?.currentScreen?.name, "list")
      expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["main"], ["list"]])
    }
  }
}
