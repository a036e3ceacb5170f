/// Gesture navigation's other swipes from the app (``AndroidPlatformFlags/gestureNavigation``, API 29+), handled by
/// the launcher's input consumer as the Home and Recents swipes are (Launcher3 quickstep `OtherActivityInputConsumer`),
/// which sends `ACTION_CLOSE_SYSTEM_DIALOGS` with reason `recentapps` as it starts tracking the touch, before it knows
/// where the swipe ends (high):
/// - ``AndroidEvent/quickSwitch``: a swipe along the navigation bar to the previous app (`GestureEndTarget.NEW_TASK`):
///   the app leaves as at a gesture Home (paused, snapshot, stopped) and the other app is in front; the model's home
///   screen stands for it (high).
/// - ``AndroidEvent/abandonRecentsGesture``: a Recents or Home swipe that ends back on the app
///   (`GestureEndTarget.LAST_TASK`): the broadcast went, and the app returns with no callback
///   and no new snapshot (``AndroidPlatformFlags/abandonedRecentsGestureKeepsAppResumed``; medium), so a cover a
///   receiver put up on `recentapps` and takes down in `onResume` stays.
extension AndroidDevice {
  func recentsGestureRefusal(for event: AndroidEvent) -> String? {
    guard profile.flags.gestureNavigation, profile.apiLevel >= 29 else {
      return "a swipe of gesture navigation (API 29+, the gestureNavigation flag); with three buttons Overview and "
        + "Home are taps"
    }
    guard screen == .app, activity != nil else { return "the swipe starts from the app on screen" }
    if windowingMode != .fullscreen { return "the model's swipes start from the app in full screen" }
    if appIsInFront, otherAppsWindowTakesTouches { return overlayReason }
    return nil
  }

  func performRecentsGesture(_ event: AndroidEvent) {
    guard let activity else { return }
    switch event {
    case .quickSwitch:
      // No Overview opens: as at a gesture Home, no live-tile exposure is measured.
      leaveWithSystemDialogsBroadcast(reason: Self.reasonRecentApps, opensRecents: false)
      screen = .home
    case .abandonRecentsGesture:
      closeSystemDialogs(reason: Self.reasonRecentApps)
      looper.drain()
      if !profile.flags.abandonedRecentsGestureKeepsAppResumed {
        leave(activity, finishing: false)
        returnToApp()
      }
    default:
      preconditionFailure("\(event) is not a Recents gesture")
    }
  }
}
