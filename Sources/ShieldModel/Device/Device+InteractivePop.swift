/// The user's swipe back from the screen's leading edge (``SystemEvent/interactivePop``): the
/// navigation controller whose view the swipe reaches pops its top controller, whoever pushed it
/// (the app's screens, or a lock screen its code pushed).
extension Device {
  /// Where the swipe starts, in points from the scene's leading (left) edge: inside the edge
  /// region `UIScreenEdgePanGestureRecognizer` watches (model choice: a few points in).
  static let interactivePopEdgeInset = 2.0

  /// Why the user cannot swipe back now, or `nil`: where a touch in the first scene is refused
  /// (the app not running or not active, system UI over it, the scene covered). A swipe that
  /// reaches no navigation stack is allowed: it pops nothing, as on a device.
  func interactivePopRefusal() -> Refusal? {
    if let reason = runningAppRefusal(leavesInterruptions: true) { return reason }
    guard let s = windowScenes.first else { return .noScene }
    guard isAppActiveWithNoOverlay, s.activationState == .foregroundActive,
      !systemUI.coveredSceneIdentifiers.contains(s.identifier)
    else {
      return "the swipe back reaches only an active scene with nothing over it"
    }
    return nil
  }

  /// The swipe: hit-testing at the leading edge, mid-height, finds the view it reaches; the
  /// innermost navigation controller whose view holds that view pops its top controller when its
  /// `interactivePopGestureRecognizer` is enabled and the stack holds more than one
  /// (``UINavigationController/popViewController(animated:)`` never pops the root).
  /// ``lastInteractivePop`` says what was popped.
  func performInteractivePop() {
    lastInteractivePop = nil
    guard let scene = windowScenes.first else { return }
    lockAsks.lastTouchAt = runLoop.now
    strategy?.sendEvent(nil)
    let point = CGPoint(x: scene.bounds.minX + Self.interactivePopEdgeInset, y: scene.bounds.midY)
    guard let hit = hitView(in: scene, at: point), let nav = Self.navigationController(holding: hit) else {
      log("interactivePop -> no navigation stack")
      return
    }
    guard let recognizer = nav.interactivePopGestureRecognizer, recognizer.isEnabled else {
      log("interactivePop -> recognizer disabled")
      return
    }
    guard nav.viewControllers.count > 1, let top = nav.topViewController else {
      log("interactivePop -> the stack's root")
      return
    }
    let popped = String(describing: type(of: top))
    nav.popViewController(animated: true)
    let below = nav.topViewController.map { ($0 as? any AppScreen)?.screenIdentifier ?? "<\(type(of: $0))>" } ?? "?"
    lastInteractivePop = "\(popped), leaving \(below) on top of its stack"
    log("interactivePop -> popped \(popped)")
  }

  /// The innermost navigation controller of `view`'s window (its root's children and
  /// presentations, followed down) whose view holds `view`, or `nil`.
  static func navigationController(holding view: UIView) -> UINavigationController? {
    guard let root = view.window?.rootViewController else { return nil }
    var found: UINavigationController?
    var pending: [UIViewController] = [root]
    while let vc = pending.popLast() {
      // A stack inside another's view is the one the swipe reaches first.
      if let nav = vc as? UINavigationController, let own = nav.viewIfLoaded, view.isDescendant(of: own),
        found?.viewIfLoaded.map({ own.isDescendant(of: $0) }) ?? true
      {
        found = nav
      }
      pending.append(contentsOf: vc.children)
      if let presented = vc.presentedViewController { pending.append(presented) }
    }
    return found
  }
}
