// rmfokkema/Spiegeltje: the app's root controller (stub; its blur is the app's own code, not named).
// Main.storyboard's initial controller is this class (`initialViewController="BYZ-38-t0r"`,
// `customClass="ViewController"`, the scene configuration's `UISceneStoryboardFile` Main), so
// the host makes it the window's root before the scene delegate connects.
class ViewController: UIViewController {
  func blur(_ on: Bool, animated: Bool = true) {}
  func checkSettings() {}
}
public let descriptor = StrategyDescriptor(
  name: "rmfokkema", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: {
    AppDelegateHost(
      claims: .appSwitcher, sceneDelegate: { SceneDelegate() }, initialController: { ViewController() })
  })
