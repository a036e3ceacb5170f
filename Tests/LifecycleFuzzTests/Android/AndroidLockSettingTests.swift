import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// Android's `lockSetting:` (iOS's word, one reading and one judgement, `AppLogicLockSetting`): the user's lock switch
/// kept in `SharedPreferences`, turned on and off by the user's app calls; the lock is owed from each launch while it
/// is on, and a lock that comes back after the user turned it off is `cannot-disable` (a new user's bank app, s37).
@Suite("Android app-logic scripts: lockSetting:")
@MainActor
struct AndroidLockSettingTests {
  /// The new user's bank app: the off handler only notes the request, so the stored switch stays on.
  static func bank(off: String) -> String {
    """
    claims: recents,screenshots
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock
    on appCall(enableLock): store(lockOn)
    on appCall(disableLock): \(off)
    on onCreate: addFlags(secure, window=all)
    on onCreate if stored(lockOn): set(locked); addView(lock, clickable)
    on onStop if stored(lockOn): set(locked); addView(lock, clickable)
    on onResume if locked and not(isPrompting): authenticate(androidx)
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    """
  }

  func outcome(_ text: String, _ events: [AndroidEvent]) throws -> String { try androidScriptOutcome(text, events) }

  @Test("explore lists every app call the user can make, so the lock setting's off call is explored (s38 new user)")
  func exploreReachesTheOffCall() throws {
    let descriptor = try AndroidStrategyCatalog.descriptor(
      forAppLogic: try AppLogicScript(parsing: Self.bank(off: "set(offRequested)")))
    let runner = TraceRunner<AndroidPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
    let found = (Explorer(runner: runner).explore(depth: 4).allCounterexamples[.cannotDisable] ?? []).map(\.events)
    #expect(found.contains([.launch, .appCall("enableLock"), .appCall("disableLock"), .pressHome]))
  }

  @Test("a lock that comes back after the user turned it off is cannot-disable; an off handler that unstores holds")
  func lockBackAfterOff() throws {
    let events: [AndroidEvent] = [.launch, .appCall("enableLock"), .appCall("disableLock"), .pressHome]
    try expectEqual(
      outcome(Self.bank(off: "set(offRequested)"), events),
      "cannot-disable at 3: pressHome: after the user turned the lock off (appCall(disableLock)), and the app's "
        + "code locked again: lock: locked set")
    try expectEqual(outcome(Self.bank(off: "unstore(lockOn)"), events + [.returnToApp]), "holds")
    // Turned on again, the lock is owed and judged as before: no cannot-disable.
    try expectEqual(
      outcome(Self.bank(off: "set(offRequested)"), Array(events.dropLast()) + [.appCall("enableLock"), .pressHome]),
      "holds")
  }

  @Test("an off while the app's code holds the lock turns nothing off")
  func offWhileLocked() throws {
    // Behind a plain lock view the settings switch takes the tap through the lock (lock-bypass), and the off turns
    // nothing off: passed and left, the lock comes back as owed.
    let plain = Self.bank(off: "set(offRequested)").replacingOccurrences(of: ", clickable)", with: ")")
      .replacingOccurrences(of: "on onResume if locked and not(isPrompting): authenticate(androidx)\n", with: "")
      .replacingOccurrences(of: "on onAuthenticationSucceeded:", with: "on appCall(unlock):")
    let events: [AndroidEvent] = [.launch, .appCall("enableLock"), .pressHome, .returnToApp, .appCall("disableLock")]
    #expect(
      try outcome(plain, events).hasPrefix(
        "lock-bypass at 4: appCall(disableLock): locked, yet the user's tap reached disableLock on main"))
    try expectEqual(
      outcome(plain, [.launch, .appCall("enableLock"), .appCall("disableLock"), .appCall("unlock")]), "holds")
  }

  /// The lock setting's switch is a control of the app's settings screen (touch dispatch, as `appCall(NAME,
  /// screen=SCREEN)`): under a clickable lock view, the biometric prompt or on the lock's own screen the user cannot
  /// reach it, so the step is refused (the breaker's L3, s38: the off ran under a clickable lock and its handler
  /// unstored the setting).
  @Test("the settings switch cannot be reached while the lock fills the screen")
  func switchBehindTheLock() throws {
    let clickable = Self.bank(off: "unstore(lockOn)")
      .replacingOccurrences(of: "on onResume if locked and not(isPrompting): authenticate(androidx)\n", with: "")
    let locked: [AndroidEvent] = [.launch, .appCall("enableLock"), .pressHome, .returnToApp, .appCall("disableLock")]
    try expectEqual(
      outcome(clickable, locked),
      "invalid at 4: the call is the user's switch on the app's settings screen, and a clickable view the app "
        + "added fills main above it and takes the touch (View.onTouchEvent consumes a touch on a clickable view)")
    #expect(
      try outcome(Self.bank(off: "unstore(lockOn)"), locked).hasPrefix("invalid at 4: the call is the user's switch"))
    let activityLock = """
      lock: locked
      lockSetting: lockOn, on=enableLock, off=disableLock
      screens: main(sensitive), pin(neutral, activity, leadsTo=none)
      on appCall(enableLock): store(lockOn)
      on appCall(disableLock): unstore(lockOn)
      on onCreate(activity=main) if stored(lockOn): set(locked); startActivity(pin)
      on appCall(pinOk, screen=pin): clear(locked); finish
      """
    try expectEqual(
      outcome(
        activityLock, [.launch, .appCall("enableLock"), .pressHome, .forceStop, .launch, .appCall("disableLock")]),
      "invalid at 5: the call is the user's switch on the app's settings screen, and the screen shown is the "
        + "lock's own pin: the settings are behind the lock")
  }

  /// Every lock kind is judged alike once the user turned the lock off: a lock activity coming back is `cannot-disable`
  /// as a lock view or dialog is (the breaker's L4b, s38, held: a lock activity was no lock screen of the script's).
  @Test("a lock activity that comes back after the user's off is cannot-disable")
  func lockActivityBackAfterOff() throws {
    let pin = """
      lock: locked
      lockSetting: lockOn, on=enableLock, off=disableLock
      screens: main(sensitive), pin(neutral, activity, leadsTo=none)
      on appCall(enableLock): store(lockOn)
      on appCall(disableLock): unstore(lockOn)
      on onCreate(activity=main) if stored(lockOn): set(locked); startActivity(pin)
      on onStop(activity=main): set(away)
      on onResume(activity=main) if away: clear(away); startActivity(pin)
      on appCall(pinOk, screen=pin): clear(locked); finish
      """
    try expectEqual(
      outcome(pin, [.launch, .appCall("disableLock"), .pressHome, .returnToApp]),
      "cannot-disable at 3: returnToApp: after the user turned the lock off (appCall(disableLock)), and the app's "
        + "code locked again: its lock screen in a shown window")
    // The control: the app checks the setting before it starts the lock activity.
    let guarded = pin.replacingOccurrences(of: "if away: clear(away)", with: "if away and stored(lockOn): clear(away)")
    try expectEqual(outcome(guarded, [.launch, .appCall("disableLock"), .pressHome, .returnToApp]), "holds")
  }

  @Test("the lock is owed from each launch while the user's setting is on: an app that forgets it is lock-bypass")
  func owedAtLaunch() throws {
    // The app locks only as it stops: a new process opens unlocked though the user turned the lock on.
    let forgets = """
      lock: locked
      lockSetting: lockOn, on=enableLock, off=disableLock
      on appCall(enableLock): store(lockOn)
      on appCall(disableLock): unstore(lockOn)
      on onStop if stored(lockOn) and locked: addView(lock, clickable)
      on appCall(lockNow): set(locked)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """
    let events: [AndroidEvent] = [.launch, .appCall("enableLock"), .pressHome, .forceStop, .launch]
    let result = try outcome(forgets, events)
    #expect(result.hasPrefix("lock-bypass at 4: launch: locked, yet shows "))
    // Without the setting the same app promises nothing at the launch.
    let plain = forgets.replacingOccurrences(of: "lockSetting: lockOn, on=enableLock, off=disableLock\n", with: "")
    try expectEqual(outcome(plain, events), "holds")
  }

  /// `at=leave`: the screen turning off with the app in front is a leave, the one apps observe (the activity's `onStop`
  /// as the device sleeps, `ProcessLifecycleOwner`'s `ON_STOP`), though the platform delivers no `onUserLeaveHint`
  /// there: a lock keyed to that hint alone comes back unlocked after the screen-off (s43; before, it held).
  @Test("at=leave: a screen-off is a leave; a lock that re-arms only in onUserLeaveHint misses it")
  func screenOffIsALeave() throws {
    let hint = """
      lock: locked
      lockSetting: lockOn, on=enableLock, at=leave
      on appCall(enableLock): store(lockOn)
      on onUserLeaveHint if stored(lockOn): set(locked); addView(lock, clickable)
      on onCreate if stored(lockOn): set(locked); addView(lock, clickable)
      on onResume if locked and not(isPrompting): authenticate(androidx)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """
    let off: [AndroidEvent] = [.launch, .appCall("enableLock"), .screenOff, .screenOn]
    #expect(try outcome(hint, off).hasPrefix("lock-bypass at 3: screenOn: locked, yet shows "))
    // Home is a leave the hint reports: the same app holds.
    try expectEqual(outcome(hint, [.launch, .appCall("enableLock"), .pressHome, .returnToApp]), "holds")
    // An app that locks in onStop locks at the screen-off too.
    let stop = hint.replacingOccurrences(of: "on onUserLeaveHint if", with: "on onStop if")
    try expectEqual(outcome(stop, off), "holds")
    // Without at=leave only a launch owes the lock.
    let launchOnly = hint.replacingOccurrences(of: ", at=leave", with: "")
    try expectEqual(outcome(launchOnly, off), "holds")
  }

  @Test("the word is read as on iOS: needs lock:, a stored value a handler writes")
  func refused() throws {
    for (text, message) in [
      (
        "lockSetting: lockOn, on=a\non appCall(a): store(lockOn)\n",
        "lockSetting: needs lock: (the variable the app's lock sets)"
      ),
      (
        "lock: locked\nlockSetting: other, on=a\non appCall(a): store(lockOn); set(locked)\n",
        "lockSetting: 'other' is a value no handler stores (store)"
      ),
      ("lock: locked\nlockSetting: lockOn\non appCall(a): store(lockOn); set(locked)\n", AppLogicLockSetting.form),
    ] {
      do {
        _ = try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text))
        Issue.record("accepted: \(text)")
      } catch {
        expectEqual(error.message, message)
      }
    }
  }
}

/// `lockSetting:`'s `after=SECONDS` on Android: owed at a return (`onStart`) after that long away, and for the Recents
/// card once the time passed; a quicker return owes nothing (iOS's reading, `AppLogicLockSetting`).
extension AndroidLockSettingTests {
  /// A lock at launch and at a return after a minute away, as the app's code stamps and measures it.
  static func timedLock(measures seconds: Int) -> String {
    """
    claims: none
    lock: locked
    lockSetting: lockOn, on=enableLock, at=leave, after=60, initial=on
    on appCall(enableLock): store(lockOn)
    on onCreate: set(locked); addView(lock, clickable)
    on onStop: stamp(left)
    on onStart if elapsed(left, \(seconds)) and not(locked): set(locked); addView(lock, clickable)
    on appCall(unlock): removeView(lock); clear(locked)
    """
  }

  @Test("after=: a quick return owes nothing; a late one owes the lock the code shows; a longer measure is lock-bypass")
  func timedReturn() throws {
    let unlocked: [AndroidEvent] = [.launch, .appCall("unlock")]
    try expectEqual(
      outcome(Self.timedLock(measures: 60), unlocked + [.pressHome, .advance(10), .returnToApp]), "holds")
    try expectEqual(
      outcome(Self.timedLock(measures: 60), unlocked + [.pressHome, .advance(90), .returnToApp]), "holds")
    #expect(
      try outcome(Self.timedLock(measures: 300), unlocked + [.pressHome, .advance(90), .returnToApp])
        .hasPrefix("lock-bypass at 4: returnToApp"))
    // The Recents card after the time shows the unlocked app while the lock is owed.
    #expect(
      try outcome(Self.timedLock(measures: 60), unlocked + [.pressHome, .advance(90), .openRecents])
        .hasPrefix("lock-bypass at 4: openRecents"))
    try expectEqual(
      outcome(Self.timedLock(measures: 60), unlocked + [.pressHome, .advance(10), .openRecents]), "holds")
  }

  @Test("after=: the app's code measuring a shorter time than it promised asks after a quicker return: needless-lock")
  func codeSoonerThanThePromise() throws {
    let unlocked: [AndroidEvent] = [.launch, .appCall("unlock")]
    #expect(
      try outcome(Self.timedLock(measures: 30), unlocked + [.pressHome, .advance(45), .returnToApp])
        .hasPrefix("needless-lock at 4: returnToApp"))
    try expectEqual(
      outcome(Self.timedLock(measures: 30), unlocked + [.pressHome, .advance(61), .returnToApp]), "holds")
    try expectEqual(
      outcome(Self.timedLock(measures: 30), unlocked + [.pressHome, .advance(10), .returnToApp]), "holds")
  }

  /// A new user's (forty-seventh session): the lock a new process shows (its `onCreate`) after a process death on a
  /// quick trip out was judged asked before the minute it promises.
  @Test("after=: a new process owes the lock whatever the time away: the lock its onCreate shows is no needless-lock")
  func processDeathOwesTheLock() throws {
    let unlocked: [AndroidEvent] = [.launch, .appCall("unlock")]
    try expectEqual(
      outcome(Self.timedLock(measures: 60), unlocked + [.pressHome, .advance(10), .processDeath, .returnToApp]),
      "holds")
    // Without the death the same quick return still may not ask: the code below asks at every onStart.
    let everyStart = Self.timedLock(measures: 60).replacingOccurrences(
      of: "on onStart if elapsed(left, 60) and not(locked)", with: "on onStart if not(locked)")
    #expect(
      try outcome(everyStart, unlocked + [.pressHome, .advance(10), .returnToApp]).hasPrefix(
        "needless-lock at 4: returnToApp"))
  }

  @Test("after=: the setting's time away joins the generator's waits beside the code's own")
  func afterIsAWait() throws {
    try expectEqual(AndroidAppLogic(AppLogicScript(parsing: Self.timedLock(measures: 600))).waitsOfInterest, [60, 600])
  }
}
