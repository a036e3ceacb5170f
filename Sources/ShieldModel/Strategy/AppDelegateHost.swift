/// The app's own `UIApplicationDelegate` and `UIWindowSceneDelegate` classes, hosted as UIKit
/// hosts them, as a strategy: the privacy code inside them is fuzzed with no glue class.
///
/// As the app's `Info.plist` names its delegate classes, the host is given them (as makers).
/// It makes the app delegate once per process and one scene delegate per connected scene
/// (Apple, "UISceneDelegate": UIKit creates a scene delegate object for each scene,
/// https://developer.apple.com/documentation/uikit/uiscenedelegate ; iOS 13+, high). Before
/// `scene(_:willConnectTo:options:)` it sets the scene delegate's `window` to the scene's window,
/// as a storyboard app gets it (the Xcode template's comment in that method: "If using a
/// storyboard, the `window` property will automatically be initialized and attached to the
/// scene"; Apple, "window",
/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window ; high), and
/// before `application(_:didFinishLaunchingWithOptions:)` of an app-delegate-only app it sets the
/// app delegate's `window` likewise (Apple, "UIApplicationDelegate.window",
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window ; high). The window
/// shows the app description's screen: that is the screen under test. Every callback is then
/// forwarded, and `UIApplication.shared.delegate` is the app's delegate, so
/// `UIApplication.shared.delegate as? AppDelegate` finds it.
///
/// A delegate that makes its own window (a code-only app) keeps it: that window shows the app
/// description's screen, and the window the model made is closed. What UIKit would not let pass
/// silently is recorded in ``HostingCheck``: a scene delegate whose `window` is `nil` after it
/// connected (it has no `window` property, or cleared it: a cover added to it is never on
/// screen), and an app delegate whose `window` the host cannot set.
public final class AppDelegateHost: PrivacyScreenStrategy {
  nonisolated deinit {}
  /// What the app's privacy code claims to protect.
  public let claims: ProtectionClaims
  /// The app's delegate, made with the host (UIKit makes it before launch), which
  /// `UIApplication.shared.delegate` returns.
  package let appDelegate: (any UIApplicationDelegate)?
  private let makeSceneDelegate: (() -> any UIWindowSceneDelegate)?
  /// The app's storyboard scenes by storyboard ID (looked up, never iterated).
  private let storyboardControllers: [String: () -> UIViewController]
  /// Makes the app's class of its main storyboard's initial controller (see
  /// ``installInitialController(in:)``).
  let makeInitialController: (() -> UIViewController)?
  // In connection order (an array: the order reaches `stateDescription`).
  private var sceneDelegates: [(scene: ObjectIdentifier, delegate: any UIWindowSceneDelegate)] = []

  /// Hosts the app's delegates.
  ///
  /// - Parameters:
  ///   - claims: what the app's privacy code claims to protect.
  ///   - appDelegate: makes the app's `UIApplicationDelegate` (`nil`: the app has none of its own
  ///     worth fuzzing).
  ///   - sceneDelegate: makes the app's `UIWindowSceneDelegate`, once per scene (`nil`: none).
  ///   - storyboardControllers: makes the app's own view controller class of each storyboard
  ///     scene, by its storyboard ID, as the storyboard's custom class names it; what
  ///     `UIStoryboard.instantiateViewController(withIdentifier:)` returns for that ID (see
  ///     ``UIStoryboard``).
  ///   - initialController: makes the app's own class of its main storyboard's initial
  ///     controller, which UIKit makes the root of the window it hands the delegate (`nil`: the
  ///     app names none; see ``installInitialController(in:)``).
  public init(
    claims: ProtectionClaims, appDelegate: (() -> any UIApplicationDelegate)? = nil,
    sceneDelegate: (() -> any UIWindowSceneDelegate)? = nil,
    storyboardControllers: [String: () -> UIViewController] = [:],
    initialController: (() -> UIViewController)? = nil
  ) {
    self.claims = claims
    self.appDelegate = appDelegate?()
    makeSceneDelegate = sceneDelegate
    self.storyboardControllers = storyboardControllers
    makeInitialController = initialController
  }

  /// A new controller of the app's class for the storyboard scene `identifier`, if the host was
  /// given one.
  package func storyboardController(withIdentifier identifier: String) -> UIViewController? {
    storyboardControllers[identifier]?()
  }

  /// The name of the app's delegate class that holds its privacy code, for a report's location: the scene
  /// delegate's (one is made for the name and not used), else the app delegate's; `nil` when the host has neither.
  package var hostedTypeName: String? {
    if let makeSceneDelegate { return String(describing: type(of: makeSceneDelegate())) }
    return appDelegate.map { String(describing: type(of: $0)) }
  }

  /// What can be told before any event is run, on an app that uses scenes or not
  /// (`usesScenes`, the profile's app structure), each an error of the run (``HostingCheck``):
  ///
  /// - a scene delegate on an app that uses no scenes: UIKit never makes it and never calls its
  ///   callbacks: scenes are opt-in (the `UIApplicationSceneManifest` key), and "in apps that
  ///   don't support scenes, UIKit delivers all life-cycle events to the UIApplicationDelegate
  ///   object" (Apple, "Managing your app's life cycle",
  ///   https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; iOS 13+,
  ///   high);
  /// - a scene delegate that can never see a window: one made for the check keeps no window it
  ///   is given (it declares no stored `var window`, so the protocol's `window` is always `nil`),
  ///   so no storyboard window can be handed to it and a cover it adds to `window` is never on
  ///   screen (Apple, "window",
  ///   https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window ; high).
  ///
  /// The check makes one scene delegate and gives it a window of its own, outside any device;
  /// neither is used afterwards.
  package func problemsBeforeTheRun(usesScenes: Bool) -> [String] {
    guard let makeSceneDelegate else { return [] }
    let probe = makeSceneDelegate()
    let name = String(describing: type(of: probe))
    guard usesScenes else {
      return [
        "\(name) is never made: this app uses no scenes, so UIKit calls no scene delegate (its callbacks "
          + "never run; name the app delegate, or fuzz on a profile with scenes)"
      ]
    }
    probe.window = UIWindow(frame: .zero)
    guard probe.window == nil else { return [] }
    return [
      "\(name) can never see a window (no stored `var window`): UIKit cannot hand it the scene's window, "
        + "and a cover it adds to `window` is never on screen"
    ]
  }

  /// The scene delegate made for `scene`, if it is connected.
  public func sceneDelegate(for scene: UIScene) -> (any UIWindowSceneDelegate)? {
    let id = ObjectIdentifier(scene)
    return sceneDelegates.first { $0.scene == id }?.delegate
  }

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    guard let appDelegate else { return }
    if let device = Device.current, !device.usesScenes, appDelegate.window == nil {
      if let given = device.appDelegate?.window { installInitialController(in: given) }
      appDelegate.window = device.appDelegate?.window
      if appDelegate.window == nil {
        // Swift picks the protocol's default `window` over a `window: UIWindow!` property, which
        // UIKit reaches through the Objective-C runtime.
        HostingCheck.note(
          "\(type(of: appDelegate)).window stays nil through UIApplicationDelegate (a `var window: UIWindow!` "
            + "is not the protocol's `window: UIWindow?` off Apple platforms): the host cannot hand it the window")
      }
    }
    _ = appDelegate.application(application, didFinishLaunchingWithOptions: launchOptions)
    if let device = Device.current, !device.usesScenes, let given = device.appDelegate?.window,
      let own = appDelegate.window, own !== given
    {
      Self.adopt(own, replacing: given) { device.appDelegate?.window = $0 }
    }
  }

  /// The app made its own window where UIKit gives a storyboard app one (a code-only app:
  /// "If your app doesn't use storyboards, you create the window yourself", Apple, "window",
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window ; high). That
  /// window is then the app's: it shows the app description's screen, the stand-in for the
  /// app's content, in place of the root view controller the app set (the app's own controller,
  /// which the fuzzer does not have), and the window the model made is closed.
  private static func adopt(_ own: UIWindow, replacing given: UIWindow, setAppWindow: (UIWindow) -> Void) {
    guard let screen = given.rootViewController else { return }
    given.rootViewController = nil
    given.isHidden = true
    own.rootViewController = screen
    setAppWindow(own)
  }
  public func applicationWillResignActive(_ application: UIApplication) {
    appDelegate?.applicationWillResignActive(application)
  }
  public func applicationDidBecomeActive(_ application: UIApplication) {
    appDelegate?.applicationDidBecomeActive(application)
  }
  public func applicationDidEnterBackground(_ application: UIApplication) {
    appDelegate?.applicationDidEnterBackground(application)
  }
  public func applicationWillEnterForeground(_ application: UIApplication) {
    appDelegate?.applicationWillEnterForeground(application)
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    // UIKit asks the app delegate for the new session's configuration before it makes the
    // scene's delegate (see `UIApplicationDelegate`).
    if let appDelegate, let device = Device.current {
      _ = appDelegate.application(device.application, configurationForConnecting: session, options: connectionOptions)
    }
    guard let makeSceneDelegate else { return }
    let delegate = makeSceneDelegate()
    sceneDelegates.append((ObjectIdentifier(scene), delegate))
    let appWindow = (scene.modelDelegate as? any UIWindowSceneDelegate)?.window
    scene.hostedDelegate = delegate
    if let appWindow { installInitialController(in: appWindow) }
    delegate.window = appWindow
    delegate.scene(scene, willConnectTo: session, options: connectionOptions)
    let name = String(describing: type(of: delegate))
    if delegate.window == nil {
      HostingCheck.note(
        "\(name).window is nil after scene(_:willConnectTo:options:) (no stored `var window`?): "
          + "a cover added to it is never on screen")
    } else if let own = delegate.window, let appWindow, own !== appWindow {
      Self.adopt(own, replacing: appWindow) { (scene.modelDelegate as? any UIWindowSceneDelegate)?.window = $0 }
    }
  }
  public func sceneDidDisconnect(_ scene: UIScene) {
    sceneDelegate(for: scene)?.sceneDidDisconnect(scene)
    let id = ObjectIdentifier(scene)
    sceneDelegates.removeAll { $0.scene == id }
    scene.hostedDelegate = nil
  }
  public func sceneDidBecomeActive(_ scene: UIScene) { sceneDelegate(for: scene)?.sceneDidBecomeActive(scene) }
  public func sceneWillResignActive(_ scene: UIScene) { sceneDelegate(for: scene)?.sceneWillResignActive(scene) }
  public func sceneWillEnterForeground(_ scene: UIScene) {
    sceneDelegate(for: scene)?.sceneWillEnterForeground(scene)
  }
  public func sceneDidEnterBackground(_ scene: UIScene) {
    sceneDelegate(for: scene)?.sceneDidEnterBackground(scene)
  }
}

/// Hosting problems of the app's own delegates seen in this process (``AppDelegateHost``), in
/// the order first seen; ``LifecycleFuzzTesting`` reports them as errors of the run.
package enum HostingCheck {
  /// Each problem once.
  package private(set) static var problems: [String] = []

  /// Notes `problem` (once).
  package static func note(_ problem: String) {
    if !problems.contains(problem) { problems.append(problem) }
  }

  /// Forgets the problems seen so far.
  package static func reset() { problems.removeAll() }
}
