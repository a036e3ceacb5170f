// radixdlt/babylon-wallet-ios#1284 (F18-01), the same glue before and after the fix: the app's
// own types SceneDelegate.swift names, stubbed with no behaviour (its AppsFlyer and overlay-window
// clients, the overlay reducer's view and the splash view), and the scene delegate hosted as the
// app names it. The app's promise is the PR's stated intent: no privacy overlay while the app stays
// in front (its own biometric check), so the host reports `promisesNoNeedlessCover`.
struct AppsFlyerClient {
  func `continue`(_ userActivity: NSUserActivity) {}
}
struct OverlayWindowClient: Sendable {
  func isUserInteractionEnabled() -> AsyncStream<Bool> { AsyncStream { $0.finish() } }
}
extension DependencyValues {
  var appsFlyerClient: AppsFlyerClient { AppsFlyerClient() }
  var overlayWindowClient: OverlayWindowClient { OverlayWindowClient() }
}
struct OverlayReducer {
  struct State {}
  enum Action {}
  struct View: ShieldModel.View {
    let store: Store<State, Action>
    var body: some ShieldModel.View { EmptyView() }
  }
}
struct SplashView: ShieldModel.View {
  var body: some ShieldModel.View { Color(UIColor.systemBackground) }
}
@MainActor final class Host: PrivacyScreenStrategy {
  let host = AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() })
  var claims: ProtectionClaims { host.claims }
  var promisesNoNeedlessCover: Bool { true }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    host.scene(scene, willConnectTo: session, options: options)
  }
  func sceneDidDisconnect(_ scene: UIScene) { host.sceneDidDisconnect(scene) }
  func sceneDidBecomeActive(_ scene: UIScene) { host.sceneDidBecomeActive(scene) }
  func sceneWillResignActive(_ scene: UIScene) { host.sceneWillResignActive(scene) }
  func sceneWillEnterForeground(_ scene: UIScene) { host.sceneWillEnterForeground(scene) }
  func sceneDidEnterBackground(_ scene: UIScene) { host.sceneDidEnterBackground(scene) }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "babylon", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { Host() })
