import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A handler's starts stack in call order (s41; before, only the first went through, and a lock activity started
/// second was dropped: a false `lock-bypass`), and a start of a lock activity the platform drops is pending no more.
@Suite("Android: a handler's starts stack in call order; a dropped lock start is not pending (s41)")
@MainActor
struct AndroidStackedStartsTests {
  func outcome(_ text: String, _ events: [AndroidEvent]) throws -> String {
    try androidScriptOutcome(text, events, profile: AndroidProfile(apiLevel: 34))
  }

  /// The card and then the lock activity in one handler: the lock is on top (corpus/android/s41-two-starts-lock-on-top-holds.trace).
  static let cardThenLock = """
    screens: main, card(sensitive, activity), lockscreen(activity, leadsTo=none)
    lock: locked
    on appCall(openCard): set(locked); startActivity(card); startActivity(lockscreen)
    on appCall(unlock): clear(locked); finish
    """

  @Test("a lock activity started second in one handler is on top: holds")
  func lockStartedSecondIsOnTop() throws {
    try expectEqual(outcome(Self.cardThenLock, [.launch, .appCall("openCard"), .appCall("unlock"), .back]), "holds")
    // The control: the lock started first, under the card, leaves the card in sight while locked.
    let lockFirst = Self.cardThenLock.replacingOccurrences(
      of: "startActivity(card); startActivity(lockscreen)", with: "startActivity(lockscreen); startActivity(card)")
    try expectEqual(
      outcome(lockFirst, [.launch, .appCall("openCard")]),
      "lock-bypass at 1: appCall(openCard): locked, yet shows card/cardText")
  }

  /// A lock activity the script starts from `onPause` (the caller no longer resumed when the start runs: the platform
  /// drops it), then the user turns the lock off and opens the lock activity: no code of the app's locked again.
  static let dropped = """
    screens: main, lockscreen(activity, leadsTo=none)
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock
    on appCall(enableLock): store(lockOn)
    on appCall(disableLock): unstore(lockOn)
    on onPause(activity=main) if stored(lockOn): set(locked); startActivity(lockscreen)
    on appCall(unlock): clear(locked)
    """

  @Test("a dropped start of a lock activity does not bind the one the user opens after the off")
  func droppedLockStartIsNotPending() throws {
    let events: [AndroidEvent] = [
      .launch, .appCall("enableLock"), .pressHome, .returnToApp, .appCall("unlock"), .appCall("disableLock"),
      .navigate("lockscreen"),
    ]
    try expectEqual(outcome(Self.dropped, events), "holds")
  }
}
