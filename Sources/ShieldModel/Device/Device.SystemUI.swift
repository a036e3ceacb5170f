extension Device {
  /// What the system shows around the app: an overlay, the call banner, other apps' windows
  /// over its scenes, and the screen's orientation.
  package struct SystemUI {
    /// System UI over the app or the Home Screen, if any.
    package var overlay: SystemOverlay?
    /// Whether the open app switcher was opened from the Home Screen (closing it returns to the
    /// app rather than reactivating it).
    package var switcherOpenedFromHome = false
    /// Whether the incoming-call banner is shown at the top of the screen (see
    /// ``SystemEvent/callBanner``).
    package var isCallBannerShown = false
    /// The scenes another app's window covers, in the order they were covered (iPad Stage
    /// Manager; see ``SystemEvent/otherAppCovers(_:)``).
    package var coveredSceneIdentifiers: [String] = []
    /// The screen's orientation; the app's scenes follow it while the app is on screen and catch
    /// up when it returns (see ``SystemEvent/rotate(_:)``).
    package var interfaceOrientation: UIInterfaceOrientation = .portrait

    /// When the app's matched Face ID prompt finishes animating away (seconds of virtual time),
    /// or `nil` when it has not matched (see ``SystemEvent/faceIDMatch``).
    package var faceIDDismissalDeadline: Double?
    /// Failed Face ID attempts in a row, device-wide (the system's count: it outlives the app's
    /// process); at ``Device/biometryLockoutAttempts`` Face ID is locked out until the device
    /// passcode is entered (see ``SystemEvent/faceIDNoMatch``).
    package var biometryFailures = 0
    /// When the user last unlocked the device with biometry (Face ID or Touch ID at the Lock
    /// Screen), or `nil` when the last unlock took the passcode (``Device/biometricUnlockAt``).
    package var biometricUnlockAt: Double?
    /// When the device went to sleep (locked with ``SystemEvent/lockDevice``), or `nil` while it is
    /// awake; see ``Device/uptime``.
    package var asleepSince: Double?
    /// Seconds the device has slept since it booted in the run (its locked spells that ended).
    package var sleptSeconds = 0.0
    /// The device's passcode and Face ID enrolment, as the user left them in Settings
    /// (``SystemEvent/changeDeviceSetting(_:)``); device-wide, like ``biometryFailures``.
    package var authenticationSettings = AuthenticationSettings()
    /// When the user's swipe-away in the switcher ended the app and the system launched it again
    /// in front (``PlatformFlags/swipeAwayRequestRelaunchesApp``), or `nil`; cleared when that
    /// process ends (``Device/terminationBlocked``).
    package var swipeAwayRelaunchAt: Double?
    /// The app's installed build (its `CFBundleVersion`, as a number): 1, and one more at each
    /// ``SystemEvent/updateApp``; device-wide, it outlives the process.
    package var installedBuild = 1
    /// Whether another Mac app has focus while the app's window stays in view (``SystemEvent/focusOtherMacApp``).
    package var isMacAppUnfocused = false
    /// When the user's multitasking swipe was cancelled and the app stayed in front
    /// (``PlatformFlags/keyboardCoverCancelsMultitaskingSwipe``), or `nil`; cleared when a later swipe
    /// switches or the process ends (``Device/systemGestureBlocked``).
    package var multitaskingSwipeCancelledAt: Double?

    /// Nothing shown, in portrait.
    package init() {}
  }
}
