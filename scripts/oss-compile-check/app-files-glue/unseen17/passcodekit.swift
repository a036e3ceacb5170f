// domzilla/PasscodeKit: `AppPasscode` (Classes/AppPasscode.swift, on `Passcode`, Classes/Passcode.swift)
// registers for the app's did-enter-background and will-enter-foreground notifications at launch
// and, with a passcode set, replaces the first scene window's root view controller with its lock
// controller (ViewControllers/LockViewController.swift on PasscodeViewController.swift), putting
// the app's root back on authentication. Stubbed here, the library's other types the four files
// name: its passcode text field (Controls/PasscodeTextField.swift: a text field with an option and
// `clear()`; its dots not drawn) and resource bundle (`Bundle.main`, as the library falls back
// to). The app's calls are the library example's (its AppDelegate.swift: `applicationDidFinishLaunching()`
// at launch) with a passcode the user created (`create(_:)`); its scene delegate is the Xcode
// template's, the window the host's with the app description's screen.
final class PasscodeTextField: UITextField {
  var passcodeOption: PasscodeOption
  init(frame: CGRect, passcodeOption: PasscodeOption) {
    self.passcodeOption = passcodeOption
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  func clear() { text = "" }
}
extension Bundle {
  static var PasscodeKitRessourceBundle: Bundle { .main }
}
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    AppPasscode.shared.create("1234")
    AppPasscode.applicationDidFinishLaunching()
    return true
  }
}
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "passcodekit", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() }) })
