import Foundation

extension CorpusIndex {
  /// `results` with each counterexample the corpus held when the run started that the run's traces did not reach
  /// but that still breaks its invariant: a committed counterexample is no pass, however few traces a run generates
  /// (a CI run of 20 traces is judged as `replay` judges the corpus).
  ///
  /// A counterexample counts for a result when it names the result's strategy (by the canonical name,
  /// ``Platform/canonicalStrategyName(_:)``: a family member's parts in any order) and profile, its shrink reached its
  /// fixpoint, it is no fixture (``FixtureMark``: a failure kept on purpose, which `replay` passes too) and no public
  /// case (``PublicCaseMark``: a report the model reproduces, scored by `replay`'s suite), its invariant
  /// is among `invariants`, and `leavingOut` does not leave it out. It is replayed with the
  /// strategy's app and the trace's non-sensitive scenes, checking `invariants`; when its recorded invariant breaks,
  /// it joins the result as a known finding at its own file, with the replay's detail and no hits
  /// (``Finding/isReplayedFromCorpus``). One that now breaks another invariant has a stale `expect:`, which `replay`
  /// fails: it joins as a known finding of its recorded invariant whose detail says so (``staleDetail(_:now:)``), so the
  /// run fails as `replay` does; so does one an event of which is no longer possible (``staleEventDetail(_:step:reason:)``:
  /// `replay`'s STALE, an edited script's counterexample whose path the edit removed). One that no longer breaks is
  /// `replay`'s to report, not the run's, unless its file
  /// was cut or edited since it was written (its events no longer match its name's hash, ``nameHash(_:)``): that one
  /// joins as a known finding whose detail says so, so the run fails as `replay` does.
  ///
  /// - Parameters:
  ///   - leavingOut: whether a break of (strategy, invariant, profile) is left out: the catalog's expected
  ///     faults, which never decide a verdict, so a run's report keeps its bytes.
  ///   - alsoKept: traces kept as holds judged after the corpus's (`merge`: those its shards replayed, each a
  ///     ``Finding/wasKeptHolding`` finding of theirs), by the same rules.
  ///   - also: counterexamples judged after the corpus's, by the same rules (`merge`: those its shards replayed
  ///     from their corpus, which its own corpus may lack); a signature already added is added once.
  ///   - earlierVersion: whether a counterexample of the strategy named first was found with an earlier version of
  ///     the result's strategy (an app-logic script edited in its file): it is replayed with the result's strategy,
  ///     under the result's name, and counts as the strategy's own (``earlierVersionChecks(of:invariants:earlierVersion:)``).
  ///
  /// A trace kept as `expect: holds` (a user's regression test, ``keptHolding``) of the result's strategy and profile
  /// is replayed too: one that now breaks joins as a known finding of the invariant it breaks
  /// (``keptHoldingBreaks(for:invariants:reached:also:earlierVersion:)``), so a run fails where `replay` says
  /// DIFF; one whose events are no longer possible is a STALE line of the run's (``staleKeptHoldingLines(for:earlierVersion:)``).
  /// A generated finding whose trace is such a kept trace (``keptHoldingFile(of:)``) is that file's, marked
  /// ``Finding/wasKeptHolding``: no second file is written for it.
  ///
  /// - Returns: `results` in their order; each result's findings by invariant, the generated ones first (in trace
  ///   order), then the corpus's in file-name order (counterexamples, then traces kept as holding), then `also`'s in
  ///   their order.
  public func addingUnreached(
    to results: [StrategyResult<Host>], invariants: InvariantSelection<Host.Invariant>,
    also extra: [(path: String, trace: Trace<Host>)] = [],
    alsoKept extraKept: [(path: String, trace: Trace<Host>)] = [],
    earlierVersion: (String, Host.Strategy) -> Bool = { _, _ in false },
    leavingOut: (Host.Strategy, Host.Invariant, Host.Profile) -> Bool
  ) -> [StrategyResult<Host>] {
    let pool = counterexamples + extra
    let byStrategy = ByStrategy(pool.map(\.trace.strategy))
    // A merge's shards' kept traces, for a merge whose own corpus lacks them.
    var extraKeptFiles: [FailureSignature: String] = [:]
    for (path, trace) in extraKept {
      extraKeptFiles[FailureSignature(trace: trace)] = extraKeptFiles[FailureSignature(trace: trace)] ?? path
    }
    return results.map { found in
      var result = found
      // A generated finding of a trace the user kept as holds is that regression test failing (its file, not new).
      for i in result.findings.indices where result.findings[i].isShrunk {
        var holding = result.findings[i].trace
        holding.expected = .holds
        // The finding's own trace: a kept trace that shrinks to it is its file too.
        guard
          let kept = keptHoldingFile(of: result.findings[i].trace) ?? extraKeptFiles[FailureSignature(trace: holding)]
        else {
          continue
        }
        result.findings[i].wasKeptHolding = true
        result.findings[i].file = kept
      }
      // Two files of one signature (a copy in a subfolder) are one counterexample.
      var reached = Set(result.findings.map(\.signature))
      var added: [Finding<Host>] = []
      let name = result.strategy.name
      for position in byStrategy.positions(where: { $0 == name || earlierVersion($0, result.strategy) }) {
        let (path, found) = pool[position]
        guard found.profile == result.profile, !found.isUnshrunk,
          FixtureMark(comments: found.comments) == nil, PublicCaseMark(comments: found.comments) == nil
        else { continue }
        // An earlier version's counterexample is judged as the strategy's own: its name is the result's.
        var trace = found
        trace.strategy = name
        guard case .broken(let invariant) = trace.expected, invariants.includes(invariant),
          !leavingOut(result.strategy, invariant, result.profile),
          !reached.contains(FailureSignature(trace: trace).text)
        else { continue }
        var runner = TraceRunner<Host>(
          strategy: result.strategy, profile: result.profile, app: trace.app(for: result.strategy))
        runner.invariants = invariants
        var detail: String
        // An event no longer possible (an app call the strategy no longer answers, or a step the model refuses):
        // `replay` fails it as STALE, and so does the run (an edited script's earlier version: the edit removed
        // that path, not the leak).
        if let (step, problem) = Host.unansweredAppCall(in: trace.events, strategy: result.strategy) {
          detail = Self.staleEventDetail(trace, step: step, reason: problem)
        } else {
          switch runner.run(trace.events) {
          case .holds:
            // Holding now is replay's to report, unless the file is no longer what was written: a counterexample cut
            // at a line end still parses, and its finding left the run in silence (the s48 breaker's).
            guard let named = Self.nameHash(path), named != Corpus<Host>.contentHash(of: found) else { continue }
            detail = Self.editedDetail(named: named, now: Corpus<Host>.contentHash(of: found))
          case .invalid(let step, let reason): detail = Self.staleEventDetail(trace, step: step, reason: reason)
          case .violated(let v): detail = v.invariant == invariant ? v.detail : Self.staleDetail(trace, now: v)
          }
        }
        if found.strategy != trace.strategy { detail = "found with an earlier version (\(found.strategy)): " + detail }
        var finding = Finding(
          invariant: invariant, trace: trace, detail: detail, traceIndex: 0, originalLength: trace.events.count,
          shrinkReplays: 0, cutoff: nil, file: path, saveError: nil, isNew: false)
        finding.hits = 0
        finding.isReplayedFromCorpus = true
        added.append(finding)
        reached.insert(FailureSignature(trace: trace).text)
      }
      added += keptHoldingBreaks(
        for: result, invariants: invariants, reached: &reached, also: extraKept, earlierVersion: earlierVersion)
      // Generated findings keep their order, the corpus's follow theirs per invariant.
      return result.appendingFindings(added)
    }
  }

  /// The traces kept as `expect: holds` (then `also`'s, a merge's shards' ``Finding/wasKeptHolding`` ones) that name
  /// `result`'s strategy (or an earlier version of it) and profile and now break one of `invariants`, each as a known
  /// finding at its own file: the trace with the broken invariant as its expectation, the replay's detail after "kept
  /// as holds", no hits. A break the catalog expects counts too (``RunVerdicts`` fails it): `replay` fails the trace
  /// (DIFF, `expected holds`), and leaving it out showed `holds` in the row (the forty-fourth session's breaker). A
  /// fixture or a public case's control is left to `replay` (its suite scores them), as counterexamples are.
  func keptHoldingBreaks(
    for result: StrategyResult<Host>, invariants: InvariantSelection<Host.Invariant>, reached: inout Set<String>,
    also extra: [(path: String, trace: Trace<Host>)] = [], earlierVersion: (String, Host.Strategy) -> Bool
  ) -> [Finding<Host>] {
    var added: [Finding<Host>] = []
    let name = result.strategy.name
    // A file a generated finding already is (its trace shrinks to that finding's): one finding, not two.
    let claimed = Set(result.findings.filter(\.wasKeptHolding).compactMap(\.file))
    for (path, kept) in keptHolding + extra
    where (kept.strategy == name || earlierVersion(kept.strategy, result.strategy)) && kept.profile == result.profile
      && FixtureMark(comments: kept.comments) == nil && PublicCaseMark(comments: kept.comments) == nil
      && !claimed.contains(path)
    {
      var trace = kept
      trace.strategy = name
      guard Host.unansweredAppCall(in: trace.events, strategy: result.strategy) == nil else { continue }
      var runner = TraceRunner<Host>(
        strategy: result.strategy, profile: result.profile, app: trace.app(for: result.strategy))
      runner.invariants = invariants
      guard case .violated(let v) = runner.run(trace.events) else { continue }
      trace.expected = .broken(v.invariant)
      guard reached.insert(FailureSignature(trace: trace).text).inserted else { continue }
      var detail = "kept as holds, breaks now: \(v.detail)"
      if kept.strategy != name {
        detail = "kept as holds with an earlier version (\(kept.strategy)), breaks now: \(v.detail)"
      }
      var finding = Finding(
        invariant: v.invariant, trace: trace, detail: detail, traceIndex: 0, originalLength: trace.events.count,
        shrinkReplays: 0, cutoff: nil, file: path, saveError: nil, isNew: false)
      finding.hits = 0
      finding.isReplayedFromCorpus = true
      finding.wasKeptHolding = true
      added.append(finding)
    }
    return added
  }

  /// The content hash a corpus file's name ends with (`...--9baef3182e.trace`, `...--unshrunk` aside), or `nil` for a
  /// name the corpus did not write.
  static func nameHash(_ path: String) -> String? {
    var name = (path as NSString).lastPathComponent
    guard name.hasSuffix(".trace") else { return nil }
    name.removeLast(".trace".count)
    if name.hasSuffix("--unshrunk") { name.removeLast("--unshrunk".count) }
    guard let range = name.range(of: "--", options: .backwards) else { return nil }
    let hash = name[range.upperBound...]
    return hash.count == 10 && hash.allSatisfy(\.isHexDigit) ? String(hash) : nil
  }

  /// The detail of a counterexample that holds now and whose events are not those its file name's hash was made of:
  /// the file was cut or edited since it was written, so its finding is not fixed but lost.
  static func editedDetail(named: String, now: String) -> String {
    "edited since it was written: its events no longer match the hash in its name (\(named), now \(now)) and no"
      + " longer break; not fixed: the file was cut or changed. replay fails it too (DIFF): restore it from version"
      + " control, or retire it (git rm)"
  }

  /// The detail of a counterexample one of whose events is no longer possible (step `step`, for `reason`): STALE, as
  /// `replay` says and fails; not fixed, since the leak may be reached another way.
  static func staleEventDetail(_ trace: Trace<Host>, step: Int, reason: String) -> String {
    "stale: no longer replays with \(RunReport.appLogicFiles[trace.strategy] ?? trace.strategy): event \(step + 1) (\(Host.vocabulary.text(of: trace.events[step])))"
      + " is not possible: \(reason); not fixed: the leak may be reached another way. replay fails it too (STALE):"
      + " re-check with run, then retire the trace (git rm) or keep one that replays"
  }

  /// The detail of a counterexample whose `expect:` is stale: what it records, what breaks now (with that detail), and
  /// that `replay` fails it too.
  static func staleDetail(_ trace: Trace<Host>, now v: Violation<Host>) -> String {
    "stale expectation: the file expects \(trace.expected), the trace now breaks \(v.invariant.rawValue) (\(v.detail));"
      + " replay fails it too: update its 'expect:' line"
  }
}
