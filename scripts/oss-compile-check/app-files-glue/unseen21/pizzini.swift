// bytepotato-ug/pizzini (an end-to-end encrypted messenger): `ContentView`
// (pizzini/pizzini/ContentView.swift) shows the app's `PrivacyShieldView` (same folder: opaque
// black) over its tabs from `UIScene.willDeactivateNotification` to `didActivateNotification`,
// through `LockManager` (LockManager.swift: `isShielded`, and the lock with its grace period), and
// `LockOverlayView` (LockOverlayView.swift) while locked. Stubbed here, the app's own types the four
// files name: its chat store (a returning user: onboarding done, no start error, biometric lock off,
// the auto-lock timeout immediate, no banner), contact card and paste outcome, passcode store (none
// set), device-integrity and capture monitors (nothing flagged), background refresh, logging, its
// screens (clear: the app description's screen stands for the chats) and its two view modifiers.
// Glue: a SwiftUI `App` showing `ContentView`, as the app's own `App` does.
@MainActor @Observable final class ChatStore: NSObject {
  static let shared = ChatStore()
  struct State {
    var appearanceMode: AppearanceMode = .system
    var onboardingCompleted = true
    var biometricLockEnabled = false
    var autoLockTimeout: AutoLockTimeout = .immediately
  }
  enum ContactCardPasteOutcome: Equatable { case ready(ContactCard), empty }
  var state = State()
  var initError: String?
  var myCard: ContactCard?
  var torRequiresAppRestart = false
  var keychainWriteFailing = false
  var shouldMaskAppContents = true
  var captivePortalVerdict: CaptivePortalVerdict?
  func disconnectForBackground() {}
  func reconnectAfterBackground() {}
  func completeOnboarding(enableBiometric: Bool) {}
  func evaluatePastedContact(_ raw: String) -> ContactCardPasteOutcome { .empty }
  func addContact(card: ContactCard, displayName: String, source: ContactSource) {}
  func duressWipe() {}
}
struct ContactCard: Equatable, Identifiable {
  var id: String { encoded }
  var encoded = ""
  var fingerprintShort = ""
}
enum ContactSource: String, Codable, Sendable { case qrScan = "qr_scan", pastedText = "pasted_text", unknown }
enum AppearanceMode: String, Codable, CaseIterable, Sendable { case system, light, dark }
enum AutoLockTimeout: String, Codable, CaseIterable, Sendable {
  case immediately
  var seconds: TimeInterval { 0 }
}
public enum CaptivePortalVerdict: Equatable, Sendable { case none, portal, networkDown }
enum FAQSection: String, CaseIterable, Identifiable, Hashable, Sendable {
  case deviceIntegrity, screenCapture
  var id: String { rawValue }
}
enum AppPasscode {
  enum Match: Sendable, Equatable { case real, duress, neither }
  static var isPasscodeSet: Bool { false }
  static var isDuressPasscodeSet: Bool { false }
  static func check(_ entry: String) -> Match { .neither }
}
@MainActor @Observable final class ScreenCaptureMonitor {
  static let shared = ScreenCaptureMonitor()
  var isCaptured = false
}
@MainActor @Observable final class DeviceIntegrityMonitor {
  static let shared = DeviceIntegrityMonitor()
  var isJailbroken = false
  var isDebuggerAttached = false
  var hasSuspiciousDylib = false
  var isCompromised: Bool { false }
}
enum BackgroundRefresh { static func submit() {} }
nonisolated func pzLog(_ message: @autoclosure () -> String) {}
struct OnboardingView: View {
  let onComplete: (Bool) -> Void
  init(onComplete: @escaping (Bool) -> Void) { self.onComplete = onComplete }
  var body: some View { Color.clear }
}
struct QRScannerView: View {
  let onScanned: (String) -> Void
  let onCancel: () -> Void
  var body: some View { Color.clear }
}
struct FAQView: View {
  let initialSection: FAQSection?
  let onDone: () -> Void
  init(initialSection: FAQSection? = nil, onDone: @escaping () -> Void) {
    self.initialSection = initialSection
    self.onDone = onDone
  }
  var body: some View { Color.clear }
}
struct ContactsListView: View {
  let store: ChatStore
  @Binding var showScanner: Bool
  let onPasteContact: (ContactCard) -> Void
  let onRevealMyQR: () -> Void
  let onOpenSupport: () -> Void
  var body: some View { Color.clear }
}
struct SettingsView: View {
  let store: ChatStore
  var body: some View { Color.clear }
}
struct ContactQRImage: View {
  let card: ContactCard
  var body: some View { Color.clear }
}
struct ContactCardDetails: View {
  let card: ContactCard
  var body: some View { Color.clear }
}
struct PasscodeEntryView: View {
  let lockManager: LockManager
  let onOutcome: (LockManager.PasscodeOutcome) -> Void
  let onCancel: () -> Void
  var body: some View { Color.clear }
}
/// The app's text-input hardening takes SwiftUI's autocapitalization; the stub takes the two it is given.
enum PizziniAutocapitalization { case never, words }
extension View {
  func hardenedTextInput(autocap: PizziniAutocapitalization = .never) -> some View { self }
  func screenCaptureShielded() -> some View { self }
  /// The app's label style for prominent buttons (its own modifier, in a file not measured); added
  /// by the thirty-fifth session when the file first reached it.
  func prominentLabelText() -> some View { self }
}
struct PizziniGlueApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "pizzini", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(PizziniGlueApp.self, claims: .appSwitcher) })
