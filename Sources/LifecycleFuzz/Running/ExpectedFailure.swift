import AppLogic

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
    // Built once, not per expectation: a family member's name is joined from its parts.
    let name = strategy.name
    let invariantName = invariant.rawValue
    return first { $0.strategy == name && $0.invariant == invariantName }?.reason
  }
}

extension Array where Element == ExpectedFailure {

  /// Why a break of `invariant` by `strategy` on `profile` is none of these expectations, in words a reader can
  /// check against the catalog: it is expected on the strategy's own profile only (the profile differs), or the
  /// catalog expects other invariants of it, or none.
  public func unexpectedReason<Host: Platform>(
    _ strategy: Host.Strategy, _ invariant: Host.Invariant, on profile: Host.Profile, of: Host.Type
  ) -> String {
    // A user's script is in no catalog: what a catalog expects says nothing to its author.
    if strategy.name.hasPrefix(AppLogicRegistry.prefix) { return ExpectedFailure.scriptReason }
    let own = Host.name(of: strategy.defaultProfile)
    let given = Host.name(of: profile)
    if profile != strategy.defaultProfile,
      contains(where: { $0.strategy == strategy.name && $0.invariant == invariant.rawValue })
    {
      return "the catalog expects \(strategy.name) to break \(invariant.rawValue) on its own profile \(own) only,"
        + " not on \(given)"
    }
    let others = filter { $0.strategy == strategy.name }.map(\.invariant)
    let expects =
      others.isEmpty
      ? "no fault of \(strategy.name)" : "\(strategy.name) to break only " + others.joined(separator: ", ")
    return "the catalog expects \(expects) (on \(own)), not \(invariant.rawValue)"
  }
}

extension ExpectedFailure {
  /// Why an app-logic script's break fails: no catalog expects a script's faults, and the user accepts them.
  public static let scriptReason =
    "a script's findings are never expected; accept them with a baseline (run --update-baseline FILE writes one)"
}
