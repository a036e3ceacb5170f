// tiagobondoso/cordova-iosscreenshield-plugin (Andre Grillo's ScreenShield): the library's two files
// (ScreenShield.swift, SecureField.swift). The Cordova plugin class that calls them
// (CDVScreenShield.swift) has a syntax error at the commit the index lists and is not taken; the
// app's call is made here as the library's public API offers it: at launch, the window protected
// from screenshots and recordings blurred.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window?.makeKeyAndVisible()
    if let window { ScreenShield.shared.protect(window: window) }
    ScreenShield.shared.protectFromScreenRecording(message: "Screen recording not allowed")
    return true
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "grillo", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { AppDelegate() }) })
