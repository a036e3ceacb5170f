/// The app's own navigation (``SystemEvent/pushScreen(_:)``, ``SystemEvent/popScreen``,
/// ``SystemEvent/popToRoot``): its code pushes and pops its screens on the navigation controller
/// at the root of its window in the first scene.
extension Device {
  /// The navigation controller at the root of the app's window in the first scene, or `nil` for
  /// an app of one screen (``AppDescription/screens`` empty) or without a window there.
  package func appNavigationController() -> UINavigationController? {
    guard appHasOtherScreens, let scene = windowScenes.first else { return nil }
    return appWindow(of: scene)?.rootViewController as? UINavigationController
  }

  /// How many screens are on the app's navigation stack in the first scene (0 for an app of one
  /// screen): the generator asks every step.
  package var appNavigationDepth: Int {
    guard let nav = appNavigationController() else { return 0 }
    return nav.viewControllers.count
  }

  /// The identifiers of the screens on the app's navigation stack in the first scene, root
  /// first (``AppDescription/rootScreenIdentifier``), or empty for an app of one screen.
  package var appScreenStack: [String] {
    guard let nav = appNavigationController() else { return [] }
    var names: [String] = []
    for vc in nav.viewControllers { names.append((vc as? any AppScreen)?.screenIdentifier ?? "?") }
    return names
  }

  /// Why the app's code cannot navigate now, or `nil`: app code runs only in a running process, never in a
  /// suspended one (``suspensionRefusal()``, as ``SystemEvent/appCall(_:)``), and the app must have other screens.
  func navigationRefusal(for event: SystemEvent) -> Refusal? {
    if let reason = runningAppRefusal(leavesInterruptions: true, happensWhileLocked: true) { return reason }
    if let reason = suspensionRefusal() { return reason }
    guard let nav = appNavigationController() else { return "the app has no other screen to navigate to" }
    switch event {
    case .pushScreen(let id):
      // A loop, not `screen(named:)`: that copies the screen, and the generator asks every step.
      for i in app.screens.indices where app.screens[i].identifier == id { return nil }
      return "the app has no screen of that name"
    default:
      return nav.viewControllers.count > 1 ? nil : "the app shows its first screen"
    }
  }

  /// A new controller of the app's screen `id` (one of ``AppDescription/screens``) for `scene`, as the app's own code
  /// makes one to push it (`UINavigationController.pushViewController(_:animated:)`: an app-logic script's
  /// `push(SCREEN)`), or `nil` for a screen the app lacks.
  package func makeAppScreenController(_ id: String, in scene: UIWindowScene) -> UIViewController? {
    guard let screen = app.screen(named: id) else { return nil }
    return DescribedViewController(
      screen: screen, isSensitive: app.isSensitive(scene: scene.identifier) && app.isSensitive(screen: id))
  }

  /// A new `UIAlertController` whose message is the app's screen `id`'s first label, as sensitive as the screen
  /// (``makeAppScreenController(_:in:)``): an app-logic script's `present(SCREEN, style=alert)`, the confirmation an
  /// app shows in an alert (a transfer's account number); `nil` for a screen the app lacks.
  package func makeAppScreenAlert(_ id: String, in scene: UIWindowScene) -> UIViewController? {
    guard let screen = app.screen(named: id) else { return nil }
    return AppAlertController(
      screen: screen, isSensitive: app.isSensitive(scene: scene.identifier) && app.isSensitive(screen: id))
  }

  /// The app's code pushes screen `id`, or pops.
  func performNavigation(_ event: SystemEvent) {
    guard let nav = appNavigationController(), let scene = windowScenes.first else { return }
    switch event {
    case .pushScreen(let id):
      guard let screen = app.screen(named: id) else { return }
      log("pushScreen(\(id))")
      let vc = DescribedViewController(
        screen: screen, isSensitive: app.isSensitive(scene: scene.identifier) && app.isSensitive(screen: id))
      let outer = navigationRoute
      if outer == nil { navigationRoute = "push" }
      nav.pushViewController(vc, animated: false)
      navigationRoute = outer
    case .popScreen:
      log("popScreen")
      nav.popViewController(animated: false)
    case .popToRoot:
      log("popToRoot")
      nav.popToRootViewController(animated: false)
    default: break
    }
  }
}
