// gowthamkasi/superone-ios (a health app): its SwiftUI `App` (superone/SuperOneApp.swift) shows
// `BlurOverlayView` (an ultra-thin material with the app's name) over its content while its
// `@Observable` `ScenePhaseManager` (superone/core/Security/ScenePhaseManager.swift) says the app is
// inactive or in the background. Stubbed here, the app's own types the two files name: its
// content view (clear: the app description's screen under the hosting view stands for it), theme,
// authentication, onboarding and flow managers, launch safety checks, configuration keys, health
// metric and HealthKit service, and design tokens. Hosted by `SwiftUIAppHost`.
struct ContentView: View {
  var body: some View { Color.clear }
}
final class ThemeManager: ObservableObject {
  struct Theme { var colorScheme: ColorScheme? }
  @Published var currentTheme = Theme(colorScheme: nil)
}
@Observable final class AuthenticationManager {
  func checkInitialAuthenticationStatus() {}
  func signOut() async throws {}
}
@Observable final class OnboardingViewModel {}
@Observable final class AppFlowManager {
  static let shared = AppFlowManager()
  func detectInitialFlow() async {}
}
enum ProductionSafetyChecks {
  static func performAllSafetyChecks() {}
}
enum AppConfiguration {
  enum UserDefaultsKeys {
    static let onboardingComplete = "onboardingComplete"
  }
}
struct HealthMetric {}
final class HealthKitService {
  func requestAuthorization() async throws -> Bool { false }
}
enum HealthColors {
  static let primary = Color.blue
  static let primaryText = Color.black
  static let secondaryText = Color.gray
  static let background = Color.white
}
enum HealthCornerRadius {
  static let button: CGFloat = 12
  static let card: CGFloat = 16
}
enum HealthSpacing {
  static let screenPadding: CGFloat = 16
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "superone", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(SuperOneApp.self, claims: .appSwitcher) })
