extension Activity {
  /// The app's own code throws an exception nothing catches on the main thread (in a callback the app implements):
  /// the default handler kills the process (`RuntimeInit.KillApplicationHandler`; "Unfortunately, <app> has
  /// stopped"; every API level; high). The device records the crash (``ModeledCrash``) and kills the process at the
  /// end of the step, as for ``AndroidDevice/requireApi(_:_:)``.
  public func throwUncaughtException(_ exception: String, _ message: String) {
    let crash = ModeledCrash(exception: exception, message: message)
    if device.pendingCrash == nil { device.pendingCrash = crash }
  }
}

extension Activity {
  /// The app's main thread never returns to idle: its own work sets itself off again without end (an activity
  /// started from its own `onResume`, a runnable that posts what posts it). "When the UI thread of an Android app is
  /// blocked for too long, an Application Not Responding (ANR) error is triggered" and the user is offered to close
  /// the app (https://developer.android.com/topic/performance/vitals/anr ; every API level; high); activities
  /// stacked without end run the process out of memory first (medium). The model cannot run forever: the app's code
  /// stops the loop at a bound and records the app killed (``ModeledCrash``, exception `ANR`), at the end of the step
  /// as for ``throwUncaughtException(_:_:)``.
  public func reportNotResponding(_ message: String) {
    let crash = ModeledCrash(exception: "ANR", message: message)
    if device.pendingCrash == nil { device.pendingCrash = crash }
  }

  /// The app's own posted work posts itself again without end: the main looper ran
  /// ``Looper/maximumMessagesWithoutIdle`` messages without going idle. Records an ANR (``reportNotResponding(_:)``)
  /// and returns `true` when the profile answers that such a loop is one
  /// (``AndroidPlatformFlags/endlessPostedWorkIsANR``); returns `false` otherwise (input still reaches the app between
  /// its messages: the model cuts the loop and the app runs on).
  public func reportEndlessPostedWork(_ message: String) -> Bool {
    guard device.profile.flags.endlessPostedWorkIsANR else { return false }
    reportNotResponding(message)
    return true
  }
}
