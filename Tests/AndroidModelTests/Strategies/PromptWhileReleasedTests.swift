import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// `needless-lock` for the app's own biometric prompt: once the user passed the lock, a prompt the app raises while the
/// lock's promise does not stand is the lock asking again although the user never left. Where the prompt is hosted is
/// the platform's answer (``BiometricPrompt/Host``): androidx.biometric's device-credential handler activity up to
/// API 28 pauses the app's activity and resumes it after the outcome, so a script asking in every `onResume` asks
/// again after each success; SystemUI's window (API 28+ without the credential) pauses nothing.
@Suite struct PromptWhileReleasedTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  /// Asks at every resume, no guard, the prompt hosted by an activity that pauses the app's.
  static let everyResume = """
    lock: locked
    on onCreate: set(locked)
    on onResume: authenticate(deviceCredential)
    on onAuthenticationSucceeded: clear(locked)
    """

  /// The same app asking only while locked and not already asking.
  static let guarded = """
    lock: locked
    on onCreate: set(locked)
    on onResume if locked and not(isPrompting): authenticate(deviceCredential)
    on onAuthenticationSucceeded: clear(locked)
    """

  private let events: [AndroidEvent] = [.launch, .advance(1), .biometricMatch, .advance(1)]

  @Test func aHostActivityPromptAskedAtEveryResumeAsksAgainAfterEachSuccess() throws {
    let (device, violations) = run(phone(28), try logic(Self.everyResume), events)
    expectEqual(kinds(violations), [.needlessLock])
    expectEqual(
      violations[2].first?.detail,
      "biometricMatch: the app asked for the biometric prompt again at t=1 s although the user passed its lock "
        + "at t=1 s and the app has not left the screen since (in the same event; right after the success, with no "
        + "user action between: the callback that asked came from the prompt's own end (a prompt hosted by an "
        + "activity pauses the app's and resumes it after the outcome), so it asks after every success)")
    #expect(device.isBiometricPromptShown)
    #expect(!device.strategy.isAppLocked)
  }

  @Test func controls() throws {
    // The usual guard: asked only while locked.
    let guarded = run(phone(28), try logic(Self.guarded), events)
    expectEqual(kinds(guarded.violations), [])
    #expect(!guarded.device.isBiometricPromptShown)
    // From API 29 androidx.biometric's device-credential prompt is SystemUI's window: no pause, no resume, no ask.
    let api29 = run(phone(29), try logic(Self.everyResume), events)
    expectEqual(kinds(api29.violations), [])
    #expect(!api29.device.isBiometricPromptShown)
  }

  @Test func aPromptTheUsersOwnCallAsksForIsNotTheLocksAsk() throws {
    let payment = Self.guarded + "\non appCall(confirmPayment): authenticate(biometric)"
    let (_, violations) = run(
      phone(34), try logic(payment), [.launch, .biometricMatch, .advance(1), .appCall("confirmPayment")])
    expectEqual(kinds(violations), [])
  }
}
