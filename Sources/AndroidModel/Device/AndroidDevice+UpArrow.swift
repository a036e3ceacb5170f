/// Where the app shows a back arrow (``AndroidEvent/navigateBack``) and what it does. The arrow is the app's toolbar's,
/// not the system's Back (``AndroidEvent/back``, which goes to `onBackPressed` and the `OnBackPressedDispatcher`,
/// docs/model-behaviours.md "Back dispatch"):
///
/// - On a destination above another in the activity's navigator: the navigator's Up, which pops it, unless the
///   destination is top-level. NavigationUI (`setupActionBarWithNavController`, `setupWithNavController`) shows the Up
///   button on every destination but the app bar's top-level ones: "Top-level destinations do not display an Up
///   button", and "by default, the start destination of your navigation graph is considered the only top-level
///   destination"; `AppBarConfiguration(topLevelDestinationIds)` names more, such as a bottom bar's tabs
///   (https://developer.android.com/guide/navigation/integrations/ui ; navigation 2.x; high). So the start
///   destination shows no Up arrow even with destinations below it (the script's own `navigate` to it pushes a second
///   instance), and a destination the app names `topLevel` (``AndroidAppScreen/isTopLevel``) shows none: the model
///   reads every app's toolbar as NavigationUI sets it up, and a screen whose toolbar has no arrow says `topLevel`
///   (s41: the model gave the start destination an arrow whenever one was below it).
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
/// The activity right below may be a record not made yet: a parent a `TaskStackBuilder` notification synthesized
/// below its target (``AndroidEntry/Flags/taskStack``), or one a dead process saved. The window manager's
/// `navigateUpTo` walks the task's activity records, made or not, for the parent (AOSP frameworks/base
/// `ActivityStack.navigateUpToLocked`, `foundParentInTask`; `TaskStackBuilder.startActivities` puts one record per
/// intent in the task; high), so Up reaches it as Back does: a `standard` parent is made anew with the up intent, one
/// of another launch mode is made from its record and gets `onNewIntent` between `onStart` and `onResume`, the
/// intent queued on the record until it is made (s41: Up from a task stack's target was refused as if its parent were
/// not below it; s42: the intent came after `onResume`).
///
/// A model limit: Up to a parent that is not the activity right below (`navigateUpTo` finishing more of the task, or
/// up to its root when the parent is not in it) is refused.
extension AndroidDevice {
  /// The screen whose manifest entry declares `activity`, among the app's screens: the first screen for the launcher
  /// activity, else the screen it was started for.
  private func declaredScreen(of activity: Activity) -> AndroidAppScreen? {
    let screen = activity.isLauncherActivity ? app.screens.first : activity.startScreen
    return screen.flatMap { app.screen(named: $0.name) }
  }

  /// Why the destination on top of `activity`'s navigator, with another below it, shows no Up arrow, or `nil`: the
  /// start destination, or one the app names top-level (``AndroidAppScreen/isTopLevel``).
  func topLevelUpRefusal(_ activity: Activity) -> String? {
    guard let shown = activity.currentScreen, let screen = app.screen(named: shown.name), !screen.isActivity,
      screen == app.startScreen || screen.isTopLevel == true
    else { return nil }
    let which = screen == app.startScreen ? "the start destination" : "a top-level destination (topLevel)"
    return "\(screen.name) is \(which) of the app bar, which shows no Up arrow there (NavigationUI's "
      + "AppBarConfiguration); Back pops it (back)"
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
      let name = screen.parent, let parent = app.screen(named: name), declaredScreenBelowTop == parent
    else { return nil }
    return parent
  }

  /// The screen whose manifest entry declares the activity right below the top one: a made activity, or else the top
  /// record (a task stack's parent not made yet, or a saved one of a dead process), by its saved back stack.
  private var declaredScreenBelowTop: AndroidAppScreen? {
    if let below = backgroundActivities.last { return declaredScreen(of: below) }
    guard let record = unrestoredActivities.last else { return nil }
    let screen = isLauncherStack(record) ? app.screens.first : record.first
    return screen.flatMap { app.screen(named: $0.name) }
  }

  /// `Activity.onNavigateUp` to `parent`, the activity right below: the top pauses; a `standard` parent is finished
  /// and made again with the up intent, another gets it in `onNewIntent` as it restarts; then the top stops and is
  /// destroyed.
  /// A record below (never made, or saved by a dead process) is finished and the parent made anew when `standard`,
  /// else made from the record with the intent queued on it, delivered before its first `onResume`
  /// (``makeActivity(showing:fromSavedState:startDestinationPopped:receivesNewIntent:)``).
  func navigateUp(to parent: AndroidAppScreen) {
    guard let top = activity else { return }
    if let below = backgroundActivities.popLast() {
      pause(top)
      if parent.launchMode == .standard {
        destroy(below)
        makeActivity(showing: [parent])
      } else if below.isRecordNotMade {
        makeActivity(showing: below.backStack, receivesNewIntent: true)
      } else {
        activity = below
        start(below, restarting: true)
        lifecycleLog.append("onNewIntent")
        strategy.onNewIntent(below)
        resume(below)
      }
    } else if let (saved, hasSavedState) = popRecord() {
      pause(top)
      if parent.launchMode == .standard {
        makeActivity(showing: [parent])
      } else {
        makeActivity(showing: saved, fromSavedState: hasSavedState, receivesNewIntent: true)
      }
    } else {
      return
    }
    stop(top)
    top.isFinishing = true
    destroy(top)
    looper.drain()
  }
}
