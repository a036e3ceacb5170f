// Stub of the app's own root controller (not measured).
final class TabBarController: UITabBarController {}
public let descriptor = StrategyDescriptor(
  name: "loca", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: .iPhoneScenes, make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
