// ZiYenChang/Final-Year-Project (a task and mood app): its SwiftUI `App`
// (firebaseTest/firebaseTestApp.swift) presents the app's `LockView` (Profile/LockView.swift) in a
// sheet while its `SecurityController` (Profile/SecurityController.swift) says so, and locks on
// background, when the user turned the app lock on (off by default, as here). Stubbed here, the
// app's own types the three files name: its session service (logged in, as a returning user), its
// notification manager (asking for permission does nothing here; added after the first run, which
// stopped on it) and its main and login screens (clear: the app description's screen under the
// hosting view stands for them; the main screen takes the security controller, as the fetched
// `HEAD`'s `App` passes it: added after the thirty-third session's run, which stopped on it).
// Hosted by `SwiftUIAppHost`.
final class SessionServiceImp: ObservableObject {
  enum SessionState { case loggedIn, loggedOut }
  @Published var state: SessionState = .loggedIn
}
final class NotificationManager {
  static let instance = NotificationManager()
  func requestAuthorization() {}
}
struct MainView: View {
  let securityController: SecurityController
  var body: some View { Color.clear }
}
struct LoginView: View {
  var body: some View { Color.clear }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "ziyen", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(firebaseTestApp.self, claims: .appSwitcher) })
