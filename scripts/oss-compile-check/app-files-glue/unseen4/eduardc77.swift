// eduardc77/SecureApp: the app's own types its `App` uses, stubbed (model, services and the root
// switcher view; their files are not the cover). Not run: the cover lives in a SwiftUI `App`'s
// scene, and starting an `App` needs a SwiftUI app host, which is not glue of the allowed kinds.
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
  var body: some View { EmptyView() }
}
public let descriptor: StrategyDescriptor? = nil
