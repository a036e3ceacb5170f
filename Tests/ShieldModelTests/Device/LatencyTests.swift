import ShieldModel
import TestExpectations
import Testing

@Suite("Latency: how many turns the app gets in a transition (transitionTurns)")
struct LatencyTests {
  typealias Seen = TimeModelTests.Seen

  static func seen(_ moment: TimingProbe.Moment, turns: Int?, _ profile: String = "iphone-ios17-scenes") throws
    -> Seen
  {
    try TimeModelTests.seen(moment, profile, choice: turns.map { [.transitionTurns($0)] } ?? [])
  }

  @Test("a cover queued at will-resign-active misses the snapshot and the settled card with no turn; one is enough")
  func queuedCover() throws {
    let none = try Self.seen(.resignNextTurn, turns: 0)
    #expect(none.snapshotLeaks && none.cardLeaks)
    let one = try Self.seen(.resignNextTurn, turns: 1)
    #expect(!one.snapshotLeaks && !one.cardLeaks)
  }

  @Test("a cover drawn at the next display frame holds ordinarily and misses with no turn")
  func nextFrameCover() throws {
    try expectEqual(
      Self.seen(.resignNextFrame, turns: nil),
      Seen(snapshotLeaks: false, cardLeaks: false, zoomExposure: 1.0 / 60))
    let none = try Self.seen(.resignNextFrame, turns: 0)
    #expect(none.snapshotLeaks && none.cardLeaks)
    try expectEqual(Self.seen(.resignNextFrame, turns: 1).snapshotLeaks, false)
  }

  @Test("a Dart setState needs two turns: it misses with one, holds with two", arguments: [0, 1, 2])
  func flutterTurns(turns: Int) throws {
    let seen = try Self.seen(.dartSetState, turns: turns, "iphone-ios17-flutter3.29")
    #expect(seen.snapshotLeaks == (turns < 2) && seen.cardLeaks == (turns < 2))
  }

  @Test(
    "what the callback changed itself holds under every choice: a synchronous cover, a fade it started",
    arguments: 0...SystemEvent.maximumTransitionTurns)
  func synchronousHolds(turns: Int) throws {
    try expectEqual(Self.seen(.resignNow, turns: turns), Seen(snapshotLeaks: false, cardLeaks: false, zoomExposure: 0))
    // The render server animates on the clock, whatever the app's main thread does.
    let fade = try Self.seen(.resignFadeIn, turns: turns)
    #expect(!fade.snapshotLeaks && !fade.cardLeaks)
    let locked = try launched("iphone-ios17-scenes", strategy: TimingProbe(.resignNow))
    try locked.apply(.transitionTurns(turns), .lockDevice, .advance(1))
    #expect(!locked.collectCaptures().contains { $0.frame.showsSensitiveContent })
  }

  @Test("the transition keeps its length; the leftover blocks race the snapshot, and runMainQueue puts them first")
  func leftoverBlocks() throws {
    let d = try launched("iphone-ios17-scenes", strategy: TimingProbe(.resignNextTurn))
    try d.apply(.transitionTurns(0), .goHome)
    #expect(abs(d.now - PlatformTimings.seconds(frames: 30)) < 1e-9)
    #expect(d.hasPendingMainQueueWork)
    try d.apply(.runMainQueue)
    #expect(!d.collectCaptures().first { $0.kind == .switcherSnapshot }!.frame.showsSensitiveContent)
    // Used by the next transition only: the return and the next trip home get every turn.
    try d.apply(.returnToApp, .goHome, .advance(1))
    #expect(!d.collectCaptures().contains { $0.kind == .switcherSnapshot && $0.frame.showsSensitiveContent })
  }

  @Test("the late card stays until the user does something more; then the switcher shows the cover")
  func lateCard() throws {
    let d = try launched("iphone-ios17-scenes", strategy: TimingProbe(.resignNextTurn))
    _ = d.collectCaptures()
    try d.apply(.transitionTurns(0), .openAppSwitcher)
    #expect(d.collectCaptures().last { $0.kind == .switcherCard }!.frame.showsSensitiveContent)
    try d.apply(.advance(0.1))
    #expect(!d.collectCaptures().last { $0.kind == .switcherCard }!.frame.showsSensitiveContent)
  }

  @Test("a display frame asked for in the background waits for the app's return")
  func framesWaitInTheBackground() throws {
    final class Late: PrivacyScreenStrategy {
      var claims: ProtectionClaims { .appSwitcher }
      var drawn: [Bool] = []
      func sceneDidEnterBackground(_ scene: UIScene) {
        DisplayFrame.next { self.drawn.append(scene.activationState == .background) }
      }
    }
    let p = Late()
    let d = try launched("iphone-ios17-scenes", strategy: p)
    try d.apply(.goHome, .runMainQueue, .advance(5))
    #expect(p.drawn.isEmpty && d.isSettled)
    try d.apply(.returnToApp)
    expectEqual(p.drawn, [false])
  }

  @Test("transitionTurns takes 0 to 4 turns")
  func range() throws {
    let d = try launched("iphone-ios17-scenes")
    expectEqual(d.validationError(for: .transitionTurns(5)), "transitionTurns takes 0 to 4 turns")
    expectEqual(d.validationError(for: .transitionTurns(-1)), "transitionTurns takes 0 to 4 turns")
    #expect(d.validationError(for: .transitionTurns(0)) == nil)
  }
}
