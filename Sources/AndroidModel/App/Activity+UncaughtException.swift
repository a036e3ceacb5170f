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
