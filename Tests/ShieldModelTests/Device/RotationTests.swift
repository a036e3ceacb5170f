import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Rotation and autoresizing")
struct RotationTests {
  @Test("Rotating resizes scene, window and flexible views; a view with no mask keeps its portrait frame")
  func landscape() throws {
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let window = try #require(device.mainWindow())
    let root = try #require(window.rootViewController?.view)
    let fixed = device.withCurrent {
      let fixed = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
      root.addSubview(fixed)
      return fixed
    }
    try device.apply(.rotate(.landscapeLeft))
    expectEqual(scene.interfaceOrientation, .landscapeLeft)
    expectEqual(scene.bounds, CGRect(x: 0, y: 0, width: 844, height: 390))
    expectEqual(window.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
    expectEqual(root.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
    expectEqual(device.appView("balance")?.frame, CGRect(x: 20, y: 100, width: 804, height: 60))
    expectEqual(device.appView("pay-button")?.frame, CGRect(x: 20, y: 270, width: 804, height: 50))
    expectEqual(fixed.frame, CGRect(x: 0, y: 700, width: 390, height: 100))  // now below the screen
    try device.apply(.rotate(.portrait))
    expectEqual(device.appView("pay-button")?.frame, CGRect(x: 20, y: 724, width: 350, height: 50))
  }

  @Test("Several flexible parts on one axis share the size change in proportion to their sizes")
  func proportional() {
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let all = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
    all.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    let two = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
    two.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    let one = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
    one.autoresizingMask = [.flexibleRightMargin]
    for v in [all, two, one] { parent.addSubview(v) }
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    expectEqual(all.frame, CGRect(x: 40, y: 0, width: 120, height: 10))  // 20:60:20 of +100
    expectEqual(two.frame, CGRect(x: 45, y: 0, width: 135, height: 10))  // 20:60 of +100
    expectEqual(one.frame, CGRect(x: 20, y: 0, width: 60, height: 10))
  }

  @Test("A rotated scene renders its sensitive rows where the resized views now are")
  func landscapeRendering() throws {
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    try device.apply(.rotate(.landscapeRight))
    // 390 points high: balance (y 100-160) and note field (y 130-174) cover rows 5 to 8.
    expectEqual(
      device.render(scene, for: .display).rendering,
      rows(
        ("........", 5), ("SSSSSSSS", 4), ("........", 11)))
  }

  @Test("The iPad's other-orientation snapshot shows the app laid out as a rotation would lay it out")
  func otherOrientationSnapshotLayout() throws {
    // https://mcmap.net/q/1114353/-ios-opengl-catch-22-opengl-background-rules-and-quot-app-snapshot-quot-for-app-switcher
    let away = try launched("ipad-split-ios17-scenes+snapshotsOtherOrientationOnIPad=true")
    try away.apply(.goHome, .advance(1))
    let landscape = try #require(away.capture.storedSnapshots.last { $0.isLandscape })
    let turned = try launched("ipad-split-ios17-scenes+snapshotsOtherOrientationOnIPad=true")
    try turned.apply(.rotate(.landscapeRight))
    let scene = try #require(turned.scene(named: "A"))
    expectEqual(landscape.frame, turned.render(scene, for: .switcherSnapshot))
    #expect(landscape.frame != away.capture.storedSnapshots.first?.frame)
    // Taken in landscape, the other image is the portrait one.
    try turned.apply(.goHome, .advance(1))
    expectEqual(turned.capture.storedSnapshots.map(\.isLandscape), [true, false])
    expectEqual(turned.capture.storedSnapshots.last?.frame, away.capture.storedSnapshots.first?.frame)
  }
}
