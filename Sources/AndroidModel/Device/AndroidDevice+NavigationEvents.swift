/// Moving between the app, the home screen and Recents: launching, Home, Recents, returning to the task, Back, and
/// swiping the app's card away (`AndroidDevice+RemoveTask.swift`).
extension AndroidDevice {
  func navigationRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .launch:
      return hasTask ? launcherIntentRefusal() : nil
    case .pressHome:
      return screen == .home ? "Home on the home screen changes nothing" : nil
    case .openRecents:
      return screen == .recents
        ? "in Recents the Overview button switches to the previous task (returnToApp); it does not reopen Recents"
        : nil
    case .closeRecents:
      return screen == .recents ? nil : "Recents is not open"
    case .returnToApp:
      if !hasTask { return "the app has no task to bring back (launch starts one)" }
      if windowingMode == .pictureInPicture {
        return "the task is in the picture-in-picture window; tapping it expands it (exitPictureInPicture)"
      }
      return screen == .app ? "the app is already on screen" : nil
    case .back:
      if screen == .app, windowingMode == .splitScreen, activity?.isTopResumedActivity == false {
        return "Back goes to the focused window, the other app's (focusApp moves the focus)"
      }
      if isBiometricPromptShown { return nil }  // Back cancels the prompt (BIOMETRIC_ERROR_USER_CANCELED).
      if appIsInFront, otherAppsWindowTakesTouches { return overlayReason }
      return appIsInFront ? nil : "Back on the home screen or in Recents does not reach the app"
    case .removeTask:
      return removeTaskRefusal()
    default:
      preconditionFailure("\(event) is not a navigation event")
    }
  }

  func performNavigation(_ event: AndroidEvent) {
    switch event {
    case .launch:
      if hasTask { launchIntoExistingTask() } else { createActivity() }
    case .pressHome:
      leaveWithSystemDialogsBroadcast(reason: homeReason, opensRecents: false, endsLauncherSwipe: true)
      screen = .home
    case .openRecents:
      leaveWithSystemDialogsBroadcast(reason: Self.reasonRecentApps, opensRecents: true, endsLauncherSwipe: true)
      screen = .recents
      if hasRecentsCard {
        if taskSnapshot != nil {
          lastCaptures.append(capture(.recentsThumbnail))
        } else if !profile.hasTaskSnapshots {
          lastCaptures.append(Self.cardWithoutThumbnail)
        }
      }
    case .closeRecents:
      screen = .home
    case .returnToApp:
      returnToApp()
    case .back:
      back()
    case .removeTask:
      removeTask()
    default:
      preconditionFailure("\(event) is not a navigation event")
    }
  }

  /// The Recents card of a task that has no thumbnail, below API 26: every screenshot the activity manager tried was
  /// refused (a secure layer showed, ``AndroidPlatformFlags/screenshotRefusedWhenSecureWindowShown``) and none was
  /// kept from before. SystemUI still lists the task: its card holds no image of the app, only the fill
  /// `TaskViewThumbnail` paints under a missing thumbnail, the task's background colour (`bindToTask` sets
  /// `mBgFillPaint` from `Task.colorBackground`, white when the task has none; `onDraw` draws the bitmap only when
  /// there is one; AOSP frameworks/base 7.x `packages/SystemUI/src/com/android/systemui/recents/views/`
  /// `TaskViewThumbnail.java`, read in several vendors' copies in the code corpus; high that it shows no content,
  /// medium for the colour on 5.x–6.0). So the Recents check judges a card on API 21–25 too: before, no image was
  /// recorded and `recents-leak` read `held` on a profile where it never saw one.
  static let cardWithoutThumbnail = AndroidCapture(
    kind: .recentsThumbnail, legibleSensitive: [], blackedOut: [], isAppTheme: true, isRefused: false)

  /// Whether Recents lists the app's task as a card: a task in the picture-in-picture window is left out of the
  /// recent tasks (AOSP `RecentTasks.isVisibleRecentTask` returns false for `WINDOWING_MODE_PINNED`, read in the
  /// API 28–35 copies of frameworks/base `services/core/java/com/android/server/wm/RecentTasks.java` in the code
  /// corpus, https://github.com/aosp-mirror/platform_frameworks_base ; high), so no snapshot of it is shown there
  /// until it leaves the window.
  var hasRecentsCard: Bool { hasTask && windowingMode != .pictureInPicture }

  /// The app in front leaves the screen for Home or Recents; the system's `ACTION_CLOSE_SYSTEM_DIALOGS` with `reason`
  /// reaches the app's receivers before the task snapshot or after it
  /// (``AndroidPlatformFlags/systemDialogsBroadcastPrecedesSnapshot``). From the home screen the broadcast still
  /// reaches a stopped activity's receivers. `endsLauncherSwipe`: the leave is a Home or Recents that, with gesture
  /// navigation, the launcher's swipe ends, whose snapshot precedes `onPause`
  /// (``launcherSwipeSnapshotsBeforePause``).
  /// The `ACTION_CLOSE_SYSTEM_DIALOGS` reason of Home: `homekey` for the Home key, `recentapps` for the gesture
  /// (``AndroidPlatformFlags/gestureNavigation``, API 29+).
  var homeReason: String {
    profile.flags.gestureNavigation && profile.apiLevel >= 29 ? Self.reasonRecentApps : Self.reasonHomeKey
  }

  func leaveWithSystemDialogsBroadcast(reason: String, opensRecents: Bool, endsLauncherSwipe: Bool = false) {
    guard screen == .app, let activity else {
      closeSystemDialogs(reason: reason)
      looper.drain()
      return
    }
    let first = profile.flags.systemDialogsBroadcastPrecedesSnapshot
    if first {
      closeSystemDialogs(reason: reason)
      looper.drain()
    }
    if opensRecents { measureLiveOverviewTile() }
    userLeaving = true
    leave(
      activity, finishing: false,
      snapshotAt: endsLauncherSwipe && launcherSwipeSnapshotsBeforePause ? .beforePause : nil)
    userLeaving = false
    if !first {
      closeSystemDialogs(reason: reason)
      looper.drain()
    }
  }

  /// The live Overview tile: while the recents animation runs the app is still resumed and its surface is the tile,
  /// so what the display shows now is exposed for ``AndroidProfile/liveOverviewTileSeconds`` when it has legible
  /// content the strategy claims to hide from Recents.
  private func measureLiveOverviewTile() {
    guard profile.hasLiveOverviewTile, claimsNow.covers(.recentsThumbnail),
      !legibleSensitive(in: displayPrimitives()).isEmpty
    else { return }
    overviewTileExposure += AndroidProfile.liveOverviewTileSeconds
  }

  /// The task comes back: while the app draws its first frame, the system shows the last snapshot as the starting
  /// window (https://source.android.com/docs/core/perf/task-snapshots ; high); only a recording sees it
  /// (`showingStartingWindow: false` when the caller recorded it already).
  func returnToApp(showingStartingWindow: Bool = true) {
    if showingStartingWindow { showStartingWindowIfRecording() }
    if let activity {
      // Brought to the front: a forward navigation for the input method.
      activity.window.isForwardNavigation = true
      // Turned while away: relaunched before it shows (a recreation, not a forward navigation).
      if relaunchIfConfigurationChanged(activity) { return }
      start(activity, restarting: true)
      resume(activity)
    } else {
      createActivity()
    }
  }

  /// The task's last snapshot as the starting window while the task comes to the front, for a recording. Below API
  /// 26 the starting window is the theme's preview, not a snapshot.
  func showStartingWindowIfRecording() {
    if isRecording, profile.hasTaskSnapshots, var image = taskSnapshot?.image {
      image.kind = .startingWindow
      lastCaptures.append(image)
    }
  }

  /// Back: the key, or a back swipe's commit (``AndroidEvent/backGesture(_:)``).
  func back() {
    guard let activity else { return }
    if isBiometricPromptShown {
      answerBiometricPrompt(error: BiometricPrompt.BIOMETRIC_ERROR_USER_CANCELED)
      return
    }
    if let window = dismissibleWindow {
      windowManager.remove(window)
      looper.drain()
      return
    }
    // The key reaches the activity (no prompt or window of the app took it): `onUserInteraction` first.
    userInteracts(with: activity)
    // The activity's own onBackPressed() override runs first, unless the app opted in to OnBackInvokedCallback on
    // API 33+ (the system then never calls it); then OnBackPressedDispatcher's callbacks.
    if !backInvokedCallbackEnabled(for: activity), strategy.onActivityBackPressed(activity) {
      looper.drain()
      return
    }
    if strategy.onBackPressed(activity) {
      looper.drain()
      return
    }
    if activity.backStack.count > 1 {
      popScreen(in: activity)
      looper.drain()
      return
    }
    if !backgroundActivities.isEmpty || !unrestoredActivities.isEmpty {
      finishTopActivity()
      return
    }
    // In the sender's task the app's activity is not the root: Back finishes it and the sender's activity resumes.
    if finishesIntoSender(activity) {
      finishIntoSender(activity)
      return
    }
    // From API 31 the system moves the task back only when the root is the task's base activity and a launcher
    // activity (MAIN/LAUNCHER); any other root (an activity of its own a notification, widget or static shortcut
    // made the new root) is finished, as on every level before (AOSP `ActivityClientController.onBackPressedOnTaskRoot`,
    // `isLauncherActivity`; high).
    leave(activity, finishing: profile.backFinishesRootActivity || !activity.isLauncherActivity)
    screen = .home
  }
}
