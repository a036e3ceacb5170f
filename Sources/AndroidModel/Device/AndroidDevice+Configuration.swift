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
    let handled =
      profile.structure.declaredConfigChanges.isSuperset(of: changes)
      || (changes == .resize && !profile.flags.resizeRecreatesActivity)
    guard handled else {
      recreate(activity)
      return self.activity ?? activity
    }
    lifecycleLog.append("onConfigurationChanged")
    activity.window.frame = appBounds
    AppContent.relayout(in: activity)
    looper.drain()
    return activity
  }

  /// `onTopResumedActivityChanged(true)`: the app's half got the focus back.
  func gainTopResumed(_ activity: Activity) {
    activity.isTopResumedActivity = true
    lifecycleLog.append("onTopResumedActivityChanged(true)")
    strategy.onTopResumedActivityChanged(activity, true)
  }
}
