import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `lockSetting: ..., initial=on`: a lock the app ships on (docs/app-logic.md, "A lock that is on from the first
/// install"). Before it, a bank app whose lock is on from the first install and whose code forgets to lock at a cold
/// launch read `holds` (the user's choice started off until the `on` call: the fortieth session's new user).
@MainActor @Suite struct AppLogicLockSettingInitialTests: AppLogicScriptChecks {
  /// A bank app shipped with its lock on (`initial`), locking at `lockAt` while the setting is kept (in `UserDefaults`,
  /// or with `keychain` in the Keychain).
  static func bank(lockAt: String, initial: String = ", initial=on", keychain: Bool = false) -> String {
    let (add, drop, held) =
      keychain
      ? ("keychainAdd(lockOn)", "keychainDelete(lockOn)", "inKeychain(lockOn)")
      : ("store(lockOn)", "unstore(lockOn)", "stored(lockOn)")
    return """
      claims: nothing
      lock: locked
      lockSetting: lockOn, on=enableLock, off=disableLock\(initial)
      on appCall(enableLock): \(add)
      on appCall(disableLock): \(drop)
      on \(lockAt) if \(held): set(locked); present(lock, style=fullScreen, from=root)
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): dismiss(lock); clear(locked)
      """
  }

  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    try scriptOutcome(text, events, profile: "iphone-ios17-scenes")
  }

  @Test("initial= takes on or off, at its line")
  func vocabulary() throws {
    expectEqual(
      Self.error(Self.bank(lockAt: "sceneWillConnect", initial: ", initial=maybe")),
      "line 3: lockSetting: initial= takes on or off, not 'maybe'")
    expectEqual(
      Self.error(Self.bank(lockAt: "sceneWillConnect", initial: ", initial")),
      "line 3: lockSetting: takes STORED, on=CALL[, off=CALL][, at=launch|leave][, after=SECONDS][, initial=on|off]"
    )
    #expect(Self.error(Self.bank(lockAt: "sceneWillConnect", initial: ", initial=off")) == nil)
    // A word given twice is named (the s41 breaker: the generic form's line).
    for twice in [", initial=on, initial=off", ", initial=on, initial=on"] {
      expectEqual(
        Self.error(Self.bank(lockAt: "sceneWillConnect", initial: twice)),
        "line 3: lockSetting: initial= is given twice (expected each of on=, off=, at=, after=, initial= once)")
    }
  }

  @Test("a lock on from the first install that the code forgets at a cold launch is lock-bypass; one that locks holds")
  func coldLaunch() throws {
    let forgets = Self.bank(lockAt: "sceneDidEnterBackground")
    #expect(try Self.outcome(forgets, [.launch]).hasPrefix("lock-bypass at 0: sensitive content visible"))
    guard
      case .violated(let v) = TraceRunner(
        strategy: try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: forgets)), profile: .iPhoneScenes
      ).run([.launch])
    else {
      Issue.record("the first launch without the lock holds")
      return
    }
    expectEqual(
      v.byConstruction,
      "the user's lock setting not applied: the setting is on (the app ships with it on, initial=on, and the "
        + "user has not left it off), the app's storage still holds it (lockSetting: lockOn, on), and the app's code "
        + "has not locked since the launch")
    // Without initial=on the same app is judged unlocked until the user's on: its first launch holds (before).
    try expectEqual(Self.outcome(Self.bank(lockAt: "sceneDidEnterBackground", initial: ""), [.launch]), "holds")
    // Locking at each scene's connection holds, and so does the pass.
    let locks = Self.bank(lockAt: "sceneWillConnect")
    try expectEqual(Self.outcome(locks, [.launch]), "holds")
    try expectEqual(Self.outcome(locks, [.launch, .faceIDMatch, .goHome, .terminateApp, .launch]), "holds")
  }

  /// The `on` handler keeps the setting in both stores (`keychainAdd(lockOn); store(lockOn)`): the first launch fills
  /// both, whichever the lock reads (the s41 breaker's ios-init-mixed.logic: only `UserDefaults` was filled, and a lock
  /// reading the Keychain opened unlocked, a false `lock-bypass` noted "the app's storage still holds it").
  @Test("initial=on fills every store the on handler writes")
  func bothStores() throws {
    let mixed = """
      claims: nothing
      lock: locked
      lockSetting: lockOn, on=enableLock, off=disableLock, initial=on
      on appCall(enableLock): keychainAdd(lockOn); store(lockOn)
      on appCall(disableLock): keychainDelete(lockOn); unstore(lockOn)
      on sceneWillConnect if HELD: set(locked); present(lock, style=fullScreen, from=root)
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): dismiss(lock); clear(locked)
      """
    for held in ["inKeychain(lockOn)", "stored(lockOn)"] {
      try expectEqual(Self.outcome(mixed.replacingOccurrences(of: "HELD", with: held), [.launch]), "holds")
    }
    // The control: a lock that forgets at a cold launch is still lock-bypass.
    let forgets = mixed.replacingOccurrences(
      of: "sceneWillConnect if HELD", with: "sceneDidEnterBackground if inKeychain(lockOn)")
    #expect(try Self.outcome(forgets, [.launch]).hasPrefix("lock-bypass at 0: sensitive content visible"))
  }

  @Test("the user's off ends the debt across processes; the Keychain keeps the setting the app ships on")
  func offAndKeychain() throws {
    let locks = Self.bank(lockAt: "sceneWillConnect")
    // Unlocked, the user turns the lock off: the next process owes nothing, and the app opens unlocked.
    try expectEqual(
      Self.outcome(locks, [.launch, .faceIDMatch, .appCall("disableLock"), .goHome, .terminateApp, .launch]),
      "holds")
    // Kept in the Keychain: the item is there at the first launch (the app's first-launch code added it).
    try expectEqual(Self.outcome(Self.bank(lockAt: "sceneWillConnect", keychain: true), [.launch]), "holds")
    #expect(
      try Self.outcome(Self.bank(lockAt: "sceneDidEnterBackground", keychain: true), [.launch]).hasPrefix(
        "lock-bypass at 0: sensitive content visible"))
  }
}
