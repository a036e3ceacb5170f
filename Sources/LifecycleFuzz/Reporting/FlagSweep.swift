/// What a `holds` rests on (`run --sweep-flags`): each strategy and profile that holds (or passes: every break
/// accepted by a baseline or expected by the catalog, its flips then counting only new breaks) is run again, with the same
/// seed, traces and settings, once under each weakly-sourced flag answered the other way, and every flip under which it
/// breaks is named with its invariants, their signature counts and the flag's evidence.
///
/// A finding's `depends on:` names the open questions its one trace rests on (``FlagDependence``); a holds has no
/// trace, so the sweep re-runs the whole search under each answer ``FlagDependence`` would replay a finding under
/// (``Platform/openQuestionAnswers(_:)``, the flags only: durations are out). Only flags whose default rests on
/// ``levels`` are swept: a medium or high default has a first-hand report or the platform's documentation behind it,
/// and a setting is the user's own setup (`--flag` answers those). A holds that breaks under a flip is still a holds:
/// the sweep informs, it never changes a verdict nor the exit code (an interrupted sweep exits 4, as any cut run).
public enum FlagSweep {
  /// The evidence levels whose flags are swept: unverified (no source: the model's choice) and low (one unverified
  /// report, or sources that disagree). iOS has 35 of them, Android 8 (`list flags`).
  public nonisolated static let levels: [FlagEvidence.Level] = [.unverified, .low]

  /// One flag answered the other way, and what the re-run found under it.
  public nonisolated struct Flip: Hashable, Sendable, Codable {
    /// The flag's name (`suggestionBarShowsFieldText`).
    public let flag: String
    /// The answer the re-run used, the other one of the holds' (`true`).
    public let value: String
    /// The evidence under the flag's default (``FlagDescription/evidence``).
    public let evidence: FlagEvidence?
    /// Each invariant broken under the flip, in the platform's order, with its number of failure signatures; empty
    /// when the holds holds there too.
    public var broken: [Broken] = []
    /// Why the re-run stopped before its planned traces (an interrupt, the time or step budget), or `nil`.
    public var incompleteReason: String? = nil

    /// A flip of `flag` to `value`, its default's evidence `evidence`.
    public init(flag: String, value: String, evidence: FlagEvidence?) {
      self.flag = flag
      self.value = value
      self.evidence = evidence
    }

    /// `suggestionBarShowsFieldText=true: snapshot-leak 3 (unverified, no confirming source)`.
    public var text: String {
      let found = broken.map { "\($0.invariant) \($0.signatures)" }.joined(separator: ", ")
      let cut = incompleteReason.map { "; INCOMPLETE: \($0)" } ?? ""
      return "\(flag)=\(value): \(found) (\(evidence?.summary ?? "unverified, no confirming source"))\(cut)"
    }
  }

  /// An invariant a flip breaks, with its number of failure signatures (one minimal counterexample each).
  public nonisolated struct Broken: Hashable, Sendable, Codable {
    /// The invariant's name.
    public let invariant: String
    /// Its failure signatures in the re-run.
    public let signatures: Int

    /// `invariant` broken by `signatures` signatures.
    public init(invariant: String, signatures: Int) {
      self.invariant = invariant
      self.signatures = signatures
    }
  }

  /// One holds and every flip it was re-run under, in the platform's flag order.
  public nonisolated struct Hold: Hashable, Sendable, Codable {
    /// The strategy's name.
    public let strategy: String
    /// The profile's name, as the run names it.
    public let profile: String
    /// Every flip swept (those that hold too), in flag order.
    public var flips: [Flip]
    /// The breaks the run itself found and a baseline accepts or the catalog expects, or `nil` for a true holds: the
    /// row passes CI, and its flips count only the breaks they add.
    public var knownBreaks: Int? = nil

    /// The holds of `strategy` on `profile`, swept under `flips`.
    public init(strategy: String, profile: String, flips: [Flip]) {
      self.strategy = strategy
      self.profile = profile
      self.flips = flips
    }

    /// The flips under which it breaks.
    public var breaking: [Flip] { flips.filter { !$0.broken.isEmpty } }
  }

  /// The flags swept on `profile`: each flag of ``levels`` answered the other way, as ``FlagDependence`` replays a
  /// finding under it (``Platform/openQuestionAnswers(_:)``), with its evidence and the flipped profile.
  public static func flips<Host: Platform>(on profile: Host.Profile, _: Host.Type) -> [(
    flip: Flip, profile: Host.Profile
  )] {
    let flags = Host.flags
    return Host.openQuestionAnswers(profile).compactMap { answer in
      guard !answer.isTiming, let i = answer.label.firstIndex(of: "=") else { return nil }
      let name = String(answer.label[..<i])
      guard let evidence = flags.first(where: { $0.name == name })?.evidence, levels.contains(evidence.level) else {
        return nil
      }
      let value = String(answer.label[answer.label.index(after: i)...])
      return (Flip(flag: name, value: value, evidence: evidence), answer.profile)
    }
  }

  /// What the sweep costs, as the report and standard error say it before any result: `1 holds x 36 flags = 36
  /// re-runs of 200 traces (7200 traces, 36x the holds' own)`.
  public static func costLine(holds: Int, reruns: Int, traces: Int) -> String {
    let flags = holds == 0 ? 0 : reruns / max(holds, 1)
    let each = reruns == holds * flags ? "\(flags) flags" : "\(reruns) flips in all"
    return "\(holds) holds x \(each) = \(reruns) re-run\(reruns == 1 ? "" : "s") of \(traces) traces "
      + "(\(reruns * traces) traces, \(flags)x the holds' own)"
  }

  /// A flip's ``Flip/incompleteReason`` until its re-run ends: one the sweep never reached.
  public nonisolated static let notRun = "not run"

  /// The report's section: a header naming the levels and the cost, then per holds the flips that break it (or that
  /// none does), and an `INCOMPLETE:` line when the sweep was cut.
  public static func lines(_ holds: [Hold], traces: Int, incompleteReason: String?) -> [String] {
    let reruns = holds.reduce(0) { $0 + $1.flips.count }
    var out = [
      "",
      "flag sweep (--sweep-flags): each holds run again with the same seed and traces under each "
        + levels.map(\.rawValue).joined(separator: " or ") + " flag answered the other way; "
        + costLine(holds: holds.count, reruns: reruns, traces: traces)
        + ". A holds that breaks under a flip is still a holds: it rests on that flag's default.",
    ]
    if holds.isEmpty { out.append("  no strategy holds or passes: nothing to sweep") }
    for h in holds {
      let breaking = h.breaking
      let cut = h.flips.filter { $0.incompleteReason != nil && $0.broken.isEmpty }
      let known = h.knownBreaks.map { "passes (\($0) accepted or expected break\($0 == 1 ? "" : "s") aside)" }
      let head = "  \(h.strategy) on \(h.profile): \(known ?? "holds")"
      if breaking.isEmpty {
        out.append(head + (cut.isEmpty ? "; under each of the \(h.flips.count) flips too" : ""))
      } else {
        out.append(head + "; breaks under \(breaking.count) of \(h.flips.count) flips:")
        for f in breaking { out.append("    " + f.text) }
      }
      // A flip cut part way is named; those the sweep never reached are counted, one line a holds.
      for f in cut where f.incompleteReason != notRun {
        out.append("    \(f.flag)=\(f.value): not finished (\(f.incompleteReason ?? ""))")
      }
      let unreached = cut.filter { $0.incompleteReason == notRun }.count
      if unreached > 0 { out.append("    \(unreached) of \(h.flips.count) flips not run: the sweep stopped first") }
    }
    if let incompleteReason {
      out.append("INCOMPLETE: flag sweep \(incompleteReason). Not a pass.")
    }
    return out
  }
}
