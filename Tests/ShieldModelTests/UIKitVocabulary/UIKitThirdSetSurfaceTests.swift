import Foundation
import ShieldModel
import TestExpectations
import Testing

// A plain import, not `@testable`: these subclasses must compile as an app's files do, against
// the model's public surface (the third unseen set's first walls, docs/oss-compile-check.md).

/// A controller with its own `init()`, no `override`, calling UIKit's designated initializer, as
/// SecurityKeyboard's cover controller does.
private final class OwnInitController: UIViewController {
  let tag: Int
  init() {
    tag = 7
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

/// A controller that overrides the designated initializer and inherits `init()`.
private final class NibController: UIViewController {
  private(set) var nibNameSeen: String??
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibNameSeen = .some(nibNameOrNil)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  required init?(coder: NSCoder) { nil }
}

/// A secure field that offers no edit actions and never lets go, as JXSecureView's field does.
private final class LockedField: UITextField {
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
  override var canResignFirstResponder: Bool { false }
}

/// A view that answers every touch inside a 10-point margin around its bounds.
private final class WideTouchView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
}

/// A stack subclass with UIKit's non-failable archive initializer, as react-native-card-secure-view's row.
private final class Row: UIStackView {
  init(title: String) {
    super.init(frame: .zero)
    addArrangedSubview(UILabel(frame: .zero))
  }
  required init(coder: NSCoder) { fatalError("unused") }
}

@MainActor @Suite("UIKit surface of the third unseen set: initializers, overridable members, stacks, layers")
struct UIKitThirdSetSurfaceTests {
  @Test("init(nibName:bundle:) is designated; init() is inherited and makes a controller with a view")
  func controllerInitializers() {
    let own = OwnInitController()
    #expect(own.tag == 7 && own.view != nil)
    let nib = NibController()  // the inherited convenience init() calls the designated one
    expectEqual(nib.nibNameSeen, .some(nil))
    expectEqual(UIViewController().view.frame, .zero)
    #expect(UINavigationController().viewControllers.isEmpty)
    expectEqual(UITableViewController().style, .plain)
  }

  @Test("canPerformAction, canResignFirstResponder and point(inside:) are overridable; defaults as UIKit's")
  func responderOverrides() {
    let field = LockedField(frame: .zero)
    #expect(!field.canResignFirstResponder)
    #expect(!field.canPerformAction(Selector("paste:"), withSender: nil))
    #expect(UIView(frame: .zero).canResignFirstResponder)
    let wide = WideTouchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(wide.hitTest(CGPoint(x: 25, y: 5), with: nil) === wide)
    #expect(UIView(frame: wide.frame).hitTest(CGPoint(x: 25, y: 5), with: nil) == nil)
  }

  @Test("A stack keeps its arranged views in order; removing one keeps it as a subview")
  func stackArrangement() {
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.axis == .horizontal && stack.alignment == .fill && stack.distribution == .fill)
    expectEqual(stack.spacing, 0)
    #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews[0] === a)
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews[0] === b)
    #expect(a.superview === stack)
    b.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
    expectEqual(Row(title: "PAN").arrangedSubviews.count, 1)
  }

  @Test("Layer shadow, border and corner properties keep their values; Core Animation's defaults")
  func layerStyling() {
    let layer = CALayer()
    #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
    expectEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
    expectEqual(layer.shadowColor, CGColor(white: 0, alpha: 1))
    #expect(layer.borderWidth == 0 && layer.cornerRadius == 0 && !layer.masksToBounds)
    layer.shadowColor = UIColor.black.cgColor
    layer.borderColor = UIColor.white.cgColor
    layer.borderWidth = 2
    layer.cornerRadius = 5
    layer.shadowRadius = 2
    #expect(layer.borderWidth == 2 && layer.cornerRadius == 5 && layer.shadowRadius == 2)
    expectEqual(layer.borderColor, UIColor.white.cgColor)
  }

  @Test("sizeToFit: a label takes its text's approximate size, a plain view keeps its own")
  func sizing() {
    let label = UILabel(frame: CGRect(x: 4, y: 6, width: 0, height: 0))
    label.font = .systemFont(ofSize: 20)
    label.text = "Secret"  // 6 characters: 6 × 20 × 0.55 = 66 wide, 20 × 1.2 = 24 high
    label.sizeToFit()
    expectEqual(label.frame, CGRect(x: 4, y: 6, width: 66, height: 24))
    label.text = "ab\nabcd"
    expectEqual(label.sizeThatFits(.zero), CGSize(width: 44, height: 48))
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    plain.sizeToFit()
    expectEqual(plain.frame.size, CGSize(width: 30, height: 40))
  }

  @Test("classForCoder is the object's class; NSStringFromClass of the secure canvas names it")
  func classNames() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    field.isSecureTextEntry = true
    let canvas = field.subviews.first { NSStringFromClass($0.classForCoder).contains("TextLayoutCanvasView") }
    #expect(canvas != nil)
    expectEqual(canvas.map { type(of: $0).description() }, "_UITextLayoutCanvasView")
    expectEqual(ObjectIdentifier(UILabel(frame: .zero).classForCoder), ObjectIdentifier(UILabel.self))
  }
}
