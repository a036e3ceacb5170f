import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Secure text field canvas")
struct TextFieldCanvasTests {
  /// Adds a field with `frame` to the main window of scene A, on `device`.
  private func addField(_ device: Device, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) throws
    -> UITextField
  {
    let window = try #require(device.mainWindow())
    return device.withCurrent {
      let field = UITextField(frame: frame)
      window.addSubview(field)
      return field
    }
  }

  /// Moves the sample content into `field`'s canvas and turns secure entry on.
  private func hideContent(in field: UITextField, _ device: Device) throws {
    let window = try #require(device.mainWindow())
    let canvas = try #require(field.canvasView)
    device.withCurrent {
      field.isSecureTextEntry = true
      canvas.addSubview(window.rootViewController!.view)
    }
  }

  @Test("The canvas exists on a field that was never in a window, and stays the same one in a window")
  func canvasWithoutWindow() throws {
    // https://github.com/kei-sidorov/CaptureGuard finds it in a bare `UITextField()`.
    let device = try launched()
    let window = try #require(device.mainWindow())
    device.withCurrent {
      let holder = UIView(frame: .zero)
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      holder.addSubview(field)
      let canvas = field.canvasView
      #expect(canvas is _UITextLayoutCanvasView)
      #expect(field.subviews.first === canvas)
      expectEqual(field.layer.sublayers?.count, 2)
      window.addSubview(holder)
      #expect(field.canvasView === canvas)
      #expect(field.canvasView?.superview === field)
    }
  }

  @Test(
    "The canvas is the first sublayer on iOS 16, the last on iOS 17, neither on 26.5",
    arguments: [
      ("iphone-ios16-scenes", 0, 2), ("iphone-ios17-scenes", 1, 2), ("iphone-ios26.5-scenes", 1, 3),
    ])
  func canvasPosition(profile: String, index: Int, count: Int) throws {
    // https://github.com/prongbang/ScreenProtectorKit/issues/6 ; https://github.com/chainapsis/vizor-wallet/pull/304
    let device = try launched(profile)
    let field = try addField(device)
    let sublayers = try #require(field.layer.sublayers)
    let canvas = try #require(field.canvasView?.layer)
    expectEqual(sublayers.count, count)
    expectEqual(sublayers.firstIndex { $0 === canvas }, index)
  }

  @Test("On 26.5 content moved into the last sublayer is still left out of screenshots (a layout failure, not a leak)")
  func lastSublayerOn26point5() throws {
    // https://github.com/chainapsis/vizor-wallet/pull/304 : stills came out black on 26.5.
    let device = try launched("iphone-ios26.5-scenes")
    let field = try addField(device)
    let scene = try #require(device.scene(named: "A"))
    device.withCurrent {
      field.isSecureTextEntry = true
      let content = CALayer()
      content.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
      content.contentRole = .appSensitive(textHeight: 17)
      content.backgroundColor = UIColor(white: 0, alpha: 1).cgColor
      field.layer.sublayers!.last!.addSublayer(content)
    }
    let shot = device.render(scene, for: .screenshot)
    let shown = device.render(scene, for: .display)
    #expect(shown.sensitivePointCount > shot.sensitivePointCount)
  }

  @Test(
    "A lookup by class name finds _UITextLayoutCanvasView on every version",
    arguments: [
      "iphone-ios15-scenes", "iphone-ios17-scenes", "iphone-ios26.5-scenes",
    ])
  func lookupByClass(profile: String) throws {
    // https://github.com/Stampoo/SnapshotSafeView/issues/1
    let device = try launched(profile)
    let field = try addField(device)
    let found = field.subviews.first { String(describing: type(of: $0)) == "_UITextLayoutCanvasView" }
    #expect(found != nil)
    #expect(found === field.canvasView)
  }

  @Test(
    "On iOS 15 the canvas takes no touches; on iOS 17 it does",
    arguments: [
      ("iphone-ios15-scenes", false), ("iphone-ios17-scenes", true),
    ])
  func canvasInteraction(profile: String, interactive: Bool) throws {
    // https://github.com/akhmedovgg/SecureView/pull/2
    let device = try launched(profile)
    let field = try addField(device)
    expectEqual(field.canvasView?.isUserInteractionEnabled, interactive)
  }

  @Test("Content in a secure canvas is left out of screenshots, recordings and mirroring, not the display")
  func excludedFromCaptures() throws {
    // https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let field = try addField(device)
    try hideContent(in: field, device)
    let blank = rows(("        ", 20))
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
    expectEqual(device.render(scene, for: .screenshot).rendering, blank)
    expectEqual(device.render(scene, for: .recording).rendering, blank)
    expectEqual(device.render(scene, for: .mirroring).rendering, blank)
    device.withCurrent { field.isSecureTextEntry = false }
    expectEqual(device.render(scene, for: .screenshot).rendering, samplePortrait)
  }

  @Test(
    "By default the switcher snapshot still shows the secure canvas; the flag hides it",
    arguments: [
      false, true,
    ])
  func switcherSnapshot(hiddenInSwitcher: Bool) throws {
    // https://github.com/chainapsis/vizor-wallet/pull/304
    var profile = Profile.iPhoneScenes
    profile.flags.secureCanvasHiddenInSwitcher = hiddenInSwitcher
    let device = Device(profile: profile, strategy: nil)
    try device.apply(.launch)
    let field = try addField(device)
    try hideContent(in: field, device)
    try device.apply(.goHome, .advance(1))
    let snapshot = try #require(device.collectCaptures().first { $0.kind == .switcherSnapshot })
    expectEqual(snapshot.frame.rendering, (hiddenInSwitcher ? rows(("        ", 20)) : samplePortrait))
  }

  /// Seed 004's `makeHiddenOnCapture`: points a bare field's canvas view at `layer`, toggles
  /// secure entry, and points it back.
  private func markHiddenOnCapture(_ layer: CALayer, with field: UITextField) throws {
    let canvas = try #require(field.subviews.first { String(describing: type(of: $0)).contains("LayoutCanvasView") })
    let original = canvas.layer
    canvas.setValue(layer, forKey: "layer")
    #expect(canvas.layer === layer && layer.superlayer !== canvas.superview?.layer)
    field.isSecureTextEntry = false
    field.isSecureTextEntry = true
    canvas.setValue(original, forKey: "layer")
    #expect(canvas.layer === original)
  }

  @Test("The canvas-view layer swap marks one layer: only it leaves captures; it stays put for touches and layout")
  func layerSwapMarksOneLayer() throws {
    // https://github.com/kei-sidorov/CaptureGuard ; https://github.com/debugeek/DGSecureView
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let balance = try #require(device.appView("balance"))
    let button = try #require(device.appView("pay-button"))
    let parent = try #require(balance.layer.superlayer)
    let field = device.withCurrent { UITextField() }  // never in a window
    try device.withCurrent {
      try markHiddenOnCapture(balance.layer, with: field)
      try markHiddenOnCapture(button.layer, with: field)
    }
    #expect(balance.layer.isHiddenFromCaptures && button.layer.isHiddenFromCaptures)
    expectEqual(field.canvasView?.layer.isHiddenFromCaptures, false)  // the canvas's own layer is not marked
    #expect(balance.layer.superlayer === parent && balance.layer.owningView === balance)
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
    // What the captures show is the app with exactly those two views hidden.
    device.withCurrent {
      balance.isHidden = true
      button.isHidden = true
    }
    let withoutMarked = device.render(scene, for: .display).rendering
    device.withCurrent {
      balance.isHidden = false
      button.isHidden = false
    }
    #expect(withoutMarked != samplePortrait)
    for purpose in [RenderPurpose.screenshot, .recording, .mirroring] {
      expectEqual(device.render(scene, for: purpose).rendering, withoutMarked)
    }
    expectEqual(device.render(scene, for: .switcherSnapshot).rendering, samplePortrait)  // flag default off
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.88))
    expectEqual(device.lastTouch?.target, "pay-button")
    try device.apply(.rotate(.landscapeLeft))
    expectEqual(button.frame, CGRect(x: 20, y: 270, width: 804, height: 50))
    // Toggling the field again touches only the canvas's own layer: the marks stay.
    device.withCurrent { field.isSecureTextEntry = false }
    #expect(balance.layer.isHiddenFromCaptures)
  }

  @Test("setValue(_:forKey:) knows only \"layer\"; another key is a modeled crash")
  func unknownKey() throws {
    let device = try launched()
    device.withCurrent { UIView().setValue(1, forKey: "alpha") }
    #expect(device.isCrashed)
  }
}
