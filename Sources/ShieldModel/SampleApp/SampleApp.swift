/// Which parts of the sample app show sensitive content.
nonisolated public struct SampleAppConfiguration: Hashable, Sendable {
  /// Scenes (by identifier) whose content is not sensitive; all others are.
  public var nonSensitiveScenes: [String]
  /// Creates a configuration; by default every scene is sensitive.
  public init(nonSensitiveScenes: [String] = []) { self.nonSensitiveScenes = nonSensitiveScenes }
}

/// The app under test: a banking screen with a large balance (34 pt), account details
/// (17 pt), a note field that feeds keyboard suggestions, and a pay button.
///
/// Its views carry accessibility identifiers (`content`, `balance`, `details`, `note-field`,
/// `pay-button`) so that the touch check can tell them from a strategy's views.
final class SensitiveViewController: UIViewController {
  nonisolated deinit {}
  let isSensitive: Bool
  init(isSensitive: Bool) {
    self.isSensitive = isSensitive
    super.init()
  }

  override func loadView() {
    let bounds = Device.current?.screen.bounds ?? CGRect(x: 0, y: 0, width: 390, height: 844)
    let w = bounds.width, h = bounds.height
    let root = UIView(frame: bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.backgroundColor = .systemBackground
    root.layer.contentRole = .appNeutral
    root.accessibilityIdentifier = "content"

    let balance = UILabel(frame: CGRect(x: 20, y: 100, width: w - 40, height: 60))
    balance.text = "$ 12,480.17"
    balance.font = .systemFont(ofSize: 34)
    balance.autoresizingMask = [.flexibleWidth]
    balance.layer.contentRole = isSensitive ? .appSensitive(textHeight: 34) : .appNeutral
    balance.accessibilityIdentifier = "balance"

    let details = UILabel(frame: CGRect(x: 20, y: 180, width: w - 40, height: h - 460))
    details.text = "IBAN DE89 3704 0044 0532 0130 00"
    details.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    details.layer.contentRole = isSensitive ? .appSensitive(textHeight: 17) : .appNeutral
    details.accessibilityIdentifier = "details"

    let note = UITextField(frame: CGRect(x: 20, y: h - 260, width: w - 40, height: 44))
    note.text = "rent for flat 4B"
    note.backgroundColor = .white
    note.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    note.layer.contentRole = isSensitive ? .appSensitive(textHeight: 17) : .appNeutral
    note.accessibilityIdentifier = "note-field"

    let pay = UIView(frame: CGRect(x: 20, y: h - 120, width: w - 40, height: 50))
    pay.backgroundColor = .systemBlue
    pay.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    pay.layer.contentRole = .appNeutral
    pay.accessibilityIdentifier = "pay-button"

    for v in [balance, details, note, pay] { root.addSubview(v) }
    view = root
  }
}

/// The sample app's delegate: makes the window in an app-delegate-only app, then forwards every
/// call to the strategy.
final class SampleAppDelegate: UIResponder, UIApplicationDelegate {
  nonisolated deinit {}
  var window: UIWindow?
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
      let w = UIWindow(frame: device.screen.bounds)
      w.rootViewController = SensitiveViewController(isSensitive: !device.appConfiguration.nonSensitiveScenes.contains("A"))
      w.makeKeyAndVisible()
      window = w
    }
    device.strategy?.application(application, didFinishLaunchingWithOptions: launchOptions)
    return true
  }
  func applicationWillResignActive(_ application: UIApplication) { device.strategy?.applicationWillResignActive(application) }
  func applicationDidBecomeActive(_ application: UIApplication) { device.strategy?.applicationDidBecomeActive(application) }
  func applicationDidEnterBackground(_ application: UIApplication) { device.strategy?.applicationDidEnterBackground(application) }
  func applicationWillEnterForeground(_ application: UIApplication) { device.strategy?.applicationWillEnterForeground(application) }
}

/// The sample app's scene delegate: makes the scene's window, then forwards every call.
final class SampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
  nonisolated deinit {}
  var window: UIWindow?
  unowned let device: Device
  init(device: Device) {
    self.device = device
    super.init()
  }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let w = UIWindow(windowScene: windowScene)
    w.rootViewController = SensitiveViewController(
      isSensitive: !device.appConfiguration.nonSensitiveScenes.contains(scene.identifier))
    w.makeKeyAndVisible()
    window = w
    device.strategy?.scene(scene, willConnectTo: session, options: connectionOptions)
  }
  func sceneDidDisconnect(_ scene: UIScene) { device.strategy?.sceneDidDisconnect(scene) }
  func sceneDidBecomeActive(_ scene: UIScene) { device.strategy?.sceneDidBecomeActive(scene) }
  func sceneWillResignActive(_ scene: UIScene) { device.strategy?.sceneWillResignActive(scene) }
  func sceneWillEnterForeground(_ scene: UIScene) { device.strategy?.sceneWillEnterForeground(scene) }
  func sceneDidEnterBackground(_ scene: UIScene) { device.strategy?.sceneDidEnterBackground(scene) }
}

extension Device {
  /// The sample app's note field in `scene`, if the scene shows the sample screen.
  package func sampleField(in scene: UIWindowScene) -> UITextField? {
    for window in scene.windows {
      if let f = window.rootViewController?.viewIfLoaded?.subviews.first(where: { $0.accessibilityIdentifier == "note-field" }) as? UITextField {
        return f
      }
    }
    return nil
  }
}
