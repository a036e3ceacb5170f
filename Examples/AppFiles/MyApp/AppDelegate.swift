// swift-format-ignore-file
// (an app's file in its own style, as Xcode's template writes it: compiled unchanged)
import UIKit

// The app delegate as an app writes it: the entry point, and a privacy shield started at launch.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    PrivacyShield.shared.start()
    return true
  }
}
