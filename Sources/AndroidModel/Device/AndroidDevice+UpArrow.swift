/// Where the app shows a back arrow (``AndroidEvent/navigateBack``) and what it does. The arrow is the app's toolbar's,
/// not the system's Back (``AndroidEvent/back``, which goes to `onBackPressed` and the `OnBackPressedDispatcher`,
/// docs/model-behaviours.md "Back dispatch"):
///
/// - On a destination above the start one in the activity's navigator: the navigator's Up, which pops it (Navigation
///   UI shows the Up button on every destination that is not top-level, `AppBarConfiguration`;
///   https://developer.android.com/guide/navigation/navigation-ui ; high).
/// - On an activity's own root screen: only when the app declares one. Either the toolbar's arrow is the app's own,
///   whose tap finishes the activity (``AndroidAppScreen/hasBackArrow``, the app's content), or the manifest names a
///   parent (``AndroidAppScreen/parent``, `android:parentActivityName`) and the platform's `Activity.onNavigateUp`
///   navigates up to it: the activities above the parent finish, and a parent of launch mode `standard` is finished and
///   made again to receive the up intent, one of another launch mode gets it in `onNewIntent`
///   (https://developer.android.com/training/implementing-navigation/ancestral , "Providing Up Navigation"; AOSP
///   frameworks/base commit dd8fab2 "Automatic Up navigation for Activities"; API 16+; high). Without either, an
///   activity has no Up arrow (refused: the user's way out is Back): a lock activity that takes Back for itself
///   (`onBackPressed` moving the task back) has no other way out (the s39 breaker's cdok.logic, where the model's
///   arrow finished it: a `lock-bypass` no device shows).
///
/// A model limit: Up to a parent that is not the activity right below (`navigateUpTo` finishing more of the task, or
/// up to its root when the parent is not in it) and Up to a saved record of a dead process are refused.
extension AndroidDevice {
  /// The screen whose manifest entry declares `activity`, among the app's screens: the first screen for the launcher
  /// activity, else the screen it was started for.
  private func declaredScreen(of activity: Activity) -> AndroidAppScreen? {
    let screen = activity.isLauncherActivity ? app.screens.first : activity.startScreen
    return screen.flatMap { app.screen(named: $0.name) }
  }

  /// Why the user cannot tap a back arrow on `activity`'s root screen, or `nil`.
  func upArrowRefusal(_ activity: Activity) -> String? {
    guard let screen = declaredScreen(of: activity), screen.isActivity else {
      return taskBackStacks.count > 1
        ? "the launcher activity's start destination is top-level: it shows no Up arrow (back)"
        : "the start screen has nothing below it; Back leaves the activity (back)"
    }
    if screen.hasBackArrow == true {
      return taskBackStacks.count > 1 ? nil : "the start screen has nothing below it; Back leaves the activity (back)"
    }
    guard let parent = screen.parent else {
      return "\(screen.name) shows no back arrow: an activity's Up arrow comes with its manifest parent (parent=) or "
        + "a toolbar arrow of the app's own (backArrow); the user's way out is Back (back)"
    }
    guard upParent(of: activity) != nil else {
      return "Up goes to \(screen.name)'s parent \(parent), which is not the activity right below it (navigateUpTo "
        + "finishing more of the task, or up to a parent not in it, is not modeled; back)"
    }
    return nil
  }

  /// The manifest parent `activity`'s Up goes to when the activity right below is it (and the app has no arrow of
  /// its own), or `nil`.
  func upParent(of activity: Activity) -> AndroidAppScreen? {
    guard let screen = declaredScreen(of: activity), screen.isActivity, screen.hasBackArrow != true,
      let name = screen.parent, let parent = app.screen(named: name), let below = backgroundActivities.last,
      declaredScreen(of: below) == parent
    else { return nil }
    return parent
  }

  /// `Activity.onNavigateUp` to `parent`, the activity right below: the top pauses; a `standard` parent is finished
  /// and made again with the up intent, another gets it in `onNewIntent` as it restarts; then the top stops and is
  /// destroyed.
  func navigateUp(to parent: AndroidAppScreen) {
    guard let top = activity, let below = backgroundActivities.popLast() else { return }
    pause(top)
    if parent.launchMode == .standard {
      destroy(below)
      makeActivity(showing: [parent])
    } else {
      activity = below
      start(below, restarting: true)
      lifecycleLog.append("onNewIntent")
      strategy.onNewIntent(below)
      resume(below)
    }
    stop(top)
    top.isFinishing = true
    destroy(top)
    looper.drain()
  }
}
