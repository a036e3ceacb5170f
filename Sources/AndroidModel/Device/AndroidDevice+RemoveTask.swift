/// The user swipes the app's card away in Recents (``AndroidEvent/removeTask``): SystemUI asks the activity task
/// manager to remove the task (`ActivityTaskManager.removeTask`), which (AOSP `ActivityTaskSupervisor.removeTask`, named
/// `ActivityStackSupervisor` up to API 30; read in copies of frameworks/base in the code corpus, API 30–35 in this form;
/// high):
/// 1. finishes every activity of the task (`task.performClearTask` / `removeTaskActivitiesLocked`): each is removed
///    from the task and its destroy is scheduled to the app's process (a `DestroyActivityItem` transaction);
/// 2. removes the task from Recents (`cleanUpRemovedTaskLocked`: `mRecentTasks.remove(task)`), so its card and its
///    snapshot go;
/// 3. posts `ActivityManagerInternal.cleanUpServices` to its handler, which tells the app's started services
///    (`Service.onTaskRemoved`, and stops those with `android:stopWithTask="true"`; the model's apps have no services);
/// 4. posts `killProcessesForRemovedTask` to the same handler for each of the package's processes, except one with a
///    foreground service or with an activity not stopped or in another task in Recents
///    (`WindowProcessController.shouldKillProcessForRemovedTask`, `hasForegroundServices`): the process is killed
///    with no further callback. Android's framework team says the same of the swipe: it "kills any background or empty
///    processes of the application" and tells its services through `onTaskRemoved` (Dianne Hackborn, quoted in
///    https://android.stackexchange.com/questions/19987 ; medium-high).
///
/// Whether the app's main thread runs the scheduled `onDestroy` before the kill is not ordered by AOSP (the destroy is
/// a one-way transaction to the app, the kill a message on the system's handler), and `onDestroy` is documented as not
/// guaranteed ("There are situations where the system will simply kill the activity's hosting process without calling
/// this method", https://developer.android.com/reference/android/app/Activity#onDestroy() ; high):
/// ``AndroidPlatformFlags/removedTaskGetsOnDestroy`` (default false: no callback). The next start is a fresh launch
/// (no task, no saved state). Valid only in Recents with the app's card there, the app's process not in front.
extension AndroidDevice {
  /// Why the user cannot swipe the app's card away now, or `nil`.
  func removeTaskRefusal() -> String? {
    guard screen == .recents else { return "the card is swiped away in Recents (openRecents first)" }
    guard hasTask else { return "the app has no card in Recents (launch starts a task)" }
    if windowingMode == .pictureInPicture {
      return "the app is in the picture-in-picture window: Recents shows no card of a pinned task"
    }
    if windowingMode != .fullscreen {
      return "the app is in split screen, on screen: its card in Recents is the pair's"
    }
    return nil
  }

  /// Removes the task: its activities finished (their `onDestroy` only under the flag), the card gone, the process
  /// killed.
  func removeTask() {
    lifecycleLog.append("task removed from Recents")
    if profile.flags.removedTaskGetsOnDestroy {
      // The task's activities, top first, as `performClearTask` finishes them; each is stopped already.
      let finishing = (activity.map { [$0] } ?? []) + backgroundActivities.reversed()
      for activity in finishing where activity.lifecycleState != .DESTROYED {
        activity.isFinishing = true
        destroy(activity)
      }
      looper.drain()
    }
    killProcess(savingBackStack: false)
    appCloses += 1
    hasTask = false
    taskSnapshot = nil
  }
}
