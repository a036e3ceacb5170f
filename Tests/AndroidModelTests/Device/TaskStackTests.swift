import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// The task and back stack as the app's own `startActivity` flags and a `TaskStackBuilder` notification change it
/// (`AndroidDevice+TaskStack.swift`): the window manager's one decision, from the app and from an entry alike.
@Suite struct TaskStackTests {
  /// `home`, `settings` (parent `home`) and the sensitive `card` (parent `settings`).
  private let withParents = AndroidAppDescription(screens: [
    AndroidAppScreen("home", isSensitive: false),
    AndroidAppScreen("settings", isSensitive: false, isActivity: true, parent: "home"),
    AndroidAppScreen("card", isSensitive: true, isActivity: true, parent: "settings"),
  ])

  private let stackEntry = AndroidEvent.openEntry(AndroidEntry(.notification, "card", flags: [.taskStack]))

  /// The task is cleared and only the card is made; its parents are records that Back makes, without saved state.
  @Test func aTaskStackMakesTheTargetAndLeavesItsParentsAsRecordsBackMakes() throws {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, stackEntry], app: withParents)
    expectEqual(device.unrestoredActivities.map { $0.map(\.name) }, [["home"], ["settings"]])
    #expect(device.backgroundActivities.isEmpty)
    expectEqual(device.activity?.currentScreen?.name, "card")
    try device.step(.back)
    expectEqual(device.activity?.currentScreen?.name, "settings")
    expectEqual(device.activity?.hasSavedInstanceState, false)
    try device.step(.back)
    expectEqual(device.activity?.isLauncherActivity, true)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"]])
  }

  /// Up from the task stack's target reaches its parent record (s41; before, refused as if the parent were not below):
  /// the window manager's `navigateUpTo` walks the task's records, made or not. A `standard` parent is made anew with
  /// the up intent, without saved state; Up again reaches the launcher activity. A `singleTop` parent is made from its
  /// record and gets the intent in `onNewIntent`.
  @Test func upFromATaskStacksTargetMakesItsParentRecord() throws {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, stackEntry], app: withParents)
    #expect(device.refusal(for: .navigateBack) == nil)
    let before = device.lifecycleLog.count
    try device.step(.navigateBack)
    expectEqual(device.activity?.currentScreen?.name, "settings")
    expectEqual(device.activity?.hasSavedInstanceState, false)
    #expect(device.lifecycleLog[before...].contains("onCreate"))
    #expect(!device.lifecycleLog[before...].contains("onNewIntent"))
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["settings"]])
    try device.step(.navigateBack)
    expectEqual(device.activity?.isLauncherActivity, true)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"]])
    var singleTop = withParents
    singleTop.screens[1].launchMode = .singleTop
    let (reused, _) = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, stackEntry], app: singleTop)
    let start = reused.lifecycleLog.count
    try reused.step(.navigateBack)
    let tail = Array(reused.lifecycleLog[start...])
    expectEqual(reused.activity?.currentScreen?.name, "settings")
    #expect(tail.contains("onCreate"))
    #expect(tail.contains("onNewIntent"))
  }

  /// The up intent to a `singleTop` parent record is queued on it and delivered before its first `onResume`
  /// (`ActivityThread.performResumeActivity` delivers pending intents before `performResume`): `onCreate`, `onStart`,
  /// `onNewIntent`, `onResume`, as an instance brought up gets them (s41 breaker F2: `onNewIntent` came after
  /// `onResume`). The same order for a dead process's saved record that an entry brings up.
  @Test func aParentRecordGetsTheUpIntentBeforeItResumes() throws {
    var singleTop = withParents
    singleTop.screens[1].launchMode = .singleTop
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, stackEntry], app: singleTop)
    let start = device.lifecycleLog.count
    try device.step(.navigateBack)
    let made = ["onCreate", "onStart", "onNewIntent", "onResume"]
    expectEqual(device.lifecycleLog[start...].filter(made.contains), made)
  }

  /// The flag's other reading: every parent is made at once and stopped below the target.
  @Test func withTheFlagOffEveryParentIsMadeAtOnce() {
    var profile = phone(34)
    profile.flags.taskStackParentsMadeOnBack = false
    let (device, _) = run(profile, NoAndroidProtection(), [stackEntry], app: withParents)
    expectEqual(device.backgroundActivities.map(\.lifecycleState), [.CREATED, .CREATED])
    #expect(device.unrestoredActivities.isEmpty)
  }

  /// One rule for the prompt's end, its owner's package in front: the launcher activity that asked for it stops under
  /// the task stack's target (the flag's other reading) and the prompt stays over the target; Home ends it.
  @Test func thePromptOfAParentMadeAtOnceStaysUntilTheAppLeaves() throws {
    var profile = phone(34)
    profile.flags.taskStackParentsMadeOnBack = false
    let script = try AppLogicScript(
      parsing:
        "lock: locked\nscreens: main, settings(activity, parent=main), card(sensitive, activity, parent=settings)"
        + "\non onCreate(activity=main): set(locked)\non onResume(activity=main) if locked: authenticate(biometric)")
    let app = try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
    let (device, _) = run(profile, try AndroidAppLogic(script, app: app), [stackEntry], app: app)
    expectEqual(device.activity?.currentScreen?.name, "card")
    expectEqual(device.backgroundActivities.first?.lifecycleState, .CREATED)
    #expect(device.isBiometricPromptShown)
    try device.step(.pressHome)
    try device.step(.returnToApp)
    expectEqual(device.activity?.currentScreen?.name, "card")
    #expect(!device.isBiometricPromptShown)
  }

  private func logicRun(_ text: String, _ events: [AndroidEvent]) throws -> AndroidDevice {
    let script = try AppLogicScript(parsing: text)
    let app = try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
    return run(phone(34), try AndroidAppLogic(script, app: app), events, app: app).device
  }

  /// The app's `startActivity(card, FLAGS)` from `settings` above `card`: `clearTop` finishes `settings` and makes a
  /// standard `card` again; with `singleTop` too, or a `singleTask` mode, `card` gets `onNewIntent` instead.
  @Test(arguments: [
    ("card(sensitive, activity)", "clearTop", "onCreate"),
    ("card(sensitive, activity)", "clearTop+singleTop", "onNewIntent"),
    ("card(sensitive, activity, singleTask)", "none", "onNewIntent"),
  ])
  func theAppsClearTopFinishesTheActivitiesAbove(card: String, flags: String, callback: String) throws {
    let text = "screens: main, \(card), settings(activity)\non appCall(back): startActivity(card, \(flags))"
    let device = try logicRun(text, [.launch, .navigate("card"), .navigate("settings"), .appCall("back")])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["main"], ["card"]])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    let tail = device.lifecycleLog.suffix(from: device.lifecycleLog.lastIndex(of: "onDestroy") ?? 0)
    #expect(tail.contains(callback))
  }

  /// A `singleTop` activity started by itself gets the intent while paused, and no second instance is made.
  @Test func aSingleTopActivityStartingItselfGetsOnNewIntent() throws {
    let text = "screens: main, card(sensitive, activity, singleTop)\non appCall(again): startActivity(card)"
    let device = try logicRun(text, [.launch, .navigate("card"), .appCall("again")])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["main"], ["card"]])
    expectEqual(Array(device.lifecycleLog.suffix(4).prefix(3)), ["onPause", "onNewIntent", "onResume"])
  }

  @Test func scriptRefusals() {
    for text in [
      "screens: main, card(sensitive, parent=main)",
      "screens: main, a(activity, parent=b), b(activity, parent=a)",
      "screens: main, card(activity, parent=nowhere)",
      "screens: main, card(activity)\non appCall(x): startActivity(card, taskStack)",
      "screens: main, card(activity)\non appCall(x): startActivity(card, clearTop+up)",
    ] {
      #expect(throws: AppLogicError.self) {
        let script = try AppLogicScript(parsing: text)
        _ = try AndroidAppLogic(script, app: try AndroidStrategyCatalog.descriptor(forAppLogic: script).app)
      }
    }
  }
}
