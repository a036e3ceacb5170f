/// Shrinks a failing trace to a small one that breaks the same invariant, and normalizes it so
/// that the same bug found from different seeds tends to give the same trace.
///
/// Passes, repeated until none makes progress: cut after the failing step; drop a scene with
/// every event naming it; delta debugging
/// (ddmin) over events; cancel matched pairs (open/close, start/stop); removal of single
/// events (scheduler choices included); once those are stuck, removal of one event with every later event it
/// makes impossible; once that is stuck too, a run of two to four events replaced by one `advance`
/// (``replaceWindowsWithAdvance(_:)``); canonical arguments (time steps and touch
/// points from small fixed menus, smallest first); canonical scene names (B, C, ... in order of
/// first appearance). Every candidate is replayed through ``TraceRunner``; one that is invalid
/// or breaks another invariant is rejected, and so is a leak seen in another kind of capture than the original's
/// (``captureKind``: a card leak never shrinks to a snapshot leak, which would name another bug and claim), and so
/// is one whose violation is seen in another state of the app's own settings than the original's (``userSettings``:
/// the user's lock on or off, protection turned off or on, the claims a per-claim disable released, a lock family
/// member's `settings=` timeout, Android's screen-security switch): a leak found with the user's lock on would otherwise shrink to the trace without the
/// user's call, and be reported, and accepted by a baseline, as a leak with the lock off. Strategies without such
/// settings have none (`nil`), so their shrinks are the same as before.
///
/// A trace longer than ``longTrace`` events is first cut down by a lenient ddmin that skips the
/// events a removal made impossible: strict ddmin rejects most removals from a long trace (a
/// `closeAppSwitcher` left without its `openAppSwitcher`), which costs about n² replays.
///
/// A shrink that runs out of replays (``maxReplays``) or is stopped (``stop``) before a round of
/// passes changes nothing is *cut short* (``cutoff``): its trace still fails but is not minimal.
public struct Shrinker<Host: Platform> {
  /// The runner that judges candidates.
  public let runner: TraceRunner<Host>
  /// The invariant to keep broken.
  public let invariant: Host.Invariant
  /// The most replays to spend; `nil` (default) is ``replayCap(forLength:)`` of the trace shrunk.
  public var maxReplays: Int?
  /// Replays spent so far.
  public private(set) var replays = 0
  /// When to give up early (interrupt, time budget): the best trace so far is returned.
  public var stop = StopSignal()
  /// Why the last ``shrink(_:)`` stopped before its fixpoint, or `nil` when it reached it.
  public private(set) var cutoff: ShrinkCutoff?
  /// The cap in force for the current shrink.
  private var cap = 0
  /// The kind of capture the trace being shrunk leaked in (``finding(of:runner:)``), which every candidate must leak
  /// in too; `nil` when its invariant judges no capture (or before ``shrink(_:)``).
  public private(set) var captureKind: String?
  /// The app's settings state the trace being shrunk broke its invariant in (``Violation/userSettings``), which every
  /// candidate's violation must be seen in too; `nil` for a strategy without such settings (or before ``shrink(_:)``).
  public private(set) var userSettings: String?
  /// An extra condition a candidate that breaks the invariant must meet to be kept (for
  /// example, that a leak is still in the same kind of capture); `nil` keeps every such
  /// candidate. Checking it may replay the candidate again; those replays are not counted.
  public var keeps: (([Host.Event]) -> Bool)?
  /// Event classes the run turned off (`--weight name=0`): no simplification becomes one of them (an entry is not
  /// simplified into the `launch` it stands in for), so a counterexample holds only events the run could generate.
  public var turnedOff: Set<String> = []

  /// Creates a shrinker for traces that break `invariant` under `runner`.
  public init(runner: TraceRunner<Host>, invariant: Host.Invariant) {
    self.runner = runner
    self.invariant = invariant
  }

  /// Traces longer than this (after the cut at the failing step) get the lenient ddmin first;
  /// at most the default `--max-length` traces keep the strict passes alone, as before.
  public static var longTrace: Int { 64 }

  /// The default replay cap for a trace of `length` events: 2,000, or 10 per event when more.
  ///
  /// Measured on 300 traces each of `--max-length 200` and `2000` (subview-tag, cover-window,
  /// secure-layer): every shrink reached its fixpoint, in at most 242 replays (a 48-event trace,
  /// strict passes) and at most about one replay per event for traces over ``longTrace``.
  public static func replayCap(forLength length: Int) -> Int { max(2_000, 10 * length) }

  /// Whether another replay may run; records why not in ``cutoff``.
  mutating func hasBudget() -> Bool {
    if cutoff != nil { return false }
    if stop.shouldStop {
      cutoff = .stopped
      return false
    }
    if replays >= cap {
      cutoff = .replayCap
      return false
    }
    return true
  }

  /// ``runner`` asking ``stop`` inside long steps: a replay cut there is invalid, never a failing candidate.
  private var judge: TraceRunner<Host> {
    var r = runner
    r.stop = stop
    return r
  }

  mutating func fails(_ events: [Host.Event]) -> Violation<Host>? {
    guard hasBudget() else { return nil }
    replays += 1
    guard let v = violation(of: events), v.invariant == invariant, v.userSettings == userSettings else { return nil }
    return keeps.map { $0(events) } ?? true ? v : nil
  }

  /// The first violation of `events`, `nil` when they hold or are invalid, or when it is a leak in another kind of
  /// capture than ``captureKind`` (observed then; a plain replay otherwise).
  private func violation(of events: [Host.Event]) -> Violation<Host>? {
    guard let kind = captureKind else {
      guard case .violated(let v) = judge.run(events) else { return nil }
      return v
    }
    guard let found = Self.finding(of: events, runner: judge), found.captureKind == kind else { return nil }
    return found.violation
  }

  /// Runs `events` skipping every event impossible where it falls; when the invariant breaks,
  /// the events applied, through the failing step (a valid trace that fails the same way).
  private mutating func failsSkippingInvalid(_ events: [Host.Event]) -> [Host.Event]? {
    guard hasBudget() else { return nil }
    replays += 1
    let session = judge.makeSession()
    var applied: [Host.Event] = []
    var outcome: TraceOutcome<Host>?
    // The kind of capture the first violation was seen in, when the shrink keeps one.
    var kind: String?
    var seen = false
    let strategy = runner.strategy
    let observe: ((StepRecord<Host>) -> Void)? =
      captureKind == nil
      ? nil
      : { record in
        guard !seen, let v = record.violation else { return }
        seen = true
        kind = Self.captureKind(of: v, in: record.session.lastCaptureRecords, strategy: strategy)
      }
    if observe != nil { session.isLogging = true }
    for event in events {
      let step = session.step(applied.count, event, observe: observe)
      if session.wasCutShort { return nil }  // stopped inside the step: no verdict
      if case .invalid = step { continue }  // validation refuses before the device changes
      applied.append(event)
      outcome = step
      if outcome != nil { break }
    }
    guard case .violated(let v) = outcome ?? session.finish(step: applied.count, observe: observe),
      v.invariant == invariant, kind == captureKind, v.userSettings == userSettings
    else { return nil }
    return keeps.map { $0(applied) } ?? true ? applied : nil
  }

  /// A minimal failing trace for `events` (which must break the invariant); when the shrink is
  /// cut short (``cutoff``), the smallest failing trace found so far.
  public mutating func shrink(_ events: [Host.Event]) -> [Host.Event] {
    cutoff = nil
    cap = maxReplays ?? Self.replayCap(forLength: events.count)
    var current = events
    captureKind = nil
    userSettings = nil
    if invariant.captureKindNames.isEmpty {
      // ``fails(_:)`` with the settings state taken from this first replay, then kept through every pass.
      if hasBudget() {
        replays += 1
        if let v = violation(of: current), v.invariant == invariant, keeps.map({ $0(current) }) ?? true {
          userSettings = v.userSettings
          if v.step < current.count { current = Array(current[...v.step]) }
        }
      }
    } else if hasBudget() {
      // A leak: the kind of capture it was found in is kept through every pass, and the settings state.
      replays += 1
      if let found = Self.finding(of: current, runner: judge), found.violation.invariant == invariant {
        captureKind = found.captureKind
        userSettings = found.violation.userSettings
        if found.violation.step < current.count { current = Array(current[...found.violation.step]) }
      }
    }
    if current.count > Self.longTrace { current = lenientDdmin(current) }
    var changed = true
    while changed && hasBudget() {
      changed = false
      let before = current
      current = dropScenes(current)
      current = ddmin(current)
      current = removeMatchedPairs(current)
      current = removeSingles(current)
      current = canonicalizeArguments(current)
      current = canonicalizeScenes(current)
      current = removeSinglesCanonically(current)
      current = sortAdjacent(current)
      if current == before { current = removeSinglesLeniently(current) }
      // Last, as the lenient pass: a trace the other passes minimize keeps its form.
      if current == before { current = replaceWindowsWithAdvance(current) }
      if current != before { changed = true }
    }
    return current
  }

  /// ddmin where a candidate's impossible events are skipped and the events that ran are kept.
  private mutating func lenientDdmin(_ input: [Host.Event]) -> [Host.Event] {
    ddmin(input) { shrinker, complement in shrinker.failsSkippingInvalid(complement) }
  }

  private mutating func ddmin(_ input: [Host.Event]) -> [Host.Event] {
    ddmin(input) { shrinker, complement in shrinker.fails(complement) != nil ? complement : nil }
  }

  /// Zeller's ddmin over complements: `accept` returns the trace to keep for a failing
  /// complement (the complement itself, or what of it ran), or `nil` when it does not fail.
  private mutating func ddmin(
    _ input: [Host.Event], accepting accept: (inout Self, [Host.Event]) -> [Host.Event]?
  ) -> [Host.Event] {
    var events = input
    var n = 2
    while events.count >= 2 && hasBudget() {
      let chunk = (events.count + n - 1) / n
      var reduced = false
      var start = 0
      while start < events.count {
        let end = min(start + chunk, events.count)
        var complement = events
        complement.removeSubrange(start..<end)
        if !complement.isEmpty, let kept = accept(&self, complement) {
          events = kept
          n = max(n - 1, 2)
          reduced = true
          break
        }
        start = end
      }
      if !reduced {
        if n >= events.count { break }
        n = min(n * 2, events.count)
      }
    }
    return events
  }

  /// Drops each extra scene together with every event that names it.
  private mutating func dropScenes(_ input: [Host.Event]) -> [Host.Event] {
    var events = input
    var names: [String] = []
    let vocabulary = Host.vocabulary
    for e in events {
      let hooks = vocabulary.definition(of: e).shrinking
      if hooks.connectsScene, let id = hooks.scene?(e), !names.contains(id) { names.append(id) }
    }
    for name in names where hasBudget() {
      let candidate = events.filter { !Self.names(name, $0) }
      if candidate != events, !candidate.isEmpty, fails(candidate) != nil { events = candidate }
    }
    return events
  }

  /// Whether `event` names scene `id`.
  static func names(_ id: String, _ event: Host.Event) -> Bool {
    Host.vocabulary.definition(of: event).shrinking.scene?(event) == id
  }

  /// The event that undoes `event`, if it has one (open/close, start/stop, show/hide...): its
  /// definition's partner rule.
  static func partner(of event: Host.Event) -> ((Host.Event) -> Bool)? {
    guard let undoes = Host.vocabulary.definition(of: event).partner else { return nil }
    return { undoes(event, $0) }
  }

  /// Removes an event together with the next event that undoes it, which ddmin's aligned
  /// chunks miss; failing that, the whole round trip with what happened inside it (a launch
  /// through the termination that ends it), which no removal of one or two events can reach.
  private mutating func removeMatchedPairs(_ input: [Host.Event]) -> [Host.Event] {
    var events = input
    var i = 0
    while i < events.count && hasBudget() {
      if let matches = Self.partner(of: events[i]),
        let j = events[(i + 1)...].firstIndex(where: matches)
      {
        var candidate = events
        candidate.remove(at: j)
        candidate.remove(at: i)
        if !candidate.isEmpty, fails(candidate) != nil {
          events = candidate
          continue
        }
        if j > i + 1 {
          var span = events
          span.removeSubrange(i...j)
          if !span.isEmpty, fails(span) != nil {
            events = span
            continue
          }
        }
      }
      i += 1
    }
    return events
  }

  private mutating func removeSingles(_ input: [Host.Event]) -> [Host.Event] {
    var events = input
    var i = events.count - 1
    while i >= 0 && hasBudget() {
      var candidate = events
      candidate.remove(at: i)
      if !candidate.isEmpty, fails(candidate) != nil { events = candidate }
      i -= 1
    }
    return events
  }

  /// Removes one event together with every later event its removal makes impossible, when what still runs breaks
  /// the invariant: a step whose removal strands the ones after it (a force stop and the launch that only a
  /// stopped app accepts; a trip home and the return from it), which no strict removal of one, a partner pair or an
  /// aligned chunk reaches, since each of those leaves an impossible event behind. Run only once the strict passes
  /// are stuck, so a trace they already minimize is kept as it was; only a strictly shorter trace is taken.
  private mutating func removeSinglesLeniently(_ input: [Host.Event]) -> [Host.Event] {
    var events = input
    var i = events.count - 1
    while i >= 0 && hasBudget() {
      var candidate = events
      candidate.remove(at: i)
      if !candidate.isEmpty, let ran = failsSkippingInvalid(candidate), ran.count < candidate.count {
        events = ran
        i = min(i, events.count)
      }
      i -= 1
    }
    return events
  }

  /// The most canonical form of an event (its definition's; for iOS a touch in the middle of
  /// the first scene, the smallest time step, the first alert kind); other events are their own.
  static func canonical(_ event: Host.Event) -> Host.Event {
    Host.vocabulary.definition(of: event).shrinking.canonical?(event) ?? event
  }

  /// Removes one event while putting every other event in canonical form: escapes minima where
  /// an odd argument only mattered because of the removed event.
  private mutating func removeSinglesCanonically(_ input: [Host.Event]) -> [Host.Event] {
    var events = input
    var i = events.count - 1
    while i >= 0 && hasBudget() {
      var candidate = events.map(Self.canonical)
      candidate.remove(at: i)
      if !candidate.isEmpty, candidate != events, fails(candidate) != nil {
        events = candidate
        i = min(i, events.count)
      }
      i -= 1
    }
    return events
  }

  /// The rank of an event class in the canonical order (catalog order).
  static func rank(_ event: Host.Event) -> Int { Host.vocabulary.classIndex(of: event) ?? Int.max }

  /// Bubble-sorts adjacent events into catalog order where the swap keeps the failure, so the
  /// same bug reached through different interleavings gets one trace.
  private mutating func sortAdjacent(_ input: [Host.Event]) -> [Host.Event] {
    var events = input
    var swapped = true
    while swapped && hasBudget() {
      swapped = false
      for i in 0..<max(0, events.count - 1) where Self.rank(events[i + 1]) < Self.rank(events[i]) {
        var candidate = events
        candidate.swapAt(i, i + 1)
        if fails(candidate) != nil {
          events = candidate
          swapped = true
        }
      }
    }
    return events
  }

  /// Simpler forms of one event, most canonical first (its definition's).
  private func simplifications(of event: Host.Event) -> [Host.Event] {
    let all = Host.vocabulary.definition(of: event).shrinking.simplifications?(event) ?? []
    return turnedOff.isEmpty ? all : all.filter { !turnedOff.contains(Host.vocabulary.className(of: $0)) }
  }

  private mutating func canonicalizeArguments(_ input: [Host.Event]) -> [Host.Event] {
    var events = input
    var i = 0
    while i < events.count {
      let event = events[i]
      for candidate in simplifications(of: event) {
        var trial = events
        trial[i] = candidate
        if fails(trial) != nil {
          events = trial
          break
        }
        // A simpler event of another kind (the launch an entry stood in for) can leave what followed it impossible
        // (a dismiss of the sheet the entry's handler presented): the trial with those events skipped.
        if Host.definitionIndex(of: candidate) != Host.definitionIndex(of: event),
          let ran = failsSkippingInvalid(trial), ran.count < trial.count
        {
          events = ran
          break
        }
      }
      i += 1
    }
    return events
  }

  /// Renames scenes B, C, D... in order of first appearance, if the trace still fails.
  private mutating func canonicalizeScenes(_ input: [Host.Event]) -> [Host.Event] {
    var mapping: [(String, String)] = []
    func mapped(_ id: String) -> String {
      if id == "A" { return id }
      if let m = mapping.first(where: { $0.0 == id }) { return m.1 }
      let name = String(UnicodeScalar(UInt8(66 + mapping.count)))
      mapping.append((id, name))
      return name
    }
    let vocabulary = Host.vocabulary
    let renamed: [Host.Event] = input.map { event in
      guard let rename = vocabulary.definition(of: event).shrinking.renamingScene else { return event }
      return rename(event, mapped)
    }
    if renamed != input, fails(renamed) != nil { return renamed }
    return input
  }
}

/// Why a shrink stopped before its fixpoint.
public nonisolated enum ShrinkCutoff: String, Hashable, Sendable {
  /// The stop signal fired (interrupt, time budget).
  case stopped
  /// The replay cap ran out.
  case replayCap = "replay-cap"

  /// What cut the shrink short, for reports and trace comments.
  public var description: String {
    switch self {
    case .stopped: return "the run was stopped"
    case .replayCap: return "the replay cap ran out"
    }
  }
}
