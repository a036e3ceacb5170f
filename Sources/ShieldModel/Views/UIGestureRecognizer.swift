/// A recognizer of a gesture made on a view (UIKit's `UIGestureRecognizer`; Apple,
/// "UIGestureRecognizer", https://developer.apple.com/documentation/uikit/uigesturerecognizer ;
/// iOS 3.2+; high), reduced to what the model's touches can make: a single tap.
///
/// A recognizer "operates on touches hit-tested to a specific view and all of that view's
/// subviews" (the same page): a touch that reaches a view sends the actions of the first enabled
/// ``UITapGestureRecognizer`` found on that view or, failing that, on its nearest ancestor that has
/// one (the hit-tested view's own recognizers first: medium, the model takes one recognizer where
/// UIKit lets them compete; simultaneous recognition is not modeled). A control's own action takes
/// precedence over recognizers of its superviews (Apple, "UIGestureRecognizer", "Interacting with
/// other user interface controls": a single tap on a `UIButton` sends the button's action, not the
/// superview's tap recognizer; iOS 6+; high), so a touch on a control reaches no recognizer. Other
/// gestures (pans, swipes, long presses) are kept but never recognized: the model's user only taps.
@preconcurrency @MainActor open class UIGestureRecognizer {
  nonisolated deinit {}
  /// The view the recognizer is attached to (``UIView/addGestureRecognizer(_:)``).
  public package(set) weak var view: UIView?
  /// Whether the recognizer recognizes; a disabled one sends nothing.
  public var isEnabled = true
  /// Whether the hit view's touch is cancelled (`touchesCancelled`) rather than ended once the
  /// recognizer recognizes (Apple, "cancelsTouchesInView",
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview ;
  /// high); default `true`.
  public var cancelsTouchesInView = true
  /// Kept, no behaviour.
  public var delaysTouchesBegan = false
  /// Kept, no behaviour.
  public var delaysTouchesEnded = true
  private var actions: [(target: Weak, action: Selector)] = []

  /// A recognizer sending `action` to `target` when recognized; the target is not retained.
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds a target and action; the sender is the recognizer.
  public func addTarget(_ target: Any, action: Selector) {
    actions.append((Weak(target as AnyObject), action))
  }

  /// Removes the pairs matching `target` (any when `nil`); `action` is not compared (a model
  /// selector is a method reference, not a name).
  public func removeTarget(_ target: Any?, action: Selector?) {
    guard let target else { return actions.removeAll() }
    let object = target as AnyObject
    actions.removeAll { $0.target.object === object }
  }

  /// The recognizer's state (Apple, "state",
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property ;
  /// iOS 3.2+; high): `.possible` until it recognizes. A tap the model's user makes is a discrete
  /// gesture: its actions are sent in `.ended` (`.recognized`), and the recognizer is `.possible`
  /// again afterwards. The model's user never drags, so a pan recognizer stays `.possible`.
  public package(set) var state: State = .possible

  /// The states of a recognizer (UIKit's `UIGestureRecognizer.State`).
  public enum State: Int, Sendable {
    /// Not yet recognized (the default).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended; a discrete gesture was recognized.
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The gesture failed.
    case failed
    /// A discrete gesture was recognized (`.ended`).
    public static var recognized: State { .ended }
  }

  /// Where the gesture is, in `view`'s coordinates (the window's when `nil`) (Apple,
  /// "location(in:)", https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:) ;
  /// high). The model's taps land on a view, not a point: the location is the center of the
  /// recognizer's view (zero when it has none).
  public func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
  }

  /// Sends the actions, in the order they were added, in the recognized state.
  func sendActions() {
    state = .ended
    for pair in actions { if let target = pair.target.object { pair.action.send(to: target, with: self) } }
    state = .possible
  }

  /// Whether a single tap makes the recognizer recognize.
  var recognizesSingleTap: Bool { false }

  /// The recognizers attached to views, in the order they were attached (weakly held).
  static var attached: [Weak] = []

  /// A tap the model's user made reached `view` (not a control): the first enabled recognizer of
  /// a single tap on it or its nearest ancestor sends its actions. Returns the one that did.
  @discardableResult
  static func recognizeTap(on view: UIView) -> UIGestureRecognizer? {
    var current: UIView? = view
    while let v = current {
      for case let r as UIGestureRecognizer in attached.lazy.compactMap(\.object)
      where r.view === v && r.isEnabled && r.recognizesSingleTap {
        r.sendActions()
        return r
      }
      current = v.superview
    }
    return nil
  }

  /// A weak reference.
  struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
  }
}

/// A recognizer of taps (UIKit's `UITapGestureRecognizer`; Apple, "UITapGestureRecognizer",
/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer ; iOS 3.2+; high): the
/// model's user taps once with one finger, so it recognizes when ``numberOfTapsRequired`` and
/// ``numberOfTouchesRequired`` are 1 (the defaults).
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed; default 1.
  public var numberOfTapsRequired = 1
  /// Fingers needed; default 1.
  public var numberOfTouchesRequired = 1
  override var recognizesSingleTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }
}

/// A recognizer of drags (UIKit's `UIPanGestureRecognizer`): kept, never recognized (the model's
/// user does not drag).
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// A recognizer of long presses (UIKit's `UILongPressGestureRecognizer`): kept, never recognized.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {}

extension UIView {
  /// Attaches `recognizer` to the view (Apple, "addGestureRecognizer(_:)",
  /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:) ; a
  /// recognizer belongs to one view: attaching it elsewhere detaches it; the view retains it).
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    gestureRecognizerStorage.append(recognizer)
    UIGestureRecognizer.attached.removeAll { $0.object == nil }
    UIGestureRecognizer.attached.append(UIGestureRecognizer.Weak(recognizer))
  }

  /// Detaches `recognizer` from the view.
  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizer.view === self else { return }
    recognizer.view = nil
    gestureRecognizerStorage.removeAll { $0 === recognizer }
    UIGestureRecognizer.attached.removeAll { $0.object == nil || $0.object === recognizer }
  }

  /// The recognizers attached to the view, or `nil` when none.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage
  }
}
