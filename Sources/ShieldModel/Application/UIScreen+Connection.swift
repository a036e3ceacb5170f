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

  /// The screen an external display mirrors, on that display's screen; `nil` otherwise (Apple,
  /// "mirrored", https://developer.apple.com/documentation/uikit/uiscreen/mirrored : "If mirroring
  /// is supported and enabled, this property contains the screen object of the primary screen
  /// being mirrored; otherwise, the value of this property is nil"; iOS 4.3+, deprecated in
  /// iOS 16; high). Always `nil` in the model: its screens are the device's own (the primary one
  /// mirrors nothing), and an external display's screen is not listed (``didConnectNotification``);
  /// mirroring shows as ``isCaptured``.
  public var mirrored: UIScreen? { nil }
}
