/// The app's task as its own code and `TaskStackBuilder` change it: the app's `startActivity` with intent flags, and a
/// task stack's parents. Both go through the window manager's one decision of `AndroidDevice+EntryPoints.swift`
/// (``resolution(of:target:in:)``), so a launch mode or a flag means the same from a notification and from the app.
///
/// - The app's own `startActivity(intent)` from the activity in front: a new instance on top (the caller stops
///   below it); the caller itself with `FLAG_ACTIVITY_SINGLE_TOP` or a `singleTop`/`singleTask` mode gets the intent
///   while paused (`onPause`, `onNewIntent`, `onResume`: "an activity can never receive a new intent in the resumed
///   state", https://developer.android.com/reference/android/app/Activity#onNewIntent(android.content.Intent) ;
///   high); an instance below under `FLAG_ACTIVITY_CLEAR_TOP` or `singleTask` comes up and those above it, the caller
///   included, are finished (https://developer.android.com/reference/android/content/Intent#FLAG_ACTIVITY_CLEAR_TOP ;
///   https://developer.android.com/guide/components/activities/tasks-and-back-stack ; AOSP `Task.performClearTop`;
///   high). `FLAG_ACTIVITY_NEW_TASK` to the app's own activity finds the app's task, the one in front, and changes
///   nothing else (https://developer.android.com/reference/android/content/Intent#FLAG_ACTIVITY_NEW_TASK ; high);
///   with `FLAG_ACTIVITY_CLEAR_TASK` the task's activities are finished and the target is its root. Model order: the
///   finished activities' `onStop`/`onDestroy` run before the brought-up one's `onRestart` (Android runs them after
///   it resumes; both are inside one step, no capture falls between them).
/// - `TaskStackBuilder` (`addNextIntentWithParentStack`, then `getPendingIntent` for a notification): the intents of
///   the target's manifest parent chain, root first, the root's with `NEW_TASK|CLEAR_TASK|TASK_ON_HOME`
///   (AOSP frameworks/base `TaskStackBuilder.addParentStack`, `getIntents`; https://developer.android.com/develop/ui/views/notifications/navigation ;
///   high). The system starts them as one task with only the top activity made; each parent is a record made, without
///   saved state, when Back reaches it (AOSP `ActivityStartController.startActivities` resumes the top record only,
///   and an `ActivityRecord` gets its client activity when it is made visible; medium: read from the start path, not
///   measured, flag ``AndroidPlatformFlags/taskStackParentsMadeOnBack``).
extension AndroidDevice {
  /// The app's `startActivity` of `target` with `flags` from the activity in front, ``Activity/startActivity(_:flags:)``.
  func startActivity(_ target: AndroidAppScreen, flags: AndroidEntry.Flags) {
    guard let caller = activity else { return }
    switch resolution(of: flags, target: target, in: taskBackStacks) {
    case .addOnTop:
      startActivity(showing: [target])
    case .newRoot:
      pause(caller)
      stop(caller)
      caller.isFinishing = true
      clearTask()
      makeActivity(showing: [target])
      activity?.window.isForwardNavigation = true
      looper.drain()
    case .bringUp(let index, let recreated) where index == taskBackStacks.count - 1 && !recreated:
      // The caller is the target: it gets the intent while paused.
      pause(caller)
      lifecycleLog.append("onNewIntent")
      strategy.onNewIntent(caller)
      resume(caller)
      looper.drain()
    case .bringUp(let index, let recreated):
      // The caller is above the target and finishes with the others; it leaves the resumed state first.
      pause(caller)
      stop(caller)
      caller.isFinishing = true
      bringUp(index, recreated: recreated, target: target)
      looper.drain()
    }
  }

  /// Whether `starts`, asked for by the activity in front in one turn, stack as new instances in call order: the
  /// first is a new instance on top, and each later one a new instance on top of the record the one before left (a
  /// record not made yet is no instance on top for `singleTop`: AOSP `ActivityStarter.deliverToCurrentTopIfNeeded`
  /// reuses the top only when it is `attachedToProcess()`; medium, read from the source; a `singleTask` one is found
  /// in the task instead, not stacked). The caller's pause is still
  /// under way while they arrive, so the window manager resumes only the top one, and the ones below are made when
  /// Back reaches them (https://developer.android.com/reference/android/app/Activity#startActivities(android.content.Intent[]) :
  /// "the same as calling startActivity(Intent) for the first Intent ... none of the activities except the last ...
  /// will be created at this point"; AOSP `TaskFragment.resumeTopActivity` waits for the pause, then resumes the top;
  /// all levels; medium-high). A start that clears or brings up an instance below is not stacked: the starts run one
  /// by one, as before (a model limit).
  func stacksStarts(_ starts: [(screen: AndroidAppScreen, flags: AndroidEntry.Flags)]) -> Bool {
    var stacks = taskBackStacks
    for (position, start) in starts.enumerated() {
      switch resolution(of: start.flags, target: start.screen, in: stacks) {
      case .addOnTop: break
      case .bringUp(let index, let recreated)
      where position > 0 && index == stacks.count - 1 && !recreated && start.screen.launchMode != .singleTask:
        break
      default: return false
      }
      stacks.append([start.screen])
    }
    return true
  }

  /// The records of `target`'s manifest parent chain (``AndroidAppScreen/parent``), root first, below the activity a
  /// task stack makes: the first screen's is the launcher activity showing its start destination. Cleared task only.
  func placeParentRecords(below target: AndroidAppScreen) {
    let parents = app.parentChain(of: target)
    guard profile.flags.taskStackParentsMadeOnBack else {
      // The flag's other reading: every parent is made at once and runs its callbacks up to stopped below the target
      // (what its code started on top of it, made first, is stopped too).
      for parent in parents {
        makeActivity(showing: [parent])
        looper.drain()
        guard let made = activity else { continue }
        pause(made)
        stop(made)
        backgroundActivities.append(made)
        activity = nil
      }
      return
    }
    unrestoredActivities = parents.map { [$0] }
    neverMadeRecords = parents.count
  }

  /// Takes the top record of ``unrestoredActivities``, with whether it has saved state (a record of a dead process)
  /// or was never made (a task stack's parent).
  func popRecord() -> (stack: [AndroidAppScreen], hasSavedState: Bool)? {
    guard let stack = unrestoredActivities.popLast() else { return nil }
    let neverMade = unrestoredActivities.count < neverMadeRecords
    if neverMade { neverMadeRecords = unrestoredActivities.count }
    return (stack, !neverMade)
  }
}

extension AndroidAppDescription {
  /// The screens of `screen`'s manifest parent chain (``AndroidAppScreen/parent``), root first; a chain that names an
  /// unknown screen or comes back to one it passed stops there (the app-logic script refuses both).
  public func parentChain(of screen: AndroidAppScreen) -> [AndroidAppScreen] {
    var chain: [AndroidAppScreen] = []
    var next = screen.parent
    while let name = next, let parent = self.screen(named: name), parent != screen, !chain.contains(parent) {
      chain.insert(parent, at: 0)
      next = parent.parent
    }
    return chain
  }
}
