import LifecycleFuzz  // Trace
import LifecycleFuzzTesting  // fuzz, expectHolds, replay, verdict
import ShieldModel  // instead of `import UIKit`
import Testing

// Hooks are the protocol's methods (main-actor isolated, as UIKit is); names must match exactly.
@MainActor final class MyCover: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .appSwitcher
  private var covers: [ObjectIdentifier: UIWindow] = [:]
  private var focused: [ObjectIdentifier: UIView] = [:]  // given back on return: typing goes on

  func sceneWillResignActive(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    focused[ObjectIdentifier(scene)] = windowScene.windows.lazy.compactMap(firstResponder).first
    for window in windowScene.windows { window.endEditing(true) }  // the keyboard draws above all windows
    showCover(over: windowScene)
  }
  // A launch into the background (a fetch, a push) never resigns, and a snapshot follows it.
  func sceneDidEnterBackground(_ scene: UIScene) {
    if let windowScene = scene as? UIWindowScene { showCover(over: windowScene) }
  }
  private func showCover(over windowScene: UIWindowScene) {
    let cover = covers[ObjectIdentifier(windowScene)] ?? UIWindow(windowScene: windowScene)
    cover.windowLevel = .alert + 1
    if cover.rootViewController == nil {
      cover.rootViewController = UIViewController()
      cover.rootViewController?.view.backgroundColor = .white  // opaque: nothing shows through
    }
    cover.isHidden = false
    covers[ObjectIdentifier(windowScene)] = cover
  }
  func sceneDidBecomeActive(_ scene: UIScene) {
    covers[ObjectIdentifier(scene)]?.isHidden = true
    _ = focused.removeValue(forKey: ObjectIdentifier(scene))?.becomeFirstResponder()
  }
}

/// The view under `view` (or itself) that is first responder; UIKit has no public getter.
@MainActor func firstResponder(in view: UIView) -> UIView? {
  view.isFirstResponder ? view : view.subviews.lazy.compactMap(firstResponder).first
}

// The fuzzer and the model are main-actor isolated, as UIKit is: so is each test.
@Test @MainActor func myCoverHolds() throws {
  expectHolds(try fuzz("my-cover", profiles: [.iPhoneScenes], traces: 200) { MyCover() })
}

// A direct check that the hooks run: a misspelled hook name would leave the card uncovered.
@Test @MainActor func myCoverHidesTheSwitcherCard() throws {
  let trace = try Trace(
    parsing: """
      lifecycle-fuzz trace 2
      strategy: my-cover
      profile: iphone-ios17-scenes
      expect: holds
      launch
      keyboardShow
      openAppSwitcher
      """, file: "inline")
  #expect(verdict(of: trace) { MyCover() } == .holds)
}
