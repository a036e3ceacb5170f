// Signal-iOS ScreenLockUI: Signal's own types from SignalServiceKit, SignalUI and the app (stubs);
// Signal's app delegate re-posts UIKit's life-cycle notifications under its own names.
class OWSWindow: UIWindow {}

extension UIWindow.Level {
  static let _background = UIWindow.Level(rawValue: -1)
}

enum Theme {
  static var launchScreenBackgroundColor: UIColor { .black }
}

protocol ScreenLockViewDelegate: AnyObject {
  func unlockButtonWasTapped()
}

class ScreenLockViewController: UIViewController {
  enum UIState { case none, screenProtection, screenLock }
  weak var delegate: (any ScreenLockViewDelegate)?
  func updateUIWithState(_ uiState: UIState, isLogoAtTop: Bool, animated: Bool) {}
}

final class WindowManager {
  nonisolated(unsafe) static let shared = WindowManager()
  var isScreenBlockActive = false
}

enum AppReadiness {
  static var isAppReady: Bool { true }
  static func runNowOrWhenAppWillBecomeReady(_ block: @escaping () -> Void) { block() }
}

struct ScreenLockError: Error {
  var userErrorDescription: String { "" }
}

final class ScreenLock {
  nonisolated(unsafe) static let shared = ScreenLock()
  static let ScreenLockDidChange = Notification.Name("ScreenLockDidChange")
  func isScreenLockEnabled() -> Bool { false }
  func screenLockTimeout() -> TimeInterval { 0 }
  func tryToUnlockScreenLock(
    success: @escaping () -> Void, failure: @escaping (ScreenLockError) -> Void,
    unexpectedFailure: @escaping (ScreenLockError) -> Void, cancel: @escaping () -> Void
  ) {}
}

enum Logger {
  static func info(_ message: String) {}
  static func verbose(_ message: String) {}
  static func warn(_ message: String) {}
}

func AssertIsOnMainThread() {}
func owsAssertBeta(_ condition: Bool) {}
func owsAssertDebug(_ condition: Bool) {}
func owsFailDebug(_ message: String) {}
func OWSLocalizedString(_ key: String, comment: String) -> String { key }

struct ActionSheetAction {}

enum OWSActionSheets {
  static func showActionSheet(
    title: String?, message: String?, buttonAction: ((ActionSheetAction) -> Void)?,
    fromViewController: UIViewController?
  ) {}
}

final class Preferences {
  var isScreenSecurityEnabled: Bool { true }
}

final class Environment {
  nonisolated(unsafe) static let shared = Environment()
  let preferences = Preferences()
}

extension NSNotification.Name {
  static let OWSApplicationDidBecomeActive = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
  static let OWSApplicationWillResignActive = NSNotification.Name("UIApplicationWillResignActiveNotification")
  static let OWSApplicationWillEnterForeground = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
  static let OWSApplicationDidEnterBackground = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let window = (scene as? UIWindowScene)?.windows.first else { return }
    ScreenLockUI.shared.setupWithRootWindow(window)
    ScreenLockUI.shared.startObserving()
  }
}
public let descriptor = StrategyDescriptor(
  name: "signal", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes, make: { Glue() })
