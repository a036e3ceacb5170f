import AndroidModel
import AndroidStrategies
import AppLogic
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// An Android script's `postDelayed(ACTION, MILLIS)`: work the app answers later than a `post` (a LiveData or network
/// reply), due after the frames the start or return draws, as `Handler.postDelayed` queues it.
@Suite struct AppLogicPostDelayedTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  private let events: [AndroidEvent] = [
    .launch, .advance(2), .biometricMatch, .advance(2), .pressHome, .advance(1), .returnToApp, .advance(2),
  ]

  /// A lock the app shows only when a later answer comes: at the start and at each return the app is in front,
  /// locked, and draws its content until the answer (`lock-bypass` at the launch and at the return); the same lock
  /// added in `onStart` itself, its prompt posted, holds.
  @Test func aLockAnsweredLaterLeavesTheContentInSight() throws {
    let later = """
      lock: locked
      on onStart: set(locked); postDelayed(addView(lock), 300); postDelayed(authenticate(biometric), 300)
      on onPause: cancelAuthentication
      on onAuthenticationSucceeded: clear(locked); removeView(lock)
      """
    let (_, bypassed) = run(phoneWithOpaqueScrim(34), try logic(later), events)
    expectEqual(bypassed[0].map(\.invariant), [.lockBypass])
    expectEqual(bypassed[6].map(\.invariant), [.lockBypass])
    expectEqual(bypassed[0].first?.detail.contains("locked, yet shows"), true)
    let atOnce = """
      lock: locked
      on onStart: set(locked); addView(lock); post(authenticate(biometric))
      on onPause: cancelAuthentication
      on onAuthenticationSucceeded: clear(locked); removeView(lock)
      """
    let (_, held) = run(phoneWithOpaqueScrim(34), try logic(atOnce), events)
    #expect(kinds(held).isEmpty)
  }

  /// The delay is a whole number of milliseconds up to a day, and the first argument an action.
  @Test func badDelaysAreRefusedAtTheirLine() {
    for (delay, shown) in [("1e3", "1e3"), ("-5", "-5"), ("86400001", "86400001"), ("0.5", "0.5")] {
      #expect(throws: AppLogicError.self, "\(shown)") {
        try logic("on onStart: postDelayed(addView(lock), \(delay))")
      }
    }
    #expect(throws: AppLogicError.self) { try logic("on onStart: postDelayed(lock, 300)") }
    #expect(throws: Never.self) { try logic("on onStart: postDelayed(addView(lock), 0)") }
  }
}
