/// A screen of the app under test as the app's own code knows it: which screen it is and whether
/// it shows sensitive content.
///
/// App code that protects only some screens asks the class of the controller it finds, as
/// Strongbox's app delegate asks whether the visible controller is one of its sensitive classes
/// before covering (https://github.com/strongbox-password-safe/Strongbox , `AppDelegate.m` at
/// ab75d98202f420b141e920b5e409aea5123deec7) and Firefox's sensitive screens share one parent
/// class (https://github.com/mozilla-mobile/firefox-ios/issues/20519 ). A strategy asks this
/// protocol instead of a class name. The app's own screens (``AppDescription``) and the
/// controllers it presents conform.
@preconcurrency @MainActor public protocol AppScreen: AnyObject {
  /// The screen's name: ``AppDescription/rootScreenIdentifier`` for the first screen, a
  /// ``AppDescription/Screen``'s identifier, or the kind of a presented controller (`sheet`).
  var screenIdentifier: String { get }
  /// Whether it shows sensitive content (none in a scene the app marks non-sensitive).
  var isSensitiveScreen: Bool { get }
}

extension UIViewController {
  /// The screen shown in this controller's place: for a navigation controller the visible
  /// controller (a controller presented on it, else the top of its stack), else the top-most
  /// controller presented above this one, else this one; `nil` when that is not an
  /// ``AppScreen``.
  public var visibleAppScreen: (any AppScreen)? {
    var shown: UIViewController = self
    while true {
      if let nav = shown as? UINavigationController, let visible = nav.visibleViewController, visible !== nav {
        shown = visible
      } else if let presented = shown.presentedViewController {
        shown = presented
      } else {
        break
      }
    }
    return shown as? any AppScreen
  }
}
