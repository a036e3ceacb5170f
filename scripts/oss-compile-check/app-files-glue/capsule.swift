// Stub of the app's own helper (not measured): the top-most presented controller of the key window.
extension UIApplication {
  func topViewController() -> UIViewController {
    var top = connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }!
      .rootViewController!
    while let presented = top.presentedViewController { top = presented }
    return top
  }
}
public let descriptor = StrategyDescriptor(
  name: "capsule", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: .iPhoneScenes, make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
