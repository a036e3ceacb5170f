/// The UserNotifications framework's center (Apple, "UNUserNotificationCenter",
/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter ; iOS
/// 10+; high): the app's one center, its delegate and the removal of its notifications. Apps set
/// the delegate at launch, in the app delegate that holds their privacy code, so the type must
/// exist for that delegate to compile. The model posts no notifications of the app and calls no
/// delegate method (a notification's banner or tap is the system's `openEntry(notification, …)`,
/// which does not go through this delegate); the calls below change nothing else.
nonisolated open class UNUserNotificationCenter: @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  /// The app's center (Apple, "current()": "the shared user notification center object for your
  /// app").
  open class func current() -> UNUserNotificationCenter { shared }
  /// The object that handles the app's notifications; held weakly, as the SDK's `weak var`.
  open weak var delegate: (any UNUserNotificationCenterDelegate)?
  init() {}
  /// Removes the app's delivered notifications from Notification Center (none in the model).
  open func removeAllDeliveredNotifications() {}
  /// Removes the app's scheduled notifications (none in the model).
  open func removeAllPendingNotificationRequests() {}
}

/// What handles the app's notifications (Apple, "UNUserNotificationCenterDelegate",
/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate ;
/// iOS 10+; high). Nonisolated, as the SDK imports it (its completion handlers are called on a
/// queue of the framework's: https://github.com/ntd4996/agentpet/issues/6 ; apps mark their
/// witnesses `nonisolated`: https://github.com/UbiqueInnovation/ubkit-ios/pull/95 ); both methods
/// are optional in the SDK, so the extension below gives empty defaults. The model never calls
/// them (see ``UNUserNotificationCenter``).
nonisolated public protocol UNUserNotificationCenterDelegate: AnyObject {
  /// The user answered a notification.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
  /// A notification arrived while the app was in the foreground.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
}

extension UNUserNotificationCenterDelegate {
  /// Optional in the SDK: nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {}
  /// Optional in the SDK: nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {}
}

/// The user's answer to a notification (Apple, "UNNotificationResponse",
/// https://developer.apple.com/documentation/usernotifications/unnotificationresponse ; iOS 10+).
nonisolated open class UNNotificationResponse: @unchecked Sendable {
  /// The notification answered.
  public let notification: UNNotification
  /// The action chosen (the default action's identifier when the user tapped the banner).
  public let actionIdentifier: String
  /// A response to `notification` with `actionIdentifier`.
  public init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// A delivered notification (Apple, "UNNotification",
/// https://developer.apple.com/documentation/usernotifications/unnotification ; iOS 10+).
nonisolated open class UNNotification: @unchecked Sendable {
  /// Its request.
  public let request: UNNotificationRequest
  /// A notification of `request`.
  public init(request: UNNotificationRequest) { self.request = request }
}

/// A notification's request (Apple, "UNNotificationRequest",
/// https://developer.apple.com/documentation/usernotifications/unnotificationrequest ; iOS 10+).
nonisolated open class UNNotificationRequest: @unchecked Sendable {
  /// The request's identifier.
  public let identifier: String
  /// What the notification shows and carries.
  public let content: UNNotificationContent
  /// A request `identifier` for `content`.
  public init(identifier: String, content: UNNotificationContent) {
    self.identifier = identifier
    self.content = content
  }
}

/// What a notification shows and carries (Apple, "UNNotificationContent",
/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent ; iOS 10+).
nonisolated open class UNNotificationContent: @unchecked Sendable {
  /// The title.
  open var title = ""
  /// The body text.
  open var body = ""
  /// The app's data (a remote notification's payload).
  open var userInfo: [AnyHashable: Any] = [:]
  /// Empty content.
  public init() {}
}

/// How a notification is shown while the app is in the foreground (Apple,
/// "UNNotificationPresentationOptions",
/// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions ;
/// iOS 10+). Nonisolated, as the SDK imports an option set.
nonisolated public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// A badge on the app's icon.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// The notification's sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// An alert (deprecated in iOS 14 for `banner` and `list`).
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// In Notification Center's list (iOS 14+).
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// As a banner (iOS 14+).
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
