extension AndroidDevice {
  /// The display the app is on, in dp: a folded foldable's outer display, otherwise the profile's display.
  public var displayBounds: DpRect {
    isFolded ? (profile.outerDisplayBounds ?? profile.displayBounds) : profile.displayBounds
  }

  /// Where the app's task is laid out, in dp: the display, or the app's half in split screen (the top half in
  /// portrait, the left half in landscape; the divider is not modeled). In picture-in-picture the task keeps its
  /// full-screen layout, drawn scaled into the small window (the system scales the task's surface,
  /// https://developer.android.com/develop/ui/views/picture-in-picture ; high).
  public var appBounds: DpRect {
    let display = displayBounds
    guard windowingMode == .splitScreen else { return display }
    if display.height >= display.width {
      return DpRect(x: 0, y: 0, width: display.width, height: display.height / 2)
    }
    return DpRect(x: 0, y: 0, width: display.width / 2, height: display.height)
  }

  /// A configuration change of `changes` for `activity`: it is destroyed and recreated unless its manifest
  /// declares every change (``AndroidAppStructure/declaredConfigChanges``) or, for a resize, the profile says size
  /// changes do not relaunch (``AndroidPlatformFlags/resizeRecreatesActivity``); a surviving activity gets
  /// `onConfigurationChanged` and its window is resized to ``appBounds``
  /// (https://developer.android.com/guide/topics/resources/runtime-changes ; high).
  /// - Returns: the activity afterwards (a new one when recreated).
  @discardableResult func configurationChanged(_ activity: Activity, _ changes: ActivityConfigChanges) -> Activity {
    // One rule with the never-runs judgement of a script's onConfigurationChanged (AndroidProfile+Deliveries.swift).
    guard profile.activityHandles(changes) else {
      recreate(activity)
      return self.activity ?? activity
    }
    lifecycleLog.append("onConfigurationChanged")
    activity.window.frame = appBounds
    AppContent.relayout(in: activity)
    strategy.onConfigurationChanged(activity)
    looper.drain()
    return activity
  }

  /// The stopped activity comes back after configuration changes made while it was away (``pendingConfigChanges``):
  /// the system does not relaunch a stopped activity when the configuration changes ("Skipping config check stopped
  /// or stopping", AOSP `ActivityRecord.ensureActivityConfiguration`, read in decompiled copies of API 28–29 in the
  /// code corpus; high) but when it is made visible again, before it resumes
  /// (https://developer.android.com/guide/topics/resources/runtime-changes ; high). Unless its manifest declares every
  /// change, it is destroyed and made again from its saved state (`onDestroy`, then `onCreate`, `onStart`,
  /// `onResume`); a prompt outcome androidx.biometric holds for its next start passes to the new instance, as the
  /// activity-scoped `BiometricViewModel` survives the recreation (``BiometricPrompt/rehost(to:)``). A declared
  /// change gets `onConfigurationChanged` first.
  /// - Returns: whether the activity was relaunched (the new one is then resumed).
  func relaunchIfConfigurationChanged(_ activity: Activity) -> Bool {
    let changes = pendingConfigChanges
    pendingConfigChanges = []
    guard !changes.isEmpty, activity.lifecycleState == .CREATED else { return false }
    if profile.structure.declaredConfigChanges.isSuperset(of: changes) {
      configurationChanged(activity, changes)
      return false
    }
    promptsRetainedAcrossRecreation = promptsAwaitingStart.filter { $0.holdsOutcome(for: activity) }
    let stack = activity.backStack
    destroy(activity)
    createActivity(restoring: stack)
    return true
  }

  /// `onTopResumedActivityChanged(true)`: the app's half got the focus back.
  func gainTopResumed(_ activity: Activity) {
    activity.isTopResumedActivity = true
    lifecycleLog.append("onTopResumedActivityChanged(true)")
    strategy.onTopResumedActivityChanged(activity, true)
  }
}
