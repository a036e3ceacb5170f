/// The device's screen (UIKit's `UIScreen`).
///
/// `isCaptured` is true while the screen is recorded, mirrored or sent over AirPlay, and
/// `capturedDidChangeNotification` is posted when that changes (Apple, "isCaptured",
/// https://developer.apple.com/documentation/uikit/uiscreen/iscaptured ; iOS 11+; high).
///
/// An `NSObject`, as UIKit declares it (`class UIScreen : NSObject`, Apple, "UIScreen",
/// https://developer.apple.com/documentation/uikit/uiscreen ; iOS 2+; high), so screens compare
/// with `==` by identity (`NSObject`'s default `isEqual(_:)`) and hash, as an app's
/// `UIScreen.screens.first(where: { $0.mirrored == UIScreen.main })` does.
@preconcurrency @MainActor public final class UIScreen: NSObject {
  nonisolated deinit {}
  /// `<UIScreen>`: no address, so that a description is the same in every run (as
  /// ``UIResponder/description``).
  nonisolated public override var description: String { "<UIScreen>" }
  /// Posted with the screen as object when ``isCaptured`` changes.
  nonisolated public static let capturedDidChangeNotification = Notification.Name(
    "UIScreenCapturedDidChangeNotification")

  /// The current device's screen.
  public static var main: UIScreen { Device.current?.screen ?? UIScreen(bounds: .zero) }

  /// The screens attached to the device (UIKit's `UIScreen.screens`, deprecated in iOS 16 but
  /// still there): the device's own. A mirrored display's screen is not listed; it would only
  /// repeat what `isCaptured` says, which is the device's capture state on every screen
  /// (Apple, "screens", https://developer.apple.com/documentation/uikit/uiscreen/screens ;
  /// "isCaptured" is true on the main screen while it is mirrored; high).
  public static var screens: [UIScreen] { [main] }

  /// The screen's rectangle in points, in the current interface orientation.
  public package(set) var bounds: CGRect

  package init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  /// Key-value observers of ``isCaptured`` (``observe(_:options:changeHandler:)``): each returns
  /// whether its observation is still running.
  package var capturedObservers: [(UIScreen) -> Bool] = []
  /// Observers registered with `addObserver(_:forKeyPath:options:context:)` and not removed.
  package var keyPathObservers: Set<ObjectIdentifier> = []

  /// Pixels per point (UIKit's `scale`): the profile's device's (``DeviceKind/screenScale``: 3 on
  /// the iPhone, 2 on the iPad and the Mac) (Apple, "scale",
  /// https://developer.apple.com/documentation/uikit/uiscreen/scale ). Image renderers draw at it
  /// by default, and a Core Image blur's radius is in those pixels.
  public var scale: CGFloat { mainScreenScale() }

  /// Whether the screen is being recorded, mirrored or sent over AirPlay.
  public var isCaptured: Bool { Device.current?.capture.isActive ?? false }

  /// The screen's brightness, 0 to 1 (Apple, "brightness",
  /// https://developer.apple.com/documentation/uikit/uiscreen/brightness ; high: an app's setting
  /// lasts until the device locks). Kept, not drawn: a dim screen still shows its content to
  /// captures. Default 0.5.
  public var brightness: CGFloat = 0.5 {
    didSet { brightness = min(max(brightness, 0), 1) }
  }
}

/// The current device's screen scale (``DeviceKind/screenScale``), 3 with no current device; for
/// nonisolated drawing code (image renderers and contexts), which UIKit also lets run on any
/// thread.
nonisolated package func mainScreenScale() -> CGFloat {
  Device.currentAfterIsolationCheck?.profile.device.screenScale ?? 3
}
