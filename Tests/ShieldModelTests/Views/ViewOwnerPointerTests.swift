import TestExpectations
import Testing

@testable import ShieldModel

/// The pointers issue 30 made cheaper keep their answers: a view's controller and a child's
/// container read `nil` once that object is gone (UIKit's are weak), and a view moved out of the
/// window by code run while its window changes is not told about the window it left; an app's
/// controller may read them in its deinit.
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

  /// An app's container that, in its deinit, reads its view's `next` and removes its children.
  final class Detaching: UIViewController {
    var report: ((_ nextIsSelf: Bool, _ childrenLeft: Int) -> Void)?
    nonisolated deinit {
      MainActor.assumeIsolated {
        let nextIsSelf = viewIfLoaded?.next === self
        for child in children { child.removeFromParent() }
        report?(nextIsSelf, children.count)
      }
    }
  }
  /// A child that counts its removals from a container.
  final class Removed: UIViewController {
    var removals = 0
    override func didMove(toParent parent: UIViewController?) { if parent == nil { removals += 1 } }
  }

  @Test("An app's controller deinit reads its view's next and removes its children (a safe unowned read trapped)")
  func deinitReadsOwners() {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    let superview = UIView(frame: .zero)
    let child = Removed()
    var seen: (nextIsSelf: Bool, childrenLeft: Int)?
    do {
      let container = Detaching()
      container.addChild(child)
      superview.addSubview(container.view)
      container.report = { seen = ($0, $1) }
    }
    expectEqual(seen?.nextIsSelf, true)
    expectEqual(seen?.childrenLeft, 0)
    expectEqual(child.removals, 1)
    #expect(child.parent == nil)
    #expect(superview.subviews.first?.next === superview)
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
    expectEqual(first.insetCalls, 1)
    #expect(second.superview == nil)
    expectEqual(second.insetCalls, 0)
  }
}
