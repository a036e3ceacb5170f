extension UIViewController {
  /// Shows `vc` in a primary context (Apple, "show(_:sender:)",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:) ; iOS 8+;
  /// high): the default implementation asks the enclosing controllers for one that handles it
  /// (``UINavigationController`` pushes `vc`, Apple, "UINavigationController", "show(_:sender:)");
  /// when none does, "this method uses the window's root view controller to present vc modally".
  /// The model takes the nearest navigation controller among the controller and its parents,
  /// else presents from the root view controller of the controller's window (animated, as UIKit
  /// presents here); a controller whose view is in no window presents nothing, as
  /// ``present(_:animated:completion:)``.
  public func show(_ vc: UIViewController, sender: Any?) {
    var current: UIViewController? = self
    while let c = current {
      if let navigation = c as? UINavigationController {
        navigation.pushViewController(vc, animated: true)
        return
      }
      current = c.parent
    }
    (viewIfLoaded?.window?.rootViewController ?? self).present(vc, animated: true)
  }
}
