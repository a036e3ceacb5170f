// bytepotato-ug/pizzini (an end-to-end encrypted messenger): `PrivacyShieldWindow`
// (pizzini/pizzini/PrivacyShieldWindow.swift), installed by the app delegate at launch (the app's
// PushNotifications.swift calls `PrivacyShieldWindow.shared.install()` in
// `application(_:didFinishLaunchingWithOptions:)`), makes one window per scene at `.alert + 1`
// hosting `PrivacyShieldView` (same folder: opaque black), hidden, shows it on
// `UIScene.willDeactivateNotification` (after `endEditing` on the scene's normal-level windows)
// and hides it on `didActivateNotification`. Glue: the app delegate's one call, and a SwiftUI
// `App` with that delegate whose content is clear (the app description's screen under the hosting
// view stands for the chats).
final class PizziniAppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    PrivacyShieldWindow.shared.install()
    return true
  }
}
struct PizziniGlueApp: App {
  @UIApplicationDelegateAdaptor(PizziniAppDelegate.self) var appDelegate
  var body: some Scene {
    WindowGroup { Color.clear }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "pizziniwindow", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(PizziniGlueApp.self, appDelegate: { PizziniAppDelegate() }, claims: .appSwitcher) })
