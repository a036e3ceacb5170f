// PassLock-App/PassLock-iOS: the scene delegate (FirstApp/SceneDelegate.swift) adds the app's
// lock screen view (Base/BaseUI/AppLockScreenView.swift) over its window on will-resign-active
// and removes it on did-become-active when the "background mask" setting is on; hosted as UIKit
// hosts it. The setting is on here (the cover exists only with it); the user has seen the
// welcome, so the root is the home tab bar (a plain one here). The app's packages are stub
// modules (KakaFoundation, KakaUIKit, AppGroupKit).
@MainActor final class AppLocalManager {
  static let shared = AppLocalManager()
  var isShowedWelcome = true
}
final class HomeTabbarViewController: UITabBarController {}
// As the app declares it (iPad only; the iPhone branch is the one taken).
final class HomeSplitViewController: UISplitViewController {}
final class WelcomeFirsterViewController: UIViewController {}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "passlock", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
