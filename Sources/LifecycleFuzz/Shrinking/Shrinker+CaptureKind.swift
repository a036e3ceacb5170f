/// What a finding is beyond its invariant: for a leak, the kind of capture that showed the content (a switcher
/// card, a switcher snapshot, a screenshot, a Recents card). The kind names the claim the leak breaks (a card and a
/// snapshot are the `app-switcher` claim's, a screenshot the `screenshots` claim's), so a shrink that keeps the kind
/// keeps the claim too.
extension Shrinker {
  /// The first violation `events` give under `runner` and, for a leak (an invariant with capture kinds), the kind of
  /// the capture it was seen in; `nil` for an invalid trace or one that holds.
  ///
  /// One replay, observed (the capture records of the failing step are read while it is live).
  public static func finding(of events: [Host.Event], runner: TraceRunner<Host>) -> (
    violation: Violation<Host>, captureKind: String?
  )? {
    var kind: String?
    var seen = false
    let outcome = runner.run(events) { record in
      guard !seen, let v = record.violation else { return }
      seen = true
      kind = captureKind(of: v, in: record.session.lastCaptureRecords, strategy: runner.strategy)
    }
    guard case .violated(let v) = outcome else { return nil }
    return (v, kind)
  }

  /// The kind of the capture among `records` (the captures of the step `v` was seen after) that `v` reports: the
  /// sensitive capture of one of its invariant's kinds whose detail `v`'s detail starts with (iOS words a leak by
  /// its capture), else the first such capture of a kind the strategy claims, else the first such capture; `nil`
  /// for an invariant that judges no capture.
  public static func captureKind(of v: Violation<Host>, in records: [CaptureRecord], strategy: Host.Strategy)
    -> String?
  {
    let kinds = v.invariant.captureKindNames
    guard !kinds.isEmpty else { return nil }
    let leaks = records.filter { kinds.contains($0.kind) && $0.showsSensitiveContent }
    let named = leaks.first { !$0.detail.isEmpty && v.detail.hasPrefix($0.detail) }
    return (named ?? leaks.first { Host.claims(strategy, covers: $0.kind) } ?? leaks.first)?.kind
  }
}
