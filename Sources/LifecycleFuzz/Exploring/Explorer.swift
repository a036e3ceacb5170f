import ShieldModel

/// Bounded-exhaustive search: breadth-first over every event sequence up to a depth, with the
/// arguments fixed to a canonical menu, deduplicating states by the device's ``DeviceSummary``
/// (which includes what each scene displays). Because the search is breadth-first, the first
/// counterexample found for an invariant is a shortest one (among sequences over the menu).
///
/// The summary does not see a strategy's private variables, so two sequences that differ only
/// there count as one state; the fuzzer covers what this abstraction merges.
public struct Explorer {
  /// The runner that judges sequences.
  public let runner: TraceRunner

  /// Event classes never tried (`--weight name=0`); the search is breadth-first, so other
  /// weights do not change it.
  public var excludedClasses: [String] = []

  /// Creates an explorer.
  public init(runner: TraceRunner) { self.runner = runner }

  /// A shortest counterexample.
  public struct Counterexample {
    /// The events.
    public let events: [SystemEvent]
    /// What was seen.
    public let detail: String
  }

  /// What a search found.
  public struct Result {
    /// Distinct states reached (including the initial one).
    public let statesExplored: Int
    /// Sequences replayed.
    public let sequencesRun: Int
    /// New states found at each depth, from depth 1.
    public let statesPerDepth: [Int]
    /// The first (shortest) counterexample per invariant.
    public let counterexamples: [Invariant: Counterexample]
  }

  /// The canonical events to try from `device`'s state, in a fixed order: each generated
  /// definition's fixed menu in catalog order, then the ones that depend on the state.
  static func menu(for device: Device, excluding excluded: [String] = []) -> [SystemEvent] {
    var out: [SystemEvent] = []
    for d in EventDefinition.generatedClasses { if case .fixed(let events) = d.generated!.menu { out += events } }
    for d in EventDefinition.generatedClasses {
      if case .fromDevice(let event) = d.generated!.menu, let e = event(device) { out.append(e) }
    }
    return out.filter {
      !EventGenerator.isOutsideGeneratedStates($0, on: device) && device.isValid($0)
        && (excluded.isEmpty || !excluded.contains(EventGenerator.eventClass(of: $0)))
    }
  }

  /// Explores every sequence up to `depth` events.
  public func explore(depth: Int) -> Result {
    var seen: Set<DeviceSummary> = []
    let (start, _) = runner.makeDevices()
    seen.insert(start.summary())
    var frontier: [[SystemEvent]] = [[]]
    var perDepth: [Int] = []
    var runs = 0
    var found: [Invariant: Counterexample] = [:]
    for _ in 1...depth {
      var next: [[SystemEvent]] = []
      for prefix in frontier {
        let (device, _) = runner.makeDevices()
        for e in prefix { try? device.apply(e) }
        for event in Self.menu(for: device, excluding: excludedClasses) {
          let candidate = prefix + [event]
          var state: DeviceSummary?
          let outcome = runner.run(candidate) { record in
            if record.step == candidate.count - 1, record.event != nil { state = record.device.summary() }
          }
          runs += 1
          switch outcome {
          case .violated(let v):
            if found[v.invariant] == nil { found[v.invariant] = Counterexample(events: candidate, detail: v.detail) }
          case .invalid:
            continue
          case .holds:
            if let state, seen.insert(state).inserted { next.append(candidate) }
          }
        }
      }
      perDepth.append(next.count)
      frontier = next
      if frontier.isEmpty { break }
    }
    return Result(statesExplored: seen.count, sequencesRun: runs, statesPerDepth: perDepth, counterexamples: found)
  }
}
