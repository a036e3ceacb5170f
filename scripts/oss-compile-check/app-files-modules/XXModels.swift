// Stub of the xx messenger's `XXModels` dependency (twelfth unseen set, xx): the message query
// and update its app delegate makes.
@_exported import ShieldModel

/// A stored message.
public struct Message {
  /// A message's sending status.
  public enum Status { case sending, sendingFailed, sent }
  /// Which messages to update.
  public struct Query { public init(status: Set<Status>) {} }
  /// What to set on them.
  public struct Assignments { public init(status: Status) {} }
}
