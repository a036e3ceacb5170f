import Foundation

extension UIApplication {
  /// Posted when the device locks and the app's protected files become unreadable (Apple,
  /// "protectedDataWillBecomeUnavailableNotification"; iOS 4+; high). Declared, **not posted**:
  /// the model has no Data Protection classes, so an observer of it never runs (say so when a
  /// cover hangs on it).
  nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
    "UIApplicationProtectedDataWillBecomeUnavailable")
  /// Posted when the protected files become readable again (Apple; iOS 4+). Declared, not posted.
  nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
    "UIApplicationProtectedDataDidBecomeAvailable")
  /// Posted on a significant change of time (midnight, a time zone change). Declared, not posted:
  /// the model's clock has no calendar.
  nonisolated public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
  /// Posted when the app finished launching (Apple, "didFinishLaunchingNotification"; iOS 2+;
  /// high): right after the app delegate's `application(_:didFinishLaunchingWithOptions:)`
  /// returns.
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted on a memory warning. Declared, not posted: the model has no memory pressure.
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// The URL of the app's page in Settings (Apple, "openSettingsURLString"; iOS 8+; high).
  nonisolated public static let openSettingsURLString = "app-settings:"

  /// Keys of the options of ``open(_:options:completionHandler:)`` (UIKit's
  /// `UIApplication.OpenExternalURLOptionsKey`).
  nonisolated public struct OpenExternalURLOptionsKey: Hashable, Sendable {
    public let rawValue: String
    /// A key of raw value `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only a universal link (iOS 10+).
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Whether the app's protected files are readable: always in the model (no Data Protection;
  /// see ``protectedDataWillBecomeUnavailableNotification``).
  public var isProtectedDataAvailable: Bool { true }
  /// Whether the app may show more than one scene (iPad and Mac profiles with scenes).
  public var supportsMultipleScenes: Bool { device.profile.device.supportsMultipleScenes && device.usesScenes }
  /// The sessions of the app's connected scenes, in connection order (the model keeps no
  /// disconnected sessions).
  public var openSessions: Set<UISceneSession> {
    Set(connectedScenes.map(\.session))
  }
  /// Whether the app registered for remote notifications: never in the model.
  public var isRegisteredForRemoteNotifications: Bool { false }
  /// Asks for a device token. Nothing happens in the model (no push service).
  public func registerForRemoteNotifications() {}
  /// The layout direction of the app: left to right.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether some app opens `url` (Apple, "canOpenURL(_:)"; high). The model has no other apps to
  /// open: `false`.
  public func canOpenURL(_ url: URL) -> Bool { false }
  /// Asks the system to open `url` in another app (Apple, "open(_:options:completionHandler:)";
  /// iOS 10+; high: the handler hears whether it opened). The model opens no other app (leaving
  /// the app is the fuzzer's own event): the handler hears `false` in the next main-queue turn,
  /// as UIKit calls it on the main queue after the call returns.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    guard let completion else { return }
    DispatchQueue.main.async { MainActor.assumeIsolated { completion(false) } }
  }
}
