import TestExpectations
import Testing

@testable import ShieldModel

/// The UIKit members the twenty-fifth unseen set's files stopped on (docs/oss-compile-check.md,
/// "A twenty-fifth unseen set"): a lock screen's status bar style.
@Suite("UIKit members of the twenty-fifth unseen set")
@MainActor struct UIKitTwentyFifthSetMembersTests {
  /// A lock screen as apps write it: dark status bar content over its light background.
  final class LockScreen: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
  }

  @Test("a controller's status bar style is .default and .fade unless overridden; UIKit's raw values")
  func statusBarStyle() {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
    expectEqual(UIViewController().preferredStatusBarStyle, .default)
    expectEqual(UIViewController().preferredStatusBarUpdateAnimation, .fade)
    let lock: UIViewController = LockScreen()
    expectEqual(lock.preferredStatusBarStyle, .darkContent)
    expectEqual(lock.preferredStatusBarUpdateAnimation, .slide)
    // https://developer.apple.com/documentation/uikit/uistatusbarstyle (2 was blackOpaque)
    expectEqual(
      [UIStatusBarStyle.default, .lightContent, .darkContent].map(\.rawValue), [0, 1, 3])
    expectEqual([UIStatusBarAnimation.none, .fade, .slide].map(\.rawValue), [0, 1, 2])
  }

  @Test("a lock presented with a status bar style draws as one without: the model draws no status bar")
  func statusBarStyleDrawsNothing() throws {
    var renderings: [[String]] = []
    for make in [{ UIViewController() }, { LockScreen() }] {
      let device = try launched()
      let scene = try #require(device.scene(named: "A"))
      let window = try #require(device.mainWindow())
      expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
      device.withCurrent {
        let lock = make()
        lock.view.backgroundColor = .white
        lock.modalPresentationStyle = .fullScreen
        window.rootViewController?.present(lock, animated: false)
      }
      renderings.append(device.render(scene, for: .display).rendering)
    }
    expectEqual(renderings[0], renderings[1])
    #expect(renderings[0] != samplePortrait)
  }
}
