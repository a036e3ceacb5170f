import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The Android lock family's own timers (`idle=`, `idleFrom=`, `graceFrom=`, `clock=`): an idle lock posted with
/// `Handler.postDelayed` and restarted in `onUserInteraction`, a grace stored at a chosen callback on a chosen clock.
/// `needless-lock` judges an ask before the promised interval, `lock-bypass` a lock missing after it; deep sleep with
/// the screen off (`uptimeMillis` stands still) is the platform's part.
@Suite struct LockTimerTests {
  /// The details of the violations after `events` with the lock `name` (in the app its descriptor names).
  func details(_ name: String, _ events: [AndroidEvent], deepSleep: Bool = true) throws -> [String] {
    let descriptor = try #require(AndroidStrategyCatalog.descriptor(named: name))
    var profile = phone(34)
    profile.flags.screenOffDeepSleeps = deepSleep
    let result = run(profile, descriptor.make(), events, app: descriptor.app)
    return result.violations.flatMap { $0.map { "\($0.invariant.rawValue): \($0.detail)" } }
  }

  @Test func theTimerPartsPrintCanonicallyAndAreRefusedWhereTheyChangeNothing() throws {
    let name = "android-lock[as=view,rearm=onStart,grace=30,graceFrom=unlock,clock=uptime,idle=60,idleFrom=unlock]"
    let c = try #require(AndroidLockConfiguration(parsing: name))
    expectEqual(c.description, name)
    expectEqual(c.timerPromise, AndroidLockTimerPromise(idle: 60, away: 30))
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onStart,grace=30]")?.timerPromise == nil)
    for (bad, reason) in [
      ("android-lock[as=view,rearm=onStart,clock=uptime]", "'clock=uptime': only with a grace (grace=N)"),
      ("android-lock[as=view,rearm=onStart,idleFrom=unlock]", "'idleFrom=unlock': only with an idle timer (idle=N)"),
      ("android-lock[as=prompt,rearm=onStart,idle=60]", "'idle=60': only with as=view|dialog|route|jsView"),
    ] {
      #expect(throws: AndroidFamilyNameError(text: bad, reason: reason)) {
        try AndroidLockConfiguration(validating: bad)
      }
    }
  }

  @Test func anIdleTimerOnUptimeHasNotRunAfterALongScreenOff() throws {
    let events: [AndroidEvent] = [
      .launch, .appCall("unlock"), .navigate("phrase"), .advance(10), .screenOff, .advance(120), .screenOn,
    ]
    try expectEqual(
      details("android-lock[as=view,rearm=onCreate,idle=60]", events),
      [
        "lock-bypass: screenOn: locked, yet shows activity/phraseText (platform: the app's idle timer "
          + "(Handler.postDelayed, 60.0 s) counts SystemClock.uptimeMillis, which stood still for 120.0 s of deep "
          + "sleep (screenOffDeepSleeps), so it has not run)"
      ])
    try expectEqual(details("android-lock[as=view,rearm=onCreate,idle=60]", events, deepSleep: false), [])
  }

  @Test func aGraceOnUptimeDoesNotCountTheScreenOffTime() throws {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .screenOff, .advance(60), .screenOn]
    let uptime = try details("android-lock[as=view,rearm=onStart,grace=30,clock=uptime]", events)
    expectEqual(uptime.count, 1)
    expectEqual(
      uptime.first?.hasSuffix(
        "(platform: the grace is read on SystemClock.uptimeMillis (clock=uptime), which stood still for 60.0 s of "
          + "deep sleep (screenOffDeepSleeps), so the return does not lock)"), true)
    try expectEqual(details("android-lock[as=view,rearm=onStart,grace=30,clock=elapsed]", events), [])
  }

  @Test func anIdleTimerPostedOnlyAtTheUnlockAsksWhileTheUserUsesTheApp() throws {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .advance(40), .navigate("phrase"), .advance(30)]
    try expectEqual(
      details("android-lock[as=view,rearm=onCreate,idle=60,idleFrom=unlock]", events),
      [
        "needless-lock: advance(30): the app's lock stood again at t=60 s, 20 s after the user's last "
          + "interaction or unlock, before the interval it promises (60 s without interaction) had passed (events "
          + "since the unlock at t=0 s: advance(40), navigate(phrase), advance(30))"
      ])
    try expectEqual(details("android-lock[as=view,rearm=onCreate,idle=60]", events + [.advance(40)]), [])
  }

  @Test func aGraceFromOnPauseAsksAfterADialogThemedActivity() throws {
    let events: [AndroidEvent] = [
      .launch, .appCall("unlock"), .startOtherActivity(.dialog), .advance(40), .finishOtherActivity,
    ]
    let onPause = try details("android-lock[as=view,rearm=onResume,grace=30,graceFrom=onPause]", events)
    expectEqual(onPause.count, 1)
    expectEqual(
      onPause.first?.hasPrefix("needless-lock: finishOtherActivity: the app's lock stood again at t=40 s"), true)
    try expectEqual(details("android-lock[as=view,rearm=onResume,grace=30,graceFrom=onStop]", events), [])
  }
}

/// The lock timeout the user chose (`userSetting=`) as the promise, apart from the code's rearm hook and grace:
/// `lock-bypass` when the code does not ask where the setting says locked, `needless-lock` when it asks where the
/// setting does not; the screen turning off locks the phone, a killed process is a restart.
@Suite struct LockUserSettingTests {
  /// The violations' details after `events` with the lock `name`, a new strategy instance for each new process (as
  /// the engine's session makes one).
  func details(_ name: String, _ events: [AndroidEvent], profile: AndroidProfile = phone(34)) throws -> [String] {
    let descriptor = try #require(AndroidStrategyCatalog.descriptor(named: name))
    let device = AndroidDevice(
      profile: profile, strategy: descriptor.make(), app: descriptor.app, makeStrategy: descriptor.make)
    var found: [String] = []
    for event in events {
      found += try checkedStep(device, event).map { "\($0.invariant.rawValue): \($0.detail)" }
    }
    return found
  }

  func invariants(_ name: String, _ events: [AndroidEvent]) throws -> [String] {
    try details(name, events).map { String($0.prefix { $0 != ":" }) }
  }

  @Test func theSettingParsesPrintsAndIsThePromise() throws {
    let name = "android-lock[as=view,rearm=onResume,grace=300,userSetting=after60]"
    let c = try #require(AndroidLockConfiguration(parsing: name))
    expectEqual(c.description, name)
    expectEqual(c.timerPromise?.setting, .after(60))
    expectEqual(c.timerPromise?.away, 60)
    #expect(AndroidLockSetting("after0") == nil && AndroidLockSetting("onScreenLock") == .onScreenLock)
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=view,rearm=onStop,userSetting=sometimes]")
    }
  }

  @Test func theUsersSettingJudgesTheCodesAsks() throws {
    let home: [AndroidEvent] = [.launch, .appCall("unlock"), .pressHome, .advance(10), .returnToApp]
    let off: [AndroidEvent] = [.launch, .appCall("unlock"), .screenOff, .advance(10), .screenOn]
    let bypass = try details("android-lock[as=view,rearm=onResume,grace=300,userSetting=immediately]", home)
    expectEqual(bypass.count, 1)
    expectEqual(bypass.first?.hasPrefix("lock-bypass: returnToApp: locked, yet shows"), true)
    try expectEqual(invariants("android-lock[as=view,rearm=onResume,userSetting=immediately]", home), [])
    try expectEqual(
      invariants("android-lock[as=view,rearm=onResume,grace=300,userSetting=onScreenLock]", off), ["lock-bypass"])
    try expectEqual(invariants("android-lock[as=view,rearm=onStop,userSetting=onScreenLock]", home), ["needless-lock"])
    try expectEqual(invariants("android-lock[as=view,rearm=onStop,userSetting=onScreenLock]", off), [])
    // The card of an app the user chose not to lock until the phone locks is not the code's lock's to promise.
    let recents: [AndroidEvent] = [.launch, .appCall("unlock"), .openRecents]
    try expectEqual(invariants("android-lock[as=view,rearm=onStop,userSetting=onScreenLock]", recents), [])
    try expectEqual(invariants("android-lock[as=view,rearm=onStop]", recents), ["lock-bypass"])
    try expectEqual(invariants("android-lock[as=view,rearm=onStop,userSetting=never]", off), ["needless-lock"])
    try expectEqual(invariants("android-lock[as=view,rearm=onStop,userSetting=onRestart]", home), ["needless-lock"])
    try expectEqual(
      invariants(
        "android-lock[as=view,rearm=onStop,userSetting=onRestart]",
        [.launch, .appCall("unlock"), .pressHome, .processDeath, .returnToApp]), [])
    try expectEqual(invariants("android-lock[as=view,rearm=onResume,grace=30,userSetting=after30]", home), [])
  }

  /// The card swiped away in Recents: valid only there, the task and process gone with no callback by default, so a
  /// "lock on app close" stored in `onDestroy` never runs.
  @Test func aTaskRemovedFromRecentsGetsNoOnDestroyByDefault() throws {
    let name = "android-lock[as=view,rearm=onCreate,closeLock=onDestroy,userSetting=onRestart]"
    let descriptor = try #require(AndroidStrategyCatalog.descriptor(named: name))
    #expect(descriptor.name == name && descriptor.eventWeights == ["removeTask": 1])
    let device = AndroidDevice(
      profile: phone(34), strategy: descriptor.make(), app: descriptor.app, makeStrategy: descriptor.make)
    try device.step(.launch)
    expectEqual(device.refusal(for: .removeTask)?.contains("openRecents"), true)
    try device.step(.openRecents)
    try device.step(.removeTask)
    #expect(!device.hasTask && device.processKills == 1)
    #expect(!device.lifecycleLog.contains("onDestroy"))
    let swiped: [AndroidEvent] = [.launch, .appCall("unlock"), .openRecents, .removeTask, .launch]
    let bypass = try details(name, swiped)
    expectEqual(bypass.count, 1)
    expectEqual(bypass.first?.contains("removedTaskGetsOnDestroy"), true)
    var flagged = phone(34)
    flagged.flags.removedTaskGetsOnDestroy = true
    try expectEqual(details(name, swiped, profile: flagged), [])
    try expectEqual(invariants("android-lock[as=view,rearm=onCreate,userSetting=onRestart]", swiped), [])
  }

  /// `settings=live|launch`: the user changes the timeout in the app (`appCall(lockOff|lockOn|lockAfterN)`); the code
  /// decides with the stored choice or with the copy it read at the process's start.
  @Test func aSettingChangedAtRunTimeIsThePromise() throws {
    let off: [AndroidEvent] = [.launch, .appCall("unlock"), .appCall("lockOff"), .pressHome, .returnToApp]
    try expectEqual(
      invariants("android-lock[as=view,rearm=onResume,userSetting=immediately,settings=launch]", off),
      [
        "needless-lock"
      ])
    try expectEqual(invariants("android-lock[as=view,rearm=onResume,userSetting=immediately,settings=live]", off), [])
    let shorter: [AndroidEvent] = [
      .launch, .appCall("unlock"), .appCall("lockAfter0"), .pressHome, .advance(10), .returnToApp,
    ]
    let launch = try details("android-lock[as=view,rearm=onResume,userSetting=after300,settings=launch]", shorter)
    #expect(launch.count == 1 && launch.first?.hasPrefix("lock-bypass: returnToApp") == true)
    try expectEqual(invariants("android-lock[as=view,rearm=onResume,userSetting=after300,settings=live]", shorter), [])
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(
        validating: "android-lock[as=view,rearm=onStop,userSetting=immediately,settings=live]")
    }
  }
}
