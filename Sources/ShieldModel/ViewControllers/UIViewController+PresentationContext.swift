/// Who actually presents: UIKit presents from a controller it chooses, not always the receiver
/// of `present` (Apple, "presentingViewController" of `UIPresentationController`: "the root view
/// controller of the window, a parent view controller that is marked as defining the current
/// context, or the last view controller that was presented onscreen. This view controller may
/// or may not be the same one whose present(_:animated:completion:) method was called",
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller ;
/// iOS 8+; high).
extension UIViewController {
  /// The controller that presents a presentation of `layout` asked of this controller, and whose
  /// views it covers.
  ///
  /// A context presentation walks up the parents to the first controller whose
  /// ``definesPresentationContext`` is true (Apple, "definesPresentationContext": "UIKit starts at
  /// the presenting view controller and walks up the view controller hierarchy", a navigation
  /// controller's is true by default,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext ;
  /// high). With none, Apple says "UIKit asks the window's root view controller to handle the
  /// presentation" (same page); the model takes a presented ancestor first (model choice,
  /// medium: a presented controller is, with the root, what the guide calls a controller that
  /// covers the screen, and UIPresentationController's `presentingViewController` may be "the
  /// last view controller that was presented onscreen"), else the window's root view controller.
  /// Every other style is presented by the outermost parent (a child of a navigation controller
  /// presents through its container), which is the window's root or a presented controller:
  /// "When using one of the full-screen presentation styles, the view controller that initiates
  /// the presentation must itself cover the entire screen. If the presenting view controller
  /// does not cover the screen, UIKit walks up the view controller hierarchy until it finds one
  /// that does" (Apple, View Controller Programming Guide, "Presenting a View Controller",
  /// https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html ;
  /// iOS 8+; high; the model applies it to sheets too).
  package func presentingController(for layout: PresentationLayout) -> UIViewController {
    var vc = self
    if layout.placement == .context {
      while !vc.definesPresentationContext, let parent = vc.parent { vc = parent }
      if vc.definesPresentationContext || vc.presentingViewController != nil { return vc }
      return vc.viewIfLoaded?.window?.rootViewController ?? vc
    }
    while let parent = vc.parent { vc = parent }
    return vc
  }

  /// This controller's view's frame in its window's coordinates (the sum of its ancestors'
  /// origins; the model scrolls no bounds), for a context presentation's area.
  package var frameInWindow: CGRect {
    guard let v = viewIfLoaded else { return .zero }
    var origin = v.frame.origin
    var up = v.superview
    while let s = up, !(s is UIWindow) {
      origin.x += s.frame.minX
      origin.y += s.frame.minY
      up = s.superview
    }
    return CGRect(origin: origin, size: v.frame.size)
  }
}
