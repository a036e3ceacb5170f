// rmfokkema/Spiegeltje: the app's root controller (stub; its blur is the app's own code, not named).
class ViewController: UIViewController {
  func blur(_ on: Bool, animated: Bool = true) {}
  func checkSettings() {}
}
public let descriptor = StrategyDescriptor(
  name: "rmfokkema", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
