/// The kinds of notification an app registered for before iOS 10 (Apple,
/// "UIUserNotificationType", https://developer.apple.com/documentation/uikit/uiusernotificationtype ;
/// iOS 8 to 10, deprecated since; high). Kept for source compatibility.
nonisolated public struct UIUserNotificationType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// A badge on the app's icon.
  public static let badge = UIUserNotificationType(rawValue: 1 << 0)
  /// Sounds.
  public static let sound = UIUserNotificationType(rawValue: 1 << 1)
  /// Alerts.
  public static let alert = UIUserNotificationType(rawValue: 1 << 2)
}

/// A group of notification actions of the pre-iOS 10 API (Apple, "UIUserNotificationCategory";
/// iOS 8 to 10, deprecated since). Kept for source compatibility.
nonisolated open class UIUserNotificationCategory: NSObject, @unchecked Sendable {}

/// The notification kinds an app asked for before iOS 10 (Apple, "UIUserNotificationSettings",
/// https://developer.apple.com/documentation/uikit/uiusernotificationsettings ; iOS 8 to 10,
/// deprecated since; high). **Without behaviour**: kept; see
/// ``UIApplication/registerUserNotificationSettings(_:)``.
nonisolated open class UIUserNotificationSettings: NSObject, @unchecked Sendable {
  /// The kinds asked for.
  public let types: UIUserNotificationType
  /// The action groups.
  public let categories: Set<UIUserNotificationCategory>?
  /// Settings of `types` and `categories`.
  public init(types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
    self.types = types
    self.categories = categories
  }
}

extension UIApplication {
  /// Asks the user to allow the kinds of notification `notificationSettings` names, the
  /// pre-iOS 10 way (Apple, "registerUserNotificationSettings(_:)"; iOS 8 to 10, deprecated
  /// since; high). **Without behaviour**: as ``UNUserNotificationCenter/requestAuthorization(options:completionHandler:)``,
  /// no prompt is shown and the app delegate is told nothing.
  public func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {}
}
