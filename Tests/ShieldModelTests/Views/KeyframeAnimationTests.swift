import TestExpectations
import Testing

@testable import ShieldModel

@Suite("UIView keyframe animations on virtual time")
struct KeyframeAnimationTests {
  @Test("A keyframe animates over its part of the whole; one completion at the end")
  func keyframeOverItsPart() throws {
    // https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
    // https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
    let device = try launched()
    let window = try #require(device.mainWindow())
    var finished: [Bool] = []
    let (cover, frame) = device.withCurrent {
      let cover = UIView(frame: window.bounds)
      cover.alpha = 0
      window.addSubview(cover)
      let frame = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(frame)
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: [],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { cover.alpha = 1 }
          frame.frame = CGRect(x: 100, y: 0, width: 10, height: 10)  // outside a keyframe: the whole
        }, completion: { finished.append($0) })
      return (cover, frame)
    }
    expectEqual(cover.alpha, 1)
    try device.apply(.advance(0.25))
    expectEqual(cover.layer.presentationOpacity(at: device.now), 0)
    #expect(abs(frame.layer.presentationFrame(at: device.now).minX - 25) < 0.001)
    try device.apply(.advance(0.5))
    #expect(abs(cover.layer.presentationOpacity(at: device.now) - 0.5) < 0.001)
    #expect(finished.isEmpty)
    try device.apply(.advance(0.25))
    #expect(cover.layer.presentationOpacity(at: device.now) == 1 && finished == [true])
  }

  @Test("Two keyframes of one property end the block finished, at the later keyframe's end")
  func twoKeyframesOfOneProperty() throws {
    let device = try launched()
    var finished: [Bool] = []
    let cover = device.withCurrent {
      let cover = UIView(frame: .zero)
      cover.alpha = 0
      device.mainWindow()?.addSubview(cover)
      UIView.animateKeyframes(
        withDuration: 2, delay: 1, options: [.calculationModeCubic],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { cover.alpha = 0.5 }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { cover.alpha = 1 }
        }, completion: { finished.append($0) })
      return cover
    }
    try device.apply(.advance(2.5))
    #expect(finished.isEmpty && cover.layer.presentationOpacity(at: device.now) < 1)
    try device.apply(.advance(0.5))
    #expect(finished == [true] && cover.layer.presentationOpacity(at: device.now) == 1)
    // Outside a keyframe animation a keyframe's changes are made at once.
    device.withCurrent { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { cover.alpha = 0.25 } }
    #expect(cover.alpha == 0.25 && cover.layer.animations.isEmpty)
  }
}
