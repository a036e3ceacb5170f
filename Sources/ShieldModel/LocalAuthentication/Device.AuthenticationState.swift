extension Device {
  /// One ``LAContext`` evaluation: who asked and where its reply goes.
  package struct AuthenticationRequest {
    /// The context that asked.
    package let context: ObjectIdentifier
    /// The app's reply block (runs on LocalAuthentication's private queue).
    package let reply: @Sendable (Bool, (any Error)?) -> Void
    /// The error it fails with at once (an invalidated context), or `nil`.
    package var failure: LAError.Code?
    /// The policy evaluated: with `.deviceOwnerAuthentication` the system offers its passcode.
    package var policy: LAPolicy = .deviceOwnerAuthentication
    /// Whether the prompt shows a fallback button after a failed attempt (not when the app set
    /// `localizedFallbackTitle` to "" for the biometrics policy).
    package var offersFallback = true
    /// The context itself, told of a success (``LAContext/succeededPolicies``); held until the
    /// reply, as the framework holds a context while it evaluates.
    package var owner: LAContext?
    /// Whether the context answers from its earlier success, with no prompt
    /// (``PlatformFlags/evaluatedContextAnswersAgain``).
    package var answersFromEarlierSuccess = false
    /// The device unlock by biometry that answers it with no prompt
    /// (``LAContext/touchIDAuthenticationAllowableReuseDuration``), or `nil`.
    package var deviceUnlockAt: Double?
    /// The app callback that asked (``LAContext/requestOrigin``), when app code named it.
    package var origin: String?
    /// The request asks for the device passcode alone (a Keychain item's `devicePasscode`
    /// constraint): its UI opens on the passcode stage.
    package var passcodeOnly = false
    /// The Keychain read this request authenticates (``SecItemCopyMatching(_:reply:)``), described
    /// for a verdict, or `nil` for the app's own ``LAContext`` evaluation.
    package var keychainRead: String?
  }

  /// Where the prompt of the request shown is: Face ID, or the system's passcode UI that a
  /// `.deviceOwnerAuthentication` request falls back to.
  package enum Stage: Sendable {
    case faceID, passcode
    /// The system's Face ID permission alert, before the scan (``Device/isFaceIDPermissionAlertShown``).
    case permissionAlert
  }

  /// The app's LocalAuthentication requests: the one asked for this turn, the one whose prompt
  /// is up, and what the re-authentication check needs to know.
  package struct AuthenticationState {
    /// Requests asked since the last prompt went up, in order; the first raises the prompt at the
    /// end of the turn, the others fail.
    package var pending: [AuthenticationRequest] = []
    /// Replies due after a call from app code (``LAContext/invalidate()``), delivered at the end
    /// of the turn, not inside the call.
    package var repliesDue: [(reply: @Sendable (Bool, (any Error)?) -> Void, error: LAError.Code)] = []
    /// The request whose Face ID prompt is up.
    package var shown: AuthenticationRequest?
    /// The stage of the shown request's prompt.
    package var stage = Stage.faceID
    /// Failed Face ID attempts at the shown prompt (its fallback button shows after the first).
    package var failedAtPrompt = 0
    /// How the user declined the last prompt, `userCancel` (its Cancel) or `userFallback` (its fallback button,
    /// the biometrics policy's "Enter Password"), if the user has done nothing since (only time passed); `nil`
    /// otherwise. Both are the user's choice not to scan now, as Android's Cancel and negative button are.
    package var declinedWithoutUserSince: LAError.Code?
    /// The failure the request being answered ends with, while its reply runs (``Device/authenticationFailureBeingAnswered``).
    package var failureBeingAnswered: LAError.Code?
    /// Prompts in a row the app raised right after the user declined the one before.
    package var repromptsAfterCancel = 0
    /// When the app asked again with ``declinedWithoutUserSince`` set for the second time in a
    /// row, during the current event: it re-prompts after every cancel (or fallback) of the user's
    /// (``Device/reauthenticationAfterCancel``); one re-prompt alone is not yet a loop.
    package var repromptedAfterCancelAt: Double?
    /// A successful reply reached the app and the user has done nothing since (only time passed).
    package var succeededWithoutUserSince = false
    /// When the last evaluation succeeded (a lock's promised idle interval counts from it).
    package var succeededAt: Double?
    /// When the app asked again for Face ID with ``succeededWithoutUserSince`` set, during the
    /// current event: the app's lock re-armed on its own prompt (``Device/reauthenticationAfterSuccess``).
    package var repromptedAt: Double?
    /// The Keychain read whose system prompt was that second ask (``repromptedAt``), or `nil` when the
    /// app's own LAContext request was: a read of an access-controlled item right after the match, while
    /// the lock still stands, asks the user twice for one unlock (``Device/reauthenticationKeychainRead``).
    package var repromptKeychainRead: String?

    /// Requests cancelled by a competing request of the app's own (replaced by a newer one, or
    /// refused while one was in flight) since the user last did something.
    package var competingCancels = 0
    /// When the competing requests reached ``Device/competingRequestLimit`` during the current
    /// event, and how many there were: the app's own requests cancel each other with no user
    /// action between (``Device/reauthenticationByCompetingRequests``).
    package var competingLoop: (time: Double, count: Int, origins: [String])?
    /// The callbacks whose requests a competing request cancelled, in order, since the user last
    /// did something (those app code named).
    package var competingOrigins: [String] = []

    /// Nothing asked.
    package init() {}

    /// Whether anything waits for the end of the turn (the cheap guard of every turn).
    package var hasWork: Bool { !pending.isEmpty || !repliesDue.isEmpty }
    /// Requests made while the app was not in front, held until it is again
    /// (``PlatformFlags/backgroundRequestWaitsForReturn``), in order.
    package var heldForReturn: [AuthenticationRequest] = []
  }
}
