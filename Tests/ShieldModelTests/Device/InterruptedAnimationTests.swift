import ShieldModel
import TestExpectations
import Testing

/// An overlay window hidden with a fade whose cleanup waits for `finished`, as PKHUD and
/// MBProgressHUD did.
final class FadingHUD: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var appCalls: [String] { ["show", "hide"] }
  var window: UIWindow?
  var finished: [Bool] = []

  func handleAppCall(_ name: String) {
    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
    if name == "show" {
      let w = UIWindow(windowScene: scene)
      w.windowLevel = .alert + 1
      w.rootViewController = UIViewController()
      w.isHidden = false
      window = w
    } else if let w = window {
      UIView.animate(
        withDuration: 1, animations: { w.alpha = 0 },
        completion: { done in
          self.finished.append(done)
          if done { w.isHidden = true }
        })
    }
  }
}

@Suite("Animations the background interrupts")
struct InterruptedAnimationTests {
  @Test("a fade in flight at the snapshot is in it, then dropped: its completion hears finished == false")
  func inFlight() throws {
    let hud = FadingHUD()
    let d = try launched("iphone-ios17-scenes", strategy: hud)
    try d.apply(.appCall("show"), .appCall("hide"), .goHome)
    // The snapshot still saw the fade in flight (QA1838); nothing has run since.
    #expect(hud.finished.isEmpty)
    try d.apply(.returnToApp, .advance(2))
    expectEqual(hud.finished, [false])
    expectEqual(hud.window?.isHidden, false)
  }

  @Test("left alone in the foreground the same fade finishes and the window goes")
  func uninterrupted() throws {
    let hud = FadingHUD()
    let d = try launched("iphone-ios17-scenes", strategy: hud)
    try d.apply(.appCall("show"), .appCall("hide"), .advance(2))
    #expect(hud.finished == [true] && hud.window?.isHidden == true)
  }

  @Test("an animation started in the background after the snapshot ends at once, unfinished")
  func startedInBackground() throws {
    final class Late: PrivacyScreenStrategy {
      var claims: ProtectionClaims { [] }
      var finished: [Bool] = []
      func sceneDidEnterBackground(_ scene: UIScene) {
        // A background task keeps the app running; the block runs after the snapshot.
        _ = UIApplication.shared.beginBackgroundTask()
        DispatchQueue.main.async {
          let v = UIView(frame: .zero)
          UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { self.finished.append($0) })
        }
      }
    }
    let late = Late()
    let d = try launched("iphone-ios17-scenes", strategy: late)
    try d.apply(.goHome, .advance(0.1))
    expectEqual(late.finished, [false])
  }
}
