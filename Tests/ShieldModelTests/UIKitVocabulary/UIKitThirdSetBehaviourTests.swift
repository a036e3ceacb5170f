import TestExpectations
import Testing

@testable import ShieldModel

/// A view that claims every touch in its superview's area although its own frame is empty.
private final class ClaimingView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self }
}

@MainActor @Suite("UIKit behaviour of the third unseen set: touch routing, stack layout, idle timer")
struct UIKitThirdSetBehaviourTests {
  @Test("The device's touch routing calls an app's hitTest(_:with:) override, as UIKit does")
  func touchRoutingCallsOverride() throws {
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let (cover, claiming) = device.withCurrent {
      let cover = makeCoverWindow(in: scene)
      let claiming = ClaimingView(frame: .zero)
      cover.addSubview(claiming)
      cover.isHidden = false
      return (cover, claiming)
    }
    let hit = device.withCurrent {
      let point = CGPoint(x: cover.bounds.midX, y: cover.bounds.midY)
      return device.hitView(in: scene, at: point, throughKeyboard: false)
    }
    #expect(hit === claiming)
    withExtendedLifetime(cover) {}
  }

  @Test("A stack lays its arranged views along the axis, spacing apart; hidden ones take no space")
  func stackLayout() {
    // https://developer.apple.com/documentation/uikit/uistackview
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    hidden.isHidden = true
    let stack = UIStackView(arrangedSubviews: [a, hidden, b])
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .center
    stack.arrangeViews()
    expectEqual(a.frame, CGRect(x: 30, y: 0, width: 40, height: 10))
    expectEqual(b.frame, CGRect(x: 20, y: 18, width: 60, height: 20))
    stack.alignment = .fill
    stack.distribution = .fillEqually
    stack.arrangeViews()
    expectEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 96))
    expectEqual(b.frame, CGRect(x: 0, y: 104, width: 100, height: 96))
    stack.axis = .horizontal
    stack.distribution = .fill
    stack.alignment = .trailing  // .bottom in a horizontal stack
    stack.arrangeViews()
    expectEqual(a.frame, CGRect(x: 0, y: 104, width: 100, height: 96))
  }

  @Test("isIdleTimerDisabled keeps what the app sets; false by default")
  func idleTimer() throws {
    // https://developer.apple.com/documentation/uikit/uiapplication/isidletimerdisabled
    let device = try launched()
    device.withCurrent {
      #expect(!UIApplication.shared.isIdleTimerDisabled)
      UIApplication.shared.isIdleTimerDisabled = true
      #expect(UIApplication.shared.isIdleTimerDisabled)
    }
  }
}
