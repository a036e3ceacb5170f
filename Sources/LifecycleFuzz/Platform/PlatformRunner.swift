/// What running a platform trace gave.
nonisolated public enum PlatformOutcome: Hashable, Sendable {
  /// Every invariant held through the last event and the settling after it.
  case holds
  /// An invariant broke after event `step` (the event count for the settling).
  case violated(step: Int, PlatformViolation)
  /// Event `step` cannot happen in the state the earlier events left.
  case invalid(step: Int, reason: String)

  /// `holds`, the broken invariant's name, or `nil` for an invalid trace.
  public var verdict: String? {
    switch self {
    case .holds: return "holds"
    case .violated(_, let v): return v.invariant
    case .invalid: return nil
    }
  }
}

/// Runs a platform trace's events on a fresh session, checking every invariant after each event; the one path for
/// fuzzing, replay, shrinking and exploring.
public struct PlatformRunner<Model: PlatformModel> {
  /// The strategy's name.
  public let strategy: String
  /// The profile.
  public let profile: Model.Profile

  /// A runner; the strategy must be one of `Model.strategyNames`.
  public init(strategy: String, profile: Model.Profile) {
    self.strategy = strategy
    self.profile = profile
  }

  /// A new session, or `nil` for an unknown strategy.
  public func makeSession() -> Model.Session? { Model.session(strategy: strategy, profile: profile) }

  /// Runs `events` and returns the first violation, `holds`, or why the trace is invalid.
  ///
  /// - Parameter observe: called after each accepted event with its index, the live session and its violations.
  public func run(_ events: [Model.Event], observe: ((Int, Model.Session, [PlatformViolation]) -> Void)? = nil)
    -> PlatformOutcome
  {
    guard var session = makeSession() else { return .invalid(step: 0, reason: "unknown strategy '\(strategy)'") }
    for (i, event) in events.enumerated() {
      do {
        let violations = try session.step(event)
        observe?(i, session, violations)
        if let first = violations.first { return .violated(step: i, first) }
      } catch {
        return .invalid(step: i, reason: error.reason)
      }
    }
    if let first = session.finish().first { return .violated(step: events.count, first) }
    return .holds
  }

  /// The session's summary after each event (a trace's checkpoints), up to the first refused event.
  public func checkpoints(_ events: [Model.Event]) -> [String] {
    var out: [String] = []
    _ = run(events) { _, session, _ in out.append(session.summary) }
    return out
  }
}
