/// A finer entry of a catalog's expected failure (``ExpectedFailure``): why a strategy breaks an invariant when the
/// counterexample goes through one kind of event. An expectation's one reason is what its source says; the findings
/// a run reaches may break it by other paths (subview-tag's snapshot-leak: a background launch, as its source says,
/// but a run reaches sheets the app presents above the cover and rotations), and SARIF justifies each suppressed
/// finding by the entry that covers its path (``Array/reason(strategy:invariant:events:)``).
///
/// A cause never makes a failure expected: only an ``ExpectedFailure`` of the same strategy and invariant does; a
/// cause changes what is said of a finding it already expects.
public nonisolated struct ExpectedFailureCause: Hashable, Sendable {
  /// The strategy's name.
  public var strategy: String
  /// The invariant's name (its raw value).
  public var invariant: String
  /// The kind of event the counterexample goes through: an event's name before its arguments (`appPresent`).
  public var event: String
  /// Why the strategy breaks the invariant by that path, one line.
  public var reason: String

  /// A cause.
  public init(strategy: String, invariant: String, event: String, reason: String) {
    self.strategy = strategy
    self.invariant = invariant
    self.event = event
    self.reason = reason
  }

  /// Causes from a catalog's data list of `(strategy, invariant, event, reason)`.
  public static func list(
    _ entries: [(strategy: String, invariant: String, event: String, reason: String)]
  ) -> [ExpectedFailureCause] {
    entries.map {
      ExpectedFailureCause(strategy: $0.strategy, invariant: $0.invariant, event: $0.event, reason: $0.reason)
    }
  }

  /// An event's kind: its text before its arguments (`appPresent(sheet, key)` is `appPresent`).
  public static func kind(of event: String) -> Substring { event.prefix { $0 != "(" } }
}

extension Array where Element == ExpectedFailureCause {
  /// The reason of the first cause, in list order, of `strategy` breaking `invariant` whose event kind is among
  /// `events` (a finding's minimized trace, each event as written in a trace), or `nil` when none is.
  public func reason(strategy: String, invariant: String, events: [String]) -> String? {
    let kinds = Set(events.map(ExpectedFailureCause.kind(of:)))
    return first { $0.strategy == strategy && $0.invariant == invariant && kinds.contains(Substring($0.event)) }?
      .reason
  }
}
