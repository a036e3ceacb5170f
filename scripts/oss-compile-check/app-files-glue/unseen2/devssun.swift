// devssun/Wonder-Series-iOS: the template scene delegate, named as Info.plist does.
public let descriptor = StrategyDescriptor(
  name: "devssun", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
