import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A script's `confirmDeviceCredential`: `KeyguardManager.createConfirmDeviceCredentialIntent` started for a result,
/// Settings' `ConfirmDeviceCredentialActivity` over the app's activity (``BiometricPrompt/Host/confirmCredential``),
/// whose result is `onActivityResult(ok|canceled)` before the `onResume` the return brings.
@Suite struct AppLogicConfirmCredentialTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(AppLogicScript(parsing: text), app: .banking)
  }

  /// An app that asks at every resume while locked.
  private let asksAtEveryResume = """
    lock: locked
    on onCreate: set(locked); addView(lock)
    on onResume if locked: confirmDeviceCredential
    on onActivityResult(ok): removeView(lock); clear(locked)
    """

  /// The confirmation pauses the app's activity (not stopped: translucent, over the app's task), and the user's
  /// Back finishes it with `RESULT_CANCELED`, delivered before the `onResume` that asks again: twice is a loop.
  @Test func askingAtEveryResumeLoopsAfterTheUsersCancel() throws {
    let strategy = try logic(asksAtEveryResume)
    let (device, violations) = run(phoneWithOpaqueScrim(34), strategy, [.launch, .back, .back])
    expectEqual(kinds(violations), [.reauthLoop])
    expectEqual(violations[2].first?.invariant, .reauthLoop)
    let log = device.lifecycleLog
    let result = try #require(log.firstIndex(of: "onActivityResult(RESULT_CANCELED)"))
    expectEqual(log[result + 1], "onResume")
    expectEqual(log[result + 2], "app-logic line 3: confirmDeviceCredential")
    expectEqual(device.activity?.lifecycleState, .STARTED)
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "biometricPrompt"])
  }

  /// The same app finishing its activity on the cancel holds (the `onResume` that still follows asks from a finishing
  /// activity, which no result reaches); a match gives `RESULT_OK` and the app resumes unlocked.
  @Test func finishingOnTheCancelHoldsAndAMatchUnlocks() throws {
    let finishing = try logic(asksAtEveryResume + "\non onActivityResult(canceled): finish")
    let (left, held) = run(phoneWithOpaqueScrim(34), finishing, [.launch, .back])
    expectEqual(kinds(held), [])
    #expect(left.screen != .app)
    #expect(finishing.actedLines.contains("app-logic line 5: finish"))
    // The onResume after the finishing result asks again, but a finishing caller gets no result: one reply only.
    expectEqual(left.lifecycleLog.filter { $0 == "onActivityResult(RESULT_CANCELED)" }.count, 1)
    expectEqual(left.lifecycleLog.filter { $0 == "onDestroy" }.count, 1)
    let (device, matched) = run(phoneWithOpaqueScrim(34), try logic(asksAtEveryResume), [.launch, .biometricMatch])
    expectEqual(kinds(matched), [])
    #expect(device.lifecycleLog.contains("onActivityResult(RESULT_OK)"))
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(!device.strategy.isAppLocked)
  }

  /// The SystemUI prompt asked from the activity (`authenticate(biometric)`) takes focus only: the same script keyed
  /// on its error is not asked again by the user's cancel, the activity stays resumed.
  @Test func theSystemPromptDoesNotPauseTheSameScript() throws {
    let asIs = asksAtEveryResume.replacing("confirmDeviceCredential", with: "authenticate(biometric)")
    // Released only in onActivityResult(ok), a reply the prompt never sends, the lock has no way in (forty-eighth
    // session: before, this script was read as holding).
    expectEqual(kinds(run(phoneWithOpaqueScrim(34), try logic(asIs), [.launch]).violations), [.unlockBlocked])
    let text = asIs.replacing("onActivityResult(ok)", with: "onAuthenticationSucceeded")
    let (device, violations) = run(phoneWithOpaqueScrim(34), try logic(text), [.launch, .back])
    expectEqual(kinds(violations), [])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(!device.lifecycleLog.contains("onPause"))
    #expect(device.lifecycleLog.contains("onAuthenticationError(userCanceled)"))
  }
}
