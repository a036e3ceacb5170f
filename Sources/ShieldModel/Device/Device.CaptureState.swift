extension Device {
  /// Screen capture and the system's images of the app: recording and mirroring, the capture
  /// change the app has yet to hear of, captures not yet collected, and switcher snapshots.
  package struct CaptureState {
    /// Whether screen recording is on.
    package var isRecording = false
    /// How many recordings have started on the device (the current one's number while one runs).
    package var recordingGeneration = 0
    /// Whether mirroring is on.
    package var isMirroring = false
    /// Whether iPhone Mirroring is on (not part of ``isActive``: the app is not told).
    package var isIPhoneMirroring = false
    /// A capture change seen while inactive, posted at the next activation.
    package var pendingCaptureChange = false
    /// Captures taken since the engine last collected them.
    package var captures: [Capture] = []
    /// Switcher snapshots kept by the system, one per scene and orientation, the most recent
    /// of each scene last. They outlive the process (see ``SystemEvent/terminateApp``).
    package var storedSnapshots: [StoredSnapshot] = []
    /// How many snapshot passes (one per background of a scene) have run; marks which stored
    /// snapshots were taken together.
    package var snapshotPasses = 0
    /// Whether the app has a card in the switcher: from the user's first launch of it (or opening
    /// it after a background launch) until the user swipes the card away. It outlives the
    /// process (a card stays after the system ends a suspended app). A background launch of an
    /// app without one snapshots it to disk only (``Capture/isOnDiskOnly``).
    package var appHasSwitcherCard = false
    /// Scenes that entered the background and wait for their switcher snapshot, in order.
    package var pendingSnapshotScenes: [UIWindowScene] = []

    /// Seconds the zooming switcher card showed sensitive content, over every zoom.
    package var switcherZoomExposure = 0.0
    /// Seconds a cover showed while the app zoomed back in, over every return.
    package var returnCoverSeconds = 0.0
    /// Sensitive content seen on a scene zooming back in while the app's lock promise stood,
    /// during the current event (``Device/lockedContentOnReturn``).
    package var lockedContentOnReturn: LockedReturnSight?

    /// Cards the switcher settled on before the app caught up, shown until the next event: taken
    /// before the resign committed (``SystemEvent/cardBeforeResignCommit``) or before work the
    /// resign asked for ran (``SystemEvent/transitionTurns(_:)``).
    package var staleCards: [(scene: String, frame: Frame)] = []
    /// Whether the switcher opened next from the app takes its card before the resign commits
    /// (``SystemEvent/cardBeforeResignCommit``).
    package var cardPrecedesNextResignCommit = false
    /// Whether the windows the app creates during the next leave reach the render server only
    /// after its snapshot and settled card (``SystemEvent/newWindowAfterSnapshot``).
    package var newWindowsLateAtNextLeave = false
    /// Whether a leave chosen so is under way: windows created now wait for their first frame
    /// (``UIWindow/awaitsFirstFrame``) until the user's next event, after the pending snapshots.
    package var leaveHoldsNewWindows = false

    /// Nothing captured, capture off.
    package init() {}

    /// Whether the screen is recorded or mirrored.
    package var isActive: Bool { isRecording || isMirroring }
  }
}
