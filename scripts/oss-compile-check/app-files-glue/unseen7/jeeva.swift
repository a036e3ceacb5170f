// JeevaTamil/AppLock: the whole app (its four files), its `App` hosted by `SwiftUIAppHost` (the
// model's SwiftUI app host, seventeenth session; the first and second runs had none, so the files
// were compiled and not run). No stub: the app's home screen is its own `AppHomeView`.
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "jeeva", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(AppLockApp.self, claims: .appSwitcher) })
