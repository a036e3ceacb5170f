// ngocle2497/BoilerplateIOS (an app template): its SwiftUI `App`
// (template/ios/HelloWorld/Presentation/Application/HelloWorldApp.swift) overlays the content with
// `InactiveView` (Presentation/Utils/InactiveView.swift: the splash icon on an ultra-thin material,
// opaque while the scene phase is not active). Stubbed here, the app's own types the two files name:
// its app state (done preparing; light theme, English), its app delegate (the template's networking
// set-up is not the cover's), its content view (clear: the app description's screen under the hosting
// view stands for it) and the image resource Xcode generates for the asset catalog's "splashIcon".
// Hosted by `SwiftUIAppHost` with the app's `@UIApplicationDelegateAdaptor` delegate.
final class AppState: ObservableObject {
  enum Language: String {
    case english = "en"
    var locale: Locale { Locale(identifier: rawValue) }
  }
  enum Theme: String { case light, dark, system }
  @Published private(set) var preparing = false
  @Published private(set) var colorScheme: Theme = .light
  @Published private(set) var language: Language = .english
  static func create() -> AppState { AppState() }
}
final class AppDelegate: NSObject, UIApplicationDelegate {}
struct ContentView: View {
  var body: some View { Color.clear }
}
extension ImageResource {
  static let splashIcon = ImageResource(name: "splashIcon", bundle: .main)
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "boilerplate", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(HelloWorldApp.self, appDelegate: { AppDelegate() }, claims: .appSwitcher) })
