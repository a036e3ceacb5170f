public let descriptor = StrategyDescriptor(
  name: "starbucks2", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: .iPhoneScenes, make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
