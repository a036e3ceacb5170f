import CoverStrategies
import ShieldModel
import TestExpectations
import TestProcessSplit
import Testing

@testable import LifecycleFuzz

@Suite(
  "Explorer: every distinct minimal counterexample", .tags(.slow), .timeLimit(.minutes(10)),
  .handedToSecondProcess("LifecycleFuzzTests.ExplorerTests"))
struct ExplorerTests {
  static func explore(_ name: String, depth: Int) throws -> Explorer<IOSPlatform>.Result {
    let s = try #require(StrategyCatalog.descriptor(named: name))
    return Explorer(runner: TraceRunner(strategy: s, profile: s.defaultProfile)).explore(depth: depth)
  }

  static func found(_ result: Explorer<IOSPlatform>.Result, _ invariant: Invariant) -> [[SystemEvent]] {
    (result.allCounterexamples[invariant] ?? []).map(\.events)
  }

  /// The verdict of `events` for the named strategy on its own profile, as the explorer's runner gives it. A
  /// control's search lists a sequence under an invariant only when this is that invariant broken (it records a
  /// candidate under the invariant its run violates), so the control's replay is the control's search's check,
  /// without the depth-4 search around it.
  static func verdict(_ name: String, _ events: [SystemEvent]) throws -> Verdict<IOSPlatform>? {
    let s = try #require(StrategyCatalog.descriptor(named: name))
    return TraceRunner(strategy: s, profile: s.defaultProfile).run(events).verdict
  }

  @Test("C08: disabling while the cover is up is a state of its own, found at depth 4 and not before")
  func toggleableCoverStrandsAtDepthFour() throws {
    let c08: [SystemEvent] = [.launch, .openAppSwitcher, .appCall("disable"), .closeAppSwitcher]
    let stranded = Self.found(try Self.explore("toggleable-cover", depth: 4), .strandedCover)
    #expect(stranded.contains(c08))
    // The search is breadth-first, so a depth-3 search is the first three levels of this one: none there.
    expectEqual(stranded.filter { $0.count <= 3 }, [])
    // The control with the cleanup holds on C08 (a search of it would list C08 only if this broke stranded-cover).
    try expectEqual(Self.verdict("toggleable-cover-cleanup", c08), .holds)
  }

  @Test("C05: the switcher reopened during the fade leaks at depth 4, behind a shallower leak")
  func fadeCoverLeaksAtDepthFour() throws {
    let c05: [SystemEvent] = [.launch, .openAppSwitcher, .closeAppSwitcher, .openAppSwitcher]
    let result = try Self.explore("flag-guarded-fade-cover", depth: 4)
    let leaks = Self.found(result, .snapshotLeak)
    #expect(leaks.contains(c05))
    // A scene app's background launch connects no scene by default (issue 26), so it is no leak.
    #expect(!leaks.contains([.backgroundLaunch]))
    expectEqual(leaks.first?.count, 3)
    #expect(!leaks.contains([.launch, .openAppSwitcher, .closeAppSwitcher, .advance(0.1), .openAppSwitcher]))
    try expectEqual(Self.verdict("flag-guarded-cover", c05), .holds)
  }

  @Test("C22: the baseline's typing context takes part in deduplication, so focus-lost is found at depth 4")
  func keyWindowStealsFocusAtDepthFour() throws {
    let c22: [SystemEvent] = [.launch, .keyboardShow, .goHome, .returnToApp]
    // After `launch · goHome` and `launch · keyboardShow · goHome` the strategy's device is alike;
    // only the app without the strategy still has its field focused.
    let found = Self.found(try Self.explore("key-privacy-window", depth: 4), .focusLost)
    #expect(found.contains(c22))
    // Breadth-first: what a depth-3 search finds is what this one found in its first three levels.
    expectEqual(found.filter { $0.count <= 3 }, [])
    try expectEqual(Self.verdict("visible-privacy-window", c22), .holds)
  }

  @Test("a counterexample that contains an earlier one, or differs from it only in arguments, is the same bug")
  func sameBug() {
    let a: [SystemEvent] = [.launch, .goHome]
    #expect(Explorer<IOSPlatform>.isSameBug(a, [.launch, .advance(1), .goHome]))
    #expect(Explorer<IOSPlatform>.isSameBug([.launch, .systemAlert(.permission)], [.launch, .systemAlert(.faceID)]))
    #expect(!Explorer<IOSPlatform>.isSameBug(a, [.launch, .openAppSwitcher]))
    #expect(!Explorer<IOSPlatform>.isSameBug([.launch, .advance(1), .goHome], a))
  }

  @Test("the classes run draws that the search never tries are named, and --weight name=0 removes them")
  func unsearchedClasses() throws {
    let s = try #require(StrategyCatalog.descriptor(named: "cover-window"))
    // Drawn for every app while it is away (weight 1), with no canonical arguments: a lock's "held up to depth"
    // said nothing of it while `changeDeviceSetting(passcodeOff) · launch` broke unlock-blocked. `openEntry` (a
    // shortcut or link into the app) has none either.
    let all = Explorer<IOSPlatform>.unsearchedClasses(for: s)
    expectEqual(all, ["openEntry", "changeDeviceSetting"])
    #expect(Explorer<IOSPlatform>.unsearchedClasses(for: s, overrides: [("changeDeviceSetting", 0)]) == ["openEntry"])
    #expect(Explorer<IOSPlatform>.unsearchedClasses(for: s, overrides: [("updateApp", 1)]).count == 3)
  }

  func runner(_ name: String, _ profile: Profile? = nil) throws -> TraceRunner<IOSPlatform> {
    let s = try #require(StrategyCatalog.descriptor(named: name))
    // The keyboard's bar repeating the field's text: the keyboard is the bug these traces shrink to.
    var p = profile ?? s.defaultProfile
    p.flags.suggestionBarShowsFieldText = true
    return TraceRunner(strategy: s, profile: p)
  }

  @Test("bounded-exhaustive search finds the seed-000 touch failure at depth 2, its minimal depth")
  func exhaustiveFindsTouchAtDepthTwo() throws {
    let result = Explorer(runner: try runner("secure-layer")).explore(depth: 2)
    let touch = try #require(result.counterexamples[.touchBlocked])
    expectEqual(touch.events, [.launch, .touch(scene: nil, x: 0.5, y: 0.5)])
    // A background launch snapshots content the app never had a chance to cover.
    expectEqual(result.counterexamples[.snapshotLeak]?.events, [.backgroundLaunch])
    // and presentSheet(sheet), presentSheet(share), the app's pushScreen(settings) after launch; the two presentSheet
    // are refused since the user's tap is hit-tested (the field, which takes touches, takes it): 73 -> 72; and
    // keyboardShow after launch, whose tap the full-window field takes too (session 39, F5): 72 -> 71
    expectEqual(result.statesPerDepth, [12, 71])
    expectEqual(result.statesExplored, 84)
  }
}
