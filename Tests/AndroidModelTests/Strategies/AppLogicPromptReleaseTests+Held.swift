import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// The device credential as the lock's answer (forty-ninth session, issue 27; F52-A04, expo/expo PR 13023): a correct
/// answer whose reply in the script leaves the lock up is `unlock-blocked` at once, whatever other request the lock
/// has; and a request the app's own flag keeps from being made, the flag changed only in a reply that no request can
/// bring now, is no route.
extension AppLogicPromptReleaseTests {
  /// The fifty-second set's F52-A04 translation: androidx's prompt from the lock's Unlock button, its "Use PIN"
  /// (the negative button) starting the credential confirmation, whose result no handler answers.
  private func expoLock(_ extra: String = "", guarded: Bool = false) -> String {
    let ask =
      guarded
      ? "on appCall(unlock) if locked and not(isPrompting) and not(pending): set(pending); authenticate(androidx)"
      : "on appCall(unlock) if locked and not(isPrompting): authenticate(androidx)"
    return """
      claims: none
      lock: locked
      on onCreate: set(locked); addView(lock, clickable)
      \(ask)
      on onAuthenticationSucceeded: removeView(lock); clear(locked); clear(pending)
      on onAuthenticationError(negativeButton): confirmDeviceCredential
      \(extra)
      """
  }

  private var expoEvents: [AndroidEvent] { [.launch, .appCall("unlock"), .dismissWindow, .deviceCredentialMatch] }

  /// The right PIN's `RESULT_OK` reaches no code that releases the lock: blocked at that step, the reply named; with
  /// the result passed on (the PR's fix) the user is in.
  @Test func theRightPinLostOnTheWayIsABlockedUnlock() throws {
    let (device, violations) = run(phone(28), try logic(expoLock()), expoEvents)
    #expect(device.lifecycleLog.contains("onActivityResult(RESULT_OK)"))
    #expect(device.strategy.isAppLocked)
    let found = blocked(violations)
    #expect(
      found.first?.detail
        == "deviceCredentialMatch: the user's correct answer to the lock's request left its lock screen up: "
        + "confirmDeviceCredential's success comes as onActivityResult(ok) (RESULT_OK), whose code neither clears "
        + "locked nor takes its lock screen down; it clears it only in onAuthenticationSucceeded, which "
        + "confirmDeviceCredential never gets", "\(found)")
    let fixed = expoLock("on onActivityResult(ok): removeView(lock); clear(locked)")
    let (open, held) = run(phone(28), try logic(fixed), expoEvents)
    #expect(!open.strategy.isAppLocked)
    #expect(blocked(held).isEmpty)
  }

  /// The lock's Unlock button asks again after the lost result (no flag): still blocked at the lost answer; a new
  /// request clears the note, and the fingerprint then lets the user in.
  @Test func aNewRequestAfterTheLostAnswerIsJudgedAfresh() throws {
    let events = expoEvents + [.appCall("unlock"), .biometricMatch]
    let (device, violations) = run(phone(28), try logic(expoLock()), events)
    #expect(!device.strategy.isAppLocked)
    expectEqual(blocked(violations).map { String($0.detail.prefix { $0 != ":" }) }, ["deviceCredentialMatch"])
  }

  /// Expo's pending promise (the diagnostic D1 of the fifty-second set): the Unlock button asks only while no
  /// request is pending, and only the success clears it. After a cancel nothing asks again: blocked, the flag named;
  /// the control clears the flag on every error.
  @Test func aRequestHeldByTheAppsOwnPendingFlagIsNoRoute() throws {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .back]
    let (device, violations) = run(phone(34), try logic(expoLock(guarded: true)), events)
    #expect(device.lifecycleLog.contains("onAuthenticationError(userCanceled)"))
    let found = blocked(violations)
    #expect(
      found.first?.detail
        == "back: the lock screen is up with no biometric prompt and no entry of its own: its code in "
        + "appCall(unlock) asks only when not(pending) holds, and pending is set: only onAuthenticationSucceeded "
        + "clears it, a reply to a request, and none is in progress or can be made to bring one, so nothing asks "
        + "again in this process", "\(found)")
    let clearing = expoLock("on onAuthenticationError: clear(pending)", guarded: true)
    #expect(blocked(run(phone(34), try logic(clearing), events).violations).isEmpty)
    // Before any request the flag is clear: the launch has a route.
    #expect(blocked(run(phone(34), try logic(expoLock(guarded: true)), [.launch]).violations).isEmpty)
  }

  /// A flag a lifecycle callback also frees (a return clears it) is no hold: the return brings the request back.
  @Test func aFlagAReturnClearsHoldsNothing() throws {
    let freed = expoLock("on onResume: clear(pending)", guarded: true)
    #expect(blocked(run(phone(34), try logic(freed), [.launch, .appCall("unlock"), .back]).violations).isEmpty)
  }
}
