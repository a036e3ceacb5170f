/// The app's activity started into another app's task: a share (`ACTION_SEND`) or a link the sending app starts from
/// its own activity without `FLAG_ACTIVITY_NEW_TASK`, to an activity of the app's own whose launch mode is
/// `standard` or `singleTop` (``AndroidEvent/openEntry(_:)`` with the source's default flags, `none`).
///
/// - Where it goes: a `standard` or `singleTop` activity is launched into the task that called `startActivity()`
///   unless the intent carries `FLAG_ACTIVITY_NEW_TASK` (https://developer.android.com/guide/topics/manifest/activity-element#lmode ;
///   the tasks page: activities of different apps kept "in the same task",
///   https://developer.android.com/guide/components/activities/tasks-and-back-stack ; AOSP `ActivityStarter`: no
///   `NEW_TASK`, no `singleTask`/`singleInstance`, a source activity, so the new record goes on the source record's
///   task; all API levels; high). A `singleTask` target goes to the app's own task instead
///   (``AndroidDevice/entryPointRefusal(for:)``), and a Navigation deep link without the flag stays in the sender's
///   task too ("you remain on the task stack of the previous app",
///   https://developer.android.com/guide/navigation/design/deep-link ; high): a destination of the launcher activity
///   is reached by a new instance of the launcher activity in the sender's task (the launch mode that decides is the
///   launcher activity's, a `singleTask` one going to the app's own task). Its navigator handles the intent as the
///   content is set: without `FLAG_ACTIVITY_NEW_TASK` it navigates to the destination alone, popping the whole graph
///   (the start destination is never made), so Back finishes the activity ("the Back button takes you back to the
///   previous app"; AndroidX Navigation `NavController.handleDeepLink`, the branch for an intent without
///   `FLAG_ACTIVITY_NEW_TASK`: `navigate(node, args, NavOptions.Builder().setPopUpTo(graph.id, true))`; high). The
///   app's code in that activity runs as in any instance of it (a lock checked in its `onResume` runs there too,
///   with the process's state). Not modeled: the Up arrow there, which restarts the app's own task at the
///   destination's parent (`navigateUp`'s `tryRelaunchUpToGeneratedStack`): refused as a back arrow with nothing
///   below.
/// - What runs: a new instance of the activity, in the app's process (started if none lives; one process serves both
///   tasks, so the app's static state, a lock's state included, is shared with its own task's activities), with its
///   own window and flags set by its own code: `onCreate`, `onStart`, `onResume` (the lifecycle page; high). The app's
///   own task, if any, is untouched: stopped in the background with its Recents card (``SenderTask``).
/// - Back on it (its back stack down to one screen, no activity of the app's below it in that task) finishes it: it
///   is not the task's root, the sender's activity is, so `onBackPressedOnTaskRoot`'s move to the back never applies
///   (AOSP `ActivityClientController.onBackPressedOnTaskRoot` runs only for a root; the tasks page: "the current
///   activity is popped from the top of the stack and destroyed. The previous activity resumes"; high). The sender's
///   activity is then in front (the model's home screen stands for another app in front) and the app leaves the
///   screen; the app's `finish()` of it does the same.
/// - Home, Recents and the screen turning off move the sender's task as a whole: its snapshot is of its top activity,
///   the app's (AOSP `TaskSnapshotController.findAppTokenForSnapshot`, the task's top child; high), so the sender's
///   Recents card shows the app's content; `returnToApp` brings that task back, the app's activity on top.
///
/// Not modeled while the app's activity is in the sender's task (refused, ``senderTaskRefusal(for:)``): the app's
/// own task brought to the front (its icon or its card), a second entry, split screen and picture-in-picture, the
/// gesture swipes, another app's activity over it, the shade, process death and the force stop. In Recents only the
/// sender's card is recorded: the app's own card is unchanged since the app's task left, and is not judged again.
extension AndroidDevice {
  /// The app's own task while its activity is in another app's task (``AndroidDevice/senderTask``): what the app's
  /// task held when the share came, restored when the app's activity in the sender's task finishes.
  struct SenderTask {
    /// The app's own task's activity (stopped in the background), if it had one.
    var activity: Activity?
    /// The app's own task's activities below it.
    var backgroundActivities: [Activity]
    /// The app's own task's saved records not made again yet.
    var unrestoredActivities: [[AndroidAppScreen]]
    /// The back stacks a dead process saved for the app's own task.
    var savedTask: [[AndroidAppScreen]]?
    /// The app's own task's Recents snapshot.
    var taskSnapshot: TaskSnapshot?
    /// Whether the app had a task of its own.
    var hasTask: Bool
  }

  /// Whether `entry` puts its activity into the sender's task: no `FLAG_ACTIVITY_NEW_TASK` and a target whose launch
  /// mode is not `singleTask` (the share's and the in-app link's default flags).
  func entersSenderTask(_ entry: AndroidEntry, target: AndroidAppScreen) -> Bool {
    // A destination is started in the launcher activity: its launch mode decides.
    let mode = target.isActivity ? target.launchMode : app.startScreen.launchMode
    return !entry.flags.startsInOwnTask && mode != .singleTask
  }

  /// Whether `entry` would start its activity in the sending app's task (no `FLAG_ACTIVITY_NEW_TASK`, a target that
  /// is not `singleTask`); `false` for a screen the app does not have.
  public func entersSenderTask(_ entry: AndroidEntry) -> Bool {
    guard let target = app.screen(named: entry.target) else { return false }
    return entersSenderTask(entry, target: target)
  }

  /// Why an entry into the sender's task cannot happen now, or `nil`.
  func senderTaskEntryRefusal(_ entry: AndroidEntry, target: AndroidAppScreen) -> String? {
    if screen != .home {
      return "an intent without FLAG_ACTIVITY_NEW_TASK comes from the sending app's activity in front (the home "
        + "screen stands for it), not from Recents"
    }
    if entry.flags.clearsTask || entry.flags.contains(.clearTop) {
      return "clearTask and clearTop act on the sending app's task, whose activities are not modeled"
    }
    return nil
  }

  /// Why `event` cannot happen while the app's activity is in the sender's task (``senderTask``), or `nil` to let
  /// the subsystem's own rule decide.
  func senderTaskRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .launch:
      return "the app's activity is in another app's task: its icon would bring the app's own task to the front, "
        + "a second task, which is not modeled"
    case .removeTask, .processDeath, .forceStop, .removeDeviceSecurity, .enrollBiometric, .openEntry,
      .startOtherActivity, .openNotificationShade, .quickSwitch, .abandonRecentsGesture, .enterSplitScreen,
      .enterPictureInPicture, .fold, .unfold, .configurationChange, .dontKeepActivities, .externalDisplay:
      return "the app's activity is in another app's task, where the model takes captures, time, the app's own "
        + "windows and screens, Back, Home, Recents and the screen only"
    default:
      return nil
    }
  }

  /// The share's activity goes on top of the sender's task: the app's own task is set aside and a new instance made.
  func enterSenderTask(_ target: AndroidAppScreen) {
    senderTask = SenderTask(
      activity: activity, backgroundActivities: backgroundActivities, unrestoredActivities: unrestoredActivities,
      savedTask: savedTask, taskSnapshot: taskSnapshot, hasTask: hasTask)
    activity = nil
    backgroundActivities = []
    unrestoredActivities = []
    savedTask = nil
    // The sender's task has no snapshot of the app's activity yet.
    taskSnapshot = nil
    if target.isActivity || target == app.startScreen {
      makeActivity(showing: [target])
    } else {
      // A destination: a new instance of the launcher activity whose navigator handles the deep link without
      // FLAG_ACTIVITY_NEW_TASK, putting the destination alone on its back stack.
      makeActivity(showing: [app.startScreen, target], startDestinationPopped: true)
    }
    activity?.window.isForwardNavigation = true
  }

  /// Whether finishing `top` returns to the sender's activity: the app's last activity in the sender's task.
  func finishesIntoSender(_ top: Activity) -> Bool {
    senderTask != nil && backgroundActivities.isEmpty && unrestoredActivities.isEmpty && activity === top
  }

  /// The app's activity in the sender's task finishes (Back, or the app's `finish()`): it pauses, the sender's
  /// activity resumes in front, it stops and is destroyed; the app's own task is as the share found it.
  func finishIntoSender(_ top: Activity) {
    // The user left the app's screen for the sending app.
    lockAsks.leftDuringEvent = true
    pause(top)
    stop(top)
    top.isFinishing = true
    looper.drain()
    destroy(top)
    screen = .home
    restoreOwnTask()
    looper.drain()
  }

  /// The app's own task as the share found it; its process died meanwhile when `killed` (a crash in the sender's
  /// task kills it: its activities' saved state is dropped).
  func restoreOwnTask(killed: Bool = false) {
    guard let own = senderTask else { return }
    senderTask = nil
    hasTask = own.hasTask
    taskSnapshot = own.taskSnapshot
    if killed {
      activity = nil
      backgroundActivities = []
      unrestoredActivities = []
      savedTask = nil
      return
    }
    activity = own.activity
    backgroundActivities = own.backgroundActivities
    unrestoredActivities = own.unrestoredActivities
    savedTask = own.savedTask
  }
}
