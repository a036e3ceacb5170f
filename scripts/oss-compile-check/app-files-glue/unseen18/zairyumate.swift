// GodStorm91/zairyumate (a visa-papers app): its SwiftUI `App` (App/ZairyuMateApp.swift) overlays
// the content with the app's lock screen (Features/Auth/Views/lock-screen-view-biometric.swift)
// while its `@Observable` lock manager (Core/Services/app-lock-manager-biometric-state.swift) is
// locked; the manager records the time on did-enter-background and locks on will-enter-foreground
// after its timeout, when the user's biometric lock is on. Stubbed here, the app's own types the
// three files name: its Core Data controller (loaded; a context), settings (biometric lock on, as
// the user set it), sync, iCloud and store managers, profile service, home screen (clear: the app
// description's screen under the hosting view stands for it), PIN sheets and button, biometric service
// (available; authenticating succeeds, standing for the user's face), PIN service (no PIN set)
// and design tokens (colors, fonts, spacing, corner radii). Hosted by `SwiftUIAppHost`.
final class PersistenceController: ObservableObject {
  static let shared = PersistenceController()
  @Published var isStoreLoaded = true
  let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  let container = NSPersistentContainer(name: "ZairyuMate")
}
final class AppSettings {
  var biometricEnabled = true
  static func shared(in context: NSManagedObjectContext) -> AppSettings { AppSettings() }
}
@Observable final class CloudSyncManager {
  init(container: NSPersistentContainer) {}
}
@Observable final class iCloudStatusMonitor {}
@Observable final class StoreManager {}
struct ProfileService {
  let persistenceController: PersistenceController
  func syncWidgetOnLaunch() async {}
}
struct HomeScreenView: View {
  var body: some View { Color.clear }
}
struct PINEntryView: View {
  let lockManager: AppLockManager
  var body: some View { Color.clear }
}
struct PINSetupView: View {
  let lockManager: AppLockManager
  var body: some View { Color.clear }
}
final class BiometricAuthService {
  var biometryName: String { "Face ID" }
  var isBiometricAvailable: Bool { true }
  func authenticate(reason: String) async throws -> Bool { true }
}
final class PINAuthService {
  func isPinSet() -> Bool { false }
  func verifyPin(_ pin: String) -> Bool { false }
  func setPin(_ pin: String) throws {}
  func changePin(oldPin: String, newPin: String) throws {}
  func clearPin() throws {}
}
extension Color {
  static let zmPrimary = Color.blue
  static let zmBackground = Color.white
  static let zmTextPrimary = Color.black
  static let zmTextSecondary = Color.gray
  static let zmCardGradientStart = Color.blue
  static let zmCardGradientEnd = Color.purple
}
extension Font {
  static let zmHeadline = Font.headline
}
enum Spacing {
  static let sm: CGFloat = 8
  static let xl: CGFloat = 32
}
enum CornerRadius {
  static let button: CGFloat = 12
}
struct PrimaryButton: View {
  let title: String
  let action: () -> Void
  var isLoading = false
  var body: some View { Button(title, action: action) }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "zairyumate", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(ZairyuMateApp.self, claims: .appSwitcher) })
