// vilayath01/AimTask (a location-based task app): its SwiftUI `App` (AimTask/AimTaskApp.swift)
// shows the app's `PrivacyView` (AimTask/Privacy/PrivacyScreen.swift: the app's logo on its
// colour) over the content on `UIScene.willDeactivateNotification` and hides it on
// `didActivateNotification`; its app delegate (the same file) configures Firebase (a stub
// module). Stubbed here, the app's own types the two files name: its login view model
// (authenticated, as for a returning user), its screens (clear views: the app description's
// screen under the hosting view stands for them) and its background colour. Hosted by
// `SwiftUIAppHost` with the app's `@UIApplicationDelegateAdaptor` delegate.
final class LoginViewModel: ObservableObject {
  enum AuthenticationState { case unauthenticated, authenticating, authenticated }
  @Published var authenticationState = AuthenticationState.authenticated
}
struct MainApp: View {
  @Binding var showMainView: Bool
  var body: some View { Color.clear }
}
struct PostOnBoardingView: View {
  @Binding var showMainView: Bool
  var body: some View { Color.clear }
}
struct OnboardingView: View {
  @Binding var hasCompletedOnboarding: Bool
  var body: some View { Color.clear }
}
extension Color {
  static let aimTaskBackground = Color.blue
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "aimtask", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(AimTaskApp.self, appDelegate: { AppDelegate() }, claims: .appSwitcher) })
