/// What makes two failures the same bug: the invariant, the strategy, the profile and the
/// canonical minimal trace. A run reports each signature once, as new or known, and the corpus
/// never saves one twice.
public nonisolated struct FailureSignature: Hashable, Sendable, CustomStringConvertible {
  /// `invariant | strategy | profile | events joined by ' · '`.
  public let text: String

  /// The signature of a minimized counterexample.
  public init(trace: Trace) {
    text = "\(trace.expected) | \(trace.strategy) | \(trace.profile.name) | \(trace.eventSummary)"
  }

  /// The text.
  public var description: String { text }
}
