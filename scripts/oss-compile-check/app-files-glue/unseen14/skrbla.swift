// Hajecek/app.Skrbla (a personal finance app): its SwiftUI `App` (Skrbla/SkrblaApp.swift) lays
// a privacy screen (PrivacyScreen.swift: an opaque image, the logo and a line of text) over
// everything while the app state manager (Auth/AppStateManager.swift) says the app is in the
// background (set on did-enter-background, cleared on will-enter-foreground), and asks for
// Face ID (Auth/AuthenticationManager.swift) after five seconds there. The app's own screens the
// `App` names are stubbed here as clear views (content, login, launch, onboarding,
// authentication), so the app description's screen under the hosting view stands for the
// finances. Hosted by `SwiftUIAppHost`.

struct ContentView: View {
  var body: some View { Color.clear }
}
struct LoginView: View {
  let authManager: AuthenticationManager
  var body: some View { Color.clear }
}
struct LaunchView: View {
  var body: some View { Color.clear }
}
struct OnboardingView: View {
  let onFinish: () -> Void
  init(_ onFinish: @escaping () -> Void) { self.onFinish = onFinish }
  var body: some View { Color.clear }
}
struct AuthenticationView: View {
  let authManager: AuthenticationManager
  var body: some View { Color.clear }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "skrbla", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(SkrblaApp.self, claims: .appSwitcher) })
