// DaniilBatin/BankCardsProject (a bank-card sample app): its scene delegate
// (UIApplication/SceneDelegate.swift) makes the window with the card page and adds a tagged blur
// view (Core/Environmental/Constants/Enums/Constants.swift) on will-resign-active, removed on
// did-become-active; the card page starts `ScreenRecordingProtectionService`
// (Core/Environmental/ScreenRecordingProtectionService/ScreenRecordingProtectionService.swift) in
// its `viewDidLoad`, which hides the scene delegate's window and shows a warning window at
// `.statusBar + 1` while the screen is captured. Stubbed here, the app's factory and card page
// (the page's call to the service, as the app's does). Hosted as UIKit hosts a scene delegate.
final class BankCardViewController: UIViewController {
  private let screenRecordingProtectionService = ScreenRecordingProtectionService()
  override func viewDidLoad() {
    super.viewDidLoad()
    screenRecordingProtectionService.startPreventingRecording()
  }
}
enum MainFlowFactory {
  static func instantiateBankCardPage() -> BankCardViewController { BankCardViewController() }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "bankcards", summary: "", source: "", claims: [.appSwitcher, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: { AppDelegateHost(claims: [.appSwitcher, .recordings], sceneDelegate: { SceneDelegate() }) })
