// Bitwarden iOS: BitwardenShared's app processor and the app's windows (stubs), and its app
// delegate that owns the processor.
enum AppContext { case mainApp }
@MainActor protocol AppDelegateType: AnyObject {
  var appProcessor: AppProcessor? { get }
  var isTesting: Bool { get }
}
@MainActor final class AppProcessor {
  func start(appContext: AppContext, navigator: RootViewController, splashWindow: UIWindow?, window: UIWindow) async {}
  func handleAppLinks(incomingURL: URL) {}
  func openUrl(_ url: URL) async {}
}
class RootViewController: UIViewController {}
class ShakeWindow: UIWindow {
  init(windowScene: UIWindowScene, onShake: @escaping () -> Void) { super.init(windowScene: windowScene) }
  required init?(coder: NSCoder) { nil }
}
enum UI {
  static func duration(_ duration: TimeInterval) -> TimeInterval { duration }
}
final class AppDelegate: UIResponder, UIApplicationDelegate, AppDelegateType {
  let appProcessor: AppProcessor? = AppProcessor()
  var isTesting: Bool { false }
}
public let descriptor = StrategyDescriptor(
  name: "bitwarden", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() }) })
