import AndroidModel
import LifecycleFuzz
import TestExpectations
import Testing

/// androidx.biometric's rules for where `authenticate` is asked, as the model's `BiometricPrompt` follows them:
/// `BiometricPrompt.authenticateInternal` returns when the client's `FragmentManager.isStateSaved()` (true once the
/// host stopped, and after it is destroyed), and `findOrAddBiometricFragment` commits its fragment at once "for the
/// case when onResume() is being called right after authenticate" (androidx/androidx,
/// biometric/biometric/src/main/java/androidx/biometric/BiometricPrompt.java, main at 31adf48; high).
@Suite struct PromptHelperLifetimeTests {
  @Test func aPromptAskedFromOnResumeShows() throws {
    let asker = StaleHelperAsker()
    let (device, violations) = run(phone(34), asker, [.launch])
    expectEqual(kinds(violations), [])
    #expect(device.isBiometricPromptShown)
    try device.step(.biometricMatch)
    expectEqual(asker.outcomes, ["succeeded"])
  }

  @Test func aHelperBoundToAnActivityBackFinishedShowsNothingAndCallsNothing() throws {
    let asker = StaleHelperAsker()
    // API 30: Back finishes the root activity (from 31 it only moves the task back); the return makes a new one.
    let (device, _) = run(phone(30), asker, [.launch, .biometricMatch, .back, .returnToApp])
    // The new activity resumed and asked through the helper made for the finished one: no prompt, no callback.
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(asker.asks, 2)
    #expect(!device.isBiometricPromptShown)
    expectEqual(asker.outcomes, ["succeeded"])
  }
}

/// Makes one prompt helper, bound to the first activity, and asks through it in every `onResume`.
private final class StaleHelperAsker: AndroidPrivacyStrategy {
  var name = "stale-helper"
  var claims: AndroidProtectionClaims = []
  var asks = 0
  var outcomes: [String] = []
  private var helper: BiometricPrompt?
  func onCreate(_ activity: Activity) {
    guard helper == nil else { return }
    helper = BiometricPrompt(
      activity, onSucceeded: { [weak self] in self?.outcomes.append("succeeded") },
      onError: { [weak self] code in self?.outcomes.append("error \(code)") })
  }
  func onResume(_ activity: Activity) {
    asks += 1
    helper?.authenticate()
  }
}
