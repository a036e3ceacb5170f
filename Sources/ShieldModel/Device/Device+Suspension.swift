/// Process suspension as one rule: **a suspended app runs no code.**
///
/// The platform's rule: shortly after did-enter-background returns (and the switcher snapshot is taken) the system
/// suspends an app that has no background task; a suspended app stays in memory but executes no code until the user
/// returns to it (Apple, "Managing your app's life cycle",
/// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; "About the background execution
/// sequence", https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence ; the App
/// Programming Guide's app states: "Suspended: the app is in the background but is not executing code"; iOS 4+;
/// high). A background task keeps it running until it ends or its allowance runs out
/// (``UIApplication/beginBackgroundTask(expirationHandler:)``).
///
/// Everything that is the app's code obeys it, in two places:
/// - **An event that is the app's own code** (``SystemEvent/appCall(_:)``, ``SystemEvent/appCallOffMain(_:)``,
///   ``SystemEvent/appPresent(_:_:)``, ``SystemEvent/appDismiss(_:)``, ``SystemEvent/pushScreen(_:)``,
///   ``SystemEvent/popScreen``, ``SystemEvent/popToRoot``) is refused with ``suspensionRefusal()``, one reason text,
///   for every strategy. An event comes after the switcher snapshot its step takes first (``Device/apply(_:)``), and
///   that snapshot suspends an app entirely in the background with no background task
///   (``suspendsAtPendingSnapshot``), so such an event is refused there too: `goHome · appCall(x)` cannot happen.
///   The generator's validity key reads the same two facts (the process's suspension, and
///   ``suspendsAtPendingSnapshot`` as bit 25; ``Device/eventValidity()``).
/// - **The app's own work** waits while ``runsAppCode`` is false: the main queue (``Device/drainMainQueue()``), due
///   timers and `asyncAfter` blocks (the clock's deadlines, ``Device/advanceClock(to:)``), display-link frames, and
///   the capture-change notification. Work queued in the app's last turns, between did-enter-background and the
///   suspension, runs before the suspension or on the return
///   (``PlatformFlags/queuedWorkRunsBeforeSuspension``); work that fell due while suspended runs once the app runs
///   again (a timer late, not on time).
///
/// **Replies from another process** (LocalAuthentication's reply, which the authentication daemon sends; a Keychain
/// read's answer) are not the app's work: the system sends them when it decides, and the framework runs the reply
/// on its private queue in the app's process. The system cancels a prompt (`LAError.systemCancel`) as it takes the
/// app away, while the app still runs (it hears did-enter-background after that; ``Device/finishBiometricRequest``),
/// so the reply handler runs then; a hop it makes to the main queue is in-process queued work from there on, under
/// the rule above. The model produces every such reply at an event during which the app runs (a prompt answered
/// or cancelled, `invalidate()`, a request refused at once), so none reaches a process already suspended. Model
/// limit: a reply the daemon sent to a suspended process would wait in its message queue until the process runs
/// again; no modeled event sends one.
extension Device {
  /// Whether the app's code can run now: its process is not suspended. (A process not launched or crashed runs
  /// nothing either; those are their own refusals.)
  package var runsAppCode: Bool { !process.isSuspended }

  /// Whether the switcher snapshot still pending suspends the app before the next event runs: an app entirely in
  /// the background with no background task, whose snapshot every event takes first (``takePendingSnapshots()``).
  /// Model limit: a background task that a queued block would begin in the app's last turns
  /// (``PlatformFlags/queuedWorkRunsBeforeSuspension``, ``PlatformFlags/queuedBlocksRunBeforeSnapshot``) is not
  /// foreseen.
  package var suspendsAtPendingSnapshot: Bool {
    !capture.pendingSnapshotScenes.isEmpty && process.backgroundTasks.isEmpty && applicationState == .background
  }

  /// Why an event that is the app's own code cannot happen now, or `nil`: the app is suspended, or the snapshot
  /// this step takes first suspends it (the type's rule). One text for every such event.
  func suspensionRefusal() -> Refusal? {
    guard process.isSuspended || suspendsAtPendingSnapshot else { return nil }
    return "the app is suspended, or is at the snapshot this step takes first: a suspended app runs no code"
  }
}
