import Testing

@testable import ShieldModel

/// The pointers issue 30 made cheaper keep their answers: a view's controller and a child's
/// container read `nil` once that object is gone (UIKit's are weak), and a view moved out of the
/// window by code run while its window changes is not told about the window it left.
@Suite("Views: owner pointers and the window of a moved view")
@MainActor struct ViewOwnerPointerTests {
  /// A view that records its safe-area calls and can move another view on `didMoveToWindow`.
  final class Recording: UIView {
    var insetCalls = 0
    var onMove: (() -> Void)?
    override func didMoveToWindow() { onMove?() }
    override func safeAreaInsetsDidChange() { insetCalls += 1 }
  }

  @Test("A view outliving its controller answers its superview as next; a child outliving its container has no parent")
  func ownersGone() {
    // https://developer.apple.com/documentation/uikit/uiresponder/next
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    let superview = UIView(frame: .zero)
    var child: UIViewController?
    var view: UIView?
    do {
      let controller = UIViewController()
      let container = UINavigationController(rootViewController: controller)
      superview.addSubview(controller.view)
      #expect(controller.view.next === controller)
      #expect(controller.parent === container)
      view = controller.view
      child = controller
    }
    // The container is gone; the child lives on.
    #expect(child?.parent == nil)
    child = nil
    #expect(view?.next === superview)
  }

  @Test("A view an earlier sibling's didMoveToWindow took out of the window hears no safe-area change")
  func movedDuringWindowChange() throws {
    // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    let device = try launched()
    let window = try #require(device.mainWindow())
    let (first, second) = device.withCurrent {
      let container = UIView(frame: window.bounds)
      let first = Recording(frame: window.bounds)
      let second = Recording(frame: window.bounds)
      container.addSubview(first)
      container.addSubview(second)
      first.onMove = { second.removeFromSuperview() }
      window.addSubview(container)
      return (first, second)
    }
    #expect(first.insetCalls == 1)
    #expect(second.superview == nil)
    #expect(second.insetCalls == 0)
  }
}
