/// The launcher icon tapped while the app's task exists (``AndroidEvent/launch`` with a task): the launcher's intent
/// (`ACTION_MAIN`, `CATEGORY_LAUNCHER`, `FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_RESET_TASK_IF_NEEDED`) to the launcher
/// activity finds the app's task by its affinity and brings it to the front; what else happens is the window manager's
/// decision from the launcher activity's `android:launchMode` (AOSP frameworks/base
/// `services/core/java/com/android/server/wm/ActivityStarter.java`, `recycleTask` → `complyActivityFlags`, read in the
/// code corpus; high; the same branch in `com/android/server/am/ActivityStarter.java` `startActivityUnchecked` of API
/// 24–28, `mLaunchSingleInstance || mLaunchSingleTask` → `performClearTaskForReuseLocked`, read there too; high; API
/// 21–23's `ActivityStackSupervisor.startActivityUncheckedLocked` not read: medium, from the developer guide):
///
/// - `standard` (the default): the intent equals the task's root intent, so no activity is added: the task comes to
///   the front as it was, its top activity restarting, as from its Recents card (the model's `returnToApp`; `launch`
///   is refused then and names it).
/// - `singleTop`: the same, except that a launcher activity on top of its task gets the intent (`onRestart`,
///   `onStart`, `onNewIntent`, `onResume`).
/// - `singleTask` (and `singleInstance`, which the model does not take): `performClearTop` finishes every activity
///   above the launcher activity's instance, which gets the intent (`onNewIntent`): a lock activity the app started on
///   top of it is destroyed without being shown, and the launcher activity resumes; with no instance in the task (a
///   notification made another activity the root) a new one is put on top ("a special case: we need to start the
///   activity because it is not currently running"). The developer guide says the same of `singleTask`: "the system
///   routes the intent to the existing instance through a call to its onNewIntent() method"
///   (https://developer.android.com/guide/topics/manifest/activity-element#lmode ;
///   https://developer.android.com/guide/components/activities/tasks-and-back-stack ; high). The task's Recents card
///   (``AndroidEvent/returnToApp``) sends no intent (`startActivityFromRecents` moves the task to the front): it
///   never clears the task. The LolliPin report of a `singleTask` launcher whose relaunch cleared the lock activity
///   (https://github.com/omadahealth/LolliPin/issues/153) is one of the kind.
///
/// While the task moves to the front its snapshot is the starting window, as for the Recents card
/// (`ActivityStarter.recycleTask`: `showStartingWindow(taskSwitch)`); only a recording sees it. A model limit, refused:
/// the launcher icon while a configuration change waits for the activity (its relaunch at a return is modeled for the
/// card only).
extension AndroidDevice {
  /// Why the launcher icon cannot be tapped now while the app's task exists, or `nil`.
  func launcherIntentRefusal() -> String? {
    let mode = app.startScreen.launchMode
    if mode == .standard {
      return "the task exists: its launcher icon brings it back as it was (returnToApp), it does not start a second "
        + "one (a standard launcher activity: https://developer.android.com/guide/components/activities/tasks-and-back-stack)"
    }
    if screen != .home { return "the launcher icon is on the home screen: press Home first" }
    if windowingMode != .fullscreen {
      return "the app's task is in split screen or picture-in-picture; the model takes the launcher icon only for a "
        + "full-screen task"
    }
    if !pendingConfigChanges.isEmpty {
      return "a configuration change waits for the app's activity: its relaunch at a return is modeled for the "
        + "Recents card only (returnToApp)"
    }
    return nil
  }

  /// The launcher's intent to the existing task, decided by the launcher activity's launch mode.
  func launchIntoExistingTask() {
    let launcher = app.startScreen
    lifecycleLog.append("launcher intent: \(launcher.name) (\(launcher.launchMode.rawValue))")
    showStartingWindowIfRecording()
    let stacks = savedTask ?? taskBackStacks
    guard !stacks.isEmpty else {
      createActivity()
      return
    }
    let index = stacks.lastIndex { isLauncherStack($0) }
    switch launcher.launchMode {
    case .singleTask:
      guard let index else {
        addOnTop(launcher)
        return
      }
      bringUp(index, recreated: false, target: launcher)
    case .singleTop where index == stacks.count - 1:
      bringUp(stacks.count - 1, recreated: false, target: launcher)
    case .singleTop, .standard:
      returnToApp(showingStartingWindow: false)
    }
    looper.drain()
  }

  /// Whether an activity's back stack is the launcher activity's: its first screen a destination of the launcher
  /// activity, not an activity of its own (the app's own navigation may have popped the start destination).
  func isLauncherStack(_ stack: [AndroidAppScreen]) -> Bool {
    stack.first.map { !$0.isActivity } ?? false
  }
}
