/// Entry points other than the launcher: the user taps one of the app's notifications, whose `PendingIntent` starts
/// the activity of a screen (``AndroidEvent/openNotification(_:)``).
///
/// A notification's intent carries `FLAG_ACTIVITY_NEW_TASK`. Where it lands is the window manager's decision, not the
/// app's lifecycle code's:
/// - An activity of its own (``AndroidAppScreen/isActivity``), the app's task existing: the activity is placed on top
///   of that task, which comes to the front; the activity that was in front stays stopped below it (AOSP
///   `ActivityStarter`: "an activity is being launched in to an existing task, without resetting that task. This is
///   typically the situation of launching an activity from a notification or shortcut. We want to place the new
///   activity on top of the current task", `mAddingToTask`; high). After process death the saved activities below
///   stay records until the user goes back to them.
/// - An activity of its own, no task: a new task with that activity as its root; Back from it leaves the app (the
///   documentation's "special activity"; high). A `PendingIntent` made with `TaskStackBuilder` (which clears the task
///   and synthesizes the parents, https://developer.android.com/develop/ui/views/notifications/navigation) is not
///   modeled.
/// - A destination of the launcher activity (a Navigation explicit deep link, `NavDeepLinkBuilder`): "the task back
///   stack is cleared and replaced with the deep link destination", the start destination below it
///   (https://developer.android.com/guide/navigation/design/deep-link ;
///   https://developer.android.com/reference/androidx/navigation/NavDeepLinkBuilder ; high): the task's activities
///   are finished and the launcher activity is made again showing the start destination and the screen, which its
///   navigator builds as the content is set (`NavController.handleDeepLink` when the graph is set), before the app's
///   own code in `onCreate`.
///
/// Whatever the app's lock does in its launcher activity's callbacks therefore never runs for an activity a
/// notification starts on top of the task (LolliPin's bypass through "an intent opening an activity other than the
/// pinActivity", https://github.com/omadahealth/LolliPin/issues/131 ; medium-high, as an example of the kind).
extension AndroidDevice {
  func entryPointRefusal(for event: AndroidEvent) -> String? {
    guard case .openNotification(let name) = event else { preconditionFailure("\(event) is not an entry point") }
    guard let target = app.screen(named: name) else {
      let names = app.screens.map(\.name).joined(separator: ", ")
      return "the app has no screen named \(name) (its screens: \(names))"
    }
    if screen == .app {
      // A model limit: the notification shade over the app (which does not pause it) is not modeled.
      return "the notification shade over the app is not modeled: open it from the home screen or Recents"
    }
    if windowingMode != .fullscreen {
      return "the app's task is in split screen or picture-in-picture; the model starts notifications' activities "
        + "only into a full-screen task"
    }
    // A model limit, as navigate's: a screen is on the task's back stacks at most once (`singleTop` reuse and
    // `onNewIntent` are not modeled).
    if target.isActivity, taskBackStacks.contains(where: { $0.contains(target) }) {
      return "\(name) is already on the app's back stack (its notification would deliver onNewIntent, not modeled)"
    }
    return nil
  }

  func performEntryPoint(_ event: AndroidEvent) {
    guard case .openNotification(let name) = event, let target = app.screen(named: name) else { return }
    lifecycleLog.append("notification: \(name)")
    if target.isActivity {
      startActivityFromNotification(target)
    } else {
      openDeepLink(to: target)
    }
    looper.drain()
  }

  /// `FLAG_ACTIVITY_NEW_TASK` to an activity of its own: on top of the existing task, or the root of a new one.
  private func startActivityFromNotification(_ target: AndroidAppScreen) {
    if let below = activity {
      // The activity in front of the task stays stopped; it is not restarted.
      backgroundActivities.append(below)
    } else if let task = savedTask {
      savedTask = nil
      unrestoredActivities = task
    }
    makeActivity(showing: [target])
  }

  /// A Navigation explicit deep link: the task is cleared and the launcher activity made again showing the start
  /// destination and `target`.
  private func openDeepLink(to target: AndroidAppScreen) {
    savedTask = nil
    unrestoredActivities.removeAll()
    let finishing = (backgroundActivities + (activity.map { [$0] } ?? [])).reversed()
    backgroundActivities.removeAll()
    for old in finishing { destroy(old) }
    activity = nil
    let stack = target == app.startScreen ? [target] : [app.startScreen, target]
    // The navigator handles the deep link as the activity sets its content, before the app's code in `onCreate`.
    makeActivity(showing: stack)
  }
}
