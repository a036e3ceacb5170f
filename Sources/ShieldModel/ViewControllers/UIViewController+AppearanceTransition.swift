/// A container's manual appearance calls: `beginAppearanceTransition(_:animated:)` and
/// `endAppearanceTransition()`.
///
/// UIKit: begin tells a controller its views are about to appear (`true`) or disappear
/// (`false`), which calls `viewWillAppear(_:)` or `viewWillDisappear(_:)`; end tells it the
/// change is done, which calls `viewDidAppear(_:)` or `viewDidDisappear(_:)` (Apple,
/// "beginAppearanceTransition(_:animated:)",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:) ,
/// and "endAppearanceTransition()",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition() ;
/// iOS 5+; high). The model sends them as its presentations do (``sendAppearance(_:animated:)``:
/// to the controller, then to the child its container shows, as UIKit forwards by default);
/// an end with no begin before it calls nothing (model choice: UIKit does not say what it does).
/// Apps call them on every window's root around the background, as a cover's app delegate may
/// (`for window in application.windows { window.rootViewController?.beginAppearanceTransition(...) }`).
extension UIViewController {
  /// Starts an appearance (`isAppearing` true) or disappearance transition: calls
  /// `viewWillAppear(animated)` or `viewWillDisappear(animated)`.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    pendingAppearanceTransition = (isAppearing, animated)
    sendAppearance(isAppearing ? .willAppear : .willDisappear, animated: animated)
  }

  /// Ends the transition begun last: calls `viewDidAppear(_:)` or `viewDidDisappear(_:)` with
  /// the begin's `animated`; nothing when none is pending.
  public func endAppearanceTransition() {
    guard let pending = pendingAppearanceTransition else { return }
    pendingAppearanceTransition = nil
    sendAppearance(pending.isAppearing ? .didAppear : .didDisappear, animated: pending.animated)
  }
}
