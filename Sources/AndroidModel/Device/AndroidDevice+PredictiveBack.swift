/// The predictive back gesture (issue 27; docs/research/predictive-back.md; docs/model-behaviours.md, "Predictive
/// back"): with gesture navigation, from API 33, an app opted in to `OnBackInvokedCallback` has its back swipe
/// decided as it starts. AOSP `BackNavigationController.startBackNavigation` (frameworks/base, read in the code
/// corpus; high) asks the focused window for its callback: one the app registered takes the gesture and the system
/// plays no animation (`TYPE_CALLBACK`); with only the system's, an opaque, created activity below in the task makes a
/// cross-activity animation (`TYPE_CROSS_ACTIVITY`) that shows that activity behind the closing one while the finger
/// holds (launch-behind or its snapshot, `applyPreviewStrategy`), on API 34 behind the Developer option and on API 35
/// by default (developer.android.com "Set up Predictive back"; high). A cancel hides it again; a commit is Back by the
/// system's default (the top activity finishes). The picture is ``BackPreviewPicture``'s.
extension AndroidDevice {
  /// A back swipe held (``AndroidEvent/backGesture(_:)`` `start`, until `cancel` or `commit`).
  struct HeldBackGesture {
    /// The activity below that the system's cross-activity animation shows, or `nil`: no system preview.
    weak var previewed: Activity?
    /// Why the system shows no preview of an activity below (``noPreviewReason``), or `nil` with one.
    var noPreviewReason: String?
  }

  /// The activity the system previews below the one in front while a back swipe is held, or `nil`.
  public var backPreviewedActivity: Activity? { heldBackGesture?.previewed }

  /// Whether a back swipe is held: every other event waits for its end (the finger is on the gesture).
  public var isBackGestureHeld: Bool { heldBackGesture != nil }

  /// Whether `activity` gets Back through `OnBackInvokedCallback` (the manifest's opt-in,
  /// ``AndroidPlatformFlags/enableOnBackInvokedCallback``): the application's attribute, which an activity's own
  /// `android:enableOnBackInvokedCallback` overrides from API 34 (``AndroidAppScreen/enablesOnBackInvokedCallback``;
  /// https://developer.android.com/guide/navigation/custom-back/predictive-back-gesture , "opt in or out at the activity
  /// level"; high); never below API 33. The application's flag is read first, as before the activity's attribute.
  func backInvokedCallbackEnabled(for activity: Activity) -> Bool {
    profile.backInvokedCallbackEnabled(activityAttribute: manifestScreen(of: activity)?.enablesOnBackInvokedCallback)
  }

  /// The screen whose manifest entry declares `activity`: the first screen for the launcher activity (it hosts every
  /// destination), else the screen it was started for.
  private func manifestScreen(of activity: Activity) -> AndroidAppScreen? {
    activity.isLauncherActivity ? app.screens.first : activity.startScreen
  }

  func predictiveBackRefusal(for event: AndroidEvent) -> String? {
    guard case .backGesture(let phase) = event else { preconditionFailure("\(event) is not a back swipe") }
    switch phase {
    case .cancel, .commit:
      return heldBackGesture == nil ? "no back swipe is held (backGesture(start) starts one)" : nil
    case .start:
      if heldBackGesture != nil {
        return "a back swipe is already held: it ends with backGesture(cancel) or backGesture(commit)"
      }
      if profile.apiLevel < 33 {
        return "Android before 13 (API 33) has no predictive back: the swipe is the Back key at its release (back)"
      }
      // BackNavigationController.startBackNavigation asks the focused window (WindowManagerService
      // getFocusedWindowLocked): in split screen, the half the user touched last, as for the Back key.
      if screen == .app, windowingMode == .splitScreen, activity?.isTopResumedActivity == false {
        return "the back swipe goes to the focused window, the other app's in split screen (focusApp moves the focus)"
      }
      guard screen == .app, appIsInFront else {
        return "the back swipe reaches the app only while it is in front (on the home screen or in Recents it is "
          + "the launcher's)"
      }
      if otherAppsWindowTakesTouches { return overlayReason }
      guard profile.flags.gestureNavigation else {
        return "a swipe of gesture navigation (the gestureNavigation flag); with three buttons Back is a key (back)"
      }
      guard let activity, backInvokedCallbackEnabled(for: activity) else {
        return "the activity has not opted in to OnBackInvokedCallback (android:enableOnBackInvokedCallback, the "
          + "app's flag or, from API 34, the activity's own): the system sends the Back key at the release, with no "
          + "preview (back)"
      }
      if isBiometricPromptShown || dismissibleWindow != nil {
        return "a dialog, popup, keyboard or the biometric prompt takes the swipe and closes (back)"
      }
      // In split screen the focused half's window takes the swipe as in full screen (BackNavigationController reads
      // the focused window and its task, whatever the windowing mode).
      if windowingMode == .pictureInPicture || senderTask != nil {
        return "the back swipe is modeled for the app's own task in full screen or split screen only (back)"
      }
      return nil
    }
  }

  func performPredictiveBack(_ event: AndroidEvent) {
    guard case .backGesture(let phase) = event else { preconditionFailure("\(event) is not a back swipe") }
    switch phase {
    case .start:
      let (previewed, reason) = crossActivityPreview()
      heldBackGesture = HeldBackGesture(previewed: previewed, noPreviewReason: reason)
      lifecycleLog.append(
        previewed.map { "backPreview(\(($0.startScreen ?? $0.currentScreen)?.name ?? "activity"))" }
          ?? "backPreview(none)")
    case .cancel:
      heldBackGesture = nil
    case .commit:
      heldBackGesture = nil
      back()
    }
  }

  /// Why no preview was shown at the held swipe's start, for `explain`; `nil` with one or with no swipe held.
  public var backPreviewAbsence: String? { heldBackGesture?.noPreviewReason }

  /// The activity the system's cross-activity animation shows below the one in front as a back swipe starts, or why
  /// none: the app's enabled callback (an `OnBackPressedCallback` of the app's, or its navigator's, which registers one
  /// while it has a destination to pop) takes the gesture; API 33 previews back-to-home only; with nothing of the
  /// app's below, or a saved record not made yet (`isAllActivitiesCreated`), no activity of the app is shown; and the
  /// animations may be off (``AndroidPlatformFlags/predictiveBackAnimations``, read last).
  private func crossActivityPreview() -> (Activity?, String?) {
    guard let top = activity else { return (nil, "no activity") }
    if strategy.hasEnabledBackCallback(top) || top.backStack.count > 1 {
      return (
        nil,
        "the app's own callback takes the swipe (an OnBackPressedCallback, or the navigator's pop): no "
          + "system animation"
      )
    }
    guard profile.apiLevel >= 34 else {
      return (nil, "Android 13 previews back-to-home only; the cross-activity animation came with Android 14")
    }
    guard let below = backgroundActivities.last, !below.isRecordNotMade else {
      return (
        nil,
        unrestoredActivities.isEmpty && backgroundActivities.isEmpty
          ? "no activity of the app below: the swipe previews the home screen or another task"
          : "the activity below is a saved record not made yet: no preview (AOSP isAllActivitiesCreated)"
      )
    }
    guard profile.flags.predictiveBackAnimations else {
      return (nil, "the predictive back animations are off (the Developer option, off as shipped on Android 13-14)")
    }
    return (below, nil)
  }
}
