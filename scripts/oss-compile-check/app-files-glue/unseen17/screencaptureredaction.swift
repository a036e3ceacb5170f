// jiachenyee/ScreenCaptureRedaction: `redactWhenScreenRecorded()` (ScreenCaptureRedaction.swift)
// shows its content redacted while the scene is captured or not active (iOS 17: the environment's
// `isSceneCaptured` and `scenePhase`). The app's call is ours, as the library's README shows it:
// the app's screen with `.redactWhenScreenRecorded()`. The model's app screen enters SwiftUI
// through a representable, as the app's own content would; the hosting view fills the root view
// and is clear.
struct AppScreen: UIViewRepresentable {
  let content: UIView
  func makeUIView(context: Context) -> UIView { content }
  func updateUIView(_ uiView: UIView, context: Context) {}
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.appSwitcher, .recordings] }
  var host: UIHostingController<AnyView>?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let content = UIView(frame: root.bounds)
    for view in root.subviews { content.addSubview(view) }
    let host = UIHostingController(rootView: AnyView(AppScreen(content: content).redactWhenScreenRecorded()))
    host.view.backgroundColor = .clear
    host.view.frame = root.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(host.view)
    self.host = host
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "screencaptureredaction", summary: "", source: "", claims: [.appSwitcher, .recordings],
  defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.appSwitcher, .recordings]) { Glue() } })
