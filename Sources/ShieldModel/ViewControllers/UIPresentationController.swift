/// The object that manages a presentation (UIKit's `UIPresentationController`), reduced to what
/// the app sees of it: the two controllers and the adaptive delegate that hears about the user's
/// dismissals.
///
/// UIKit makes it on first access, so apps set its delegate before presenting (model choice: the
/// model makes it on first access too and keeps it).
@preconcurrency @MainActor open class UIPresentationController {
  nonisolated deinit {}
  /// The controller being presented.
  public private(set) weak var presentedViewController: UIViewController?
  /// The controller that presents it, while it is presented.
  public var presentingViewController: UIViewController? { presentedViewController?.presentingViewController }
  /// Told about the user's attempts to dismiss the presentation.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  init(presented: UIViewController) { presentedViewController = presented }
}

/// The delegate of a presentation (UIKit's `UIAdaptivePresentationControllerDelegate`, iOS 13's
/// dismissal methods). When the user swipes a sheet down UIKit asks
/// ``presentationControllerShouldDismiss(_:)``; on `false` (or under `isModalInPresentation`) it
/// calls ``presentationControllerDidAttemptToDismiss(_:)`` and the sheet stays; otherwise
/// ``presentationControllerWillDismiss(_:)``, the dismissal, then
/// ``presentationControllerDidDismiss(_:)``. None of them is called for a dismissal made by code,
/// a Done button's included (Apple, "presentationControllerDidDismiss(_:)": "not called if the
/// presentation is dismissed programmatically",
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:) ;
/// …/presentationcontrollerdidattempttodismiss(_:) ; order:
/// https://medium.com/better-programming/the-lifecycle-and-control-when-dismissing-a-modal-view-with-pagesheet-in-ios-13-4bbd1e3e1ec7 ;
/// iOS 13+; high).
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the user's swipe may dismiss the sheet (default `true`).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// The user's swipe will dismiss the sheet.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user's swipe dismissed the sheet.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user's swipe was refused.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Allows the dismissal.
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
