// open-eid/MOPP-iOS (RIA DigiDoc, Estonia's signing app): `ScreenDisguise`
// (MoppApp/MoppApp/ScreenDisguise.swift) adds a light blur to the key window on `show()` and fades it
// out and removes it on `hide()`; while the screen is captured `handleScreenRecordingPrevention()`
// also puts the launch-screen nib's view over the top controller's view. Glue: the calls that start
// the code, as the app's `MoppApp` (MoppApp/MoppApp/MoppApp.swift, a `UIApplication` subclass of 580
// lines, not taken) makes them in its release build: `show()` on will-resign-active, `hide()` on
// will-enter-foreground and did-become-active, `handleScreenRecordingPrevention()` on
// `UIScreen.capturedDidChangeNotification` and 1 s after launch; the window made in code as `MoppApp`
// makes it. Stubs of the app's own names the file uses: its disguise controller, its two challenge
// screens, `launchScreenTag` (MoppApp/MoppApp/Constants.swift), `printLog` (Utils.swift) and
// `UIViewController.getTopViewController()` (Extensions/UIViewController+Additions.swift, its body as
// the app writes it).
class ScreenDisguiseViewController: UIViewController {}
final class MobileIDChallengeViewController: UIViewController {}
final class SmartIDChallengeViewController: UIViewController {}
let launchScreenTag: Int = 1
func printLog(_ message: String, _ file: String = #file, _ function: String = #function, _ line: Int = #line) {}
extension UIViewController {
  func getTopViewController() -> UIViewController {
    if var topViewController = UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.rootViewController {
      while let currentViewController = topViewController.presentedViewController {
        topViewController = currentViewController
      }
      return topViewController
    }
    return UIViewController()
  }
}
final class MoppGlueAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.backgroundColor = UIColor.white
    window?.rootViewController = UINavigationController(rootViewController: UIViewController())
    window?.makeKeyAndVisible()
    NotificationCenter.default.addObserver(
      forName: UIScreen.capturedDidChangeNotification, object: nil, queue: nil
    ) { _ in ScreenDisguise.shared.handleScreenRecordingPrevention() }
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ScreenDisguise.shared.handleScreenRecordingPrevention() }
    return true
  }
  func applicationWillResignActive(_ application: UIApplication) { ScreenDisguise.shared.show() }
  func applicationWillEnterForeground(_ application: UIApplication) { ScreenDisguise.shared.hide() }
  func applicationDidBecomeActive(_ application: UIApplication) { ScreenDisguise.shared.hide() }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "mopp", summary: "", source: "", claims: [.appSwitcher, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.appSwitcher, .recordings], appDelegate: { MoppGlueAppDelegate() }) })
