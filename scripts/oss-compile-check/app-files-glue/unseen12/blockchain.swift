// youknowsthevies/My-Wallet-V3-iOS (Blockchain.com wallet): the app's delegate reducer
// (AppDelegateReducer.swift, Composable Architecture; not the cover) calls the handler's
// `applyEffect(on: window)` on `.willResignActive` and `removeEffect(from: window)` on
// `.didBecomeActive`, with the app's window; the handler is a DI singleton. Here the app
// delegate's callbacks make those two calls, as the reducer's effects do.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  private let blurEffectHandler: BlurVisualEffectHandlerAPI = BlurVisualEffectHandler()
  func applicationWillResignActive(_ application: UIApplication) {
    guard let window = application.keyWindow else { return }
    blurEffectHandler.applyEffect(on: window)
  }
  func applicationDidBecomeActive(_ application: UIApplication) {
    guard let window = application.keyWindow else { return }
    blurEffectHandler.removeEffect(from: window)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "blockchain", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"), make: { Glue() })
