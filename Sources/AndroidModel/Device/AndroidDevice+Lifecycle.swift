extension AndroidDevice {
  private func log(_ entry: String) {
    if coverRaises.isRecording { noteCoverCallback(entry) }
    // The lock's promise as the app's previous callback left it (``sampleLockPromise()``).
    sampleLockPromise()
    lifecycleLog.append(entry)
  }

  /// Makes the activity and runs `onCreate` → `onStart` → `onResume` → `onTopResumedActivityChanged(true)`,
  /// attaching the window after the first `onResume`. `restoring` is the back stack of the activity's saved state
  /// (a recreation): its screens are made again in order, each created anew (`onScreenCreated`) after `onCreate`.
  /// Without `restoring`, a task saved when its process died comes back: only its top activity is made again from
  /// its saved back stack; the ones below stay saved records (``unrestoredActivities``) and are made when the user
  /// goes back to them (an activity the system destroyed is recreated from its saved state when the user navigates
  /// back to it, https://developer.android.com/guide/components/activities/tasks-and-back-stack ; AOSP keeps an
  /// `ActivityRecord` per activity and relaunches one only when it resumes; high).
  func createActivity(restoring: [AndroidAppScreen]? = nil) {
    if restoring == nil, let task = savedTask, let top = task.last {
      savedTask = nil
      unrestoredActivities = Array(task.dropLast())
      makeActivity(showing: top, fromSavedState: true)
      activity?.window.isForwardNavigation = true
      return
    }
    savedTask = nil
    makeActivity(showing: restoring ?? [app.startScreen], fromSavedState: restoring != nil)
    // A launch navigates forward; a recreation does not (ActivityThread.handleResumeActivity's isForward).
    if restoring == nil { activity?.window.isForwardNavigation = true }
  }

  /// Makes the activity showing `stack` (its start screen first, then the screens pushed on it) and runs its
  /// callbacks up to resumed. The screens are on the back stack and drawn before the app's code in `onCreate` runs:
  /// a restored back stack is made again in `super.onCreate` (the fragment manager restores its state there,
  /// https://developer.android.com/guide/fragments/saving-state ; high), and a deep link is handled as the navigator's
  /// graph is set with the content; each screen is then told it was created, after `onCreate`.
  /// `startDestinationPopped`: the navigator's deep link in another app's task, which puts only its destination on
  /// the back stack (`AndroidDevice+SenderTask.swift`): the start destination is never made.
  /// `receivesNewIntent`: the activity is made from a record the intent reached (a `singleTop`/`singleTask` parent Up
  /// or an entry brought up while not made yet: a task stack's parent, a dead process's saved one). The window
  /// manager queues the intent on a record not attached to a process (AOSP frameworks/base `ActivityRecord`
  /// `deliverNewIntentLocked` → `addNewIntentLocked`, the s41 breaker's reading); it goes out with the launch and
  /// `ActivityThread.performResumeActivity` delivers the pending intents before `performResume`
  /// (`if (r.pendingIntents != null) { deliverNewIntents(r, r.pendingIntents); ... }`, read in the code corpus in
  /// the API 15–era and the current `ActivityThread`), so the order is `onCreate`, `onStart`, `onNewIntent`,
  /// `onResume`, as for an instance brought up (all modeled API levels; high). Before, the intent came after
  /// `onResume` (the s41 breaker's tsb3: a lock armed in `onNewIntent` and started from `onResume` never started, a
  /// false `lock-bypass`).
  func makeActivity(
    showing stack: [AndroidAppScreen], fromSavedState: Bool = false, startDestinationPopped: Bool = false,
    receivesNewIntent: Bool = false
  ) {
    let first = stack.first ?? app.startScreen
    let activity = Activity(device: self)
    activity.hasSavedInstanceState = fromSavedState
    activity.launchEntry = entryInProgress
    self.activity = activity
    hasTask = true
    AppContent.install(
      in: activity, structure: profile.structure, start: first, isTaskRoot: first == app.startScreen)
    activity.window.setSoftInputMode(AppContent.softInputMode(of: profile.structure))
    activity.backStack = [first]
    activity.startScreen = first
    activity.lifecycleState = .CREATED
    for screen in stack.dropFirst() {
      if let below = activity.currentScreen { AppContent.push(screen, over: below, in: activity) }
      activity.backStack.append(screen)
    }
    if startDestinationPopped, activity.backStack.count > 1 { activity.backStack.removeFirst() }
    log("onCreate")
    // A new activity has the configuration of its time.
    pendingConfigChanges = []
    // androidx.biometric's view model outlived the instance a relaunch destroyed: its held outcome is this one's.
    for prompt in promptsRetainedAcrossRecreation {
      prompt.rehost(to: activity)
      promptsAwaitingStart.append(prompt)
    }
    promptsRetainedAcrossRecreation = []
    strategy.onCreate(activity)
    for screen in activity.backStack { strategy.onScreenCreated(screen, activity) }
    // A destination listener the app added in `onCreate` is told the current destination at once.
    if let shown = activity.currentScreen { strategy.onDestinationChanged(shown, activity) }
    start(activity, restarting: false)
    if receivesNewIntent {
      lifecycleLog.append("onNewIntent")
      strategy.onNewIntent(activity)
    }
    resume(activity)
  }

  /// `startActivity`: the activity in front pauses, the new one (its own window, flags and lifecycle) is created and
  /// resumed above it in the task, then the one below stops
  /// (https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; high).
  /// `recordsBelow`: activities the caller started before this one in the same turn, records not made yet between
  /// the caller and the new one (``stacksStarts(_:)``).
  func startActivity(showing stack: [AndroidAppScreen], recordsBelow: [AndroidAppScreen] = []) {
    guard let below = activity else { return }
    pause(below)
    backgroundActivities.append(below)
    for screen in recordsBelow {
      let record = Activity(device: self)
      record.backStack = [screen]
      record.startScreen = screen
      record.isRecordNotMade = true
      backgroundActivities.append(record)
    }
    makeActivity(showing: stack)
    activity?.window.isForwardNavigation = true
    stop(below)
    log("onSaveInstanceState")
    looper.drain()
  }

  /// Back on an activity above another: it pauses, the one below restarts and resumes, then it stops and is
  /// destroyed (the same page; high).
  /// An activity below that the new process has not made yet is made now from its saved state, as `onCreate` →
  /// `onStart` → `onResume` instead of `onRestart`.
  func finishTopActivity() {
    guard let top = activity else { return }
    guard top.lifecycleState != .CREATED else {
      finishStopped(top)
      return
    }
    if let below = backgroundActivities.popLast() {
      pause(top)
      if below.isRecordNotMade {
        makeActivity(showing: below.backStack)
      } else {
        activity = below
        start(below, restarting: true)
        resume(below)
      }
    } else if let (saved, hasSavedState) = popRecord() {
      pause(top)
      makeActivity(showing: saved, fromSavedState: hasSavedState)
    } else {
      // The task's root finishes (`finish()` with nothing below): the app leaves for the home screen, as Back
      // finishing the root does (https://developer.android.com/guide/components/activities/tasks-and-back-stack ;
      // high).
      guard screen == .app else { return }
      if finishesIntoSender(top) {
        finishIntoSender(top)
        return
      }
      leave(top, finishing: true)
      screen = .home
      return
    }
    stop(top)
    top.isFinishing = true
    destroy(top)
    looper.drain()
  }

  /// `finish()` of an activity already stopped (called from its own `onStop`, from `onPause` as the app leaves, or
  /// from work that runs while it is in the background): it is destroyed, `onDestroy` once, and it is never paused or
  /// stopped again: the lifecycle delivers `onPause` only to a resumed activity and `onStop` only to a started one
  /// (https://developer.android.com/guide/components/activities/activity-lifecycle , the state diagram; `finish()`
  /// "when your activity is done and should be closed", https://developer.android.com/reference/android/app/Activity#finish() ;
  /// all levels; high). The activity below, if any, becomes the task's top, still stopped: the app is not in front.
  /// The task's root finishing closes the app, as a root finished in front does.
  private func finishStopped(_ top: Activity) {
    top.isFinishing = true
    if let below = backgroundActivities.popLast() {
      destroy(top)
      activity = below
      // A model limit: a record not made yet below is made now and stopped (Android makes it at the return).
      if below.isRecordNotMade {
        makeActivity(showing: below.backStack)
        if let made = activity {
          pause(made)
          stop(made)
        }
      }
    } else {
      appCloses += 1
      destroy(top)
    }
    looper.drain()
  }

  func start(_ activity: Activity, restarting: Bool) {
    if restarting { log("onRestart") }
    activity.lifecycleState = .STARTED
    log("onStart")
    deliverHeldPromptOutcomes(to: activity, asActivityResult: false)
    strategy.onStart(activity)
  }

  /// androidx.biometric's observers become active as `activity` starts (inside `super.onStart()`, before the app's own
  /// code): a prompt outcome held while it was stopped is posted now (``BiometricPrompt``). A credential
  /// confirmation's result is `onActivityResult`, which runs at once before `onResume` (`asActivityResult`).
  private func deliverHeldPromptOutcomes(to activity: Activity, asActivityResult: Bool) {
    guard !promptsAwaitingStart.isEmpty else { return }
    let due = promptsAwaitingStart.filter {
      $0.holdsOutcome(for: activity) && $0.host.deliversActivityResult == asActivityResult
    }
    promptsAwaitingStart.removeAll { prompt in due.contains { $0 === prompt } }
    for prompt in due { prompt.deliverHeldOutcome(to: activity, atOnce: asActivityResult) }
  }

  func resume(_ activity: Activity) {
    deliverHeldPromptOutcomes(to: activity, asActivityResult: true)
    activity.lifecycleState = .RESUMED
    log("onResume")
    strategy.onResume(activity)
    // A new activity's window is added after `onResume` (`ActivityThread.handleResumeActivity` →
    // `WindowManager.addView` → `ViewRootImpl.setView` → `requestLayout`): its first traversal's sync barrier comes
    // after the work posted from `onCreate`, `onStart` and `onResume`, so that work runs before the first frame even
    // when the trace holds the step's posted work (``AndroidEvent/holdPostedWork``).
    let firstWindow = !activity.window.isAttached
    windowManager.add(activity.window)
    if firstWindow { looper.runQueuedBeforeTraversalBarrier() }
    activity.isTopResumedActivity = true
    if profile.hasMultiResume {
      log("onTopResumedActivityChanged(true)")
      strategy.onTopResumedActivityChanged(activity, true)
    }
    screen = .app
    looper.drain()
  }

  /// The app leaves the screen: top-resumed lost, `onPause`, the window hidden, `onStop` (and `onDestroy` when
  /// `finishing`), with the Recents snapshot taken at the chosen point.
  /// `snapshotAt` overrides when the snapshot is taken (the screen turning off is not a Home press).
  /// `displayOff` says the display is turning off (the thumbnail's secure check then differs below API 26).
  func leave(
    _ activity: Activity, finishing: Bool, snapshotAt: RecentsSnapshotTiming? = nil, displayOff: Bool = false
  ) {
    // The app leaves the screen: the lock's promise may stand again on the return (`needless-lock`).
    lockAsks.leftDuringEvent = true
    lastLeftAt = now
    if finishing {
      // The task's root finishes: the user closed the app (its process may live on, cached).
      activity.isFinishing = true
      appCloses += 1
    }
    guard profile.hasTaskSnapshots else {
      // API 24-25 take it as the activity is hidden, after onPause; with what onPause drew only under A26.
      let afterPause = profile.apiLevel >= 24 && profile.flags.hiddenThumbnailShowsPauseDrawing
      if !afterPause { takeThumbnail(displayOff: displayOff) }
      let stoppedAlready = pauseUnlessUnderPromptHost(activity)
      if afterPause { takeThumbnail(displayOff: displayOff) }
      if !stoppedAlready {
        if !finishing { log("onSaveInstanceState") }
        stop(activity)
      }
      looper.drain()
      activityStoppedUnderPromptHost = false
      hideAppWindows(of: activity)
      if finishing { destroy(activity) }
      return
    }
    let timing =
      snapshotAt ?? (profile.flags.recentsSnapshotAtHomePress ? RecentsSnapshotTiming.beforePause : snapshotTiming)
    if timing == .beforePause { takeTaskSnapshot() }
    let stoppedAlready = pauseUnlessUnderPromptHost(activity)
    if timing == .afterPause { takeTaskSnapshot() }
    if !stoppedAlready {
      stop(activity)
      // From API 28 onSaveInstanceState follows onStop, before it precedes it (developer.android.com
      // Activity#onSaveInstanceState; high).
      if !finishing { log("onSaveInstanceState") }
    }
    looper.drain()
    if timing == .afterStop { takeTaskSnapshot() }
    activityStoppedUnderPromptHost = false
    hideAppWindows(of: activity)
    if finishing { destroy(activity) }
  }

  /// Pauses the activity leaving, unless a prompt's host activity above it paused it already (the host activity stops
  /// with the task; the system cancels its prompt). Returns whether the activity is stopped already (under Settings'
  /// opaque confirm-lock screen), so that leaving does not stop it again.
  private func pauseUnlessUnderPromptHost(_ activity: Activity) -> Bool {
    if activityPausedUnderPromptHost === activity {
      activityPausedUnderPromptHost = nil
      // Kept until the leave's snapshots are taken (``leave(_:finishing:snapshotAt:displayOff:)`` clears it).
      return activityStoppedUnderPromptHost && activity.lifecycleState == .CREATED
    }
    pause(activity)
    return false
  }

  /// Top-resumed lost, then `onPause`: the first half of leaving and of a recreation.
  func pause(_ activity: Activity) {
    // In split screen the other app may hold the top position already; the loss is delivered once.
    if activity.isTopResumedActivity { loseTopResumed(activity) }
    if userLeaving {
      // `handlePauseActivity` calls `performUserLeavingActivity` right before the pause (no log line: traces keep
      // their callback lists).
      userLeaving = false
      strategy.onUserLeaveHint(activity)
    }
    activity.lifecycleState = .STARTED
    log("onPause")
    strategy.onPause(activity)
  }

  /// `onTopResumedActivityChanged(false)` (API 29): another activity, the other app's in split screen, got focus.
  func loseTopResumed(_ activity: Activity) {
    activity.isTopResumedActivity = false
    guard profile.hasMultiResume else { return }
    log("onTopResumedActivityChanged(false)")
    strategy.onTopResumedActivityChanged(activity, false)
  }

  /// `onStop`.
  func stop(_ activity: Activity) {
    activity.lifecycleState = .CREATED
    log("onStop")
    strategy.onStop(activity)
  }

  /// Hides the task's windows: the activity's window stays attached but is not on screen; dialogs and popups stay
  /// with it; the IME closes and toasts stay (they are the system's).
  private func hideAppWindows(of activity: Activity) {
    for window in windowManager.windows where window.kind == .ime { windowManager.remove(window) }
  }

  func destroy(_ activity: Activity) {
    // A record not made yet has no callbacks to run.
    guard !activity.isRecordNotMade else {
      activity.lifecycleState = .DESTROYED
      return
    }
    // The screens go first, top to bottom, as a navigator's fragments are destroyed before their activity.
    for screen in activity.backStack.reversed() { strategy.onScreenDestroyed(screen, activity) }
    activity.lifecycleState = .DESTROYED
    log("onDestroy")
    // A prompt outcome held for its next start never comes: the fragment's observers go with it.
    promptsAwaitingStart.removeAll { $0.holdsOutcome(for: activity) }
    strategy.onDestroy(activity)
    unregisterReceivers(of: activity)
    // The activity's windows go with it (a dialog left showing is a leaked window, removed by the system);
    // toasts are the system's and stay.
    for window in windowManager.windows
    where (window === activity.window || window.owner === activity) && window.kind != .toast {
      windowManager.remove(window)
    }
    if self.activity === activity { self.activity = nil }
  }

  /// A configuration change: the activity is destroyed and made again with a new window.
  func recreate(_ activity: Activity) {
    // A paused activity (in picture-in-picture) is not paused twice.
    if activity.lifecycleState == .RESUMED { pause(activity) }
    stop(activity)
    log("onSaveInstanceState")
    let stack = activity.backStack
    destroy(activity)
    createActivity(restoring: stack)
    if let recreated = self.activity, recreated !== activity { settleImeAfterRecreation(of: recreated.window) }
  }

  /// Kills the process (after a crash, or to reclaim memory): no callbacks; the task stays in Recents with its last
  /// snapshot, and the next process starts with a new instance of the strategy (its statics start over). After a
  /// crash the saved state is dropped; `savingBackStack` keeps the activity's back stack for the next activity.
  func killProcess(savingBackStack: Bool = false) {
    savedTask = savingBackStack ? taskBackStacks : nil
    processKills += 1
    // The new process knows of no screenshot; its callbacks (and the window manager's) are gone with the old one.
    appScreenshotCount = 0
    windowManager.removeScreenRecordingCallbacks()
    backgroundActivities.removeAll()
    unrestoredActivities.removeAll()
    if !savingBackStack { neverMadeRecords = 0 }
    if let makeStrategy { strategy = makeStrategy() }
    receivers.removeAll()
    // Observers are the process's; the images and the package's permissions stay.
    contentObservers.removeAll()
    fileObservers.removeAll()
    // SystemUI takes down the prompt of a dead client; toasts are the system's and overlays another app's: they
    // outlive the app's process.
    if let window = biometricPrompt?.window { windowManager.remove(window) }
    biometricPrompt = nil
    activityPausedUnderPromptHost = nil
    activityStoppedUnderPromptHost = false
    promptsAwaitingStart.removeAll()
    promptsRetainedAcrossRecreation.removeAll()
    pendingConfigChanges = []
    promptHistory = BiometricPromptHistory()
    for window in windowManager.windows
    where window.kind != .toast && !window.isOtherAppsWindow && window.label != Self.otherActivityLabel {
      windowManager.remove(window)
    }
    activity = nil
    // With the screen off the display stays off; the launcher shows when it turns on. Another app's activity on top
    // of the app's task is another process's: it stays in front.
    if screen == .off { screenBeforeOff = .home } else if otherActivityOnTop == nil { screen = .home }
    // A dead process's picture-in-picture window goes with it.
    if windowingMode == .pictureInPicture { windowingMode = .fullscreen }
    // The activity in the sender's task died with the process; the sender's activity is in front again.
    if senderTask != nil { restoreOwnTask(killed: true) }
  }

  /// Below API 26: the thumbnail screenshot of the activity's windows taken as the system starts pausing it; when a
  /// secure layer shows, the capture is refused and the task keeps its last thumbnail (``AndroidProfile/hasTaskSnapshots``),
  /// except as the display turns off where the secure check passes
  /// (``AndroidPlatformFlags/sleepThumbnailIgnoresSecureFlag``).
  func takeThumbnail(displayOff: Bool = false) {
    guard let activity else { return }
    if isUnderConfirmLockScreen { return takeConfirmLockScreenSnapshot() }
    let taskWindows = windowManager.windows.filter { window in
      (window === activity.window || window.owner === activity) && window.kind != .toast && window.kind != .ime
    }
    let showsSecureLayer = taskWindows.contains(where: { $0.isSecure || containsSecureSurface($0.decorView) })
    if showsSecureLayer, displayOff, profile.flags.sleepThumbnailIgnoresSecureFlag {
      // The display's secure check sees no visible layer while it is off: the secure windows are drawn.
      let prims = primitives(of: taskWindows, purpose: .display)
      let image = AndroidCapture(
        kind: .recentsThumbnail, legibleSensitive: legibleSensitive(in: prims), blackedOut: [], isAppTheme: false,
        isRefused: false)
      taskSnapshot = TaskSnapshot(image: image, takenAt: now, takenInEvent: eventSerial)
      return
    }
    if profile.flags.screenshotRefusedWhenSecureWindowShown, showsSecureLayer { return }
    taskSnapshot = TaskSnapshot(image: renderTaskSnapshot(of: activity), takenAt: now, takenInEvent: eventSerial)
  }

  /// The task's top is Settings' confirm-lock screen over the stopped activity: the card shows that screen, nothing of
  /// the app (a task's snapshot is of its top activity's windows; ``BiometricPrompt/Host``).
  private func takeConfirmLockScreenSnapshot() {
    let image = AndroidCapture(
      kind: .recentsThumbnail, legibleSensitive: [], blackedOut: [], isAppTheme: false, isRefused: false)
    taskSnapshot = TaskSnapshot(image: image, takenAt: now, takenInEvent: eventSerial)
  }

  /// Takes the task's Recents snapshot (kept for the card and the starting window).
  func takeTaskSnapshot() {
    guard profile.hasTaskSnapshots else { return takeThumbnail() }
    guard let activity else { return }
    if isUnderConfirmLockScreen { return takeConfirmLockScreenSnapshot() }
    taskSnapshot = TaskSnapshot(image: renderTaskSnapshot(of: activity), takenAt: now, takenInEvent: eventSerial)
  }

  /// Posts the recording state to the callbacks when it changed since they were last told: the app's windows
  /// became visible or invisible in the recording. A recording running when a callback registers is reported only
  /// by the registration's return value, and then by the next change (the app pausing and resuming), which is the
  /// documented mechanism behind "misses a recording started before registration".
  func notifyRecordingCallbacksIfChanged() {
    let state = appRecordingState
    guard !windowManager.recordingCallbacks.isEmpty, windowManager.lastReportedRecordingState != state else { return }
    windowManager.lastReportedRecordingState = state
    let callbacks = windowManager.recordingCallbacks.map(\.callback)
    looper.enqueue(at: now, fromOtherThread: true) { for callback in callbacks { callback(state) } }
    looper.drain()
  }
}
