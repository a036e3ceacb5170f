/// What makes two failures the same bug: the invariant, the strategy, the profile and the
/// canonical minimal trace. A run reports each signature once, as new or known, and the corpus
/// never saves one twice.
public nonisolated struct FailureSignature: Hashable, Sendable, CustomStringConvertible {
  /// `invariant | strategy | profile | events joined by ' · '`, then ` | unshrunk` for a trace
  /// whose shrink was cut short.
  public let text: String

  /// The signature of a minimized counterexample. An unshrunk trace (``Trace/isUnshrunk``) has
  /// its own, so a corpus that holds only an unshrunk file still takes the minimal trace as new.
  public init(trace: Trace) {
    text = "\(trace.expected) | \(trace.strategy) | \(trace.profile.name) | \(trace.eventSummary)"
      + (trace.isUnshrunk ? " | unshrunk" : "")
  }

  /// The text.
  public var description: String { text }
}
