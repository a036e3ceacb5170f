// leathalman/Jotify (Jotify, a notes app): `PrivacyOverlayController`
// (Jotify/Controller/Authentication/PrivacyOverlayController.swift) is the app's lock screen: a grey
// view with the app's icon that asks for the device owner's authentication when it loads, dismisses
// itself on success and, on failure, fades in "Unlock" and "Log Out" buttons. Glue: the call that
// starts the code, as the app's `SceneDelegate` (Jotify/SceneDelegate.swift, not taken: it owns the
// app's notifications, dynamic links and widgets) makes it: on will-enter-foreground, when the user
// is logged in and has turned biometrics on, it presents the lock full screen, not animated, on the
// window's root (the notes, a plain controller here: the app description's screen stands for them);
// the window is made in code at connect, as the app's `setupWindows` does. The setting is on here (the
// lock exists only with it). Stubbed, the app's own helpers the file names: `UIColor(hex:)` and
// `.jotifyBlue` (UIColor+Extensions.swift, GradientThemes.swift), `AuthManager` (signed in),
// `setRootViewController(duration:vc:)` (UIViewController+Extensions.swift: the first window's root,
// made key) and the SwiftUI `LogInView` (a label here).
extension UIColor {
  convenience init(hex: String, alpha: CGFloat = 1) {
    let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
    let value = UInt32(digits, radix: 16) ?? 0
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
  }
  static let jotifyBlue = UIColor(red: 70 / 255, green: 108 / 255, blue: 139 / 255, alpha: 1)
}
final class AuthManager {
  var uid: String { "signed-in-user" }
  static func signOut() {}
}
extension UIViewController {
  func setRootViewController(duration: Double, vc: UIViewController) {
    UIApplication.shared.windows.first?.rootViewController = vc
    UIApplication.shared.windows.first?.makeKeyAndVisible()
  }
}
struct LogInView: View {
  var body: some View { Text("Log in") }
}
final class JotifySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    UserDefaults.standard.set(true, forKey: "useBiometrics")
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIViewController()
    self.window = window
    window.makeKeyAndVisible()
  }
  func sceneWillEnterForeground(_ scene: UIScene) {
    guard !AuthManager().uid.isEmpty, UserDefaults.standard.bool(forKey: "useBiometrics") else { return }
    let poc = PrivacyOverlayController()
    poc.modalPresentationStyle = .fullScreen
    window?.rootViewController?.present(poc, animated: false, completion: nil)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "jotify", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { JotifySceneDelegate() }) })
