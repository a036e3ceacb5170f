/// Breadth-first search over a platform's menus: every accepted sequence up to a depth, two sequences merged
/// when they reach the same abstract state, so the first trace found for each invariant is one of the shortest.
public struct PlatformExplorer<Model: PlatformModel> {
  /// The runner each sequence is replayed with (sessions are not copied: a node is its events).
  public let runner: PlatformRunner<Model>

  /// An explorer over `runner`.
  public init(runner: PlatformRunner<Model>) { self.runner = runner }

  /// What a search found.
  public struct Result {
    /// The shortest trace found for each broken invariant, in the order they were first found.
    public var counterexamples: [(invariant: String, events: [Model.Event], violation: PlatformViolation)]
    /// How many distinct abstract states were reached.
    public var states: Int
    /// How many sequences were run.
    public var sequences: Int
  }

  /// Explores every sequence of at most `depth` events.
  public func explore(depth: Int) -> Result {
    var result = Result(counterexamples: [], states: 0, sequences: 0)
    var seen: Set<String> = []
    var frontier: [[Model.Event]] = [[]]
    for _ in 0..<depth {
      var next: [[Model.Event]] = []
      for prefix in frontier {
        guard var session = runner.makeSession() else { return result }
        for event in prefix { _ = try? session.step(event) }
        for event in session.menu where session.refusal(for: event) == nil {
          let events = prefix + [event]
          result.sequences += 1
          var state = ""
          let outcome = runner.run(events) { i, s, _ in if i == events.count - 1 { state = s.abstractState } }
          if case .violated(_, let v) = outcome {
            if !result.counterexamples.contains(where: { $0.invariant == v.invariant }) {
              result.counterexamples.append((v.invariant, events, v))
            }
            continue
          }
          guard case .holds = outcome, seen.insert(state).inserted else { continue }
          next.append(events)
        }
      }
      frontier = next
    }
    result.states = seen.count
    return result
  }
}
