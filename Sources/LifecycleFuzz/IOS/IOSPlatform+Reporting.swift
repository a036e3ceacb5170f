import CoverStrategies
import ShieldModel

extension IOSPlatform {
  /// The zooming switcher card's exposure (``PlatformSession/exposureSeconds``).
  public nonisolated static let exposureLabel: String? = "card exposure while zooming"

  /// ``LeakEvidence`` of a leak finding: the capture that broke it and the sensitive views it showed.
  @MainActor public static func evidence(of events: [SystemEvent], runner: TraceRunner<IOSPlatform>, invariant: Invariant)
    -> FindingEvidence?
  {
    guard !invariant.captureKinds.isEmpty, let e = LeakEvidence.find(events, runner: runner) else { return nil }
    return FindingEvidence(captureKind: e.kind.rawValue, views: e.leakingViews, whatLeaked: e.whatLeaked)
  }

  /// A Swift Testing test that fails until the bug is fixed. A built-in strategy's test calls
  /// `Replay.verdict`, which finds it by name; a user's strategy is not built in, so its test
  /// replays the saved trace file against the strategy with LifecycleFuzzTesting's `replay`.
  @MainActor public static func testSnippet(for f: Finding<IOSPlatform>) -> [String] {
    let name = (f.trace.strategy + "-" + f.invariant.rawValue).split(separator: "-").enumerated()
      .map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    let hash = Corpus<IOSPlatform>.contentHash(of: f.trace)
    let events = f.trace.events.map { "\"\($0.text)\"" }.joined(separator: ", ")
    guard StrategyCatalog.descriptor(named: f.trace.strategy) == nil else {
      return [
        "test: @Test @MainActor func \(name)_\(hash)() throws {",
        "        #expect(try Replay.verdict(strategy: \"\(f.trace.strategy)\", profile: \"\(f.trace.profile.name)\", events: [\(events)]) == .holds)",
        "      }",
      ]
    }
    guard let file = f.file else {
      return [
        "test: run without --no-corpus to save the trace, then keep it with replay(traceFile:) against your strategy"
      ]
    }
    return [
      "test: @Test @MainActor func \(name)_\(hash)() throws {  // make the strategy as your code does",
      "        #expect(try replay(traceFile: \"\(file)\") { <the '\(f.trace.strategy)' strategy> }.outcome.verdict == .holds)",
      "      }",
    ]
  }

}
