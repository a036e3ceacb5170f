// a360n/SecureVault (a password vault): `ContentViewWrapper` (SecureVault/Utilities/ContentViewWrapper.swift)
// shows the app's `LoginView` (Views/LoginView.swift: Face ID through Managers/AuthenticationManager.swift,
// or the passcode) instead of its password list while `AppLockManager` (Managers/AppLockManager.swift)
// is locked (from launch; again after an hour without a touch), and locks on
// `willResignActiveNotification`. Stubbed here, the app's password list (clear: the app description's
// screen under the hosting view stands for it). At the fetched HEAD the app's `App` shows a `RootView`
// with the same lock but no resign-active lock; the wrapper is written here into an `App` as the
// wrapper's own file has it (with the lock manager in the environment, as the app's `App` sets it).
// Hosted by `SwiftUIAppHost`.
struct PasswordListView: View {
  var body: some View { Color.clear }
}
struct SecureVaultWrapperApp: App {
  var body: some Scene {
    WindowGroup {
      ContentViewWrapper()
        .environmentObject(AppLockManager.shared)
    }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "securevault", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(SecureVaultWrapperApp.self, claims: .appSwitcher) })
