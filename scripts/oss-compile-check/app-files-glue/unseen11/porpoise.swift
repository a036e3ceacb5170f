// Carrene/porpoise: the app starts the idle lock after the user authenticated
// (AuthenticationPatternPresenter.initScreenLocker: `_init(time:callBack:)` then `resetTimer`); here
// when the scene connects, with a 60 s lock time. The callback is the app's (its presenter's; not
// in the file): it shows the authentication screen as the window's root, as the file's
// commented-out lines did; the stub screen is an opaque view.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    ScreenLocker.instance._init(time: 60) {
      let lock = UIViewController()
      lock.view.backgroundColor = .white
      UIApplication.shared.keyWindow?.rootViewController = lock
    }
    ScreenLocker.instance.resetTimer(time: 60)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "porpoise", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { Glue() })
