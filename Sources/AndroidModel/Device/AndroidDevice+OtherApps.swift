/// Other apps on the device: the foreground changes the system reports to them, and the windows they draw over the
/// app under test (``OtherApp``).
extension AndroidDevice {
  /// Whether the app under test is the app in front: its activity resumed on screen, or paused under a biometric
  /// prompt's host activity (an activity of the same app and task).
  var isAppUnderTestInFront: Bool {
    guard screen == .app, let activity else { return false }
    return activity.lifecycleState == .RESUMED || activityPausedUnderPromptHost === activity
  }

  /// Delivers the foreground change the previous event made, if any, to the other app's code: the system's report
  /// reaches that process only after the change was on screen, so it runs before this event's own work
  /// (``AndroidPlatformFlags/foregroundChangeReachesOtherAppsLate``; under `false` it runs at the end of the event
  /// that made the change).
  func deliverForegroundChange() {
    guard let inFront = pendingForegroundChange else { return }
    pendingForegroundChange = nil
    strategy.onForegroundAppChanged(inFront, otherApp)
  }

  /// Notes a change of the app in front made by the event that just ran, for the next event to deliver.
  func noteForegroundChange() {
    let inFront = isAppUnderTestInFront
    guard inFront != reportedAppInFront else { return }
    reportedAppInFront = inFront
    pendingForegroundChange = inFront
  }

  /// Whether another app's overlay covers the app's touches now (its window is above the app's and takes them).
  var otherAppsWindowTakesTouches: Bool {
    screen == .app && windowManager.windows.contains(where: \.isOtherAppsWindow)
  }
}
