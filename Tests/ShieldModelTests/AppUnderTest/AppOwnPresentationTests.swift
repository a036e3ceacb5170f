import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// A cover presented full screen from the window's root on resign and dismissed on become-active, as
/// app code (the family's `via=present`).
final class RootPresentedCover: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  let cover: UIViewController = {
    let vc = UIViewController()
    vc.modalPresentationStyle = .fullScreen
    vc.view.backgroundColor = .white
    return vc
  }()
  func sceneWillResignActive(_ scene: UIScene) {
    (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.present(cover, animated: false)
  }
  func sceneDidBecomeActive(_ scene: UIScene) { cover.dismiss(animated: false) }
}

@Suite("The app's own presentations and dismissals, by its code")
struct AppOwnPresentationTests {
  @Test("appPresent from root, top or own: UIKit's rules (a presenting root only warns)")
  func presenters() throws {
    let d = try launched(logging: true)
    try d.apply(.appPresent(.sheet, .root))
    expectEqual(AppPresentationStackTests.stack(d).count, 1)
    try d.apply(.appPresent(.fullScreen, .root))
    expectEqual(AppPresentationStackTests.stack(d).count, 1)
    #expect(d.callbackLog.contains("warning: attempt to present on a controller which is already presenting"))
    try d.apply(.appPresent(.fullScreen, .top), .appPresent(.alert, .own))
    let stack = AppPresentationStackTests.stack(d)
    #expect(stack.count == 3 && stack.allSatisfy(\.isPresentedByAppCode))
    #expect(stack[2] is UIAlertController)
  }

  @Test("appDismiss(root) takes everything above the root, a strategy's presented cover included")
  func dismissFromRootTakesCover() throws {
    let d = try launched(strategy: RootPresentedCover())
    try d.apply(.openAppSwitcher)
    let scene = try #require(d.scene(named: "A"))
    #expect(!d.render(scene, for: .display).showsSensitiveContent)
    try d.apply(.appDismiss(.root))
    #expect(AppPresentationStackTests.stack(d).isEmpty)
    #expect(d.render(scene, for: .display).showsSensitiveContent)
  }

  @Test("appDismiss(own): the app's editor dismisses what it presents, a lock above it included, and stays")
  func ownDismissalTakesWhatItPresents() throws {
    let d = try launched()
    try d.apply(.appPresent(.fullScreen, .root))
    let editor = try #require(AppPresentationStackTests.stack(d).first)
    let lock = d.withCurrent { () -> UIViewController in
      let vc = UIViewController()
      vc.modalPresentationStyle = .fullScreen
      editor.present(vc, animated: false)
      return vc
    }
    #expect(AppPresentationStackTests.stack(d).last === lock && !lock.isPresentedByAppCode)
    try d.apply(.appDismiss(.own))
    expectEqual(AppPresentationStackTests.stack(d).map(ObjectIdentifier.init), [ObjectIdentifier(editor)])
    // Called again, the editor presents nothing and dismisses itself.
    try d.apply(.appDismiss(.own))
    #expect(AppPresentationStackTests.stack(d).isEmpty)
  }

  @Test("refusals: nothing to dismiss; no key window; a suspended app runs no code")
  func refusals() throws {
    let d = try launched()
    for p in AppPresenter.allCases {
      expectEqual(d.validationError(for: .appDismiss(p)), "nothing is presented from or above that controller")
    }
    try d.apply(.presentSheet(.sheet))
    #expect(d.isValid(.appDismiss(.root)) && d.isValid(.appDismiss(.top)) && d.isValid(.appDismiss(.own)))
    try d.apply(.goHome, .advance(1))
    expectEqual(d.validationError(for: .appPresent(.sheet, .top)), SuspensionTests.text)
  }

  @Test("appPresent(key) presents from the key window's root, a strategy's window when it made itself key")
  func keyWindowPresenter() throws {
    final class KeyCover: PrivacyScreenStrategy {
      var claims: ProtectionClaims { .appSwitcher }
      var window: UIWindow?
      func sceneWillResignActive(_ scene: UIScene) {
        guard let ws = scene as? UIWindowScene else { return }
        let w = UIWindow(windowScene: ws)
        w.windowLevel = UIWindow.Level(2001)
        w.rootViewController = UIViewController()
        w.makeKeyAndVisible()
        window = w
      }
    }
    let strategy = KeyCover()
    let d = try launched(strategy: strategy)
    try d.apply(.openAppSwitcher, .appPresent(.safari, .key))
    #expect(strategy.window?.rootViewController?.presentedViewController is SFSafariViewController)
    #expect(AppPresentationStackTests.stack(d).isEmpty)
  }

  @Test(
    "a presentation the app made in a key window a strategy hides later is not shown; in the app's own window it is",
    arguments: [AppPresenter.key, .root])
  func presentationInHiddenWindow(presenter: AppPresenter) throws {
    final class HiddenAgainKeyCover: PrivacyScreenStrategy {
      var claims: ProtectionClaims { .appSwitcher }
      var window: UIWindow?
      func sceneWillResignActive(_ scene: UIScene) {
        guard let ws = scene as? UIWindowScene else { return }
        let w = UIWindow(windowScene: ws)
        w.windowLevel = UIWindow.Level(2001)
        w.rootViewController = UIViewController()
        w.makeKeyAndVisible()
        window = w
      }
      func sceneDidBecomeActive(_ scene: UIScene) { window?.isHidden = true }
    }
    let d = try launched(strategy: HiddenAgainKeyCover())
    try d.apply(.openControlCenter, .appPresent(.safari, presenter), .closeControlCenter)
    let scene = try #require(d.windowScenes.first)
    let lost = d.withCurrent { d.appPresentationInInvisibleWindow(in: scene) }
    expectEqual((lost?.controller is SFSafariViewController), (presenter == .key))
    expectEqual(lost.map(\.windowLevel), (presenter == .key ? 2001 : nil))
  }
}
