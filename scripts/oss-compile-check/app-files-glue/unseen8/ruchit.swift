// Ruchit-Shah/SwiftUIBiometricAuth: the app's `App` (SecureAuthSampleAppApp.swift) and its lock
// screen (LoginView.swift), hosted by `SwiftUIAppHost`. Stubbed here, the app's own types the two
// files name: its screens (CreatePinView, HomeView: clear, so the app description's screen under the
// hosting view stands for the content), LoginViewModel and BiometricService (their state only;
// the stubs authenticate nobody). The app's stored state is a returning user's: a PIN was created
// (`isPinCreated`), as the app's own flow sets it before the lock can show. `BiometricService` is
// `Sendable` (it holds nothing): the first run's stub was not, a glue bug in Swift 6 mode.
struct CreatePinView: View {
  var body: some View { Color.clear }
}
struct HomeView: View {
  var body: some View { Color.clear }
}
final class LoginViewModel: ObservableObject {
  @Published var pin = ""
  @Published var errorMessage = ""
  @Published var isUnlocked = false
  @Published var isLocked = false
  func login() {}
}
final class BiometricService: Sendable {
  static let shared = BiometricService()
  func biometricType() -> String { "Face ID" }
  func authenticate(_ completion: @escaping (Bool) -> Void) {}
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "ruchit", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: {
    UserDefaults.standard.set(true, forKey: "isPinCreated")
    return SwiftUIAppHost(SecureAuthSampleAppApp.self, claims: .appSwitcher)
  })
