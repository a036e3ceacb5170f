import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The user's `off` of `lockSetting:` as a turn-off (issue 25, a new user's report): for a script whose lock is all
/// it promises, what the user turned off must go away and nothing of it may stay, judged by `cannot-disable` and
/// `residue` as `disable:` is for claims (docs/app-logic.md, "The user's lock setting").
@MainActor @Suite struct AppLogicLockSettingOffTests: AppLogicScriptChecks {
  /// The outcome of `events` for `text`, as `invariant at step`, `holds` or `invalid`.
  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text))
    switch TraceRunner<IOSPlatform>(strategy: descriptor, profile: .iPhoneScenes).run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step)"
    case .invalid(let step, _): return "invalid at \(step)"
    }
  }

  /// A lock at each leave while the user's setting is on; the app's `off` handler forgets the flag its `on` handler
  /// set (`stale`), or clears it too (`fixed`).
  static func script(offClears: Bool, claims: String = "nothing") -> String {
    """
    claims: \(claims)
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock
    on appCall(enableLock): store(lockOn); set(lockEnabled)
    on appCall(disableLock): unstore(lockOn)\(offClears ? "; clear(lockEnabled)" : "")
    on sceneDidEnterBackground if lockEnabled: set(locked); present(lock, style=fullScreen, from=root)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """
  }

  @Test("the lock is all the script promises: its off call is the turn-off cannot-disable and residue judge")
  func offIsATurnOff() throws {
    let whole = try Self.strategy(Self.script(offClears: false))
    expectEqual(whole.disableCall, "disableLock")
    #expect(whole.capabilities.contains(.canBeDisabled))
    #expect(!whole.capabilities.contains(.turnsPartsOff))
    // With claims of its own the off is a part (its covers stay owed), as disable:'s per-claim form: no whole
    // turn-off for residue, and cannot-disable judges the lock alone (AppLogicLockOffPartTests).
    let part = try Self.strategy(Self.script(offClears: false, claims: "app-switcher"))
    #expect(part.disableCall == nil)
    #expect(!part.capabilities.contains(.canBeDisabled))
    #expect(part.capabilities.contains(.turnsPartsOff))
  }

  /// A breaker's script (thirty-sixth session): a resign blur of the app's own beside the lock read as the lock
  /// staying after the user's off, a false cannot-disable on a lock that was never on.
  /// The breaker's fp1 (thirty-sixth session): a lock the user turns on and off, and a resign blur window of the
  /// app's own beside it. `AppLogicLockOffPartTests` judges the same script.
  static let blurBesideLock = """
    claims: nothing
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock
    on appCall(enableLock): store(lockOn)
    on appCall(disableLock): unstore(lockOn)
    on sceneDidEnterBackground if stored(lockOn): set(locked); present(lock, style=fullScreen, from=root)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    on sceneWillResignActive: showWindow(blur, level=alert+1)
    on sceneDidBecomeActive: hideWindow(blur)
    """

  @Test("a script with a cover of its own beside the lock: the lock's off turns nothing off, and the blur holds")
  func coverBesideLock() throws {
    let text = Self.blurBesideLock
    #expect(try Self.strategy(text).disableCall == nil)
    try expectEqual(Self.outcome(text, [.launch, .appCall("disableLock"), .goHome]), "holds")
    try expectEqual(Self.outcome(text, [.launch, .appCall("enableLock"), .appCall("disableLock"), .goHome]), "holds")
    // The lock alone still is a turn-off (the script above without its blur).
    try expectEqual(Self.strategy(Self.script(offClears: false)).disableCall, "disableLock")
  }

  @Test("a lock that comes back after the user turned it off breaks cannot-disable; one that stays off holds")
  func lockComesBack() throws {
    let events: [SystemEvent] = [.launch, .appCall("enableLock"), .appCall("disableLock"), .goHome]
    // Before: holds (the lock's off was no turn-off, so neither check judged it). Since the thirty-seventh session at
    // the leave whose code locks again (step 3), not at the settle after it whose switcher snapshot shows the lock.
    try expectEqual(Self.outcome(Self.script(offClears: false), events), "cannot-disable at 3")
    try expectEqual(Self.outcome(Self.script(offClears: true), events + [.returnToApp]), "holds")
  }

  @Test("the choice outlives the process: a new process that locks again is judged by it")
  func choiceOutlivesProcess() throws {
    let text = """
      claims: nothing
      lock: locked
      lockSetting: lockOn, on=enableLock, off=disableLock
      on appCall(enableLock): store(lockOn)
      on appCall(disableLock): set(ignored)
      on sceneWillConnect if stored(lockOn): set(locked); present(lock, style=fullScreen, from=root)
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): dismiss(lock); clear(locked)
      """
    // The new process reads the store the off handler left on: its lock is in the screenshot.
    let events: [SystemEvent] = [
      .launch, .appCall("enableLock"), .appCall("disableLock"), .goHome, .terminateApp, .launch, .screenshot,
    ]
    // At the launch whose code locks again (step 5; before the thirty-seventh session at the screenshot, step 6).
    try expectEqual(Self.outcome(text, events), "cannot-disable at 5")
    // Turned on again: judged as a lock, not a turn-off.
    let again: [SystemEvent] = [
      .launch, .appCall("enableLock"), .appCall("disableLock"), .appCall("enableLock"), .goHome, .terminateApp,
      .launch, .screenshot,
    ]
    try expectEqual(Self.outcome(text, again), "holds")
  }

  @Test("the lock switch is out of reach while the app's code holds its lock: refused, nothing turned off")
  func offWhileLockedIsRefused() throws {
    let (device, _) = try Self.relaunchingDevice(Self.script(offClears: false))
    for event: SystemEvent in [.launch, .appCall("enableLock"), .goHome, .returnToApp] { try device.apply(event) }
    // The switch is on the settings screen behind the lock (the s39 new user's off under the lock held).
    expectEqual(
      device.validationError(for: .appCall("disableLock"))?.hasPrefix("appCall(disableLock) is the user's lock switch"),
      true)
    #expect(throws: (any Error).self) { try device.apply(.appCall("disableLock")) }
    #expect(!device.isStrategyDisabled)
    // The user's choice stays on (the refused off changed nothing), so the next launch owes the lock.
    expectEqual(device.userSettingsState, "protection on, lock setting on")
    let (other, _) = try Self.relaunchingDevice(Self.script(offClears: false))
    for event: SystemEvent in [.launch, .appCall("enableLock"), .appCall("disableLock")] { try other.apply(event) }
    #expect(other.isStrategyDisabled)
    expectEqual(other.userSettingsState, "protection off")
  }

  @Test("the generator asks the rules, not the step's validity key, whether the switch can be tapped under the lock")
  func generatorAsksTheRulesUnderTheLock() throws {
    let (device, _) = try Self.relaunchingDevice(Self.script(offClears: false))
    for event: SystemEvent in [.launch, .appCall("enableLock"), .goHome, .returnToApp] { try device.apply(event) }
    // The key packs device flags only; the strategy's refusal of its own call is not one, so no key bit may answer
    // for an app call (forty-first session: the key said yes, and a debug run of docs/app-logic.md's own example
    // stopped on the generator's assertion at its 400 default traces).
    expectEqual(IOSPlatform.validityBit(of: .appCall("disableLock")), 0)
    #expect(!device.isValid(.appCall("disableLock"), in: device.eventValidity()))
    expectEqual(
      device.isValid(.appCall("enableLock"), in: device.eventValidity()), device.isValid(.appCall("enableLock")))
  }
}
