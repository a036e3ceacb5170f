/// One strategy's invariant broken on several profiles, told once: a reviewer read one lock's `unlock-blocked`
/// paragraph seven times, once per iPhone profile, with the same trace. Only the text is grouped: signatures,
/// baselines, results files, JSON, SARIF and JUnit keep one record per profile.
extension RunReport {
  /// A strategy's broken invariant on one profile: the strategy's result there and the invariant's failing findings.
  typealias BrokenCell<Host: Platform> = (result: StrategyResult<Host>, failing: [Finding<Host>])

  /// A finding (``FindingGroup``) as found on one profile of a paragraph of several.
  struct ProfileInstance<Host: Platform> {
    /// The profile's index in the paragraph's profiles.
    let profile: Int
    /// The strategy's result on that profile.
    let result: StrategyResult<Host>
    /// The runner of that strategy and profile, with the run's invariants.
    let runner: TraceRunner<Host>
    /// The finding's variants on that profile.
    let group: FindingGroup<Host>
  }

  /// One strategy's `invariant` broken on each of `cells`' profiles (in the rows' order): a heading, the profiles'
  /// names, then each finding (a ``FindingGroup`` key on any of them) once, in the order first found. Under it,
  /// the profiles whose first variants have the same trace and the same lines (what leaked, what the verdict depends
  /// on) share one trace, its hits summed, saying on which profiles; a trace that differs is told with its own
  /// profiles, lines and replay command. The other variants follow merged by trace, each saying where it was found.
  @MainActor static func profilesParagraph<Host: Platform>(
    _ cells: [BrokenCell<Host>], invariant: Host.Invariant,
    configuration: RunConfiguration<Host>
  ) -> [String] {
    let profiles = cells.map { Host.name(of: $0.result.profile) }
    var keys: [String] = []
    var findings: [[ProfileInstance<Host>]] = []
    for (p, cell) in cells.enumerated() {
      var runner = TraceRunner<Host>(strategy: cell.result.strategy, profile: cell.result.profile)
      runner.invariants = configuration.invariants
      for group in FindingGroup.groups(cell.failing, runner: runner) {
        let instance = ProfileInstance(profile: p, result: cell.result, runner: runner, group: group)
        if let i = keys.firstIndex(of: group.key) {
          findings[i].append(instance)
        } else {
          keys.append(group.key)
          findings.append([instance])
        }
      }
    }
    let signatures = cells.reduce(0) { $0 + $1.failing.count }
    // The heading as on one profile, then the profiles' names (a lock family member's name alone is 120 characters).
    var out = [
      "BROKEN \(invariant.rawValue): \(cells[0].result.strategy.name) on \(count(profiles.count, "profile")) "
        + "(\(count(signatures, "signature")) in \(count(findings.count, "finding")))"
    ]
    out += wrap(profiles.joined(separator: ", "), first: "  profiles: ", rest: "            ", width: 120)
    for (g, instances) in findings.enumerated() {
      out += finding(g + 1, instances, profiles: profiles)
    }
    return out
  }

  /// Finding `number` of a paragraph of several `profiles`, from its `instances` (one per profile it was found on).
  @MainActor static func finding<Host: Platform>(
    _ number: Int, _ instances: [ProfileInstance<Host>], profiles: [String]
  ) -> [String] {
    // A detail naming its profile's level (Android's `on API 22`) is one finding's on every level: the level is set
    // aside to compare, and the levels are named together (`on API 21 to 25`); so is a line naming its profile.
    let level = { (i: ProfileInstance<Host>) in Host.levelWording(of: i.result.profile) }
    let first = instances[0].group.headline
    let neutralFirst = levelNeutral(first, level(instances[0]))
    let headline = levelFilled(
      neutralFirst, instances.filter { levelNeutral($0.group.headline, level($0)) == neutralFirst }.map(level))
    // Its variants are its ways there, whatever the profile.
    var ways: [String] = []
    for i in instances {
      for (v, _) in i.group.variants where !ways.contains(v.trace.eventSummary) { ways.append(v.trace.eventSummary) }
    }
    var out = ["  \(number). \(headline)" + (ways.count == 1 ? "" : " (\(ways.count) variants)")]
    var clusterKeys: [String] = []
    var clusters: [(instances: [ProfileInstance<Host>], lines: [String])] = []
    for i in instances {
      let (f, evidence) = i.group.variants[0]
      let sameDetail = levelNeutral(f.detail, level(i)) == neutralFirst
      let lines = body(
        f, evidence, headline: sameDetail ? f.detail : first, runner: i.runner, strategy: i.result.strategy
      )
      .map { levelNeutral($0.replacingOccurrences(of: profiles[i.profile], with: profileMark), level(i)) }
      let key = ([f.trace.eventSummary, f.label, "\(f.isReplayedFromCorpus)", "\(f.trace.events.count)"] + lines)
        .joined(separator: "\n")
      if let c = clusterKeys.firstIndex(of: key) {
        clusters[c].instances.append(i)
      } else {
        clusterKeys.append(key)
        clusters.append(([i], lines))
      }
    }
    for (members, lines) in clusters {
      let firsts = members.map { $0.group.variants[0].finding }
      let f = firsts[0]
      let on = members.map(\.profile)
      out.append(
        "     \(f.trace.eventSummary)   [\(f.label); \(hitsText(firsts)); \(count(f.trace.events.count, "event")); "
          + "\(placeText(on, of: profiles))]")
      if on.count > 1, on.count < profiles.count {
        out += wrap(
          on.map { profiles[$0] }.joined(separator: ", "), first: "     profiles: ", rest: "       ", width: 120)
      }
      // Where no trace of the profile's own found it: the trace, replayed there after the search, breaks it.
      let replayed = members.filter { $0.group.variants[0].finding.replayedFromProfile != nil }.map(\.profile)
      if !replayed.isEmpty, replayed.count < members.count {
        out += wrap(
          replayed.map { profiles[$0] }.joined(separator: ", "), first: "     found by replay on: ",
          rest: "       ", width: 120)
      }
      // A line naming its profile (a platform limit's `on phone-api22-views`) names the line's profiles.
      let these = members.count == 1 ? profiles[members[0].profile] : "each of these profiles"
      out += lines.map { levelFilled($0, members.map(level)).replacingOccurrences(of: profileMark, with: these) }
      for f in firsts { out += notSaved(f, indent: "     ") }
      out.append("     replay: \(replayCommand(f))")
    }
    // The other variants, one line per trace, saying where (a trace above is another profile's first variant); an
    // unsaved one alone, its trace file printed.
    var otherKeys: [String?] = []
    var others: [(findings: [Finding<Host>], on: [Int])] = []
    for i in instances {
      for (v, _) in i.group.variants.dropFirst() {
        let key = v.saveError != nil ? nil : "\(v.trace.eventSummary)\n\(v.label)\n\(v.isReplayedFromCorpus)"
        if let key, let o = otherKeys.firstIndex(of: key) {
          others[o].findings.append(v)
          others[o].on.append(i.profile)
        } else {
          otherKeys.append(key)
          others.append(([v], [i.profile]))
        }
      }
    }
    out += otherVariants(others.map { ($0.findings[0], hitsText($0.findings) + "; " + placeText($0.on, of: profiles)) })
    return out
  }

  /// What stands for a profile's level in a line set aside by ``levelNeutral(_:_:)``.
  static let levelMark = "\u{1}"
  /// What stands for a profile's name in a line compared across profiles.
  static let profileMark = "\u{2}"

  /// `text` with each mention of `level` (``Platform/levelWording(of:)``: `API 22`, not the `API 2` of `API 28`)
  /// replaced by ``levelMark``; `text` itself without a level.
  static func levelNeutral(_ text: String, _ level: (word: String, level: Int)?) -> String {
    guard let level else { return text }
    let mention = "\(level.word) \(level.level)"
    var out = ""
    var rest = Substring(text)
    while let r = rest.range(of: mention) {
      let next = rest[r.upperBound...].first
      out += rest[..<r.lowerBound]
      out += next.map { $0.isNumber || $0 == "." } == true ? String(rest[r]) : levelMark
      rest = rest[r.upperBound...]
    }
    return out + rest
  }

  /// `text` with ``levelMark`` replaced by `levels` named together: their word, then the levels ascending, runs of
  /// three or more as `21 to 25` (`API 21 to 23, 26, 27`).
  static func levelFilled(_ text: String, _ levels: [(word: String, level: Int)?]) -> String {
    let known = levels.compactMap { $0 }
    guard let word = known.first?.word, text.contains(levelMark) else { return text }
    var numbers: [Int] = []
    for n in known.map(\.level).sorted() where numbers.last != n { numbers.append(n) }
    var runs: [String] = []
    var start = 0
    for k in numbers.indices where k == numbers.count - 1 || numbers[k + 1] != numbers[k] + 1 {
      runs.append(
        k == start
          ? "\(numbers[k])"
          : k == start + 1 ? "\(numbers[start]), \(numbers[k])" : "\(numbers[start]) to \(numbers[k])")
      start = k + 1
    }
    return text.replacingOccurrences(of: levelMark, with: "\(word) " + runs.joined(separator: ", "))
  }

  /// The hits of one trace's findings on several profiles: summed, or that the corpus alone held them; those found by
  /// replay on another profile's trace add none (when all were, that is said).
  static func hitsText<Host: Platform>(_ findings: [Finding<Host>]) -> String {
    // Replayed from another profile: no hits of their own (``Finding/replayedFromProfile``).
    let found = findings.filter { $0.replayedFromProfile == nil }
    guard let first = found.first else { return findings[0].hitsText }
    guard found.count > 1, !first.isReplayedFromCorpus else { return first.hitsText }
    return count(found.reduce(0) { $0 + $1.hits }, "trace")
  }

  /// Where a trace was found, by indexes into `profiles`: `on all N profiles`, the one profile's name, or
  /// `on N profiles` (a finding's trace then names them on a line of its own; `--verbose` names an other variant's).
  static func placeText(_ on: [Int], of profiles: [String]) -> String {
    on.count == profiles.count
      ? "on all \(profiles.count) profiles" : on.count == 1 ? "on \(profiles[on[0]])" : "on \(on.count) profiles"
  }
}
