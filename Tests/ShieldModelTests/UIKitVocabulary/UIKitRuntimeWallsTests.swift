import ShieldModel
import TestExpectations
import Testing

// Only the model imported (not `@testable`, not Foundation): these lines must compile as an app's
// rewritten files do (issue 29's walls after the fifth unseen set: NSObject, the main thread,
// mirrored, AVPlayer).

/// An app's view that overrides NSObject's description, nonisolated as NSObject's is (Swift 6 mode).
private final class NamedBlur: UIView {
  nonisolated override var description: String { "<NamedBlur>" }
}

/// An app's NSObject whose methods are sent by selector.
private final class Blurrer: NSObject {
  var calls: [String] = []
  func blur() { calls.append("blur") }
  func blur(_ sender: Any) { calls.append("blur \(sender)") }
}

@MainActor
@Suite("UIKit's objects as NSObjects, the main thread, mirrored screens and players")
struct UIKitRuntimeWallsTests {
  @Test(
    "Views and layers are NSObjects: %@ prints the description, with no address; isKind, responds, perform, selectors by name"
  )
  func viewsAreNSObjects() {
    let view = UIView()
    let blur = NamedBlur()
    expectEqual(String(format: "%@ %@ %@", view, blur, view.layer), "<UIView> <NamedBlur> <CALayer>")
    expectEqual("\(UITextField())", "<UITextField>")
    #expect(view.isKind(of: UIResponder.self) && !view.isKind(of: UIWindow.self) && blur.isMember(of: NamedBlur.self))
    #expect(view == view && view != UIView() && Set([view, view]).count == 1)
    let blurrer = Blurrer()
    #expect(blurrer.responds(to: Selector(Blurrer.blur as (Blurrer) -> () -> Void)))
    #expect(
      !view.responds(to: Selector(Blurrer.blur as (Blurrer) -> () -> Void)) && !blurrer.responds(to: Selector("blur")))
    blurrer.perform(Selector(Blurrer.blur as (Blurrer) -> () -> Void))
    blurrer.perform(Selector(Blurrer.blur as (Blurrer) -> (Any) -> Void), with: view)
    expectEqual(blurrer.calls, ["blur", "blur <UIView>"])
    // A selector by name (a private layer property's) is known by name only: not looked up.
    let named = NSSelectorFromString("disableUpdateMask")
    #expect(!view.layer.responds(to: named) && NSStringFromSelector(named) == "disableUpdateMask")
    // A layer keeps a value set for any key (Core Animation's key-value coding extensions).
    view.layer.setValue(18, forKey: "disableUpdateMask")
    #expect(view.layer.value(forKey: "disableUpdateMask") as? Int == 18 && view.layer.value(forKey: "other") == nil)
    // Foundation's sort by key, unavailable in swift-corelibs-foundation, is declared.
    #expect(!NSSortDescriptor(key: "creationDate", ascending: false).ascending)
    // The window appearance proxy keeps a value and is no window of the app's.
    UIWindow.appearance().backgroundColor = .clear
    #expect(UIWindow.appearance().backgroundColor == .clear && UIWindow.appearance().isHidden)
    #expect(UIWindow(frame: .zero).backgroundColor == nil)
  }

  @Test(
    "Thread.isMainThread is iOS's: true on the main actor, false in a block of the app's queue, which may sync to main")
  func mainThread() {
    #expect(ModelThread.isMainThread)
    nonisolated(unsafe) var seen: [Bool] = []
    DispatchQueue.global().async {
      seen.append(ModelThread.isMainThread)
      DispatchQueue.main.sync { seen.append(ModelThread.isMainThread) }
      seen.append(ModelThread.isMainThread)
    }
    DispatchQueue(label: "lock").sync { seen.append(ModelThread.isMainThread) }
    expectEqual(seen, [false, true, false, true])
    #expect(ModelThread.isMainThread)
  }

  @Test("UIScreen.mirrored is nil; an AVPlayerLayer draws its player's video once it has an item")
  func mirroredAndPlayers() {
    #expect(UIScreen.main.mirrored == nil)
    let player = AVPlayer()
    let layer = AVPlayerLayer(player: player)
    #expect(!layer.isReadyForDisplay && layer.backgroundColor == nil)
    player.replaceCurrentItem(with: AVPlayerItem(url: URL(fileURLWithPath: "/app/intro.mp4")))
    #expect(layer.isReadyForDisplay && layer.backgroundColor?.alpha == 1)
    let controller = AVPlayerViewController()
    controller.player = player
    #expect(controller.isReadyForDisplay && controller.view.layer.sublayers?.first?.backgroundColor?.alpha == 1)
    player.play()
    expectEqual(player.rate, 1)
  }
}
