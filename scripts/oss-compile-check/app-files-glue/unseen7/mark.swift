// mark33699/show-you-SwiftUI: the app's `App` (FDLSApp.swift), hosted by `SwiftUIAppHost` (the
// model's SwiftUI app host, seventeenth session; the first and second runs had none, so the file was
// compiled and not run). The app's root view (RootView.swift, the app's screens, not the cover) is
// stubbed clear, so the app description's screen under the hosting view stands for the content.
struct RootView: View {
  var body: some View { Color.clear }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "mark", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(FDLSApp.self, claims: .appSwitcher) })
