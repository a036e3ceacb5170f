// bsorrentino/keychain-ios-app (KeyChainX): the scene delegate is the cover's start (it sets the
// login sheet's `show` on will-resign-active), hosted as UIKit hosts it; the content view presents
// the login view as a sheet while `show` is true. Stubbed: the app delegate, Core Data's context
// (`UIApplication.managedObjectContext`, the environment's `managedObjectContext`), the
// multipeer secrets service, the backup info and the tabs' screens (clear views: the app
// description's screen under the hosting view stands for them). FieldValidatorLibrary and the
// app's `Shared` package are stub modules (no password stored, so the login view offers Face ID).
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}
struct ManagedObjectContext {}
extension UIApplication {
  var managedObjectContext: ManagedObjectContext { ManagedObjectContext() }
}
private struct ManagedObjectContextKey: EnvironmentKey {
  static let defaultValue = ManagedObjectContext()
}
@MainActor extension EnvironmentValues {
  var managedObjectContext: ManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}
final class MCSecretsService: ObservableObject {
  func start() {}
  func stop() {}
}
final class KeysBackupInfoObject: ObservableObject {}
struct PreferredKeyItemList_IOS15: View { var body: some View { Color.clear } }
struct KeyItemList_iOS15: View { var body: some View { Color.clear } }
struct BackupKeysView: View {
  var backupInfo: KeysBackupInfoObject
  var body: some View { Color.clear }
}
struct RestoreKeysView: View {
  var backupInfo: KeysBackupInfoObject
  var body: some View { Color.clear }
}
struct PeerConnectionsView: View { var body: some View { Color.clear } }
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "keychainx", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() }) })
