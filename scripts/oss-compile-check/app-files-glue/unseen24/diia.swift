// diia-open-source/ios-diia (Diia, Ukraine's public-services app): its app delegate
// (DiiaOpenSource/AppDelegate.swift) makes the window in code and, on will-resign-active, adds an
// image view of the window's size (the app's background image) to the window at alpha 0 and fades it
// in over 0.2 s; on did-become-active it removes it. Glue: the app's own types the delegate names
// (its router, deep-link manager, reachability, configurator, splash module, R.swift images,
// services and brightness helper), with no behaviour of their own; the splash finishes at once (its
// `onFinish` on the next main-queue turn) and the router's `start()` shows the app's screen (clear:
// the app description's screen stands for the content). The user has no PIN due.
final class AppRouter {
  static let instance = AppRouter()
  var didFinishStarting = false
  private weak var window: UIWindow?
  func configure(window: UIWindow) { self.window = window }
  func start() {
    window?.rootViewController = UINavigationController(rootViewController: UIViewController())
    didFinishStarting = true
  }
  func showPincode() {}
}
final class DeepLinkManager {
  weak var appRouter: AppRouter?
  func parse(url: URL) -> Bool { false }
}
final class ReachabilityHelper {
  static let shared = ReachabilityHelper()
  func startNetworkReachabilityObserver() {}
}
enum AppConfigurator { static func configureApp() {} }
struct SplashScreenModule {
  let onFinish: () -> Void
  init(onFinish: @escaping () -> Void) { self.onFinish = onFinish }
  func viewController() -> UIViewController {
    let finish = onFinish
    DispatchQueue.main.async { finish() }
    return UIViewController()
  }
}
/// R.swift's generated resource accessors (`R.image.light_background.image`).
enum R {
  struct ImageResource {
    let name: String
    var image: UIImage { UIImage(named: name) ?? UIImage() }
  }
  enum image { static let light_background = ImageResource(name: "light_background") }
}
final class AuthService {
  func setLastPincodeDate(date: Date) {}
  func doesNeedPincode() -> Bool { false }
}
final class ServicesProvider {
  static let shared = ServicesProvider()
  let authService = AuthService()
}
final class ScreenBrightnessHelper {
  static let shared = ScreenBrightnessHelper()
  func resetBrightness() {}
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "diia", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
