import TestExpectations
import Testing

@testable import ShieldModel

/// The members the unseen sets' files still stopped on (docs/oss-compile-check.md, "The unseen
/// sets' failures tallied"): a responder's touch methods and `UITouch` (a lock view that removes
/// itself when touched), `UISplitViewController`'s column interface, Combine's subjects and
/// run-loop scheduler, the tab bar's surface and asset catalog symbols.
@Suite("Touches through the responder chain; split view columns; Combine subjects; tab bar surface")
@MainActor struct UIKitTouchesSplitAndSubjectsTests {
  /// A view that leaves its superview when touched, as a lock view that a tap dismisses.
  final class DismissedByTouch: UIView {
    var began: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      began.append(touches.first?.location(in: self) ?? CGPoint(x: -1, y: -1))
      removeFromSuperview()
    }
  }

  /// A controller that records the touch methods that reach it.
  final class Recorder: UIViewController {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
    func tapped() { calls.append("tap") }
  }

  @Test("A touch reaches the hit view's touchesBegan: a cover that removes itself on touch is gone")
  func coverRemovedByTouch() throws {
    // https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
    let device = try launched()
    let main = try #require(device.mainWindow())
    let cover = device.withCurrent {
      let cover = DismissedByTouch(frame: main.bounds)
      cover.backgroundColor = .black
      main.addSubview(cover)
      return cover
    }
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    #expect(cover.superview == nil)
    expectEqual(cover.began, [CGPoint(x: main.bounds.width / 2, y: main.bounds.height / 2)])
  }

  @Test("A root view's touch goes up the chain to its controller; a tap recognizer cancels it instead of ending it")
  func responderChainAndCancellation() throws {
    // https://developer.apple.com/documentation/uikit/uiresponder/next
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let recorder = Recorder()
    let window = device.withCurrent {
      let w = makeCoverWindow(in: scene)
      w.rootViewController = recorder
      w.isHidden = false
      return w
    }
    #expect(recorder.view.next === recorder)
    #expect(recorder.next === window)
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(recorder.calls, ["began", "ended"])
    let tap = device.withCurrent {
      let tap = UITapGestureRecognizer(target: recorder, action: Selector(Recorder.tapped))
      recorder.view.addGestureRecognizer(tap)
      return tap
    }
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(recorder.calls, ["began", "ended", "began", "tap", "cancelled"])
    tap.cancelsTouchesInView = false
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(recorder.calls.suffix(3), ["began", "tap", "ended"])
  }

  @Test("A split view's columns are its children; their views fill it, the primary in front")
  func splitViewColumns() throws {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    let device = try launched()
    let main = try #require(device.mainWindow())
    let split = UISplitViewController(style: .doubleColumn)
    #expect(split.style == .doubleColumn && UISplitViewController.Style.doubleColumn.rawValue == 1)
    let primary = UIViewController()
    let secondary = UIViewController()
    let compact = UIViewController()
    device.withCurrent {
      split.setViewController(secondary, for: .secondary)
      split.setViewController(primary, for: .primary)
      split.setViewController(compact, for: .compact)
      main.rootViewController = split
      #expect(split.viewController(for: .primary) === primary)
      #expect(split.viewController(for: .supplementary) == nil)
      #expect(primary.parent === split && secondary.parent === split && compact.parent === split)
      let shown = split.view.subviews
      expectEqual(shown.count, 2)
      #expect(shown.last === primary.view && shown.first === secondary.view)
      expectEqual(primary.view.frame, split.view.bounds)
      // Replacing a column takes the old controller's view out.
      let other = UIViewController()
      split.setViewController(other, for: .secondary)
      #expect(secondary.parent == nil && secondary.viewIfLoaded?.superview == nil)
      #expect(split.view.subviews.first === other.view)
    }
  }

  @Test("Subjects: passthrough sends to present subscribers; current-value replays its value; completion ends")
  func subjects() {
    // https://developer.apple.com/documentation/combine/passthroughsubject
    // https://developer.apple.com/documentation/combine/currentvaluesubject
    let tapped = PassthroughSubject<Void, Never>()
    tapped.send()
    var taps = 0
    let tapWatch = tapped.sink { taps += 1 }
    tapped.send()
    tapped.send(completion: .finished)
    tapped.send()
    expectEqual(taps, 1)
    let locked = CurrentValueSubject<Bool, Never>(false)
    var seen: [Bool] = []
    let lockWatch = locked.dropFirst().sink { seen.append($0) }
    var all: [Bool] = []
    let allWatch = locked.sink { all.append($0) }
    locked.send(true)
    locked.value = false
    #expect(seen == [true, false] && all == [false, true, false] && locked.value == false)
    var afterFalse: [Int] = []
    let counts = CurrentValueSubject<Int, Never>(0)
    let countWatch = counts.drop { $0 < 2 }.sink { afterFalse.append($0) }
    for n in [1, 2, 1, 3] { counts.send(n) }
    expectEqual(afterFalse, [2, 1, 3])
    withExtendedLifetime((tapWatch, lockWatch, allWatch, countWatch)) {}
  }

  /// A bar an app makes its own, as apps swap it in by key-value coding.
  final class CustomTabBar: UITabBar {}
  /// A delegate that implements none of the methods.
  final class TabsDelegate: UITabBarControllerDelegate {}

  @Test("A tab bar controller's bar is kept, not drawn; KVC swaps it; items and appearances keep what is set")
  func tabBarSurface() throws {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
    let device = try launched()
    let main = try #require(device.mainWindow())
    let tabs = UITabBarController()
    let first = UIViewController()
    let delegate = TabsDelegate()
    device.withCurrent {
      tabs.viewControllers = [first, UIViewController()]
      main.rootViewController = tabs
      #expect(tabs.tabBar.superview == nil)
      tabs.setValue(CustomTabBar(frame: tabs.tabBar.frame), forKey: "tabBar")
      #expect(tabs.tabBar is CustomTabBar)
      first.tabBarItem = UITabBarItem(
        title: "Wallet", image: UIImage(resource: ImageResource(name: "wallet", bundle: .main)), selectedImage: nil)
      #expect(first.tabBarItem.title == "Wallet" && first.tabBarItem.image?.name == "wallet")
      let appearance = UITabBarAppearance()
      appearance.stackedLayoutAppearance.normal.iconColor = .black
      UITabBar.appearance().standardAppearance = appearance
      #expect(UITabBar.appearance() === UITabBar.appearance())
      expectEqual(UITabBar.appearance().standardAppearance.stackedLayoutAppearance.normal.iconColor, .black)
      UITabBar.appearance().standardAppearance = UITabBarAppearance()
      tabs.delegate = delegate
      expectEqual(tabs.delegate?.tabBarController(tabs, shouldSelect: first), true)
      #expect(tabs.view.subviews.count == 1 && tabs.view.subviews.first === first.view)
    }
  }

  @Test("A catalog color or image by its generated symbol resolves as by its name")
  func assetResources() {
    // https://developer.apple.com/documentation/uikit/uicolor/init(resource:)
    let lime = ColorResource(name: "lime", bundle: .main)
    expectEqual(UIColor(resource: lime), UIColor(named: "lime"))
    expectEqual(UIColor(resource: lime).cgColor.alpha, 1)
    expectEqual(UIImage(resource: ImageResource(name: "logo", bundle: .main)).name, "logo")
  }

  @Test("receive(on: RunLoop.main) delivers a main-queue turn later, as the main queue's scheduler does")
  func runLoopScheduler() throws {
    // https://developer.apple.com/documentation/combine/publisher/receive(on:options:)
    let d = try launched()
    let locked = PassthroughSubject<Bool, Never>()
    var seen: [Bool] = []
    let watch = d.withCurrent {
      let watch = locked.receive(on: RunLoop.main).sink { seen.append($0) }
      locked.send(true)
      return watch
    }
    #expect(seen.isEmpty)
    try d.apply(.advance(1))
    expectEqual(seen, [true])
    watch.cancel()
  }

  @Test("A deadline in whole units is virtual time, as seconds are; .never never comes")
  func dispatchTimeIntervals() throws {
    // https://developer.apple.com/documentation/dispatch/dispatchtimeinterval
    let d = try launched()
    var ran: [String] = []
    d.withCurrent {
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) {
        MainActor.assumeIsolated { ran.append("ms") }
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2)) { MainActor.assumeIsolated { ran.append("s") } }
      DispatchQueue.main.asyncAfter(deadline: .now() + .never) { MainActor.assumeIsolated { ran.append("never") } }
    }
    expectEqual(DispatchTime(uptimeNanoseconds: 1_000) + .microseconds(2), DispatchTime(uptimeNanoseconds: 3_000))
    expectEqual(DispatchTime(uptimeNanoseconds: 1_000) - .seconds(1), DispatchTime(uptimeNanoseconds: 0))
    try d.apply(.advance(0.5))
    expectEqual(ran, ["ms"])
    try d.apply(.advance(2))
    expectEqual(ran, ["ms", "s"])
  }
}
