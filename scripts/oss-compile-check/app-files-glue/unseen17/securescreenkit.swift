// SameerNadaf/SecureScreenKit: `ScreenshotProofView` (SwiftUI/ScreenshotProofView.swift) hosts its
// content inside a secure text field's first subview, hidden from captures. The app's call is
// ours, as the library's README shows it: the app's screen inside a `ScreenshotProofView`. The
// model's app screen (its content, with its sensitive parts) enters SwiftUI through a
// representable, as the app's own content would; the hosting view fills the root view and is
// clear.
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
    let host = UIHostingController(rootView: AnyView(ScreenshotProofView { AppScreen(content: content) }))
    host.view.backgroundColor = .clear
    host.view.frame = root.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(host.view)
    self.host = host
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "securescreenkit", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
