// ProteGO-Safe/ios (ProteGO Safe, Poland's COVID-19 app): `HiderController`
// (safesafe/Common/Helpers/HiderController.swift) shows a window of its own at `.alert + 1` whose root
// is the "Hider" storyboard's `HiderViewController` (safesafe/Components/Hider/HiderViewController.swift)
// while the screen is captured, and hides it when capture ends. Glue: the call that starts the code,
// as the app's `AppCoordinator` (safesafe/App/AppCoordinator.swift, not taken: the app's coordinator,
// its other work stubbed away) makes it on `UIScreen.capturedDidChangeNotification` (mirroring
// aside), in a scene delegate that makes the window as the app's `SceneDelegate` does; the storyboard
// scene's class by its ID, as the storyboard names it.
final class ProtegoSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    self.window = window
    window.backgroundColor = .white
    window.rootViewController = UINavigationController(rootViewController: UIViewController())
    window.makeKeyAndVisible()
    NotificationCenter.default.addObserver(
      forName: UIScreen.capturedDidChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in
      let isMirrored = UIScreen.screens.first(where: { $0.mirrored == UIScreen.main }).map({ _ in true }) ?? false
      guard !isMirrored else { return }
      UIScreen.main.isCaptured
        ? HiderController.shared.show(windowScene: self?.window?.windowScene) : HiderController.shared.hide()
    }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "protego", summary: "", source: "", claims: .recordings, defaultProfile: .iPhoneScenes,
  make: {
    AppDelegateHost(
      claims: .recordings, sceneDelegate: { ProtegoSceneDelegate() },
      storyboardControllers: ["HiderViewController": { HiderViewController() }])
  })
