/// Entries into the app (``SystemEvent/openEntry(_:_:)``): where and when UIKit hands a
/// notification response, a link or a quick action to the app, and the app's handler that routes
/// it. The callbacks around it are the launch's and the return's (`Device+LifecycleEvents.swift`),
/// so a strategy's hooks hear what they hear at any launch or return.
extension Device {
  /// Why the user cannot open the app from `source` now with a handler doing `route`, or `nil`.
  func entryRefusal(_ source: AppEntrySource, _ route: AppEntryRoute) -> Refusal? {
    if let reason = routeRefusal(route) { return reason }
    // An iPad app on a Mac has no Home Screen icon to long-press (sources at SystemEvent.Kind.isPossible(on:)).
    if source == .shortcut, profile.device == .mac { return "an iPad app on a Mac has no Home Screen quick actions" }
    // A notification on the Lock Screen opens the app once the user unlocks (model limit: the
    // trace unlocks first).
    if process.isLocked { return "the device is locked: unlock it first" }
    guard process.isLaunched else {
      // From the Home Screen (a prewarmed process too): nothing may be over it.
      if systemUI.overlay == .appSwitcher { return "close the app switcher first" }
      if let overlay = systemUI.overlay { return .closeFirst(overlay) }
      return nil
    }
    if let reason = runningAppRefusal() { return reason }
    guard process.isAppInForeground else {
      if let overlay = systemUI.overlay { return .closeFirst(overlay) }
      return nil
    }
    switch systemUI.overlay {
    case nil:
      // A banner over the app; no icon, widget or other app is in reach while it is on screen.
      if source == .notification { return nil }
      return source == .link
        ? "the app is on screen: no other app or widget is in reach (pull Notification Center for its widgets)"
        : "the app is on screen: its Home Screen icon is out of reach"
    case .notificationCenter:
      // Its notifications, and its widgets one swipe away (the Today view).
      return source == .shortcut ? "Notification Center has no quick actions" : nil
    case .some(let overlay):
      return .closeFirst(overlay)
    }
  }

  /// Why the app's handler cannot run `route` at all: a screen it does not have, a kind the OS
  /// lacks, or a web sign-in session (it starts only from an active scene, and an entry's
  /// handler may run before activation; https://github.com/auth0/Auth0.swift/issues/446 ; high).
  private func routeRefusal(_ route: AppEntryRoute) -> Refusal? {
    switch route {
    case .none: return nil
    case .push(let id):
      guard appHasOtherScreens else { return "the app has no other screen to navigate to" }
      for i in app.screens.indices where app.screens[i].identifier == id { return nil }
      return "the app has no screen of that name"
    case .popToRoot:
      return appHasOtherScreens ? nil : "the app has no other screen to navigate to"
    case .present(let kind, _):
      if kind == .photoPicker, profile.osVersion < OSVersion(14) { return "the photo picker exists from iOS 14" }
      return kind == .authSession ? "a web sign-in session starts only from an active scene, not from a handler" : nil
    }
  }

  /// Opens the app with `entry`: a launch with it, a return with it, or, on screen, its
  /// delivery (closing Notification Center when the tap was there).
  func openEntry(_ entry: AppEntry) {
    log("openEntry(\(entry.source.rawValue), \(entry.route.text))")
    guard process.isLaunched else {
      launch(entry: entry)
      return
    }
    guard process.isAppInForeground else {
      returnToApp(entry: entry)
      return
    }
    guard systemUI.overlay == .notificationCenter else {
      routeEntry(entry, callback: entry.source.delegateCallback(usesScenes: usesScenes))
      return
    }
    // The panel goes as the tap opens the app: did-become-active alone, the entry around it.
    let first = profile.flags.entryDeliveredBeforeActivation
    if first { routeEntry(entry, callback: entry.source.delegateCallback(usesScenes: usesScenes)) }
    closeOverlay()
    if !first { routeEntry(entry, callback: entry.source.delegateCallback(usesScenes: usesScenes)) }
  }

  /// Activates `scenes` with `entry` delivered before or after, as
  /// ``PlatformFlags/entryDeliveredBeforeActivation`` says; without an entry, ``activate(_:)``.
  func activate(_ scenes: [UIWindowScene], delivering entry: AppEntry?) {
    guard let entry else {
      activate(scenes)
      return
    }
    let first = profile.flags.entryDeliveredBeforeActivation
    let callback = entry.source.delegateCallback(usesScenes: usesScenes)
    if first { routeEntry(entry, callback: callback) }
    activate(scenes)
    if !first { routeEntry(entry, callback: callback) }
  }

  /// Whether UIKit hands `entry` over in the launch (in the connection options, or in the launch
  /// options of an app without scenes whose `didFinishLaunching` is still to run), not through a
  /// delegate call later: links and quick actions; a notification response always comes to the
  /// notification center's delegate.
  func entryArrivesWithLaunch(_ entry: AppEntry?, processStarted: Bool) -> Bool {
    guard let entry, entry.source != .notification else { return false }
    return usesScenes || !processStarted
  }

  /// The app's handler for `entry`, called from `callback` (logged), runs its route with the
  /// calls of the app's own code.
  package func routeEntry(_ entry: AppEntry, callback: String) {
    guard !isCrashed else { return }
    log(callback)
    switch entry.route {
    case .none: break
    case .present(let kind, let presenter): appPresent(kind, from: presenter)
    case .push(let id):
      navigationRoute = entry.source.rawValue
      performNavigation(.pushScreen(id))
      navigationRoute = nil
    case .popToRoot: performNavigation(.popToRoot)
    }
  }
}

extension AppEntrySource {
  /// The connection option a scene opened with this entry carries (a notification's is not
  /// routed there: its response comes to the notification center's delegate).
  var connectionOption: String {
    switch self {
    case .notification: "connectionOptions.notificationResponse"
    case .link: "connectionOptions.urlContexts"
    case .shortcut: "connectionOptions.shortcutItem"
    }
  }

  /// The launch option an app without scenes is launched with.
  var launchOption: String {
    switch self {
    case .notification: "launchOptions[.remoteNotification]"
    case .link: "launchOptions[.url]"
    case .shortcut: "launchOptions[.shortcutItem]"
    }
  }

  /// The delegate call that hands the entry to a running app.
  func delegateCallback(usesScenes: Bool) -> String {
    switch self {
    case .notification: "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    case .link: usesScenes ? "scene(_:openURLContexts:)" : "application(_:open:options:)"
    case .shortcut:
      usesScenes
        ? "windowScene(_:performActionFor:completionHandler:)" : "application(_:performActionFor:completionHandler:)"
    }
  }
}
