import Foundation

/// A LocalAuthentication context (`LAContext`, iOS 8+): the app's way to ask for Face ID.
///
/// ``evaluatePolicy(_:localizedReason:reply:)`` brings up the system's Face ID prompt at the end
/// of the run-loop turn in which the app asked (the request is asynchronous: "This method
/// asynchronously evaluates an authentication policy", Apple, "evaluatePolicy(_:localizedReason:reply:)",
/// https://developer.apple.com/documentation/localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:) ;
/// high; the prompt's turn is the model's choice). The prompt is system UI over the app: its
/// scenes resign active, as for any system prompt (the app's own Face ID prompt makes it
/// inactive: https://github.com/LedgerHQ/ledger-live/pull/2838 ; KeePassium,
/// https://github.com/keepassium/KeePassium/issues/330 ; high). The user's events decide the
/// reply: ``SystemEvent/faceIDMatch`` succeeds, ``SystemEvent/dismissSystemAlert`` cancels
/// (``LAError/Code/userCancel``), leaving the app, opening the switcher or locking the device
/// cancels (``LAError/Code/systemCancel``). `reply` runs "on a private queue internal to the
/// framework" (same page): it is `@Sendable`, not main-actor code, so the app hops to the main
/// queue before it touches UIKit. The model runs it at once, as it runs the app's own queues.
///
/// A failed match (``SystemEvent/faceIDNoMatch``), the fallback (``SystemEvent/faceIDFallback``:
/// the system's passcode UI for `.deviceOwnerAuthentication`, `userFallback` for the biometrics
/// policy), the device passcode (``SystemEvent/enterDevicePasscode``) and the lockout after five
/// failures in a row are the outcomes of `Device+AuthenticationEvents.swift`.
///
/// A context that has evaluated a policy successfully answers a later evaluation of the same
/// policy with success at once, with no prompt and no resign, while it lives
/// (``PlatformFlags/evaluatedContextAnswersAgain``, default `true`, medium: first-hand reports,
/// no Apple page); an app that keeps one context for its lock is let in without the user. The
/// model answers only the same policy again (model choice: the reports evaluate one policy).
///
/// A request made while the app is not frontmost (in the background, or with the device's lock
/// screen still over it) fails with ``LAError/Code/notInteractive`` (-1004, "Caller is not
/// running foreground", shown to users as "User interaction required"): first-hand reports
/// (https://github.com/strongbox-password-safe/Strongbox/issues/702 , iOS 16.4.1, the device
/// unlocked over the open app; https://github.com/SelfLender/react-native-biometrics/issues/273 ,
/// 2024; https://github.com/safe-global/safe-ios/pull/1104 , 2021;
/// https://github.com/gnosis/safe-ios-legacy/pull/1151 , 2019); medium-high, Apple documents the
/// code ("displaying the required authentication user interface is forbidden") but not this use.
///
/// Model choices (low, no verdict of a built-in strategy depends on them): a request made while
/// another is in flight, or with system UI over the app, fails with ``LAError/Code/systemCancel``.
///
/// The device's settings decide what can be evaluated (``Device/authenticationUnavailable(for:)``;
/// the user changes them in Settings, ``SystemEvent/changeDeviceSetting(_:)``): with the passcode
/// off both policies fail at once with ``LAError/Code/passcodeNotSet``, with no face enrolled the
/// biometrics policy fails with ``LAError/Code/biometryNotEnrolled`` and `.deviceOwnerAuthentication`
/// opens on the passcode UI; no prompt, no resign for a failure at once. ``interactionNotAllowed``
/// fails an evaluation with ``LAError/Code/notInteractive`` at once; whether a context already
/// asked ``canEvaluatePolicy(_:error:)`` does so too is unverified
/// (``PlatformFlags/checkedContextRefusesInteraction``, default `false`).
@preconcurrency @MainActor open class LAContext {
  nonisolated deinit {}
  /// Whether ``invalidate()`` was called.
  package private(set) var isInvalidated = false
  /// The policies this context has evaluated successfully, in order.
  package private(set) var succeededPolicies: [LAPolicy] = []
  /// Whether the last successful reply of this context came from an earlier success, with no
  /// prompt and so with no act of the user's.
  package private(set) var lastSuccessWasReused = false
  /// The title of the prompt's cancel button (recorded only).
  public var localizedCancelTitle: String?
  /// The title of the prompt's fallback button; `""` hides the button of the biometrics policy
  /// (Apple, "localizedFallbackTitle",
  /// https://developer.apple.com/documentation/localauthentication/lacontext/localizedfallbacktitle ; high).
  public var localizedFallbackTitle: String?

  /// Seconds after the user unlocked the device with biometry during which an evaluation of this
  /// context succeeds at once, with no prompt (``Device/reusableUnlock(within:)``; Apple,
  /// "touchIDAuthenticationAllowableReuseDuration",
  /// https://developer.apple.com/documentation/localauthentication/lacontext/touchidauthenticationallowablereuseduration ;
  /// iOS 9+; high for Touch ID, Face ID under ``PlatformFlags/reuseDurationCoversFaceID``).
  /// Default 0: no reuse; longer than ``LATouchIDAuthenticationMaximumAllowableReuseDuration``
  /// counts as that.
  public var touchIDAuthenticationAllowableReuseDuration: Double = 0

  /// When the device unlock that answered this context's last success happened, or `nil` when
  /// that success came from a prompt or from the context's earlier success.
  package private(set) var lastSuccessDeviceUnlockAt: Double?

  /// The app callback that asked for this context's next evaluation, as app code in the package
  /// names it (recorded with the request for the explanation of a loop of competing requests).
  package var requestOrigin: String?

  /// A new context.
  /// A new context. Nonisolated, as the SDK's (see ``canEvaluatePolicy(_:error:)``): apps make
  /// contexts in nonisolated helpers.
  nonisolated public init() {}

  /// The device's biometry (``Device/biometryType``): Touch ID on the iPhones of the profiles below
  /// iOS 11 (Face ID came with iOS 11 and the iPhone X; the property itself is iOS 11+) and on a Mac (no
  /// Mac has Face ID; sources at ``Profile/biometryType``), Face ID on every other model device. The prompt's events are the same
  /// (``SystemEvent/faceIDMatch``, a cancel, the fallback); the prompt is named by its biometry and
  /// goes after its reply by its own timing (``PlatformTimings/touchIDDismissal``,
  /// ``PlatformTimings/faceIDDismissal``). Touch ID's third failed attempt is not modeled.
  public var biometryType: LABiometryType { Device.current?.biometryType ?? .faceID }

  /// Whether `policy` can be evaluated now, by the device's settings
  /// (``Device/authenticationUnavailable(for:)``): `false` with ``LAError/Code/passcodeNotSet`` once
  /// the passcode is turned off, ``LAError/Code/biometryNotEnrolled`` for the biometrics policy with
  /// no face enrolled, ``LAError/Code/biometryLockout`` for it while Face ID is locked out, and
  /// ``LAError/Code/invalidContext`` once invalidated, written through `error`. A success for the
  /// biometrics policy sets ``evaluatedPolicyDomainState``.
  ///
  /// Nonisolated, as the SDK declares it: LocalAuthentication's `LAContext` is a plain `NSObject`
  /// subclass, not main-actor (Apple, "LAContext",
  /// https://developer.apple.com/documentation/localauthentication/lacontext ; iOS 8+; high), so
  /// an app calls it from nonisolated code. The model's context state is the main actor's, on
  /// which every trace runs: a call from another thread is outside the model (it traps).
  nonisolated public func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer = nil) -> Bool {
    // Only the refusal's code crosses back: the error pointer stays on the caller's side.
    let refusal = MainActor.assumeIsolated { checkPolicy(policy) }
    guard let refusal else { return true }
    error?.pointee = LAError(refusal) as NSError
    return false
  }

  /// Why `policy` cannot be evaluated now, or `nil` when it can (the state changes of
  /// ``canEvaluatePolicy(_:error:)``).
  private func checkPolicy(_ policy: LAPolicy) -> LAError.Code? {
    guard !isInvalidated else { return .invalidContext }
    checkedPolicy = true
    // Locked-out Face ID fails the biometrics policy only; the other falls back to the passcode
    // (Apple, "LAError.Code.biometryLockout"; high).
    if let code = Device.current?.authenticationUnavailable(for: policy) { return code }
    if policy == .deviceOwnerAuthenticationWithBiometrics {
      evaluatedPolicyDomainState = Device.current?.biometryDomainState
    }
    return nil
  }

  /// Whether the app forbids the authentication UI: an evaluation then fails at once with
  /// ``LAError/Code/notInteractive`` and shows nothing (Apple, "interactionNotAllowed",
  /// https://developer.apple.com/documentation/localauthentication/lacontext/interactionnotallowed ,
  /// and "LAError.Code.notInteractive": "Displaying the required authentication user interface is
  /// forbidden ... Permit the display ... by setting interactionNotAllowed to false",
  /// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/notinteractive ;
  /// iOS 11+; high).
  public var interactionNotAllowed = false

  /// The enrolled set's state after ``canEvaluatePolicy(_:error:)`` succeeded for the biometrics
  /// policy or an evaluation succeeded, else `nil`; it differs from an earlier value once a face
  /// was enrolled or removed in Settings (Apple, "evaluatedPolicyDomainState": non-`nil` "when the
  /// canEvaluatePolicy(_:error:) method succeeds for a biometric policy or the person successfully
  /// authenticates using biometrics"; "compare the values ... to determine whether the authorized
  /// database changed",
  /// https://developer.apple.com/documentation/localauthentication/lacontext/evaluatedpolicydomainstate ;
  /// iOS 9-18 (deprecated in 18 for `domainState`); high).
  public private(set) var evaluatedPolicyDomainState: [UInt8]?

  /// Whether ``canEvaluatePolicy(_:error:)`` was asked of this context
  /// (``PlatformFlags/checkedContextRefusesInteraction``).
  package private(set) var checkedPolicy = false

  /// Asks the user to authenticate for `policy`; `reply` gets `true` and `nil`, or `false` and an
  /// ``LAError``, on a private queue (see the type's documentation).
  ///
  /// Nonisolated, as the SDK's (see ``canEvaluatePolicy(_:error:)``); the request is the main
  /// actor's, on which every trace runs.
  nonisolated public func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    MainActor.assumeIsolated { requestEvaluation(of: policy, reply: reply) }
  }

  /// The request ``evaluatePolicy(_:localizedReason:reply:)`` makes of the device.
  private func requestEvaluation(of policy: LAPolicy, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    guard let device = Device.current else { return }
    var failure: LAError.Code? = isInvalidated ? .invalidContext : nil
    // What the settings rule out fails at once, with no prompt (the biometrics policy while Face ID
    // is locked out; either policy with the passcode off; the biometrics policy with no face).
    if failure == nil { failure = device.authenticationUnavailable(for: policy) }
    if failure == nil, interactionNotAllowed || (checkedPolicy && device.profile.flags.checkedContextRefusesInteraction)
    {
      failure = .notInteractive
    }
    let reuses =
      failure == nil && succeededPolicies.contains(policy) && device.profile.flags.evaluatedContextAnswersAgain
    // The device unlock by biometry within the context's reuse window answers too.
    let unlock =
      failure == nil && !reuses ? device.reusableUnlock(within: touchIDAuthenticationAllowableReuseDuration) : nil
    // The reply runs on LocalAuthentication's private queue: the model runs it at once, and marks
    // the time it runs, so that UIKit called from it is seen as called off the main thread.
    let onPrivateQueue: @Sendable (Bool, (any Error)?) -> Void = { success, error in
      LocalAuthenticationQueue.runningReplies += 1
      defer { LocalAuthenticationQueue.runningReplies -= 1 }
      reply(success, error)
    }
    var request = Device.AuthenticationRequest(
      context: ObjectIdentifier(self), reply: onPrivateQueue, failure: failure, policy: policy,
      offersFallback: policy == .deviceOwnerAuthentication || localizedFallbackTitle != "",
      owner: self, answersFromEarlierSuccess: reuses || unlock != nil, origin: requestOrigin)
    request.deviceUnlockAt = unlock
    device.requestAuthentication(request)
  }

  /// The framework's record of a successful reply: `reused` when it came from an earlier
  /// success with no prompt.
  /// `unlockAt` is the device unlock that answered it, if one did.
  package func noteSuccess(of policy: LAPolicy, reused: Bool, unlockAt: Double? = nil) {
    if !succeededPolicies.contains(policy) { succeededPolicies.append(policy) }
    lastSuccessDeviceUnlockAt = unlockAt
    if !reused { evaluatedPolicyDomainState = Device.current?.biometryDomainState }
    lastSuccessWasReused = reused
  }

  /// Stops this context's evaluation in flight, which fails with ``LAError/Code/appCancel``; the
  /// context cannot evaluate again (Apple, "invalidate()",
  /// https://developer.apple.com/documentation/localauthentication/lacontext/invalidate() ; iOS 9+;
  /// high). The prompt, when up, goes with its dismissal animation (``PlatformTimings/faceIDDismissal``;
  /// inference from "stops", medium).
  public func invalidate() {
    guard !isInvalidated else { return }
    isInvalidated = true
    Device.current?.cancelAuthentication(of: ObjectIdentifier(self))
  }
}

/// LocalAuthentication's private queue, on which ``LAContext`` replies run (Apple,
/// "evaluatePolicy(_:localizedReason:reply:)": "on a private queue internal to the framework",
/// https://developer.apple.com/documentation/localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:) ;
/// high). The model runs a reply at once on its one thread; this counts the replies running, so
/// that a UIKit call made in one, before any hop to the main queue, is known as a call off the
/// main thread (``UIResponder/becomeFirstResponder()``, ``PlatformFlags/offMainUIKitCallsTrap``).
nonisolated enum LocalAuthenticationQueue {
  /// How many replies are running now (nested when a reply asks again and is answered at once).
  nonisolated(unsafe) static var runningReplies = 0
  /// Whether code runs on LocalAuthentication's private queue now.
  static var isCurrent: Bool { runningReplies > 0 }
}
