// The privacy cover as an iOS app writes it, unchanged: the fuzzing target compiles this very
// file with the AppFilesPlugin (Sources/MyCoverFuzzing/app-files.json). The app's scene delegate
// forwards its callbacks, e.g.
//   func sceneWillResignActive(_ scene: UIScene) { privacyCover.sceneWillResignActive(scene) }
import UIKit

/// A cover window per scene at `.alert + 1`, up from will-resign-active until did-become-active.
@MainActor final class PrivacyCover {
  private var covers: [ObjectIdentifier: UIWindow] = [:]
  private var focused: [ObjectIdentifier: UIView] = [:]  // given back on return: typing goes on

  func sceneWillResignActive(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    focused[ObjectIdentifier(scene)] = windowScene.windows.lazy.compactMap(Self.firstResponder).first
    for window in windowScene.windows { window.endEditing(true) }  // the keyboard draws above all windows
    showCover(over: windowScene)
  }

  // A launch into the background (a fetch, a push) never resigns: an app-delegate app, or a scene
  // the system connects in the background, is photographed in the background without one.
  func sceneDidEnterBackground(_ scene: UIScene) {
    if let windowScene = scene as? UIWindowScene { showCover(over: windowScene) }
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    covers[ObjectIdentifier(scene)]?.isHidden = true
    _ = focused.removeValue(forKey: ObjectIdentifier(scene))?.becomeFirstResponder()
  }

  private func showCover(over windowScene: UIWindowScene) {
    let cover = covers[ObjectIdentifier(windowScene)] ?? UIWindow(windowScene: windowScene)
    cover.windowLevel = .alert + 1
    if cover.rootViewController == nil {
      cover.rootViewController = UIViewController()
      cover.rootViewController?.view.backgroundColor = .systemBackground  // opaque: nothing shows through
    }
    cover.isHidden = false
    covers[ObjectIdentifier(windowScene)] = cover
  }

  /// The view under `view` (or itself) that is first responder; UIKit has no public getter.
  private static func firstResponder(in view: UIView) -> UIView? {
    view.isFirstResponder ? view : view.subviews.lazy.compactMap(firstResponder).first
  }
}
