extension UIScreen {
  /// Posted when a screen is connected to the device (Apple, "didConnectNotification",
  /// https://developer.apple.com/documentation/uikit/uiscreen/didconnectnotification ; iOS 3.2+;
  /// high for the name). **Never posted in the model**: an external display's screen is not
  /// listed (``screens`` holds the device's own), mirroring and AirPlay are the device's capture
  /// state (``isCaptured``, `capturedDidChangeNotification`). A cover keyed on this notification
  /// alone never shows in the model, where on a device it shows when a display is plugged in.
  nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
  /// Posted when a screen is disconnected (Apple, "didDisconnectNotification",
  /// https://developer.apple.com/documentation/uikit/uiscreen/diddisconnectnotification ;
  /// iOS 3.2+). Never posted in the model (see ``didConnectNotification``).
  nonisolated public static let didDisconnectNotification = Notification.Name(
    "UIScreenDidDisconnectNotification")
}
