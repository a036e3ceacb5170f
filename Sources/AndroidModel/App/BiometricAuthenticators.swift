// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's own names for these constants, as the platform spells them.)
/// The authenticators an app allows for one request, as androidx.biometric 1.1+ takes them
/// (`PromptInfo.Builder.setAllowedAuthenticators`, `BiometricManager.canAuthenticate(int)`): `BIOMETRIC_STRONG`
/// (Class 3), `BIOMETRIC_WEAK` (Class 2, which includes Class 3) and `DEVICE_CREDENTIAL` (the screen lock's PIN,
/// pattern or password), combined by bits.
///
/// Not every combination works below API 30, and the library says so when the app builds its request:
/// `AuthenticatorUtils.isSupportedCombination` accepts `BIOMETRIC_STRONG`, `BIOMETRIC_WEAK` and `BIOMETRIC_WEAK |
/// DEVICE_CREDENTIAL` on every level; `DEVICE_CREDENTIAL` alone only from API 30 ("A biometric can be used instead of
/// device credential prior to API 30"); `BIOMETRIC_STRONG | DEVICE_CREDENTIAL` on every level but 28 and 29 ("A Class
/// 2 (Weak) biometric can be used instead of device credential on API 28-29"). `PromptInfo.Builder.build()` throws
/// `IllegalArgumentException("Authenticator combination is unsupported on API <level>: <names>")` for any other, and
/// `IllegalArgumentException("Negative text must not be set if device credential authentication is allowed.")` when the
/// request allows the credential and sets a negative button ("Negative text must be set and non-empty." when it
/// allows neither); `BiometricManager.canAuthenticate` below API 30 answers an unsupported combination with
/// `BIOMETRIC_ERROR_UNSUPPORTED` (-2) (androidx/androidx `biometric/biometric/src/main/java/androidx/biometric/`
/// `AuthenticatorUtils.java`, `BiometricPrompt.java` `PromptInfo.Builder.build`, `BiometricManager.java`
/// `canAuthenticateCompat`, read in the code corpus, the source and decompiled copies in apps; the androidx
/// `BiometricPrompt.PromptInfo.Builder#setAllowedAuthenticators` reference: "DEVICE_CREDENTIAL alone is unsupported
/// prior to API 30, and BIOMETRIC_STRONG | DEVICE_CREDENTIAL is unsupported on API 28-29"; androidx.biometric 1.1+;
/// high). The model draws every enrolled biometric as Class 3, so `weak` and `strong` answer alike (a model limit:
/// a face unlock of Class 2 only is not modeled).
nonisolated public struct BiometricAuthenticators: Hashable, Sendable {
  /// `Authenticators.BIOMETRIC_STRONG` (0x000F).
  public static let BIOMETRIC_STRONG = 0x000F
  /// `Authenticators.BIOMETRIC_WEAK` (0x00FF).
  public static let BIOMETRIC_WEAK = 0x00FF
  /// `Authenticators.DEVICE_CREDENTIAL` (0x8000).
  public static let DEVICE_CREDENTIAL = 0x8000
  /// `BiometricManager.BIOMETRIC_ERROR_UNSUPPORTED` (-2): the combination cannot be used on this level.
  public static let BIOMETRIC_ERROR_UNSUPPORTED = -2

  /// The bits the app passes.
  public let rawValue: Int

  /// The authenticators of `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The combination a script names: `strong`, `weak`, `credential`, `strong+credential`, `weak+credential`;
  /// `nil` for another word.
  public init?(scriptWord word: String) {
    switch word {
    case "strong": self.init(rawValue: Self.BIOMETRIC_STRONG)
    case "weak": self.init(rawValue: Self.BIOMETRIC_WEAK)
    case "credential": self.init(rawValue: Self.DEVICE_CREDENTIAL)
    case "strong+credential": self.init(rawValue: Self.BIOMETRIC_STRONG | Self.DEVICE_CREDENTIAL)
    case "weak+credential": self.init(rawValue: Self.BIOMETRIC_WEAK | Self.DEVICE_CREDENTIAL)
    default: return nil
    }
  }

  /// The words ``init(scriptWord:)`` takes.
  public static let scriptWords = ["strong", "weak", "credential", "strong+credential", "weak+credential"]

  /// Whether the device credential is allowed.
  public var allowsDeviceCredential: Bool { rawValue & Self.DEVICE_CREDENTIAL != 0 }

  /// `AuthenticatorUtils.isSupportedCombination` on API `apiLevel`.
  public func isSupported(apiLevel: Int) -> Bool {
    switch rawValue {
    case Self.BIOMETRIC_STRONG, Self.BIOMETRIC_WEAK, Self.BIOMETRIC_WEAK | Self.DEVICE_CREDENTIAL: true
    case Self.DEVICE_CREDENTIAL: apiLevel >= 30
    case Self.BIOMETRIC_STRONG | Self.DEVICE_CREDENTIAL: apiLevel < 28 || apiLevel > 29
    default: rawValue == 0
    }
  }

  /// `BiometricManager`'s name of ``AndroidDevice/canAuthenticate(_:)``'s answer `code`, with its value.
  public static func answerName(_ code: Int) -> String {
    switch code {
    case 0: "BIOMETRIC_SUCCESS"
    case BIOMETRIC_ERROR_UNSUPPORTED: "BIOMETRIC_ERROR_UNSUPPORTED (-2)"
    case BiometricPrompt.BIOMETRIC_ERROR_NO_BIOMETRICS: "BIOMETRIC_ERROR_NONE_ENROLLED (11)"
    case BiometricPrompt.BIOMETRIC_ERROR_HW_NOT_PRESENT: "BIOMETRIC_ERROR_NO_HARDWARE (12)"
    default: "\(code)"
    }
  }

  /// `AuthenticatorUtils.convertToString`: `BIOMETRIC_STRONG | DEVICE_CREDENTIAL`.
  public var names: String {
    switch rawValue {
    case Self.BIOMETRIC_STRONG: "BIOMETRIC_STRONG"
    case Self.BIOMETRIC_WEAK: "BIOMETRIC_WEAK"
    case Self.DEVICE_CREDENTIAL: "DEVICE_CREDENTIAL"
    case Self.BIOMETRIC_STRONG | Self.DEVICE_CREDENTIAL: "BIOMETRIC_STRONG | DEVICE_CREDENTIAL"
    case Self.BIOMETRIC_WEAK | Self.DEVICE_CREDENTIAL: "BIOMETRIC_WEAK | DEVICE_CREDENTIAL"
    default: "\(rawValue)"
    }
  }

  /// Where the request is hosted: with the device credential as `setDeviceCredentialAllowed(true)` is
  /// (``BiometricPrompt/Host/androidxDeviceCredential``), biometrics only as androidx's plain prompt
  /// (``BiometricPrompt/Host/androidx``). A model limit: androidx 1.1+'s own credential routes below API 30 (its
  /// `launchConfirmCredentialActivity`) are drawn as 1.0's, as for `deviceCredential`.
  public var host: BiometricPrompt.Host { allowsDeviceCredential ? .androidxDeviceCredential : .androidx }

  /// The message of the `IllegalArgumentException` androidx's `PromptInfo.Builder.build()` throws on API `apiLevel`,
  /// or `nil` when the request builds: `allowed`, the request's `setAllowedAuthenticators` (`nil`: not called, the
  /// deprecated `setDeviceCredentialAllowed(deviceCredentialAllowed)` decides); `negativeButton`, whether it sets a
  /// negative button's text.
  public static func promptBuildFailure(
    allowed: Self?, deviceCredentialAllowed: Bool, negativeButton: Bool, apiLevel: Int
  ) -> String? {
    if let allowed, !allowed.isSupported(apiLevel: apiLevel) {
      return "Authenticator combination is unsupported on API \(apiLevel): \(allowed.names)"
    }
    let credential = allowed?.allowsDeviceCredential ?? deviceCredentialAllowed
    if negativeButton, credential {
      return "Negative text must not be set if device credential authentication is allowed."
    }
    if !negativeButton, !credential { return "Negative text must be set and non-empty." }
    return nil
  }

  /// The message of the `IllegalArgumentException` the framework's `android.hardware.biometrics.BiometricPrompt`
  /// `.Builder.build()` throws on API `apiLevel`, or `nil` when the request builds: a request without a negative
  /// button (`negativeButton` false) and without the device credential, which the script's framework word never
  /// allows, throws "Negative text must be set and non-empty" (no final stop, unlike androidx's). API 28's builder
  /// requires the negative button outright (it has no credential option); from API 29 it is required unless
  /// `setDeviceCredentialAllowed(true)` (29) or `setAllowedAuthenticators` with `DEVICE_CREDENTIAL` (30+) is set
  /// (AOSP frameworks/base `core/java/android/hardware/biometrics/BiometricPrompt.java` `Builder.build`, read in
  /// decompiled framework copies of API 29 and 35 in the code corpus; high). Below API 28 the class does not exist
  /// (the request's `NoSuchMethodError`, ``BiometricPrompt/authenticate()``).
  public static func frameworkPromptBuildFailure(negativeButton: Bool, apiLevel: Int) -> String? {
    guard apiLevel >= 28, !negativeButton else { return nil }
    return "Negative text must be set and non-empty"
  }
}

extension AndroidDevice {
  /// androidx's `BiometricManager.canAuthenticate(authenticators)`: `BIOMETRIC_SUCCESS` (0) or an error code. Below
  /// API 30 the library answers an unsupported combination with `BIOMETRIC_ERROR_UNSUPPORTED` and a biometric-only
  /// request on a device without a fingerprint sensor (API 21-22) with `BIOMETRIC_ERROR_NO_HARDWARE` (12)
  /// (`canAuthenticateCompat`, ``BiometricAuthenticators``); otherwise as the framework answers
  /// (``canAuthenticate(allowingDeviceCredential:)``).
  public func canAuthenticate(_ authenticators: BiometricAuthenticators) -> Int {
    let api = profile.apiLevel
    if api < 30, !authenticators.isSupported(apiLevel: api) {
      return BiometricAuthenticators.BIOMETRIC_ERROR_UNSUPPORTED
    }
    if api < 23, !authenticators.allowsDeviceCredential { return BiometricPrompt.BIOMETRIC_ERROR_HW_NOT_PRESENT }
    return canAuthenticate(allowingDeviceCredential: authenticators.allowsDeviceCredential)
  }
}

extension Activity {
  /// `BiometricManager.from(this).canAuthenticate(authenticators)` (``AndroidDevice/canAuthenticate(_:)``).
  public func canAuthenticate(_ authenticators: BiometricAuthenticators) -> Int {
    device.canAuthenticate(authenticators)
  }
}
