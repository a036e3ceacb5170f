// ChristophHu/QR-Stick (a QR code app): its SwiftUI `App` (QR-Stick/QR_StickApp.swift) overlays the
// content with the app's `LockView` (Core/Views/LockView.swift) while its `AppLockManager`
// (Core/Security/AppLockManager.swift) is locked: at first display, when the user turned Face ID
// on (off by default, as here). Stubbed here, the app's own types the three files name: its
// starting screen (clear: the app description's screen under the hosting view stands for it) and
// its defaults keys. Hosted by `SwiftUIAppHost`.
struct AppStartingView: View {
  var body: some View { Color.clear }
}
struct UserDefaultKeys {
  static let isDarkMode = "isDarkMode"
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "qrstick", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(QR_StickApp.self, claims: .appSwitcher) })
