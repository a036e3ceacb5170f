import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The user's `off` of `lockSetting:` in a script that protects with more than its lock (issue 25, a breaker's F2,
/// thirty-seventh session): what the user turned off is the lock (its `lock:` state, its lock screen), so a lock that
/// comes back breaks `cannot-disable` whatever else the script claims or puts up, while its other claims and covers
/// stay as they were (a resign blur beside the lock is not the lock: no finding). Before, the lock's off was judged
/// only for a script whose lock is all it puts up, so these came back unjudged (docs/app-logic.md, "The user's lock
/// setting").
@MainActor @Suite struct AppLogicLockOffPartTests: AppLogicScriptChecks {
  /// The outcome of `events` for `text`, as `invariant at step: detail`, `holds` or `invalid`.
  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text))
    switch TraceRunner<IOSPlatform>(strategy: descriptor, profile: .iPhoneScenes).run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, _): return "invalid at \(step)"
    }
  }

  /// The breaker's scripts: the off handler forgets the flag the on handler set, so the lock comes back at the next
  /// leave; `head` is what the script claims or declares beside its lock (miss2: a `disable:` line; miss3: a claim
  /// and the secure field that keeps it).
  static func stale(_ head: String, extra: String = "") -> String {
    """
    \(head)
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock
    on appCall(enableLock): store(lockOn); set(lockEnabled)
    on appCall(disableLock): unstore(lockOn)\(extra)
    on sceneDidEnterBackground if lockEnabled: set(locked); present(lock, style=fullScreen, from=root)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """
  }

  static let miss2 = stale("claims: nothing\ndisable: allowCapture")
  static let miss3 = stale("claims: screenshots\non sceneWillConnect: secure(on)")
  static let comesBack: [SystemEvent] = [.launch, .appCall("enableLock"), .appCall("disableLock"), .goHome]
  static let detail =
    "after the user turned the lock off (appCall(disableLock)), and the app's code locked again: lock: locked set, "
    + "its lock screen in a shown window"

  @Test("miss2, miss3: a lock that comes back after the user's off breaks cannot-disable beside a disable: or a claim")
  func lockComesBackBesideClaims() throws {
    for text in [Self.miss2, Self.miss3] {
      // Before: holds (the lock's off was judged only when the lock was all the script put up); now at the leave
      // whose code locks again (goHome, step 3).
      try expectEqual(Self.outcome(text, Self.comesBack), "cannot-disable at 3: " + Self.detail)
      // The control: the off handler clears the flag too; the lock stays off, back in the app and in a screenshot.
      let fixed = text.replacingOccurrences(of: "unstore(lockOn)", with: "unstore(lockOn); clear(lockEnabled)")
      try expectEqual(Self.outcome(fixed, Self.comesBack + [.returnToApp, .screenshot]), "holds")
    }
    // The lock-only script (miss2-nodisable) is judged by the same words, at the leave whose code locks again (before:
    // at the settle after it, step 4, whose switcher snapshot showed the lock).
    try expectEqual(Self.outcome(Self.stale("claims: nothing"), Self.comesBack), "cannot-disable at 3: " + Self.detail)
  }

  @Test("the other claims stay as they were: miss3's secure field still keeps screenshots after the lock's off")
  func otherClaimsStay() throws {
    let strategy = try Self.strategy(Self.miss3)
    #expect(strategy.disableCall == nil)
    #expect(strategy.capabilities.contains(.turnsPartsOff) && !strategy.capabilities.contains(.canBeDisabled))
    let (device, _) = try Self.relaunchingDevice(
      Self.miss3.replacingOccurrences(of: "unstore(lockOn)", with: "unstore(lockOn); clear(lockEnabled)"))
    for event: SystemEvent in [.launch, .appCall("enableLock"), .appCall("disableLock")] { try device.apply(event) }
    #expect(device.userTurnedLockOff)
    // The protection as a whole stays on: its screenshot claim is owed, and residue does not compare it.
    #expect(!device.isStrategyDisabled)
    #expect(device.releasedClaims.isEmpty)
    expectEqual(device.userSettingsState, "protection on")
  }

  /// fp1 (thirty-sixth session): a resign blur window beside a lock the user turned off; a false cannot-disable then.
  @Test("fp1: an unclaimed blur beside the lock is not the lock: no finding after the lock's off")
  func blurBesideLockHolds() throws {
    let fp1 = AppLogicLockSettingOffTests.blurBesideLock
    for events: [SystemEvent] in [
      [.launch, .appCall("disableLock"), .lockDevice],
      [.launch, .appCall("disableLock"), .openAppSwitcher],
      [.launch, .appCall("enableLock"), .appCall("disableLock"), .goHome, .returnToApp],
    ] {
      #expect(try Self.outcome(fp1, events) == "holds", "\(events.map(\.text))")
    }
    // Its lock forgetting the user's off is judged all the same.
    let staleFP1 = fp1.replacingOccurrences(of: "unstore(lockOn)\n", with: "set(ignored)\n")
    #expect(
      try Self.outcome(staleFP1, Self.comesBack).hasPrefix("cannot-disable at 3: after the user turned the lock off"))
  }
}
