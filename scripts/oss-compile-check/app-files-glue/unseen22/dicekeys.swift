// cafedomingo/dicekeys-app-ios (a DiceKeys password app): its SwiftUI `App`
// (DiceKeys/App/DiceKeysApp.swift) starts `PrivacyCoverWindowController`
// (DiceKeys/Shared/Components/PrivacyCoverWindow.swift), which on each scene's
// `UIScene.didEnterBackgroundNotification` raises a window at `.alert + 1` hosting
// `PrivacyCoverView` (DiceKeys/Shared/Components/PrivacyCover.swift) and fades it out on
// `willEnterForegroundNotification`. Stubbed here, the app's own types the files name: its model,
// root view (clear: the app description's screen under the hosting view stands for the DiceKey
// screens) and `appEnvironment(_:)` modifier. Hosted by `SwiftUIAppHost`.
@Observable final class AppModel {}
struct RootView: View { var body: some View { Color.clear } }
extension View {
  func appEnvironment(_ model: AppModel) -> some View { self }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "dicekeys", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(DiceKeysApp.self, claims: .appSwitcher) })
