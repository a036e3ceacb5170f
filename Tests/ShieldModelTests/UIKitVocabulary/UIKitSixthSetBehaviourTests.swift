import Testing

@testable import ShieldModel

/// A target counting its action's calls.
@MainActor private final class Counter {
  var taps = 0
  func tapped() { taps += 1 }
}

@MainActor
@Suite("Model behaviour of the sixth unseen set: a tap reaches a recognizer; show presents; item constraints lay out")
struct UIKitSixthSetBehaviourTests {
  @Test(
    "A tap on a view sends its tap recognizer's action (an ancestor's when the view has none); a control's own action wins"
  )
  func tapRecognizers() throws {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer
    let d = try launched()
    let window = try #require(d.mainWindow())
    let counter = Counter()
    let button = UIButton()
    d.withCurrent {
      let cover = UIView(frame: window.bounds)
      let inner = UIView(frame: window.bounds)
      cover.addSubview(inner)
      window.addSubview(cover)
      cover.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: Selector(Counter.tapped)))
    }
    try d.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    #expect(counter.taps == 1)
    d.withCurrent {
      button.frame = window.bounds
      window.addSubview(button)
    }
    try d.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    #expect(counter.taps == 1)
  }

  @Test(
    "show(_:sender:) presents from the window's root controller; item constraints activated by addConstraints lay out")
  func showAndItemConstraints() throws {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)
    // https://developer.apple.com/documentation/uikit/uiview/addconstraints(_:)
    let d = try launched()
    let window = try #require(d.mainWindow())
    let root = try #require(window.rootViewController)
    let shown = UIViewController()
    d.withCurrent {
      let child = UIViewController()
      root.addChild(child)
      root.view.addSubview(child.view)
      child.show(shown, sender: nil)
      let v = UIView()
      v.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(v)
      window.addConstraints([
        NSLayoutConstraint(
          item: v, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left, multiplier: 1, constant: 10),
        NSLayoutConstraint(
          item: v, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, multiplier: 1, constant: 20),
        NSLayoutConstraint(
          item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
          constant: 30),
        NSLayoutConstraint(
          item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
          constant: 40),
      ])
      #expect(v.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }
    if let navigation = root as? UINavigationController {
      #expect(navigation.viewControllers.last === shown)  // pushed: the nearest navigation controller
    } else {
      #expect(root.presentedViewController === shown)  // presented from the window's root
    }
  }

  @Test("A rotation posts UIDevice.orientationDidChangeNotification")
  func rotationPostsOrientationNotification() throws {
    // https://developer.apple.com/documentation/uikit/uidevice/orientationdidchangenotification
    let d = try launched()
    let counter = Counter()
    d.withCurrent {
      NotificationCenter.default.addObserver(
        counter, selector: Selector(Counter.tapped), name: UIDevice.orientationDidChangeNotification, object: nil)
    }
    try d.apply(.rotate(.landscapeLeft))
    #expect(counter.taps == 1)
  }
}
