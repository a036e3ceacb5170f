// swift-format-ignore-file
// (an app's file in its own style, as Xcode's template writes it: compiled unchanged)
import UIKit

// The scene delegate as Xcode's iOS App template writes it, with a blur added while the scene
// is not active. Compiled unchanged by AppFilesPlugin (Fuzzing/app-files.json names it).
class SceneDelegate: UIResponder, UIWindowSceneDelegate {

  var window: UIWindow?
  private var blurView: UIVisualEffectView?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    // With a storyboard, `window` is already made and attached to the scene.
    guard let _ = (scene as? UIWindowScene) else { return }
  }

  func sceneDidDisconnect(_ scene: UIScene) {
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    blurView?.removeFromSuperview()
    blurView = nil
  }

  func sceneWillResignActive(_ scene: UIScene) {
    guard let window = window, blurView == nil else { return }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    blur.frame = window.bounds
    blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(blur)
    blurView = blur
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
  }
}
