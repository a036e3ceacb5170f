// Electrode-iOS/ELMaestro (WalmartLabs' app-delegate plugin framework): `ApplicationDelegateProxy`
// (ELMaestro/ApplicationDelegateProxy.swift), the app delegate an app subclasses, asks
// `ApplicationSupervisor` (ApplicationSupervisor.swift, BackgroundPrivacy.swift) to add its privacy
// view (white, the size of the screen) to the key window on did-enter-background when the navigator's
// visible controller opts in (`BackgroundPrivacy`, the default opt-in mode), and removes it on
// will-enter-foreground; plugins (Supervisor.swift, Pluggable.swift, PluggableFeature.swift) receive
// the lifecycle. The app's side is ours, as the framework's README asks of an app: a plugin loaded and
// started before launch, an app delegate subclassing the proxy that makes the window with a navigation
// controller whose page opts in, and the navigator that names it. Hosted as UIKit hosts an app delegate.
final class GluePlugin: NSObject, PluggableFeature {
  let identifier: DependencyID = "com.example.glue"
  let dependencies: [DependencyID]? = nil
  required init?(containerBundleID: String?) { super.init() }
  func startup(_ supervisor: Supervisor) {}
  func applicationWillTerminate() {}
  func applicationDidReceiveMemoryWarning() {}
}
final class SensitiveViewController: UIViewController, BackgroundPrivacy {}
struct GlueNavigator: SupervisorNavigator {
  let selectedViewController: UIViewController?
}
final class AppDelegate: ApplicationDelegateProxy {
  override init() {
    super.init()
    supervisor.loadPlugin(GluePlugin.self)
    supervisor.startup()
  }
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let result = super.application(application, didFinishLaunchingWithOptions: launchOptions)
    let navigation = UINavigationController(rootViewController: SensitiveViewController())
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    supervisor.navigator = GlueNavigator(selectedViewController: navigation)
    return result
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "elmaestro", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
