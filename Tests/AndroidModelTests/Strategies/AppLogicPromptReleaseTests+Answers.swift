import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A way into a script's lock is a request whose success the platform answers with code that releases the lock
/// (forty-eighth session, issue 27): `confirmDeviceCredential` is answered with `onActivityResult(ok)` only (Settings'
/// `ConfirmDeviceCredentialActivity` sets `RESULT_OK` or `RESULT_CANCELED`), `authenticate` with
/// `onAuthenticationSucceeded` only. A lock whose every request's success leaves it set is `unlock-blocked`: the user
/// who typed the right PIN stays locked out. Before, a lock cleared nowhere was not read, and a request answered in a
/// reply the script does not release in counted as a way in.
extension AppLogicPromptReleaseTests {
  /// A lock asking for the device credential at each locked resume; `reply` is its code for the result.
  private func credentialLock(_ reply: String) -> String {
    """
    claims: recents
    lock: locked
    on onCreate: set(locked); addView(lock)
    on onResume if locked: confirmDeviceCredential
    \(reply)
    """
  }

  /// `onActivityResult` that ignores `RESULT_OK` (it only logs the cancel): the correct PIN leaves the lock up and
  /// asks again; the control releasing on `ok` lets the user in.
  @Test func aResultThatIgnoresOkIsNoWayIn() throws {
    let ignoring = credentialLock("on onActivityResult(canceled): finish")
    let (device, violations) = run(phone(34), try logic(ignoring), [.launch, .biometricMatch])
    #expect(device.lifecycleLog.contains("onActivityResult(RESULT_OK)"))
    #expect(device.strategy.isAppLocked)
    let found = blocked(violations)
    #expect(
      found.first?.detail
        == "launch: the lock screen is up and no answer the platform gives to its requests takes it down: "
        + "confirmDeviceCredential's success comes as onActivityResult(ok) (RESULT_OK), whose code neither clears "
        + "locked nor takes its lock screen down", "\(found)")
    let control = credentialLock("on onActivityResult(ok): removeView(lock); clear(locked)")
    let (open, held) = run(phone(34), try logic(control), [.launch, .biometricMatch])
    #expect(blocked(held).isEmpty)
    #expect(!open.strategy.isAppLocked)
  }

  /// A release only in `onAuthenticationSucceeded`, which `confirmDeviceCredential` never gets: blocked, named.
  @Test func aReleaseInTheOtherRequestsReplyIsNoWayIn() throws {
    let wrongReply = credentialLock("on onAuthenticationSucceeded: removeView(lock); clear(locked)")
    let (device, violations) = run(phone(34), try logic(wrongReply), [.launch, .biometricMatch])
    #expect(device.strategy.isAppLocked)
    #expect(
      blocked(violations).first?.detail.hasSuffix(
        "it clears it only in onAuthenticationSucceeded, which confirmDeviceCredential never gets") == true,
      "\(blocked(violations))")
    // The framework's prompt, released only in onActivityResult(ok): the same, the other way round.
    let biometric = lockAskingOnResume.replacing("onAuthenticationSucceeded", with: "onActivityResult(ok)")
    let (_, other) = run(phone(34), try logic(biometric), [.launch])
    #expect(
      blocked(other).first?.detail.hasSuffix(
        "authenticate(androidx)'s success comes as onAuthenticationSucceeded, whose code neither clears locked nor "
          + "takes its lock screen down; it clears it only in onActivityResult(ok), which authenticate(androidx) "
          + "never gets") == true, "\(blocked(other))")
  }

  /// A handler for every result after the one for `ok` sets the lock again: the success re-arms it.
  @Test func aReplyThatSetsTheLockAgainIsNoWayIn() throws {
    let rearming = credentialLock(
      "on onActivityResult(ok): removeView(lock); clear(locked)\non onActivityResult: set(locked); addView(lock)")
    let (device, violations) = run(phone(34), try logic(rearming), [.launch, .biometricMatch])
    #expect(device.strategy.isAppLocked)
    #expect(
      blocked(violations).first?.detail.hasSuffix(
        "confirmDeviceCredential's success runs onActivityResult(ok) (RESULT_OK), whose line 6 sets locked again")
        == true, "\(blocked(violations))")
  }

  /// The result after a recreation under the confirmation reaches the new instance (API 28 with "Don't keep
  /// activities": the confirm-lock screen stops the activity, the option destroys it, the finish makes it again and
  /// delivers the result before `onResume`; an `ActivityResultLauncher` registered in `onCreate` gets it the same
  /// way): the new instance's release lets the user in, and one that ignores `RESULT_OK` stays locked.
  @Test func theResultAfterARecreationIsTheNewInstancesWayIn() throws {
    func lock(_ reply: String) -> String {
      """
      lock: locked
      fields: asked(saved)
      on onCreate: set(locked); addView(lock)
      on onStart if locked and not(asked): set(asked); confirmDeviceCredential
      \(reply)
      """
    }
    let events: [AndroidEvent] = [.dontKeepActivities(true), .launch, .biometricMatch]
    let (open, held) = run(
      phoneWithOpaqueScrim(28),
      try logic(lock("on onActivityResult(ok): removeView(lock); clear(locked); clear(asked)")),
      events)
    expectEqual(open.lifecycleLog.filter { $0 == "onCreate" }.count, 2)
    #expect(open.lifecycleLog.contains("onActivityResult(RESULT_OK)"))
    #expect(kinds(held).isEmpty)
    #expect(!open.strategy.isAppLocked)
    let (stuck, violations) = run(
      phoneWithOpaqueScrim(28), try logic(lock("on onActivityResult(canceled): clear(asked)")), events)
    expectEqual(stuck.lifecycleLog.filter { $0 == "onCreate" }.count, 2)
    #expect(stuck.strategy.isAppLocked)
    // Judged from the launch, and again after the match the new instance ignored.
    expectEqual(blocked(violations).map { String($0.detail.prefix { $0 != ":" }) }, ["launch", "biometricMatch"])
  }
}
