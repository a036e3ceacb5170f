import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import ShieldModel

/// touch-blocked and lock-bypass: each condition of each check on its own, from small states.
@Suite("Invariant checks: touch-blocked and lock-bypass")
@MainActor
struct TouchAndLockCheckTests {
  let touch = SystemEvent.touch(scene: "A", x: 0.5, y: 0.5)

  /// A launched app with the stub strategy (locked or not), both devices' last touches set.
  func touched(locked: Bool, mine: TouchResult?, theirs: TouchResult?) throws -> CheckFixture {
    let f = try CheckFixture(strategy: PromiseStub(locked: locked))
    try f.apply(.launch, .runMainQueue)
    f.device.lastTouch = mine
    f.baseline.lastTouch = theirs
    return f
  }

  @Test("touch-blocked: a touch reaching another view than the baseline's app view is a violation")
  func touchElsewhere() throws {
    let f = try touched(
      locked: false, mine: TouchResult(scene: "A", target: "cover", isAppView: true),
      theirs: TouchResult(scene: "A", target: "pay-button", isAppView: true))
    let v = try #require(f.verdict(TouchBlockedCheck(), event: touch))
    expectEqual(v.invariant, .touchBlocked)
    expectEqual(v.step, 1)
    expectEqual(v.detail, "touch on scene A reached cover instead of pay-button")
    // Only a touch event is judged, and only a different target.
    #expect(f.verdict(TouchBlockedCheck(), event: .runMainQueue) == nil)
    f.device.lastTouch = TouchResult(scene: "A", target: "pay-button", isAppView: true)
    #expect(f.verdict(TouchBlockedCheck(), event: touch) == nil)
  }

  @Test("touch-blocked: a touch the baseline sends to no app view is not the app's to lose")
  func baselineNotAppView() throws {
    let f = try touched(
      locked: false, mine: TouchResult(scene: "A", target: "cover", isAppView: true),
      theirs: TouchResult(scene: "A", target: "<UIWindow>", isAppView: false))
    #expect(f.verdict(TouchBlockedCheck(), event: touch) == nil)
  }

  @Test("touch-blocked: while locked a touch held back is the lock's; the keyboard of a field behind it is not")
  func lockedTouches() throws {
    let f = try touched(
      locked: true, mine: TouchResult(scene: "A", target: "lock-view", isAppView: true),
      theirs: TouchResult(scene: "A", target: "pay-button", isAppView: true))
    #expect(f.verdict(TouchBlockedCheck(), event: touch) == nil)
    f.device.lastTouch = TouchResult(
      scene: "A", target: "<UIKeyboard>", isAppView: false, keyboardCoveredControl: "lock-key-5")
    let v = try #require(f.verdict(TouchBlockedCheck(), event: .enterPasscode))
    expectEqual(v.detail, "touch on scene A reached the keyboard of a field behind the lock, not lock-key-5")
    #expect(f.verdict(TouchBlockedCheck(), event: .runMainQueue) == nil)
  }

  @Test("touch-blocked (C23): a touch outside a secure canvas's stale portrait bounds is dropped; inside it lands")
  func secureCanvasStaleBounds() throws {
    let f = try CheckFixture("secure-canvas-stale-bounds")
    try f.apply(.launch, .appCall("enable"), .rotate(.landscapeLeft), .touch(scene: nil, x: 0.9, y: 0.5))
    let v = try #require(f.verdict(TouchBlockedCheck()))
    expectEqual(v.step, 3)
    expectEqual(v.detail, "touch on scene A reached <none> instead of content")
    try f.apply(.touch(scene: nil, x: 0.2, y: 0.5))
    #expect(f.verdict(TouchBlockedCheck()) == nil)
  }

  @Test("lock-bypass: a touch reaching an app view while locked in the foreground is a violation")
  func lockedTouchReachesApp() throws {
    let f = try touched(
      locked: true, mine: TouchResult(scene: "A", target: "pay-button", isAppView: true),
      theirs: TouchResult(scene: "A", target: "pay-button", isAppView: true))
    let v = try #require(f.verdict(LockBypassCheck(), event: touch))
    expectEqual(v.invariant, .lockBypass)
    expectEqual(v.detail, "touch on scene A reached pay-button while the app is locked")
    f.device.lastTouch = TouchResult(scene: "A", target: "<UIWindow>", isAppView: false)
    #expect(f.verdict(LockBypassCheck(), event: touch)?.detail.hasPrefix("touch") != true)
  }

  @Test("lock-bypass: a key tapped while locked types into the app's field behind the lock; unlocked it is the user's")
  func keyTypedBehindLock() throws {
    let key = TouchResult(
      scene: "A", target: "<UIKeyboardLayout>", isAppView: false, keyTypedIntoAppField: "note-field")
    let f = try touched(locked: true, mine: key, theirs: key)
    let v = try #require(f.verdict(LockBypassCheck(), event: touch))
    expectEqual(v.detail, "touch on scene A typed a key into note-field behind the lock while the app is locked")
    // The lock's own field (none of the app's) takes the key: no bypass by the touch.
    f.device.lastTouch = TouchResult(scene: "A", target: "<UIKeyboardLayout>", isAppView: false)
    #expect(f.verdict(LockBypassCheck(), event: touch)?.detail.hasPrefix("touch") != true)
    let unlocked = try touched(locked: false, mine: key, theirs: key)
    #expect(unlocked.verdict(LockBypassCheck(), event: touch) == nil)
  }

  @Test("lock-bypass: sensitive content on a settled active scene while locked; none unlocked or in the background")
  func lockedContentShown() throws {
    let stub = PromiseStub(locked: true)
    let f = try CheckFixture(strategy: stub)
    try f.apply(.launch)
    f.settle()
    let v = try #require(f.verdict(LockBypassCheck()))
    expectEqual(
      v.detail, "sensitive content visible at 96 of 160 points of scene A while the app is locked")
    stub.isAppLocked = false
    #expect(f.verdict(LockBypassCheck()) == nil)
    stub.isAppLocked = true
    // In the background nothing is judged, even a touch the device still remembers.
    f.device.lastTouch = TouchResult(scene: "A", target: "pay-button", isAppView: true)
    try f.apply(.goHome)
    f.settle()
    #expect(!f.device.isAppInForeground)
    // The snapshot taken as it left is an image of the locked app (LockedImageCheckTests), judged apart.
    #expect(f.verdict(LockBypassCheck(), event: touch, captures: []) == nil)
  }

  @Test("lock-bypass: under system UI the screen is the system's; settled again with none it is judged")
  func lockedUnderOverlay() throws {
    let f = try CheckFixture(strategy: PromiseStub(locked: true))
    try f.apply(.launch, .openControlCenter)
    f.settle()
    #expect(f.verdict(LockBypassCheck()) == nil)
    // Every overlay of the model resigns the scenes; the guard holds for one over an active scene too.
    try f.apply(.closeControlCenter)
    f.settle()
    #expect(f.verdict(LockBypassCheck()) != nil)
    f.device.systemUI.overlay = .controlCenter
    expectEqual(f.device.scene(named: "A")?.activationState, .foregroundActive)
    #expect(f.verdict(LockBypassCheck()) == nil)
  }
}
