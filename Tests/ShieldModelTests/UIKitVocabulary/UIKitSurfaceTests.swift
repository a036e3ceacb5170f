import TestExpectations
import Testing

@testable import ShieldModel

/// A cover view that sizes its blur in `layoutSubviews`, as real covers do.
private final class LayoutCover: UIView {
  let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
  var layouts = 0
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(blur)
  }
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    blur.frame = bounds
  }
}

/// An app's view class, named by `description()` with its module (internal: a private class's
/// runtime name is mangled).
final class Issue29DescribedView: UIView {}

/// A view that overrides `awakeFromNib()`, as storyboard views do.
private final class AwakeCountingView: UIView {
  var awakenings = 0
  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
  }
}

/// A target of target-action and selector observers, as the AppFilesPlugin rewrites them.
private final class Target {
  var calls: [String] = []
  func tapped(_ sender: Any) { calls.append("tap \(type(of: sender))") }
  func plain() { calls.append("plain") }
  func noted(_ note: Notification) { calls.append("note \(note.name.rawValue)") }
  func bridged(_ note: NSNotification) { calls.append("bridged \(note.name.rawValue)") }
}

/// A plain Swift class with no isolation, as Swift 6 app code registers with the center.
nonisolated private final class NonisolatedObserver: @unchecked Sendable {
  var count = 0
  func start() {
    NotificationCenter.default.addObserver(
      self, selector: Selector(NonisolatedObserver.fire), name: UIApplication.willResignActiveNotification,
      object: nil)
  }
  func fire() { count += 1 }
  func stop() { NotificationCenter.default.removeObserver(self) }
}

@Suite("The UIKit surface real covers use (issue 29)")
struct UIKitSurfaceTests {
  @Test("layoutSubviews runs when a view enters a window, when its size changes and on setNeedsLayout")
  func layoutSubviews() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    d.withCurrent {
      let window = scene.windows[0]
      let cover = LayoutCover(frame: window.bounds)
      #expect(cover.layouts == 0 && cover.blur.frame == .zero)
      window.addSubview(cover)
      #expect(cover.layouts == 1 && cover.blur.frame == window.bounds)
      cover.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      #expect(cover.layouts == 2 && cover.blur.frame.size == CGSize(width: 100, height: 50))
      cover.frame.origin = CGPoint(x: 10, y: 10)  // a move is no new size: no layout
      expectEqual(cover.layouts, 2)
      cover.setNeedsLayout()
      expectEqual(cover.layouts, 3)
      cover.removeFromSuperview()
    }
  }

  @Test("the secure canvas is found by class name and as its layer's delegate")
  func canvasLookup() throws {
    let d = try launched()
    d.withCurrent {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let canvas = field.canvasView
      #expect(canvas != nil)
      #expect(field.subviews.first { type(of: $0).description() == "_UITextLayoutCanvasView" } === canvas)
      expectEqual(field.layer.sublayers?.contains { $0.delegate as? UIView === canvas }, true)
      expectEqual(UITextField.description(), "UITextField")
      expectEqual(Issue29DescribedView.description(), "ShieldModelTests.Issue29DescribedView")
      let free = CALayer()
      #expect(free.delegate == nil)
      free.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
      #expect(free.position == CGPoint(x: 10, y: 5) && free.anchorPoint == CGPoint(x: 0.5, y: 0.5))
      free.position = CGPoint(x: 50, y: 50)
      expectEqual(free.frame, CGRect(x: 40, y: 45, width: 20, height: 10))
    }
  }

  @Test("target-action sends the method to the target with the sender; selector observers get the note")
  func selectors() throws {
    let d = try launched()
    d.withCurrent {
      let target = Target()
      let button = UIButton(type: .system)
      button.addTarget(target, action: Selector(Target.tapped), for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      button.sendActions(for: .valueChanged)
      let item = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: Selector(Target.plain))
      item.send()
      item.isEnabled = false
      item.send()
      let named = UIBarButtonItem(title: "Close", style: .plain, target: target, action: Selector("close:"))
      named.send()
      #expect(!Selector("close:").isCallable && Selector(Target.plain).isCallable)
      let name = Notification.Name("cover.test")
      NotificationCenter.default.addObserver(target, selector: Selector(Target.noted), name: name, object: nil)
      NotificationCenter.default.addObserver(target, selector: Selector(Target.bridged), name: name, object: nil)
      NotificationCenter.default.post(name: name, object: nil)
      expectEqual(target.calls, ["tap UIButton", "plain", "note cover.test", "bridged cover.test"])
    }
  }

  @Test("nonisolated code registers with the center, which delivers the app's notifications to it")
  func nonisolatedCenter() throws {
    let d = try launched()
    let observer = NonisolatedObserver()
    d.withCurrent { observer.start() }
    try d.apply(.goHome)
    expectEqual(observer.count, 1)
    d.withCurrent { observer.stop() }
  }

  @Test("a scene's screen is the device's; focus, alignment and bar items are there to compile")
  func smallSurface() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    d.withCurrent {
      #expect(scene.screen === UIScreen.main)
      #expect(!UIView().canBecomeFocused)
      let awoken = AwakeCountingView()
      awoken.awakeFromNib()  // the model loads no archives: only code calls it
      expectEqual(awoken.awakenings, 1)
      expectEqual(UIColor.systemPurple.cgColor.alpha, 1)
      let field = UITextField()
      field.textAlignment = .center
      expectEqual(field.textAlignment, .center)
      let controller = UIViewController()
      controller.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Lock", primaryAction: nil)
      expectEqual(controller.navigationItem.rightBarButtonItems?.first?.title, "Lock")
    }
  }
}
