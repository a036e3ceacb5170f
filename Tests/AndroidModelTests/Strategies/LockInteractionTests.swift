import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The user's interaction inside one screen (`appCall(userInteraction)`: typing in a note, with no control of the
/// lock's), which `Activity.onUserInteraction` hears like any touch or key dispatched to the activity, and which an
/// idle timer counts from (`idleFrom=interaction`) or not (`idleFrom=unlock`).
@Suite struct LockInteractionTests {

  /// Unlocked, then typing at 20 s and 40 s, then 25 s more: 65 s after the unlock, 25 s after the last touch.
  private let typing: [AndroidEvent] = [
    .launch, .appCall("unlock"), .advance(20), .appCall(AndroidAppLock.interactionCall), .advance(20),
    .appCall(AndroidAppLock.interactionCall), .advance(25),
  ]

  @Test func onlyAnIdleLockOffersTheInteraction() throws {
    try expectEqual(lock("android-lock[as=view,rearm=onPause,idle=60]").appCalls, ["unlock", "userInteraction"])
    try expectEqual(lock("android-lock[as=view,rearm=onPause]").appCalls, ["unlock"])
  }

  /// The failing case: a timer posted at the unlock only locks 60 s after it, while the user typed 20 s before.
  @Test func aTimerFromTheUnlockLocksWhileTheUserTypes() throws {
    let (device, violations) = run(
      phone(35), try lock("android-lock[as=view,rearm=onPause,idle=60,idleFrom=unlock]"), typing)
    #expect(violations[0...5].allSatisfy { $0.isEmpty })
    let needless = try #require(violations[6].first)
    expectEqual(needless.invariant, .needlessLock)
    #expect(device.strategy.isAppLocked)
  }

  /// The holding neighbour: the timer posted again at each interaction has not run.
  @Test func aTimerFromTheLastInteractionWaits() throws {
    let (device, violations) = run(phone(35), try lock("android-lock[as=view,rearm=onPause,idle=60]"), typing)
    #expect(violations.allSatisfy { $0.isEmpty })
    #expect(!device.strategy.isAppLocked)
  }
}
