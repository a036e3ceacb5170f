// M9236059933/mercutioios: the scene delegate, named as Info.plist does. Its `initScene` (the app's
// Navigator.swift: a window whose every screen is rooted in `SplashView(content:)`) is the app's own
// and stubbed here: the model's app screen enters SwiftUI through a representable, wrapped in the
// app's `SplashView`, over the window's root view.
struct AppScreen: UIViewRepresentable {
  let content: UIView
  func makeUIView(context: Context) -> UIView { content }
  func updateUIView(_ uiView: UIView, context: Context) {}
}
@MainActor var mercutioHosts: [UIViewController] = []
extension SceneDelegate {
  func initScene(_ scene: UIScene) {
    guard let root = window?.rootViewController?.view else { return }
    let content = UIView(frame: root.bounds)
    for view in root.subviews { content.addSubview(view) }
    let host = UIHostingController(rootView: SplashView(content: AppScreen(content: content)))
    host.view.backgroundColor = .clear
    host.view.frame = root.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(host.view)
    mercutioHosts.append(host)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "mercutio", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
