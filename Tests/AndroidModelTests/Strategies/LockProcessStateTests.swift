import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `enabledIn=`, `lastActive=`, `receiver=screenOff`: where the lock's state lives across the app's processes and when
/// the device arms it. A static dies with the process, `SharedPreferences` do not, the lock activity's own `onPause`
/// runs as the user leaves it, and `ACTION_SCREEN_OFF` reaches only receivers registered in code (queued while the app
/// is cached on API 34+).
@Suite struct LockProcessStateTests {
  /// Replays `events` on a device whose every new process makes a new instance of the lock (as the engine's sessions).
  private func replay(
    _ text: String, _ events: [AndroidEvent], api: Int = 34, cachedAtOnce: Bool = false
  ) throws -> (device: AndroidDevice, violations: [[Violation<AndroidPlatform>]]) {
    let configuration = try #require(AndroidLockConfiguration(parsing: text))
    var profile = phone(api)
    profile.flags.previousAppCachedAtOnce = cachedAtOnce
    let device = AndroidDevice(
      profile: profile, strategy: AndroidAppLock(configuration), makeStrategy: { AndroidAppLock(configuration) })
    return (device, try events.map { try checkedStep(device, $0) })
  }

  /// Unlocked, the card swiped away in Recents, the app launched again: a new process.
  private let swipedAwayAndLaunched: [AndroidEvent] = [.launch, .appCall("unlock"), .openRecents, .removeTask, .launch]

  @Test func theWordsParsePrintAndRefuseAsTheFamilyDoes() throws {
    let text =
      "android-lock[receiver=screenOff,as=activity,rearm=onResume,grace=10,lastActive=everyActivity,"
      + "enabledIn=activity]"
    let configuration = try AndroidLockConfiguration(validating: text)
    expectEqual(configuration.enabledIn, .activity)
    expectEqual(configuration.lastActive, .everyActivity)
    #expect(configuration.rearmsOnScreenOff)
    expectEqual(
      configuration.description,
      "android-lock[as=activity,rearm=onResume,grace=10,enabledIn=activity,lastActive=everyActivity,"
        + "receiver=screenOff]")
    expectEqual(AndroidLockConfiguration(parsing: configuration.description), configuration)
    let refusals = [
      ("android-lock[as=view,rearm=onResume,grace=10,lastActive=everyActivity]", "only with as=activity"),
      ("android-lock[as=activity,rearm=onResume,lastActive=notLockActivity]", "only with as=activity"),
      (
        "android-lock[as=activity,rearm=onResume,grace=10,graceFrom=unlock,lastActive=everyActivity]",
        "not with graceFrom="
      ),
      ("android-lock[as=view,rearm=onCreate,receiver=screenOn]", "expected receiver=screenOff"),
      ("android-lock[as=view,rearm=onCreate,enabledIn=service]", "expected enabledIn=activity|application"),
    ]
    for (bad, reason) in refusals {
      #expect(throws: AndroidFamilyNameError.self) { try AndroidLockConfiguration(validating: bad) }
      do {
        _ = try AndroidLockConfiguration(validating: bad)
      } catch {
        #expect(error.description.contains(reason), "\(bad): \(error.description)")
      }
    }
  }

  /// The failing case (F27-A07's kind): the lock turned on into a static in the first process; the next process has
  /// none, so the launch shows the app while the user's lock stands.
  @Test func aLockTurnedOnInAStaticIsOffInTheNextProcess() throws {
    let (device, violations) = try replay(
      "android-lock[as=view,rearm=onPause,enabledIn=activity]", swipedAwayAndLaunched)
    #expect(violations[0...3].allSatisfy { $0.isEmpty })
    let bypass = try #require(violations[4].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("enabledIn=activity: the code turns its lock on in a static field"))
    expectEqual(device.processKills, 1)
    #expect(device.strategy.isAppLocked)
  }

  /// The holding neighbour: `Application.onCreate` turns it on in every process; the first process is unaffected.
  @Test func aLockTurnedOnInTheApplicationLocksEveryProcess() throws {
    let (_, violations) = try replay("android-lock[as=view,rearm=onPause,enabledIn=application]", swipedAwayAndLaunched)
    #expect(violations.allSatisfy { $0.isEmpty })
    let (first, firstViolations) = try replay(
      "android-lock[as=view,rearm=onPause,enabledIn=activity]", [.launch, .appCall("unlock"), .pressHome, .returnToApp])
    #expect(firstViolations.allSatisfy { $0.isEmpty })
    #expect(first.strategy.isAppLocked)
  }

  /// The lock screen left up for 30 s, the card swiped away, the app launched again (F27-A09's kind).
  private let killedOnTheLockScreen: [AndroidEvent] = [.launch, .advance(30), .openRecents, .removeTask, .launch]

  /// The failing case: the lock activity's own pause stamped the time, so the new process reads 0 s and starts no lock.
  @Test func theLockActivitysOwnPauseResetsTheTimeout() throws {
    let (device, violations) = try replay(
      "android-lock[as=activity,rearm=onResume,grace=10,lastActive=everyActivity]", killedOnTheLockScreen)
    #expect(violations[0...3].allSatisfy { $0.isEmpty })
    let bypass = try #require(violations[4].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("its lock activity's own included"))
    #expect(bypass.detail.contains("a stamp 0 s old"))
    expectEqual(device.strategy.lockPromiseFact?.hasPrefix("lastActive=everyActivity: "), true)
  }

  /// The holding neighbour: the lock activity ignored, the last stamp is 30 s old and the new process locks; and a new
  /// process within the timeout after the user's unlock shows the app, as the timeout allows.
  @Test func ignoringTheLockActivityKeepsTheTimeout() throws {
    let text = "android-lock[as=activity,rearm=onResume,grace=10,lastActive=notLockActivity]"
    let (device, violations) = try replay(text, killedOnTheLockScreen)
    #expect(violations.allSatisfy { $0.isEmpty })
    #expect(device.strategy.isAppLocked)
    let (unlocked, unlockedViolations) = try replay(text, swipedAwayAndLaunched)
    #expect(unlockedViolations.allSatisfy { $0.isEmpty })
    #expect(!unlocked.strategy.isAppLocked)
  }

  /// `receiver=screenOff` locks at the screen's turning off; a return from Home is not a screen off (F27-A10's kind:
  /// under the user's "immediately", by construction).
  @Test func aScreenOffReceiverLocksAtScreenOffOnly() throws {
    let text = "android-lock[as=view,rearm=onCreate,receiver=screenOff,userSetting=immediately]"
    let (_, held) = try replay(text, [.launch, .appCall("unlock"), .screenOff, .advance(5), .screenOn])
    #expect(held.allSatisfy { $0.isEmpty })
    let (_, withoutReceiver) = try replay(
      "android-lock[as=view,rearm=onCreate,userSetting=immediately]",
      [.launch, .appCall("unlock"), .screenOff, .advance(5), .screenOn])
    expectEqual(withoutReceiver[4].first?.invariant, .lockBypass)
    let (_, home) = try replay(text, [.launch, .appCall("unlock"), .pressHome, .returnToApp])
    let bypass = try #require(home[3].first)
    expectEqual(bypass.invariant, .lockBypass)
    expectEqual(bypass.byConstruction?.contains("userSetting=immediately calls for the lock"), true)
  }

  /// The broadcast reaches a process in the background at once up to API 33; from 34 it waits while the app is cached,
  /// until it leaves the cached state: an app left a minute or more before (the previous app's time is over), or at
  /// once under `previousAppCachedAtOnce`. An app in front at screen off gets it at once on both.
  @Test(arguments: [(33, 0.0, false, true), (34, 0.0, false, true), (34, 60.0, false, false), (34, 0.0, true, false)])
  func theBroadcastWaitsWhileTheAppIsCachedFromAPI34(
    api: Int, away: Double, cachedAtOnce: Bool, deliveredAtOnce: Bool
  ) throws {
    let text = "android-lock[as=view,rearm=onCreate,receiver=screenOff]"
    let away: [AndroidEvent] = away > 0 ? [.advance(away)] : []
    let (device, violations) = try replay(
      text, [.launch, .appCall("unlock"), .pressHome] + away + [.screenOff], api: api, cachedAtOnce: cachedAtOnce)
    #expect(violations.allSatisfy { $0.isEmpty })
    expectEqual(device.strategy.isAppLocked, deliveredAtOnce)
    try device.step(.screenOn)
    _ = try checkedStep(device, .returnToApp)
    #expect(device.strategy.isAppLocked)
    let (inFront, _) = try replay(text, [.launch, .appCall("unlock"), .screenOff], api: api, cachedAtOnce: true)
    #expect(inFront.strategy.isAppLocked)
  }

  /// `holdPostedWork` before `screenOff` is the trace's choice that the broadcast reaches the app late: after the
  /// return's `onResume` at `screenOn`, so the lock activity its receiver starts comes after the content showed
  /// (`lock-bypass`; on time it holds). Before any other next event it goes out as the screen turns off.
  @Test func aLateScreenOffBroadcastStartsTheLockAfterTheResume() throws {
    let text = "android-lock[as=activity,rearm=onCreate,receiver=screenOff]"
    let (onTime, held) = try replay(text, [.launch, .appCall("unlock"), .screenOff, .screenOn])
    #expect(held.allSatisfy { $0.isEmpty })
    #expect(!onTime.lifecycleLog.contains("onReceive(ACTION_SCREEN_OFF), late"))
    let (late, violations) = try replay(text, [.launch, .appCall("unlock"), .holdPostedWork, .screenOff, .screenOn])
    #expect(violations.prefix(4).allSatisfy { $0.isEmpty })
    let bypass = try #require(violations[4].first)
    expectEqual(bypass.invariant, .lockBypass)
    expectEqual(bypass.detail, "screenOn: locked, yet shows activity/balance,activity/iban,activity/cvv")
    expectEqual(
      late.lifecycleLog.suffix(2), ["onTopResumedActivityChanged(true)", "onReceive(ACTION_SCREEN_OFF), late"])
    let (slept, sleptViolations) = try replay(
      text, [.launch, .appCall("unlock"), .holdPostedWork, .screenOff, .advance(5), .screenOn])
    #expect(sleptViolations.allSatisfy { $0.isEmpty })
    #expect(!slept.lifecycleLog.contains("onReceive(ACTION_SCREEN_OFF), late"))
    #expect(!slept.screenOffBroadcastIsLate)
  }

  /// A lock activity started from the receiver: delivered at screen off (the previous app, the default) it is up before
  /// the return; queued while cached (`previousAppCachedAtOnce=true`) it runs only as the app leaves the cached state
  /// at the return, after the content was shown.
  @Test func aQueuedBroadcastStartsTheLockActivityTooLate() throws {
    let text = "android-lock[as=activity,rearm=onCreate,receiver=screenOff]"
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .pressHome, .screenOff, .screenOn, .returnToApp]
    let (_, previous) = try replay(text, events)
    #expect(previous.allSatisfy { $0.isEmpty })
    let (_, cached) = try replay(text, events, cachedAtOnce: true)
    #expect(cached.prefix(5).allSatisfy { $0.isEmpty })
    let bypass = try #require(cached[5].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("locked, yet shows activity/balance"))
  }
}
