/// Entries into the app other than its launcher icon (``AndroidEvent/openEntry(_:)``): a notification, a widget, a
/// Quick Settings tile or its long press, a shortcut, another app's share or link. One mechanism, the window manager's
/// (AOSP `ActivityStarter`, the "Tasks and the back stack" guide), decides from the entry's flags
/// (``AndroidEntry/Source/defaultFlags``) and the target activity's launch mode what the user sees and which callbacks
/// run; the source only gives the flags.
///
/// - `FLAG_ACTIVITY_NEW_TASK` (or a `singleTask` target) sends the intent to the task of the activity's affinity, the
///   app's own; with no such task the activity is the root of a new one (Back from it leaves the app; the
///   documentation's "special activity", https://developer.android.com/develop/ui/views/notifications/navigation ;
///   high). Without it the activity goes into the sender's task (another app's), `AndroidDevice+SenderTask.swift`.
/// - With `FLAG_ACTIVITY_CLEAR_TASK` the task's activities are finished and the activity is its new root
///   (https://developer.android.com/reference/android/content/Intent#FLAG_ACTIVITY_CLEAR_TASK ; high): a static
///   shortcut's does so.
/// - An instance of the activity already in the task: on top with `FLAG_ACTIVITY_SINGLE_TOP` or a `singleTop`
///   or `singleTask` launch mode, it gets the intent (`onRestart`, `onStart`, `onNewIntent`, `onResume`; "an activity
///   can never receive a new intent in the resumed state", https://developer.android.com/reference/android/app/Activity#onNewIntent(android.content.Intent) ;
///   high, the place of `onNewIntent` after `onStart` medium, decides no verdict). With `FLAG_ACTIVITY_CLEAR_TOP` or
///   `singleTask` the activities above it are finished; a `standard` one without `FLAG_ACTIVITY_SINGLE_TOP` is then
///   finished too and made again (`onCreate`) (https://developer.android.com/reference/android/content/Intent#FLAG_ACTIVITY_CLEAR_TOP ;
///   AOSP `Task.performClearTop`; high). A second instance of an activity in the task is a model limit (a screen is on
///   the task's back stacks at most once): refused.
/// - Otherwise the activity is placed on top of the existing task, which comes to the front; the activity that was in
///   front stays stopped below it, not restarted (AOSP `ActivityStarter`: "an activity is being launched in to an
///   existing task, without resetting that task. This is typically the situation of launching an activity from a
///   notification or shortcut", `mAddingToTask`; high). After process death the saved activities below stay records
///   until the user goes back to them.
/// - A destination of the launcher activity is a Navigation deep link: with `FLAG_ACTIVITY_NEW_TASK` the navigator
///   clears the task (adding `FLAG_ACTIVITY_CLEAR_TASK` itself when missing) and the launcher activity is made again
///   showing the start destination and the screen, built as the content is set, before the app's own code in
///   `onCreate` (https://developer.android.com/guide/navigation/design/deep-link : "the task back stack is cleared and
///   replaced with the deep link destination"; AndroidX `NavController.handleDeepLink`; high).
///
/// - Another app's share or link starts only an exported activity (``AndroidEntry/Source/startsAsAnotherApp``,
///   ``AndroidAppScreen/isExported``; high): refused otherwise, as the platform's `SecurityException` ("Permission
///   Denial: starting Intent ... not exported from uid") stops it; the app's own `PendingIntent`s, tile and shortcuts
///   reach any of its activities.
/// - A `TaskStackBuilder` notification (``AndroidEntry/Flags/taskStack``) clears the task and makes the target its top,
///   its manifest parents below it as records (`AndroidDevice+TaskStack.swift`): Back makes each parent then.
///
/// Whatever the app's lock does in its launcher activity's callbacks therefore never runs for an activity an entry
/// starts on top of the task (LolliPin's bypass through "an intent opening an activity other than the pinActivity",
/// https://github.com/omadahealth/LolliPin/issues/131 ; medium-high, as an example of the kind), while an instance
/// brought up by `onNewIntent` runs its `onRestart`/`onStart`/`onResume` hooks and a cleared task's new root its
/// `onCreate`.
///
/// With the app in front, the user reaches only its notification and Quick Settings tile, in the shade or a heads-up
/// notification over it (`AndroidDevice+EntryOverTheApp.swift`, forty-ninth session; before, every entry over the
/// app was refused).
extension AndroidDevice {
  func entryPointRefusal(for event: AndroidEvent) -> String? {
    guard case .openEntry(let entry) = event else { preconditionFailure("\(event) is not an entry point") }
    guard let target = app.screen(named: entry.target) else {
      let names = app.screens.map(\.name).joined(separator: ", ")
      return "the app has no screen named \(entry.target) (its screens: \(names))"
    }
    // The app in front: only what the user can tap over it (the shade's notification and tile) reaches it.
    if screen == .app, let reason = entryOverTheAppRefusal(entry) { return reason }
    if windowingMode != .fullscreen {
      return "the app's task is in split screen or picture-in-picture; the model starts entries' activities only "
        + "into a full-screen task"
    }
    if entry.flags.contains(.taskStack), !target.isActivity {
      return "a task stack's intents name activities (TaskStackBuilder); a destination of the launcher activity is "
        + "reached by the navigator's deep link (openNotification(\(entry.target)))"
    }
    if entry.source.startsAsAnotherApp, !target.isExportedToOtherApps {
      // `android:exported`: another app's intent starts only an exported activity (AndroidAppScreen.isExported).
      return "\(entry.target) is an activity the app does not export (android:exported=\"false\", the default without "
        + "an intent filter): another app's \(entry.source.rawValue) cannot start it; the app's own notification, "
        + "widget, tile or shortcut can (the word exported in its screens: says it is exported)"
    }
    if entersSenderTask(entry, target: target) { return senderTaskEntryRefusal(entry, target: target) }
    if !target.isActivity, app.startScreen.launchMode == .singleTask, !entry.flags.clearsTask,
      entryTaskStacks.contains(where: { isLauncherStack($0) })
    {
      // AOSP `ActivityStarter.complyActivityFlags`: a singleTask activity's instance is brought up and gets the intent.
      return "the launcher activity is singleTask and in the task: the deep link's intent reaches that instance's "
        + "onNewIntent, where the navigator handles it only if the app's code calls NavController.handleDeepLink, "
        + "which is not modeled"
    }
    if target.isActivity, case .addOnTop = resolution(of: entry, target: target),
      entryTaskStacks.contains(where: { $0.contains(target) })
    {
      return "\(entry.target) is already in the app's task and the intent would make a second instance (a screen is "
        + "on the task's back stacks at most once in the model; singleTop, clearTop or a singleTask launch mode "
        + "reuse it)"
    }
    return nil
  }

  /// What an entry's intent does to the app's task, ``resolution(of:target:)``.
  enum EntryResolution: Equatable {
    /// No task with activities, or `FLAG_ACTIVITY_CLEAR_TASK`: the task's activities are finished and the target is
    /// its root.
    case newRoot
    /// The target is placed on top of the task.
    case addOnTop
    /// The instance at `index` (in ``taskBackStacks``) is brought up: those above it finished; `recreated` when it is
    /// finished too and made again (a `standard` activity under `FLAG_ACTIVITY_CLEAR_TOP`), otherwise it gets
    /// `onNewIntent`.
    case bringUp(index: Int, recreated: Bool)
  }

  /// The task's back stacks as an entry finds them: those a dead process saved, or the made and unrestored ones.
  private var entryTaskStacks: [[AndroidAppScreen]] { savedTask ?? taskBackStacks }

  /// The window manager's decision for an entry to an activity of its own (AOSP `ActivityStarter`, `Task.performClearTop`).
  func resolution(of entry: AndroidEntry, target: AndroidAppScreen) -> EntryResolution {
    resolution(of: entry.flags, target: target, in: entryTaskStacks)
  }

  /// The one decision for an intent with `flags` to `target` in a task whose activities show `stacks` (bottom
  /// first), for an entry and for the app's own `startActivity` alike: `CLEAR_TASK` (or a task stack) makes a new
  /// root; an instance on top is reused with `SINGLE_TOP` or a `singleTop`/`singleTask` mode; one below is brought up
  /// under `CLEAR_TOP` or `singleTask` (recreated when `standard` without `SINGLE_TOP`); otherwise a new one on top.
  func resolution(of flags: AndroidEntry.Flags, target: AndroidAppScreen, in stacks: [[AndroidAppScreen]])
    -> EntryResolution
  {
    if stacks.isEmpty || flags.clearsTask { return .newRoot }
    // The launcher activity is found by its stack, whose first screen is a destination (its start one, unless the
    // app's own navigation popped it).
    let isTarget: ([AndroidAppScreen]) -> Bool =
      target.isActivity ? { $0.first == target } : { self.isLauncherStack($0) }
    guard let index = stacks.lastIndex(where: isTarget) else { return .addOnTop }
    let reuses = flags.contains(.singleTop) || target.launchMode != .standard
    let isTop = index == stacks.count - 1
    if isTop, reuses { return .bringUp(index: index, recreated: false) }
    if flags.contains(.clearTop) || target.launchMode == .singleTask {
      return .bringUp(index: index, recreated: !reuses)
    }
    return .addOnTop
  }

  func performEntryPoint(_ event: AndroidEvent) {
    guard case .openEntry(let entry) = event, let target = app.screen(named: entry.target) else { return }
    entryInProgress = entry
    defer { entryInProgress = nil }
    lifecycleLog.append(entry.isPlainNotification ? "notification: \(entry.target)" : "\(entry)")
    if screen == .app {
      performEntryOverTheApp(entry, target: target)
      looper.drain()
      return
    }
    if entersSenderTask(entry, target: target) {
      enterSenderTask(target)
      looper.drain()
      return
    }
    guard target.isActivity else {
      openDeepLink(to: target)
      looper.drain()
      return
    }
    switch resolution(of: entry, target: target) {
    case .newRoot:
      clearTask()
      if entry.flags.contains(.taskStack) { placeParentRecords(below: target) }
      makeActivity(showing: [target])
    case .addOnTop:
      addOnTop(target)
    case .bringUp(let index, let recreated):
      bringUp(index, recreated: recreated, target: target)
    }
    looper.drain()
  }

  /// On top of the existing task, the activity in front staying stopped below; a task saved at process death keeps
  /// its activities as records below.
  func addOnTop(_ target: AndroidAppScreen) {
    if let below = activity {
      backgroundActivities.append(below)
    } else if let task = savedTask {
      savedTask = nil
      unrestoredActivities = task
    }
    makeActivity(showing: [target])
  }

  /// Brings up the task's activity at `index`: finishes those above it; a reused one restarts and gets `onNewIntent`
  /// (a record not made yet is made with the intent queued on it, delivered before its first `onResume`), a recreated
  /// one is finished and made anew.
  func bringUp(_ index: Int, recreated: Bool, target: AndroidAppScreen) {
    if let task = savedTask {
      savedTask = nil
      unrestoredActivities = task
    }
    var made = backgroundActivities + (activity.map { [$0] } ?? [])
    // Those above the target are finished, top first (they are stopped: only onDestroy runs).
    while unrestoredActivities.count + made.count > index + 1 {
      if let top = made.popLast() { destroy(top) } else { _ = popRecord() }
    }
    activity = nil
    if made.isEmpty {
      // The target is a record of a dead process: made from its saved state, or afresh when recreated.
      guard let (saved, hasSavedState) = popRecord() else { return }
      backgroundActivities = []
      makeActivity(
        showing: recreated ? [target] : saved, fromSavedState: !recreated && hasSavedState,
        receivesNewIntent: !recreated)
      return
    }
    let instance = made.removeLast()
    backgroundActivities = made
    if recreated {
      destroy(instance)
      makeActivity(showing: [target])
      return
    }
    if instance.isRecordNotMade {
      makeActivity(showing: instance.backStack, receivesNewIntent: true)
      return
    }
    activity = instance
    instance.window.isForwardNavigation = true
    start(instance, restarting: true)
    lifecycleLog.append("onNewIntent")
    strategy.onNewIntent(instance)
    resume(instance)
  }

  /// Finishes every activity of the task and forgets its saved records.
  func clearTask() {
    savedTask = nil
    unrestoredActivities.removeAll()
    neverMadeRecords = 0
    let finishing = (backgroundActivities + (activity.map { [$0] } ?? [])).reversed()
    backgroundActivities.removeAll()
    for old in finishing { destroy(old) }
    activity = nil
  }

  /// A Navigation deep link: the task is cleared and the launcher activity made again showing the start
  /// destination and `target`.
  func openDeepLink(to target: AndroidAppScreen) {
    clearTask()
    let stack = target == app.startScreen ? [target] : [app.startScreen, target]
    // The navigator handles the deep link as the activity sets its content, before the app's code in `onCreate`.
    makeActivity(showing: stack)
  }
}
