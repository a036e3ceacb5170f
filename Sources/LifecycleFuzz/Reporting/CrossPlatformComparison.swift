/// A cross-platform plugin's halves side by side: each half (a strategy that names its counterpart on another
/// platform, ``Platform/counterpart(of:)``, and that counterpart) compared on its own platform and profile with the
/// same seed and trace count; per half every claimed invariant (and capture) that failed, with its failure rate and a
/// minimized counterexample. `compare --plugins` prints it as Markdown.
public enum CrossPlatformComparison {
  /// One half's failing claimed cell.
  public struct Failure: Hashable, Sendable {
    /// The invariant and capture, for example `snapshot-leak/switcherSnapshot` or `recents-leak/recentsThumbnail`.
    public var cell: String
    /// Traces that failed it.
    public var failures: Int
    /// A minimized counterexample, in trace notation.
    public var counterexample: String
  }

  /// One half of a plugin.
  public struct Half: Hashable, Sendable {
    /// The platform's name.
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

  /// `strategy` of `platform`'s half: its comparison on its own profile.
  @MainActor public static func half<Host: Platform>(
    _ strategy: Host.Strategy, of platform: Host, seed: UInt64, traces: Int, maxLength: Int
  ) -> Half {
    var configuration = ComparisonConfiguration<Host>(strategies: [strategy])
    configuration.seed = seed
    configuration.traces = traces
    configuration.maxLength = maxLength
    let report = Comparison(configuration: configuration).run()
    let run = report.runs[0]
    let failures = run.cells.filter { $0.isClaimed && $0.failures > 0 }.map { cell in
      Failure(
        cell: cell.key.name, failures: cell.failures,
        counterexample: cell.counterexample.flatMap { id in report.counterexamples.first { $0.id == id } }.map {
          $0.trace.eventSummary
        } ?? "")
    }
    return Half(
      platform: Host.name, strategy: strategy.name, profile: Host.name(of: run.profile), traces: run.traces,
      failures: failures)
  }

  /// The Markdown report: one table row per half, then its counterexamples.
  public static func markdown(_ results: [(first: Half, second: Half)], seed: UInt64, traces: Int) -> String {
    var out = "# Cross-platform plugins: each half side by side\n\n"
    out += "Seed \(seed), \(traces) generated traces per half, each half on its own profile; a cell is an invariant "
    out += "(and the capture that broke it) the half claims.\n\n"
    out += "| plugin half | platform | profile | failing claimed cells (failure rate) |\n|---|---|---|---|\n"
    for (first, second) in results {
      for half in [first, second] {
        let cells =
          half.failures.isEmpty
          ? "none: every claimed invariant held"
          : half.failures.map { "\($0.cell) \(percent($0.failures, half.traces))" }.joined(separator: "; ")
        out += "| \(half.strategy) | \(half.platform) | \(half.profile) | \(cells) |\n"
      }
    }
    out += "\n## Minimized counterexamples\n\n"
    for (first, second) in results {
      for half in [first, second] {
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
