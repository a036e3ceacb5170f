import ShieldModel
import TestExpectations
import Testing

// A plain import, not `@testable`: a testable import makes public members overridable, and these
// subclasses must compile as an app's files do, against the model's public surface.

/// A container that keeps what is added in an inner view, as app libraries do by overriding
/// `addSubview(_:)` (expo-ios-secure-view, JXSecureView).
private final class RedirectingView: UIView {
  let inner = UIView(frame: .zero)
  private(set) var removals = 0
  override init(frame: CGRect) {
    super.init(frame: frame)
    super.addSubview(inner)
  }
  required init?(coder: NSCoder) { nil }
  override func addSubview(_ view: UIView) { inner.addSubview(view) }
  override func removeFromSuperview() {
    removals += 1
    super.removeFromSuperview()
  }
}

/// A text field that never reports first-responder status, as JXSecureView's field does.
private final class NeverFirstResponderField: UITextField {
  override var isFirstResponder: Bool { false }
}

@MainActor @Suite("UIKit members an app's subclass overrides are open, as Swift imports UIKit's")
struct UIKitOpenMembersTests {
  @Test("An override of addSubview(_:) decides where the subview goes; removeFromSuperview is overridable")
  func overridesRun() {
    let container = RedirectingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = UILabel(frame: .zero)
    container.addSubview(label)
    #expect(label.superview === container.inner)
    expectEqual(container.subviews.count, 1)
    expectEqual(container.inner.subviews.count, 1)
    let parent = UIView(frame: .zero)
    parent.addSubview(container)
    container.removeFromSuperview()
    expectEqual(container.removals, 1)
    #expect(container.superview == nil)
    #expect(!NeverFirstResponderField(frame: .zero).isFirstResponder)
  }
}
