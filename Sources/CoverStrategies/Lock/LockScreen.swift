import ShieldModel

/// One scene's lock screen as placed by the lock's code: the controller, and what placing it
/// changed (its window, the app window it hid, the root it replaced, the view it was added to).
final class LockScreen {
  /// The lock screen's controller.
  let controller: LockViewController
  /// The lock's own window (``LockConfiguration/Placement/window(level:makesKey:hidesMain:)``).
  var window: UIWindow?
  /// The app window hidden while locked.
  weak var hiddenMain: UIWindow?
  /// The app window, made key again when the lock goes (the lock made itself key, or hid it).
  weak var rekeyedMain: UIWindow?
  /// The app window whose root the lock replaced, and that root.
  weak var replacedIn: UIWindow?
  var replacedRoot: UIViewController?
  /// The navigation controller the lock was pushed on (``LockConfiguration/Placement/push(disablesPopGesture:)``).
  weak var pushedOn: UINavigationController?

  init(controller: LockViewController) { self.controller = controller }

  /// The app's own window in `scene`.
  static func appWindow(of scene: UIWindowScene) -> UIWindow? {
    if let w = (scene.delegate as? any UIWindowSceneDelegate)?.window { return w }
    if let w = UIApplication.shared.delegate?.window, w.windowScene === scene { return w }
    return nil
  }

  /// Puts the lock screen up in `scene` as `configuration` says.
  func place(in scene: UIWindowScene, _ configuration: LockConfiguration) {
    let main = Self.appWindow(of: scene)
    var faded: UIView?
    switch configuration.placement {
    case .window(let level, let makesKey, let hidesMain):
      let w = UIWindow(windowScene: scene)
      w.windowLevel = UIWindow.Level(CGFloat(level))
      w.rootViewController = controller
      window = w
      if makesKey { w.makeKeyAndVisible() } else { w.isHidden = false }
      if hidesMain, let main {
        main.isHidden = true
        hiddenMain = main
      }
      if makesKey || hidesMain { rekeyedMain = main }
      faded = w
    case .present(let from, let style, let modal):
      guard var presenter = main?.rootViewController else { return }
      if from == .top { while let p = presenter.presentedViewController { presenter = p } }
      controller.modalPresentationStyle = style.modalPresentationStyle
      controller.isModalInPresentation = modal
      presenter.present(controller, animated: configuration.isAnimated)
    case .subview(let host):
      let container: UIView?
      switch host {
      case .window0: container = UIApplication.shared.windows.first
      case .keyWindow: container = UIApplication.shared.keyWindow
      case .rootView: container = main?.rootViewController?.view
      }
      guard let container else { return }
      let v = controller.view!
      v.frame = container.bounds
      v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(v)
      faded = v
    case .root:
      guard let main, let root = main.rootViewController, root !== controller else { return }
      replacedIn = main
      replacedRoot = root
      main.rootViewController = controller
      faded = controller.view
    case .swiftUIOverlay:
      // The overlay is state of the root view: it appears in SwiftUI's next update.
      let v = controller.view!
      let animated = configuration.isAnimated
      SwiftUIUpdate.next { [weak main] in
        guard let host = main?.rootViewController?.view else { return }
        v.frame = host.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.addSubview(v)
        if animated { Self.fadeIn(v) }
      }
    case .push(let disablesPopGesture):
      guard let nav = main?.rootViewController as? UINavigationController else { return }
      if disablesPopGesture { nav.interactivePopGestureRecognizer?.isEnabled = false }
      pushedOn = nav
      nav.pushViewController(controller, animated: configuration.isAnimated)
    }
    if configuration.isAnimated, let faded { Self.fadeIn(faded) }
  }

  /// Takes the lock screen down, undoing what placing it changed; returns whether it is down as
  /// far as app code can tell (a dismissal UIKit ignored leaves the lock presented).
  @discardableResult
  func remove(_ configuration: LockConfiguration) -> Bool {
    // The lock's field gives up the keyboard before it goes.
    _ = controller.viewIfLoaded?.endEditing(true)
    switch configuration.placement {
    case .window:
      // Signal and Element X show their main window again and make it key: a window hidden
      // and shown again does not get key status back by itself.
      hiddenMain?.isHidden = false
      window?.isHidden = true
      rekeyedMain?.makeKey()
    case .present:
      controller.presentingViewController?.dismiss(animated: false)
    case .subview:
      controller.viewIfLoaded?.removeFromSuperview()
    case .root:
      if let w = replacedIn, let root = replacedRoot, w.rootViewController === controller {
        w.rootViewController = root
      }
      replacedRoot = nil
    case .swiftUIOverlay:
      let v = controller.viewIfLoaded
      SwiftUIUpdate.next { v?.removeFromSuperview() }
    case .push(let disablesPopGesture):
      // Off the stack wherever it is (a screen the app pushed above it goes with it, as a pop to it
      // would take it); a lock the user's swipe already popped is not on it.
      if let nav = pushedOn, let i = nav.viewControllers.firstIndex(where: { $0 === controller }) {
        if i == nav.viewControllers.count - 1 {
          nav.popViewController(animated: false)
        } else {
          nav.setViewControllers(Array(nav.viewControllers[..<i]), animated: false)
        }
      }
      if disablesPopGesture { pushedOn?.interactivePopGestureRecognizer?.isEnabled = true }
      pushedOn = nil
    }
    return controller.presentingViewController == nil
  }

  private static func fadeIn(_ view: UIView) {
    UIView.performWithoutAnimation { view.alpha = 0 }
    UIView.animate(withDuration: 0.3) { view.alpha = 1 }
  }
}
