// fossabot/censo-security-ios (Censo's approver app): `ForegroundBiometryLockModifier`
// (Censo/Views/Shared/ForegroundBiometryLock.swift) blurs the content (radius 20) on
// will-resign-active and unblurs it on did-become-active; on did-enter-background it stores a new
// token in a biometry-protected keychain item, and on will-enter-foreground it reads it back
// (asking biometrics) and signs out when that fails. Stubbed here, the app's `Keychain`
// (Censo/Keychain.swift): items kept in memory, a read succeeding as the user's face would. The
// app's call is ours, as its root view makes it: the app's screen with
// `.foregroundBiometryProtected(onFailure:)`, signing out doing nothing here. The model's app
// screen enters SwiftUI through a representable; the hosting view fills the root view and is clear.
enum Keychain {
  nonisolated(unsafe) static var items: [String: Data] = [:]
  static func save(account: String, service: String, data: Data, synced: Bool, biometryProtected: Bool) throws {
    items[service + "/" + account] = data
  }
  static func load(account: String, service: String, synced: Bool, biometryPrompt: String) throws -> Data? {
    items[service + "/" + account]
  }
}
struct AppScreen: UIViewRepresentable {
  let content: UIView
  func makeUIView(context: Context) -> UIView { content }
  func updateUIView(_ uiView: UIView, context: Context) {}
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var host: UIHostingController<AnyView>?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let content = UIView(frame: root.bounds)
    for view in root.subviews { content.addSubview(view) }
    let host = UIHostingController(rootView: AnyView(AppScreen(content: content).foregroundBiometryProtected(onFailure: {})))
    host.view.backgroundColor = .clear
    host.view.frame = root.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(host.view)
    self.host = host
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "censo", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
