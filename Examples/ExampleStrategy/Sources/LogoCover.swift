// The same file compiles in an iOS app with `import UIKit` in place of this import, and with
// `PrivacyScreenStrategy` replaced by the app's `UIWindowSceneDelegate` (see Examples/README.md).
import ShieldModel

/// An example user strategy: a cover window with the app's logo over each scene while it
/// resigns active or enters the background, hidden again when it becomes active; the keyboard
/// is dismissed first because it draws above every window, and its field refocused on return.
public final class LogoCover: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  private var covers: [ObjectIdentifier: UIWindow] = [:]
  private var focused: [ObjectIdentifier: UIView] = [:]

  /// Creates the strategy.
  public init() {}

  public func sceneWillResignActive(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    // Remember the focused field to give it back: the user's typing context survives.
    focused[ObjectIdentifier(scene)] = windowScene.windows.lazy.compactMap { $0.firstResponderView }.first
    for window in windowScene.windows { window.endEditing(true) }
    showCover(over: windowScene)
  }

  // A launch into the background (a fetch, a push) never resigns, and a snapshot follows it.
  public func sceneDidEnterBackground(_ scene: UIScene) {
    if let windowScene = scene as? UIWindowScene { showCover(over: windowScene) }
  }

  private func showCover(over windowScene: UIWindowScene) {
    let cover = covers[ObjectIdentifier(windowScene)] ?? UIWindow(windowScene: windowScene)
    cover.windowLevel = .alert + 1
    cover.rootViewController = cover.rootViewController ?? LogoViewController()
    cover.isHidden = false
    covers[ObjectIdentifier(windowScene)] = cover
  }

  public func sceneDidBecomeActive(_ scene: UIScene) {
    covers[ObjectIdentifier(scene)]?.isHidden = true
    _ = focused.removeValue(forKey: ObjectIdentifier(scene))?.becomeFirstResponder()
  }
}

extension UIView {
  /// The view under this one (or itself) that is first responder; UIKit has no public getter.
  var firstResponderView: UIView? {
    if isFirstResponder { return self }
    return subviews.lazy.compactMap(\.firstResponderView).first
  }
}

/// A white screen with the logo in the middle.
final class LogoViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let logo = UIImageView(image: UIImage(named: "Logo"))
    logo.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
    logo.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    view.addSubview(logo)
  }
}
