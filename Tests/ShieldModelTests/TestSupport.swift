import SampleApp
import Testing

@testable import ShieldModel

/// A device for `profile` with the app launched.
func launched(
  _ profile: String = "iphone-ios17-scenes", strategy: (any PrivacyScreenStrategy)? = nil,
  logging: Bool = false
) throws -> Device {
  let device = Device(profile: try Profile(named: profile), strategy: strategy)
  device.isLogging = logging
  try device.apply(.launch)
  return device
}

/// A frame's expected rows, written as runs: `rows(("........", 2), ("SSSSSSSS", 18))`.
nonisolated func rows(_ runs: (String, Int)...) -> [String] {
  runs.flatMap { Array(repeating: $0.0, count: $0.1) }
}

/// The bare sample app on an iPhone in portrait: balance and details (rows 2-12) and the note
/// field (row 14) are sensitive, the rest is neutral background.
nonisolated let samplePortrait = rows(
  ("........", 2), ("SSSSSSSS", 11), ("........", 1), ("SSSSSSSS", 1), ("........", 5))

/// An opaque cover over the whole scene.
nonisolated let allCover = rows(("CCCCCCCC", 20))

extension Device {
  /// Applies `events` in order.
  func apply(_ events: SystemEvent...) throws {
    for e in events { try apply(e) }
  }

  /// The app's window in scene `id` (the one whose root view controller the app made).
  func mainWindow(_ id: String = "A") -> UIWindow? {
    scene(named: id)?.windows.first {
      $0.rootViewController is DescribedViewController
        || ($0.rootViewController as? UINavigationController)?.viewControllers.first is DescribedViewController
    }
  }

  /// The root view of the app's first screen in scene `id` (under the navigation controller of an
  /// app with other screens, such as the sample).
  func rootScreenView(_ id: String = "A") -> UIView? {
    let root = mainWindow(id)?.rootViewController
    return ((root as? UINavigationController)?.viewControllers.first ?? root)?.view
  }

  /// The app's view with accessibility identifier `identifier` in scene `id`.
  func appView(_ identifier: String, in id: String = "A") -> UIView? {
    func find(_ v: UIView) -> UIView? {
      if v.accessibilityIdentifier == identifier { return v }
      for s in v.subviews { if let f = find(s) { return f } }
      return nil
    }
    return mainWindow(id).flatMap(find)
  }

  /// Returns and clears the callback log.
  func takeLog() -> [String] {
    defer { callbackLog.removeAll() }
    return callbackLog
  }
}

/// A strategy that only records what the app sees: forwarded delegate calls and every
/// notification, as `name(object)` where object is a scene identifier, `app` or `screen`.
final class Recorder: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var calls: [String] = []

  func take() -> [String] {
    defer { calls.removeAll() }
    return calls
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    calls.append("didFinishLaunching")
    NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { [weak self] note in
      let object: String
      if let scene = note.object as? UIScene {
        object = scene.identifier
      } else if note.object is UIApplication {
        object = "app"
      } else if note.object is UIScreen {
        object = "screen"
      } else if note.object is UIWindow {
        object = "window"
      } else {
        object = "?"
      }
      self?.calls.append("\(note.name.rawValue)(\(object))")
    }
  }
  func applicationWillResignActive(_ application: UIApplication) { calls.append("applicationWillResignActive") }
  func applicationDidBecomeActive(_ application: UIApplication) { calls.append("applicationDidBecomeActive") }
  func applicationDidEnterBackground(_ application: UIApplication) { calls.append("applicationDidEnterBackground") }
  func applicationWillEnterForeground(_ application: UIApplication) { calls.append("applicationWillEnterForeground") }
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) { calls.append("willConnectTo(\(scene.identifier))") }
  func sceneDidDisconnect(_ scene: UIScene) { calls.append("sceneDidDisconnect(\(scene.identifier))") }
  func sceneDidBecomeActive(_ scene: UIScene) { calls.append("sceneDidBecomeActive(\(scene.identifier))") }
  func sceneWillResignActive(_ scene: UIScene) { calls.append("sceneWillResignActive(\(scene.identifier))") }
  func sceneWillEnterForeground(_ scene: UIScene) { calls.append("sceneWillEnterForeground(\(scene.identifier))") }
  func sceneDidEnterBackground(_ scene: UIScene) { calls.append("sceneDidEnterBackground(\(scene.identifier))") }
}

/// A full-scene opaque cover window at `.alert + 1`, tagged `cover` for touches.
func makeCoverWindow(in scene: UIWindowScene, alpha: CGFloat = 1) -> UIWindow {
  let w = UIWindow(windowScene: scene)
  w.windowLevel = .alert + 1
  w.backgroundColor = UIColor.white.withAlphaComponent(alpha)
  w.accessibilityIdentifier = "cover"
  return w
}

extension Tag {
  /// A suite that takes more than 10 s of its own in a `swift test --no-parallel` run. Such a suite
  /// also has a time limit of 10 minutes per test: in a parallel run the limit counts the time a
  /// test waits for the main actor, which every test here shares (up to the whole run, 3 to 6
  /// minutes on two cores), so three times a suite's own time would fail tests that do not hang.
  @Tag static var slow: Self
}

/// A controller that writes its appearance callbacks, with its name (and, with `showsAnimated`, the `animated`
/// argument), into a shared ``AppearanceLog``: the navigation and appearance-transition suites read the order.
final class AppearanceLogged: UIViewController {
  nonisolated deinit {}
  required init?(coder: NSCoder) { nil }
  let name: String
  let log: AppearanceLog
  let showsAnimated: Bool
  init(_ name: String, _ log: AppearanceLog, showsAnimated: Bool = false) {
    self.name = name
    self.log = log
    self.showsAnimated = showsAnimated
    super.init(nibName: nil, bundle: nil)
  }
  private func note(_ callback: String, _ animated: Bool) {
    log.lines.append("\(name).\(callback)" + (showsAnimated ? "(\(animated))" : ""))
  }
  override func viewWillAppear(_ animated: Bool) { note("willAppear", animated) }
  override func viewDidAppear(_ animated: Bool) { note("didAppear", animated) }
  override func viewWillDisappear(_ animated: Bool) { note("willDisappear", animated) }
  override func viewDidDisappear(_ animated: Bool) { note("didDisappear", animated) }
}

/// The log ``AppearanceLogged`` controllers share.
final class AppearanceLog { var lines: [String] = [] }
