import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import ShieldModel

/// lock-bypass on the images taken while the lock promise stands (issue 25): the switcher
/// snapshot and card, screenshots and recorded frames, each with its control.
@Suite("Invariant checks: lock-bypass on the images of a locked app")
@MainActor
struct LockedImageCheckTests {
  static let window = "as=window,level=2001,release=keypad,rearm=background"
  static let present = "as=present,from=root,style=fullScreen,release=keypad,rearm=background"

  @Test("a lock up only at will-enter-foreground leaves the snapshot to the content, by construction; a shield holds")
  func snapshotBeforeForegroundLock() throws {
    let f = try CheckFixture("lock[shield=none,when=launch+foreground,\(Self.window)]")
    try f.apply(.launch, .enterPasscode, .goHome, .openAppSwitcher)
    let v = try #require(f.verdict(LockBypassCheck()))
    #expect(
      v.detail.hasPrefix(
        "the app-switcher snapshot of scene A taken at t=0.5 s shows sensitive content at 96 of 160 points "
          + "while the app is locked (by construction: shield=none"))
    expectEqual(
      v.byConstruction,
      "shield=none and when=launch+foreground put nothing over the app before it leaves: the switcher's "
        + "images show it")
    let shielded = try CheckFixture("lock[shield=background,when=launch+foreground,\(Self.window)]")
    try shielded.apply(.launch, .enterPasscode, .goHome, .openAppSwitcher)
    #expect(shielded.captures.contains { $0.kind == .switcherSnapshot && $0.lockPromise != nil })
    #expect(shielded.verdict(LockBypassCheck()) == nil)
    #expect(shielded.verdict(SnapshotLeakCheck()) == nil)
  }

  @Test("a leave moment before the rearm's leave cannot put the lock up again: by construction (adversarial run)")
  func resignMomentBeforeBackgroundRearm() throws {
    let f = try CheckFixture("lock[shield=none,when=launch+resign,\(Self.window)]")
    try f.apply(.launch, .enterPasscode, .goHome, .openAppSwitcher)
    let v = try #require(f.verdict(LockBypassCheck()))
    #expect(v.detail.hasPrefix("the app-switcher snapshot of scene A taken at t=0.5 s"))
    expectEqual(v.byConstruction?.hasPrefix("shield=none and when=launch+resign put nothing over the app"), true)
    // At the rearm's own leave the lock is up in the snapshot.
    let atBackground = try CheckFixture("lock[shield=none,when=launch+background,\(Self.window)]")
    try atBackground.apply(.launch, .enterPasscode, .goHome, .openAppSwitcher)
    #expect(atBackground.verdict(LockBypassCheck()) == nil)
  }

  @Test("a kind the lock's shield claims is named snapshot-leak in a run, and lock-bypass checked alone breaks too")
  func claimedKindIsTheLeakInvariants() throws {
    // UIKit never calls the app delegate's methods in a scene-based app: the shield never goes up.
    let f = try CheckFixture("lock[shield=background,when=launch+foreground,hook=appDelegate,\(Self.window)]")
    try f.apply(.launch, .enterPasscode, .goHome, .openAppSwitcher)
    expectEqual(f.verdict(LockBypassCheck())?.detail.hasPrefix("the app-switcher snapshot of scene A taken at "), true)
    #expect(f.verdict(SnapshotLeakCheck()) != nil)
    // One name per failure: the leak checks run first.
    let run = InvariantChecker(claims: f.claims).check(
      step: f.step, event: f.event, captures: f.captures, device: f.device, baseline: f.baseline, settledPhase: false)
    expectEqual(run?.invariant, .snapshotLeak)
  }

  @Test("a lock presented with animation at did-enter-background is not in the snapshot; without animation it is")
  func animatedLockAtBackground() throws {
    let f = try CheckFixture("lock[shield=none,when=launch+background,\(Self.present),animated]")
    try f.apply(.launch, .advance(1), .enterPasscode, .goHome, .openAppSwitcher)
    let v = try #require(f.verdict(LockBypassCheck()))
    #expect(v.detail.hasPrefix("the app-switcher snapshot of scene A taken at t=1.5 s shows sensitive content"))
    #expect(v.byConstruction == nil)
    let still = try CheckFixture("lock[shield=none,when=launch+background,\(Self.present)]")
    try still.apply(.launch, .enterPasscode, .goHome, .openAppSwitcher)
    #expect(still.verdict(LockBypassCheck()) == nil)
  }

  @Test("a grace that runs out in the background makes the card the switcher shows a break; inside it, none")
  func cardAfterGrace() throws {
    let name = "lock[shield=none,when=launch+foreground,\(Self.window),grace=30]"
    let inside = try CheckFixture(name)
    try inside.apply(.launch, .enterPasscode, .goHome, .advance(10))
    // The snapshot taken as the app left, inside the grace: no promise stood.
    #expect(inside.captures.contains { $0.kind == .switcherSnapshot && $0.lockPromise == nil })
    try inside.apply(.openAppSwitcher)
    #expect(inside.captures.isEmpty)
    #expect(inside.verdict(LockBypassCheck()) == nil)
    let after = try CheckFixture(name)
    try after.apply(.launch, .enterPasscode, .goHome, .advance(31), .openAppSwitcher)
    let v = try #require(after.verdict(LockBypassCheck()))
    #expect(
      v.detail.hasPrefix(
        "the app-switcher card of scene A shown at t=31.5 s shows sensitive content at 96 of 160 points while "
          + "the app is locked (by construction"))
    expectEqual(v.byConstruction?.hasPrefix("shield=none and when=launch+foreground"), true)
  }

  @Test("a screenshot or recorded frame while the lock slides in at launch shows the content; unanimated, the lock")
  func capturesWhileLockAnimatesIn() throws {
    let f = try CheckFixture("lock[shield=none,when=launch+becomeActive,\(Self.present),animated]")
    try f.apply(.launch, .screenshot)
    let v = try #require(f.verdict(LockBypassCheck()))
    expectEqual(
      v.detail,
      "a screenshot of scene A taken at t=0 s shows sensitive content at 96 of 160 points while the app is locked")
    #expect(v.byConstruction == nil)
    let recorded = try CheckFixture("lock[shield=none,when=launch+becomeActive,\(Self.present),animated]")
    try recorded.apply(.recordingStart, .launch)
    #expect(try #require(recorded.verdict(LockBypassCheck())).detail.hasPrefix("a recorded frame of scene A"))
    let still = try CheckFixture("lock[shield=none,when=launch+becomeActive,\(Self.present)]")
    try still.apply(.recordingStart, .launch, .screenshot)
    #expect(still.verdict(LockBypassCheck()) == nil)
    // Passed, the lock promises nothing: the same screenshot is no break.
    try still.apply(.enterPasscode, .screenshot)
    #expect(still.captures.contains { $0.kind == .screenshot && $0.frame.showsSensitiveContent })
    #expect(still.verdict(LockBypassCheck()) == nil)
  }
}
