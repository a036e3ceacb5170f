/// An entry whose intent reaches the app while it is in front (forty-ninth session, issue 27; the fifty-second fresh
/// set's F52-A08, bitwarden/android#342: a second tap on the app's notification opened the locked vault). Before, the
/// model refused every entry over the running app; a refusal is a fact only where the platform cannot produce it.
///
/// - What the user can tap over the app: the app's notification (in the shade pulled over it, or a heads-up
///   notification over it: https://developer.android.com/develop/ui/views/notifications#Heads-up ; API 21+; high)
///   and its Quick Settings tile or the tile's long press (Quick Settings is part of the shade;
///   `TileService.startActivityAndCollapse`, "Starts an activity and collapses the notification shade",
///   https://developer.android.com/reference/android/service/quicksettings/TileService ; high). SystemUI collapses
///   the shade as it sends a notification's `PendingIntent` (AOSP SystemUI `StatusBarNotificationActivityStarter`
///   collapses the panels on a click; medium-high, read from the source's structure, not measured), so an open shade
///   closes in the step. A widget or a shortcut is on the launcher and another app's share or link comes from that
///   app in front: neither is reachable over this app on a phone (a large screen's taskbar is not modeled), refused.
/// - Where the intent lands is the window manager's one decision for the app's own `startActivity` and an entry alike
///   (``resolution(of:target:in:)``, `AndroidDevice+TaskStack.swift`): `FLAG_ACTIVITY_NEW_TASK` finds the app's task,
///   the one in front, and changes nothing else (https://developer.android.com/reference/android/content/Intent#FLAG_ACTIVITY_NEW_TASK ;
///   high). The activity on top whose `singleTop`/`singleTask` mode (or `FLAG_ACTIVITY_SINGLE_TOP`) reuses it gets
///   the intent while paused: `onPause`, `onNewIntent`, `onResume` ("An activity can never receive a new intent in
///   the resumed state. You can count on onResume() being called after this method",
///   https://developer.android.com/reference/android/app/Activity#onNewIntent(android.content.Intent) ; AOSP
///   `ActivityStarter.deliverToCurrentTopIfNeeded`; every level; high). One below under `FLAG_ACTIVITY_CLEAR_TOP` or
///   `singleTask` comes up and those above it finish; any other activity is a new instance on top, the one in front
///   paused and stopped under it; a cleared task (a static shortcut's flags, a task stack) finishes the one in front.
///   A destination of the launcher activity is the navigator's deep link, which clears the task as from the home
///   screen (``performEntryPoint(_:)``).
/// - Whatever the app's lock does runs only in the callbacks the platform delivers: an `onNewIntent` handler that
///   opens content without checking the lock shows it past the lock (`lock-bypass`), and a new activity on top never
///   runs the launcher activity's lock, as from the home screen.
/// - Not modeled: `onUserLeaveHint` for the start of a new activity over the one in front (the user's start also
///   delivers it; the model delivers it for Home, Recents and a quick switch only), an entry while a biometric prompt
///   or another window of the system is over the app, in split screen or picture-in-picture.
extension AndroidDevice {
  /// Why `entry` cannot reach the app in front now, or `nil`.
  func entryOverTheAppRefusal(_ entry: AndroidEntry) -> String? {
    switch entry.source {
    case .notification, .tile, .tilePreferences:
      break
    case .widget, .staticShortcut, .shortcut:
      return "the app is in front: its \(entry.source.rawValue) is on the launcher, which is not on screen (only the "
        + "app's notification and Quick Settings tile, in the shade, are reached over the app)"
    case .share, .link:
      return "the app is in front: another app's \(entry.source.rawValue) comes from that app in front, not over this "
        + "one (only the app's notification and Quick Settings tile, in the shade, are reached over the app)"
    }
    guard let activity, activity.lifecycleState == .RESUMED else {
      return "the app's activity in front is not resumed (a system activity over it, such as the credential "
        + "confirmation, takes the screen): the model delivers an entry over the app only to its resumed activity"
    }
    if biometricPrompt?.isInProgress == true {
      return "the biometric prompt is over the app: an entry over the app with the prompt up is not modeled"
    }
    return nil
  }

  /// Delivers `entry` to the app in front (``entryOverTheAppRefusal(_:)`` is `nil`): the shade closes, then the
  /// window manager's decision for the intent.
  func performEntryOverTheApp(_ entry: AndroidEntry, target: AndroidAppScreen) {
    if openShade != nil { performNotificationShade(.closeNotificationShade) }
    guard let front = activity else { return }
    guard target.isActivity else {
      // The navigator's deep link clears the task: the activity in front leaves and finishes.
      finishForClearedTask(front)
      openDeepLink(to: target)
      activity?.window.isForwardNavigation = true
      return
    }
    guard case .newRoot = resolution(of: entry, target: target) else {
      startActivity(target, flags: entry.flags)
      return
    }
    finishForClearedTask(front)
    clearTask()
    if entry.flags.contains(.taskStack) { placeParentRecords(below: target) }
    makeActivity(showing: [target])
    activity?.window.isForwardNavigation = true
  }

  /// The activity in front paused and stopped, then marked finishing, before a cleared task destroys it.
  private func finishForClearedTask(_ front: Activity) {
    pause(front)
    stop(front)
    front.isFinishing = true
  }
}
