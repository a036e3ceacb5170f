/// Shrinks a failing platform trace to a shorter one that fails the same way (the same invariant, or the same
/// signature): removes chunks of halving size
/// (delta debugging), then single events, then pairs, until no removal keeps the failure, and drops what follows
/// the failing step. Deterministic: it tries candidates in a fixed order.
public struct PlatformShrinker<Model: PlatformModel> {
  /// The runner the candidates are replayed with.
  public let runner: PlatformRunner<Model>
  /// How many candidate traces it replayed in its last ``shrink(_:keeping:)``.
  public private(set) var replays = 0

  /// A shrinker over `runner`.
  public init(runner: PlatformRunner<Model>) { self.runner = runner }

  /// The shortest trace found that still breaks `invariant` (an invalid candidate never counts).
  public mutating func shrink(_ events: [Model.Event], keeping invariant: String) -> [Model.Event] {
    shrink(events) { $0.invariant == invariant }
  }

  /// The shortest trace found whose first violation still satisfies `keeps` (the same invariant and capture, for
  /// a failure signature); an invalid candidate never counts.
  public mutating func shrink(_ events: [Model.Event], keeping keeps: (PlatformViolation) -> Bool) -> [Model.Event] {
    replays = 0
    var current = truncated(events, keeping: keeps) ?? events
    var chunk = max(1, current.count / 2)
    while true {
      var removed = false
      var start = current.count - chunk
      while start >= 0 {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        if let kept = truncated(candidate, keeping: keeps) {
          current = kept
          removed = true
          start = min(start, current.count) - chunk
        } else {
          start -= chunk
        }
      }
      if !removed {
        if chunk == 1, !removePair(&current, keeping: keeps) { break }
        chunk = max(1, chunk / 2)
      }
    }
    return current
  }

  /// Removes the first pair of events, nearest the end first, whose removal keeps the failure (an event and the
  /// one that undoes it: leaving and returning, showing and dismissing, which no single removal can take out).
  private mutating func removePair(_ events: inout [Model.Event], keeping keeps: (PlatformViolation) -> Bool)
    -> Bool
  {
    guard events.count > 2 else { return false }
    for j in stride(from: events.count - 1, through: 1, by: -1) {
      for i in stride(from: j - 1, through: 0, by: -1) {
        var candidate = events
        candidate.remove(at: j)
        candidate.remove(at: i)
        if let kept = truncated(candidate, keeping: keeps) {
          events = kept
          return true
        }
      }
    }
    return false
  }

  /// `events` up to the failing step when they break `invariant`, else `nil`.
  private mutating func truncated(_ events: [Model.Event], keeping keeps: (PlatformViolation) -> Bool)
    -> [Model.Event]?
  {
    replays += 1
    guard case .violated(let step, let v) = runner.run(events), keeps(v) else { return nil }
    return Array(events.prefix(step + 1))
  }
}
