extension Device {
  /// One ``LAContext`` evaluation: who asked and where its reply goes.
  package struct AuthenticationRequest {
    /// The context that asked.
    package let context: ObjectIdentifier
    /// The app's reply block (runs on LocalAuthentication's private queue).
    package let reply: @Sendable (Bool, (any Error)?) -> Void
    /// The error it fails with at once (an invalidated context), or `nil`.
    package var failure: LAError.Code?
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
    /// A successful reply reached the app and the user has done nothing since (only time passed).
    package var succeededWithoutUserSince = false
    /// When the app asked again for Face ID with ``succeededWithoutUserSince`` set, during the
    /// current event: the app's lock re-armed on its own prompt (``Device/reauthenticationAfterSuccess``).
    package var repromptedAt: Double?

    /// Nothing asked.
    package init() {}

    /// Whether anything waits for the end of the turn (the cheap guard of every turn).
    package var hasWork: Bool { !pending.isEmpty || !repliesDue.isEmpty }
  }
}
