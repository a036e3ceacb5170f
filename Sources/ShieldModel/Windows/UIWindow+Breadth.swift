import Foundation

extension UIWindow {
  /// Posted when a window becomes key (Apple, "didBecomeKeyNotification"; iOS 2+; high).
  /// Declared, not posted: the model's windows learn key status from the model's focus, and no
  /// measured cover observes it.
  nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
  /// Posted when a window stops being key. Declared, not posted (see ``didBecomeKeyNotification``).
  nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
  /// Posted when a window becomes visible. Declared, not posted.
  nonisolated public static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")
  /// Posted when a window becomes hidden. Declared, not posted.
  nonisolated public static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")
}

/// A scene's status bar (UIKit's `UIStatusBarManager`, iOS 13+; Apple,
/// https://developer.apple.com/documentation/uikit/uistatusbarmanager ; high).
@preconcurrency @MainActor public final class UIStatusBarManager {
  nonisolated deinit {}
  /// The status bar's frame in the scene's coordinates: the top safe-area inset's height over
  /// the scene's width (the model's status bar fills the top inset), zero when hidden.
  public let statusBarFrame: CGRect
  /// Whether the status bar is hidden: never in the model.
  public var isStatusBarHidden: Bool { false }
  init(statusBarFrame: CGRect) { self.statusBarFrame = statusBarFrame }
}

extension UIWindowScene {
  /// The scene's status bar (see ``UIStatusBarManager``).
  public var statusBarManager: UIStatusBarManager? {
    let window = windows.first
    let top = window?.safeAreaInsets.top ?? 0
    return UIStatusBarManager(statusBarFrame: CGRect(x: 0, y: 0, width: window?.bounds.width ?? 0, height: top))
  }
}
