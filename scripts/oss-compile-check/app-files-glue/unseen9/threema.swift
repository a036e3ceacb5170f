// threema-ch/threema-ios: the app delegate's lifetime observers (AppDelegate+Observation.swift, an
// extension of the app's Objective-C `AppDelegate`) and the cover they show
// (ScreenshotPreventionView.swift). Stubbed here: the app delegate class itself (AppDelegate.m calls
// `registerLifetimeObservers` in `didFinishLaunching`, as this stub does), a scene delegate that
// only holds its window (Threema's SceneDelegate.swift is not taken), and the app's types the files
// name (state only). The state is the one the cover is for: a business build (`isBusinessApp`) whose
// MDM disables screenshots. `ThreemaMacros` is an empty stub module: its `#localize` macro needs a
// compiler plugin, which a stub cannot give. The stubs' statics are `Sendable` (the first run's were
// not: a glue bug in Swift 6 mode).
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    registerLifetimeObservers()
    return true
  }
  func execute(_ action: @escaping (AppCoordinatorStub) -> Void) {}
  func currentTopViewController() -> UIViewController? { window?.rootViewController }
  static func isAlertViewShown() -> UIViewController? { nil }
}
final class ThreemaSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}
final class AppCoordinatorStub { func showThreemaSafe() {} }
enum DatabaseContext {
  static let errorWhileProcessingManagedObject = Notification.Name("errorWhileProcessingManagedObject")
  static let errorKey = "error"
}
let kSafeBackupPasswordCheck = "kSafeBackupPasswordCheck"
let kSafeBackupUIRefresh = "kSafeBackupUIRefresh"
enum TargetManager {
  static let isBusinessApp = true
  static let localizedAppName = "Threema Work"
}
enum ErrorHandler { static func abort(with error: Error) {} }
enum AppSetup { static let isCompleted = true }
final class MDMSetup {
  init!() {}
  func safeEnable() -> NSNumber? { nil }
  func isSafeBackupDisable() -> Bool { false }
  func disableScreenshots() -> Bool { true }
}
final class GroupManagerStub: Sendable {}
enum BusinessInjector {
  struct UI: Sendable { let groupManager = GroupManagerStub() }
  static let ui = UI()
}
final class SafeManager {
  init(groupManager: GroupManagerStub) {}
  var isActivated = false
  func credentialsChanged() -> Bool { false }
  func deactivate() {}
  func activateThroughMDM() {}
}
enum LaunchModalManager {
  struct Shared { let isBeingDisplayed = false }
  static let shared = Shared()
}
enum NotificationPresenterType { case safePasswordAccepted }
final class NotificationPresenterWrapper: Sendable {
  static let shared = NotificationPresenterWrapper()
  func present(type: NotificationPresenterType) {}
}
enum UIAlertTemplate {
  static func showTimedAlert(
    owner: UIViewController?, title: String, message: String, action1: UIAlertAction, action2: UIAlertAction,
    enableActionsAfter: Int
  ) {}
}
enum Colors {
  static let textInverted = UIColor.white
  static let threemaLogo = UIImage()
}
extension UIColor {
  var color: Color { Color(uiColor: self) }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "threema", summary: "", source: "", claims: [.recordings],
  defaultProfile: .iPhoneScenes,
  make: {
    AppDelegateHost(claims: [.recordings], appDelegate: { AppDelegate() }, sceneDelegate: { ThreemaSceneDelegate() })
  })
