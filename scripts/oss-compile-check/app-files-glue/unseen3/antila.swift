// antila3567/SwiftBiometricLock: the app wraps its SwiftUI screen in `LockView` (biometrics, locked
// again at background). The model's app screen enters SwiftUI through a representable. The app's
// own `ContentView` (the file's preview names it) is stubbed.
struct AppScreen: UIViewRepresentable {
  let content: UIView
  func makeUIView(context: Context) -> UIView { content }
  func updateUIView(_ uiView: UIView, context: Context) {}
}
struct ContentView: View {
  var body: some View { EmptyView() }
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var host: UIHostingController<AnyView>?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let content = UIView(frame: root.bounds)
    for view in root.subviews { content.addSubview(view) }
    let host = UIHostingController(
      rootView: AnyView(LockView(lockType: .biometric, lockPin: "0320", isEnabled: true) { AppScreen(content: content) }))
    host.view.backgroundColor = .clear
    host.view.frame = root.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(host.view)
    self.host = host
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "antila", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
