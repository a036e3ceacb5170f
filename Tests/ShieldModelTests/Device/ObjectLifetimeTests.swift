import TestExpectations
import Testing

@testable import ShieldModel

/// What the model must release: nothing it holds may keep app objects (or itself) alive once
/// UIKit would have let them go.
@Suite("Object lifetime")
struct ObjectLifetimeTests {
  /// A cover window of scene A fading out over `duration` seconds, as cover-window hides it:
  /// the completion captures the window, and only the animation holds it.
  private static func fadingWindow(on device: Device, duration: Double = 1) throws -> UIWindow {
    let scene = try #require(device.scene(named: "A"))
    return device.withCurrent {
      let w = UIWindow(windowScene: scene)
      w.windowLevel = .alert + 1
      w.isHidden = false
      UIView.animate(withDuration: duration, animations: { w.alpha = 0 }, completion: { _ in w.isHidden = true })
      return w
    }
  }

  @Test("A window fading out when its device goes away is released with the device")
  func fadingWindowGoesWithDevice() throws {
    weak var window: UIWindow?
    weak var device: Device?
    do {
      let d = try launched()
      window = try Self.fadingWindow(on: d)
      device = d
      #expect(window != nil)  // the animation holds it while the device lives
    }
    #expect(device == nil)
    #expect(window == nil)
  }

  @Test("A window fading out when the process ends is released, and the device holds no animation")
  func fadingWindowGoesWithProcess() throws {
    let d = try launched()
    weak var window: UIWindow?
    window = try Self.fadingWindow(on: d)
    try d.apply(.goHome, .terminateApp)
    #expect(window == nil)
    expectEqual(d.census.animatedLayers, 0)
  }

  @Test("A finished fade releases its window while the device lives on")
  func finishedFade() throws {
    let d = try launched()
    weak var window: UIWindow?
    window = try Self.fadingWindow(on: d, duration: 0.12)
    try d.apply(.advance(1))
    #expect(window == nil)
    expectEqual(d.census.liveWindows, 1)
  }

  @Test("An animated dismissal in flight does not keep its device alive")
  func dismissalInFlight() throws {
    weak var device: Device?
    weak var presented: UIViewController?
    do {
      let d = try launched()
      let root = try #require(d.mainWindow()?.rootViewController)
      d.withCurrent {
        let vc = UIViewController()
        root.present(vc, animated: false)
        presented = vc
      }
      try d.apply(.runMainQueue)
      d.withCurrent { root.dismiss(animated: true) }  // 0.3 s; the trace ends before
      device = d
      #expect(presented != nil)
    }
    #expect(device == nil)
    #expect(presented == nil)
  }

  @Test("A text field placed inside its own canvas is released")
  func fieldInsideItsCanvas() throws {
    let d = try launched()
    let window = try #require(d.mainWindow())
    weak var field: UITextField?
    weak var canvas: UIView?
    d.withCurrent {
      let f = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      window.addSubview(f)
      let c = f.canvasView!
      c.removeFromSuperview()
      f.removeFromSuperview()
      c.addSubview(f)  // the canvas now holds the field, which knows its canvas
      #expect(f.superview === c)
      #expect(f.canvasView === c)
      field = f
      canvas = c
    }
    #expect(field == nil)
    #expect(canvas == nil)
  }

  @Test("A field's canvas is made once, even after code released it")
  func canvasMadeOnce() throws {
    let d = try launched()
    let window = try #require(d.mainWindow())
    d.withCurrent {
      let f = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      window.addSubview(f)
      f.canvasView?.removeFromSuperview()  // nothing else holds it
      #expect(f.canvasView == nil)
      f.removeFromSuperview()
      window.addSubview(f)
      #expect(f.canvasView == nil)
      #expect(f.subviews.isEmpty)
    }
  }

  @Test("Live-object counters follow views, windows and layers made and released")
  func counters() throws {
    let before = (LiveObjects.views, LiveObjects.windows, LiveObjects.layers)
    do {
      let d = try launched()
      expectEqual(LiveObjects.windows - before.1, 1)  // the sample app's window
      // window, navigation view, content, balance, details, note, its canvas, pay
      expectEqual(LiveObjects.views - before.0, 8)
      expectEqual(LiveObjects.layers - before.2, LiveObjects.views - before.0 + 2)  // host layer, field decoration
      _ = d
    }
    expectEqual(LiveObjects.views, before.0)
    expectEqual(LiveObjects.windows, before.1)
    expectEqual(LiveObjects.layers, before.2)
  }
}
