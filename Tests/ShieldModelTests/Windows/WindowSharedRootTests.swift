import Testing

@testable import ShieldModel

/// A controller made the root of a second window: its view moves there (a view has one
/// superview), and replacing the first window's root leaves it there (UIKit's setter removes
/// that window's own old views).
@Suite("Windows: one controller made the root of two windows")
struct WindowSharedRootTests {
  @Test("the second window keeps the shared root's view when the first window's root is replaced")
  func replacingTheFirstRootKeepsTheSecondWindowsView() throws {
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let main = try #require(device.mainWindow())
    let content = try #require(main.rootViewController)
    let launch = AppearanceRecorder()
    var overlay: UIWindow?
    device.withCurrent {
      launch.view.backgroundColor = .black
      main.rootViewController = launch
      let window = UIWindow(windowScene: scene)
      window.rootViewController = launch
      window.windowLevel = .alert + 1
      overlay = window
      #expect(launch.view.window === window)
      main.rootViewController = content
    }
    let cover = try #require(overlay)
    #expect(launch.view.window === cover)
    #expect(cover.subviews.first === launch.view)
    #expect(content.view.window === main)
    // The view never left a shown window's hierarchy, so it heard no disappear callbacks.
    #expect(!launch.calls.contains("willDisappear"))
    #expect(device.render(scene, for: .display).showsSensitiveContent)
    device.withCurrent { cover.isHidden = false }
    #expect(!device.render(scene, for: .display).showsSensitiveContent)
  }

  @Test("replacing the root of the window that holds the view still removes it")
  func replacingTheHoldersRootRemovesTheView() throws {
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let shared = AppearanceRecorder()
    device.withCurrent {
      let first = UIWindow(windowScene: scene)
      let second = UIWindow(windowScene: scene)
      first.rootViewController = shared
      second.rootViewController = shared
      second.rootViewController = UIViewController()
      #expect(shared.view.superview == nil)
      #expect(first.subviews.isEmpty)
    }
  }
}
