import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A lock whose request waits for `BiometricManager.canAuthenticate`'s yes (forty-seventh session, issue 27): while
/// the device says no and the script offers no other way in, the request is never made and the user is stuck behind
/// the lock; before, the guarded request was counted as a route whatever the device answered.
extension AppLogicPromptReleaseTests {
  /// The androidx guide's shape: check for a strong biometric, then ask with the device credential allowed.
  private var guardedLock: String {
    """
    claims: recents
    lock: locked
    on onCreate: set(locked); addView(lock)
    on onStop: set(locked); addView(lock)
    on onResume if locked and not(isPrompting) and canAuthenticate(strong): authenticate(strong+credential)
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    """
  }

  private var removeFingerprint: [AndroidEvent] {
    [.launch, .pressHome, .removeDeviceSecurity(.biometrics), .returnToApp]
  }

  /// The fingerprint removed in Settings: the screen lock is still set, so a request with the credential would show,
  /// but the code never asks, and the return is judged, naming the check and the platform's answer.
  @Test func aRequestGuardedByCanAuthenticateIsNoRouteOnceItSaysNo() throws {
    let (device, violations) = run(phone(34), try logic(guardedLock), removeFingerprint)
    #expect(device.hasScreenLock)
    #expect(!device.isBiometricPromptShown)
    let found = blocked(violations)
    expectEqual(found.count, 1)
    #expect(
      found.first?.detail
        == "returnToApp: the lock screen is up with no biometric prompt and no entry of its own: its code in "
        + "onResume asks only when canAuthenticate(BIOMETRIC_STRONG) holds, and it answers "
        + "BIOMETRIC_ERROR_NONE_ENROLLED (11): no request is made and the code offers no other way in", "\(found)")
    // Enrolled again, the return asks: the prompt shows and nothing is blocked.
    let (again, reenrolled) = run(
      phone(34), try logic(guardedLock), removeFingerprint + [.pressHome, .enrollBiometric, .returnToApp])
    #expect(again.isBiometricPromptShown)
    expectEqual(blocked(reenrolled).count, 1)
  }

  /// The code's other way in when the device says no, the device credential through `KeyguardManager`: it shows with
  /// the screen lock, so the user has a route; with the screen lock turned off too, neither asks.
  @Test func theDeviceCredentialAsTheOtherWayIn() throws {
    let other = guardedLock + "\non onResume if locked and not(canAuthenticate(strong)): confirmDeviceCredential"
    #expect(blocked(run(phone(34), try logic(other), removeFingerprint).violations).isEmpty)
    let noScreenLock: [AndroidEvent] = [.launch, .pressHome, .removeDeviceSecurity(.screenLock), .returnToApp]
    let found = blocked(run(phone(34), try logic(other), noScreenLock).violations)
    #expect(found.count == 1, "\(found)")
  }

  /// `BIOMETRIC_STRONG | DEVICE_CREDENTIAL` is refused on API 28-29 (`BIOMETRIC_ERROR_UNSUPPORTED`): a lock that
  /// checks it is stuck from the launch there, with a fingerprint and a screen lock; on API 30 it asks.
  @Test(arguments: [28, 29, 30]) func theStrongAndCredentialCheckOnEachLevel(api: Int) throws {
    let script = guardedLock.replacingOccurrences(
      of: "canAuthenticate(strong): authenticate(strong+credential)",
      with: "canAuthenticate(strong+credential): authenticate(weak+credential)")
    let (device, violations) = run(phone(api), try logic(script), [.launch])
    let found = blocked(violations)
    #expect(found.count == (api < 30 ? 1 : 0), "\(found)")
    expectEqual(device.isBiometricPromptShown, (api >= 30))
    if api < 30 {
      #expect(
        found.first?.detail.hasSuffix(
          "BIOMETRIC_ERROR_UNSUPPORTED (-2): no request is made and the code offers "
            + "no other way in") == true, "\(found)")
    }
  }

  /// A lock cleared on the "no" branch of a check androidx answers `BIOMETRIC_ERROR_UNSUPPORTED` on this level
  /// (`credential` alone below API 30) asks nobody on any device of the level: `lock-bypass`, naming the answer (the
  /// s48 breaker's; before, it held). From API 30 the check says yes and the request asks. A "no" because the
  /// fingerprint was removed is no such road: Settings asks the screen lock first.
  @Test(arguments: [29, 30]) func aClearOnTheLevelsUnsupportedAnswerIsABypass(api: Int) throws {
    let script = """
      claims: recents
      lock: locked
      on onCreate: set(locked); addView(lock)
      on onResume if locked and canAuthenticate(credential): authenticate(credential)
      on onResume if locked and not(canAuthenticate(credential)): removeView(lock); clear(locked)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """
    let bypassed = run(phone(api), try logic(script), [.launch]).violations.flatMap {
      $0.filter { $0.invariant == .lockBypass }
    }
    #expect(bypassed.count == (api < 30 ? 1 : 0), "\(bypassed)")
    if api < 30 {
      #expect(
        bypassed.first?.detail.contains(
          "canAuthenticate(credential) answering BIOMETRIC_ERROR_UNSUPPORTED on API 29") == true, "\(bypassed)")
    }
    let strong = script.replacingOccurrences(of: "canAuthenticate(credential)", with: "canAuthenticate(strong)")
      .replacingOccurrences(of: "authenticate(credential)", with: "authenticate(strong)")
    let removed = run(phone(api), try logic(strong), removeFingerprint).violations.flatMap {
      $0.filter { $0.invariant == .lockBypass }
    }
    #expect(removed.isEmpty, "\(removed)")
  }

  /// A lock that asks only in `onCreate` and re-locks in `onStop`: the launch asks, but a return to the living
  /// activity runs no `onCreate`, so after each return the lock is up with no prompt coming; asked in `onStart` too,
  /// the return brings one.
  @Test func aLockThatAsksOnlyInOnCreateIsBlockedAfterAReturn() throws {
    let script = """
      claims: recents
      lock: locked
      on onCreate: set(locked); addView(lock); authenticate(strong)
      on onStop: set(locked); addView(lock)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """
    let (launched, atLaunch) = run(phone(34), try logic(script), [.launch])
    #expect(launched.isBiometricPromptShown)
    #expect(blocked(atLaunch).isEmpty)
    let events: [AndroidEvent] = [.launch, .biometricMatch, .pressHome, .returnToApp]
    let found = blocked(run(phone(34), try logic(script), events).violations)
    expectEqual(
      found.map(\.detail),
      [
        "returnToApp: the lock screen is up with no biometric prompt and no entry of its own: it asks for the "
          + "prompt only in onCreate, which runs at the launch and when the activity is recreated (a rotation it "
          + "does not handle, the process's death), never on a return to the living activity, so no return brings "
          + "one"
      ])
    let asksAtStart = script + "\non onStart if locked and not(isPrompting): authenticate(strong)"
    let (device, violations) = run(phone(34), try logic(asksAtStart), events)
    #expect(device.isBiometricPromptShown)
    #expect(blocked(violations).isEmpty)
  }
}
