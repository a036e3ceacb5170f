import AndroidStrategies
import CoverStrategies

/// A cross-platform plugin's iOS and Android halves side by side: each half fuzzed on its own platform with the
/// same seed and trace count, and per half every claimed invariant (and capture) that failed, with its failure rate
/// and a minimized counterexample. `compare --plugins` prints it as Markdown.
public struct CrossPlatformComparison {
  /// One half's failing invariant.
  public struct Failure: Hashable, Sendable {
    /// The invariant and capture, for example `snapshot-leak/appSwitcher` or `recents-leak/recentsThumbnail`.
    public var cell: String
    /// Traces that failed it.
    public var failures: Int
    /// A minimized counterexample, in trace notation.
    public var counterexample: String
  }

  /// One half of a plugin.
  public struct Half: Hashable, Sendable {
    /// `ios` or `android`.
    public var platform: String
    /// The strategy's name.
    public var strategy: String
    /// The profile's name.
    public var profile: String
    /// Traces run.
    public var traces: Int
    /// The failing claimed cells, in report order.
    public var failures: [Failure]
  }

  /// The plugins compared: an Android descriptor and the iOS strategy it names as its other half.
  public var pairs: [(android: AndroidStrategyDescriptor, iOS: StrategyDescriptor)]
  /// The seed.
  public var seed: UInt64
  /// Traces per half.
  public var traces: Int
  /// The longest trace, in events.
  public var maxLength: Int

  /// The built-in Android strategies that name an iOS half, paired with it (through `lookup`).
  public static func builtInPairs(lookup: (String) -> StrategyDescriptor?)
    -> [(android: AndroidStrategyDescriptor, iOS: StrategyDescriptor)]
  {
    AndroidStrategyCatalog.descriptors.compactMap { d in
      d.iOSCounterpart.flatMap(lookup).map { (d, $0) }
    }
  }

  /// A comparison of `pairs`.
  public init(
    pairs: [(android: AndroidStrategyDescriptor, iOS: StrategyDescriptor)], seed: UInt64, traces: Int,
    maxLength: Int
  ) {
    self.pairs = pairs
    self.seed = seed
    self.traces = traces
    self.maxLength = maxLength
  }

  /// Runs both halves of every pair; returns them pair by pair, iOS first.
  public func run() -> [(ios: Half, android: Half)] {
    pairs.map { pair in (iOSHalf(pair.iOS), androidHalf(pair.android)) }
  }

  private func iOSHalf(_ strategy: StrategyDescriptor) -> Half {
    var configuration = ComparisonConfiguration()
    configuration.seed = seed
    configuration.traces = traces
    configuration.maxLength = maxLength
    configuration.strategies = [strategy]
    let report = Comparison(configuration: configuration).run()
    let run = report.runs[0]
    let failures = run.cells.filter { $0.isClaimed && $0.failures > 0 }.map { cell in
      Failure(
        cell: cell.key.name, failures: cell.failures,
        counterexample: cell.counterexample.map { id in
          report.counterexamples.first { $0.id == id }.map { $0.trace.events.map(\.text).joined(separator: " · ") }
            ?? ""
        } ?? "")
    }
    return Half(
      platform: "ios", strategy: strategy.name, profile: run.profile.name, traces: run.traces, failures: failures)
  }

  private func androidHalf(_ d: AndroidStrategyDescriptor) -> Half {
    // The run's own campaign, without a corpus: its signatures (which also name the leaking windows) are
    // grouped by invariant and capture, the comparison's cells.
    let campaign = PlatformCampaign<AndroidPlatform>(
      strategies: [d.name], seed: seed, traces: traces, maxLength: maxLength, corpus: nil,
      savesCounterexamples: false)
    let findings = (try? campaign.run())?.results.first?.findings ?? []
    var failures: [Failure] = []
    for f in findings {
      let v = f.violation
      let cell = v.capture.isEmpty ? v.invariant : "\(v.invariant)/\(v.capture)"
      if let i = failures.firstIndex(where: { $0.cell == cell }) {
        failures[i].failures += f.hits
      } else {
        failures.append(Failure(cell: cell, failures: f.hits, counterexample: f.events.joined(separator: " · ")))
      }
    }
    let order = AndroidPlatform.invariantNames
    failures.sort { a, b in
      let ia = order.firstIndex { a.cell.hasPrefix($0) } ?? 0
      let ib = order.firstIndex { b.cell.hasPrefix($0) } ?? 0
      return ia != ib ? ia < ib : a.cell < b.cell
    }
    return Half(
      platform: "android", strategy: d.name, profile: AndroidPlatform.name(of: d.defaultProfile), traces: traces,
      failures: failures)
  }

  /// The Markdown report: one table row per half, then its counterexamples.
  public static func markdown(_ results: [(ios: Half, android: Half)], seed: UInt64, traces: Int) -> String {
    var out = "# Cross-platform plugins: iOS and Android halves side by side\n\n"
    out += "Seed \(seed), \(traces) generated traces per half, each half on its own profile; a cell is an invariant "
    out += "(and the capture that broke it) the half claims.\n\n"
    out += "| plugin half | platform | profile | failing claimed cells (failure rate) |\n|---|---|---|---|\n"
    for (ios, android) in results {
      for half in [ios, android] {
        let cells =
          half.failures.isEmpty
          ? "none: every claimed invariant held"
          : half.failures.map { "\($0.cell) \(percent($0.failures, half.traces))" }.joined(separator: "; ")
        out += "| \(half.strategy) | \(half.platform) | \(half.profile) | \(cells) |\n"
      }
    }
    out += "\n## Minimized counterexamples\n\n"
    for (ios, android) in results {
      for half in [ios, android] {
        for f in half.failures {
          out += "- \(half.platform) \(half.strategy), \(f.cell): `\(f.counterexample)`\n"
        }
      }
    }
    return out
  }

  private static func percent(_ n: Int, _ of: Int) -> String {
    guard of > 0 else { return "0/0" }
    let tenths = (n * 1000 + of / 2) / of
    return "\(tenths / 10).\(tenths % 10)% (\(n)/\(of))"
  }
}
