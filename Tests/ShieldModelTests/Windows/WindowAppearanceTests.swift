import TestExpectations
import Testing

@testable import ShieldModel

/// The root view controller of a window hears the appearance callbacks when the window is shown
/// or hidden, or when it is installed in a shown window; a trip to the background sends nothing.
@Suite("Windows: their root controller's appearance callbacks")
struct WindowAppearanceTests {
  @Test("showing a window sends its root the appear pair, hiding it the disappear pair")
  func showAndHide() throws {
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let root = AppearanceRecorder()
    device.withCurrent {
      let w = UIWindow(windowScene: scene)
      w.rootViewController = root
      #expect(root.calls.isEmpty)
      w.isHidden = false
      expectEqual(root.calls, ["willAppear", "didAppear"])
      w.makeKeyAndVisible()
      expectEqual(root.calls, ["willAppear", "didAppear"])
      w.isHidden = true
      expectEqual(root.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
  }

  @Test("a root installed in a shown window appears, the one it replaces disappears")
  func replacedRoot() throws {
    let device = try launched()
    let main = try #require(device.mainWindow())
    let first = AppearanceRecorder()
    let second = AppearanceRecorder()
    device.withCurrent {
      main.rootViewController = first
      main.rootViewController = second
    }
    expectEqual(first.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    expectEqual(second.calls, ["willAppear", "didAppear"])
  }

  @Test("leaving and returning, and the app's own Face ID prompt, send no appearance callback")
  func noAppearanceOnReturn() throws {
    let device = try launched()
    let main = try #require(device.mainWindow())
    let root = AppearanceRecorder()
    device.withCurrent { main.rootViewController = root }
    try device.apply(.goHome, .returnToApp, .systemAlert(.faceID), .dismissSystemAlert, .openControlCenter)
    try device.apply(.closeControlCenter)
    expectEqual(root.calls, ["willAppear", "didAppear"])
  }
}
