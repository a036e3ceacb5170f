/// The iPad's multitasking swipe (``SystemEvent/multitaskingSwipe``): four or five fingers swiped sideways switch
/// to the app used before, and the app leaves as for any other app.
///
/// Two first-hand reports from unrelated apps, both on iPadOS 13, see the swipe do nothing while the software
/// keyboard is up in an app that covers itself at will-resign-active: Signal's "screen security" (a blocking view
/// at resign), iPad Air 2, iOS 13.2.3, confirmed on 13.3 by a second user
/// (https://github.com/signalapp/Signal-iOS/issues/4328 ), and Strongbox's lock, iPad 6th generation, iOS 13.1.3,
/// where the app jumps to its unlock screen instead of switching
/// (https://github.com/strongbox-password-safe/Strongbox/issues/222 ). Both name the same controls: with the
/// keyboard down, or without the cover, the swipe works. Neither explains why; the rule is the flag
/// ``PlatformFlags/keyboardCoverCancelsMultitaskingSwipe`` (medium-low). What UIKit delivers when the swipe is
/// cancelled is not reported: the model's choice is the interruption's return, did-become-active only, the app
/// still in front (as when Control Center closes).
extension Device {
  /// When the user's multitasking swipe was cancelled and the app stayed in front (`system-gesture-blocked`),
  /// while that process runs; `nil` otherwise.
  public var systemGestureBlocked: Double? { process.isLaunched ? systemUI.multitaskingSwipeCancelledAt : nil }

  func multitaskingSwipeRefusal() -> Refusal? {
    guard profile.device == .iPadSplitView || profile.device == .iPadStageManager else {
      return "the multitasking swipe is an iPad gesture"
    }
    if let reason = runningAppRefusal() { return reason }
    return isAppActiveWithNoOverlay && applicationState == .active
      ? nil : "the app is not active with nothing over it"
  }

  func performMultitaskingSwipe() {
    let scenes = foregroundScenes
    // What the gesture meets: the software keys up, and whether a cover already shows (one the app put up
    // before is no change the swipe's resign made).
    let keysUp = showsSoftwareKeys && !keyboard.isUndrawn && scenes.contains { keyboardFrame(in: $0) != nil }
    let coverBefore = scenes.contains { render($0, for: .display).showsCover }
    beginLeaveForNewWindows()
    resign(scenes)
    runTransition(seconds: profile.timings.homeGesture)
    let coverAfter = foregroundScenes.contains { render($0, for: .display).showsCover }
    if keysUp, coverAfter, !coverBefore, !isCrashed, profile.flags.keyboardCoverCancelsMultitaskingSwipe {
      log("the multitasking swipe is cancelled: the keyboard is up and the resign put a cover on screen")
      systemUI.multitaskingSwipeCancelledAt = runLoop.now
      activate(foregroundScenes)
      return
    }
    log("the multitasking swipe switches to the app used before")
    systemUI.multitaskingSwipeCancelledAt = nil
    enterBackground(scenes)
    process.isAppInForeground = false
  }
}
