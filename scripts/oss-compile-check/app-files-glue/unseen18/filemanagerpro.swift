// AzozzALFiras/Secure-File-Manager-Pro (a file vault): its root view (Views/MainViews/ContentView.swift)
// shows the app's lock screen (Views/MainViews/AppLockScreen.swift) instead of its file browser
// while the app has a password and is not unlocked, and locks (Models/AppSettings.swift:
// `lockApp`) on `.inactive` and `.background` (ViewModels/AppLifecycleManager.swift keeps the
// phase). Stubbed here, the app's own types the four files name: its file browser's view model
// and item, and its screens and sheets (clear views: the app description's screen under the
// hosting view stands for them). The app's `App` (FileManagerApp.swift, not taken: a
// `WindowGroup` with `ContentView()`) is written here as the app writes it and hosted by
// `SwiftUIAppHost`. The user has set a password (`appPassword`, `hasSetPassword`, as the app's
// settings store them).
struct FileItem: Identifiable {
  var id = UUID()
  var name = "", icon = "folder", password = ""
  var isFolder = false, isVideo = false
  var fileURL: URL?, imageData: Data?, videoURL: URL?
}
final class FileManagerViewModel: ObservableObject {
  @Published var path: [FileItem] = []
  var currentFolder: FileItem? { path.last }
  func getCurrentItems() -> [FileItem] { [] }
  func navigateToFolder(_ folder: FileItem) { path.append(folder) }
}
struct BreadcrumbView: View {
  @ObservedObject var viewModel: FileManagerViewModel
  var body: some View { Color.clear }
}
struct EmptyStateView: View {
  var body: some View { Color.clear }
}
struct FileListView: View {
  @ObservedObject var viewModel: FileManagerViewModel
  var onItemTap: (FileItem) -> Void
  var onPasswordChange: (FileItem) -> Void
  var onShare: (FileItem) -> Void
  var body: some View { Color.clear }
}
struct ToolbarItems: View {
  @Binding var showingSettings: Bool
  @Binding var showingDownloadsLibrary: Bool
  @Binding var showingDownloadURL: Bool
  @Binding var showingImportMedia: Bool
  @Binding var showingAddFolder: Bool
  var body: some View { Color.clear }
}
struct SettingsView: View {
  @ObservedObject var appSettings: AppSettings
  var body: some View { Color.clear }
}
struct AddFolderView: View {
  @ObservedObject var viewModel: FileManagerViewModel
  var body: some View { Color.clear }
}
struct ImportMediaView: View {
  @ObservedObject var viewModel: FileManagerViewModel
  var body: some View { Color.clear }
}
struct DownloadFromURLView: View {
  @ObservedObject var viewModel: FileManagerViewModel
  var body: some View { Color.clear }
}
struct DownloadsLibraryView: View {
  @ObservedObject var viewModel: FileManagerViewModel
  var body: some View { Color.clear }
}
struct VideoPlayerView: View {
  let item: FileItem
  var body: some View { Color.clear }
}
struct ImageViewerView: View {
  let item: FileItem
  var body: some View { Color.clear }
}
struct ChangeFolderPasswordView: View {
  @ObservedObject var viewModel: FileManagerViewModel
  let item: FileItem
  var body: some View { Color.clear }
}
struct ShareSheet: View {
  let items: [Any]
  var body: some View { Color.clear }
}
struct PasswordView: View {
  @Binding var isPresented: Bool
  var folder: FileItem
  var onSuccess: () -> Void
  var body: some View { Color.clear }
}
struct FileManagerApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "filemanagerpro", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: {
    UserDefaults.standard.set("1234", forKey: "appPassword")
    UserDefaults.standard.set(true, forKey: "hasSetPassword")
    return SwiftUIAppHost(FileManagerApp.self, claims: .appSwitcher)
  })
