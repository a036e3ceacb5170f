// ReubenBaker/LocalPass (a password manager): its SwiftUI `App` (LocalPass/LocalPassApp.swift)
// overlays the window group's content with `PrivacyOverlayView`
// (Views/Global/PrivacyOverlayView.swift: an ultra-thin material) while the scene phase is not
// active (`PrivacyOverlayViewModel`, ViewModels/PrivacyOverlayViewModel.swift), and signs out on
// background when the user set it. Stubbed here, the app's own types the three files name: its
// settings (Models/SettingsModel.swift: signed up, as for a returning user; lock on background
// off, its default), its authentication and copy-popup view models (their published flags) and
// its screens (clear views: the app description's screen under the hosting view stands for
// them). Hosted by `SwiftUIAppHost`.
final class Settings: ObservableObject {
  static var shared = Settings()
  @Published var signedUp = true
  @Published var lockVaultOnBackground = false
}
final class AuthenticationViewModel: ObservableObject {
  @Published var authenticated = false
  @Published var authenticatedWithBiometrics = false
}
final class CopyPopupOverlayViewModel: ObservableObject {
  @Published var showCopyPopupOverlay = false
}
struct MainView: View {
  var body: some View { Color.clear }
}
struct AuthenticationView: View {
  var body: some View { Color.clear }
}
struct SignUpRootView: View {
  var body: some View { Color.clear }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "localpass", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(LocalPassApp.self, claims: .appSwitcher) })
