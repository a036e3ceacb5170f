/// The app's own presented UI: ``SystemEvent/presentSheet(_:)`` and ``SystemEvent/dismissSheet``.
extension Device {
  /// The app's own window in `scene`: the one its scene delegate (or, without scenes, its app
  /// delegate) made, not a strategy's.
  package func appWindow(of scene: UIWindowScene) -> UIWindow? {
    if usesScenes { return scene.appUnderTestWindow }
    return (appDelegate as? AppUnderTestDelegate)?.window
  }

  /// The app presents `kind` from the top-most view controller of its window in the first
  /// scene, as apps do (`present` on a controller that is already presenting only warns).
  func presentAppUI(_ kind: AppPresentationKind) {
    guard let scene = windowScenes.first, var top = appWindow(of: scene)?.rootViewController else { return }
    while let presented = top.presentedViewController { top = presented }
    process.appPresentationCount += 1
    log("presentSheet(\(kind.rawValue)) from \(type(of: top))")
    let presented = kind.makeViewController(sensitive: presentsSensitiveContent(in: scene))
    presented.isPresentedByAppCode = true
    top.present(presented, animated: false)
  }

  /// Whether what the app presents in `scene` now shows sensitive content: the scene is sensitive and, for an app
  /// that names its sensitive screens (``AppDescription/sensitiveScreens``), the screen it is presented over (the
  /// top of its navigation stack) is one of them: a sheet or alert shows data of the screen that opens it.
  func presentsSensitiveContent(in scene: UIWindowScene) -> Bool {
    guard app.isSensitive(scene: scene.identifier) else { return false }
    guard app.sensitiveScreens != nil else { return true }
    return app.isSensitive(screen: appScreenStack.last ?? AppDescription.rootScreenIdentifier)
  }

  /// The controller `presenter` names in the first scene (see ``AppPresenter``), or `nil` when
  /// the app has no window there (or, for ``AppPresenter/key``, no key window in it).
  package func appController(_ presenter: AppPresenter) -> UIViewController? {
    guard let scene = windowScenes.first else { return nil }
    switch presenter {
    case .key:
      guard let key = keyboard.keyWindow, key.windowScene === scene else { return nil }
      return key.rootViewController
    case .newWindow:
      guard let window = process.appBrowserWindow, !window.isHidden else { return nil }
      return window.rootViewController
    case .root, .top, .own:
      guard let root = appWindow(of: scene)?.rootViewController else { return nil }
      if presenter == .root { return root }
      var top = root
      var own = root
      while let presented = top.presentedViewController {
        top = presented
        if presented.isPresentedByAppCode { own = presented }
      }
      return presenter == .top ? top : own
    }
  }

  /// The app's code presents `kind` from `presenter` (``SystemEvent/appPresent(_:_:)``).
  func appPresent(_ kind: AppPresentationKind, from presenter: AppPresenter) {
    guard let scene = windowScenes.first else { return }
    let browserWindow = presenter == .newWindow ? showAppBrowserWindow(in: scene) : nil
    guard var from = browserWindow?.rootViewController ?? appController(presenter) else { return }
    // Cordova presents from the window's root; with the browser already up, from what it presents.
    if browserWindow != nil { while let p = from.presentedViewController { from = p } }
    log("appPresent(\(kind.rawValue)) from \(type(of: from))")
    let presented = kind.makeViewController(sensitive: presentsSensitiveContent(in: scene))
    presented.isPresentedByAppCode = true
    (presented as? AppWebViewController)?.browserWindow = browserWindow
    from.present(presented, animated: false)
  }

  /// The app's window for its in-app browser (``AppPresenter/newWindow``), made once per process
  /// in `scene` at the normal level with a blank root, then shown with `makeKeyAndVisible()`.
  private func showAppBrowserWindow(in scene: UIWindowScene) -> UIWindow {
    let window: UIWindow
    if let kept = process.appBrowserWindow, kept.windowScene === scene {
      window = kept
    } else {
      window = UIWindow(windowScene: scene)
      window.windowLevel = .normal
      window.rootViewController = UIViewController()
      process.appBrowserWindow = window
    }
    window.makeKeyAndVisible()
    return window
  }

  /// The controller ``SystemEvent/appDismiss(_:)`` calls `dismiss` on, when that dismisses
  /// something: it presents a controller, or is presented itself (``AppPresenter/own`` only
  /// when the app presented one).
  package func appDismissTarget(_ presenter: AppPresenter) -> UIViewController? {
    guard LiveObjects.presentingControllers > 0, let vc = appController(presenter) else { return nil }
    if presenter == .own, !vc.isPresentedByAppCode { return nil }
    guard vc.presentedViewController != nil || vc.presentingViewController != nil else { return nil }
    return vc
  }

  /// The controller ``SystemEvent/dismissSheet`` dismisses: in the first scene, when a touch
  /// there is possible, the top-most presented controller of the front-most window that takes
  /// a touch in the scene's middle, if the user can dismiss it
  /// (``UIViewController/userCanDismiss(on:)``). A window above it (a cover or a lock in
  /// its own window) keeps the user from reaching it.
  func userDismissableController() -> UIViewController? {
    // Only a presented controller can be dismissed: with none alive, no window is walked.
    guard LiveObjects.presentingControllers > 0, let scene = windowScenes.first, isTouchable(scene) else {
      return nil
    }
    let middle = CGPoint(x: scene.bounds.width / 2, y: scene.bounds.height / 2)
    for window in scene.windows.reversed() where !window.isHidden {
      let local = CGPoint(x: middle.x - window.frame.minX, y: middle.y - window.frame.minY)
      guard withCurrent({ window.hitTest(local, with: nil) }) != nil else { continue }
      guard var top = window.rootViewController, top.presentedViewController != nil else { return nil }
      while let presented = top.presentedViewController { top = presented }
      return top.userCanDismiss(on: self) ? top : nil
    }
    return nil
  }

  /// The user taps the Done or Close button of a controller that has one (its code dismisses
  /// it), else swipes the sheet down: UIKit asks the presentation's delegate first and tells it
  /// before and after, or that the attempt was refused (``UIAdaptivePresentationControllerDelegate``).
  /// It is the top-most, so nothing above it goes.
  func userDismiss(_ vc: UIViewController) {
    log("dismissSheet(\(type(of: vc)))")
    guard !vc.offersDismissButton, let pc = vc.presentationController, let delegate = pc.delegate else {
      vc.dismiss(animated: false)
      return
    }
    guard delegate.presentationControllerShouldDismiss(pc) else {
      log("the sheet's delegate refused the swipe")
      delegate.presentationControllerDidAttemptToDismiss(pc)
      return
    }
    delegate.presentationControllerWillDismiss(pc)
    vc.dismiss(animated: false) { [weak delegate, weak pc] in
      if let delegate, let pc { delegate.presentationControllerDidDismiss(pc) }
    }
  }

  /// Whether the user can touch `scene` now: the app active with nothing over it, the scene
  /// active and not covered by another app's window.
  private func isTouchable(_ scene: UIWindowScene) -> Bool {
    process.isLaunched && process.isAppInForeground && systemUI.overlay == nil
      && scene.activationState == .foregroundActive && !systemUI.coveredSceneIdentifiers.contains(scene.identifier)
  }

  /// The strategy's lock promise (``PrivacyScreenStrategy/isAppLocked``): the app's own word,
  /// not model state.
  public var isAppLocked: Bool { strategy?.isAppLocked ?? false }
  /// The parameter that decides the lock promise by construction
  /// (``PrivacyScreenStrategy/lockPromiseNote``), or `nil`. Read with this device current: a note that reads the
  /// app's storage (the user's lock setting) reads this device's, not whichever device a check last made current
  /// (a breaker's "now off in the app's storage" for a setting the storage held on, thirty-sixth session).
  public var lockPromiseNote: String? { withCurrent { strategy?.lockPromiseNote } }
  /// The platform fact that, with the strategy's reply to it, took the lock down while the
  /// promise stands (``PrivacyScreenStrategy/lockPromiseFact``), or `nil`; read with this device current.
  public var lockPromiseFact: String? { withCurrent { strategy?.lockPromiseFact } }
  /// The parameter that made the strategy's last Face ID request a re-prompt by construction
  /// (``PrivacyScreenStrategy/reauthenticationNote``), or `nil`.
  public var reauthenticationNote: String? { strategy?.reauthenticationNote }
  /// The parameter that leaves the strategy's cover unremoved by construction
  /// (``PrivacyScreenStrategy/coverRemovalNote``), or `nil`.
  public var coverRemovalNote: String? { strategy?.coverRemovalNote }
}

extension Device {
  /// How many times the app has presented its own UI (the generator's kind cycle).
  package var appPresentationCount: Int { process.appPresentationCount }
}

extension Device {
  /// How many controllers are presented above the root of the app's window in the first scene.
  package var appPresentationDepth: Int {
    // With no controller presenting anything on any device the depth is 0: the generator asks
    // every step, and finding the app's window walks the scene's windows.
    guard LiveObjects.presentingControllers > 0, let scene = windowScenes.first,
      var top = appWindow(of: scene)?.rootViewController
    else { return 0 }
    var depth = 0
    while let presented = top.presentedViewController {
      depth += 1
      top = presented
    }
    // The app's browser window's presentations count too (the generator bounds them together).
    if let browser = process.appBrowserWindow, !browser.isHidden, var other = browser.rootViewController {
      while let presented = other.presentedViewController {
        depth += 1
        other = presented
      }
    }
    return depth
  }
}

extension Device {
  /// Every window's presentation chain, back to front, as text (`UIActivityViewController!` for
  /// one that will leave its container when dismissed): hidden state that decides later
  /// touches, which the explorer tells states apart by.
  package var presentationChains: [String] {
    var out: [String] = []
    for scene in windowScenes {
      for window in scene.windows {
        var chain: [String] = []
        var vc = window.rootViewController?.presentedViewController
        while let c = vc {
          chain.append(String(describing: type(of: c)) + (c.leavesContainerOnDismissal ? "!" : ""))
          vc = c.presentedViewController
        }
        if !chain.isEmpty { out.append("\(scene.identifier):" + chain.joined(separator: ">")) }
      }
    }
    return out
  }
}
