/// Broadcasts the system sends to receivers the app registered in code, and the rule that checks their registration.
///
/// The system sends `ACTION_CLOSE_SYSTEM_DIALOGS` when the user starts opening Recents, with reason `recentapps`
/// (Launcher3 quickstep: `OverviewCommandHelper.onOverviewToggle` for the Overview button, and the swipe-up gesture
/// from an app when its touch tracking starts, `OtherActivityInputConsumer`, both call
/// `closeSystemWindows(CLOSE_SYSTEM_WINDOWS_REASON_RECENTS)` before Recents shows; high), and when Home is pressed,
/// with reason `homekey` (`PhoneWindowManager`, `SYSTEM_DIALOG_REASON_HOME_KEY`; high). Privacy libraries listen for
/// it to show a cover when Recents opens (the research note's Ionic plugin; A05). Whether the receiver's work is
/// drawn before the task snapshot is ``AndroidPlatformFlags/systemDialogsBroadcastPrecedesSnapshot``. Receivers
/// registered with an activity go with it: `onDestroy` unregisters what the app left registered (the framework's
/// "Activity has leaked IntentReceiver", `LoadedApk.removeContextRegistrations`; high).
extension AndroidDevice {
  /// `Intent.ACTION_CLOSE_SYSTEM_DIALOGS`'s `reason` for Recents.
  public static let reasonRecentApps = "recentapps"
  /// `Intent.ACTION_CLOSE_SYSTEM_DIALOGS`'s `reason` for the Home key.
  public static let reasonHomeKey = "homekey"

  /// Whether only the system may send `action` (a protected broadcast): the registration rule does not apply to a
  /// receiver of protected actions only.
  func isProtectedBroadcast(_ action: String) -> Bool {
    action == Intent.ACTION_CLOSE_SYSTEM_DIALOGS && profile.flags.closeSystemDialogsIsProtectedBroadcast
      || action == Intent.ACTION_SCREEN_OFF
  }

  /// Registers `receiver`, or records the `SecurityException` Android 14 throws: from API 34 an app (targeting the
  /// device's level, as the model's app does) must pass `RECEIVER_EXPORTED` or `RECEIVER_NOT_EXPORTED` unless every
  /// action of the filter is a protected broadcast (AOSP `BroadcastController.registerReceiverWithFeature`: "One of
  /// RECEIVER_EXPORTED or RECEIVER_NOT_EXPORTED should be specified when a receiver isn't being registered
  /// exclusively for system broadcasts", compat change `DYNAMIC_RECEIVER_EXPLICIT_EXPORT_REQUIRED`, enabled for
  /// apps targeting API 34; https://developer.android.com/about/versions/14/behavior-changes-14#runtime-receivers-exported
  /// ; high).
  func register(_ receiver: BroadcastReceiver, _ filter: IntentFilter, flags: Int, in activity: Activity) {
    let explicit = flags & (Context.RECEIVER_EXPORTED | Context.RECEIVER_NOT_EXPORTED) != 0
    let onlyProtected = filter.actions.allSatisfy(isProtectedBroadcast)
    if profile.apiLevel >= 34, !explicit, !onlyProtected {
      let crash = ModeledCrash(
        exception: "java.lang.SecurityException",
        message: "One of RECEIVER_EXPORTED or RECEIVER_NOT_EXPORTED should be specified when a receiver isn't being "
          + "registered exclusively for system broadcasts (registerReceiver on API \(profile.apiLevel))")
      if pendingCrash == nil { pendingCrash = crash }
      return
    }
    receivers.append((receiver, filter, activity))
  }

  /// Sends `intent` to every registered receiver it matches; each `onReceive` is a message on the main looper.
  func sendBroadcast(_ intent: Intent) {
    for (receiver, filter, activity) in receivers where filter.matches(intent) && activity.lifecycleState != .DESTROYED
    {
      activity.handler.postFromOtherThread { receiver.onReceive(intent) }
    }
  }

  /// The system's `ACTION_CLOSE_SYSTEM_DIALOGS` with `reason`.
  func closeSystemDialogs(reason: String) {
    guard !receivers.isEmpty else { return }
    sendBroadcast(Intent(Intent.ACTION_CLOSE_SYSTEM_DIALOGS, extras: ["reason": reason]))
  }

  /// The system's `ACTION_SCREEN_OFF` as the device goes to sleep, after the screen-off snapshot (the window manager
  /// takes it as the screen is turning off; the power manager's notifier sends the broadcast once the device is
  /// non-interactive, holding a suspend blocker until it is delivered, AOSP `services/core/java/com/android/server/power/Notifier.java`
  /// `sendGoToSleepBroadcast`; medium-high). A receiver's `onReceive` runs before the device sleeps, unless the app is
  /// in the cached state on API 34+: then the broadcast waits in the app's queue until the app leaves the cached state,
  /// here the screen's turning on (https://developer.android.com/about/versions/14/behavior-changes-all
  /// "Context-registered broadcasts are queued while apps are cached"; high for the queue). An app in front at screen
  /// off is `TOP_SLEEPING`, not cached; one in the background is cached once it has been the previous app for a minute,
  /// or at once under ``AndroidPlatformFlags/previousAppCachedAtOnce`` (``isCachedAtScreenOff(appWasInFront:)``).
  /// Nothing is sent, and nothing runs, when no receiver asked for it.
  func sendScreenOffBroadcast(appWasInFront: Bool) {
    let intent = Intent(Intent.ACTION_SCREEN_OFF)
    guard receivers.contains(where: { $0.filter.matches(intent) && $0.activity.lifecycleState != .DESTROYED }) else {
      return
    }
    let cached = isCachedAtScreenOff(appWasInFront: appWasInFront)
    // Held by the trace's choice: it reaches the app after the next event (`AndroidDevice+LateScreenOffBroadcast`).
    if !cached, holdScreenOffBroadcastIfChosen() { return }
    sendBroadcast(intent)
    if !cached { looper.drain() }
  }

  /// Whether the app's process is in the cached state as the screen turns off, its registered broadcasts queued (API
  /// 34+ only): not in front, and left at least `MAX_PREVIOUS_TIME` (60 s) before unless
  /// ``AndroidPlatformFlags/previousAppCachedAtOnce``.
  func isCachedAtScreenOff(appWasInFront: Bool) -> Bool {
    guard !appWasInFront, profile.apiLevel >= 34 else { return false }
    return profile.flags.previousAppCachedAtOnce || now - lastLeftAt >= Self.maxPreviousTime
  }

  /// `ActivityManagerConstants.DEFAULT_MAX_PREVIOUS_TIME`, seconds: how long the previous app stays out of the cached
  /// band (AOSP frameworks/base, read in copies in the code corpus; medium).
  static let maxPreviousTime = 60.0

  /// Unregisters every receiver registered with `activity` (its destruction).
  func unregisterReceivers(of activity: Activity) { receivers.removeAll { $0.activity === activity } }
}
