import ShieldModel

/// Bounded-exhaustive search: breadth-first over every event sequence up to a depth, with the
/// arguments fixed to a canonical menu (every kind of event, every kind of system prompt),
/// deduplicating states by the device's ``DeviceSummary`` (which includes what each scene
/// displays) and the strategy's own ``PrivacyScreenStrategy/stateDescription``.
///
/// Every distinct minimal counterexample is kept, per invariant: one that contains an earlier
/// one of the same invariant as a subsequence is not minimal, and one whose events differ from
/// an earlier one's only in their arguments is the same bug. Because the search is
/// breadth-first, each is found at its minimal depth (among sequences over the menu), and a
/// shallow leak no longer hides a deeper, different one.
public struct Explorer {
  /// The runner that judges sequences.
  public let runner: TraceRunner

  /// Event classes never tried (`--weight name=0`); the search is breadth-first, so other
  /// weights do not change it.
  public var excludedClasses: [String] = []

  /// Creates an explorer.
  public init(runner: TraceRunner) { self.runner = runner }

  /// A minimal counterexample.
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
    /// Every distinct minimal counterexample per invariant, shortest first (in the order found).
    public let allCounterexamples: [Invariant: [Counterexample]]

    /// The first (shortest) counterexample per invariant.
    public var counterexamples: [Invariant: Counterexample] { allCounterexamples.compactMapValues(\.first) }
  }

  /// A state as the search tells states apart: the device's summary, the strategy's own text,
  /// and the baseline's summary and typing context (two paths can leave the strategy's device
  /// alike while the app without it differs, which is what focus-lost and touch-blocked compare).
  private struct State: Hashable {
    let device: DeviceSummary
    let strategy: String
    let baseline: DeviceSummary?
    let baselineFocus: [Device.Focus]
    /// What a touch in the middle of each scene reaches, with and without the strategy: a
    /// transparent pane left behind, or a sheet presented, changes no summary, only where
    /// touches go.
    let touchTargets: [String]
    /// Each window's presentation chain (``Device/presentationChains``).
    let presentations: [String]
  }

  /// The canonical events to try from `device`'s state, in a fixed order: each definition's
  /// fixed menu in catalog order (an event the generator leaves out is its own menu), then the
  /// ones that depend on the state; every event the model accepts, including states the
  /// generator leaves alone, except the classes in `excluded` (`--weight event=0`).
  static func menu(for device: Device, excluding excluded: [String] = []) -> [SystemEvent] {
    var out: [SystemEvent] = []
    for d in EventDefinition.all {
      if let g = d.generated {
        if case .fixed(let events) = g.menu { out += events }
      } else if let event = d.event {
        out.append(event)
      }
    }
    for d in EventDefinition.generatedClasses {
      if case .fromDevice(let event) = d.generated!.menu, let e = event(device) { out.append(e) }
    }
    return out.filter {
      device.isValid($0) && (excluded.isEmpty || !excluded.contains(EventGenerator.eventClass(of: $0)))
    }
  }

  /// Explores every sequence up to `depth` events.
  public func explore(depth: Int) -> Result {
    var seen: Set<State> = []
    let (start, startBaseline) = runner.makeDevices()
    seen.insert(Self.state(of: start, baseline: startBaseline))
    var frontier: [[SystemEvent]] = [[]]
    var perDepth: [Int] = []
    var runs = 0
    var found: [Invariant: [Counterexample]] = [:]
    for _ in 1...depth {
      var next: [[SystemEvent]] = []
      for prefix in frontier {
        let (device, _) = runner.makeDevices()
        for e in prefix { try? device.apply(e) }
        for event in Self.menu(for: device, excluding: excludedClasses) {
          let candidate = prefix + [event]
          var state: State?
          let outcome = runner.run(candidate) { record in
            if record.step == candidate.count - 1, record.event != nil {
              state = Self.state(of: record.device, baseline: record.baseline)
            }
          }
          runs += 1
          switch outcome {
          case .violated(let v):
            let earlier = found[v.invariant] ?? []
            if !earlier.contains(where: { Self.isSameBug($0.events, candidate) }) {
              found[v.invariant, default: []].append(Counterexample(events: candidate, detail: v.detail))
            }
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
    return Result(statesExplored: seen.count, sequencesRun: runs, statesPerDepth: perDepth, allCounterexamples: found)
  }

  private static func state(of device: Device, baseline: Device?) -> State {
    State(
      device: device.summary(), strategy: device.strategy?.stateDescription ?? "", baseline: baseline?.summary(),
      baselineFocus: baseline.map { b in b.windowScenes.map { b.focus(in: $0) } } ?? [],
      touchTargets: [device, baseline].compactMap { $0 }.flatMap { d in
        d.windowScenes.map { Device.touchTargetName(d.hitView(in: $0, x: 0.5, y: 0.5)) }
      },
      presentations: device.presentationChains)
  }

  /// Whether `later` is `earlier`'s bug again: it contains `earlier` as a subsequence, or has
  /// the same kinds of events in the same order.
  static func isSameBug(_ earlier: [SystemEvent], _ later: [SystemEvent]) -> Bool {
    if earlier.count == later.count, zip(earlier, later).allSatisfy({ $0.kind == $1.kind }) { return true }
    var i = earlier.startIndex
    for e in later where i < earlier.endIndex && e == earlier[i] { i += 1 }
    return i == earlier.endIndex
  }
}
