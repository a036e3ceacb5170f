/// Whether a finding is a platform limit: a failure no app code avoids on its profile, as opposed to a strategy's
/// fault. Decided from the model alone, by replay: the finding's events, on its profile, are run against every
/// strategy of the platform's catalog (``Platform/limitCatalog``) that claims the broken invariant (and, for a leak,
/// the kind of capture that leaked); it is a platform limit when each of them, the strongest included, breaks the
/// same invariant by the same rule: at the same step and, for a leak, in the same kind of capture. One strategy of
/// the catalog that holds with sensitive content on screen at that step, breaks it otherwise, or for which the events
/// are not a trace the platform can produce, makes it a fault; one that holds with nothing sensitive on screen there
/// (its app marks other screens sensitive: ``Platform/showsSensitiveContent(_:)``) protects nothing and is not judged.
///
/// Deterministic (the catalog's order) and replay-only: an ordinary fault usually costs a replay or two (the first
/// catalog strategy that holds ends the search), a limit one replay per claiming strategy.
public enum PlatformLimit {
  /// A finding judged a platform limit: what broke, where, and how many strategies of the catalog were tried.
  public nonisolated struct Limit: Hashable, Sendable, Codable {
    /// The broken invariant's name (`recents-leak`).
    public let invariant: String
    /// The profile's name (`phone-api22-views`).
    public let profile: String
    /// The step at which every strategy broke it (the event count for the settling).
    public let step: Int
    /// That step's event in trace text, or `settle`.
    public let event: String
    /// For a leak, the kind of capture that leaked (`recentsThumbnail`); `nil` otherwise.
    public let captureKind: String?
    /// How many strategies of the catalog (the finding's own included) claim it and had sensitive content on screen
    /// at that step (``Platform/showsSensitiveContent(_:)``), every one of which broke it.
    public let strategyCount: Int

    /// `platform limit: all 12 catalog strategies that claim recents-leak (recentsThumbnail) and show sensitive
    /// content break it at step 3 (openRecents) on phone-api22-views: no app code avoids it there`.
    public var text: String {
      let kind = captureKind.map { " (\($0))" } ?? ""
      return "platform limit: all \(strategyCount) catalog strategies that claim \(invariant)\(kind) and show sensitive"
        + " content break it at step \(step) (\(event)) on \(profile): no app code avoids it there"
    }

    /// ``text`` as a sentence (`Platform limit: ... there.`), for a paragraph.
    public var sentence: String { "Platform limit" + text.dropFirst("platform limit".count) + "." }
  }

  /// The platform limit that `events` under `runner` (the finding's strategy, profile and app) show for `invariant`,
  /// or `nil` when some strategy of ``Platform/limitCatalog`` other than the finding's avoids it, none other claims
  /// it, or `events` do not break `invariant` under `runner` when it is checked alone.
  ///
  /// - Parameter app: each catalog strategy's app (default: its own; a trace's names its non-sensitive scenes).
  @MainActor public static func limit<Host: Platform>(
    _ events: [Host.Event], runner: TraceRunner<Host>, invariant: Host.Invariant,
    app: (Host.Strategy) -> Host.App = { Host.app(for: $0) }
  ) -> Limit? {
    let key = MemoKey<Host>(
      events: events, strategy: runner.strategy.name, profile: runner.profile, app: runner.app, invariant: invariant)
    if let known = memo[key] { return known.limit }
    let answer = judge(events, runner: runner, invariant: invariant, app: app)
    memo[key] = Memo(limit: answer)
    return answer
  }

  /// ``limit(_:runner:invariant:)`` of a finding: its trace under `strategy`.
  @MainActor public static func limit<Host: Platform>(of finding: Finding<Host>, strategy: Host.Strategy) -> Limit? {
    let runner = TraceRunner<Host>(
      strategy: strategy, profile: finding.trace.profile, app: finding.trace.app(for: strategy))
    return limit(finding.trace.events, runner: runner, invariant: finding.invariant, app: finding.trace.app(for:))
  }

  /// The search itself (``limit(_:runner:invariant:)``, not memoized).
  @MainActor static func judge<Host: Platform>(
    _ events: [Host.Event], runner: TraceRunner<Host>, invariant: Host.Invariant, app: (Host.Strategy) -> Host.App
  ) -> Limit? {
    var own = runner
    own.invariants = InvariantSelection(only: [invariant])
    guard case .violated(let reference) = own.run(events), reference.invariant == invariant else { return nil }
    // A leak's rule includes the kind of capture; an invariant of one kind (or none) needs no replay for it.
    let kind =
      invariant.captureKindNames.count > 1
      ? Host.evidence(of: events, runner: own, invariant: invariant)?.captureKind : invariant.captureKindNames.first
    let claiming = Host.limitCatalog.filter { strategy in
      Host.claims(strategy, invariant: invariant) && (kind.map { Host.claims(strategy, covers: $0) } ?? true)
    }
    guard claiming.contains(where: { $0.name != runner.strategy.name }) else { return nil }
    // The other strategies that broke it; the finding's own counts too.
    var judged = 0
    for catalogStrategy in claiming where catalogStrategy.name != runner.strategy.name {
      // In the finding's app when it is a script's own: the catalog's apps lack its screens (issue 25).
      let strategy = Host.limitStrategy(catalogStrategy, judging: runner.strategy)
      // Narrowed to the kind, so that another kind of capture leaking earlier does not hide this one.
      let narrowed = invariant.captureKindNames.count > 1 ? Host.narrowing(strategy, toCaptureKind: kind) : strategy
      var other = TraceRunner<Host>(strategy: narrowed, profile: runner.profile, app: app(strategy))
      other.invariants = own.invariants
      var exposed = false
      let outcome = other.run(events) { record in
        if record.step == reference.step { exposed = Host.showsSensitiveContent(record.session) }
      }
      // A strategy whose app has nothing sensitive on screen there holds with nothing to protect: not judged.
      if outcome == .holds, !exposed { continue }
      guard case .violated(let v) = outcome, v.invariant == invariant, v.step == reference.step else { return nil }
      if invariant.captureKindNames.count > 1,
        Host.evidence(of: events, runner: other, invariant: invariant)?.captureKind != kind
      {
        return nil
      }
      judged += 1
    }
    let event = reference.step < events.count ? Host.vocabulary.text(of: events[reference.step]) : "settle"
    guard judged > 0 else { return nil }
    return Limit(
      invariant: invariant.rawValue, profile: Host.name(of: runner.profile), step: reference.step, event: event,
      captureKind: kind, strategyCount: judged + 1)
  }

  /// What ``memo`` is keyed by.
  private nonisolated struct MemoKey<Host: Platform>: Hashable {
    let events: [Host.Event]
    let strategy: String
    let profile: Host.Profile
    let app: Host.App
    let invariant: Host.Invariant
  }

  /// A memoized answer (`nil` included).
  private nonisolated struct Memo {
    let limit: Limit?
  }

  /// The answers so far: a run's report, its SARIF log and `--verbose` ask for the same findings. A process judges
  /// few findings (the ones its reports show), so the memo is never emptied.
  @MainActor private static var memo: [AnyHashable: Memo] = [:]
}
