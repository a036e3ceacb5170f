import ShieldModel

/// One privacy window for the whole app: when `UIApplication.didEnterBackgroundNotification`
/// arrives it is placed on the scene of the key window (the scene last used) and shown; on
/// `didBecomeActiveNotification` it is hidden.
///
/// With two windows on an iPad only the last-used scene is covered; the other scene's snapshot
/// shows its content (https://github.com/mozilla-mobile/firefox-ios/issues/23119). The fix is one
/// cover window per scene.
public final class AppWidePrivacyWindow: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  private var privacyWindow: UIWindow?
  private var observers: [any NSObjectProtocol] = []

  /// Creates the strategy.
  public init() {}

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
      ) { [weak self] _ in
        guard let self, let scene = UIApplication.shared.keyWindow?.windowScene else { return }
        let w = self.privacyWindow ?? UIWindow(windowScene: scene)
        w.windowScene = scene
        w.windowLevel = .alert + 1
        if w.rootViewController == nil { w.rootViewController = PrivacyCoverViewController() }
        w.isHidden = false
        self.privacyWindow = w
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in self?.privacyWindow?.isHidden = true })
  }
}
