import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Windows: levels, order, visibility, scenes, lifetime and key window")
struct WindowTests {
  @Test("Window levels are normal 0, statusBar 1000, alert 2000")
  func levels() {
    // https://developer.apple.com/documentation/uikit/uiwindow/level
    expectEqual(UIWindow.Level.normal.rawValue, 0)
    expectEqual(UIWindow.Level.statusBar.rawValue, 1000)
    expectEqual(UIWindow.Level.alert.rawValue, 2000)
    expectEqual((UIWindow.Level.alert + 1).rawValue, 2001)
  }

  @Test("A scene's windows are ordered by level, then most recently shown within a level")
  func order() throws {
    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let main = try #require(device.mainWindow())
    device.withCurrent {
      let alert = UIWindow(windowScene: scene)
      alert.windowLevel = .alert
      alert.isHidden = false
      let normal = UIWindow(windowScene: scene)
      normal.isHidden = false
      let status = UIWindow(windowScene: scene)
      status.windowLevel = .statusBar
      status.isHidden = false
      expectEqual(scene.windows.map(ObjectIdentifier.init), [main, normal, status, alert].map(ObjectIdentifier.init))
      main.makeKeyAndVisible()
      expectEqual(scene.windows.map(ObjectIdentifier.init), [normal, main, status, alert].map(ObjectIdentifier.init))
      withExtendedLifetime((alert, normal, status)) {}
    }
  }

  @Test("UIWindow(windowScene:) attaches a hidden window sized to the scene")
  func attach() throws {
    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    device.withCurrent {
      let w = UIWindow(windowScene: scene)
      #expect(w.windowScene === scene)
      #expect(w.isHidden)
      expectEqual(w.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(scene.windows.contains { $0 === w })
      expectEqual(UIApplication.shared.windows.count, 2)
    }
  }

  @Test("A hidden or fully transparent window draws nothing; shown and opaque it covers the scene")
  func hiddenAndAlpha() throws {
    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    device.withCurrent {
      let cover = makeCoverWindow(in: scene)
      expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
      cover.isHidden = false
      expectEqual(device.render(scene, for: .display).rendering, allCover)
      cover.alpha = 0
      expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
      withExtendedLifetime(cover) {}
    }
  }

  @Test("A window without a scene in a scene-based app is never drawn")
  func sceneless() throws {
    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    device.withCurrent {
      let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      w.backgroundColor = .white
      w.windowLevel = .alert + 1
      w.makeKeyAndVisible()
      #expect(w.windowScene == nil)
      #expect(!UIApplication.shared.windows.contains { $0 === w })
      expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
      withExtendedLifetime(w) {}
    }
  }

  @Test("A window and the app's scene delegate that outlive their scene see no scene")
  func outlivesScene() throws {
    // The scene's pointers are unowned and cleared by its deinit, as weak references went nil.
    var window: UIWindow?
    var delegate: (any UIWindowSceneDelegate)?
    do {
      let device = try launched()
      let scene = try #require(device.scene(named: "A"))
      window = device.appWindow(of: scene)
      delegate = scene.delegate as? any UIWindowSceneDelegate
      #expect(window?.windowScene === scene)
    }
    #expect(window != nil && window?.windowScene == nil)
    // The delegate's window setter writes through its scene pointer: nil now, not a trap.
    delegate?.window = nil
    #expect(delegate != nil && delegate?.window == nil)
  }

  @Test("A window nobody holds disappears from its scene")
  func released() throws {
    // https://learn.microsoft.com/en-us/dotnet/api/uikit.uiwindow.windowscene
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    device.withCurrent {
      let cover = makeCoverWindow(in: scene)
      cover.isHidden = false
      expectEqual(scene.windows.count, 2)
      withExtendedLifetime(cover) {}
    }
    expectEqual(scene.windows.count, 1)
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
  }

  @Test("makeKeyAndVisible makes a window key; hiding it gives key back to the visible normal window")
  func keyWindow() throws {
    // https://developer.apple.com/forums/thread/695932
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let main = try #require(device.mainWindow())
    device.withCurrent {
      #expect(main.isKeyWindow)
      let cover = makeCoverWindow(in: scene)
      cover.makeKeyAndVisible()
      #expect(cover.isKeyWindow)
      #expect(!main.isKeyWindow)
      #expect(scene.keyWindow === cover)
      cover.isHidden = true
      #expect(scene.keyWindow === main)
    }
  }

  @Test(
    "A hidden key window hands key status to the last visible normal-level window, and shown again does not take it back"
  )
  func keyWindowAfterTheKeyWindowHides() throws {
    // "isKeyWindow", https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow ;
    // https://github.com/flutter/flutter/issues/26028
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let main = try #require(device.mainWindow())
    device.withCurrent {
      let second = UIWindow(windowScene: scene)
      second.isHidden = false
      let alert = makeCoverWindow(in: scene)
      alert.isHidden = false
      let cover = makeCoverWindow(in: scene)
      cover.makeKeyAndVisible()
      #expect(cover.isKeyWindow)
      cover.isHidden = true
      // Not the alert-level window, not the app's first: the last visible window at the normal level.
      #expect(scene.keyWindow === second)
      cover.isHidden = false
      #expect(scene.keyWindow === second)
      #expect(!cover.isKeyWindow)
      second.isHidden = true
      #expect(scene.keyWindow === main)
      main.isHidden = true
      #expect(scene.keyWindow == nil)
      withExtendedLifetime((second, alert, cover)) {}
    }
  }

  @Test("A window becoming key takes the keyboard from a text field in another window, which stays its first responder")
  func keyTakesFocus() throws {
    // https://developer.apple.com/forums/thread/695932 ; K10 (SwiftMessages#83)
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    try device.apply(.keyboardShow)
    let field = try #require(device.appView("note-field"))
    device.withCurrent {
      #expect(field.isFirstResponder)
      let cover = makeCoverWindow(in: scene)
      cover.makeKeyAndVisible()
      #expect(device.keyboard.firstResponder == nil && device.keyboardFrame(in: scene) == nil)
      #expect(field.isFirstResponder)
      withExtendedLifetime(cover) {}
    }
  }
}
