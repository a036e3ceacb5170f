/// Where the app's own presentations landed: a presentation shows in the window of the controller
/// it was presented from, so one presented from a window that is hidden (or fully transparent) is
/// never seen.
///
/// UIKit presents in the presenter's window: the presentation's container view is added to the
/// window the presenting controller's view is in (Apple, "UIPresentationController",
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller ; high), and a hidden
/// window, or one whose alpha is 0, draws nothing and takes no touches (Apple, "isHidden" and
/// "alpha", https://developer.apple.com/documentation/uikit/uiview/ishidden ; high). Code that
/// presents from "the key window's root" therefore loses its UI when another window was key at
/// that moment and is hidden later: the Salesforce SDK's snapshot window, made key at resign,
/// took an authentication session presented meanwhile and hid it with itself
/// (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/2647 , which kept the snapshot
/// window from becoming key for that reason, and /issues/3195 where it still happened; medium-high).
extension Device {
  /// The first controller the app's own code presented (``SystemEvent/presentSheet(_:)``,
  /// ``SystemEvent/appPresent(_:_:)``) that is still presented in a window of `scene` that shows
  /// nothing (hidden, or alpha 0), with that window's level; `nil` when there is none. Walks the
  /// scene's windows only while some controller presents one.
  package func appPresentationInInvisibleWindow(in scene: UIWindowScene) -> (
    controller: UIViewController, windowLevel: Double
  )? {
    guard LiveObjects.presentingControllers > 0 else { return nil }
    for window in scene.windows where window.isHidden || window.alpha <= 0 {
      var vc = window.rootViewController?.presentedViewController
      while let c = vc {
        if c.isPresentedByAppCode { return (c, Double(window.windowLevel.rawValue)) }
        vc = c.presentedViewController
      }
    }
    return nil
  }
}
