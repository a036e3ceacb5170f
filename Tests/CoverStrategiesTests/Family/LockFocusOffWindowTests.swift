import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `focus-lost` and a lock that takes the app's screen off the window (`as=root`, `as=push`): the user's tap for the
/// app's field while the lock stands reaches the lock, so the field a device without the strategy focused was never
/// focused here. A field the user focused before the lock came is still judged: the swap resigns it for good.
@Suite("Lock family: focus under a root or pushed lock")
struct LockFocusOffWindowTests {
  static func name(_ placement: String) -> String {
    "lock[shield=resign,when=foreground,as=\(placement),release=field,rearm=background]"
  }

  @Test(
    "a tap for the app's field under a root or pushed lock focuses nothing there: keyboardShow refused, a touch no loss"
  )
  func tapUnderTheLock() throws {
    let events: [SystemEvent] = [.launch, .keyboardShow, .enterPasscode]
    // The field is off the window: no tap reaches it, so keyboardShow is refused (session 39; before it was a tap
    // that reached the lock, and before that focus-lost at 2).
    for placement in ["root", "push"] {
      #expect(
        try LockFamilyBehaviourTests.outcome(Self.name(placement), events).hasPrefix(
          "invalid at 1: no field of the app's is where a tap reaches it"))
    }
    // A touch where the field would be reaches the lock alike (the default run's finding until 2026-12-04).
    let touch: [SystemEvent] = [.launch, .touch(scene: nil, x: 0.5, y: 0.7), .enterPasscode]
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.name("root"), touch), "holds")
  }

  @Test("a field focused before the lock came is resigned by the swap and not given back: focus-lost")
  func fieldFocusedBeforeTheLock() throws {
    let events: [SystemEvent] = [
      .launch, .enterPasscode, .keyboardShow, .goHome, .advance(1), .returnToApp, .enterPasscode,
    ]
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.name("root"), events),
      "focus-lost at 6: scene A has first responder none instead of note-field")
  }
}
