
// The storyboard's screen: its `yellowView` outlet is the app description's view of that name
// (connected by the model before `viewDidLoad`, as a storyboard connects it), the sensitive
// content the controller hides while the screen is captured. The controller is loaded when the
// scene connects, as the storyboard's initial controller is, and kept for the process.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.recordings] }
  private var screen: ForScreenCapturedViewController?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let controller = ForScreenCapturedViewController()
    controller.loadViewIfNeeded()
    screen = controller
  }
}

let app = AppDescription(
  content: .init("content", frame: .fill, autoresizingMask: [.flexibleWidth, .flexibleHeight],
    backgroundColor: AppDescription.Color(white: 1), role: .neutral),
  views: [
    .init("yellowView", kind: .label(text: "yellow", fontSize: 34),
      frame: .init(x: .init(20), y: .init(100), width: .init(-40, widthFraction: 1), height: .init(200)),
      autoresizingMask: [.flexibleWidth], role: .sensitive(textHeight: 34))
  ])
public let descriptor: StrategyDescriptor? = StrategyDescriptor(name: "takashings", summary: "", source: "",
  claims: [.recordings], defaultProfile: .iPhoneScenes, app: app, make: { Glue() })
