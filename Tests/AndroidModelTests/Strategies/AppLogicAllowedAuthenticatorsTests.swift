import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// androidx.biometric's `setAllowedAuthenticators` as script words (`authenticate(strong+credential)`,
/// `canAuthenticate(credential)`): `PromptInfo.Builder.build()` throws where the level cannot do the combination
/// (`DEVICE_CREDENTIAL` alone below API 30, `BIOMETRIC_STRONG | DEVICE_CREDENTIAL` on 28-29) or where the negative
/// button and the credential meet, before any prompt; `canAuthenticate` answers `BIOMETRIC_ERROR_UNSUPPORTED` there.
@Suite struct AppLogicAllowedAuthenticatorsTests {
  private func lock(asking word: String) -> String {
    """
    lock: locked
    on onCreate: set(locked); addView(lock)
    on onResume if locked and not(isPrompting): authenticate(\(word))
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    """
  }

  private func launch(_ text: String, api: Int) throws -> (AndroidDevice, [[Violation<AndroidPlatform>]]) {
    run(phone(api), try AndroidAppLogic(try AppLogicScript(parsing: text)), [.launch])
  }

  /// The combination the level refuses crashes the app at the request (the library's message), and one it accepts
  /// shows the prompt.
  @Test(arguments: [
    ("strong+credential", 29, "unsupported on API 29: BIOMETRIC_STRONG | DEVICE_CREDENTIAL"),
    ("strong+credential", 28, "unsupported on API 28: BIOMETRIC_STRONG | DEVICE_CREDENTIAL"),
    ("credential", 29, "unsupported on API 29: DEVICE_CREDENTIAL"),
    ("strong+credential", 30, nil), ("strong+credential", 27, nil), ("weak+credential", 29, nil),
    ("credential", 30, nil), ("strong", 29, nil),
  ])
  func anUnsupportedCombinationCrashesAtTheRequest(word: String, api: Int, message: String?) throws {
    let (device, violations) = try launch(lock(asking: word), api: api)
    if let message {
      let crash = try #require(violations[0].first { $0.invariant == .crash })
      expectEqual(
        crash.detail,
        "launch: java.lang.IllegalArgumentException: Authenticator combination is \(message)"
          + " (BiometricPrompt.PromptInfo.Builder.build)")
      #expect(!device.isBiometricPromptShown)
    } else {
      #expect(violations[0].allSatisfy { $0.invariant != .crash })
      #expect(device.isBiometricPromptShown)
    }
  }

  /// The negative button is forbidden with the credential and required without it, whichever API sets the
  /// credential (`setAllowedAuthenticators` or the deprecated `setDeviceCredentialAllowed`).
  /// `DEVICE_CREDENTIAL` alone on API 30+ shows the credential view only: no fingerprint answers it (an s48 breaker's
  /// traces did), the credential does; a request that also allows a biometric reads one.
  @Test func aCredentialOnlyPromptReadsNoBiometric() throws {
    let (device, _) = try launch(lock(asking: "credential"), api: 34)
    #expect(device.isBiometricPromptShown)
    let refusal = try #require(device.refusal(for: .biometricMatch))
    #expect(refusal.contains("allows only the device credential"), "\(refusal)")
    expectEqual(device.refusal(for: .biometricNoMatch), refusal)
    #expect(device.refusal(for: .deviceCredentialMatch) == nil)
    let (both, _) = try launch(lock(asking: "strong+credential"), api: 34)
    #expect(both.refusal(for: .biometricMatch) == nil)
  }

  @Test func theNegativeButtonAndTheCredentialExcludeEachOther() throws {
    let withButton = try launch(lock(asking: "weak+credential, negativeButton=true"), api: 34).1
    expectEqual(
      withButton[0].first { $0.invariant == .crash }?.detail,
      "launch: java.lang.IllegalArgumentException: Negative text must not be set if device credential"
        + " authentication is allowed. (BiometricPrompt.PromptInfo.Builder.build)")
    let deprecated = try launch(lock(asking: "deviceCredential, negativeButton=true"), api: 34).1
    #expect(deprecated[0].contains { $0.invariant == .crash })
    let withoutButton = try launch(lock(asking: "strong, negativeButton=false"), api: 34).1
    expectEqual(
      withoutButton[0].first { $0.invariant == .crash }?.detail,
      "launch: java.lang.IllegalArgumentException: Negative text must be set and non-empty."
        + " (BiometricPrompt.PromptInfo.Builder.build)")
  }

  /// The framework's `BiometricPrompt.Builder.build()` requires the negative button as androidx's does (the framework
  /// word allows no credential): without one the app crashes at the request from API 28, with the framework's message;
  /// with one the prompt shows.
  @Test(arguments: [34, 29, 28])
  func theFrameworkBuilderRequiresTheNegativeButton(api: Int) throws {
    let (device, violations) = try launch(lock(asking: "biometric, negativeButton=false"), api: api)
    expectEqual(
      violations[0].first { $0.invariant == .crash }?.detail,
      "launch: java.lang.IllegalArgumentException: Negative text must be set and non-empty"
        + " (BiometricPrompt.Builder.build)")
    #expect(!device.isBiometricPromptShown)
    let (shown, fine) = try launch(lock(asking: "biometric, negativeButton=true"), api: api)
    #expect(fine[0].allSatisfy { $0.invariant != .crash })
    #expect(shown.isBiometricPromptShown)
  }

  /// `BiometricManager.canAuthenticate(int)`: unsupported below 30, no hardware below 23 for biometrics, none
  /// enrolled without a biometric (the credential alone answers with a screen lock).
  @Test func canAuthenticateAnswersByLevelAndEnrolment() throws {
    let unsupported = try launch("on onCreate: set(x)", api: 29).0
    expectEqual(unsupported.canAuthenticate(BiometricAuthenticators(rawValue: 0x800F)), -2)
    expectEqual(unsupported.canAuthenticate(try #require(BiometricAuthenticators(scriptWord: "weak+credential"))), 0)
    let old = try launch("on onCreate: set(x)", api: 22).0
    expectEqual(old.canAuthenticate(try #require(BiometricAuthenticators(scriptWord: "strong"))), 12)
    let script = """
      on onCreate if canAuthenticate(strong): set(canStrong)
      on onCreate if canAuthenticate(credential): set(canCredential)
      on onResume if canStrong and canCredential: set(both)
      """
    let device = try launch(script, api: 34).0
    expectEqual(device.strategy.explorerState, "both,canCredential,canStrong,process:0")
    // Below API 30 the credential alone is no supported combination: `BIOMETRIC_ERROR_UNSUPPORTED`.
    try expectEqual(launch(script, api: 29).0.strategy.explorerState, "canStrong,process:0")
  }
}
