/// Bounded-exhaustive search: breadth-first over every event sequence up to a depth, with the
/// arguments fixed to a canonical menu (every kind of event, every kind of system prompt),
/// deduplicating states by what the session says decides their future
/// (``PlatformSession/explorerKey``: for iOS the device's summary, which includes what each scene
/// displays, the strategy's own state, the baseline's, and where touches land).
///
/// Every distinct minimal counterexample is kept, per invariant: one that contains an earlier
/// one of the same invariant as a subsequence is not minimal, and one whose events differ from
/// an earlier one's only in their arguments is the same bug. Because the search is
/// breadth-first, each is found at its minimal depth (among sequences over the menu), and a
/// shallow leak no longer hides a deeper, different one.
public struct Explorer<Host: Platform> {
  /// The runner that judges sequences.
  public let runner: TraceRunner<Host>

  /// Event classes never tried (`--weight name=0`); the search is breadth-first, so other
  /// weights do not change it.
  public var excludedClasses: [String] = []

  /// When to stop early (a signal, a memory watcher): read before every sequence.
  public var stop = StopSignal()

  /// The most distinct states to keep, or `nil` for no bound: the memory a search holds grows with
  /// them (the seen set and the next depth's frontier), so this bounds it deterministically.
  public var stateBudget: Int?

  /// Creates an explorer.
  public init(runner: TraceRunner<Host>) { self.runner = runner }

  /// A minimal counterexample.
  public struct Counterexample {
    /// The events.
    public let events: [Host.Event]
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
    public let allCounterexamples: [Host.Invariant: [Counterexample]]
    /// Why the search ended early, or `nil` when it reached its depth (or ran out of states).
    public var cutoff: ExploreCutoff? = nil
    /// The deepest depth searched completely (the requested depth when ``cutoff`` is `nil`).
    public var completeDepth: Int = 0
    /// Whether any sequence run started the app (``PlatformSession/isStarted``): a search that never did checked
    /// nothing (``excludedClasses`` turned off every way in), and its invariants held vacuously.
    public var startedTheApp = false

    /// The first (shortest) counterexample per invariant.
    public var counterexamples: [Host.Invariant: Counterexample] { allCounterexamples.compactMapValues(\.first) }
  }

  /// The canonical events to try from `device`'s state, in a fixed order: each definition's
  /// fixed (or in-place) menu in catalog order (an event the generator leaves out is its own menu), then the
  /// ones that depend on the state; every event the model accepts, including states the
  /// generator leaves alone, except the classes in `excluded` (`--weight event=0`).
  static func menu(for session: Host.Session, excluding excluded: [String] = []) -> [Host.Event] {
    let vocabulary = Host.vocabulary
    var out: [Host.Event] = []
    for d in vocabulary.definitions {
      if let g = d.generated {
        switch g.menu {
        case .fixed(let events): out += events
        case .inPlace(let events): out += events(session)
        case .fromSession: break
        }
      } else if let event = d.event {
        out.append(event)
      }
    }
    for d in vocabulary.generatedClasses {
      if case .fromSession(let event) = d.generated!.menu, let e = event(session) { out.append(e) }
    }
    return out.filter {
      session.isValid($0) && (excluded.isEmpty || !excluded.contains(vocabulary.className(of: $0)))
    }
  }

  /// The event classes `run` draws for `strategy` (a weight above 0 in `weights`, the strategy's own event weights
  /// where `weights` leaves a class at its default, ``EventGenerator``'s rule) that have no canonical events here
  /// (an empty menu): the search never tries them, and its "held up to depth" must name them.
  ///
  /// - Parameter overrides: the `--weight` settings, in order (the last for a class wins).
  public static func unsearchedClasses(
    for strategy: Host.Strategy, overrides: [(name: String, weight: Int)] = []
  ) -> [String] {
    var weights = Host.vocabulary.defaultWeights
    for (name, weight) in strategy.eventWeights { weights[name] = weight }
    for o in overrides { weights[o.name] = o.weight }
    return Host.vocabulary.generatedClasses.compactMap { d in
      guard case .fixed(let events) = d.generated!.menu, events.isEmpty, (weights[d.name] ?? 0) > 0 else { return nil }
      return d.name
    }
  }

  /// Explores every sequence up to `depth` events.
  public func explore(depth: Int) -> Result { Host.explore(self, depth: depth) }

  /// ``explore(depth:)``'s work, specialized for the platform by its hook ``Platform/explore(_:depth:)``.
  func exploreSpecialized(depth: Int) -> Result {
    var seen: Set<AnyHashable> = []
    seen.insert(runner.makeSession().explorerKey)
    var frontier: [[Host.Event]] = [[]]
    var perDepth: [Int] = []
    var runs = 0
    var found: [Host.Invariant: [Counterexample]] = [:]
    var cutoff: ExploreCutoff?
    var completeDepth = 0
    var started = false
    search: for d in 1...depth {
      var next: [[Host.Event]] = []
      for prefix in frontier {
        let session = runner.makeSession()
        for (i, e) in prefix.enumerated() { _ = session.step(i, e, observe: nil) }
        for event in Self.menu(for: session, excluding: excludedClasses) {
          if stop.shouldStop {
            cutoff = .stopped
            break search
          }
          if let stateBudget, seen.count >= stateBudget {
            cutoff = .stateBudget
            break search
          }
          let candidate = prefix + [event]
          var state: AnyHashable?
          let outcome = runner.run(candidate) { record in
            if record.step == candidate.count - 1, record.event != nil {
              state = record.session.explorerKey
              if !started && record.session.isStarted { started = true }
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
      completeDepth = d
      frontier = next
      if frontier.isEmpty { break }
    }
    var result = Result(
      statesExplored: seen.count, sequencesRun: runs, statesPerDepth: perDepth, allCounterexamples: found)
    result.cutoff = cutoff
    result.completeDepth = cutoff == nil ? depth : completeDepth
    result.startedTheApp = started
    return result
  }

  /// Whether `later` is `earlier`'s bug again: it contains `earlier` as a subsequence, or has
  /// the same kinds of events in the same order.
  static func isSameBug(_ earlier: [Host.Event], _ later: [Host.Event]) -> Bool {
    if earlier.count == later.count,
      zip(earlier, later).allSatisfy({ Host.definitionIndex(of: $0) == Host.definitionIndex(of: $1) })
    {
      return true
    }
    var i = earlier.startIndex
    for e in later where i < earlier.endIndex && e == earlier[i] { i += 1 }
    return i == earlier.endIndex
  }
}

/// Why an ``Explorer`` search ended before its depth.
public nonisolated enum ExploreCutoff: Equatable, Sendable {
  /// The stop signal fired (an interrupt, or the command's memory bound).
  case stopped
  /// ``Explorer/stateBudget`` distinct states were reached.
  case stateBudget
}
