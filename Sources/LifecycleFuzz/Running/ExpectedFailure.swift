/// An invariant a catalog's strategy breaks on purpose, and why: the catalog holds the field's published strategies as
/// their sources wrote them, faults included, so the default run shows those faults without failing.
///
/// An expectation covers the strategy on its own profile (``PlatformStrategy/defaultProfile``) only: on any other
/// profile, with a flag answered the other way or another invariant, a break is a failure as for any strategy.
public nonisolated struct ExpectedFailure: Hashable, Sendable {
  /// The strategy's name.
  public var strategy: String
  /// The invariant's name (its raw value).
  public var invariant: String
  /// Why the strategy breaks it, one line.
  public var reason: String

  /// An expectation.
  public init(strategy: String, invariant: String, reason: String) {
    self.strategy = strategy
    self.invariant = invariant
    self.reason = reason
  }

  /// Expectations from a catalog's data list of `(strategy, invariant, reason)` triples.
  public static func list(_ triples: [(strategy: String, invariant: String, reason: String)]) -> [ExpectedFailure] {
    triples.map { ExpectedFailure(strategy: $0.strategy, invariant: $0.invariant, reason: $0.reason) }
  }
}

extension Array where Element == ExpectedFailure {
  /// Why these expectations have `strategy` break `invariant` on `profile`, or `nil` when they do not (another
  /// profile than the strategy's own, or no declaration).
  public func reason<Host: Platform>(
    _ strategy: Host.Strategy, _ invariant: Host.Invariant, on profile: Host.Profile, of: Host.Type
  ) -> String? {
    guard profile == strategy.defaultProfile else { return nil }
    return first { $0.strategy == strategy.name && $0.invariant == invariant.rawValue }?.reason
  }
}
