import ShieldModel

// Adding an invariant: its case below (in report order) and its checker's line in `checks` (in checking order),
// and its checker in a file of its own under Invariants/ (two files).

/// Every invariant's checker, registered once: the checkers, the reports and `list invariants`
/// all read it.
nonisolated enum InvariantCatalog {
  /// The checkers in the order they run after each step; the first violation found is the
  /// step's. Crash first, an app that came back after the user swiped it away (termination-blocked) and a system
  /// gesture that did nothing (system-gesture-blocked), then the leaks (one pass over the captures in the order they were
  /// taken, so the first bad capture decides between snapshot-leak and capture-leak), touch,
  /// lock bypass, the lock's own entry (unlock-blocked), re-authentication loop, a lock asked with no leave, a lock promised to ask that does not (silent-lock), stranded cover, blank window, cannot-disable, residue (the most general
  /// difference after disable, so after the telling one), focus, invisible presentation, then a needless cover (a promised trade-off, after every defect). Reports list invariants in
  /// ``Invariant`` declaration order instead.
  static let checks: [any InvariantCheck] = [
    // First: what follows the use of a previous process's state is the fuzzer's artifact.
    ProcessStateCheck(),
    CrashCheck(),
    // Before the others: what the relaunched process shows follows from the app coming back.
    TerminationBlockedCheck(),
    // With it: the user's system gesture did nothing, whatever the app then shows.
    SystemGestureBlockedCheck(),
    // Before the leaks: a capture the app was never told of is the cause of what it then leaks.
    DetectionPromiseCheck(),
    SnapshotLeakCheck(),
    CaptureLeakCheck(),
    TouchBlockedCheck(),
    LockBypassCheck(),
    UnlockBlockedCheck(),
    ReauthLoopCheck(),
    // After the loop: a re-arm by the app's own prompt alone is the loop.
    NeedlessLockCheck(),
    // After the lock's own entry: a lock Settings keeps from evaluating is unlock-blocked, not silent.
    SilentLockCheck(),
    StrandedCoverCheck(),
    BlankWindowCheck(),
    CannotDisableCheck(),
    ResidueCheck(),
    FocusLostCheck(),
    // Last: a presentation lost in a hidden window is judged once nothing else broke.
    InvisiblePresentationCheck(),
    // After everything: a trade-off the strategy promised, not a leak or a broken app.
    NeedlessCoverCheck(),
    // A promise about the user's own screen on a Mac (claimed only), after the defects too.
    UncoveredWhileUnfocusedCheck(),
  ]

  /// The checker registered for `invariant`.
  static func check(for invariant: Invariant) -> any InvariantCheck {
    guard let check = checks.first(where: { $0.invariant == invariant }) else {
      preconditionFailure("no checker registered for \(invariant.rawValue)")
    }
    return check
  }
}

/// A property every cover strategy must keep; a trace that breaks one is a counterexample.
public nonisolated enum Invariant: String, CaseIterable, Sendable, Comparable, PlatformInvariant {
  /// No app-switcher card or snapshot shows sensitive content (for a strategy claiming the
  /// switcher).
  case snapshotLeak = "snapshot-leak"
  /// No screenshot, recorded or mirrored frame shows sensitive content (for a strategy claiming
  /// that kind of capture).
  case captureLeak = "capture-leak"
  /// No cover stays visible over an active scene once the main queue has drained and animations
  /// have finished.
  case strandedCover = "stranded-cover"
  /// A touch on an active scene reaches the view it would reach without the strategy.
  case touchBlocked = "touch-blocked"
  /// The strategy never traps (a modeled force-unwrap of nil or UIKit exception).
  case crash = "crash"
  /// Once the app has turned the strategy off (its `disableCall`) and the device is settled
  /// with the app active, its windows' view and layer trees equal those of the app without the
  /// strategy (checked for strategies that can be disabled).
  case residue = "residue"
  /// Once the app is active and settled, the app's own content is on screen wherever it is
  /// without the strategy: no gray or black window after a round trip.
  case blankWindow = "blank-window"
  /// Once the app has turned the strategy off, no capture is still blanked and no cover is still
  /// up (checked for strategies that can be disabled).
  case cannotDisable = "cannot-disable"
  /// Once the app is active and settled, each scene's first responder and key window are those
  /// of the app without the strategy (the user's typing context survives the cover).
  case focusLost = "focus-lost"
  /// While the app's lock promise stands, no sensitive content is on screen and no touch reaches
  /// the app (checked for strategies that are locks).
  case lockBypass = "lock-bypass"
  /// While the app's lock promise stands, the lock's own passcode entry can take the passcode:
  /// no keyboard of another field over its keypad or field, and a field no tap reaches has the
  /// keyboard (checked for strategies that are locks).
  case unlockBlocked = "unlock-blocked"
  /// A successful Face ID match is not followed by another request of the app's, with no user
  /// action between, while its lock promise stands (the lock re-arms on its own prompt).
  case reauthLoop = "reauth-loop"
  /// App code never uses a view made in an earlier simulated process: on iOS each launch is a
  /// new process, so such state (a `static` manager's cached window) would be made again; in the
  /// fuzzer it survives and its cover lands on a device that is gone (a false leak otherwise).
  case processState = "process-state"
  /// An app that relies on capture detection is told of each capture once (no screenshot
  /// unreported, no capture in progress unknown to the active app, none reported twice), and a
  /// promise to blank the app holds while the screen is captured (checked for strategies that
  /// declare ``PrivacyScreenStrategy/captureDetection``).
  case detectionPromise = "detection-promise"
  /// Once the app is active and settled, no UI the app's own code presented is in a window that
  /// shows nothing (hidden, or alpha 0) where, without the strategy, it is shown: a strategy's
  /// key window took the presentation and hid it with itself.
  case invisiblePresentation = "invisible-presentation"
  /// Once the user has passed the app's lock, its promise stands again only after the app left
  /// the foreground (checked for strategies that are locks).
  case needlessLock = "needless-lock"
  /// No cover shows while the app stays in the foreground under system UI other than the app switcher (checked for
  /// strategies that promise it, ``PrivacyScreenStrategy/promisesNoNeedlessCover``).
  case needlessCover = "needless-cover"
  /// A lock whose app promises it asks for Face ID by itself when it comes up shows a
  /// LocalAuthentication prompt in every stay of the app in front while it stands (checked for
  /// strategies that promise it, ``PrivacyScreenStrategy/selfAskingLock``).
  case silentLock = "silent-lock"
  /// An app the user swiped away in the app switcher does not come back by itself: no process of it
  /// runs in front again with no launch of the user's since (``Device/terminationBlocked``).
  case terminationBlocked = "termination-blocked"
  /// No sensitive content shows on a Mac's screen while another Mac app has focus and the app's window stays in view
  /// (checked for strategies that claim it, ``ProtectionClaims/unfocused``).
  case uncoveredWhileUnfocused = "uncovered-while-unfocused"
  /// A system gesture that works without the strategy does something: the iPad's multitasking swipe
  /// switches apps (``Device/systemGestureBlocked``).
  case systemGestureBlocked = "system-gesture-blocked"

  // What each invariant demands, and how reports title it, lives with its checker.

  /// One line on what the invariant demands.
  public var summary: String { InvariantCatalog.check(for: self).summary }

  /// The Markdown comparison's short column title (`stranded`).
  public var shortTitle: String { InvariantCatalog.check(for: self).shortTitle }

  /// The capture kinds whose sensitive images break it, in report order; empty for an
  /// invariant of the device's state.
  var captureKinds: [CaptureKind] { InvariantCatalog.check(for: self).captureKinds }

  /// Whether a failure can be a capture showing sensitive content: a leak invariant's (``captureKinds``), or
  /// `lock-bypass`'s image taken while the lock promise stood (``LockBypassCheck``), whose report names what leaked.
  var showsCaptures: Bool { !captureKinds.isEmpty || self == .lockBypass }

  /// ``captureKinds``' names.
  public var captureKindNames: [String] { captureKinds.map(\.rawValue) }

  public static func < (a: Invariant, b: Invariant) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
