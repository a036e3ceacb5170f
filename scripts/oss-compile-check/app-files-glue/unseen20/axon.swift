// theMethodolojeeOrg/Axon (an AI chat app): its SwiftUI `App` (Axon/AxonApp.swift) shows, over its
// content, the app's `AppLockView` (Axon/Views/Security/AppLockView.swift: biometrics) while the app
// lock is on and not unlocked, and `PrivacyBlurView` (same file: the launch colours and the logo) while
// the scene phase is inactive, when "hide content in app switcher" is on (the app's default; the app
// lock is off by default, as here); the content appears after a 12.8 s launch animation. Its app
// delegate (same file) starts a local API server when the settings say so. Stubbed here, the app's own
// types the two files name: its settings view model and settings (the app's defaults, onboarding done
// as for a returning user), biometric service, colours, device identity, sync, heartbeat, widget and
// bridge services, API server and settings storage (off), and its screens (clear: the app
// description's screen under the hosting view stands for them). Hosted by `SwiftUIAppHost` with the
// app's `@UIApplicationDelegateAdaptor` delegate.
struct AppSettings {
  enum Theme { case dark, light, auto }
  enum LockTimeout {
    case immediate
    var seconds: Int { 0 }
  }
  var theme: Theme = .auto
  var appLockEnabled = false
  var lockTimeout: LockTimeout = .immediate
  var hideContentInAppSwitcher = true
  var hasCompletedOnboarding = true
}
final class SettingsViewModel: ObservableObject {
  static let shared = SettingsViewModel()
  @Published var settings = AppSettings()
}
enum BiometricType {
  case faceID, touchID, opticID, none
  var icon: String { "faceid" }
}
enum BiometricAuthResult {
  case success, cancelled, fallback
  case failed(Error)
}
final class BiometricAuthService: ObservableObject {
  static let shared = BiometricAuthService()
  @Published var biometricType: BiometricType = .faceID
  func authenticate(reason: String) async -> BiometricAuthResult { .success }
}
enum AppColors {
  static let signalMercuryDark = Color.black
  static let signalMercury = Color.gray
  static let signalHematite = Color.gray
}
struct DeviceInfo { let shortId: String }
final class DeviceIdentity {
  static let shared = DeviceIdentity()
  func getDeviceInfo() -> DeviceInfo? { nil }
}
final class AutoSyncOrchestrator {
  static let shared = AutoSyncOrchestrator()
  func start() {}
  func handleScenePhaseChange(_ phase: ScenePhase) {}
}
final class HeartbeatService {
  static let shared = HeartbeatService()
  func start() {}
  func handleScenePhaseChange(_ phase: ScenePhase) {}
}
final class WidgetDataService {
  static let shared = WidgetDataService()
  func initializeFromExistingConversations() async {}
}
final class BridgeConnectionManager {
  static let shared = BridgeConnectionManager()
  func handleAppDidBecomeActive() async {}
}
struct StoredSettings {
  var serverEnabled = false
  var serverPort: Int? = nil
  var serverPassword: String? = nil
  var serverAllowExternal: Bool? = nil
}
final class SettingsStorage {
  static let shared = SettingsStorage()
  func loadSettings() -> StoredSettings? { nil }
}
final class APIServer {
  static let shared = APIServer()
  func start(port: UInt16, password: String?, allowExternal: Bool) async {}
  func stop() async {}
}
extension Notification.Name {
  static let openConversationFromWidget = Notification.Name("openConversationFromWidget")
}
struct OnboardingView: View {
  let onComplete: () -> Void
  init(_ onComplete: @escaping () -> Void) { self.onComplete = onComplete }
  var body: some View { Color.clear }
}
struct AppContainerView: View {
  var body: some View { Color.clear }
}
struct LaunchScreenView: View {
  var body: some View { Color.clear }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "axon", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(AxonApp.self, appDelegate: { AppDelegate() }, claims: .appSwitcher) })
