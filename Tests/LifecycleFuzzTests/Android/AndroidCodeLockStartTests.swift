import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// The script's own start of a lock activity that the window manager gives to the instance already on top (a
/// `singleTop` activity: `onNewIntent`, no new instance) resolves there; left pending, it bound the next instance, one
/// the user opened after turning the lock off, as the code's lock (s41: a false `cannot-disable`).
@Suite("Android: the script's start of a singleTop lock activity on top resolves at onNewIntent (s41)")
@MainActor
struct AndroidCodeLockStartTests {
  /// A lock activity started from the launcher activity's creation while the user's setting is on, whose own `onStart`
  /// starts it again while locked (bringing the lock to the front): on top and `singleTop`, it gets `onNewIntent`.
  static let script = """
    screens: main(sensitive), lockscreen(activity, singleTop, leadsTo=none)
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock
    on appCall(enableLock): store(lockOn)
    on appCall(disableLock): unstore(lockOn)
    on onCreate(activity=main) if stored(lockOn) and not(locked): set(locked); startActivity(lockscreen)
    on onStart(activity=lockscreen) if locked: startActivity(lockscreen)
    on appCall(unlock): clear(locked); finish
    """

  func outcome(_ text: String, _ events: [AndroidEvent]) throws -> String {
    try androidScriptOutcome(text, events, profile: AndroidProfile(apiLevel: 34))
  }

  /// The lock is started, brought up again (`onNewIntent`), unlocked and finished; the user turns it off and opens the
  /// lock activity: no code of the app's locked again.
  @Test("a lock activity the user opens after the off holds once the code's start reached the one on top")
  func startResolvedAtNewIntent() throws {
    let events: [AndroidEvent] = [
      .launch, .appCall("enableLock"), .rotate, .pressHome, .returnToApp, .appCall("unlock"), .appCall("disableLock"),
      .navigate("lockscreen"),
    ]
    try expectEqual(outcome(Self.script, events), "holds")
    // The control: the app's code that locks again after the off is judged, the instance its start made and the
    // start its onStart resolved at onNewIntent alike.
    let relocks = Self.script.replacingOccurrences(
      of: "on appCall(unlock)", with: "on appCall(relock): set(locked); startActivity(lockscreen)\non appCall(unlock)")
    try expectEqual(
      outcome(
        relocks,
        [.launch, .appCall("enableLock"), .rotate, .appCall("unlock"), .appCall("disableLock"), .appCall("relock")]
      ),
      "cannot-disable at 5: appCall(relock): after the user turned the lock off (appCall(disableLock)), and the "
        + "app's code locked again: lock: locked set, its lock screen in a shown window")
  }
}
