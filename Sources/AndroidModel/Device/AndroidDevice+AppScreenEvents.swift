/// The app's own navigation between its screens inside the activity (``AndroidAppDescription``): the user taps a
/// control that pushes a screen, or the app's back arrow that pops it (where an activity has one:
/// `AndroidDevice+UpArrow.swift`). Android's Back pops the top screen too
/// (``AndroidEvent/back``: the navigator's `OnBackPressedCallback` handles Back before the activity,
/// https://developer.android.com/guide/navigation/custom-back ; high).
extension AndroidDevice {
  func appScreenRefusal(for event: AndroidEvent) -> String? {
    guard appIsInFront, let activity else {
      return "the user can navigate in the app only while its activity is resumed on screen"
    }
    if otherAppsWindowTakesTouches { return overlayReason }
    if let reason = touchTakenAboveScreen(opening: event == .navigateBack ? "the way back" : "another screen") {
      return reason
    }
    if let current = activity.currentScreen, app.screen(named: current.name) == nil {
      return "the screen shown is the app's own \(current.name) (not one of its described screens): it has no "
        + "control to another screen or back arrow"
    }
    switch event {
    case .navigate(let name):
      guard let screen = app.screen(named: name) else {
        let names = app.screens.map(\.name).joined(separator: ", ")
        return "the app has no screen named \(name) (its screens: \(names))"
      }
      if let reason = graphRefusal(to: name, from: activity) { return reason }
      // A model limit: a screen is on the task's back stacks at most once, so the states stay finite.
      return taskBackStacks.contains { $0.contains(screen) }
        ? "\(name) is already on the app's back stack (navigateBack returns to it)" : nil
    case .navigateBack:
      if activity.backStack.count > 1 { return topLevelUpRefusal(activity) }
      return upArrowRefusal(activity)
    default:
      preconditionFailure("\(event) is not an app screen event")
    }
  }

  /// Why the user cannot navigate to `name` from the screen `activity` shows: a tap follows a control the screen
  /// offers, and the app's navigation graph (``AndroidAppScreen/leadsTo``) says which it offers; `nil` when it leads
  /// there or says nothing.
  private func graphRefusal(to name: String, from activity: Activity) -> String? {
    guard let current = activity.currentScreen.flatMap({ app.screen(named: $0.name) }), !current.leads(to: name),
      let leadsTo = current.leadsTo
    else { return nil }
    let offered = leadsTo.isEmpty ? "no screen (only the app's own code leaves it)" : leadsTo.joined(separator: ", ")
    return "the app's screen \(current.name) has no way to \(name): its navigation graph leads from it to \(offered)"
  }

  func performAppScreen(_ event: AndroidEvent) {
    guard let activity else { return }
    // The control is the user's tap on the screen: through the lock while its promise stands.
    let tap = screenTouchedThroughLock()
    defer {
      if let tap {
        let what: String
        if case .navigate(let name) = event { what = "the control to \(name)" } else { what = "the back arrow" }
        noteTapThroughLock(reached: what, on: tap, event: "\(event)")
      }
    }
    // The user's tap reaches the activity: `onUserInteraction` before the click handler.
    userInteracts(with: activity)
    switch event {
    case .navigate(let name):
      guard let screen = app.screen(named: name) else { break }
      if screen.isActivity { startActivity(showing: [screen]) } else { pushScreen(screen, in: activity) }
    case .navigateBack:
      if activity.backStack.count > 1 {
        popScreen(in: activity)
      } else if let parent = upParent(of: activity) {
        navigateUp(to: parent)
      } else {
        finishTopActivity()
      }
    default:
      preconditionFailure("\(event) is not an app screen event")
    }
    looper.drain()
  }

  /// A touch or key dispatched to `activity`: `Activity.onUserInteraction`
  /// (``AndroidPrivacyStrategy/onUserInteraction(_:)``); its time is the user's last interaction, which a lock's idle
  /// promise counts from.
  func userInteracts(with activity: Activity) {
    lockAsks.lastInteractionAt = now
    strategy.onUserInteraction(activity)
  }

  /// Pushes `screen` on `activity`'s back stack and tells the strategy it was created and shown.
  func pushScreen(_ screen: AndroidAppScreen, in activity: Activity) {
    guard let below = activity.currentScreen else { return }
    AppContent.push(screen, over: below, in: activity)
    activity.backStack.append(screen)
    strategy.onScreenCreated(screen, activity)
    strategy.onDestinationChanged(screen, activity)
  }

  /// Pops the top screen: its cleanup runs, the screen below is drawn again.
  func popScreen(in activity: Activity) {
    guard activity.backStack.count > 1, let top = activity.backStack.popLast(), let below = activity.currentScreen
    else { return }
    AppContent.pop(top, to: below, in: activity)
    strategy.onScreenDestroyed(top, activity)
    strategy.onDestinationChanged(below, activity)
  }

  /// `NavController.navigate(route, navOptions)` from the app's code (Jetpack Navigation's `NavOptions`,
  /// https://developer.android.com/guide/navigation/backstack ; https://developer.android.com/reference/androidx/navigation/NavOptions.Builder ;
  /// navigation 2.x; high): with `popUpTo` on the back stack, the entries above it are popped first, and it too with
  /// `inclusive` (the start destination included: `screen` is then the stack's only entry, so Back leaves the
  /// activity); a `popUpTo` not on the back stack is ignored. With `singleTop`, a `screen` already on top after the
  /// pops is kept (no second instance); without it each call pushes a new instance, so the same destination can be
  /// on the back stack more than once and Back shows the one below.
  func navigate(
    to screen: AndroidAppScreen, popUpTo: AndroidAppScreen?, inclusive: Bool, singleTop: Bool, in activity: Activity
  ) {
    if let popUpTo, let index = activity.backStack.lastIndex(of: popUpTo) {
      let keep = inclusive ? index : index + 1
      while activity.backStack.count > max(keep, 1) { popScreenQuietly(in: activity) }
      if keep == 0 {
        replaceStartDestination(with: screen, singleTop: singleTop, in: activity)
        return
      }
    }
    // Kept on top: no new instance and no destination change to tell.
    if singleTop, activity.currentScreen == screen { return }
    pushScreen(screen, in: activity)
  }

  /// Pops the top screen on the way to a `popUpTo`: its cleanup runs, the screens below are not shown in between.
  private func popScreenQuietly(in activity: Activity) {
    guard activity.backStack.count > 1, let top = activity.backStack.popLast(), let below = activity.currentScreen
    else { return }
    AppContent.pop(top, to: below, in: activity)
    strategy.onScreenDestroyed(top, activity)
  }

  /// `popUpTo` the start destination, inclusive: the back stack's only entry becomes `screen`.
  private func replaceStartDestination(with screen: AndroidAppScreen, singleTop: Bool, in activity: Activity) {
    guard let root = activity.currentScreen else { return }
    if singleTop, root == screen { return }
    AppContent.push(screen, over: root, in: activity)
    activity.backStack = [screen]
    strategy.onScreenDestroyed(root, activity)
    strategy.onScreenCreated(screen, activity)
    strategy.onDestinationChanged(screen, activity)
  }
}
