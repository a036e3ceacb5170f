// omrobbie/ios-avoid-screenshot: the storyboard's initial controller (Avoid Screenshot/
// ViewController.swift) adds a blank view over its content and shows it, on a one-second
// repeating timer, while any screen is captured (recording, mirroring); after a screenshot it
// deletes the newest photo (Photos). The app's scene delegate (SceneDelegate.swift, the Xcode
// template: it keeps the storyboard's window) is written here as the template writes it; the
// host makes the storyboard's initial controller, of the app's class, the window's root.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let _ = (scene as? UIWindowScene) else { return }
  }
}
public let descriptor = StrategyDescriptor(
  name: "omrobbie", summary: "", source: "", claims: [.recordings], defaultProfile: .iPhoneScenes,
  make: {
    AppDelegateHost(
      claims: [.recordings], sceneDelegate: { SceneDelegate() }, initialController: { ViewController() })
  })
