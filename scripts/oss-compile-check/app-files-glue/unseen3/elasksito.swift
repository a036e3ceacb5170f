// elAsksito/liga-contra-el-cancer: the template scene delegate (with its concealer extension),
// named as Info.plist does.
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "elasksito", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
