/// The device asleep while it is locked: the clocks that count only while the system is awake
/// stop. `CLOCK_UPTIME_RAW` "does not increment while the system is asleep" (Apple, `man 3
/// clock_gettime`, quoted in https://github.com/Chilledheart/yass/pull/601 ; iOS 10+; high), and
/// `mach_absolute_time`, on which `CACurrentMediaTime()`, `ProcessInfo.systemUptime` and
/// `DispatchTime` rest, counts the same way
/// (https://github.com/twitter-archive/CocoaSPDY/pull/87 : "doesn't increment while the system is
/// asleep"; high). When a locked iPhone sleeps is the model's choice, medium: from the lock to the
/// unlock ("SYSTEM_CLOCK will stop when the device is in deep sleep (on mobile, this can be
/// achieved by pressing the screen lock key and having no app running in background)",
/// https://github.com/pjsip/pjproject/issues/2140 , first-hand, 2018). Not modeled: a background
/// task or audio keeping it awake, the screen waking for a notification, and the app's own
/// `DispatchQueue` deadlines, which keep the virtual clock (their verdicts are as before).
extension Device {
  /// Seconds the device has been awake since it booted in the run: the virtual clock less the
  /// time it slept locked (``SystemEvent/lockDevice`` to ``SystemEvent/unlockDevice``).
  public var uptime: Double {
    runLoop.now - systemUI.sleptSeconds - (systemUI.asleepSince.map { runLoop.now - $0 } ?? 0)
  }
}
