import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// `unlock-blocked` for a script's lock that only a successful authentication releases (``AndroidAppLogic``'s
/// `promptRelease`): on API 21-22 androidx.biometric has no `FingerprintManager`, so every biometric request ends at
/// once with `ERROR_HW_NOT_PRESENT` and a script that handles no error leaves the user behind its lock.
@Suite struct AppLogicPromptReleaseTests {
  let lockAskingOnResume = """
    claims: recents
    lock: locked
    on onCreate: set(locked); addView(lock)
    on onResume if locked and not(isPrompting): authenticate(androidx)
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    """

  func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  func blocked(_ violations: [[Violation<AndroidPlatform>]]) -> [Violation<AndroidPlatform>] {
    violations.flatMap { $0.filter { $0.invariant == .unlockBlocked } }
  }

  /// API 21 and 22: the user is stuck behind the lock from the launch, and the detail names the error.
  @Test(arguments: [21, 22]) func noFingerprintHardwareBlocksTheLock(api: Int) throws {
    let (_, violations) = run(phone(api), try logic(lockAskingOnResume), [.launch])
    let found = blocked(violations)
    expectEqual(found.count, 1)
    #expect(found.first?.detail.contains("ERROR_HW_NOT_PRESENT") == true, "\(found)")
    #expect(found.first?.detail.contains("onResume") == true, "\(found)")
  }

  /// API 23 has `FingerprintManager`: the prompt shows, the user can answer it, no block.
  @Test func fingerprintHardwareFromApi23() throws {
    let (device, violations) = run(phone(23), try logic(lockAskingOnResume), [.launch])
    #expect(device.isBiometricPromptShown)
    #expect(blocked(violations).isEmpty)
  }

  /// A script that answers the error with a way in of its own is not stuck: a PIN screen the user's call passes, or
  /// the device credential (Settings' confirm-lock screen shows with a screen lock).
  @Test func anErrorHandledWithAnotherWayInHolds() throws {
    let pin = lockAskingOnResume + "\non appCall(pin): removeView(lock); clear(locked)"
    #expect(blocked(run(phone(21), try logic(pin), [.launch]).violations).isEmpty)
    let credential = lockAskingOnResume + "\non onAuthenticationError(hwNotPresent): authenticate(deviceCredential)"
    #expect(blocked(run(phone(21), try logic(credential), [.launch]).violations).isEmpty)
  }

  /// A script that is no lock, or whose lock an error releases, is not judged by the rule.
  @Test func aLockTheErrorReleasesIsNoBlock() throws {
    let released = lockAskingOnResume + "\non onAuthenticationError: removeView(lock); clear(locked)"
    #expect(blocked(run(phone(21), try logic(released), [.launch]).violations).isEmpty)
  }
}

extension AppLogicPromptReleaseTests {
  /// A lock whose only request is androidx's from `onStop`: refused once the state is saved, so no prompt ever comes
  /// and the user is stuck behind it from the launch (as the lock family's `ask=onStop`); asked from `onStart` too, the
  /// return brings the prompt.
  @Test func aLockThatAsksOnlyInOnStopIsBlocked() throws {
    let script = """
      claims: recents
      lock: locked
      on onCreate: set(locked); addView(lock)
      on onStop: set(locked); addView(lock); authenticate(androidx)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """
    let found = blocked(run(phone(34), try logic(script), [.launch]).violations)
    #expect(
      found.first?.detail
        == "launch: the lock screen is up with no biometric prompt and no entry of its own: it asks for the prompt only"
        + " in onStop, where androidx.biometric refuses to start it (\"Called after onSaveInstanceState()\"), so no"
        + " return brings one", "\(found)")
    let asksAtStart = script + "\non onStart if locked: authenticate(androidx)"
    let (device, violations) = run(phone(34), try logic(asksAtStart), [.launch])
    #expect(device.isBiometricPromptShown)
    #expect(blocked(violations).isEmpty)
  }
}
