import Foundation

/// Which open-question answers a verdict rests on: a trace is replayed once under each other answer the platform
/// names (``Platform/openQuestionAnswers(_:)``: for iOS each ``ShieldModel/PlatformFlags`` flag flipped, and each
/// ``ShieldModel/PlatformTimings`` duration at both ends of its plausible bracket); every answer that changes the
/// verdict, or leaves its invariant but changes who decides it (the platform, or a strategy's parameter alone:
/// ``Violation/byConstruction``), is named.
///
/// Deterministic (answers in the platform's order) and replay-only: a finding costs one replay of its minimized
/// trace, then one per answer to a question that replay read (``Platform/openQuestionsRead()``), then at most
/// ``pairBound`` for pairs of weakly-sourced flags that change it only together (``pairs(_:runner:base:flipped:alone:)``),
/// so reports ask only for the findings they show.
public enum FlagDependence {
  /// One open question a verdict rests on: its name, the answer the verdict was reached under, and what the verdict
  /// is under each other answer that changes it.
  public nonisolated struct Dependence: Hashable, Sendable, Codable {
    /// The flag's or duration's name (`switcherCardMayPrecedeResignCommit`, `lockTransition`).
    public let name: String
    /// The answer the verdict was reached under (`false`, `0.05 s`).
    public let value: String
    /// Whether it is a duration (otherwise a flag).
    public let isTiming: Bool
    /// Each other answer that changes the verdict, with the verdict then (`true -> holds`).
    public let alternatives: [String]
    /// How far the evidence under the default goes: a flag's ``FlagDescription/evidence``, a duration's
    /// ``Platform/evidence(ofTiming:)`` (`nil`: none recorded).
    public let evidence: FlagEvidence?
    /// For two flags whose flips change the verdict only together (``pairs``): the second flag; ``alternatives``
    /// then says both other answers (`true and false -> holds`). `nil` for one question.
    public var partner: Partner? = nil
    /// On the note that the pair bound cut the analysis (``pairBoundNote(left:)``): the pairs left unreplayed.
    public var pairsLeft: Int? = nil

    /// The second flag of a pair: its name, its answer and the evidence under its default.
    public nonisolated struct Partner: Hashable, Sendable, Codable {
      /// The flag's name.
      public let name: String
      /// The answer the verdict was reached under.
      public let value: String
      /// How far the evidence under its default goes.
      public let evidence: FlagEvidence?
    }

    /// `name=value (low confidence, 1 source)` for a flag, `name value (unverified, no confirming source)` for a duration,
    /// `a=x and b=y together (low, unverified)` for a pair, or what ``notChecked`` or a bound note says.
    public var text: String {
      if let pairsLeft {
        let pairs = pairsLeft == 1 ? "1 flag pair" : "\(pairsLeft) flag pairs"
        return "\(pairs) not checked (the bound: \(FlagDependence.pairBound) pair replays a finding)"
      }
      if let partner {
        let levels = [evidence, partner.evidence].map { $0?.level.rawValue ?? "unverified" }
        return "\(name)=\(value) and \(partner.name)=\(partner.value) together (\(levels.joined(separator: ", ")))"
      }
      return name.isEmpty
        ? "not checked (the run was interrupted)"
        : isTiming ? "\(name) \(value) (\(qualifier))" : "\(name)=\(value) (\(qualifier))"
    }

    /// What a report says of the answer beside it: its confidence (``FlagEvidence/summary``), or `unsourced` for a
    /// duration without a recorded one.
    var qualifier: String { evidence?.summary ?? (isTiming ? "unsourced" : "unverified") }

    /// In place of a verdict's dependences when an interrupt stopped their replays (a report keeps what was found and
    /// says the rest was not checked).
    public static let notChecked = Dependence(name: "", value: "", isTiming: false, alternatives: [], evidence: nil)
  }

  /// What a verdict rests on, as every report's headline says it: `depends on: a=false (low confidence, 1 source),
  /// lockTransition 0.05 s (unverified, no confirming source)`, or `depends on: no open question` when no answer changes it.
  // A verdict a strategy's own parameter decides says so in its detail (`Violation.byConstruction`), which every
  // format prints beside this line; the headline keeps to the platform's open questions.
  public nonisolated static func headline(_ dependences: [Dependence]) -> String {
    if dependences.isEmpty { return "depends on: no open question" }
    // Only the bound's note: nothing was found among what was checked, which is not "no open question".
    if dependences.allSatisfy({ $0.pairsLeft != nil }) {
      return "depends on: no open question found; " + dependences.map(\.text).joined(separator: ", ")
    }
    return "depends on: " + dependences.map(\.text).joined(separator: ", ")
  }

  /// What `explain` says a verdict rests on, once: per open question the answer the replay used, whether the trace's
  /// profile gave it (`+name=value`, as `--flag` writes it) or it is the model's default, and what each other answer
  /// gives: `depends on: suggestionBarShowsFieldText=true (unverified, no confirming source; used: the profile's answer;
  /// false -> holds)`. The confidence is the default's, also where the profile gave the other answer.
  /// `profileName` is the trace's profile as files write it.
  public nonisolated static func explained(_ dependences: [Dependence], profileName: String) -> String {
    guard !dependences.isEmpty, !dependences.contains(where: \.name.isEmpty) else { return headline(dependences) }
    let parts = dependences.map { d -> String in
      guard d.pairsLeft == nil else { return d.text }
      if let p = d.partner {
        let given =
          profileName.contains("+\(d.name)=") || profileName.contains("+\(p.name)=")
          ? "the profile's answers" : "the model's defaults"
        let levels = [d.evidence, p.evidence].map { $0?.level.rawValue ?? "unverified" }.joined(separator: ", ")
        let others = d.alternatives.isEmpty ? "" : "; " + d.alternatives.joined(separator: ", ")
        return "\(d.name)=\(d.value) and \(p.name)=\(p.value) together (\(levels); used: \(given)\(others))"
      }
      let answer = d.isTiming ? "\(d.name) \(d.value)" : "\(d.name)=\(d.value)"
      let given = profileName.contains("+\(d.name)=") ? "the profile's answer" : "the model's default"
      let others = d.alternatives.isEmpty ? "" : "; " + d.alternatives.joined(separator: ", ")
      return "\(answer) (\(d.qualifier); used: \(given)\(others))"
    }
    return "depends on: " + parts.joined(separator: ", ")
  }

  /// What a dependence compares: the verdict and, for a broken invariant, whether a strategy's parameter alone
  /// decides it. A platform answer under which the same invariant breaks only by construction is one the verdict's
  /// reason rests on (the platform's reason is gone), so it is named as a changed verdict is.
  public nonisolated struct Reason: Hashable, Sendable {
    /// `holds`, the invariant's name, or `impossible` for a trace the answer cannot produce.
    public let verdict: String
    /// Whether the broken invariant is decided by a strategy's parameter alone.
    public let isByConstruction: Bool

    /// The reason `outcome` gives.
    public init<Host: Platform>(_ outcome: TraceOutcome<Host>) {
      verdict = outcome.verdict.map(String.init(describing:)) ?? "impossible"
      if case .violated(let v) = outcome {
        isByConstruction = v.byConstruction != nil
      } else {
        isByConstruction = false
      }
    }

    /// `holds`, `lock-bypass`, `lock-bypass by construction` or `impossible`.
    public var text: String { isByConstruction ? verdict + " by construction" : verdict }
  }

  /// The open questions the verdict of `events` under `runner` rests on, in the platform's order.
  ///
  /// Only the answers to questions the first replay read are replayed (``Platform/openQuestionsRead()``): the model
  /// reads every flag and duration through one getter that records it, and a replay that never read a question runs
  /// the same under its other answer. Stops between replays on an interrupt (``StopSignal/wasInterrupted``), then
  /// answers ``Dependence/notChecked`` alone.
  @MainActor public static func dependences<Host: Platform>(_ events: [Host.Event], runner: TraceRunner<Host>)
    -> [Dependence]
  {
    let pruned = dependences(events, runner: runner, replayingEveryAnswer: false)
    if crossChecks, pruned != [.notChecked] {
      let every = dependences(events, runner: runner, replayingEveryAnswer: true)
      precondition(
        every == pruned || every == [.notChecked],
        "flag dependence: the pruned answers \(headline(pruned)) differ from every answer's \(headline(every))")
    }
    return pruned
  }

  /// ``dependences(_:runner:)``, replaying every answer when `replayingEveryAnswer` (what the pruned loop must equal:
  /// the tests' cross-check).
  @MainActor package static func dependences<Host: Platform>(
    _ events: [Host.Event], runner: TraceRunner<Host>, replayingEveryAnswer: Bool
  ) -> [Dependence] {
    if StopSignal.wasInterrupted { return [.notChecked] }
    Host.clearOpenQuestionReads()
    let base = Reason(runner.run(events))
    let baseReads = Host.openQuestionsRead()
    let read = replayingEveryAnswer ? nil : baseReads
    var order: [String] = []
    var found: [String: (isTiming: Bool, alternatives: [String])] = [:]
    // Each flag's other answer, and what its replay read (for the pairs: a flag not replayed reads as the first).
    var flipped: [FlippedFlag<Host>] = []
    for answer in Host.openQuestionAnswers(runner.profile) {
      let (name, value) = split(answer.label)
      guard read?(name, answer.isTiming) ?? true else {
        if !answer.isTiming { flipped.append(.init(name: name, value: value, profile: answer.profile, reads: read)) }
        continue
      }
      if StopSignal.wasInterrupted { return [.notChecked] }
      var other = TraceRunner<Host>(strategy: runner.strategy, profile: answer.profile, app: runner.app)
      other.invariants = runner.invariants
      Host.clearOpenQuestionReads()
      let reason = Reason(other.run(events))
      if !answer.isTiming {
        flipped.append(.init(name: name, value: value, profile: answer.profile, reads: Host.openQuestionsRead()))
      }
      guard reason != base else { continue }
      if found[name] == nil { order.append(name) }
      let text = "\(answer.isTiming ? value + " s" : value) -> \(reason.text)"
      found[name, default: (answer.isTiming, [])].alternatives.append(text)
    }
    let flags = Host.flags
    let singles = order.map { name in
      let f = found[name]!
      let value = Host.openQuestionValue(name, on: runner.profile) ?? "?"
      let evidence = f.isTiming ? Host.evidence(ofTiming: name) : flags.first { $0.name == name }?.evidence
      return Dependence(
        name: name, value: value, isTiming: f.isTiming, alternatives: f.alternatives, evidence: evidence)
    }
    guard pairsAreReplayed else { return singles }
    guard let together = pairs(events, runner: runner, base: base, flipped: flipped, alone: Set(order)) else {
      return [.notChecked]
    }
    return singles + together
  }

  /// Whether every ``dependences(_:runner:)`` also replays every answer and stops the process if the two differ: set
  /// by the environment variable `LIFECYCLE_FUZZ_CHECK_DEPENDENCES=1` (workers inherit it), to check the pruning
  /// over a whole run's findings. Off, nothing is replayed twice.
  nonisolated static let crossChecks = ProcessInfo.processInfo.environment["LIFECYCLE_FUZZ_CHECK_DEPENDENCES"] == "1"

  /// The open questions the verdict of `trace` for `strategy` rests on (its app, every invariant); after
  /// ``startMemo()``, computed once per trace and strategy.
  @MainActor public static func dependences<Host: Platform>(_ trace: Trace<Host>, strategy: Host.Strategy)
    -> [Dependence]
  {
    let key = MemoKey(trace: trace, strategy: strategy.name)
    if let known = memo?[key] { return known }
    let answer = dependences(
      trace.events, runner: TraceRunner<Host>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    )
    // An interrupted answer is not kept: it is not the trace's.
    if memo != nil, answer != [.notChecked] { memo?[key] = answer }
    return answer
  }

  /// The open questions `finding`'s verdict for `strategy` rests on: the answer a worker replayed with the block that
  /// found it (``Finding/dependences``), or else ``dependences(_:strategy:)``'s. Both are the same function of the
  /// trace's events, profile and app and the strategy, so where it ran changes no byte.
  @MainActor public static func dependences<Host: Platform>(of finding: Finding<Host>, strategy: Host.Strategy)
    -> [Dependence]
  {
    finding.dependences ?? dependences(finding.trace, strategy: strategy)
  }

  /// What ``memo`` is keyed by.
  private nonisolated struct MemoKey<Host: Platform>: Hashable {
    let trace: Trace<Host>
    let strategy: String
  }

  /// The answers of ``dependences(_:strategy:)`` between ``startMemo()`` and ``endMemo()`` (a run's report and SARIF
  /// log ask for the same findings), `nil` outside.
  @MainActor private static var memo: [AnyHashable: [Dependence]]?

  /// From now until ``endMemo()``, ``dependences(_:strategy:)`` answers each trace and strategy once (a strategy's
  /// name names one strategy within a run).
  @MainActor package static func startMemo() { memo = [:] }

  /// Drops what ``startMemo()`` kept.
  @MainActor package static func endMemo() { memo = nil }

  /// `name=value` split at its first `=`.
  private nonisolated static func split(_ label: String) -> (String, String) {
    guard let i = label.firstIndex(of: "=") else { return (label, "") }
    return (String(label[..<i]), String(label[label.index(after: i)...]))
  }

  /// The answers that change the verdict of `trace` for `strategy`, with the verdict under each
  /// (`name=value -> verdict`), in the platform's order, and whether each is a duration.
  public static func analyze<Host: Platform>(_ trace: Trace<Host>, strategy: Host.Strategy)
    -> [(text: String, isTiming: Bool)]
  {
    let app = trace.app(for: strategy)
    let base = Reason(TraceRunner<Host>(strategy: strategy, profile: trace.profile, app: app).run(trace.events))
    var out: [(String, Bool)] = []
    for answer in Host.openQuestionAnswers(trace.profile) {
      let reason = Reason(TraceRunner<Host>(strategy: strategy, profile: answer.profile, app: app).run(trace.events))
      if reason != base { out.append(("\(answer.label) -> \(reason.text)", answer.isTiming)) }
    }
    return out
  }
}
