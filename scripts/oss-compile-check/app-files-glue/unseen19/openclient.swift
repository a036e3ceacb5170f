// ArtCC/openclient-llm (an LLM chat client): its SwiftUI `App` (openclient-llm/App/OpenClientApp.swift)
// overlays the content with `PrivacyScreenView` (Shared/Core/Views/PrivacyScreenView.swift: an
// ultra-thin material with the logo) while the scene phase is not active, when the user's privacy
// screen setting is on (on by default, as here). Stubbed here, the app's own types the two files
// name: its app delegate, shortcut manager, settings manager (the privacy screen setting only) and
// launch screen (clear: the app description's screen under the hosting view stands for it).
// Hosted by `SwiftUIAppHost`.
final class AppDelegate: NSObject, UIApplicationDelegate {}
@Observable final class ShortcutManager {
  static let shared = ShortcutManager()
}
protocol SettingsManagerProtocol: Sendable {
  func getIsPrivacyScreenEnabled() -> Bool
}
final class SettingsManager: SettingsManagerProtocol {
  func getIsPrivacyScreenEnabled() -> Bool { true }
}
struct LaunchView: View {
  var body: some View { Color.clear }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "openclient", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(OpenClientApp.self, appDelegate: { AppDelegate() }, claims: .appSwitcher) })
