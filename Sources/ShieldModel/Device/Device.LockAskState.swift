extension Device {
  /// What `needless-lock` reads: when the user last passed the app's lock while the app has not
  /// left the foreground since, what happened after, and a re-arm with no leave between.
  package struct LockAskState {
    /// When the user last passed the lock (its promise released), while the app has stayed in the
    /// foreground since; `nil` once it leaves or its process ends.
    package var passedAt: Double?
    /// The events since that pass, by name, at most ``LockAskState/keptEvents`` of the latest.
    package var eventsSincePass: [String] = []
    /// The re-arm with no leave since the pass, during the last event or settle.
    package var needless: NeedlessLock?
    /// The scene callback during the current event that stood the lock's promise again while another scene of the
    /// app stayed in the foreground (``NeedlessLock/rearmedBy``); cleared as each event's promise is judged.
    package var rearmedBy: String?
    /// When the app left the foreground during a stay kept by a lock's promised interval away
    /// (``LockTimerPromise/away``), until it comes back.
    package var leftAt: Double?
    /// When the user last touched the app (``LockTimerPromise/idle`` counts from it).
    package var lastTouchAt: Double?
    /// Whether a LocalAuthentication prompt has shown since ``stayFrom`` (what `silent-lock` reads).
    package var promptedInStay = false
    /// When the app was last seen come to the foreground, or the user last passed the lock while
    /// it stayed, and which of the two; `nil` while the app is not in front.
    package var stayFrom: (time: Double, what: String)?
    /// How the last request ended with no prompt, or with the system cancelling it, and when;
    /// cleared when a prompt shows.
    package var silentReply: (time: Double, text: String)?
    /// When the user chose the prompt's fallback (a `userFallback` reply reached the app) during
    /// the stay, until a prompt that offers the device passcode shows.
    package var fallbackChosenAt: Double?
    /// The first weaker lock setting the app applied with no authentication of the user's since the
    /// change was asked for (``Device/unauthenticatedSettingChange``).
    package var unauthenticatedSettingChange: UnauthenticatedSettingChange?

    /// Bit `i`: the user passed lock `i` during the stay (``LockPromises``); a re-arm of a lock
    /// not passed is that lock's first ask, not `needless-lock`.
    package var passedLocks: UInt64 = 0
    /// When the user first passed each lock during the stay, by lock (filled up to the highest
    /// lock passed; read only for bits of ``passedLocks``).
    package var lockPassedAt: [Double] = []
    /// Whether a scene resigned active since ``passedAt`` (the cause a re-arm's detail names).
    package var resignedSincePass = false
    /// When the app raised its own LocalAuthentication prompt during the last event or settle while its lock's
    /// promise did not stand (``Device/notePromptForLockStay()``), and whether it came right after a success with no
    /// user action between; judged against the stay at the event's end.
    package var promptWhileReleased: (time: Double, afterSuccess: Bool, duringDismissal: Bool)?

    /// How many of the latest events a finding names.
    static let keptEvents = 6

    package init() {}
  }
}

/// The app's lock promise re-armed although the app had not left the foreground since the user
/// passed it (``Device/needlessLock``).
public struct NeedlessLock: Sendable, Equatable {
  /// When the user passed the lock, in virtual seconds.
  public let passedAt: Double
  /// When the promise stood again, in virtual seconds.
  public let armedAt: Double
  /// The events between, by name, oldest first (at most six, the latest).
  public let events: [String]
  /// The intervals the lock promises, in words, when it promises any (``LockTimerPromise/text``).
  public var promise: String? = nil
  /// With a promise: seconds since the user's last touch or the unlock when it stood again.
  public var idleFor: Double? = nil
  /// With a promise: seconds the app had been away on the return that re-armed it, if any.
  public var awayFor: Double? = nil
  /// The Keychain read whose authentication UI asked again (an access-controlled item read with no
  /// authenticated context), when that was the ask rather than the lock's promise.
  public var keychainRead: String? = nil
  /// Which of the app's locks stood again, when it runs more than one (``LockPromises``).
  public var lock: Lock? = nil
  /// Whether a scene resigned active (Control Center, an alert, the switcher, the app's own
  /// prompt) between the pass and the re-arm: the cause the detail names, else the event.
  public var resignedSincePass = true
  /// The scene and callback that stood the lock's promise again while the app stayed in the foreground through another
  /// scene (`scene B's sceneDidEnterBackground (scene A stayed in the foreground)`): on an iPad with two scenes,
  /// one scene's leave runs the app's code that re-locks a state the scenes share, and the scene still in front
  /// locks although the user never left it; `nil` when no scene's leave did it.
  public var rearmedBy: String? = nil
  /// The ask was the app's own LocalAuthentication prompt raised while the lock's promise did not
  /// stand (the app asked although the user had passed the lock and not left), rather than the
  /// promise standing again: ``PromptAsk/afterSuccess`` when it came right after a success with no
  /// user action between (the prompt's own dismissal gave the callback that asked: a loop).
  public var prompt: PromptAsk? = nil

  /// An authentication prompt the app raised while its lock's promise did not stand.
  public struct PromptAsk: Sendable, Equatable {
    /// Whether the previous prompt had succeeded and the user had done nothing since but wait.
    public let afterSuccess: Bool
    /// Whether it came while the previous prompt was still animating away, with no did-become-active
    /// between (``PlatformFlags/requestDuringMatchDismissalFails`` false).
    public var duringDismissal = false
  }

  /// One lock among the app's several, by member order.
  public struct Lock: Sendable, Equatable {
    /// Its index, from 0.
    public let index: Int
    /// How many locks the app runs.
    public let count: Int
  }
}
