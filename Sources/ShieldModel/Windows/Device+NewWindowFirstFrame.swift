/// A window's first frame against the leave's snapshot (issue 26, fidelity part 2).
///
/// A window the app creates is new to the render server: its layer tree reaches it with the
/// commit at the end of the turn, and it has an image only once it has been drawn ("rendered at
/// least once", UIKit's own words for a `UIWindow` with none yet,
/// https://github.com/mixpanel/mixpanel-swift/issues/156 ). A window kept from an earlier turn
/// and shown again has been there all along. So a privacy window built at every
/// will-resign-active or did-enter-background races the snapshot and the switcher's card, and
/// one built once and only shown does not: Firefox Focus saw "a freshly-built, not-yet-rendered
/// window" captured by the app-switcher snapshot and fixed it by keeping one window and showing
/// it (https://github.com/mozilla-mobile/firefox-ios/pull/34356 , 2026; medium). Apple documents
/// only that the snapshot comes "at some point after" did-enter-background returns
/// (https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:) ).
///
/// The race is the scheduler choice ``SystemEvent/newWindowAfterSnapshot``, valid under
/// ``PlatformFlags/newWindowMayMissSnapshot``: the next leave (``beginLeaveForNewWindows()``, at
/// going home, locking, another app, or the switcher opened from the app) holds every window
/// created while it lasts out of every render (``UIWindow/awaitsFirstFrame``) until the user's
/// next event, after the pending snapshots (``releaseNewWindows()``). Without the choice nothing
/// changes: every window is drawn from the commit of the turn that showed it.
extension Device {
  /// Starts a leave: if the trace chose it, windows created from now on miss this leave's
  /// snapshot and settled card.
  package func beginLeaveForNewWindows() {
    guard capture.newWindowsLateAtNextLeave else { return }
    capture.newWindowsLateAtNextLeave = false
    capture.leaveHoldsNewWindows = true
    log("windows created in this leave are drawn after its snapshot")
  }

  /// Ends a chosen leave: the windows it held have their first frame now.
  package func releaseNewWindows() {
    guard capture.leaveHoldsNewWindows else { return }
    capture.leaveHoldsNewWindows = false
    for scene in windowScenes {
      for window in scene.windows where window.awaitsFirstFrame { window.awaitsFirstFrame = false }
    }
  }
}
