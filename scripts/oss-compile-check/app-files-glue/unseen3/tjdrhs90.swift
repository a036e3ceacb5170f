// tjdrhs90/ExPreventCapture: the template scene delegate with its capture cover, named as
// Info.plist does.
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "tjdrhs90", summary: "", source: "", claims: .recordings, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .recordings, sceneDelegate: { SceneDelegate() }) })
