import AndroidModel
import AndroidStrategies
import LifecycleFuzz
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
    #expect(c.description == name)
    #expect(c.timerPromise == AndroidLockTimerPromise(idle: 60, away: 30))
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
    #expect(
      try details("android-lock[as=view,rearm=onCreate,idle=60]", events) == [
        "lock-bypass: screenOn: locked, yet shows activity/phraseText (platform: the app's idle timer "
          + "(Handler.postDelayed, 60.0 s) counts SystemClock.uptimeMillis, which stood still for 120.0 s of deep "
          + "sleep (screenOffDeepSleeps), so it has not run)"
      ])
    #expect(try details("android-lock[as=view,rearm=onCreate,idle=60]", events, deepSleep: false) == [])
  }

  @Test func aGraceOnUptimeDoesNotCountTheScreenOffTime() throws {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .screenOff, .advance(60), .screenOn]
    let uptime = try details("android-lock[as=view,rearm=onStart,grace=30,clock=uptime]", events)
    #expect(uptime.count == 1)
    #expect(
      uptime.first?.hasSuffix(
        "(platform: the grace is read on SystemClock.uptimeMillis (clock=uptime), which stood still for 60.0 s of "
          + "deep sleep (screenOffDeepSleeps), so the return does not lock)") == true)
    #expect(try details("android-lock[as=view,rearm=onStart,grace=30,clock=elapsed]", events) == [])
  }

  @Test func anIdleTimerPostedOnlyAtTheUnlockAsksWhileTheUserUsesTheApp() throws {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .advance(40), .navigate("phrase"), .advance(30)]
    #expect(
      try details("android-lock[as=view,rearm=onCreate,idle=60,idleFrom=unlock]", events) == [
        "needless-lock: advance(30.0): the app's lock stood again at t=60.0 s, 20.0 s after the user's last "
          + "interaction or unlock, before the interval it promises (60 s without interaction) had passed (events "
          + "since the unlock at t=0.0 s: advance(40.0), navigate(phrase), advance(30.0))"
      ])
    #expect(try details("android-lock[as=view,rearm=onCreate,idle=60]", events + [.advance(40)]) == [])
  }

  @Test func aGraceFromOnPauseAsksAfterADialogThemedActivity() throws {
    let events: [AndroidEvent] = [
      .launch, .appCall("unlock"), .startOtherActivity(.dialog), .advance(40), .finishOtherActivity,
    ]
    let onPause = try details("android-lock[as=view,rearm=onResume,grace=30,graceFrom=onPause]", events)
    #expect(onPause.count == 1)
    #expect(
      onPause.first?.hasPrefix("needless-lock: finishOtherActivity: the app's lock stood again at t=40.0 s") == true)
    #expect(try details("android-lock[as=view,rearm=onResume,grace=30,graceFrom=onStop]", events) == [])
  }
}
