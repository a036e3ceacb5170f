public let descriptor = StrategyDescriptor(
  name: "starbucks", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: .iPhoneScenes, make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
