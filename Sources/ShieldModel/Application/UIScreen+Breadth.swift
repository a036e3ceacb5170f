import Foundation

extension UIScreen {
  /// Posted when the screen's brightness changes. Declared, not posted (the model's brightness is
  /// the app's own setting, see ``brightness``).
  nonisolated public static let brightnessDidChangeNotification = Notification.Name(
    "UIScreenBrightnessDidChangeNotification")
  /// Posted when the screen's mode changes. Declared, not posted (one mode per profile).
  nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

  /// The screen's bounds in pixels, portrait (Apple, "nativeBounds"; iOS 8+; high).
  public var nativeBounds: CGRect {
    let size = bounds.width <= bounds.height ? bounds.size : CGSize(width: bounds.height, height: bounds.width)
    return CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
  }
  /// The pixels per point of the physical screen: the profile's scale.
  public var nativeScale: CGFloat { scale }
  /// The most frames per second the screen shows: 60 in the model (its frames are turns).
  public var maximumFramesPerSecond: Int { 60 }
  /// The screen's traits: the first scene's (its capture state), else unspecified.
  public var traitCollection: UITraitCollection { UITraitCollection.current }
}
