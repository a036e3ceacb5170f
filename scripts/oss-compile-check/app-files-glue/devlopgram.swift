// Stub of the app's own root controller (not measured).
final class MainTabViewController: UITabBarController {}
public let descriptor = StrategyDescriptor(
  name: "devlopgram", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: .iPhoneScenes, make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
