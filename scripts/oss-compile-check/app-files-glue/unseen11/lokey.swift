// devinMalaka/lokey-ios: the app's own types its `App`, root and lock views use, stubbed (theme,
// settings, the vault list, the authentication service and haptics; their files are not the
// cover). The vault list is clear, so the app description's screen under the hosting view stands
// for the content. The `App` is hosted by `SwiftUIAppHost`.
enum AppTheme: String {
  case light, dark
}
extension View {
  func appTheme(_ theme: AppTheme) -> some View { self }
}
struct SettingsView: View {
  var body: some View { Color.clear }
}
struct VaultListView: View {
  var onLock: () -> Void
  var onOpenSettings: () -> Void
  var body: some View { Color.clear }
}
final class AuthService {
  func authenticate(reason: String) async -> Bool { true }
}
enum Haptics {
  enum Style { case light }
  static func impact(_ style: Style) {}
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "lokey", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(LOKEYApp.self, claims: .appSwitcher) })
