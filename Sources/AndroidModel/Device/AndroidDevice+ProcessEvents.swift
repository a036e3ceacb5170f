/// The system killing the app's process while it is in the background.
///
/// Android kills cached background processes to reclaim memory, with no callback to the app; the task stays in Recents
/// and, when the user returns, a new process creates the activity again from its saved instance state (the back
/// stack included), while every static of the old process is gone
/// (https://developer.android.com/guide/components/activities/process-lifecycle ;
/// https://developer.android.com/topic/libraries/architecture/saving-states ; high). The foreground activity's process
/// is the last to go, so the model kills only a process whose activity is stopped, or that has none.
extension AndroidDevice {
  func processRefusal(for event: AndroidEvent) -> String? {
    guard hasTask else { return "the app has no process to kill (launch starts one)" }
    if let activity, activity.lifecycleState != .CREATED {
      return "the system kills a process in the background: this one's activity is started (it is visible)"
    }
    // Settings' confirm-lock screen is another process's activity in the app's task: it would outlive the app's
    // process and deliver its result to the activity made again, which the model does not follow (refused).
    if isUnderConfirmLockScreen {
      return "the app's activity is stopped under Settings' confirm-lock screen: a process death there (the screen "
        + "outliving it and its result reaching the activity made again) is not modeled"
    }
    return nil
  }

  func performProcess(_ event: AndroidEvent) {
    lifecycleLog.append("process killed")
    killProcess(savingBackStack: true)
  }
}
