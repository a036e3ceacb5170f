/// A committed trace whose failure is its purpose, read from a comment line of its file:
/// `# fixture: <reason>`.
///
/// The corpus keeps, besides counterexamples waiting for a fix, traces that document a fault on
/// purpose: a family member's, a model behaviour's, a fault found under an unverified flag's other
/// answer. No catalog declares those, so without the mark `replay` would call each one unaccepted
/// and exit 1 on the project's own corpus. The mark is written by hand with its reason and never by
/// `run`, `minimize` or `merge`, so a new counterexample still fails CI until someone says why it
/// may stay.
public nonisolated struct FixtureMark: Equatable, Sendable {
  /// Why the trace's failure may stay, as its comment says it.
  public let reason: String

  /// The mark in `comments` (a trace's comment lines, without their `#`): the first line that
  /// starts with `fixture:` and gives a reason; `nil` when none does (an empty reason marks nothing).
  public init?(comments: [String]) {
    for comment in comments where comment.hasPrefix("fixture:") {
      let reason = comment.dropFirst("fixture:".count).drop(while: { $0 == " " })
      guard !reason.isEmpty else { continue }
      self.reason = String(reason)
      return
    }
    return nil
  }
}
