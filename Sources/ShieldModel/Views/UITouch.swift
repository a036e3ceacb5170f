/// One finger on the screen (UIKit's `UITouch`; Apple, "UITouch",
/// https://developer.apple.com/documentation/uikit/uitouch ; iOS 2+; high): the view the touch hit
/// and its window, its phase and where it is. The model's user taps once with one finger, so a
/// touch is made by the `touch` event for the hit view and carried to its `touchesBegan` and then
/// `touchesEnded` or `touchesCancelled` (``UIResponder/touchesBegan(_:with:)``).
@preconcurrency @MainActor public final class UITouch: NSObject {
  /// The touch's phase (Apple, "UITouch.Phase",
  /// https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum ; high; raw values
  /// as UIKit's).
  public enum Phase: Int, Sendable {
    /// A finger touched the screen.
    case began = 0
    /// A finger moved.
    case moved = 1
    /// A finger is on the screen and has not moved.
    case stationary = 2
    /// A finger was lifted.
    case ended = 3
    /// The system cancelled the touch.
    case cancelled = 4
  }

  /// The view the touch was delivered to (the hit-test view).
  public let view: UIView?
  /// The window of ``view``.
  public let window: UIWindow?
  /// Where the touch is, in ``window``'s coordinates.
  private let point: CGPoint
  /// The touch's phase; `.began`, then `.ended` or `.cancelled`.
  public package(set) var phase: Phase = .began
  /// Taps at this place in a short time; the model's user taps once (Apple, "tapCount"; high).
  public var tapCount: Int { 1 }

  /// A touch on `view` at `point` of its window (model-only: UIKit makes touches itself).
  package init(view: UIView, at point: CGPoint) {
    self.view = view
    self.window = view.window
    self.point = point
  }

  /// Where the touch is in `view`'s coordinates, or in the window's when `view` is `nil` (Apple,
  /// "location(in:)", https://developer.apple.com/documentation/uikit/uitouch/location(in:) ; high).
  public func location(in view: UIView?) -> CGPoint {
    guard let view, let window, view !== window else { return point }
    return window.convert(point, to: view)
  }

  /// The touch's previous location; the model's touches do not move, so it is ``location(in:)``.
  public func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
