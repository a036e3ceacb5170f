/// Split screen, picture-in-picture and folding.
///
/// Multi-resume (API 29+): every visible, focusable activity is resumed, and only the focused one is the top
/// resumed activity, told by `onTopResumedActivityChanged`; a picture-in-picture activity is paused but visible
/// (https://source.android.com/docs/core/display/multi_display/multi-resume ;
/// https://developer.android.com/guide/topics/large-screens/multi-window-support ; API 29–35; high). Captures of
/// the display show the app's windows only where the app is: the other app's half is not the app's, and the
/// picture-in-picture window over the launcher is. A split pair leaves and returns together; the app's Recents
/// card is its own task's snapshot, of its half (from Android 12 the pair's card shows both snapshots side by
/// side; the other half is not the app's; medium).
extension AndroidDevice {
  private var appIsResumedOnScreen: Bool {
    // Below API 29 the app's unfocused half is paused, still on screen.
    screen == .app
      && (activity?.lifecycleState == .RESUMED
        || (!profile.hasMultiResume && windowingMode == .splitScreen && activity?.lifecycleState == .STARTED))
  }

  /// The app's half loses the focus: top-resumed lost (API 29+), or paused below API 29 (one resumed activity).
  private func loseFocus(_ activity: Activity) {
    if profile.hasMultiResume { loseTopResumed(activity) } else { pause(activity) }
  }

  /// The app's half gets the focus back.
  private func gainFocus(_ activity: Activity) {
    if profile.hasMultiResume { gainTopResumed(activity) } else { resume(activity) }
  }

  /// Whether `window` is one of the app's task windows drawn in the picture-in-picture window.
  func isShownInPictureInPicture(_ window: Window) -> Bool {
    guard windowingMode == .pictureInPicture, profile.flags.pictureInPictureContentIsLegible, let activity,
      activity.isStarted, window.kind != .ime
    else { return false }
    return window === activity.window || window.owner === activity
  }

  /// Why Android cannot produce the split-screen, picture-in-picture or fold `event` now, or `nil`.
  func multiWindowRefusal(for event: AndroidEvent) -> String? {
    let focused = activity?.isTopResumedActivity == true
    switch event {
    case .enterSplitScreen where profile.apiLevel < 24, .enterPictureInPicture where profile.apiLevel < 26:
      return "split screen exists from API 24 and picture-in-picture from API 26 "
        + "(https://developer.android.com/guide/topics/large-screens/multi-window-support)"
    case .enterSplitScreen:
      guard appIsResumedOnScreen, focused else {
        return "split screen starts from the app's own task on screen (its Recents card's menu)"
      }
      return windowingMode == .splitScreen ? "the app is already in split screen" : nil
    case .focusOtherApp, .focusApp, .exitSplitScreen:
      guard windowingMode == .splitScreen, appIsResumedOnScreen else { return "no split screen is on the display" }
      if event == .focusOtherApp, !focused { return "the other app already has the focus" }
      if event == .focusApp, focused { return "the app already has the focus" }
      return nil
    case .enterPictureInPicture:
      guard appIsResumedOnScreen, focused else {
        return "an activity enters picture-in-picture only while it is resumed and focused (a button, or Home with "
          + "auto-enter; https://developer.android.com/develop/ui/views/picture-in-picture)"
      }
      return nil
    case .exitPictureInPicture:
      return windowingMode == .pictureInPicture ? nil : "no picture-in-picture window is shown"
    case .fold, .unfold:
      guard profile.formFactor == .foldable else { return "only a foldable folds" }
      if event == .fold, isFolded { return "the device is already folded" }
      if event == .unfold, !isFolded { return "the device is already unfolded" }
      return appIsResumedOnScreen && focused && windowingMode == .fullscreen
        ? nil : "the model folds only with the app focused in full screen (as it rotates)"
    default:
      return nil
    }
  }

  /// Runs a split-screen, picture-in-picture or fold `event` the refusal check accepted.
  func performMultiWindow(_ event: AndroidEvent) {
    guard let activity else { return }
    switch event {
    case .enterSplitScreen:
      windowingMode = .splitScreen
      let current = configurationChanged(activity, .resize)
      // The app picked for the other half is launched last and takes the focus.
      if current.isTopResumedActivity { loseFocus(current) }
    case .focusOtherApp:
      loseFocus(activity)
    case .focusApp:
      gainFocus(activity)
    case .exitSplitScreen:
      windowingMode = .fullscreen
      let current = configurationChanged(activity, .resize)
      if !current.isTopResumedActivity { gainFocus(current) }
    case .enterPictureInPicture:
      // A relaunch for the resize happens first; the activity then pauses, still visible (CTS requires
      // isInPictureInPictureMode() by onPause: https://android.googlesource.com/platform/cts/+/6f7d95b2e7d).
      windowingMode = .pictureInPicture
      let current = configurationChanged(activity, .resize)
      pause(current)
      for window in windowManager.windows where window.kind == .ime { windowManager.remove(window) }
      screen = .home
    case .exitPictureInPicture:
      windowingMode = .fullscreen
      let current = configurationChanged(activity, .resize)
      if current.lifecycleState != .RESUMED { resume(current) }
      screen = .app
    case .fold, .unfold:
      isFolded = event == .fold
      configurationChanged(activity, .resize)
    default:
      break
    }
    looper.drain()
  }
}
