// Anshdv/DocuCare (medical reports): its SwiftUI `App` (DocuCare/DocuCareApp.swift) blurs the
// content and shows `LockView` (DocuCare/UI/LockView.swift) over it while `AppLockManager.isLocked`
// (DocuCare/Security/AppLockManager.swift); the lock view asks for Face ID on appear. Stubbed here,
// the app's own types the files name: the session (signed in, consent given: the state in which
// the lock is shown), localized strings, theme colours, a background view, the SwiftData model
// types, the login, consent and main screens. `ContentView` (969 lines, a report scanner) is clear,
// with the one call of the app's that re-arms the lock, on the background scene phase (its
// `onChange(of: scenePhase)`, line 266). SwiftData is the stub module. Hosted by `SwiftUIAppHost`.
struct FontSizePreference { var dynamicTypeSize: DynamicTypeSize { .large } }
final class SessionManager: ObservableObject {
  static let shared = SessionManager()
  @Published var isLoggedIn = true
  @Published var hasConsented = true
  var preferredFontSize = FontSizePreference()
  var localizationRevision = 0
  func effectiveLanguageCode() -> String { "en" }
  func recordConsent() { hasConsented = true }
  func attemptBiometricLogin(completion: @escaping (Bool) -> Void) { completion(true) }
}
enum L10n {
  enum Key { case authenticating, locked, useFaceIDToUnlock, unlockToAccessReports, unlockWithFaceID }
  static func string(_ key: Key, languageCode: String) -> String { "\(key)" }
}
enum AppTheme {
  static let softText = Color.primary
  static let secondaryText = Color.secondary
  static let accent = Color.blue
  static let accentSecondary = Color.purple
}
struct AppBackgroundView: View { var body: some View { Color.white } }
struct PrimaryButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension View {
  func appCardStyle() -> some View { self }
}
final class MedicalReport {}
final class DailyLesson {}
final class LessonStreak {}
final class CalendarEvent {}
final class MedicationSchedule {}
final class MedicationLog {}
struct LoginView: View { var body: some View { Color.clear } }
struct ConsentAndPrivacyView: View {
  let languageCode: String
  let onAccept: () -> Void
  var body: some View { Color.clear }
}
struct ContentView: View {
  @EnvironmentObject private var appLock: AppLockManager
  @Environment(\.scenePhase) private var scenePhase
  var body: some View {
    Color.clear
      .onChange(of: scenePhase) { _, newPhase in
        if newPhase == .background { appLock.lock() }
      }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "docucare", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(MedicalSummaryApp.self, claims: .appSwitcher) })
