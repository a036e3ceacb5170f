// eduardc77/SecureApp: the app's own types its `App` uses, stubbed (model, services and the root
// switcher view; their files are not the cover). The `App` is hosted by `SwiftUIAppHost` (the
// model's SwiftUI app host, seventeenth session; earlier runs had none, so the file was not run).
// The settings are the app's defaults as the stub keeps them (privacy mode on, no biometric lock);
// the root switcher is clear, so the app description's screen under the hosting view stands for
// the content.
enum AuthState: Equatable {
  case loggedOut, authorized, loading
  var isLoading: Bool { self == .loading }
}
final class AuthService {}
final class UserAppState: ObservableObject {
  init(authService: AuthService) {}
  @Published var state: AuthState = .authorized
  @Published var appLocked = false
  @Published var lockAppTimerIsRunning = false
  func lockAppInBackground() {}
}
@MainActor final class SettingsViewModel: ObservableObject {
  @Published var backgroundPrivacy = false
  @Published var privacyMode = true
  @Published var biometricUnlockIsActive = false
  @Published var accentColorIndex = 0
  let colors: [Color] = [.blue]
}
struct AppStateSwitcher: View {
  @ObservedObject var settingsViewModel: SettingsViewModel
  var body: some View { Color.clear }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "eduardc77", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(SecureApp.self, claims: .appSwitcher) })
