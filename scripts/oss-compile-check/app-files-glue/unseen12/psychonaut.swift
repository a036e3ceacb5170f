// isaakhanimann/psychonautwiki-journal-ios: the app's own types its `App` names, stubbed (the
// toast view model, the location manager, the journal's content view, Core Data's persistence
// controller, the lock-time setting of Settings/Components/LockTimeOption.swift); AlertToast is a
// stub module. The content view is clear, so the app description's screen under the hosting view
// stands for the journal. The `App` is hosted by `SwiftUIAppHost`. The environment key's
// extension is main-actor and the controller `Sendable`: the first attempt's glue (valid against
// the iOS SDK) stopped on the model's main-actor `EnvironmentValues` subscript and, in Swift 6, on
// the controller's `shared` (first-run.txt, "glue").
final class ToastViewModel: ObservableObject {
  @Published var isShowingToast = false
  var isSuccessToast = true
  var toastMessage = ""
}
final class LocationManager: ObservableObject {}
struct ContentView: View {
  var body: some View { Color.clear }
}
struct ManagedObjectContext {}
private struct ManagedObjectContextKey: EnvironmentKey {
  static let defaultValue = ManagedObjectContext()
}
@MainActor extension EnvironmentValues {
  var managedObjectContext: ManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}
final class PersistenceController: Sendable {
  static let shared = PersistenceController()
  let viewContext = ManagedObjectContext()
}
enum LockTimeOption: String {
  case immediately, after5Minutes
  var timeInterval: TimeInterval { self == .immediately ? 0 : 5 * 60 }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "psychonaut", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(JournalApp.self, claims: .appSwitcher) })
