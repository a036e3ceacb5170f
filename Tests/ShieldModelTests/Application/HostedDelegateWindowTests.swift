import TestExpectations
import Testing

@testable import ShieldModel

/// A scene delegate as the Xcode template writes it, recording what `window` was when UIKit
/// connected it.
@MainActor private final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var windowAtConnection: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    windowAtConnection = window
  }
}

/// A scene delegate that finds its storyboard's initial controller, of the app's class, at the
/// window's root when it connects (rmfokkema/Spiegeltje's `SceneDelegate` does).
@MainActor private final class InitialControllerSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var found: InitialController?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    found = window?.rootViewController as? InitialController
  }
}

/// The app's class of its main storyboard's initial controller.
@MainActor private final class InitialController: UIViewController {}

/// A code-only scene delegate: it makes its own window in `scene(_:willConnectTo:options:)`.
@MainActor private final class CodeOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// An app delegate with the template's optional `window`, recording it at launch; with
/// `makesWindow`, a code-only app's delegate that makes its own.
@MainActor private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var windowAtLaunch: UIWindow?
  let makesWindow: Bool
  init(makesWindow: Bool) { self.makesWindow = makesWindow }
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    windowAtLaunch = window
    if makesWindow {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      self.window = window
    }
    return true
  }
}

@Suite("The app's delegates' optional window, set as UIKit sets it")
struct HostedDelegateWindowTests {
  @Test("A storyboard scene delegate's window is the scene's window before it connects")
  func storyboardSceneDelegate() throws {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    let host = AppDelegateHost(claims: .appSwitcher, sceneDelegate: { StoryboardSceneDelegate() })
    let device = try launched(strategy: host)
    let window = try #require(device.mainWindow())
    let delegate = try #require(device.withCurrent { device.scene(named: "A").flatMap(host.sceneDelegate(for:)) })
    let storyboard = try #require(delegate as? StoryboardSceneDelegate)
    #expect(storyboard.windowAtConnection === window && storyboard.window === window)
    #expect(HostingCheck.problems.allSatisfy { !$0.hasPrefix("StoryboardSceneDelegate") })
  }

  @Test("The storyboard's initial controller of the app's class is the root at connection; the screen is its child")
  func initialController() throws {
    // Apple, "instantiateInitialViewController()"; View Controller Programming Guide, the main storyboard
    let host = AppDelegateHost(
      claims: .appSwitcher, sceneDelegate: { InitialControllerSceneDelegate() },
      initialController: { InitialController() })
    let device = try launched(strategy: host)
    let delegate = try #require(device.withCurrent { device.scene(named: "A").flatMap(host.sceneDelegate(for:)) })
    let initial = try #require((delegate as? InitialControllerSceneDelegate)?.found)
    #expect(delegate.window?.rootViewController === initial && delegate.window?.isHidden == false)
    let screen = try #require(initial.children.first)
    #expect(initial.children.count == 1 && screen.parent === initial && screen.view.superview === initial.view)
    #expect(screen is DescribedViewController || screen is UINavigationController)
    #expect(screen.view.frame == initial.view.bounds && initial.view.bounds.width > 0)
    let storyboard = WindowAppDelegate(makesWindow: false)
    let appDelegateOnly = try launched(
      "iphone-ios17-appdelegate",
      strategy: AppDelegateHost(
        claims: .appSwitcher, appDelegate: { storyboard }, initialController: { InitialController() }))
    #expect(storyboard.windowAtLaunch?.rootViewController is InitialController)
    expectEqual(appDelegateOnly.appDelegate?.window?.rootViewController?.children.count, 1)
  }

  @Test("A scene delegate that makes its own window keeps it; it shows the screen, the model's is hidden")
  func codeOnlySceneDelegate() throws {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    let host = AppDelegateHost(claims: .appSwitcher, sceneDelegate: { CodeOnlySceneDelegate() })
    let device = try launched(strategy: host)
    let delegate = try #require(device.withCurrent { device.scene(named: "A").flatMap(host.sceneDelegate(for:)) })
    let own = try #require(delegate.window)
    #expect(showsTheScreen(own) && !own.isHidden && device.mainWindow() === own)
    let windows = try #require(device.scene(named: "A")?.windows)
    #expect(windows.filter { $0 !== own && !$0.isHidden && $0.rootViewController != nil }.isEmpty)
  }

  @Test("An app without scenes: the app delegate's window is set before launch, or its own is kept")
  func appDelegateOnlyApp() throws {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
    let storyboard = WindowAppDelegate(makesWindow: false)
    let device = try launched(
      "iphone-ios17-appdelegate", strategy: AppDelegateHost(claims: .appSwitcher, appDelegate: { storyboard }))
    let given = try #require(device.appDelegate?.window)
    #expect(storyboard.windowAtLaunch === given && storyboard.window === given)
    let codeOnly = WindowAppDelegate(makesWindow: true)
    let other = try launched(
      "iphone-ios17-appdelegate", strategy: AppDelegateHost(claims: .appSwitcher, appDelegate: { codeOnly }))
    let own = try #require(codeOnly.window)
    #expect(codeOnly.windowAtLaunch != nil && own !== codeOnly.windowAtLaunch)
    #expect(other.appDelegate?.window === own && showsTheScreen(own))
    expectEqual(codeOnly.windowAtLaunch?.isHidden, true)
  }

  @Test("A scene-based app's app delegate gets no window: the scene delegate owns it")
  func sceneAppsAppDelegate() throws {
    // https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
    let appDelegate = WindowAppDelegate(makesWindow: false)
    _ = try launched(strategy: AppDelegateHost(claims: .appSwitcher, appDelegate: { appDelegate }))
    #expect(appDelegate.windowAtLaunch == nil && appDelegate.window == nil)
  }
}

/// Whether `window` shows the app description's screen (its root, or under the sample app's
/// navigation controller).
@MainActor private func showsTheScreen(_ window: UIWindow) -> Bool {
  let root = window.rootViewController
  return root is DescribedViewController
    || (root as? UINavigationController)?.viewControllers.first is DescribedViewController
}
