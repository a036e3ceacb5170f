/// One way a lock's code asks for the system's authentication, for `unlock-blocked`
/// (``AndroidPromptRelease/requests``): where it asks from, the checks of the device's authentication state it makes
/// first (``AndroidAuthenticateGuard``), and whether it answers another request (asked in a reply such as
/// `onAuthenticationError`, so it runs only after a request the code made), and whether the success the platform
/// can give it takes the lock down (``noRelease``).
nonisolated public struct AndroidPromptRequest: Hashable, Sendable {
  /// Where the prompt is asked from.
  public var host: BiometricPrompt.Host
  /// The checks that must all pass for the code to ask (empty: it always asks).
  public var guards: [AndroidAuthenticateGuard]
  /// Whether it is asked in the reply to another request (`onAuthenticationError`, `onAuthenticationFailed`).
  public var answersAnotherRequest: Bool
  /// Why the success reply the platform gives to this request leaves the lock set (its code there ignores it, sets
  /// the lock again, or clears it only in the other request's reply), or `nil` when it releases the lock: a request
  /// whose every answer leaves the lock set is no way in, whatever the device can show (forty-eighth session).
  public var noRelease: String?
  /// Why the app's own state keeps its code from making this request now (a flag it set as it asked, which only a
  /// reply to a request changes, and no request can bring one), or `nil`: read as the check runs (forty-ninth
  /// session; `AndroidAppLogic+HeldRequests.swift`).
  public var heldBy: String?

  /// A request.
  public init(
    host: BiometricPrompt.Host, guards: [AndroidAuthenticateGuard] = [], answersAnotherRequest: Bool = false,
    noRelease: String? = nil, heldBy: String? = nil
  ) {
    self.host = host
    self.guards = guards
    self.answersAnotherRequest = answersAnotherRequest
    self.noRelease = noRelease
    self.heldBy = heldBy
  }

  /// The first of its checks that fails on `device` now, or `nil` when the code asks.
  @MainActor public func failedGuard(on device: AndroidDevice) -> AndroidAuthenticateGuard? {
    guards.first { !$0.holds(on: device) }
  }
}

/// A check of androidx's `BiometricManager.canAuthenticate(authenticators)` a lock's code makes before it asks: the
/// request is made only when the answer is `BIOMETRIC_SUCCESS` (or, `negated`, only when it is not), as the androidx
/// guide's "Check that biometric authentication is available" does before `authenticate`
/// (https://developer.android.com/identity/sign-in/biometric-auth#available ; high). The answer
/// (``AndroidDevice/canAuthenticate(_:)``) depends only on the API level and the device's lasting state (hardware,
/// enrolment, screen lock), so while it refuses no return makes the code ask (issue 27, forty-seventh session).
nonisolated public struct AndroidAuthenticateGuard: Hashable, Sendable {
  /// The authenticators asked about.
  public var authenticators: BiometricAuthenticators
  /// Whether the code asks only when the answer is not `BIOMETRIC_SUCCESS` (a script's `not(canAuthenticate(...))`).
  public var negated: Bool

  /// A check.
  public init(authenticators: BiometricAuthenticators, negated: Bool = false) {
    self.authenticators = authenticators
    self.negated = negated
  }

  /// Whether the code asks on `device` now.
  @MainActor public func holds(on device: AndroidDevice) -> Bool {
    (device.canAuthenticate(authenticators) == 0) != negated
  }

  /// The check as the platform spells it: `canAuthenticate(BIOMETRIC_STRONG)`, `!canAuthenticate(DEVICE_CREDENTIAL)`.
  public var text: String { (negated ? "!" : "") + "canAuthenticate(\(authenticators.names))" }
}
