import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Rendering a scene's windows and layers")
struct RenderingTests {
  @Test("The bare sample app shows its balance, details and note field as sensitive")
  func sampleApp() throws {
    // https://developer.apple.com/documentation/uikit/uiview
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
    expectEqual(device.render(scene, for: .screenshot).rendering, samplePortrait)
  }

  @Test("A cover below full opacity does not hide what is under it")
  func translucentCover() throws {
    // https://developer.apple.com/documentation/quartzcore/calayer
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    device.withCurrent {
      let cover = makeCoverWindow(in: scene, alpha: 0.9)
      cover.isHidden = false
      let frame = device.render(scene, for: .display)
      expectEqual(frame.pixels[2 * Frame.columns], [.cover, .sensitive])  // row 2: the balance
      expectEqual(frame.pixels[0], [.cover, .neutral])
      cover.backgroundColor = .white
      expectEqual(device.render(scene, for: .display).rendering, allCover)
      withExtendedLifetime(cover) {}
    }
  }

  @Test("Window alpha multiplies into its content: an opaque cover in a half-transparent window leaks")
  func windowAlpha() throws {
    // https://developer.apple.com/documentation/uikit/uiview
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    device.withCurrent {
      let cover = makeCoverWindow(in: scene)
      cover.isHidden = false
      cover.alpha = 0.5
      expectEqual(device.render(scene, for: .display).pixels[2 * Frame.columns], [.cover, .sensitive])
      withExtendedLifetime(cover) {}
    }
  }

  @Test("A window lower in level is drawn below: a normal-level cover shown earlier than the app is hidden")
  func levelOrder() throws {
    // https://developer.apple.com/documentation/uikit/uiwindow/level
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let main = try #require(device.mainWindow())
    device.withCurrent {
      let cover = makeCoverWindow(in: scene)
      cover.windowLevel = .normal - 1
      cover.isHidden = false
      expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
      cover.windowLevel = .normal
      expectEqual(device.render(scene, for: .display).rendering, allCover)  // shown after main
      main.makeKeyAndVisible()
      expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
      withExtendedLifetime(cover) {}
    }
  }

  @Test("A window that is not at the scene's origin is drawn where its frame is")
  func windowOrigin() throws {
    // https://developer.apple.com/documentation/uikit/uiwindow/level
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let banner = device.withCurrent {
      let banner = makeCoverWindow(in: scene)
      banner.frame = CGRect(x: 0, y: 422, width: 390, height: 422)  // the bottom half
      banner.isHidden = false
      return banner
    }
    expectEqual(device.render(scene, for: .display).rendering, Array(samplePortrait[0..<10]) + rows(("CCCCCCCC", 10)))
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.75))
    expectEqual(device.lastTouch?.target, "cover")  // hit-testing agrees with what is drawn
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.25))
    expectEqual(device.lastTouch?.target, "content")
    withExtendedLifetime(banner) {}
  }

  @Test("The keyboard is drawn above every window; under the flag its suggestion bar repeats the field's text")
  func keyboard() throws {
    // https://github.com/mozilla-mobile/focus-ios/issues/1096 (the keyboard over the cover)
    let device = try launched("iphone-ios17-scenes+suggestionBarShowsFieldText=true")
    let scene = try #require(device.scene(named: "A"))
    // The field focused first: focused under the cover, its keys would type nothing and show no text
    // (Device.typingReaches; KeyboardWindowTests).
    try device.apply(.keyboardShow)
    let cover = device.withCurrent {
      let cover = makeCoverWindow(in: scene)
      cover.isHidden = false
      return cover
    }
    // 336-point keyboard from y 508: the suggestion bar (row 12) is sensitive, the keys are system.
    expectEqual(
      device.render(scene, for: .display).rendering,
      rows(
        ("CCCCCCCC", 12), ("SSSSSSSS", 1), ("kkkkkkkk", 7)))
    withExtendedLifetime(cover) {}
  }
}
