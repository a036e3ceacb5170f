// bdashore3/Asobi (a web-app browser): `MainView` (Asobi/Views/MainView.swift) blurs the whole app
// (radius 15) when its scene-phase publisher (Asobi/Extensions/View.swift: will-resign-active,
// did-become-active and did-enter-background notifications) reports a phase other than active and
// the "blur in recents" setting is on, and while the app is locked (the "force security
// credentials" setting, off by default), under `AuthOverlayView` (Asobi/Views/AuthOverlayView.swift);
// `NavigationViewModel` (Asobi/ViewModels/NavigationViewModel.swift) holds the radius and the lock.
// Glue: "blur in recents" set on (the setting the cover needs; the app's default is off), an `App`
// showing `MainView` with the environment objects the app's own `AsobiApp` gives it, and stubs of the
// app's own types the four files name: its web view model, root view controller, download manager,
// status-bar setting, Core Data history entry and persistence controller, its `Task.sleep(seconds:)`,
// its screens (clear: the app description's screen stands for the web content) and the view
// modifiers View.swift names.
final class WebViewModel: ObservableObject {
  struct PageColor: Equatable { var isLight = true }
  /// The app's `WKWebView` (WebKit is not modeled): only its URL is read here.
  final class WebView { var url: URL? }
  let webView = WebView()
  @Published var backgroundColor = PageColor()
  func loadUrl(_ url: String) {}
  func setStatusbarColor() {}
}
final class AsobiRootViewController: ObservableObject {
  enum Style { case `default`, darkContent, lightContent }
  var style: Style = .default
  var statusBarHidden = false
  var grayHomeIndicator = false
}
final class DownloadManager: ObservableObject {
  var webModel: WebViewModel?
}
enum StatusBarBehaviorType: String { case pin, partialHide, hide }
final class HistoryEntry: NSManagedObject {
  var timestamp: Date?
  var url: String?
  static func fetchRequest() -> NSFetchRequest<HistoryEntry> { NSFetchRequest<HistoryEntry>(entityName: "HistoryEntry") }
}
final class PersistenceController {
  static let shared = PersistenceController()
  let backgroundContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
}
extension Task where Success == Never, Failure == Never {
  static func sleep(seconds: Double) async throws { try await sleep(nanoseconds: UInt64(seconds * 1_000_000_000)) }
}
struct ContentView: View { var body: some View { Color.clear } }
struct LibraryView: View {
  let currentUrl: String
  var body: some View { Color.clear }
}
struct SettingsView: View { var body: some View { Color.clear } }
struct EditBookmarkView: View { var body: some View { Color.clear } }
struct NavView<Content: View>: View {
  @ViewBuilder let content: Content
  var body: some View { content }
}
struct ApplyTheme: ViewModifier {
  let colorScheme: ColorScheme?
  func body(content: Content) -> some View { content }
}
struct DisabledAppearance: ViewModifier {
  let disabled: Bool
  func body(content: Content) -> some View { content }
}
struct WillDisappearModifier: ViewModifier {
  let callback: () -> Void
  func body(content: Content) -> some View { content }
}
struct ContextMenuButton {}
struct DynamicContextMenu: ViewModifier {
  let buttons: [ContextMenuButton]
  let title: String?
  let willDisplay: (() -> Void)?
  let willEnd: (() -> Void)?
  func body(content: Content) -> some View { content }
}
struct InlinedList: ViewModifier { func body(content: Content) -> some View { content } }
struct ConditionalListStyle: ViewModifier { func body(content: Content) -> some View { content } }
struct AsobiGlueApp: App {
  @StateObject var webModel = WebViewModel()
  @StateObject var navModel = NavigationViewModel()
  @StateObject var rootViewController = AsobiRootViewController()
  init() { UserDefaults.standard.set(true, forKey: "blurInRecents") }
  var body: some Scene {
    WindowGroup {
      MainView()
        .environmentObject(webModel)
        .environmentObject(navModel)
        .environmentObject(rootViewController)
    }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "asobi", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(AsobiGlueApp.self, claims: .appSwitcher) })
