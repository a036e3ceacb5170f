import ShieldModel

/// A privacy-screen plugin as capacitor-community/privacy-screen ships it on iOS: on
/// `UIApplication.willResignActiveNotification` it shows a privacy screen, on
/// `didBecomeActiveNotification` it takes it away; `appCall(enable)` and `appCall(disable)`
/// turn it on and off (on from launch).
///
/// ``Surface/presentedFromTopMost`` presents a full-screen privacy view controller from the
/// top-most view controller (https://github.com/capacitor-community/privacy-screen/pull/85 ,
/// "present on the top ViewController, so it hides any other presented ViewController") and
/// dismisses it. Presented over the app's share sheet, it takes the sheet's view out of the
/// window until its dismissal, and the share sheet dismissed later leaves a transparent pane
/// that takes every touch (https://github.com/capacitor-community/privacy-screen/issues/76 ,
/// case C24). ``Surface/window`` shows a window at `.alert + 1` instead and never touches the
/// app's presentation stack (https://github.com/ionic-team/capacitor-privacy-screen/pull/26).
public final class PrivacyScreenPlugin: PrivacyScreenStrategy {
  /// Where the privacy screen is shown.
  public enum Surface: Sendable {
    /// A `.fullScreen` view controller presented from the top-most view controller.
    case presentedFromTopMost
    /// A window of its own at `.alert + 1` on the key window's scene.
    case window
  }

  public let claims: ProtectionClaims = .appSwitcher
  public var appCalls: [String] { ["enable", "disable"] }
  let surface: Surface
  private var isEnabled = true
  private let privacyController = PrivacyCoverViewController()
  private var privacyWindow: UIWindow?
  private var observers: [any NSObjectProtocol] = []

  /// Creates the plugin showing its screen on `surface`.
  public init(surface: Surface) {
    self.surface = surface
    privacyController.modalPresentationStyle = .fullScreen
  }

  public func handleAppCall(_ name: String) {
    switch name {
    case "enable": isEnabled = true
    case "disable":
      isEnabled = false
      hide()
    default: break
    }
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in
        guard let self, self.isEnabled else { return }
        self.show()
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in self?.hide() })
  }

  /// The key window's top-most presented view controller, as the plugin walks it.
  private var topViewController: UIViewController? {
    guard var top = UIApplication.shared.keyWindow?.rootViewController else { return nil }
    while let presented = top.presentedViewController { top = presented }
    return top
  }

  private func show() {
    switch surface {
    case .presentedFromTopMost:
      guard privacyController.presentingViewController == nil else { return }
      topViewController?.present(privacyController, animated: false, completion: nil)
    case .window:
      guard let scene = UIApplication.shared.keyWindow?.windowScene ?? privacyWindow?.windowScene else { return }
      let w = privacyWindow ?? UIWindow(windowScene: scene)
      w.windowLevel = .alert + 1
      if w.rootViewController == nil { w.rootViewController = PrivacyCoverViewController() }
      w.isHidden = false
      privacyWindow = w
    }
  }

  private func hide() {
    switch surface {
    case .presentedFromTopMost:
      // On the presented controller itself: UIKit asks its presenter to dismiss it.
      guard privacyController.presentingViewController != nil else { return }
      privacyController.dismiss(animated: false, completion: nil)
    case .window:
      privacyWindow?.isHidden = true
    }
  }
}
