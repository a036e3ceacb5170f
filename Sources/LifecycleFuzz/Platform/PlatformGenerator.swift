/// Draws a platform trace: at each step, one of the session's menu events the platform accepts now, uniformly, from
/// the trace's own seeded stream (``SplitMix64``), until an invariant breaks or the trace reaches its length.
public struct PlatformGenerator<Model: PlatformModel> {
  /// The longest trace, in events.
  public var maxLength: Int

  /// A generator of traces of at most `maxLength` events.
  public init(maxLength: Int) { self.maxLength = maxLength }

  /// One generated trace and what it found.
  public struct Draw {
    /// The events, up to and including the one after which an invariant broke.
    public var events: [Model.Event]
    /// The first violation, or `nil` when every invariant held.
    public var violation: PlatformViolation?
    /// The abstract states the trace visited, in order (with repeats).
    public var states: [String]
  }

  /// Generates one trace for `strategy` on `profile` from `seed`.
  public func draw(strategy: String, profile: Model.Profile, seed: UInt64) -> Draw {
    var random = SplitMix64(seed: seed)
    var draw = Draw(events: [], violation: nil, states: [])
    guard var session = Model.session(strategy: strategy, profile: profile) else { return draw }
    // The length is drawn first, so the events of a trace do not depend on how long it is allowed to be.
    let length = 1 + random.next(below: max(1, maxLength))
    for _ in 0..<length {
      var allowed: [Model.Event] = []
      for event in session.menu where session.refusal(for: event) == nil { allowed.append(event) }
      guard !allowed.isEmpty else { break }
      let event = allowed[random.next(below: allowed.count)]
      guard let violations = try? session.step(event) else { break }
      draw.events.append(event)
      draw.states.append(session.abstractState)
      if let first = violations.first {
        draw.violation = first
        return draw
      }
    }
    draw.violation = session.finish().first
    return draw
  }
}
