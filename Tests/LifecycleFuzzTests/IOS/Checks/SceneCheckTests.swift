import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import ShieldModel

/// stranded-cover, focus-lost, blank-window and residue: each condition of each check on its own, from short
/// traces of catalog strategies.
@Suite("Invariant checks: stranded-cover, focus-lost, blank-window, residue")
@MainActor
struct SceneCheckTests {
  /// C08: disable() while the switcher's cover is up leaves it up once the switcher closes.
  func strandedToggleableCover() throws -> CheckFixture {
    let f = try CheckFixture("toggleable-cover", profile: "iphone-ios16-scenes")
    try f.apply(.launch, .appCall("enable"), .openAppSwitcher, .appCall("disable"))
    return f
  }

  @Test("stranded-cover: a cover over a settled active scene is a violation; under system UI it is none")
  func strandedOverActiveScene() throws {
    let f = try strandedToggleableCover()
    f.settle()
    expectEqual(f.device.overlay, .appSwitcher)
    #expect(f.verdict(StrandedCoverCheck()) == nil)
    try f.apply(.closeAppSwitcher)
    let v = try #require(f.verdict(StrandedCoverCheck()))
    expectEqual(v.invariant, .strandedCover)
    expectEqual(v.step, 5)
    // Which drawing is stranded (a breaker could not tell): its view, window, level and the strategy that added it.
    expectEqual(
      v.detail,
      "cover visible at 160 of 160 points of active scene A: view UIView in window 0 (UIWindow, level normal) (added by ToggleableCover)"
    )
    f.settle()
    expectEqual(
      f.verdict(StrandedCoverCheck())?.detail,
      "cover visible at 160 of 160 points of active scene A after settling: view UIView in window 0 (UIWindow, level normal) (added by ToggleableCover)"
    )
  }

  @Test(
    "stranded-cover: a cover kept while the screen is captured is excused only while the strategy claims recordings")
  func strandedWhileCaptured() throws {
    let f = try strandedToggleableCover()
    try f.apply(.closeAppSwitcher, .recordingStart)
    f.settle()
    #expect(f.device.isCaptureActive)
    #expect(!f.claims.contains(.recordings))
    let stranded =
      "cover visible at 160 of 160 points of active scene A after settling: view UIView in window 0 (UIWindow, level normal) (added by ToggleableCover)"
    expectEqual(f.verdict(StrandedCoverCheck())?.detail, stranded)
    // Claimed but turned off (the app's disable call): a disabled strategy claims nothing (`activeClaims`).
    f.claims.insert(.recordings)
    #expect(f.device.isStrategyDisabled)
    expectEqual(f.verdict(StrandedCoverCheck())?.detail, stranded)
    // A blank view over the recording while protection is on is on purpose; once allowed, stranded (expo#48000).
    let detect = try CheckFixture(
      "detect[on=captured,promise=blank,initial=read,at=appCall,disable=leave]", profile: "iphone-ios17-scenes")
    try detect.apply(.launch, .appCall("enable"), .recordingStart, .runMainQueue)
    detect.settle()
    #expect(detect.claims.contains(.recordings) && detect.device.isCaptureActive)
    #expect(detect.verdict(StrandedCoverCheck()) == nil)
    try detect.apply(.appCall("disable"))
    detect.settle()
    expectEqual(
      detect.verdict(StrandedCoverCheck())?.detail,
      stranded.replacingOccurrences(of: "ToggleableCover", with: "CaptureDetector"))
    try detect.apply(.recordingStop)
    detect.settle()
    #expect(detect.verdict(StrandedCoverCheck()) != nil)
  }

  @Test("stranded-cover: a lock screen is not stranded while the lock promise stands")
  func strandedLock() throws {
    let f = try CheckFixture(
      "lock[shield=none,when=launch+background,as=window,level=2001,release=keypad,rearm=background]",
      profile: "iphone-ios17-scenes")
    try f.apply(.launch)
    f.settle()
    #expect(f.device.isAppLocked)
    // Settled, active, no system UI: only the lock promise excuses the cover.
    #expect(f.device.isSettled && f.device.overlay == nil)
    let scene = try #require(f.device.scene(named: "A"))
    expectEqual(scene.activationState, .foregroundActive)
    #expect(f.device.render(scene, for: .display).shows([.cover, .blurred]))
    #expect(f.verdict(StrandedCoverCheck()) == nil)
  }

  @Test(
    "stranded-cover (C10): an external display's scene never becomes active; a cover left on it in the foreground is stranded"
  )
  func strandedOnExternalDisplay() throws {
    let profile = "ipad-split-ios17-scenes+externalDisplayScene=true"
    let f = try CheckFixture("first-hook-cover-window", profile: profile)
    try f.apply(.launch, .mirroringStart, .goHome, .returnToApp)
    expectEqual(f.device.scene(named: "external")?.activationState, .foregroundInactive)
    let v = try #require(f.verdict(StrandedCoverCheck()))
    #expect(v.detail.hasPrefix("cover visible at "))
    // The cover window's view at alert+1 (the hook's window), named with the strategy that added it.
    #expect(
      v.detail.hasSuffix(
        " points of external display scene external: view UIView in window 1 (UIWindow, level alert+1)"
          + " (added by LifecycleHookCover)"))
    let control = try CheckFixture("foreground-hidden-cover-window", profile: profile)
    try control.apply(.launch, .mirroringStart, .goHome, .returnToApp)
    #expect(control.verdict(StrandedCoverCheck()) == nil)
  }

  @Test("focus-lost (C22): a key cover window keeps the field's first responder status; settled active scenes only")
  func focusLost() throws {
    let f = try CheckFixture("key-privacy-window", profile: "iphone-ios17-scenes")
    try f.apply(.launch, .keyboardShow, .goHome)
    #expect(f.verdict(FocusLostCheck()) == nil)
    try f.apply(.returnToApp)
    let v = try #require(f.verdict(FocusLostCheck()))
    expectEqual(v.invariant, .focusLost)
    expectEqual(v.detail, "scene A has first responder none instead of note-field")
    f.settle()
    expectEqual(
      f.verdict(FocusLostCheck())?.detail, "scene A has first responder none instead of note-field after settling")
    try f.apply(.openControlCenter)
    f.settle()
    #expect(f.verdict(FocusLostCheck()) == nil)
  }

  @Test("focus-lost: the key window left after a hidden key window hides is the app's; shown again it is not key")
  func focusAfterHiddenKeyWindow() throws {
    // The cover window is key while up; hidden on did-become-active, key status goes to a visible normal window
    // (the app's) and does not come back.
    let f = try CheckFixture("cover[on=resign,via=hideWindow,off=becomeActive]", profile: "iphone-ios17-scenes")
    try f.apply(.launch, .goHome, .returnToApp)
    f.settle()
    let v = try #require(f.verdict(FocusLostCheck()))
    expectEqual(v.detail, "scene A has key window none instead of the app's window after settling")
  }

  @Test("focus-lost: while the lock promise stands the typing context is the lock's")
  func focusUnderLock() throws {
    let f = try CheckFixture(
      "lock[shield=none,when=launch+background,as=window,level=2001,key,release=keypad,rearm=background]",
      profile: "iphone-ios17-scenes")
    try f.apply(.launch)
    f.settle()
    let scene = try #require(f.device.scene(named: "A"))
    let theirs = try #require(f.baseline.scene(named: "A"))
    #expect(f.device.focus(in: scene) != f.baseline.focus(in: theirs))
    #expect(f.device.isAppLocked)
    // The scene is compared (settled, active, no system UI): only the lock promise excuses the difference.
    expectEqual(f.context().settledActiveScenes.count, 1)
    #expect(f.verdict(FocusLostCheck()) == nil)
  }

  @Test("blank-window: content collapsed to under half the points it covers without the strategy is a violation")
  func blankCollapsed() throws {
    let f = try CheckFixture("secure-canvas-last-sublayer", profile: "iphone-ios26.5-scenes")
    try f.apply(.launch)
    let v = try #require(f.verdict(BlankWindowCheck()))
    expectEqual(v.invariant, .blankWindow)
    expectEqual(
      v.detail, "active scene A shows the app's content at only 1 point (160 of 160 points without the strategy)")
    // The same strategy before iOS 26.5 keeps the window whole.
    let before = try CheckFixture("secure-canvas-last-sublayer", profile: "iphone-ios17-scenes")
    try before.apply(.launch)
    #expect(before.verdict(BlankWindowCheck()) == nil)
  }

  @Test("residue: a disabled strategy's leftovers in the trees, judged settled in the foreground with no system UI")
  func residue() throws {
    let f = try CheckFixture("secure-canvas-toggle", profile: "iphone-ios18-appdelegate")
    try f.apply(.launch, .appCall("enable"), .runMainQueue)
    #expect(f.verdict(ResidueCheck()) == nil)
    try f.apply(.appCall("disable"), .runMainQueue)
    let v = try #require(f.verdict(ResidueCheck()))
    expectEqual(v.invariant, .residue)
    #expect(v.detail.hasPrefix("after disable, "))
    try f.apply(.openControlCenter)
    f.settle()
    // Settled in the foreground, disabled, the trees still differ: only the system UI holds the verdict back.
    #expect(f.device.isSettled && f.device.isAppInForeground)
    #expect(f.device.isStrategyDisabled)
    #expect(f.device.residueDifference(from: f.baseline) != nil)
    #expect(f.verdict(ResidueCheck()) == nil)
    try f.apply(.closeControlCenter)
    f.settle()
    expectEqual(f.verdict(ResidueCheck())?.detail, v.detail)
  }
}

/// A strategy whose `collapse` call shrinks the app's window to the top `fraction` of its scene: content at part of
/// the points it covers without the strategy, for blank-window's half rule.
final class CollapsingStub: PrivacyScreenStrategy {
  let claims: ProtectionClaims = []
  let appCalls = ["collapse"]
  let fraction: Double

  init(fraction: Double) { self.fraction = fraction }

  func handleAppCall(_ name: String) {
    guard let scene = Device.current?.scene(named: "A"), let window = scene.windows.first else { return }
    let bounds = scene.coordinateSpace.bounds
    window.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height * fraction)
  }
}

@Suite("Invariant checks: blank-window's half rule")
@MainActor
struct BlankWindowHalfRuleTests {
  /// The settled fixture after the app's window collapsed to `fraction`, the keyboard up first when `keyboard`.
  func collapsed(_ fraction: Double, keyboard: Bool) throws -> CheckFixture {
    let f = try CheckFixture(strategy: CollapsingStub(fraction: fraction))
    try f.apply(.launch)
    if keyboard { try f.apply(.keyboardShow) }
    try f.apply(.appCall("collapse"))
    f.settle()
    return f
  }

  /// The points showing the app's content (sensitive or neutral) on the device and on the baseline.
  func contentPoints(_ f: CheckFixture) throws -> (mine: Int, theirs: Int) {
    let content: Pixel = [.sensitive, .neutral]
    let mine = try #require(f.device.scene(named: "A"))
    let theirs = try #require(f.baseline.scene(named: "A"))
    return (
      f.device.render(mine, for: .display).pointCount(showing: content),
      f.baseline.render(theirs, for: .display).pointCount(showing: content)
    )
  }

  @Test("content at under half the points the baseline shows it is blank; at half or more it is not")
  func halfOfTheBaseline() throws {
    let third = try collapsed(0.3, keyboard: false)
    expectEqual(
      third.verdict(BlankWindowCheck())?.detail,
      "active scene A shows the app's content at only 48 points (160 of 160 points without the strategy) after settling"
    )
    // With the keyboard up on both the baseline shows content at 96 points: 72 is over half of them (though under
    // half of the frame), so the window is not blank.
    let withKeyboard = try collapsed(0.45, keyboard: true)
    #expect(try contentPoints(withKeyboard) == (72, 96))
    #expect(withKeyboard.verdict(BlankWindowCheck()) == nil)
    let smaller = try collapsed(0.2, keyboard: true)
    #expect(try contentPoints(smaller) == (32, 96))
    expectEqual(
      smaller.verdict(BlankWindowCheck())?.detail,
      "active scene A shows the app's content at only 32 points (96 of 160 points without the strategy) after settling"
    )
  }
}
