/// What an app asks permission for (Apple, "UNAuthorizationOptions",
/// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions ; iOS 10+;
/// high). Nonisolated, as the SDK imports an option set.
nonisolated public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// A badge on the app's icon.
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  /// Sounds.
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  /// Alerts.
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  /// In CarPlay.
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  /// Critical alerts (iOS 12+).
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  /// A button for the app's notification settings (iOS 12+).
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  /// Quiet delivery without asking (iOS 12+).
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

extension UNUserNotificationCenter {
  /// Asks the user to allow the app's notifications (Apple, "requestAuthorization(options:completionHandler:)",
  /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:) ;
  /// iOS 10+; high). **Without behaviour**: the model shows no permission prompt and never calls
  /// `completionHandler` (the system's answer, and the prompt's own deactivation of the app, are
  /// not modeled here; the fuzzer's `systemAlert(.permission)` event stands for a permission prompt over
  /// the app).
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {}
}
