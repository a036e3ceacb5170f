/// An expected failure (``ExpectedFailure``) a run did not see: the catalog expects `strategy` to break `invariant` on
/// its own profile, and none of the run's traces of it did.
public nonisolated struct UnseenExpectation: Hashable, Sendable {
  /// The strategy's name.
  public var strategy: String
  /// The profile's name (the strategy's own).
  public var profile: String
  /// The invariant's name (its raw value).
  public var invariant: String

  /// An unseen expectation.
  public init(strategy: String, profile: String, invariant: String) {
    self.strategy = strategy
    self.profile = profile
    self.invariant = invariant
  }
}
