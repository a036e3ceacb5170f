// chisw-ios/AppSecurity: the scene delegate, named as Info.plist does. The app's factory of its bank
// card screen (Presentation/Assembler/MainFactory.swift) is stubbed: the model's app screen stands
// for that page.
enum MainFlowFactory {
  @MainActor static func instantiateBankCardPage() -> UIViewController { UIViewController() }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "chisw", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
