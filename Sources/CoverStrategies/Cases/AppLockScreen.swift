import ShieldModel

/// An app lock (a passcode or biometric screen): shown when a scene connects and each time it
/// enters the background, kept up until the app calls `appCall(unlock)` (after the user's
/// passcode or Face ID). It declares ``PrivacyScreenStrategy/unlockCall``, so the engine
/// checks it with `lock-bypass`.
///
/// ``Surface/pageSheet`` presents the lock view controller with the default presentation
/// style from the top-most view controller: since iOS 13 that is a page sheet the user swipes
/// down (Apple, "UIModalPresentationStyle.automatic",
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic ; locks
/// left swipeable on iOS 13–14: https://github.com/smartdevicelink/sdl_ios/issues/1422 ,
/// https://github.com/microsoftconnect/ms-intune-app-sdk-ios/issues/50 ; the Bitwarden
/// Authenticator's lock, https://github.com/bitwarden/ios/pull/2537 ; high), and the app's own
/// sheets presented later from the top-most controller go above it (sheets above a lock:
/// https://github.com/vultisig/vultisig-ios/issues/5082 ; medium).
/// ``Surface/window`` shows the lock in a window of its own at `.alert + 1`, above everything
/// the app presents in its window (the control).
public final class AppLockScreen: PrivacyScreenStrategy {
  /// Where the lock is shown.
  public enum Surface: Sendable {
    /// Presented with the default style (a page sheet from iOS 13) from the top-most controller.
    case pageSheet
    /// A window of its own at `.alert + 1` per scene.
    case window
  }

  public let claims: ProtectionClaims = []
  public var appCalls: [String] { ["unlock"] }
  public var unlockCall: String? { "unlock" }
  let surface: Surface
  /// One scene's lock: its controller, and its window on ``Surface/window``.
  private typealias Lock = (scene: ObjectIdentifier, controller: UIViewController, window: UIWindow?)
  /// One lock per scene, in connection order.
  private var locks: [Lock] = []

  /// Creates the lock shown on `surface`.
  public init(surface: Surface) { self.surface = surface }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    if let windowScene = scene as? UIWindowScene { lock(windowScene) }
  }

  public func sceneDidEnterBackground(_ scene: UIScene) {
    if let windowScene = scene as? UIWindowScene { lock(windowScene) }
  }

  public func sceneDidDisconnect(_ scene: UIScene) {
    locks.removeAll { entry in
      let gone = entry.scene == ObjectIdentifier(scene)
      if gone { entry.window?.isHidden = true }
      return gone
    }
  }

  public func handleAppCall(_ name: String) {
    guard name == "unlock" else { return }
    for entry in locks {
      switch surface {
      case .pageSheet:
        // From its presenter: the lock and everything presented above it go (on the lock
        // itself, `dismiss` would take only what it presents).
        entry.controller.presentingViewController?.dismiss(animated: false)
      case .window: entry.window?.isHidden = true
      }
    }
  }

  private func lock(_ scene: UIWindowScene) {
    let entry = self.entry(for: scene)
    switch surface {
    case .pageSheet:
      guard entry.controller.presentingViewController == nil,
        var top = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController
      else { return }
      while let presented = top.presentedViewController { top = presented }
      top.present(entry.controller, animated: false)
    case .window:
      entry.window?.isHidden = false
    }
  }

  private func entry(for scene: UIWindowScene) -> Lock {
    if let e = locks.first(where: { $0.scene == ObjectIdentifier(scene) }) { return e }
    let controller = PrivacyCoverViewController()
    var window: UIWindow?
    if surface == .window {
      let w = UIWindow(windowScene: scene)
      w.windowLevel = .alert + 1
      w.rootViewController = controller
      window = w
    }
    locks.append((ObjectIdentifier(scene), controller, window))
    return (ObjectIdentifier(scene), controller, window)
  }
}
