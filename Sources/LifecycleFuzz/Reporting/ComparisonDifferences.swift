/// Where a comparison's strategies differ: per profile and cell, the strategies that broke it in some trace and
/// those that claim it and held it in every one. Only strategies on the same profile are set side by side (the same
/// traces); a cell no strategy of the profile claims, or that all break or all hold, is no difference.
public nonisolated struct ComparisonDifference: Hashable, Sendable {
  /// The profile's name.
  public let profile: String
  /// The cell's name (`recents-leak/recentsThumbnail`).
  public let cell: String
  /// The strategies that broke it, each with its failing traces, in the comparison's order.
  public let breaking: [Breaking]
  /// The strategies that claim it and held it on every trace, in the comparison's order.
  public let holding: [String]

  /// A strategy that broke a cell, and in how many traces.
  public nonisolated struct Breaking: Hashable, Sendable {
    /// The strategy's name.
    public let strategy: String
    /// Its failing traces.
    public let failures: Int
  }

  /// `phone-api22-views, recording: breaks for secure-flag-on-create (4/50 traces); holds for recommended`, given
  /// the traces per profile.
  public func text(traces: Int) -> String {
    let broke = breaking.map { "\($0.strategy) (\($0.failures)/\(traces) traces)" }.joined(separator: ", ")
    return "\(profile), \(cell): breaks for \(broke); holds for \(holding.joined(separator: ", "))"
  }

  /// The differences of `report`: profiles in its order, cells in ``CellKey/all`` order within each.
  public static func all<Host: Platform>(in report: ComparisonReport<Host>) -> [ComparisonDifference] {
    var out: [ComparisonDifference] = []
    for profile in report.profiles {
      let runs = report.runs.filter { $0.profile == profile }
      guard runs.count > 1 else { continue }
      for (k, key) in CellKey<Host>.all.enumerated() {
        var breaking: [Breaking] = []
        var holding: [String] = []
        for run in runs where k < run.cells.count {
          let cell = run.cells[k]
          // An unclaimed cell can neither hold nor break for the strategy: no promise to keep.
          guard cell.isClaimed, !run.unclaimedInvariants.contains(key.invariant) else { continue }
          if cell.failures > 0 {
            breaking.append(Breaking(strategy: run.strategy, failures: cell.failures))
          } else {
            holding.append(run.strategy)
          }
        }
        guard !breaking.isEmpty, !holding.isEmpty else { continue }
        out.append(
          ComparisonDifference(
            profile: Host.name(of: profile), cell: key.name, breaking: breaking, holding: holding))
      }
    }
    return out
  }

  /// The Markdown section (`#### Where the strategies differ` and a line per difference), or nothing for a
  /// comparison of one strategy per profile.
  public static func markdown<Host: Platform>(_ report: ComparisonReport<Host>) -> [String] {
    guard applies(to: report) else { return [] }
    let differences = all(in: report)
    var out = ["", "#### Where the strategies differ", ""]
    if differences.isEmpty {
      out.append(noneText)
    } else {
      out += differences.map { "- " + Escape.markdown($0.text(traces: report.traces)) }
    }
    return out
  }

  /// Whether `report` sets strategies side by side: some profile has more than one.
  public static func applies<Host: Platform>(to report: ComparisonReport<Host>) -> Bool {
    report.profiles.contains { p in report.runs.filter { $0.profile == p }.count > 1 }
  }

  /// What the section says when the strategies differ nowhere.
  public static let noneText =
    "Nowhere: on each profile, every cell the strategies claim broke for all of them or held for all of them."
}
