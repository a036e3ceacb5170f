// flexa/flexa-ios (a payments SDK): `ScreenshotPreventionView`
// (FlexaCore/Sources/Views/Privacy/ScreenshotPreventionView.swift) hosts its content in a secure
// text field's canvas view, hidden from captures; the SDK's `preventScreenshot` modifier
// (Public/Extensions/View+PreventScreenshot.swift) wraps a view in it. Stubbed here, the SDK's
// own `pinToSuperview` (Extensions/UIViewExtensions.swift: edges pinned to the superview). The
// app's call is ours, as the SDK makes it for its flexcode: the app's screen with
// `.preventScreenshot()`. The model's app screen enters SwiftUI through a representable, as the
// app's own content would; the hosting view fills the root view and is clear.
extension UIView {
  func pinToSuperview() {
    guard let superview else { return }
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: superview.topAnchor),
      bottomAnchor.constraint(equalTo: superview.bottomAnchor),
      leadingAnchor.constraint(equalTo: superview.leadingAnchor),
      trailingAnchor.constraint(equalTo: superview.trailingAnchor),
    ])
  }
}
struct AppScreen: UIViewRepresentable {
  let content: UIView
  func makeUIView(context: Context) -> UIView { content }
  func updateUIView(_ uiView: UIView, context: Context) {}
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  var host: UIHostingController<AnyView>?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let content = UIView(frame: root.bounds)
    for view in root.subviews { content.addSubview(view) }
    let host = UIHostingController(rootView: AnyView(AppScreen(content: content).preventScreenshot()))
    host.view.backgroundColor = .clear
    host.view.frame = root.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(host.view)
    self.host = host
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "flexa", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
