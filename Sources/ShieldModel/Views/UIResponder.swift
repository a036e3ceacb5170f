/// The base of objects that take part in the responder chain (UIKit's `UIResponder`).
///
/// Only first-responder status is modeled: it decides whether the keyboard is up and which text
/// it may show (Apple, "UIResponder", https://developer.apple.com/documentation/uikit/uiresponder ).
@preconcurrency @MainActor open class UIResponder {
  /// Creates a responder.
  public init() {}

  // Nothing to tear down on the main actor; an isolated deinit would cost an executor check
  // for every view and layer released (a quarter of fuzzing time when it was implicit).
  nonisolated deinit {}

  /// Prepares an object loaded from an Interface Builder archive (NSObject's `awakeFromNib()`,
  /// Apple, https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib ;
  /// high). The model loads no archives, so it never calls it; views and controllers that
  /// override it compile, and code may call it itself.
  open func awakeFromNib() {}

  /// Whether this responder offers `action` (an edit menu's Copy, Paste, ...) for `sender`;
  /// `open`, as UIKit's is (SE-0117): a secure field subclass overrides it to turn off its menu
  /// (Apple, "canPerformAction(_:withSender:)",
  /// https://developer.apple.com/documentation/uikit/uiresponder/canperformaction(_:withsender:) ;
  /// iOS 3+; high). The model shows no edit menu and never asks; the default, `false`, is the
  /// answer of a responder that implements no such action (UIKit's default asks whether the
  /// responder implements the action's method, which a selector made in the model cannot tell).
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

  /// Whether this responder is willing to give up first-responder status (Apple,
  /// "canResignFirstResponder",
  /// https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder ;
  /// iOS 2+; high): `true` by default, as in UIKit; `open` for an app's override. Model: not
  /// consulted by ``resignFirstResponder()`` (the keyboard goes down when a trace asks, as the
  /// model's other responders do); kept for source compatibility.
  open var canResignFirstResponder: Bool { true }

  /// The class to archive this object as: NSObject's `classForCoder`, by default the object's
  /// own class (Apple, "classForCoder",
  /// https://developer.apple.com/documentation/objectivec/nsobject/1411876-classforcoder ;
  /// high). Covers pass it to `NSStringFromClass` to find UIKit's private views by name
  /// (`_UITextLayoutCanvasView`). Off Darwin, Foundation's `NSStringFromClass` gives a Swift
  /// class's module-qualified name (`ShieldModel._UITextLayoutCanvasView`), so a test that the
  /// name *contains* UIKit's private class name agrees with ``description()``, while one that
  /// it *equals* it does not (see docs/model-behaviours.md).
  public var classForCoder: AnyClass { type(of: self) }

  /// Whether this object can take first-responder status; text fields can.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object is the device's current first responder, or the first responder a
  /// window kept when it lost key status (``Device/makeKey(_:)``). `open`, as UIKit's is (Swift
  /// imports Objective-C members as `open`, SE-0117; see ``UIView/addSubview(_:)``): an app's
  /// text field subclass overrides it.
  open var isFirstResponder: Bool {
    guard let keyboard = Device.current?.keyboard else { return false }
    return keyboard.firstResponder === self || keyboard.parkedResponder === self
  }

  /// Asks to become first responder; a text field that does brings up the keyboard.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let device = Device.current,
      let field = self as? UITextField, field.window != nil
    else { return false }
    device.setFirstResponder(field)
    return true
  }

  /// Gives up first-responder status; the keyboard goes down.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let device = Device.current else { return false }
    if let field = self as? UITextField, device.resignParked(field) { return true }
    guard device.keyboard.firstResponder === self else { return false }
    device.setFirstResponder(nil)
    return true
  }
}

// UIKit's responders are NSObjects, whose `==` is `isEqual(_:)`: identity unless overridden
// (Apple, "isEqual(_:)", https://developer.apple.com/documentation/objectivec/1418956-nsobject/isequal(_:) ).
extension UIResponder: Hashable {
  /// Whether `lhs` and `rhs` are the same object, as `NSObject`'s `==` is by default.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
