import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `lockSetting:`'s `after=SECONDS`: a lock owed at a return after at least that long away ("lock after a minute in
/// the background"), not at every leave. The s44 and s45 new users' password manager and bank could say their
/// timeouts only as the app's own `elapsed` logic, judged by nothing (docs/app-logic.md, "The user's lock setting").
@MainActor @Suite struct AppLogicLockSettingAwayTests: AppLogicScriptChecks {
  /// A lock at launch and at a return after a minute away, as the app's code stamps and measures it.
  static func timedLock(measures seconds: Int) -> String {
    """
    claims: nothing
    lock: locked
    lockSetting: lockOn, on=lockApp, at=leave, after=60, initial=on
    on appCall(lockApp): store(lockOn)
    on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    on sceneDidEnterBackground: stamp(left)
    on sceneWillEnterForeground if elapsed(left, \(seconds)) and not(locked): set(locked); present(lock, style=fullScreen, from=root, animated=false)
    """
  }

  static let unlocked: [SystemEvent] = [.launch, .faceIDMatch, .advance(2)]

  @Test("after=: the words are read; a bad value or one without at=leave is one error naming the line")
  func vocabulary() {
    #expect(Self.error(Self.timedLock(measures: 60)) == nil)
    expectEqual(
      Self.error("lock: l\nlockSetting: v, on=x, after=60\non appCall(x): store(v); set(l)"),
      "line 2: lockSetting: after= needs at=leave (the lock owed at a return after that long away)")
    expectEqual(
      Self.error("lock: l\nlockSetting: v, on=x, at=leave, after=0\non appCall(x): store(v); set(l)"),
      "line 2: lockSetting: after= takes a number of seconds above 0 and at most 86400 (a day), not '0'")
    expectEqual(
      Self.error("lock: l\nlockSetting: v, on=x, at=leave, after=1m\non appCall(x): store(v); set(l)"),
      "line 2: lockSetting: after= takes a number of seconds above 0 and at most 86400 (a day), not '1m'")
    #expect(
      Self.error("lock: l\nlockSetting: v, on=x, at=leave, after=86401\non appCall(x): store(v); set(l)")?
        .hasSuffix("at most 86400 (a day), not '86401'") == true)
    expectEqual(
      Self.error("lock: l\nlockSetting: v, on=x, at=leave, after=5, after=6\non appCall(x): store(v); set(l)"),
      "line 2: lockSetting: after= is given twice (expected each of on=, off=, at=, after=, initial= once)")
  }

  @Test("a return within the time owes nothing; one after it owes the lock, which the app's code then shows")
  func owedOnlyAfterTheTime() throws {
    let script = Self.timedLock(measures: 60)
    let soon = Self.unlocked + [.goHome, .advance(10), .returnToApp, .advance(2), .screenshot]
    try expectEqual(AppLogicLockSettingTests.outcome(script, soon).verdict, .holds)
    let late = Self.unlocked + [.goHome, .advance(90), .returnToApp, .advance(2)]
    try expectEqual(AppLogicLockSettingTests.outcome(script, late).verdict, .holds)
  }

  @Test("the app's code measuring a longer time than it promised opens unlocked after the promised time: lock-bypass")
  func codeLaterThanThePromise() throws {
    let late = Self.unlocked + [.goHome, .advance(90), .returnToApp, .advance(2)]
    guard case .violated(let v) = try AppLogicLockSettingTests.outcome(Self.timedLock(measures: 300), late) else {
      Issue.record("a lock measured at 300 s holds after 90 s away")
      return
    }
    expectEqual(v.invariant, .lockBypass)
    expectEqual(v.byConstruction?.contains("since the launch or the return after 60 s away"), true)
  }

  @Test(
    "the app's code measuring a shorter time than it promised asks after a quicker return: needless-lock (s45 breaker)")
  func codeSoonerThanThePromise() throws {
    let script = Self.timedLock(measures: 30)
    let sooner = Self.unlocked + [.goHome, .advance(45), .returnToApp, .advance(2)]
    guard case .violated(let v) = try AppLogicLockSettingTests.outcome(script, sooner) else {
      Issue.record("a lock measured at 30 s under a 60 s setting holds after 45 s away")
      return
    }
    expectEqual(v.invariant, .needlessLock)
    #expect(v.detail.contains("60 s away"))
    // The promised time itself, and a quicker trip the code does not measure as away, still hold.
    let late = Self.unlocked + [.goHome, .advance(61), .returnToApp, .advance(2)]
    try expectEqual(AppLogicLockSettingTests.outcome(script, late).verdict, .holds)
    let soon = Self.unlocked + [.goHome, .advance(10), .returnToApp, .advance(2)]
    try expectEqual(AppLogicLockSettingTests.outcome(script, soon).verdict, .holds)
  }

  @Test("the setting's time away joins the generator's waits beside the code's own (the s46 new user's 600 s lock)")
  func afterIsAWait() throws {
    let waits = try AppLogicStrategy(script: AppLogicScript(parsing: Self.timedLock(measures: 600))).waitsOfInterest
    expectEqual(waits, [60, 600])
    let same = try AppLogicStrategy(script: AppLogicScript(parsing: Self.timedLock(measures: 60))).waitsOfInterest
    expectEqual(same, [60])
  }

  @Test("without after=, at=leave owes the lock at every leave: the timed app's quick return is lock-bypass")
  func atLeaveAloneOwesEveryLeave() throws {
    let everyLeave = Self.timedLock(measures: 60).replacingOccurrences(of: ", after=60", with: "")
    let soon = Self.unlocked + [.goHome, .advance(10), .returnToApp, .advance(2)]
    try expectEqual(AppLogicLockSettingTests.outcome(everyLeave, soon).verdict, .broken(.lockBypass))
  }

  @Test("away past the time, the switcher's card of the unlocked app is judged by the owed lock: lock-bypass")
  func cardAfterTheTime() throws {
    let script = Self.timedLock(measures: 60)
    let within = Self.unlocked + [.goHome, .advance(10), .openAppSwitcher]
    try expectEqual(AppLogicLockSettingTests.outcome(script, within).verdict, .holds)
    let past = Self.unlocked + [.goHome, .advance(90), .openAppSwitcher]
    try expectEqual(AppLogicLockSettingTests.outcome(script, past).verdict, .broken(.lockBypass))
  }

  @Test("iPad: a second window sent away while the first stays in front is no leave of the app (s45 breaker F1)")
  func sceneAwayWhileAnotherInFront() throws {
    // The breaker's app-wide lock: stamped and armed only when no scene is active.
    let script = """
      claims: nothing
      lock: locked
      lockSetting: lockOn, on=lockOnCall, at=leave, after=60
      on appCall(lockOnCall): store(lockOn)
      on sceneWillConnect if stored(lockOn) and not(activeScene): set(locked)
      on sceneWillConnect if locked: showWindow(lockwin, level=alert+1, root=lock)
      on sceneDidEnterBackground if not(activeScene): stamp(left)
      on sceneWillEnterForeground if stored(lockOn) and not(locked) and not(activeScene) and elapsed(left, 60): set(locked); everyScene(showWindow(lockwin, level=alert+1, root=lock))
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(deviceOwnerAuthentication)
      on evaluatePolicyReply(success): everyScene(hideWindow(lockwin)); clear(locked)
      """
    let ipad = try Profile(named: "ipad-split-ios17-scenes")
    let events: [SystemEvent] = [
      .launch, .appCall("lockOnCall"), .connectScene("B"), .backgroundScene("B"), .advance(61),
    ]
    try expectEqual(
      AppLogicLockSettingTests.outcome(script, events + [.foregroundScene("B")], profile: ipad).verdict, .holds)
    try expectEqual(
      AppLogicLockSettingTests.outcome(script, events + [.openAppSwitcher], profile: ipad).verdict, .holds)
    // Without after=, the same second window's leave owed nothing either (the same rule for at=leave).
    let everyLeave = script.replacingOccurrences(of: ", after=60", with: "")
    try expectEqual(
      AppLogicLockSettingTests.outcome(everyLeave, Array(events.prefix(4)), profile: ipad).verdict, .holds)
  }
}
