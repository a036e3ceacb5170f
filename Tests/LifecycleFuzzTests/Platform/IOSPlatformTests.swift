import Foundation
import LifecycleFuzz
import ShieldModel
import Testing

/// The generic engine over iOS gives the iOS engine's verdicts: the platform interface is the whole of what a
/// model must offer.
@Suite struct IOSPlatformTests {
  @Test(arguments: [
    "C01-background-phase-overlay.trace", "C01-control-inactive-phase-overlay.trace",
    "C02-background-cover-window-switcher.trace", "C02-control-background-cover-window-home.trace",
  ])
  func theGenericRunnerAgreesWithTheTraceRunner(file: String) throws {
    let path = (corpusDirectory as NSString).appendingPathComponent(file)
    let trace = try Corpus.read(path)
    let generic = PlatformRunner<IOSPlatform>(strategy: trace.strategy, profile: trace.profile).run(trace.events)
    #expect(generic.verdict == trace.expected.description)
    var checkpoints: [String] = []
    _ = PlatformRunner<IOSPlatform>(strategy: trace.strategy, profile: trace.profile).run(trace.events) { _, s, _ in
      checkpoints.append(s.summary)
    }
    if let recorded = trace.checkpoints { #expect(checkpoints == Array(recorded.prefix(checkpoints.count))) }
  }

  @Test func theGenericShrinkerAndExplorerWorkOverIOS() throws {
    let profile = try Profile(named: "iphone-ios17-scenes")
    let runner = PlatformRunner<IOSPlatform>(strategy: "background-cover-window", profile: profile)
    let padded: [SystemEvent] = [.launch, .screenshot, .advance(1), .screenshot, .openAppSwitcher]
    #expect(runner.run(padded).verdict == "snapshot-leak")
    var shrinker = PlatformShrinker(runner: runner)
    #expect(shrinker.shrink(padded, keeping: "snapshot-leak") == [.launch, .openAppSwitcher])
    let explored = PlatformExplorer(runner: PlatformRunner<IOSPlatform>(strategy: "subview-tag", profile: profile))
      .explore(depth: 1)
    #expect(explored.counterexamples.map(\.invariant) == ["snapshot-leak"])
    #expect(explored.counterexamples.first.map { $0.events.map(\.text) } == ["backgroundLaunch"])
  }
}
