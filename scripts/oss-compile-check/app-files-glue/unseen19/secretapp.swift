// cxcarvaj/SecretApp (a security sample app): its SwiftUI `App` (SecretApp/SecretAppApp.swift)
// overlays the content with an ultra-thin material and a lock symbol, opaque while the scene phase
// is not active, and attaches a SwiftData container for its clients' model. Stubbed here, the
// app's own types the file names: its tab view (clear: the app description's screen under the
// hosting view stands for it) and its model class. Hosted by `SwiftUIAppHost`.
struct ContentView: View {
  var body: some View { Color.clear }
}
final class ClientsDB {}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "secretapp", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(SecretAppApp.self, claims: .appSwitcher) })
