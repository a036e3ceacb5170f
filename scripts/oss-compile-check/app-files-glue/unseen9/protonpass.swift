// protonpass/ios-pass: the home coordinator's app cover (HomepageCoordinator+AppCover.swift, an
// extension of the app's `HomepageCoordinator`). Stubbed here: the coordinator class with the state
// the extension reads, and its two subscriptions that call `coverApp()` (on will-resign-active and
// did-enter-background, as HomepageCoordinator.swift does, not taken) plus its first-appear call; a
// scene delegate that makes the window, as SceneDelegate.swift does; the app's design tokens
// (`DesignSystem` is an empty stub module). The user has no app lock: the app's
// `localAuthentication` modifier (its Screens package, not taken) skips authentication whenever the
// scene is active, which calls `onAuthSkipped` (uncover). The first run's glue imported `Combine`,
// which a glue file (not rewritten by the plugin) cannot: the model's Combine comes with ShieldModel.
// The coordinator is main-actor, as upstream's is (it conforms to its Core package's `@MainActor`
// `CoordinatorProtocol`); the second run's stub was not, a glue bug in Swift 6 mode.

enum LocalAuthenticationSuccessMode { case definePIN, removeLocalAuth, none }
enum DesignConstant { static let animationDuration: TimeInterval = 0.25 }
extension Notification.Name {
  static let recordLastActiveTimestamp = Notification.Name("recordLastActiveTimestamp")
}
enum PassColor { static let newBackgroundStrong = Color(red: 0.1, green: 0.1, blue: 0.15) }
enum PassIcon { static let coverScreenLogo = Image("coverScreenLogo") }
enum RouterDestination { case setPINCode }
final class Router { func present(for destination: RouterDestination) {} }
enum LocalAuthenticationMethod { case none, biometric, pin }
enum AppLockTime { case `default` }
struct SharedPreferences {
  var localAuthenticationMethod = LocalAuthenticationMethod.none
  var fallbackToPasscode = true
  var appLockTime = AppLockTime.default
}
final class PreferencesManager {
  var shared = SharedPreferences()
  func updateSharedPreferences<T>(_ keyPath: WritableKeyPath<SharedPreferences, T>, value: T) async throws {
    shared[keyPath: keyPath] = value
  }
}

private struct SkippedLocalAuthentication: ViewModifier {
  @Environment(\.scenePhase) private var scenePhase
  let onAuthSkipped: () -> Void
  func body(content: Content) -> some View {
    content
      .onAppear { if scenePhase == .active { onAuthSkipped() } }
      .onChange(of: scenePhase) { phase in if phase == .active { onAuthSkipped() } }
  }
}
extension View {
  func localAuthentication(
    manuallyAvoidKeyboard: Bool, onAuth: @escaping () -> Void, onAuthSkipped: @escaping () -> Void,
    onSuccess: @escaping (LocalAuthenticationSuccessMode) -> Void, onFailure: @escaping (String?) -> Void
  ) -> some View {
    modifier(SkippedLocalAuthentication(onAuthSkipped: onAuthSkipped))
  }
}

@MainActor final class HomepageCoordinator {
  weak var window: UIWindow?
  weak var appCoverView: UIView?
  var rootViewController: UIViewController? { window?.rootViewController }
  var authenticated = false
  let router = Router()
  let preferencesManager = PreferencesManager()
  private var cancellables = Set<AnyCancellable>()

  init(window: UIWindow) {
    self.window = window
    NotificationCenter.default
      .publisher(for: UIApplication.willResignActiveNotification)
      .sink { [weak self] _ in
        guard let self else { return }
        coverApp()
      }
      .store(in: &cancellables)
    NotificationCenter.default
      .publisher(for: UIApplication.didEnterBackgroundNotification)
      .sink { [weak self] _ in
        guard let self else { return }
        coverApp()
      }
      .store(in: &cancellables)
  }
  func refreshInAppNotifications() {}
  func handle(error: Error) {}
  func handleFailedLocalAuthentication(_ message: String?) {}
}

final class ProtonSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: HomepageCoordinator?
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    self.window = window
    window.makeKeyAndVisible()
    let coordinator = HomepageCoordinator(window: window)
    self.coordinator = coordinator
    coordinator.coverApp()  // the home view's first appear
  }
}

public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "protonpass", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { ProtonSceneDelegate() }) })
