/// What a run's findings mean for CI and for a reader: per strategy (on its profile) and invariant, whether the
/// invariant held or broke, and whether a break is a failure, accepted by a baseline entry or expected by the
/// catalog (``ExpectedFailure``).
///
/// One rule for every command (`run`, `merge`, `replay`, `explore`, `compare`) and every report (text, JUnit,
/// SARIF): a run fails while any invariant is broken and neither accepted nor expected. Whether a counterexample is
/// new decides only what is written to the corpus.
public struct RunVerdicts<Host: Platform> {
  /// One invariant's verdict for one strategy and profile.
  public enum Status: Hashable, Sendable {
    /// Checked and never broken.
    case held
    /// Broken by at least one finding that is neither accepted nor expected: the run fails.
    case broken
    /// Broken only by findings a baseline accepts.
    case accepted
    /// Broken only by findings the catalog expects (or a baseline accepts).
    case expected
    /// Not broken, and the strategy does not claim it (``Platform/claims(_:invariant:)``).
    case notClaimed
    /// Left out by `--invariant` or `--skip-invariant`.
    case notChecked
    /// The run stopped before the strategy ran.
    case notRun
    /// Not broken in the traces that ran, but the run stopped the strategy before its planned traces: not a pass.
    case incomplete

    /// The word a report prints: `held`, `BROKEN`, `accepted`, `expected`, `not claimed`, `not checked`, `not run`,
    /// `incomplete`.
    public var word: String {
      switch self {
      case .held: return "held"
      case .broken: return "BROKEN"
      case .accepted: return "accepted"
      case .expected: return "expected"
      case .notClaimed: return "not claimed"
      case .notChecked: return "not checked"
      case .notRun: return "not run"
      case .incomplete: return "incomplete"
      }
    }
  }

  /// One invariant of one row: its status and the findings behind it.
  public struct Cell {
    /// The invariant.
    public let invariant: Host.Invariant
    /// Its verdict.
    public let status: Status
    /// Findings that fail the run.
    public let failing: [Finding<Host>]
    /// Findings a baseline accepts, each with the entry's reason.
    public let accepted: [(finding: Finding<Host>, reason: String)]
    /// Findings the catalog expects.
    public let expected: [Finding<Host>]
    /// Why the catalog expects the strategy to break the invariant on this profile, or `nil`.
    public let expectedReason: String?
    /// Why a claimed invariant was ``Status/notChecked`` though selected (``StrategyResult/uncheckedReason(_:)``), or
    /// `nil`.
    public var uncheckedReason: String? = nil

    /// Every finding of the invariant, failing first.
    public var findings: [Finding<Host>] { failing + accepted.map(\.finding) + expected }
  }

  /// One strategy on one profile.
  public struct Row {
    /// The strategy's results.
    public let result: StrategyResult<Host>
    /// One cell per invariant, in report order.
    public let cells: [Cell]
    /// The traces planned for the strategy on its profile, or `nil` when unknown (then no row is ``isPartial``).
    public let plannedTraces: Int?

    /// Whether an incomplete run stopped the strategy after some but not all of its planned traces.
    public let isPartial: Bool
    /// `404 of 500 traces`: what a partial row ran of what was planned.
    public var tracesText: String { "\(result.traces) of \(plannedTraces ?? result.traces) traces" }

    /// Whether any invariant is broken and neither accepted nor expected.
    public var fails: Bool { cells.contains { $0.status == .broken } }
    /// Whether every claimed, checked invariant held in every planned trace.
    public var holds: Bool { !isPartial && cells.allSatisfy { [.held, .notClaimed, .notChecked].contains($0.status) } }
    /// Whether the run stopped before the strategy ran.
    public var isNotRun: Bool { cells.allSatisfy { $0.status == .notRun } }
    /// Whether the row reads as incomplete: stopped part way, nothing broken, accepted or expected.
    public var isIncomplete: Bool {
      isPartial && !cells.contains { [.broken, .accepted, .expected].contains($0.status) }
    }
    /// The cell of `invariant`.
    public func cell(_ invariant: Host.Invariant) -> Cell { cells.first { $0.invariant == invariant }! }
  }

  /// One row per strategy result, in the outcome's order.
  public let rows: [Row]
  /// Expected failures of strategies run on their own profiles that the run did not see: the catalog may expect
  /// what the model no longer shows (lines naming strategy, profile, invariant and reason).
  public let notices: [String]
  /// The expectations ``notices`` says were not seen, one per notice and in its order: what the one-screen report
  /// names when it counts them (``RunReport/noticeLines(_:unseen:)``).
  public let unseen: [UnseenExpectation]

  /// Whether the run fails: an invariant is broken and neither accepted nor expected.
  public var fails: Bool { rows.contains(where: \.fails) }
  /// The findings that fail the run, in report order.
  public var failing: [Finding<Host>] { rows.flatMap { $0.cells.flatMap(\.failing) } }
  /// Rows whose every claimed invariant held.
  public var holdingCount: Int { rows.filter(\.holds).count }
  /// Rows that fail.
  public var failingCount: Int { rows.filter(\.fails).count }
  /// Rows the run stopped before (every cell ``Status/notRun``).
  public var notRunCount: Int { rows.filter(\.isNotRun).count }
  /// Rows the run stopped part way through that broke nothing (``Row/isIncomplete``).
  public var incompleteCount: Int { rows.filter(\.isIncomplete).count }
  /// Rows that break only what is accepted or expected (a row not run or incomplete breaks nothing, and is not
  /// counted here).
  public var knownCount: Int { rows.count - holdingCount - failingCount - notRunCount - incompleteCount }
  /// The traces planned for the whole outcome (every row), or `nil` when ``RunVerdicts`` was not told the plan.
  public var plannedTraceCount: Int? { plannedTraces.map { $0 * rows.count } }
  /// The traces planned per strategy and profile, from the configuration
  /// (``RunConfiguration/plannedTracesPerStrategy``), or `nil`.
  public let plannedTraces: Int?

  /// Judges `outcome`.
  ///
  /// - Parameters:
  ///   - expectedFailures: what the catalog's strategies break on purpose (``Platform/expectedFailures``).
  ///   - invariants: the invariants the run checked.
  ///   - accepted: the reason a baseline accepts a signature (``Finding/signature``), by signature; only shrunk
  ///     findings are accepted, as ``Baseline/apply(to:today:checked:)`` decides.
  ///   - seesEverything: whether the run covered every planned trace (no shard, complete), so an expected failure
  ///     it never saw is worth a notice.
  ///   - plannedTraces: the traces planned per strategy and profile (``RunConfiguration/plannedTracesPerStrategy``);
  ///     in an incomplete run, an invariant that held in fewer is ``Status/incomplete``, not ``Status/held``.
  @MainActor public init(
    outcome: RunOutcome<Host>, expectedFailures: [ExpectedFailure] = [],
    invariants: InvariantSelection<Host.Invariant> = .all,
    accepted: [String: String] = [:], seesEverything: Bool = true, plannedTraces: Int? = nil
  ) {
    var rows: [Row] = []
    var notices: [String] = []
    var unseen: [UnseenExpectation] = []
    for result in outcome.results {
      let notRun = outcome.incompleteReason != nil && result.traces == 0
      // Stopped part way: what held in the traces that ran is no pass.
      let partial =
        outcome.incompleteReason != nil && result.traces > 0 && plannedTraces.map { result.traces < $0 } == true
      var cells: [Cell] = []
      for invariant in Host.Invariant.allCases {
        let found = result.findings.filter { $0.invariant == invariant }
        let reason = expectedFailures.reason(result.strategy, invariant, on: result.profile, of: Host.self)
        var failing: [Finding<Host>] = []
        var acceptedHere: [(finding: Finding<Host>, reason: String)] = []
        var expected: [Finding<Host>] = []
        for f in found {
          if f.isShrunk, let why = accepted[f.signature] {
            acceptedHere.append((f, why))
          } else if reason != nil, !f.wasKeptHolding {
            // A trace the user kept as holds fails even where the catalog expects the break: `replay` says DIFF.
            expected.append(f)
          } else {
            failing.append(f)
          }
        }
        let status: Status
        var unchecked: String?
        if !failing.isEmpty {
          status = .broken
        } else if !acceptedHere.isEmpty {
          status = .accepted
        } else if !expected.isEmpty {
          status = .expected
        } else if notRun {
          status = .notRun
        } else if !invariants.includes(invariant) {
          status = .notChecked
        } else if !Host.claims(result.strategy, invariant: invariant) {
          status = .notClaimed
        } else if let reason = result.uncheckedReason(invariant) {
          status = .notChecked
          unchecked = reason
        } else {
          status = partial ? .incomplete : .held
        }
        if let reason, found.isEmpty, seesEverything, !notRun, invariants.includes(invariant), result.traces > 0 {
          notices.append(
            "\(result.strategy.name) on \(Host.name(of: result.profile)): \(invariant.rawValue) is expected to break"
              + " (\(reason)) but held in these \(result.traces) traces")
          unseen.append(
            UnseenExpectation(
              strategy: result.strategy.name, profile: Host.name(of: result.profile), invariant: invariant.rawValue))
        }
        cells.append(
          Cell(
            invariant: invariant, status: status, failing: failing, accepted: acceptedHere, expected: expected,
            expectedReason: reason, uncheckedReason: unchecked))
      }
      rows.append(Row(result: result, cells: cells, plannedTraces: plannedTraces, isPartial: partial))
    }
    self.rows = rows
    self.notices = notices
    self.unseen = unseen
    self.plannedTraces = plannedTraces
  }

  /// The row of `result`'s strategy on its profile.
  public func row(_ result: StrategyResult<Host>) -> Row? {
    rows.first { $0.result.strategy.name == result.strategy.name && $0.result.profile == result.profile }
  }
}
