// EsmeraldiBejolli/secure-background-snapshot: the storyboard's screen; its `secureView` outlet
// (a label) is the app description's view of that name, connected by the model before
// `viewDidLoad`. The controller is loaded when the scene connects, as the storyboard's initial
// controller is, and kept for the process.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  private var screen: ViewController?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let controller = ViewController()
    controller.loadViewIfNeeded()
    screen = controller
  }
}

let app = AppDescription(
  content: .init("content", frame: .fill, autoresizingMask: [.flexibleWidth, .flexibleHeight],
    backgroundColor: AppDescription.Color(white: 1), role: .neutral),
  views: [
    .init("secureView", kind: .label(text: "I am very secret content!", fontSize: 17),
      frame: .init(x: .init(20), y: .init(200), width: .init(-40, widthFraction: 1), height: .init(40)),
      autoresizingMask: [.flexibleWidth], role: .sensitive(textHeight: 17))
  ])
public let descriptor: StrategyDescriptor? = StrategyDescriptor(name: "esmeraldi", summary: "", source: "",
  claims: .appSwitcher, defaultProfile: .iPhoneScenes, app: app, make: { Glue() })
