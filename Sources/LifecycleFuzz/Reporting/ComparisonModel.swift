/// What a comparison does: which strategies, on which profiles, how many shared traces.
public struct ComparisonConfiguration<Host: Platform> {
  /// The seed; trace `i` of every profile uses ``SplitMix64/traceSeed(runSeed:index:)``.
  public var seed: UInt64 = 20_261_129
  /// Traces generated per profile, each replayed against every strategy.
  public var traces = 200
  /// The longest trace generated, in events.
  public var maxLength = 24
  /// The strategies, in order.
  public var strategies: [Host.Strategy]
  /// The profiles every strategy runs on, in order; empty means each strategy runs only on its
  /// own ``StrategyDescriptor/defaultProfile`` (strategies sharing one share its traces).
  public var profiles: [Host.Profile] = []
  /// Failing traces tried, per cell, when looking for a minimized counterexample.
  public var shrinkCandidates = 3
  /// The invariants checked (`--invariant`, `--skip-invariant`): the cells of the others count
  /// no failures and the reports name them as not checked.
  public var invariants = InvariantSelection<Host.Invariant>.all
  /// Generator weights set per event class (`--weight name=N`), in order; the last one wins.
  public var weightOverrides: [(name: String, weight: Int)] = []
  /// Whether each strategy is judged on the traces `run` generates for it on each profile (``Comparison/runTraces``:
  /// its own app's screens and event weights, swarm and steering) instead of traces shared with the others, generated
  /// against the bare sample app. The review sets it, and so does `compare` with an app-logic script: a sign-off, and a
  /// script's comparison, must explore what `run` explores (shared bare traces never entered a script's own screens
  /// nor drew its events, and said "holds" where `run` found a leak).
  public var usesRunTraces = false

  /// Creates the default configuration for `strategies`.
  public init(strategies: [Host.Strategy]) { self.strategies = strategies }

  /// Whether every strategy runs on every one of ``profiles`` (otherwise each on its own).
  public var isCrossProfile: Bool { !profiles.isEmpty }

  /// The profiles actually used, each with the strategies replaying its traces, in order: the
  /// named profiles with every strategy, or each distinct default profile (in order of first
  /// use) with the strategies whose own profile it is.
  public var groups: [(profile: Host.Profile, strategies: [Host.Strategy])] {
    if isCrossProfile { return profiles.map { ($0, strategies) } }
    var out: [(profile: Host.Profile, strategies: [Host.Strategy])] = []
    for s in strategies {
      if let i = out.firstIndex(where: { $0.profile == s.defaultProfile }) {
        out[i].strategies.append(s)
      } else {
        out.append((s.defaultProfile, [s]))
      }
    }
    return out
  }
}

/// A row of the matrix: an invariant, and for the two leak invariants the kind of capture.
public nonisolated struct CellKey<Host: Platform>: Hashable, Sendable {
  /// The invariant.
  public let invariant: Host.Invariant
  /// The capture kind for an invariant broken by captures (`snapshot-leak`, `capture-leak`),
  /// else `nil`.
  public let kind: String?

  /// A row.
  public init(invariant: Host.Invariant, kind: String?) {
    self.invariant = invariant
    self.kind = kind
  }

  /// Every row in report order: invariants in declaration order, one row per capture kind for
  /// those broken by captures (switcher card and snapshot, screenshot, recording, mirroring),
  /// one row for the others (stranded-cover, touch-blocked, crash, residue).
  public static var all: [CellKey] {
    Host.Invariant.allCases.flatMap { invariant in
      invariant.captureKindNames.isEmpty
        ? [CellKey(invariant: invariant, kind: nil)]
        : invariant.captureKindNames.map { CellKey(invariant: invariant, kind: $0) }
    }
  }

  /// The row of captures of `kind`: the invariant that judges them.
  public static func row(ofCaptureKind kind: String) -> CellKey? {
    Host.Invariant.allCases.first { $0.captureKindNames.contains(kind) }.map { CellKey(invariant: $0, kind: kind) }
  }

  /// `snapshot-leak/switcherCard`, `stranded-cover`.
  public var name: String { kind.map { "\(invariant.rawValue)/\($0)" } ?? invariant.rawValue }

  /// The HTML column title: `switcher card`, `stranded cover`.
  var title: String { kind.map(Host.captureKindTitle) ?? invariant.title }

  /// The Markdown column title: `card`, `stranded`.
  var shortTitle: String { kind.map(Host.captureKindShortName) ?? invariant.shortTitle }
}

/// Where the first failure of a cell happened.
public nonisolated struct FirstFailure: Hashable, Sendable {
  /// Traces run up to and including the failing one (1 = the first trace failed).
  public let traces: Int
  /// Steps run over all those traces up to and including the failing step (the settling after
  /// the last event counts as a step).
  public let steps: Int
}

/// A counterexample behind one or more failing cells, with its timeline.
public nonisolated struct Counterexample<Host: Platform>: Hashable, Sendable {
  /// Its number in the report, from 1.
  public let id: Int
  /// The trace (minimized when ``isMinimized``).
  public let trace: Trace<Host>
  /// What the checker saw, in one line.
  public let detail: String
  /// Whether the shrinker minimized it; otherwise it is the generated trace cut after the
  /// failing step (the shrinker keeps only a trace's first violation).
  public let isMinimized: Bool
  /// The length of the generated trace it came from, in events.
  public let originalLength: Int
  /// The run, step by step, without stopping at the first violation.
  public let timeline: Timeline<Host>
  /// What the leaking capture showed, for a counterexample of a leak cell.
  public var evidence: FindingEvidence?
  /// The open questions its verdict rests on (``FlagDependence``).
  public var dependences: [FlagDependence.Dependence] = []
  /// Why no app code avoids it on its profile, when it is a platform limit (``PlatformLimit``).
  public var platformLimit: PlatformLimit.Limit?
}

/// One cell of the matrix: a strategy on a profile against one invariant (and capture kind).
public nonisolated struct ComparisonCell<Host: Platform>: Hashable, Sendable {
  /// The row.
  public let key: CellKey<Host>
  /// Whether the strategy claims this kind of capture (always true for the other invariants).
  /// For an unclaimed kind the numbers say how often it would fail if it did.
  public let isClaimed: Bool
  /// Traces that failed the cell.
  public let failures: Int
  /// The 95% Wilson interval of the failure rate.
  public let interval: WilsonInterval
  /// Where the first failure happened, if any.
  public let firstFailure: FirstFailure?
  /// Virtual seconds summed over all traces during which sensitive content was visible in this
  /// kind of image: a live switcher card; a sensitive switcher snapshot, from the time it was
  /// taken until its scene returns to the foreground (or a clean snapshot replaces it) or the trace
  /// ends, since the switcher shows it as the card all that time; recorded or mirrored frames.
  /// `nil` for screenshots (instants) and the other invariants, and when ``exposureNotMeasured``. On shared traces a
  /// failing cell can show 0 s when every failing trace ends at the step that took the image.
  public let exposureSeconds: Double?
  /// Whether this kind's exposure was not measured (``exposureSeconds`` `nil`): on run's traces
  /// (``ComparisonReport/usesRunTraces``: an app-logic script, the review) every trace that leaks a kind the strategy
  /// claims ends at the step that took its first sensitive image, as run's does, so how long the recording, mirroring,
  /// card or stored snapshot would have shown it lies in events never drawn; a sum of 0 s would read as no exposure.
  public internal(set) var exposureNotMeasured = false
  /// The ``Counterexample/id`` of the minimized counterexample, for a claimed failing cell.
  public let counterexample: Int?
  /// For a claimed cell no trace failed, the ``Counterexample/id`` of the strategy's minimized counterexample of this
  /// cell on another profile that fails it when replayed on this one (``Comparison``'s replays), or `nil`: a review
  /// must not say `holds` where the same trace breaks.
  public internal(set) var replayedCounterexample: Int? = nil

  /// Whether the cell fails: a trace failed it, or another profile's counterexample replayed here does.
  public var fails: Bool { failures > 0 || replayedCounterexample != nil }
}

/// One strategy on one profile over the shared traces.
public nonisolated struct StrategyRun<Host: Platform>: Hashable, Sendable {
  /// The strategy's name.
  public let strategy: String
  /// What it claims, as in `list strategies`.
  public let claims: String
  /// The profile.
  public let profile: Host.Profile
  /// Whether `profile` is the strategy's own default profile.
  public let isOwnProfile: Bool
  /// Traces run.
  public let traces: Int
  /// Steps run (events applied plus one settling per trace that reached its end).
  public let steps: Int
  /// Traces cut short because an earlier failure made an event impossible (a crash).
  public let cutShort: Int
  /// Virtual seconds, over all traces, during which a cover was on screen while the app was
  /// only behind a system prompt, Control Center or Notification Center (not the switcher, not
  /// the background): time the user could have seen the app but saw the cover.
  public let falsePositiveCoverSeconds: Double
  /// Virtual seconds of exposure per ``Platform/exposureChannels`` entry, over all traces (for iOS, a switcher card
  /// zooming out of the app showing sensitive content before it settles): measured, not a failure; empty when nothing
  /// was measured.
  public let channelExposureSeconds: [Double]

  /// The seconds measured on exposure channel `c` (0 when nothing was).
  public func exposureSeconds(channel c: Int) -> Double {
    c < channelExposureSeconds.count ? channelExposureSeconds[c] : 0
  }
  /// Virtual seconds, over all traces, covered by the timelines (the sum of their durations):
  /// the denominator of ``falsePositiveCoverSeconds``.
  public let totalSeconds: Double
  /// The cells, in ``CellKey/all`` order.
  public internal(set) var cells: [ComparisonCell<Host>]
  /// The device-state invariants the strategy does not claim (``Platform/claims(_:invariant:)``: a lock's
  /// promises for a strategy that is no lock, for example), in ``CellKey/all`` order: the review report says
  /// "not claimed" for them, not "holds", since only a promise the strategy makes can break them.
  public let unclaimedInvariants: [Host.Invariant]
  /// On run's traces (``ComparisonConfiguration/usesRunTraces``), the `never reached:` lines of the strategy's
  /// app-logic script (``RunReport/unreachedLines(of:on:reached:turnedOff:_:)``): code no verdict says anything about.
  public var unreachedScript: [String] = []
}

/// A whole comparison: the configuration's numbers, every strategy-profile run, and the
/// counterexamples the cells point to.
public nonisolated struct ComparisonReport<Host: Platform>: Hashable, Sendable {
  /// The seed.
  public let seed: UInt64
  /// Traces per profile.
  public let traces: Int
  /// The longest trace, in events.
  public let maxLength: Int
  /// Events generated per profile (the same for every strategy; with ``ComparisonConfiguration/usesRunTraces``, the
  /// sum of every strategy's own traces).
  public let generatedEvents: [Int]
  /// The profiles, in order.
  public let profiles: [Host.Profile]
  /// Whether every strategy ran on every profile (`--profile`), rather than each on its own.
  public let isCrossProfile: Bool
  /// Runs, profile by profile, strategies in configuration order within each.
  public let runs: [StrategyRun<Host>]
  /// Counterexamples, numbered from 1 in the order the cells point to them.
  public let counterexamples: [Counterexample<Host>]
  /// The invariants checked; the reports name the others.
  public var invariants = InvariantSelection<Host.Invariant>.all
  /// The weights set with `--weight`, in order (empty: the default weights).
  public var weightOverrides: [String] = []
  /// Whether every strategy was measured on every trace (false: a signal stopped it, ``Comparison/stop``).
  public var isComplete = true
  /// Whether each strategy was measured on its own `run` traces (``ComparisonConfiguration/usesRunTraces``).
  public var usesRunTraces = false
}
