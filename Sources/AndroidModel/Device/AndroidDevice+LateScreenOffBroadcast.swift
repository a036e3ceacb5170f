/// `ACTION_SCREEN_OFF` reaching the app late: after the next screen-on's resume, an explored choice.
///
/// The power manager's `Notifier` sends the screen-off and screen-on broadcasts "asynchronously" from its own handler,
/// one at a time (the next once every receiver had the last: `mGoToSleepBroadcastDone` → `sendNextBroadcast`), and
/// never skips the sleep: "we always notify the fact that at least one transition occurred. It is especially important
/// to tell the system when we go to sleep" (AOSP frameworks/base `services/core/java/com/android/server/power/`
/// `Notifier.java`, read in the code corpus; every level with `Notifier`, API 17+; high for the asynchrony). The
/// activity's sleep and wake are the window manager's (the keyguard's sleep token), with no order against the
/// broadcast queue, where before API 34 an ordered broadcast also waits for each receiver before it (up to 10 s each
/// on the foreground queue). So when the user turns the screen on again quickly, or the queue is slow, the app's
/// `onReceive` can run after its activity resumed, and a lock the app shows there comes after its content. First-hand:
/// a lock screen shown from the screen-off broadcast "is not active until after the phone is re-woken, with a
/// noticeable delay ... the previous screen is briefly visible" (https://github.com/mclear/Android_NFC_Ring_Unlock/issues/96 ,
/// 2014); "a 1 & 5 second delay (depending on background apps)", answered "If they are late delivering the message,
/// the app is late responding" (https://github.com/mclear/Android_NFC_Ring_Unlock/issues/10 , 2014); "sometimes lock
/// screen comes very late, it comes after seconds" (https://github.com/Joisar/LockScreenApp/issues/10 , 2017). Medium:
/// the order is the platform's; how often it is late depends on the device and its other apps.
///
/// The trace chooses it as it chooses for the app's posted work (``AndroidEvent/holdPostedWork``): held at
/// `screenOff`, the broadcast reaches the app after the next event's own work when that event is `screenOn` (after the
/// return's `onResume`), and before any other next event (time passing with the screen off: the broadcast goes out
/// before the device sleeps, the notifier's suspend blocker held until it is delivered). The step is judged as it
/// ends (a lock activity the receiver starts is posted, so it is not up yet: `lock-bypass`), and a running recording
/// has the frame the resumed activity drew before the receiver ran. A process the API 34+ cached
/// state queues it for is the cached rule's (``isCachedAtScreenOff(appWasInFront:)``), not this choice.
extension AndroidDevice {
  /// Holds the screen-off broadcast for the next event when the trace held this event's posted work.
  /// - Returns: whether it is held.
  func holdScreenOffBroadcastIfChosen() -> Bool {
    guard looper.isHeld else { return false }
    screenOffBroadcastIsLate = true
    return true
  }

  /// The held screen-off broadcast at the start of the next event that is not `screenOn`: its receivers run as they
  /// would have before the device slept (each `onReceive` one message; what they post waits for the wake, as the
  /// work the screen-off's held step posted does).
  func deliverLateScreenOffBroadcastBefore(_ event: AndroidEvent) {
    guard screenOffBroadcastIsLate, event != .screenOn, event != .holdPostedWork else { return }
    screenOffBroadcastIsLate = false
    let intent = Intent(Intent.ACTION_SCREEN_OFF)
    for (receiver, filter, activity) in receivers where filter.matches(intent) && activity.lifecycleState != .DESTROYED
    {
      receiver.onReceive(intent)
    }
  }

  /// Sends the held screen-off broadcast now and runs the receivers' `onReceive`; `afterResume`: the screen turned on
  /// and the app's activity resumed first, which the step's callbacks say.
  func deliverLateScreenOffBroadcast(afterResume: Bool) {
    guard screenOffBroadcastIsLate else { return }
    screenOffBroadcastIsLate = false
    let intent = Intent(Intent.ACTION_SCREEN_OFF)
    guard receivers.contains(where: { $0.filter.matches(intent) && $0.activity.lifecycleState != .DESTROYED }) else {
      return
    }
    if afterResume {
      lifecycleLog.append("onReceive(ACTION_SCREEN_OFF), late")
      // The resumed activity drew its content before the receiver ran: a running recording has that frame.
      if isRecording { lastCaptures.append(capture(.recording)) }
    }
    sendBroadcast(intent)
    looper.drain()
  }
}
