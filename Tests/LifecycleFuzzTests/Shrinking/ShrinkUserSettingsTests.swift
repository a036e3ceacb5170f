import AndroidModel
import AndroidStrategies
import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A shrink keeps the state of the app's own settings the counterexample was found in (issue 25, a new user's
/// report): a switcher-card leak found with the user's lock turned on shrank to the trace without the user's call,
/// so it was reported, and accepted by a baseline entry for "lock off by design" (same signature), as a leak with
/// the lock off. Strategies without such settings carry none, and shrink as before.
@Suite("Shrinker: a counterexample keeps the app's settings state")
@MainActor
struct ShrinkUserSettingsTests {
  /// A lock the user turns on in the app's settings, shown only once the app is in the background: the live card
  /// shows the content with the lock on or off.
  static let lockScript = """
    claims: app-switcher
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock
    on appCall(enableLock): store(lockOn)
    on appCall(disableLock): unstore(lockOn)
    on sceneDidEnterBackground if stored(lockOn): set(locked); present(lock, style=fullScreen, from=root)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """

  @Test("iOS: a card leak found with the user's lock on shrinks to one with the lock on")
  func iOSLockOnKept() throws {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: Self.lockScript))
    let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
    let events: [SystemEvent] = [.launch, .appCall("enableLock"), .openAppSwitcher]
    guard case .violated(let found) = runner.run(events) else {
      Issue.record("no violation")
      return
    }
    expectEqual(found.invariant, .snapshotLeak)
    expectEqual(found.userSettings, "protection on, lock setting on")
    var shrinker = Shrinker(runner: runner, invariant: .snapshotLeak)
    let small = shrinker.shrink(events)
    expectEqual(shrinker.userSettings, "protection on, lock setting on")
    // Before: `launch · openAppSwitcher`, the same leak with the lock off (another state the user is in).
    expectEqual(small.map(\.text), ["launch", "appCall(enableLock)", "openAppSwitcher"])
    // Found with the lock turned off (one state with never turned on), it shrinks as before.
    let off: [SystemEvent] = [.launch, .appCall("enableLock"), .appCall("disableLock"), .openAppSwitcher]
    var plain = Shrinker(runner: runner, invariant: .snapshotLeak)
    expectEqual(plain.shrink(off).map(\.text), ["launch", "openAppSwitcher"])
    expectEqual(plain.userSettings, "protection on")
  }

  @Test("a strategy without settings carries none: its shrinks are the same as before")
  func noSettingsNoState() throws {
    let descriptor = try #require(StrategyCatalog.descriptor(named: "background-phase-overlay"))
    let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
    guard case .violated(let v) = runner.run([.launch, .openAppSwitcher]) else {
      Issue.record("no violation")
      return
    }
    #expect(v.userSettings == nil)
  }

  @Test("Android: a Recents leak found with screenshots allowed by the user keeps the call that allowed them")
  func androidClaimDisableKept() throws {
    let text =
      "claims: recents, screenshots\ndisable: screenshots=allowCapture\non appCall(allowCapture): set(allowed)\n"
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text))
    let runner = TraceRunner<AndroidPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
    let events: [AndroidEvent] = [.launch, .appCall("allowCapture"), .openRecents]
    guard case .violated(let found) = runner.run(events) else {
      Issue.record("no violation")
      return
    }
    expectEqual(found.invariant, .recentsLeak)
    expectEqual(found.userSettings, "protection on, released screenshots")
    var shrinker = Shrinker(runner: runner, invariant: .recentsLeak)
    // Before: `launch · openRecents`, the leak with every claim on.
    let small = shrinker.shrink(events).map { AndroidPlatform.vocabulary.text(of: $0) }
    expectEqual(small, ["launch", "appCall(allowCapture)", "openRecents"])
  }

  @Test("iOS: a lock family member's settings= timeout is part of the state")
  func lockFamilyTimeout() throws {
    let lock = LockStrategy(try LockConfiguration(parsing: "lock[settings=live]"))
    let device = Device(profile: .iPhoneScenes, strategy: lock)
    try device.apply(.launch)
    // By value: before any choice, the member's own grace (0 s); `unchanged` before the thirty-seventh session.
    expectEqual(device.userSettingsState, "protection on, lock timeout 0 s")
    for event: SystemEvent in [.faceIDMatch, .appCall("lockAfter60")] { try device.apply(event) }
    expectEqual(device.userSettingsState, "protection on, lock timeout 60 s")
    try device.apply(.appCall("lockOff"))
    expectEqual(device.userSettingsState, "protection on, lock timeout off")
  }

  /// A breaker's F5 (thirty-sixth session): `lock[settings=launch]`'s unlock-blocked kept `appCall(lockAfter0)`, which
  /// sets the timeout the member already had (its grace is 0): the settings state compared `unchanged` with `0 s`.
  @Test("iOS: a settings call that changes no value is dropped from the shrunk counterexample")
  func noOpSettingsCallDropped() throws {
    let descriptor = try #require(StrategyCatalog.descriptor(named: "lock[settings=launch]"))
    let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
    let events: [SystemEvent] = [
      .launch, .faceIDMatch, .appCall("lockAfter0"), .goHome, .changeDeviceSetting(.passcodeOff), .returnToApp,
    ]
    guard case .violated(let found) = runner.run(events) else {
      Issue.record("no violation")
      return
    }
    expectEqual(found.invariant, .unlockBlocked)
    expectEqual(found.userSettings, "protection on, lock timeout 0 s")
    var shrinker = Shrinker(runner: runner, invariant: .unlockBlocked)
    let small = shrinker.shrink(events).map(\.text)
    // Before: the call stayed (`launch · faceIDMatch · appCall(lockAfter0) · goHome · ...`).
    expectEqual(small, ["launch", "goHome", "changeDeviceSetting(passcodeOff)", "returnToApp"])
    expectEqual(shrinker.userSettings, "protection on, lock timeout 0 s")
    // A call that changes the value stays: 60 s is another setting than the grace's 0 s.
    let sixty = events.map { $0 == .appCall("lockAfter0") ? .appCall("lockAfter60") : $0 }
    if case .violated(let v) = runner.run(sixty) {
      var keep = Shrinker(runner: runner, invariant: v.invariant)
      #expect(keep.shrink(sixty).map(\.text).contains("appCall(lockAfter60)"))
    }
  }
}
