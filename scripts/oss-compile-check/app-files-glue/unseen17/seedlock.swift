// okayfine996/SeedLock (a seed phrase vault): its app lock service (Services/AppLockService.swift),
// made at launch by the app, watches the app's notifications and, when the lock is on, shows its
// SwiftUI lock view (Views/Settings/AppLockView.swift) in a window at `.alert + 1` on the first
// did-become-active and on will-enter-foreground (and after a resign longer than the timeout),
// hidden on authentication. Stubbed here, the app's own types the two files name, as the app
// writes them: its log functions (LoggerService.swift), biometric service (BiometricService.swift:
// LAContext's biometrics policy), diagnostics logger, theme spacing and colours, and
// `String.localized`. The user has turned the lock on (`appLockEnabled`, as the app's settings
// set it). The app's `App` (SwiftData, CloudKit) is not taken: a scene's connection makes the
// service, as the app's `App` does at launch; the app description's screen is the content.
func logDebug(_ message: String, file: String = #file, function: String = #function, line: Int = #line) {}
func logInfo(_ message: String, file: String = #file, function: String = #function, line: Int = #line) {}
func logWarning(_ message: String, file: String = #file, function: String = #function, line: Int = #line) {}
func logSuccess(_ message: String, file: String = #file, function: String = #function, line: Int = #line) {}
enum BiometricError: Error {
  case notAvailable(String)
  case unknown
}
final class BiometricService {
  static let shared = BiometricService()
  func authenticate(reason: String, completion: @escaping (Result<Void, BiometricError>) -> Void) {
    let context = LAContext()
    var error: NSError?
    guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
      completion(.failure(.notAvailable("")))
      return
    }
    context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason) { success, _ in
      DispatchQueue.main.async { completion(success ? .success(()) : .failure(.unknown)) }
    }
  }
}
enum DiagnosticEvent {
  enum EventType { case success, warning, error, info }
}
final class DiagnosticsLogger {
  static let shared = DiagnosticsLogger()
  func logEvent(_ type: DiagnosticEvent.EventType, title: String) {}
}
enum Theme {
  static let spacing12: CGFloat = 12
  static let spacing16: CGFloat = 16
  static let spacing32: CGFloat = 32
  static let radiusLarge: CGFloat = 16
}
extension Color {
  static let appBackground = Color.white
  static let appLabel = Color.black
  static let appSecondaryLabel = Color.gray
  static let appPrimary = Color.blue
}
extension String {
  var localized: String { self }
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    _ = AppLockService.shared
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "seedlock", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: {
    UserDefaults.standard.set(true, forKey: "appLockEnabled")
    return PerSceneStrategy(claims: .appSwitcher) { Glue() }
  })
