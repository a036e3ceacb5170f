// Rsych/MeToDo (a to-do app): its SwiftUI `App` (MeToDoApp.swift) blurs the whole content (radius
// 5) while the scene phase is inactive and, on background, marks the app locked
// (View/AppLock/AppLockViewModel.swift: LocalAuthentication's owner policy); the root view
// (View/ContentView.swift) shows the lock view (View/AppLock/LockedView.swift) instead of its tabs
// while the lock is on and not unlocked. Stubbed here, the app's own types the four files name:
// its Core Data controller (a container with a context; `save`, `urlItem`), its app delegate
// (Configuration/AppDelegate.swift: appearance only), its screens (home, projects, more, the tab
// bar, add and edit: clear, so the app description's screen under the hosting view stands for the
// to-dos) and `Item` (a Core Data entity). The user has turned the lock on
// (`isAppLockEnabled`, as the app's settings set it). Hosted by `SwiftUIAppHost`.
final class ManagedObjectContext {}
final class PersistentContainer {
  let viewContext = ManagedObjectContext()
}
final class Item: Identifiable {
  let id = UUID()
}
final class DataController: ObservableObject {
  let container = PersistentContainer()
  func save() {}
  func urlItem(with url: URL) -> Item? { nil }
}
final class AppDelegate: NSObject, UIApplicationDelegate {}
struct HomeView: View {
  static let homeTag = 0
  let dataController: DataController
  var body: some View { Color.clear }
}
struct ProjectView: View {
  static let openTag = 1
  static let closedTag = 3
  let dataController: DataController
  let showClosedProjects: Bool
  var body: some View { Color.clear }
}
struct MoreView: View {
  static let moreTag = 4
  var body: some View { Color.clear }
}
struct TabBarView: View {
  @Binding var selectedTab: Int
  var body: some View { Color.clear }
}
struct AddProjectView: View {
  var body: some View { Color.clear }
}
struct EditItemView: View {
  let item: Item
  var body: some View { Color.clear }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "metodo", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: {
    UserDefaults.standard.set(true, forKey: "isAppLockEnabled")
    return SwiftUIAppHost(MeToDoApp.self, appDelegate: { AppDelegate() }, claims: .appSwitcher)
  })
