/// Appearance callbacks: `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)`,
/// `viewDidDisappear(_:)` around presentations.
///
/// A presented controller gets will-appear when its presentation starts and did-appear when it
/// finishes, will- and did-disappear around its dismissal. The covered controller gets them only
/// when the presentation removes its views (``UIViewController/PresentationLayout/removesCoveredViews``:
/// `.fullScreen`, `.currentContext`): a sheet, `.overFullScreen`, `.overCurrentContext` and
/// custom presentations leave the presenter on screen and call nothing on it (Apple,
/// `UIPresentationController.shouldRemovePresentersView`, false by default,
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview ;
/// iOS 13 page sheets, https://velog.io/@yeahg_dev/29.10.21-릴리-TIL-6lp6877u ; custom and
/// over-full-screen, https://mo4tech.com/uimodalpresentationstylecustom-dont-invoke-viewwilldisappear-problem.html ;
/// a Safari view's presenter, https://github.com/openid/AppAuth-iOS/issues/444 ; medium-high).
/// Containers forward them to the child on screen, as UIKit does by default
/// (`shouldAutomaticallyForwardAppearanceMethods`): a navigation controller's top, a tab bar
/// controller's selected tab, and an app container's children whose views are in its view. Windows showing their root controller do not
/// send them in the model.
extension UIViewController {
  /// One of the four appearance callbacks.
  package enum AppearancePhase {
    case willAppear, didAppear, willDisappear, didDisappear
  }

  /// Sends `phase` to this controller and to the child its container shows.
  package func sendAppearance(_ phase: AppearancePhase, animated: Bool) {
    switch phase {
    case .willAppear: viewWillAppear(animated)
    case .didAppear: viewDidAppear(animated)
    case .willDisappear: viewWillDisappear(animated)
    case .didDisappear: viewDidDisappear(animated)
    }
    if let navigation = self as? UINavigationController {
      navigation.topViewController?.sendAppearance(phase, animated: animated)
    } else if let tabs = self as? UITabBarController {
      tabs.selectedViewController?.sendAppearance(phase, animated: animated)
    } else if !childStorage.isEmpty, let own = viewIfLoaded {
      // An app's container forwards to each child whose view is in its own (Apple,
      // "shouldAutomaticallyForwardAppearanceMethods", true by default,
      // https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods ;
      // iOS 6+; high).
      for child in childStorage where child.viewIfLoaded?.isDescendant(of: own) == true {
        child.sendAppearance(phase, animated: animated)
      }
    }
  }
}
