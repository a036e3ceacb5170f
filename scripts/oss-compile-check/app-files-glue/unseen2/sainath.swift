// The template scene delegate that turns the protection on, named as Info.plist does.
public let descriptor = StrategyDescriptor(
  name: "sainath", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: [.screenshots, .recordings], sceneDelegate: { SceneDelegate() }) })
