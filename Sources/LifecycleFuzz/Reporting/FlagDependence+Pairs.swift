import Foundation

/// Two weakly-sourced flags whose flips change a verdict only together (issue 25): flipping one flag at a time shows
/// no such pair, so the headline would say `no open question` while two open questions decide the verdict.
///
/// Only flags whose default's evidence is ``FlagEvidence/Level/low`` or ``FlagEvidence/Level/unverified`` are paired,
/// and only flags that do not change the verdict alone. A pair is replayed only when each flag's own replay read the
/// other (``Platform/openQuestionsRead()``): if flipping `a` leaves `b` unread, flipping both runs as `a` alone, whose
/// verdict is the first replay's. At most ``pairBound`` pairs are replayed a finding, in the platform's flag order;
/// the rest are counted in a note (``Dependence/pairsLeft``), which every report prints.
///
/// Off unless a command is given `--flag-pairs` (``pairsAreReplayed``; `run` hands it to its workers in the
/// configuration, ``RunConfiguration/checksFlagPairs``): on the verbose default run it costs about a fifth more CPU
/// and finds two pairs; of the cheaper candidate sets measured in session 30, the one within 3% found neither
/// (docs/flag-evidence.md, "Pairs").
extension FlagDependence {
  /// The most pairs one verdict's analysis replays.
  public nonisolated static let pairBound = 24

  /// Whether ``dependences(_:runner:)`` replays pairs: set for the whole process by `--flag-pairs` (so a command's
  /// reports and its workers answer alike); off by default.
  public static var pairsAreReplayed = false

  /// One flag's other answer, as the one-at-a-time replays found it: the profile with it flipped and what that replay
  /// read (`nil`: the platform keeps no record, so every question counts as read).
  nonisolated struct FlippedFlag<Host: Platform> {
    /// The flag's name.
    let name: String
    /// The other answer (`true`, `false`).
    let value: String
    /// The run's profile with the flag flipped.
    let profile: Host.Profile
    /// What the replay under ``profile`` read.
    let reads: (@Sendable (_ name: String, _ isTiming: Bool) -> Bool)?

    /// Whether the replay under ``profile`` read the flag `name`.
    func read(_ name: String) -> Bool { reads?(name, false) ?? true }
  }

  /// Whether a flag whose default rests on `evidence` is paired: `low` or `unverified` (a setting is the user's,
  /// and a better-sourced default is not what a reader doubts).
  nonisolated static func isPaired(_ evidence: FlagEvidence) -> Bool {
    evidence.level == .low || evidence.level == .unverified
  }

  /// The pairs of `flipped` (flags not in `alone`) whose two flips together change `base`, each a ``Dependence`` with
  /// a ``Dependence/partner``, then the bound's note if it cut any; `nil` on an interrupt.
  @MainActor static func pairs<Host: Platform>(
    _ events: [Host.Event], runner: TraceRunner<Host>, base: Reason, flipped: [FlippedFlag<Host>], alone: Set<String>
  ) -> [Dependence]? {
    var evidence: [String: FlagEvidence] = [:]
    for f in Host.flags where evidence[f.name] == nil { evidence[f.name] = f.evidence }
    let candidates = flipped.filter { f in
      !alone.contains(f.name) && evidence[f.name].map(isPaired) == true && Bool(f.value) != nil
    }
    var out: [Dependence] = []
    var replays = 0
    var left = 0
    for (i, a) in candidates.enumerated() {
      for b in candidates[(i + 1)...] where a.read(b.name) && b.read(a.name) {
        guard replays < pairBound else {
          left += 1
          continue
        }
        guard let profile = try? Host.setting(b.name, to: Bool(b.value)!, on: a.profile) else { continue }
        if StopSignal.wasInterrupted { return nil }
        replays += 1
        var other = TraceRunner<Host>(strategy: runner.strategy, profile: profile, app: runner.app)
        other.invariants = runner.invariants
        let reason = Reason(other.run(events))
        guard reason != base else { continue }
        var d = Dependence(
          name: a.name, value: Host.openQuestionValue(a.name, on: runner.profile) ?? "?", isTiming: false,
          alternatives: ["\(a.value) and \(b.value) -> \(reason.text)"], evidence: evidence[a.name])
        d.partner = .init(
          name: b.name, value: Host.openQuestionValue(b.name, on: runner.profile) ?? "?", evidence: evidence[b.name])
        out.append(d)
      }
    }
    if left > 0 { out.append(.pairBoundNote(left: left)) }
    return out
  }
}

extension FlagDependence.Dependence {
  /// The note that ``FlagDependence/pairBound`` cut a verdict's pair replays, with the pairs `left` unreplayed.
  public static func pairBoundNote(left: Int) -> Self {
    var note = Self(name: "flag pairs", value: "", isTiming: false, alternatives: [], evidence: nil)
    note.pairsLeft = left
    return note
  }
}
