import TestExpectations
import Testing

@testable import ShieldModel

/// Fades a cover in over 0.3 s from sceneDidEnterBackground (what QA1838 warns against).
private final class AnimatedCover: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var cover: UIWindow?
  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let scene = scene as? UIWindowScene else { return }
    let w = makeCoverWindow(in: scene)
    w.alpha = 0
    w.isHidden = false
    UIView.animate(withDuration: 0.3) { w.alpha = 1 }
    cover = w
  }
}

@Suite("UIView animations on virtual time")
struct AnimationTests {
  @Test("The model value changes at once; the presentation follows; completion runs at the end")
  func modelThenPresentation() throws {
    // https://d-ronnqvist.github.io/hit-testing-animating-layers
    let device = try launched()
    let window = try #require(device.mainWindow())
    var finished: [Bool] = []
    let v = device.withCurrent {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(v)
      UIView.animate(
        withDuration: 1, delay: 0, options: [.curveLinear],
        animations: {
          v.alpha = 0
          v.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        },
        completion: { finished.append($0) })
      return v
    }
    expectEqual(v.alpha, 0)
    expectEqual(v.frame.minX, 100)
    expectEqual(v.layer.presentationOpacity(at: device.now), 1)
    try device.apply(.advance(0.25))
    expectEqual(v.layer.presentationOpacity(at: device.now), 0.75)
    expectEqual(v.layer.presentationFrame(at: device.now), CGRect(x: 25, y: 0, width: 100, height: 100))
    #expect(finished.isEmpty)
    try device.apply(.advance(0.75))
    expectEqual(finished, [true])
    expectEqual(v.layer.presentationOpacity(at: device.now), 0)
    #expect(v.layer.animations.isEmpty)
  }

  @Test("With a delay the presentation stays at the old value until the delay has passed")
  func delay() throws {
    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    let device = try launched()
    let v = device.withCurrent {
      let v = UIView(frame: .zero)
      UIView.animate(withDuration: 1, delay: 2, options: [.curveLinear], animations: { v.alpha = 0 })
      return v
    }
    try device.apply(.advance(1.5))
    expectEqual(v.layer.presentationOpacity(at: device.now), 1)
    try device.apply(.advance(1))
    expectEqual(v.layer.presentationOpacity(at: device.now), 0.5)
  }

  @Test("An animation replaced by another of the same property completes with false")
  func replaced() throws {
    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    let device = try launched()
    var results: [String] = []
    device.withCurrent {
      let v = UIView(frame: .zero)
      UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { results.append("first \($0)") })
      UIView.animate(withDuration: 1, animations: { v.alpha = 1 }, completion: { results.append("second \($0)") })
    }
    #expect(results.isEmpty)  // completions run on the main queue, not inside the call
    try device.apply(.runMainQueue)
    expectEqual(results, ["first false"])
    try device.apply(.advance(1))
    expectEqual(results, ["first false", "second true"])
  }

  @Test("A block that changes nothing animatable completes on the next main-queue turn")
  func nothingToAnimate() throws {
    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    let device = try launched()
    var done = false
    device.withCurrent {
      UIView.animate(withDuration: 1, animations: {}, completion: { _ in done = true })
      #expect(!done)
    }
    try device.apply(.runMainQueue)
    #expect(done)
    expectEqual(device.now, 0)
  }

  @Test("A snapshot mid-animation shows presentation values: a cover fading in hides nothing yet")
  func snapshotMidAnimation() throws {
    // https://developer.apple.com/library/archive/qa/qa1838/_index.html
    let strategy = AnimatedCover()
    let device = try launched(strategy: strategy)
    try device.apply(.goHome, .runMainQueue)
    let snapshot = try #require(device.collectCaptures().first { $0.kind == .switcherSnapshot })
    expectEqual(snapshot.frame.rendering, samplePortrait)
    expectEqual(strategy.cover?.alpha, 1)  // the model value is already the end value
  }

  /// Where a view is made and framed relative to an animation block (the additive-frame row).
  enum FramedAround: String, CaseIterable, Sendable {
    case madeAndFramedInside, madeInsideFramedAfter, madeBeforeFramedInside
  }

  @Test(
    "A frame animation is additive: drawn at the model frame plus the change still to run",
    arguments: FramedAround.allCases)
  func additiveFrame(_ order: FramedAround) throws {
    // WWDC 2014 session 236; https://gist.github.com/d-ronnqvist/137ce6b4c852d8ebd96d
    let device = try launched()
    let target = CGRect(x: 0, y: 0, width: 200, height: 100)
    let v = device.withCurrent {
      var v = UIView()
      if order == .madeBeforeFramedInside { v = UIView(frame: CGRect(x: 100, y: 0, width: 0, height: 0)) }
      UIView.animate(
        withDuration: 1, delay: 0, options: [.curveLinear],
        animations: {
          if order != .madeBeforeFramedInside { v = UIView() }
          if order != .madeInsideFramedAfter { v.frame = target }
        })
      if order == .madeInsideFramedAfter { v.frame = target }
      return v
    }
    try device.apply(.advance(0.5))
    let drawn = v.layer.presentationFrame(at: device.now)
    switch order {
    case .madeAndFramedInside: expectEqual(drawn, CGRect(x: 0, y: 0, width: 100, height: 50))  // grows from zero
    case .madeInsideFramedAfter: expectEqual(drawn, target)  // its zero-to-zero animation adds nothing
    case .madeBeforeFramedInside: expectEqual(drawn, CGRect(x: 50, y: 0, width: 100, height: 50))
    }
    // The frame set again outside a running animation moves what is drawn at once.
    device.withCurrent { v.frame = v.frame.offsetBy(dx: 0, dy: 300) }
    expectEqual(v.layer.presentationFrame(at: device.now).minY, 300)
  }

  @Test("Overlapping frame animations both run to their ends and complete with true")
  func additiveFramesStack() throws {
    // https://wwdcnotes.com/notes/wwdc14/236/ ; http://iosoteric.com/additive-animations-animatewithduration-in-ios-8/
    let device = try launched()
    var results: [String] = []
    let v = device.withCurrent {
      let v = UIView(frame: .zero)
      UIView.animate(
        withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.frame.origin.x = 100 },
        completion: { results.append("first \($0)") })
      return v
    }
    try device.apply(.advance(0.5))
    device.withCurrent {
      UIView.animate(
        withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.frame.origin.x = 0 },
        completion: { results.append("second \($0)") })
    }
    // 0 + (100 - 0) * 0.5 + (0 - 100) * 1: where the first had taken it, no jump.
    expectEqual(v.layer.presentationFrame(at: device.now).minX, 50)
    try device.apply(.advance(0.5))
    expectEqual(results, ["first true"])
    // The first is over; the second's half: 0 + 100 * 0.5.
    expectEqual(v.layer.presentationFrame(at: device.now).minX, 50)
    try device.apply(.advance(0.5))
    expectEqual(results, ["first true", "second true"])
    expectEqual(v.layer.presentationFrame(at: device.now).minX, 0)
  }
}
