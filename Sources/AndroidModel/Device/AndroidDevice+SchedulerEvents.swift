/// Scheduler choices and time: virtual time passing, and when the next Recents snapshots are taken.
extension AndroidDevice {
  func schedulerRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .advance(let seconds):
      return seconds > 0 ? nil : "time only moves forward"
    case .recentsTiming:
      if !profile.hasTaskSnapshots {
        return "below API 26 the Recents thumbnail is taken when the system starts pausing the activity, before "
          + "onPause (ActivityStack.startPausingLocked); there is no later snapshot to place"
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
    default:
      preconditionFailure("\(event) is not a scheduler event")
    }
  }
}
