import TestExpectations
import Testing

@testable import ShieldModel

/// Adds an opaque cover view on resign with the configured animation, and a queued one in
/// did-enter-background.
final class FlagProbe: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var fadeIn = false
  var queued = false
  func sceneWillResignActive(_ scene: UIScene) {
    guard fadeIn, let w = (scene.delegate as? any UIWindowSceneDelegate)?.window else { return }
    let v = UIView(frame: w.bounds)
    v.backgroundColor = .white
    v.alpha = 0
    w.addSubview(v)
    UIView.animate(withDuration: 1) { v.alpha = 1 }  // longer than the home gesture
  }
  func sceneDidEnterBackground(_ scene: UIScene) {
    guard queued, let w = (scene.delegate as? any UIWindowSceneDelegate)?.window else { return }
    DispatchQueue.main.async {
      let v = UIView(frame: w.bounds)
      v.backgroundColor = .white
      w.addSubview(v)
    }
  }
}

@Suite("Open-question flags change the model as documented")
struct FlagTests {
  @Test("switcherCardIsLive: the card is the live scene, or the last snapshot when off")
  func switcherCard() throws {
    for (profile, cards) in [("iphone-ios17-scenes", 1), ("iphone-ios17-scenes+switcherCardIsLive=false", 0)] {
      let d = try launched(profile)
      _ = d.collectCaptures()
      try d.apply(.openAppSwitcher)
      expectEqual(d.collectCaptures().filter { $0.kind == .switcherCard }.count, cards)
    }
    let d = try launched("iphone-ios17-scenes+switcherCardIsLive=false")
    try d.apply(.goHome, .returnToApp, .openAppSwitcher)
    let cards = d.collectCaptures().filter { $0.kind == .switcherCard }
    #expect(cards.count == 1 && cards[0].frame == d.scene(named: "A")!.switcherSnapshot)
  }

  @Test("queuedBlocksRunBeforeSnapshot: a block queued in did-enter-background makes the snapshot")
  func queuedBlocks() throws {
    for (profile, leaks) in [
      ("iphone-ios17-scenes", true), ("iphone-ios17-scenes+queuedBlocksRunBeforeSnapshot=true", false),
    ] {
      let p = FlagProbe()
      p.queued = true
      let d = try launched(profile, strategy: p)
      try d.apply(.goHome, .advance(1))
      let snap = d.collectCaptures().first { $0.kind == .switcherSnapshot }!
      expectEqual(snap.frame.showsSensitiveContent, leaks)
    }
  }

  @Test(
    "capturesShowPresentationValues: a cover still fading in at the snapshot leaks, or shows its end state when off")
  func presentationValues() throws {
    for (profile, leaks) in [
      ("iphone-ios17-scenes", true), ("iphone-ios17-scenes+capturesShowPresentationValues=false", false),
    ] {
      let p = FlagProbe()
      p.fadeIn = true
      let d = try launched(profile, strategy: p)
      try d.apply(.goHome, .advance(1))
      let snap = d.collectCaptures().first { $0.kind == .switcherSnapshot }!
      expectEqual(snap.frame.showsSensitiveContent, leaks)
    }
  }

  @Test("perSceneAppNotifications: app-level notes once on the aggregate, or once per scene")
  func perScene() throws {
    for (profile, count) in [
      ("ipad-split-ios17-scenes", 1), ("ipad-split-ios17-scenes+perSceneAppNotifications=true", 2),
    ] {
      let r = Recorder()
      let d = try launched(profile, strategy: r)
      try d.apply(.connectScene("B"))
      _ = r.take()
      try d.apply(.goHome)
      expectEqual(r.take().filter { $0 == "UIApplicationDidEnterBackgroundNotification(app)" }.count, count)
    }
  }

  @Test("duplicateDidBecomeActive and doubleResign deliver unpaired callbacks")
  func unpaired() throws {
    let r = Recorder()
    let d = try launched("iphone-ios17-appdelegate+duplicateDidBecomeActive=true+doubleResign=true", strategy: r)
    _ = r.take()
    try d.apply(.openNotificationCenter, .closeNotificationCenter)
    expectEqual(
      r.take(),
      [
        "applicationWillResignActive", "UIApplicationWillResignActiveNotification(app)",
        "applicationWillResignActive", "UIApplicationWillResignActiveNotification(app)",
        "applicationDidBecomeActive", "UIApplicationDidBecomeActiveNotification(app)",
        "applicationDidBecomeActive", "UIApplicationDidBecomeActiveNotification(app)",
      ])
  }

  @Test("equalLevelMostRecentOnTop and unheldWindowsVanish")
  func windows() throws {
    let d = try launched("iphone-ios17-scenes+equalLevelMostRecentOnTop=false+unheldWindowsVanish=false")
    let scene = d.scene(named: "A")!
    d.withCurrent {
      let w = UIWindow(windowScene: scene)
      w.accessibilityIdentifier = "late"
      w.isHidden = false
    }
    // The unheld window is still there, and below the app's window, which was shown first.
    expectEqual(d.withCurrent { scene.windows.map { $0.accessibilityIdentifier ?? "app" } }, ["late", "app"])
    let e = try launched()
    e.withCurrent {
      let w = UIWindow(windowScene: e.scene(named: "A")!)
      w.isHidden = false
    }
    expectEqual(e.scene(named: "A")!.windows.count, 1)
  }
}
