/// A lock screen up whose app promises that the lock asks for Face ID by itself when it comes up,
/// with no tap (``PrivacyScreenStrategy/selfAskingLock``): the promise a security reviewer signs
/// off when the app's settings say "Unlock with Face ID" and its lock opens on the system prompt.
nonisolated public struct SelfAskingLock: Sendable, Equatable {
  /// The policy its code evaluates: while the device's settings keep LocalAuthentication from
  /// evaluating it (``Device/authenticationUnavailable(for:)``), no code can keep the promise.
  public var policy: LAPolicy
  /// Where the lock's code asks for Face ID, for a verdict's detail ("when its lock goes up").
  public var askMoments: String
  /// The strategy's parameter that keeps it from asking whatever the platform does (the lock
  /// family's `auth=tap`), or `nil` when where the platform's callbacks and LocalAuthentication's
  /// replies fall decides (the engine labels the verdict "by construction" only then).
  public var byConstruction: String?
  /// When, in virtual seconds, the code last skipped an ask because its earlier request was still in
  /// flight (its in-flight guard), when that request's `systemCancel` reply reached the reply handler
  /// only after it; `nil` otherwise. LocalAuthentication replies on a private queue and the code hops
  /// to the main queue, so a cancel given as the app left runs only once the app runs again.
  public var heldAskAt: Double? = nil
  /// When, in virtual seconds, that queued cancel reply ran on the main queue (with ``heldAskAt``).
  public var cancelReplyRanAt: Double? = nil

  /// A lock whose code evaluates `policy` and asks at `askMoments`.
  public init(policy: LAPolicy, askMoments: String, byConstruction: String? = nil) {
    self.policy = policy
    self.askMoments = askMoments
    self.byConstruction = byConstruction
  }
}

/// The app's lock up on the active app with no LocalAuthentication prompt shown since the app came
/// to the foreground or since the lock stood again (``Device/silentLock``).
nonisolated public struct SilentLock: Sendable, Equatable {
  /// Since when, in virtual seconds, no prompt has shown: the moment the app was last seen come to
  /// the foreground, or the user last passed the lock in this stay.
  public let since: Double
  /// What `since` is, in words ("the app came to the foreground").
  public let sinceWhat: String
  /// How the app's last request ended with no prompt since (failed at once, or cancelled by the
  /// system), in words, or `nil` when none did since the last prompt.
  public let lastReply: String?
  /// When that reply came, in virtual seconds.
  public let lastReplyAt: Double?
  /// The lock's code, as the strategy describes it.
  public let lock: SelfAskingLock
}
