/// The app under test's delegate: makes the window in an app-delegate-only app, then forwards
/// every call to the strategy.
final class AppUnderTestDelegate: UIResponder, UIApplicationDelegate {
  nonisolated deinit {}
  // Read for focus-lost every step; no access spans a call.
  @exclusivity(unchecked) var window: UIWindow?
  unowned let device: Device
  init(device: Device) {
    self.device = device
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if !device.usesScenes {
      // The template's order: the property first, so code run by the root's appearance finds it.
      let w = UIWindow(frame: device.screen.bounds)
      window = w
      w.rootViewController = device.app.makeRootViewController(isSensitive: device.app.isSensitive(scene: "A"))
      w.makeKeyAndVisible()
    }
    device.strategy?.application(application, didFinishLaunchingWithOptions: launchOptions)
    // The app's handler for a link or quick action in the launch options, after its setup.
    if let entry = device.process.launchEntry { device.routeEntry(entry, callback: entry.source.launchOption) }
    return true
  }
  func applicationWillResignActive(_ application: UIApplication) {
    device.strategy?.applicationWillResignActive(application)
  }
  func applicationDidBecomeActive(_ application: UIApplication) {
    device.strategy?.applicationDidBecomeActive(application)
  }
  func applicationDidEnterBackground(_ application: UIApplication) {
    device.strategy?.applicationDidEnterBackground(application)
  }
  func applicationWillEnterForeground(_ application: UIApplication) {
    device.strategy?.applicationWillEnterForeground(application)
  }
}

/// The app under test's scene delegate: makes the scene's window, then forwards every call.
final class AppUnderTestSceneDelegate: UIResponder, UIWindowSceneDelegate {
  nonisolated deinit {}
  // Read for focus-lost every step; no access spans a call. The scene keeps a weak copy.
  @exclusivity(unchecked) var window: UIWindow? {
    didSet { connectedScene?.appUnderTestWindow = window }
  }
  /// The scene this delegate serves, from its connection. Unowned, cleared by the scene's deinit
  /// (see ``UIWindowScene``).
  @exclusivity(unchecked) nonisolated(unsafe) unowned var connectedScene: UIWindowScene?
  /// ``connectedScene``'s identity, which its deinit compares without loading the reference.
  @exclusivity(unchecked) nonisolated(unsafe) var connectedSceneID: ObjectIdentifier?
  unowned let device: Device
  init(device: Device) {
    self.device = device
    super.init()
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    connectedScene = windowScene
    connectedSceneID = ObjectIdentifier(windowScene)
    windowScene.appUnderTestDelegate = self
    // The order of Xcode's scene template (`window = UIWindow(windowScene:)`, then its root, then
    // `makeKeyAndVisible()`) and of a storyboard app (UIKit "initializes and attaches" `window` before
    // this call, the template's comment; Apple, "UIApplicationDelegate.window",
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window): code run by the
    // root controller's appearance callbacks finds the scene's window through its delegate.
    let w = UIWindow(windowScene: windowScene)
    window = w
    w.rootViewController = device.app.makeRootViewController(
      isSensitive: device.app.isSensitive(scene: scene.identifier))
    w.makeKeyAndVisible()
    strategy(for: scene)?.scene(scene, willConnectTo: session, options: connectionOptions)
    // The app's handler for a link or quick action in the connection options, after its setup.
    if let entry = connectionOptions.entry { device.routeEntry(entry, callback: entry.source.connectionOption) }
  }
  func sceneDidDisconnect(_ scene: UIScene) { strategy(for: scene)?.sceneDidDisconnect(scene) }
  func sceneDidBecomeActive(_ scene: UIScene) { strategy(for: scene)?.sceneDidBecomeActive(scene) }
  func sceneWillResignActive(_ scene: UIScene) { strategy(for: scene)?.sceneWillResignActive(scene) }
  func sceneWillEnterForeground(_ scene: UIScene) { strategy(for: scene)?.sceneWillEnterForeground(scene) }
  func sceneDidEnterBackground(_ scene: UIScene) { strategy(for: scene)?.sceneDidEnterBackground(scene) }

  /// The strategy's scene-delegate code for `scene`, or `nil` when UIKit makes another delegate class for it: the
  /// external display's scene of an app whose external-display role names a delegate of its own
  /// (``PlatformFlags/externalDisplaySceneOwnDelegate``). The flag is read only for that scene, so no other verdict
  /// depends on it.
  private func strategy(for scene: UIScene) -> (any PrivacyScreenStrategy)? {
    if let windowScene = scene as? UIWindowScene, !windowScene.isInteractive,
      device.profile.flags.externalDisplaySceneOwnDelegate
    {
      return nil
    }
    return device.strategy
  }
}

extension Device {
  /// The app's typing field (``AppDescription/typingFieldIdentifier``) in `scene`: a subview
  /// with that identifier of the root view of the screen a window shows (the top of the app's
  /// navigation stack); `nil` while another screen is on top.
  package func typingField(in scene: UIWindowScene) -> UITextField? {
    guard let identifier = app.typingFieldIdentifier else { return nil }
    for window in scene.windows {
      var root = window.rootViewController
      if let nav = root as? UINavigationController { root = nav.topViewController }
      // A loop, not `first(where:)`: the closure would check its executor per view.
      // The first view of that identifier decides this window, as `first(where:)` did.
      for v in root?.viewIfLoaded?.subviews ?? [] where v.accessibilityIdentifier == identifier {
        if let f = v as? UITextField { return f }
        break
      }
    }
    return nil
  }
}
