/// An object that restores its state from a user activity, as the handler of an app delegate's
/// `application(_:continue:restorationHandler:)` receives them (Apple, "UIUserActivityRestoring",
/// https://developer.apple.com/documentation/uikit/uiuseractivityrestoring ; iOS 12+; UIKit's
/// `UIResponder` adopts it). A type only: the model delivers no user activities, so nothing
/// calls ``restoreUserActivityState(_:)``.
@preconcurrency @MainActor public protocol UIUserActivityRestoring: AnyObject {
  /// Restores state from `activity`.
  func restoreUserActivityState(_ activity: NSUserActivity)
}
