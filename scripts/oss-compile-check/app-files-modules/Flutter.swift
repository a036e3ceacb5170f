// Stub of Flutter's FlutterAppDelegate (framework glue, not measured): a UIApplicationDelegate
// whose `window` the storyboard sets, with overridable callbacks.
@_exported import ShieldModel

// UIKit sets the window through the Objective-C runtime; off Apple platforms a `UIWindow!`
// property is not the protocol's `window`, so the stub takes the app's key window when first read.
@MainActor open class FlutterAppDelegate: UIResponder, UIApplicationDelegate {
  private var assignedWindow: UIWindow?
  open var window: UIWindow! {
    get {
      if assignedWindow == nil { assignedWindow = UIApplication.shared.keyWindow }
      return assignedWindow
    }
    set { assignedWindow = newValue }
  }
  public override init() { super.init() }
  open func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  open func applicationWillResignActive(_ application: UIApplication) {}
  open func applicationDidBecomeActive(_ application: UIApplication) {}
  open func applicationDidEnterBackground(_ application: UIApplication) {}
  open func applicationWillEnterForeground(_ application: UIApplication) {}
}
