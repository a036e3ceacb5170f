import AndroidModel
import AndroidStrategies
import Testing

@testable import LifecycleFuzz

/// lock-bypass on the images of a locked Android app (issue 25, iOS's rule): a lock claims nothing, and the Recents
/// card taken while its promise stands for images is lock-bypass, never recents-leak.
@Suite("Android lock-bypass on the images of a locked app")
@MainActor
struct AndroidLockedImageTests {
  /// The context after `events` on the banking app, API 34 views, with the catalog's `lock`.
  func after(_ events: [AndroidEvent], lock text: String) throws -> AndroidCheckContext {
    let strategy = try #require(AndroidStrategyCatalog.descriptor(named: text)).make()
    let device = AndroidDevice(
      profile: AndroidProfile(apiLevel: 34, formFactor: .phone, structure: .views), strategy: strategy, app: .banking)
    for event in events { try device.step(event) }
    return AndroidCheckContext(step: events.count - 1, event: events.last, device: device)
  }

  @Test("a card showing the app while the lock is due is lock-bypass; a lock claims no Recents")
  func cardWhileLocked() throws {
    let context = try after(
      [.launch, .appCall("unlock"), .recentsTiming(.beforePause), .openRecents],
      lock: "android-lock[as=view,rearm=onPause]")
    #expect(context.device.strategy.claims.isEmpty)
    #expect(AndroidRecentsLeakCheck().check(try #require(context.device.lastCaptures.first), context) == nil)
    let v = try #require(AndroidLockBypassCheck().check(context))
    #expect(v.detail.hasPrefix("openRecents: locked, yet recentsThumbnail: leaks activity/"))
  }

  @Test("away with a return that will lock (rearm=onResume) the card is promised; rearm=onCreate promises nothing")
  func cardWhileAway() throws {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .pressHome, .openRecents]
    let away = try after(events, lock: "android-lock[as=view,rearm=onResume]")
    #expect(!away.device.strategy.isAppLocked)
    #expect(away.device.strategy.isLockDueForImages)
    #expect(
      try #require(AndroidLockBypassCheck().check(away)).detail.hasPrefix("openRecents: locked, yet recentsThumbnail"))
    let never = try after(events, lock: "android-lock[as=view,rearm=onCreate]")
    #expect(never.device.lastCaptures.contains { $0.leaks })
    #expect(!never.device.strategy.isLockDueForImages)
    #expect(AndroidLockBypassCheck().check(never) == nil)
    // Back in front the promise is the lock's own again.
    let back = try after(events + [.returnToApp], lock: "android-lock[as=view,rearm=onResume]")
    #expect(back.device.strategy.isAppLocked)
  }

  @Test("with grace=N the card is promised only once N seconds passed since the leave, when the return will lock")
  func cardAfterGrace() throws {
    let lock = "android-lock[as=view,rearm=onStart,grace=30]"
    let within = try after([.launch, .appCall("unlock"), .pressHome, .advance(10), .openRecents], lock: lock)
    #expect(!within.device.strategy.isLockDueForImages)
    #expect(AndroidLockBypassCheck().check(within) == nil)
    let after = try after([.launch, .appCall("unlock"), .pressHome, .advance(40), .openRecents], lock: lock)
    #expect(after.device.strategy.isLockDueForImages)
    #expect(
      try #require(AndroidLockBypassCheck().check(after)).detail.hasPrefix("openRecents: locked, yet recentsThumbnail"))
  }
}
