extension UIDevice {
  /// Posted when the device turns to a new orientation, with the device as the object (Apple,
  /// "orientationDidChangeNotification",
  /// https://developer.apple.com/documentation/uikit/uidevice/orientationdidchangenotification ;
  /// iOS 2+; high for the name and object). The model posts it when a rotation turns the app's
  /// scenes, after ``UIApplication/didChangeStatusBarOrientationNotification`` (medium: the order of
  /// the two is the model's reading). UIKit posts it only while orientation notifications are
  /// generated (``beginGeneratingDeviceOrientationNotifications()``); an app's UIKit generates them
  /// for its own autorotation, so the model always posts (medium). A device turned while the app is
  /// in the background posts nothing.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// Starts orientation notifications (Apple, "beginGeneratingDeviceOrientationNotifications()");
  /// the model always posts them (``orientationDidChangeNotification``), so this does nothing.
  public func beginGeneratingDeviceOrientationNotifications() {}

  /// Stops orientation notifications; the model keeps posting them (see above).
  public func endGeneratingDeviceOrientationNotifications() {}
}
