/// The base of objects that take part in the responder chain (UIKit's `UIResponder`).
///
/// Only first-responder status is modeled: it decides whether the keyboard is up and which text
/// it may show (Apple, "UIResponder", https://developer.apple.com/documentation/uikit/uiresponder ).
///
/// An `NSObject`, as UIKit's is (`class UIResponder : NSObject`, same page; iOS 2+; high): views,
/// controllers, windows and app delegates get Foundation's `NSObject` members off Apple platforms
/// too (`isKind(of:)`, `isMember(of:)`, `hash`, `isEqual(_:)`, `==` as identity unless
/// overridden), and an app's `override var description` compiles. `description` leaves out the
/// address UIKit prints (see ``description``), and the object formats with `%@`
/// (`UIResponder+Formatting.swift`).
@preconcurrency @MainActor open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// The object's description as `NSObject`'s `description` starts it on iOS, `<UIView: 0x…; …>`
  /// (Apple, "description",
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description ; high):
  /// the class's name (``description()``) between angle brackets, **without the address** and
  /// the properties UIKit adds after it, so that what reaches a log or a report is the same on
  /// every run. `open`, as NSObject's is: an app's class overrides it. Nonisolated, as NSObject's.
  nonisolated open override var description: String { "<\(Self.className(of: type(of: self)))>" }

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
  nonisolated open override var classForCoder: AnyClass { type(of: self) }

  // MARK: - Accessibility (UIKit's UIAccessibility informal protocol, declared on NSObject)

  /// The accessibility attributes set on this object, made on the first write: one pointer per
  /// responder until an app sets one (see ``UIAccessibilityAttributes``).
  private var accessibilityAttributes: UIAccessibilityAttributes?

  private func setAccessibility(_ change: (inout UIAccessibilityAttributes) -> Void) {
    var a = accessibilityAttributes ?? UIAccessibilityAttributes(isElement: isAccessibilityElementByDefault)
    change(&a)
    accessibilityAttributes = a
  }

  /// Whether this kind of object is an accessibility element until code says otherwise: `false`,
  /// and `true` for UIKit's standard controls and labels (``isAccessibilityElement``).
  package var isAccessibilityElementByDefault: Bool { false }

  /// Whether assistive technologies (VoiceOver) treat this object as one element (Apple,
  /// "isAccessibilityElement",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement ;
  /// iOS 3+; high): "The default value for this property is false unless the receiver is a
  /// standard UIKit control, in which case the value is true" (the model's ``UIControl`` and
  /// ``UILabel``). `open`, as UIKit's is (SE-0117): an app's view overrides it. Kept without
  /// behaviour: the model's device never runs VoiceOver (``UIAccessibility/isVoiceOverRunning``),
  /// and nothing the invariants judge (what the screen, the snapshot or a capture shows, where a
  /// touch lands) reads it, so it cannot change a verdict.
  open var isAccessibilityElement: Bool {
    get { accessibilityAttributes?.isElement ?? isAccessibilityElementByDefault }
    set { setAccessibility { $0.isElement = newValue } }
  }

  /// The element's label, which VoiceOver speaks (Apple, "accessibilityLabel",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel ;
  /// iOS 3+; high); `nil` by default. UIKit derives a label's or a button's from its text; the
  /// model keeps only what code sets. Read by the model on one kind of view: a key of the app's
  /// own passcode keypad (a ``UIControl`` with ``UIAccessibilityTraits/keyboardKey``), whose label
  /// is the digit ``SystemEvent/enterPasscode`` taps it for; otherwise kept without behaviour
  /// (VoiceOver never runs in the model).
  open var accessibilityLabel: String? {
    get { accessibilityAttributes?.label }
    set { setAccessibility { $0.label = newValue } }
  }

  /// A short description of what the element does, spoken after its label (Apple,
  /// "accessibilityHint",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint ;
  /// iOS 3+; high). Kept without behaviour (VoiceOver never runs in the model).
  open var accessibilityHint: String? {
    get { accessibilityAttributes?.hint }
    set { setAccessibility { $0.hint = newValue } }
  }

  /// The element's current value as VoiceOver speaks it (Apple, "accessibilityValue",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue ;
  /// iOS 3+; high). Kept without behaviour (VoiceOver never runs in the model).
  open var accessibilityValue: String? {
    get { accessibilityAttributes?.value }
    set { setAccessibility { $0.value = newValue } }
  }

  /// What the element is to assistive technologies (Apple, "accessibilityTraits",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits ;
  /// iOS 3+; high); none by default. Read by the model on controls only: a ``UIControl`` with
  /// ``UIAccessibilityTraits/keyboardKey`` is a key of the app's own passcode keypad
  /// (``SystemEvent/enterPasscode``); otherwise kept without behaviour.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityAttributes?.traits ?? .none }
    set { setAccessibility { $0.traits = newValue } }
  }

  /// Whether VoiceOver ignores the elements that are siblings of this view (Apple,
  /// "accessibilityViewIsModal",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal ;
  /// iOS 5+; high): a privacy cover sets it so that VoiceOver does not read the content under it.
  /// `false` by default. Its behaviour is VoiceOver's alone, and the model's device never runs
  /// VoiceOver, so it cannot change a verdict: what the cover hides from the screen, the snapshot
  /// and captures is decided by drawing, which it does not touch.
  open var accessibilityViewIsModal: Bool {
    get { accessibilityAttributes?.viewIsModal ?? false }
    set { setAccessibility { $0.viewIsModal = newValue } }
  }

  /// Whether the elements inside this view are hidden from assistive technologies (Apple,
  /// "accessibilityElementsHidden",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden ;
  /// iOS 5+; high); `false` by default. As ``accessibilityViewIsModal``: VoiceOver's behaviour,
  /// never run in the model, so it cannot change a verdict (drawing does not read it).
  open var accessibilityElementsHidden: Bool {
    get { accessibilityAttributes?.elementsHidden ?? false }
    set { setAccessibility { $0.elementsHidden = newValue } }
  }

  /// The container's elements in VoiceOver's reading order, or `nil` for its subviews' order
  /// (Apple, "accessibilityElements",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements ;
  /// iOS 8+; high). Kept without behaviour (VoiceOver never runs in the model).
  open var accessibilityElements: [Any]? {
    get { accessibilityAttributes?.elements }
    set { setAccessibility { $0.elements = newValue } }
  }

  /// Whether VoiceOver groups this view's children and reads them together (Apple,
  /// "shouldGroupAccessibilityChildren",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/shouldgroupaccessibilitychildren ;
  /// iOS 6+; high); `false` by default. Kept without behaviour (VoiceOver never runs in the model).
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibilityAttributes?.groupsChildren ?? false }
    set { setAccessibility { $0.groupsChildren = newValue } }
  }

  /// Whether this object can take first-responder status; text fields can.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object is the device's current first responder, or the first responder a
  /// window kept when it lost key status (``Device/makeKey(_:)``); a text field also answers for the
  /// field a scene kept (``UITextField/isFirstResponder``). `open`, as UIKit's is (Swift
  /// imports Objective-C members as `open`, SE-0117; see ``UIView/addSubview(_:)``): an app's
  /// text field subclass overrides it.
  open var isFirstResponder: Bool {
    guard let keyboard = Device.current?.keyboard else { return false }
    return keyboard.firstResponder === self || keyboard.parkedResponder === self
  }

  /// Asks to become first responder; a text field that does brings up the keyboard. Whether the
  /// keyboard is drawn is the device's answer (``Device/keyboardAskedUnderPromptIsUndrawn``). Called
  /// on LocalAuthentication's private queue (in an `evaluatePolicy` reply, before any hop to the
  /// main queue) it is UIKit used off the main thread: a crash under
  /// ``PlatformFlags/offMainUIKitCallsTrap``, else it acts as on the main thread.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let device = Device.current,
      let field = self as? UITextField, field.window != nil
    else { return false }
    if LocalAuthenticationQueue.isCurrent, device.profile.flags.offMainUIKitCallsTrap {
      device.recordCrash(
        "UIKit used off the main thread: becomeFirstResponder() in an LAContext reply, on LocalAuthentication's "
          + "private queue (Main Thread Checker; offMainUIKitCallsTrap)")
      return false
    }
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

  /// Restores state from `activity` (Apple, "restoreUserActivityState(_:)",
  /// https://developer.apple.com/documentation/uikit/uiresponder/restoreuseractivitystate(_:) ;
  /// iOS 8+). Does nothing, as UIKit's default; the model never calls it (it delivers no user
  /// activities).
  open func restoreUserActivityState(_ activity: NSUserActivity) {}

  // MARK: - Touches (Apple, "Using responders and the responder chain to handle events",
  // https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events ;
  // iOS 2+; high)

  /// The next responder in the chain: `nil` here; a view answers its controller or superview, a
  /// controller its view's superview (``UIView/next``, ``UIViewController/next``). The chain ends
  /// at the window in the model (UIKit goes on to the scene, the application and its delegate,
  /// which the model's touches never reach).
  open var next: UIResponder? { nil }

  /// A touch began in the view the touch hit (Apple, "touchesBegan(_:with:)",
  /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:) ; iOS 2+;
  /// high): "The default implementation of this method forwards the message up the responder
  /// chain", as here. The model's `touch` event calls it (``Device`` input events), so a cover
  /// that removes itself when touched is removed by the fuzzer's touch.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  /// A touch moved; forwarded up the chain by default (Apple, "touchesMoved(_:with:)"; high). The
  /// model's touches do not move, so it never calls it.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  /// A touch ended; forwarded up the chain by default (Apple, "touchesEnded(_:with:)",
  /// https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:) ; high).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  /// A touch was cancelled (a tap recognizer took it); forwarded up the chain by default (Apple,
  /// "touchesCancelled(_:with:)",
  /// https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:) ; high).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}

// UIKit's `UIResponder` adopts `UIUserActivityRestoring` (Apple, "UIUserActivityRestoring",
// https://developer.apple.com/documentation/uikit/uiuseractivityrestoring ).
extension UIResponder: UIUserActivityRestoring {}

// UIKit's responders are NSObjects, whose `==` is `isEqual(_:)`: identity unless overridden
// (Apple, "isEqual(_:)", https://developer.apple.com/documentation/objectivec/1418956-nsobject/isequal(_:) );
// Foundation's `NSObject` gives both off Apple platforms (`Hashable` by `hash`, the identity).
