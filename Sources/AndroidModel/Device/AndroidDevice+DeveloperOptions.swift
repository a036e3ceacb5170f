/// The device's Developer options that change how the system treats the app's activities: "Don't keep activities"
/// (``AndroidEvent/dontKeepActivities(_:)``), `Settings.Global.ALWAYS_FINISH_ACTIVITIES`, a setting testers and users
/// turn on in Settings > System > Developer options. Off by default (a device as shipped); the fuzzer explores it
/// only when asked (`--weight dontKeepActivities=N`) or when a trace names it.
///
/// What it does, read in AOSP `frameworks/base` in the code corpus: Settings stores the value and calls
/// `ActivityManager.setAlwaysFinish`, which sets `ActivityManagerService.mAlwaysFinishActivities`. Every update of the
/// processes' OOM adjustments then asks the activity task manager to destroy every activity it can: API 14–19
/// `ActivityManagerService.updateOomAdjLocked` → `ActivityStack.scheduleDestroyActivities(null, false,
/// "always-finish")`; API 21–28 `ActivityStackSupervisor.scheduleDestroyAllActivities(null, "always-finish")`; API
/// 29–35 `OomAdjuster.updateOomAdjLocked` / `postUpdateOomAdjInnerLSP` →
/// `ActivityTaskManagerInternal.scheduleDestroyAllActivities("always-finish")`, which posts
/// `RootWindowContainer.mDestroyAllActivitiesRunnable` on the system's handler ("on its own message because the stack
/// may not be in a consistent state at this point"; high). The activities destroyed are those not finishing, not
/// resumed or pausing, stopped with their state saved and not visible (`ActivityRecord.isDestroyable`, recalled from
/// AOSP's `ActivityRecord.java` and not re-read this session; medium): they get `onDestroy` with `isFinishing()`
/// false, their records stay in the task, and the process lives on. When the user comes back to one (the Recents
/// card, Back onto one below) the system makes it again from its saved instance state, as after process death but
/// with the process's memory (its statics, view models' owners) intact
/// (https://developer.android.com/guide/components/activities/activity-lifecycle#saras , "Don't keep activities" in
/// https://developer.android.com/studio/debug/dev-options#apps ; high).
///
/// The model applies it after each event (the posted runnable runs once the event's lifecycle is done): the task's
/// activities below the one in front, and the one in front when the app is away (the home screen or Recents in front,
/// in full screen), are destroyed top to bottom and kept as saved records (``savedTask``, ``unrestoredActivities``),
/// remade when the user returns or goes back to them. An activity stopped under another activity of its own task
/// (Settings' confirm-lock screen started for a result, another app's full-screen activity) is destroyed too, and made
/// again as that activity finishes (``recreateAlwaysFinished(_:)``). Not modeled (a model limit, not a refusal): the
/// destruction of an activity stopped under the keyguard (`screenOff`), in another app's task (`openEntry(link,
/// ...)`), or in split screen and picture-in-picture; there the activity is kept as without the setting.
extension AndroidDevice {
  func developerOptionRefusal(for event: AndroidEvent) -> String? {
    guard case .dontKeepActivities(let isOn) = event else {
      preconditionFailure("\(event) is not a developer option event")
    }
    if isOn == alwaysFinishActivities {
      return "\"Don't keep activities\" is already \(isOn ? "on" : "off")"
    }
    if appIsInFront || screen == .off || windowingMode != .fullscreen {
      return "the user changes Developer options in Settings, another app: the app leaves first (pressHome)"
    }
    return nil
  }

  func performDeveloperOption(_ event: AndroidEvent) {
    guard case .dontKeepActivities(let isOn) = event else {
      preconditionFailure("\(event) is not a developer option event")
    }
    alwaysFinishActivities = isOn
    // Settings' own activity changes update the OOM adjustments: the app's stopped activities go at once.
    if isOn { destroyActivitiesAlwaysFinish() }
  }

  /// `scheduleDestroyAllActivities("always-finish")`'s runnable: destroys the task's destroyable activities, top to
  /// bottom, keeping their records with saved state (see the extension's comment). Does nothing with the setting off.
  func destroyActivitiesAlwaysFinish() {
    guard alwaysFinishActivities, senderTask == nil, windowingMode == .fullscreen else {
      return
    }
    var topGoes = false
    if let top = activity, top.lifecycleState == .CREATED, !top.isFinishing, screen == .home || screen == .recents {
      topGoes = true
    }
    guard topGoes || !backgroundActivities.isEmpty else { return }
    let stacks = taskBackStacks
    let below = backgroundActivities
    if topGoes, let top = activity { destroy(top) }
    for activity in below.reversed() { destroy(activity) }
    backgroundActivities = []
    if topGoes {
      // As after process death, the top is made again from its saved state at the return, the ones below at Back.
      savedTask = stacks
      unrestoredActivities = []
      activity = nil
    } else {
      unrestoredActivities += below.map(\.backStack)
    }
    alwaysFinishDestructions += 1
  }

  /// The activity under another activity of its task (Settings' confirm-lock screen asked for a result, another app's
  /// full-screen activity such as the camera) comes back as that activity finishes. With "Don't keep activities" on
  /// it was destroyed while stopped under it: `ActivityRecord.isDestroyable` asks only that the record is not
  /// finishing, has a process, is not resumed or pausing, is stopped with its state saved and is not visible, nothing
  /// of which task it is in or what is above it (AOSP frameworks/base `ActivityRecord.isDestroyable`, API 21–28 form
  /// read in the code corpus this session; `RootWindowContainer.destroyActivity` calls it for every activity of every
  /// task, API 29+, read in the code corpus; high). So the finish makes it again from its saved state: `onCreate`
  /// with a saved-instance-state `Bundle`, `onStart`, the caller's result (`onActivityResult`, which
  /// `ActivityThread.performResumeActivity` delivers from the launch's pending results before `onResume`; "You will
  /// receive this call immediately before onResume() when your activity is re-starting",
  /// https://developer.android.com/reference/android/app/Activity#onActivityResult(int,%20int,%20android.content.Intent) ;
  /// high), then `onResume`, the process (the script's variables) alive and the instance's own fields new
  /// (https://developer.android.com/guide/components/activities/activity-lifecycle#saras ; high). A held
  /// androidx.biometric outcome (its device credential's confirm-lock screen up to API 28) passes to the new instance
  /// as for a relaunch (medium: under the option the activity's view model is not retained, and the restored
  /// `BiometricFragment` hands the result to the callback the new instance registers in its `onCreate`).
  ///
  /// A model simplification: the destruction (the old instance's `onDestroy`) runs as the activity above finishes,
  /// not on the first process-importance update after the stop; nothing of the app is on screen or takes an event in
  /// between (the opaque activity above covers it, and the model takes only captures, time and the answer there).
  /// - Returns: whether it did (the new instance is then resumed); `false` with the setting off.
  func recreateAlwaysFinished(_ activity: Activity) -> Bool {
    guard alwaysFinishActivities, activity.lifecycleState == .CREATED, !activity.isFinishing else { return false }
    promptsRetainedAcrossRecreation = promptsAwaitingStart.filter { $0.holdsOutcome(for: activity) }
    let stack = activity.backStack
    destroy(activity)
    alwaysFinishDestructions += 1
    createActivity(restoring: stack)
    return true
  }
}
