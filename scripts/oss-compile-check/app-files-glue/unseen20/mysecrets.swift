// dk7998/MySecretS (a secret-photo app): its scene delegate (App/SceneDelegate.swift) makes the window
// with the main page (storyboard "Main", ID "MainViewController") in the app's navigation controller
// and sets up `PrivacyCoverManager` (Utils/PrivacyCoverManager.swift): a hidden cover from the "Launch"
// nib added to the window, shown on will-resign-active and hidden on did-become-active. Stubbed here,
// the app's own types the two files name: its main page and view model, its navigation controller and
// its app delegate (the Core Data container the scene delegate reads; saving does nothing here). The
// storyboard scene's custom class is the app's page (`storyboardControllers`). Hosted as UIKit hosts a
// scene delegate.
final class MainViewModel {
  init(context: NSManagedObjectContext) {}
}
final class MainViewController: UIViewController {
  var viewModel: MainViewModel?
}
final class CustomNavigationController: UINavigationController {}
final class AppDelegate: UIResponder, UIApplicationDelegate {
  lazy var persistentContainer = NSPersistentContainer(name: "MySecretS")
  func saveContext() {}
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "mysecrets", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: {
    AppDelegateHost(
      claims: .appSwitcher, appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() },
      storyboardControllers: ["MainViewController": { MainViewController() }])
  })
