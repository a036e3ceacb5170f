/// The app's own navigation between its screens inside the activity (``AndroidAppDescription``): the user taps a
/// control that pushes a screen, or the app's back arrow that pops it. Android's Back pops the top screen too
/// (``AndroidEvent/back``: the navigator's `OnBackPressedCallback` handles Back before the activity,
/// https://developer.android.com/guide/navigation/custom-back ; high).
extension AndroidDevice {
  func appScreenRefusal(for event: AndroidEvent) -> String? {
    guard appIsInFront, let activity else {
      return "the user can navigate in the app only while its activity is resumed on screen"
    }
    if otherAppsWindowTakesTouches { return Self.overlayReason }
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
      // A model limit: a screen is on the task's back stacks at most once, so the states stay finite.
      return taskBackStacks.contains { $0.contains(screen) }
        ? "\(name) is already on the app's back stack (navigateBack returns to it)" : nil
    case .navigateBack:
      return activity.backStack.count > 1 || taskBackStacks.count > 1
        ? nil : "the start screen has nothing below it; Back leaves the activity (back)"
    default:
      preconditionFailure("\(event) is not an app screen event")
    }
  }

  func performAppScreen(_ event: AndroidEvent) {
    guard let activity else { return }
    // The user's tap reaches the activity: `onUserInteraction` before the click handler.
    userInteracts(with: activity)
    switch event {
    case .navigate(let name):
      guard let screen = app.screen(named: name) else { break }
      if screen.isActivity { startActivity(showing: [screen]) } else { pushScreen(screen, in: activity) }
    case .navigateBack:
      if activity.backStack.count > 1 { popScreen(in: activity) } else { finishTopActivity() }
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

  /// Pushes `screen` on `activity`'s back stack and tells the strategy it was created.
  func pushScreen(_ screen: AndroidAppScreen, in activity: Activity) {
    guard let below = activity.currentScreen else { return }
    AppContent.push(screen, over: below, in: activity)
    activity.backStack.append(screen)
    strategy.onScreenCreated(screen, activity)
  }

  /// Pops the top screen: its cleanup runs, the screen below is drawn again.
  func popScreen(in activity: Activity) {
    guard activity.backStack.count > 1, let top = activity.backStack.popLast(), let below = activity.currentScreen
    else { return }
    AppContent.pop(top, to: below, in: activity)
    strategy.onScreenDestroyed(top, activity)
  }
}
