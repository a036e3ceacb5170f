// fedorov-d/Passs (a KeePass password manager): the app delegate (Passs/AppDelegate.swift, no
// scenes) asks its root coordinator (Passs/Coordinator/RootCoordinator.swift) on
// will-resign-active to embed a blur over the window (Common/Controllers/
// AppSwitcherOverlayViewController.swift, by SnapKit constraints: Common/Extensions/
// UIView+Extensions.swift) once a database is open (more than one controller on the navigation
// stack), and to remove it on did-become-active. The app's own types the four files name are
// stubbed here (screens as empty controllers, services with no state); the database list opens
// its database when it appears, as a user would, so the coordinator pushes the groups screen.
// SnapKit is a stub module. Hosted as UIKit hosts an app without scenes.

extension UIColor {
  static let keepCyan = UIColor.cyan
}
// The app's `UIApplication` subclass (Passs/Application.swift, its `main.swift`'s principal
// class, which locks after a minute without touches) cannot be written against the model,
// whose `UIApplication` is final: a plain class here, so the delegate's `as? Application` finds
// none, as it finds none in the host's application.
class Application {
  var onLockout: (() -> Void)?
}
enum Constants {
  static let closeDatabaseTimeInterval: TimeInterval = 60
}
extension UserDefaults {
  nonisolated(unsafe) static let shared = UserDefaults.standard
  enum Keys: String {
    case enterBackgroundTimestamp
  }
}
protocol PasteboardManagerDelegate: AnyObject {}
final class PasteboardManager {
  weak var delegate: PasteboardManagerDelegate?
  var hasPassword = false
  func clearPasteboard(_ completion: @escaping () -> Void) { completion() }
}
final class ProgressNavigationBar: UINavigationBar, PasteboardManagerDelegate {}
final class DatabasesProvider {
  func addDatabase(from url: URL) throws {}
}
final class QuickUnlockManager {}
final class SettingsManager {}
final class RecentPasswordsManager {}
struct PassItem {
  var title = ""
}
extension Array where Element == PassItem {
  func sortedByName() -> [PassItem] { self }
}
struct PassGroup {
  var title = ""
  var items: [PassItem] = []
}
final class PassDatabaseManager {
  var databaseURL: URL? = URL(fileURLWithPath: "/tmp/passs.kdbx")
  var passwordGroups: [PassGroup]? = [PassGroup()]
}
final class CredentialsSelectionManager {
  var serviceIdentifiersStrings: [String]?
  func matchigItems(for items: [PassItem]) -> [PassItem]? { nil }
}
protocol ServiceLocator {
  var databasesProvider: DatabasesProvider { get }
  var pasteboardManager: PasteboardManager { get }
  var credentialsSelectionManager: CredentialsSelectionManager? { get }
  func quickUnlockManager() -> QuickUnlockManager
  func settingsManager() -> SettingsManager
  func passDatabaseManager() -> PassDatabaseManager
  func recentPasswordsManager(databaseURL: URL) -> RecentPasswordsManager
}
final class ServiceLocatorImp: ServiceLocator {
  let databasesProvider = DatabasesProvider()
  let pasteboardManager = PasteboardManager()
  let credentialsSelectionManager: CredentialsSelectionManager? = nil
  func quickUnlockManager() -> QuickUnlockManager { QuickUnlockManager() }
  func settingsManager() -> SettingsManager { SettingsManager() }
  func passDatabaseManager() -> PassDatabaseManager { PassDatabaseManager() }
  func recentPasswordsManager(databaseURL: URL) -> RecentPasswordsManager { RecentPasswordsManager() }
}
protocol DefaultDatabaseUnlock {
  func unlockDatabaseIfNeeded()
}
struct PasscodeView: View {
  var body: some View { Color.clear }
}
final class BrowseDatabaseTableHeaderView: UIView {
  var buttonAction: (() -> Void)?
}
final class DatabaseListViewController: UIViewController {
  private let onDatabaseOpened: () -> Void
  private var opened = false
  init(
    databasesProvider: DatabasesProvider, passDatabaseManager: PassDatabaseManager,
    quickUnlockManager: QuickUnlockManager, credentialsSelectionManager: CredentialsSelectionManager?,
    settingsManager: SettingsManager, onAskForPassword: @escaping (URL) -> Void,
    onDatabaseOpened: @escaping () -> Void
  ) {
    self.onDatabaseOpened = onDatabaseOpened
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !opened else { return }
    opened = true
    onDatabaseOpened()
  }
}
final class UnlockViewController: UIViewController {
  init(
    passDatabaseManager: PassDatabaseManager, quickUnlockManager: QuickUnlockManager,
    forDatabaseAt url: URL, onUnlock: @escaping () -> Void
  ) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}
final class GroupsViewController: UIViewController {
  init(
    databaseManager: PassDatabaseManager, recentPasswordsManager: RecentPasswordsManager,
    credentialsSelectionManager: CredentialsSelectionManager?,
    searchResultsControllerProvider: @escaping () -> PasswordsViewController,
    groupSelected: @escaping (PassGroup) -> Void, settingsSelected: @escaping () -> Void
  ) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}
final class PasswordsViewController: UIViewController {
  init(
    title: String? = nil, footerViewProvider: (() -> UIView)? = nil, sectionTitle: String? = nil,
    items: [PassItem] = [], onItemSelect: @escaping (PassItem) -> Void,
    pasteboardManager: PasteboardManager, recentPasswordsManager: RecentPasswordsManager,
    credentialsSelectionManager: CredentialsSelectionManager?
  ) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}
final class PasswordDetailsViewController: UIViewController {
  init(passItem: PassItem, pasteboardManager: PasteboardManager) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}
final class DatabaseSettingsViewController: UIViewController {
  init(quickUnlockManager: QuickUnlockManager, settingsManager: SettingsManager, database: URL) {
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "passs", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
