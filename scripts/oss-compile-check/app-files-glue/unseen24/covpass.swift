// Digitaler-Impfnachweis/covpass-ios (CovPass, the German vaccination-certificate wallet): its app
// delegate (Source/CovPassApp/Source/AppDelegate.swift) makes the window in code and, on
// will-resign-active, adds `BackgroundUtils`'s hide view (CovPassUI's Utils/BackgroundUtils.swift: a
// white view the window's size, tagged, with the app's image centred by constraints) to the window,
// removed by its tag on did-become-active. Glue: the app's own scene factory and certificates screen
// the delegate names (clear: the app description's screen stands for the content); CovPassCommon and
// CovPassUI are stub modules.
struct MainSceneFactory: SceneFactory {
  let sceneCoordinator: DefaultSceneCoordinator
  init(sceneCoordinator: DefaultSceneCoordinator) { self.sceneCoordinator = sceneCoordinator }
  func make() -> UIViewController { UIViewController() }
}
final class CertificatesOverviewViewModel {
  func handleOpen(url: URL) -> Bool { false }
}
final class CertificatesOverviewViewController: UIViewController {
  let viewModel = CertificatesOverviewViewModel()
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "covpass", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
