// claudiomadureira/screen-shield: the example's storyboard screen (`ViewController`, its `txf`
// outlet the app description's field of that name, connected before `viewDidLoad` as a storyboard
// connects it) is loaded when the scene connects, as the storyboard's initial controller is, and
// shown; the library's files are in the same target (`MSScreenShield` is an empty stub module for
// the example's import).
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.recordings] }
  private var screen: ViewController?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController else { return }
    let controller = ViewController()
    controller.modalPresentationStyle = .fullScreen
    root.present(controller, animated: false)
    screen = controller
  }
}
let app = AppDescription(
  content: .init("content", frame: .fill, autoresizingMask: [.flexibleWidth, .flexibleHeight],
    backgroundColor: AppDescription.Color(white: 1), role: .neutral),
  views: [
    .init("txf", kind: .textField(.init(text: "secret")),
      frame: .init(x: .init(20), y: .init(100), width: .init(-40, widthFraction: 1), height: .init(44)),
      autoresizingMask: [.flexibleWidth], role: .sensitive(textHeight: 17))
  ])
public let descriptor: StrategyDescriptor? = StrategyDescriptor(name: "msshield", summary: "", source: "",
  claims: [.recordings], defaultProfile: .iPhoneScenes, app: app, make: { PerSceneStrategy(claims: [.recordings]) { Glue() } })
