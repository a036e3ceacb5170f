// hacknicity/AppSwitcherPrivacyScreen: no app-side types; the scene delegate named, as Info.plist does.
public let descriptor = StrategyDescriptor(
  name: "hacknicity", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
