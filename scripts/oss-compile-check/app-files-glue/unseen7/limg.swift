// limgandhi/MyScreenProtectorTuist: the scene delegate (named as Info.plist does); the storyboard's
// initial controller (ViewController.swift, not taken) keeps a `ScreenProtector` and calls
// `startPreventingRecording()` in `viewDidLoad`: that call is made here once the scene connected,
// from a glue subclass of the app's scene delegate.
final class GlueSceneDelegate: SceneDelegate {
  private let screenProtector = ScreenProtector()
  override func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    super.scene(scene, willConnectTo: session, options: connectionOptions)
    screenProtector.startPreventingRecording()
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "limg", summary: "", source: "", claims: [.recordings], defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: [.recordings], sceneDelegate: { GlueSceneDelegate() }) })
