import ShieldModel

/// Seed 003's second variant, for apps that want the cover on some screens only: the screen's
/// view controller observes `UIApplication.willResignActiveNotification` and
/// `didBecomeActiveNotification` from `viewDidLoad`; on resign it adds a view the size of its
/// own view, tagged 999, to its view; on become-active it finds the view by tag, hides it and
/// removes it.
///
/// The seed registers with `addObserver(_:selector:name:object:)`; selectors need the
/// Objective-C runtime, so the model registers the same handlers as blocks. The sample app's
/// screen is the root view controller of each window; the strategy registers for it once the
/// window exists (at launch in an app-delegate-only app, on connection in a scene-based app),
/// which is when that screen's `viewDidLoad` has run. It claims to protect the app switcher.
public final class ViewControllerTagCover: PrivacyScreenStrategy {
  /// The cover's tag.
  public static let coverTag = 999

  public let claims: ProtectionClaims = .appSwitcher
  private var observers: [any NSObjectProtocol] = []

  /// Creates the strategy.
  public init() {}

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    if let vc = UIApplication.shared.delegate?.window?.rootViewController { setupNotifications(for: vc) }
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    if let vc = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController {
      setupNotifications(for: vc)
    }
  }

  private func setupNotifications(for viewController: UIViewController) {
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
      ) { [weak viewController] _ in viewController.map(Self.showPrivacyView) })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { [weak viewController] _ in viewController.map(Self.hidePrivacyView) })
  }

  private static func showPrivacyView(_ vc: UIViewController) {
    let privacyView = UIView(frame: vc.view.bounds)
    privacyView.tag = coverTag
    privacyView.backgroundColor = .systemGreen
    vc.view.addSubview(privacyView)
  }

  private static func hidePrivacyView(_ vc: UIViewController) {
    guard let privacyView = vc.view.viewWithTag(coverTag) else { return }
    privacyView.isHidden = true
    privacyView.removeFromSuperview()
  }
}
