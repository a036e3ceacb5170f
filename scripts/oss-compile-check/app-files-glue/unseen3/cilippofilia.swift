// cilippofilia/ScreenPrivacy: the app's SwiftUI screen carries `.screenPrivacyShield()`. The model's
// app screen enters SwiftUI through a representable, as the app's own content would.
struct AppScreen: UIViewRepresentable {
  let content: UIView
  func makeUIView(context: Context) -> UIView { content }
  func updateUIView(_ uiView: UIView, context: Context) {}
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .all }
  var host: UIHostingController<AnyView>?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let content = UIView(frame: root.bounds)
    for view in root.subviews { content.addSubview(view) }
    let host = UIHostingController(rootView: AnyView(AppScreen(content: content).screenPrivacyShield()))
    host.view.backgroundColor = .clear
    host.view.frame = root.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(host.view)
    self.host = host
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "cilippofilia", summary: "", source: "", claims: .all, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .all) { Glue() } })
