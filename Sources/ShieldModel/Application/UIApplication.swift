/// The app object (UIKit's `UIApplication`): its delegate, aggregate state and notifications.
///
/// In a scene-based app `applicationState` is the state of the most active scene, and the four
/// app-level notifications follow that aggregate: will-resign when the last active scene leaves
/// active, did-become-active when the first scene becomes active, did-enter-background when no
/// scene remains in the foreground, will-enter-foreground when the first scene leaves the
/// background. They are posted after the scene's own delegate call and notification (Apple,
/// "applicationState", https://developer.apple.com/documentation/uikit/uiapplication/applicationstate ;
/// "willEnterForegroundNotification",
/// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification ;
/// iOS 13+; the order is unsourced and chosen, see the model page). In an app-delegate-only app
/// the delegate's methods are called first, then the notification (Apple, QA1838).
///
/// The notification names (here, on `UIScene` and `UIScreen`) are `nonisolated`, as Swift 6
/// imports the SDK's `NSNotificationName` constants ("Import NSNotificationName constants as
/// `nonisolated`", https://github.com/swiftlang/swift/pull/71419 ; Swift 6.0+; high), so
/// nonisolated code passes them to the center as it does against the iOS SDK.
@preconcurrency @MainActor public final class UIApplication {
  nonisolated deinit {}
  /// Posted when the app is about to stop being active.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app has become active.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app has entered the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to terminate while it runs (not suspended), as the user
  /// swipes its card away in the switcher (``SystemEvent/terminateApp``).
  nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  /// Posted when the app is about to leave the background.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted after the user took a screenshot; the image is already taken (Apple,
  /// "userDidTakeScreenshotNotification",
  /// https://developer.apple.com/documentation/uikit/uiapplication/userdidtakescreenshotnotification ; iOS 7+).
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// Posted after the app's interface turned to a new orientation, with the application as the
  /// object (Apple, "didChangeStatusBarOrientationNotification",
  /// https://developer.apple.com/documentation/uikit/uiapplication/didchangestatusbarorientationnotification ;
  /// iOS 2+, deprecated in iOS 13 for `viewWillTransition(to:with:)` and still posted; high for
  /// the name and object). The model posts it when a rotation turns the app's scenes, after their
  /// windows took the new size (medium: the order against the windows' layout is the model's
  /// reading); the previous orientation in its `userInfo` is not modeled. A device turned while the
  /// app is in the background posts nothing: the app catches up when it comes back.
  nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")

  /// The app's state: active, inactive or background.
  nonisolated public enum State: Int, Sendable {
    case active = 0
    case inactive = 1
    case background = 2
  }

  /// Keys of the launch options (Apple, "UIApplication.LaunchOptionsKey",
  /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey ; iOS 3+;
  /// high). Kept for source compatibility: the model's launches pass `nil` (no launch from a URL,
  /// a notification, a quick action or an activity), so an app's branch on a key is never taken.
  nonisolated public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The payload of the remote notification the app was launched for.
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The Home Screen quick action the app was launched from (a ``UIApplicationShortcutItem``).
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The user activity the app was launched to continue.
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    /// The type of that user activity.
    public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
  }

  /// Keys of the options of an app delegate's `application(_:open:options:)` (Apple,
  /// "UIApplication.OpenURLOptionsKey",
  /// https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey ; iOS 9+).
  /// A type only: the model opens no URL in the app, so no options are ever passed.
  nonisolated public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// The annotation the opening app passed.
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file must be opened in place.
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  /// The current device's app (UIKit code's `UIApplication.shared`).
  public static var shared: UIApplication { Device.current!.application }

  unowned let device: Device

  package init(device: Device) { self.device = device }

  /// The app delegate.
  public var delegate: (any UIApplicationDelegate)? {
    // The app's own delegate when it is hosted (AppDelegateHost), as UIKit's is the app's.
    (device.strategy as? AppDelegateHost)?.appDelegate ?? device.appDelegate
  }

  /// The app's aggregate state (the most active scene's).
  public var applicationState: State { device.applicationState }
  /// The number on the app's icon (UIKit's `applicationIconBadgeNumber`, deprecated in iOS 17
  /// for `UNUserNotificationCenter.setBadgeCount`): kept, shown nowhere in the model.
  public var applicationIconBadgeNumber = 0
  /// Whether the app keeps the screen from dimming and locking while it is in front (Apple,
  /// "isIdleTimerDisabled",
  /// https://developer.apple.com/documentation/uikit/uiapplication/isidletimerdisabled ; iOS 2+;
  /// high). Kept: the model has no idle timer (the device locks only when a trace says so), so
  /// the value changes no behaviour; `false` by default, as in UIKit.
  public var isIdleTimerDisabled = false

  /// The connected scenes, in connection order. UIKit returns a `Set`; the model returns an
  /// array so that iteration order is deterministic.
  public var connectedScenes: [UIScene] { device.connectedScenes }

  /// Every window of every connected scene, back to front.
  public var windows: [UIWindow] {
    var all: [UIWindow] = []
    for scene in device.windowScenes { all += scene.windows }
    return all
  }

  /// The key window, if any.
  public var keyWindow: UIWindow? { device.keyboard.keyWindow }

  /// Asks UIKit to show the launch image instead of the snapshot on the next launch. It does
  /// not stop the snapshot from being taken (Apple, "ignoreSnapshotOnNextApplicationLaunch()";
  /// https://stackoverflow.com/q/18959411 ; medium), so the model ignores it.
  public func ignoreSnapshotOnNextApplicationLaunch() {}
}

/// The app delegate's methods that the model calls. In a scene-based app UIKit does not call the
/// four UI-state methods (Apple, "applicationWillResignActive(_:)",
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:) ;
/// iOS 13+; high).
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
  /// The app's main window in an app-delegate-only app.
  var window: UIWindow? { get set }
  /// Called once at launch.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Called before the app stops being active (app-delegate-only apps).
  func applicationWillResignActive(_ application: UIApplication)
  /// Called after the app became active (app-delegate-only apps).
  func applicationDidBecomeActive(_ application: UIApplication)
  /// Called before UIKit makes a scene for a new session (scene-based apps; Apple,
  /// "application(_:configurationForConnecting:options:)",
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:) ;
  /// iOS 13+; high). Every scene the model connects has a new session.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Called when the user discarded scene sessions in the app switcher. The model disconnects
  /// scenes but never discards a session, so it never calls this.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// Called after the app entered the background (app-delegate-only apps).
  func applicationDidEnterBackground(_ application: UIApplication)
  /// Called before the app leaves the background (app-delegate-only apps).
  func applicationWillEnterForeground(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
}
