/// Scheduler choices and time: virtual time passing, when the next Recents snapshots are taken, and whether the work
/// the app posts during the next event runs before or after that event's system work.
///
/// A runnable the app posts runs after the current message on the app's main thread, but the system's side of an
/// event (the window manager's snapshot, a screenshot, a recording's frames, another process) runs on other threads
/// and processes with no order against it (https://developer.android.com/reference/android/os/Handler#post(java.lang.Runnable) ;
/// high for the queue, medium for the lack of order), so the trace chooses: by default posted work runs within the
/// event; `holdPostedWork` makes the next event's run after it.
extension AndroidDevice {
  func schedulerRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .advance(let seconds):
      return seconds > 0 ? nil : "time only moves forward"
    case .holdPostedWork:
      return holdsNextPostedWork ? "the next event's posted work is already held" : nil
    case .recentsTiming:
      if !profile.hasTaskSnapshots {
        return "below API 26 the Recents thumbnail is the activity manager's, taken around the pause (before onPause "
          + "up to API 23; as the activity is hidden on API 24-25, AndroidPlatformFlags.hiddenThumbnailShowsPauseDrawing); "
          + "there is no later snapshot to place"
      }
      return profile.flags.recentsSnapshotAtHomePress
        ? "on this profile the snapshot is taken when Home is pressed "
          + "(AndroidPlatformFlags.recentsSnapshotAtHomePress; capacitor-privacy-screen PR 1, Android 15)" : nil
    default:
      preconditionFailure("\(event) is not a scheduler event")
    }
  }

  func performScheduler(_ event: AndroidEvent) {
    switch event {
    case .advance(let seconds):
      looper.advance(by: seconds)
      for window in windowManager.windows where (window.expiresAt ?? .infinity) <= now { windowManager.remove(window) }
    case .recentsTiming(let timing):
      snapshotTiming = timing
    case .holdPostedWork:
      holdsNextPostedWork = true
    default:
      preconditionFailure("\(event) is not a scheduler event")
    }
  }
}
