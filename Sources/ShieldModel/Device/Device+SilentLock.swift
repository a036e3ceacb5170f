/// A lock that promises to ask for Face ID by itself when it comes up (the lock family's
/// `promise=askBySelf`, ``PrivacyScreenStrategy/selfAskingLock``) and stands on the active app with
/// no prompt since the app came to the foreground: the user finds a lock screen and must find its
/// Unlock button, or cannot get in at all (`silent-lock`).
///
/// Whether the prompt shows is the platform's answer to where the code asks: UIKit does not send
/// `viewDidAppear(_:)` to a controller already on screen when the app returns from the background
/// (its appearance callbacks follow its view entering or leaving a window, not the app's state;
/// Apple, "UIViewController.viewDidAppear(_:)",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:) ; high);
/// LocalAuthentication cancels a prompt the app leaves with `systemCancel`, and a request made
/// while the app is not frontmost fails at once with -1004 (docs/model-behaviours.md,
/// "LocalAuthentication and the device's settings"). Users read the missing prompt as a broken
/// lock: the authentication pop-up not appearing again once the app came back from the background
/// (https://github.com/mozilla-mobile/focus-ios/issues/2961 ), "Caller is not running foreground"
/// on the return, then the password typed by hand (https://github.com/strongbox-password-safe/Strongbox/issues/702 ),
/// a Face ID prompt that did not show in some returns (https://github.com/Automattic/simplenote-ios/pull/218 ),
/// and a request to start the scan as the locked screen appears, with Face ID chosen
/// (https://github.com/synonymdev/bitkit-ios/issues/569 ). Apple's guidance is the other way
/// ("initiate authentication in response to a user action", Human Interface Guidelines,
/// "Authentication"), which is why only a lock that promises it is judged.
extension Device {
  /// Records the stay `silent-lock` counts prompts in: it ends when the app leaves the
  /// foreground (or the device locks, or the process ends) and starts again when the app is seen
  /// in front, or when the user passes the lock while it stays.
  func noteStayForSilentLock(lockedBefore: Bool, locked: Bool) {
    let inFront = process.isLaunched && process.isAppInForeground && !process.isLocked
    guard inFront else {
      if lockAsks.stayFrom != nil || lockAsks.promptedInStay || lockAsks.fallbackChosenAt != nil {
        lockAsks.stayFrom = nil
        lockAsks.promptedInStay = false
        lockAsks.fallbackChosenAt = nil
      }
      return
    }
    if lockedBefore, !locked {
      lockAsks.stayFrom = (runLoop.now, "the user passed the lock")
      lockAsks.promptedInStay = false
      lockAsks.fallbackChosenAt = nil
    } else if lockAsks.stayFrom == nil {
      lockAsks.stayFrom = (runLoop.now, "the app came to the foreground")
    }
  }

  /// The app's lock up on the active, settled app with nothing over it while its app promises it
  /// asks by itself, and no LocalAuthentication prompt has shown since the stay began, none is up
  /// and none is asked; `nil` otherwise, and for every strategy that promises no such thing.
  /// A lock whose policy LocalAuthentication cannot evaluate for a reason only Settings or the
  /// device passcode changes (the passcode off, no face enrolled, a lockout:
  /// ``authenticationUnavailable(for:)``) breaks no promise of this kind: no code can ask then, and a
  /// biometric-only one is `unlock-blocked`'s (``lockWithNoWayIn()``).
  public var silentLock: SilentLock? {
    guard let lock = strategy?.selfAskingLock, !lockAsks.promptedInStay, let from = lockAsks.stayFrom,
      isAppActiveWithNoOverlay, isSettled, authentication.shown == nil, authentication.pending.isEmpty,
      isAppLocked, authenticationUnavailable(for: lock.policy) == nil, lockWithNoWayIn() == nil
    else { return nil }
    return SilentLock(
      since: from.time, sinceWhat: from.what, lastReply: lockAsks.silentReply?.text,
      lastReplyAt: lockAsks.silentReply?.time, lock: lock)
  }
}
