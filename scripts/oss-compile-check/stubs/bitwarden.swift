// Bitwarden iOS SceneDelegate: BitwardenShared's app processor and the app's windows.
#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif

enum AppContext { case mainApp }

protocol AppDelegateType: AnyObject {
  var appProcessor: AppProcessor? { get }
  var isTesting: Bool { get }
}

@MainActor final class AppProcessor {
  func start(
    appContext: AppContext, navigator: RootViewController, splashWindow: UIWindow?, window: UIWindow
  ) async {}
  func handleAppLinks(incomingURL: URL) {}
  func openUrl(_ url: URL) async {}
}

class RootViewController: UIViewController {}

class ShakeWindow: UIWindow {
  init(windowScene: UIWindowScene, onShake: @escaping () -> Void) {
    super.init(windowScene: windowScene)
  }

  required init?(coder: NSCoder) { nil }
}

enum UI {
  static func duration(_ duration: TimeInterval) -> TimeInterval { duration }
}
