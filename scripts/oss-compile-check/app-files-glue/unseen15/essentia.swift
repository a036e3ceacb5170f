// essentiaone/Essentia-iOS (a crypto wallet), at pull request #109's merge commit: the app
// delegate (Essentia/Application/AppDelegate.swift, no scenes) forwards the application's
// callbacks to its event proxy (EssCore's ApplicationStateInteractor/AppStateEventProxy.swift and
// AppStateEventProxyInterface.swift) and makes the presentation adapter (EssCore's
// AppPresentaionAdapter/AppPresentaionAdapter.swift), which on will-resign-active adds a light
// blur the size of the screen to the window and on did-become-active fades it out and removes
// it. The app registers the proxy in its dependency provider before the delegate runs
// (Essentia/Application/DependenceProvider/ApplicationDependenceProvider.swift): done here in the
// delegate's factory. The app's own types the delegate names are stubbed (the welcome screen as
// an empty controller, the localization swizzle as a no-op, the logger as silent). EssDI, EssCore,
// Fabric, Crashlytics and Firebase are stub modules. Hosted as UIKit hosts an app without scenes.

func SwizzleLocalizedFiles() {}
final class WelcomeViewController: UIViewController {}
enum LogLevel {
  case debug, info, warning, error
}
protocol LoggerServiceInterface {
  func log(_ message: String, level: LogLevel)
}
final class SilentLogger: LoggerServiceInterface {
  func log(_ message: String, level: LogLevel) {}
}

public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "essentia", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: {
    AppDelegateHost(
      claims: .appSwitcher,
      appDelegate: {
        prepareInjection(AppStateEventProxy() as AppStateEventProxyInterface, memoryPolicy: .viewController)
        prepareInjection(SilentLogger() as LoggerServiceInterface, memoryPolicy: .viewController)
        return AppDelegate()
      })
  })
