import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel

/// Whether a strategy's model runs stay flat: per-event cost by trace length, the model's
/// structure sizes over a long trace, and objects left alive by finished traces.
///
/// Wall-clock based for the costs (never part of `swift test` or a run's report); the counts are
/// exact. `scripts/memory-check.sh` prints one row per built-in strategy.
package enum MemoryCheck {
  /// The result for one strategy on one profile.
  package struct Row {
    /// The strategy's name.
    package let strategy: String
    /// Mean microseconds per step (an event on the strategy device and the baseline, with all
    /// checks) over the second half of traces of each length in ``lengths``.
    package let microsecondsPerStep: [Double]
    /// The model's structure sizes, largest over the first 1,000 steps of the longest trace.
    package let early: ModelCensus
    /// The same, largest over its last 1,000 steps.
    package let late: ModelCensus
    /// Live views, windows and layers when the longest trace ended, minus those before it.
    package let liveAtEnd: (views: Int, windows: Int, layers: Int)
    /// Views, windows and layers still alive after `run`-style short traces and their devices
    /// ended, per 100 traces (zero unless something leaks).
    package let leakedPer100Traces: (views: Int, windows: Int, layers: Int)
    /// Times the long trace had to start over (a crash, or no valid event).
    package let restarts: Int

    /// The structures whose late size exceeds twice the early one plus 4: they grow with length.
    package var growing: [String] {
      zip(early.fields, late.fields).compactMap { e, l in l.1 > 2 * e.1 + 4 ? e.0 : nil }
    }

    /// Whether the cost at the longest length is more than twice that at the shortest.
    package var costGrows: Bool {
      guard let first = microsecondsPerStep.first, let last = microsecondsPerStep.last, first > 0 else { return false }
      return last > 2 * first
    }

    /// Whether nothing grows and nothing leaks.
    package var isFlat: Bool {
      growing.isEmpty && !costGrows && leakedPer100Traces == (0, 0, 0)
    }
  }

  /// The trace lengths whose per-step cost is measured.
  package static let lengths = [100, 1_000, 10_000]

  /// Measures `strategy` on `profile`.
  ///
  /// - Parameters:
  ///   - lengths: trace lengths in steps; each is run often enough to time at least
  ///     `minimumTimedSteps` steps of second halves.
  ///   - shortTraces: traces of at most 24 events run as `run` does, for the leak count.
  package static func check(
    _ strategy: StrategyDescriptor, profile: Profile? = nil, lengths: [Int] = lengths,
    minimumTimedSteps: Int = 2_000, shortTraces: Int = 300
  ) -> Row {
    let profile = profile ?? strategy.defaultProfile
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: profile)
    var costs: [Double] = []
    var early = ModelCensus()
    var late = ModelCensus()
    var liveAtEnd = (views: 0, windows: 0, layers: 0)
    var restarts = 0
    for (n, length) in lengths.enumerated() {
      let repetitions = max(1, (2 * minimumTimedSteps + length - 1) / length)
      var seconds = 0.0
      var timed = 0
      for r in 0..<repetitions {
        let isLongest = n == lengths.count - 1 && r == 0
        let before = LiveObjects.snapshot
        let run = longTrace(runner, length: length, seed: UInt64(length * 100 + r)) { step, device in
          guard isLongest else { return }
          if step < 1_000 { early.formMaximum(device.census) }
          if step >= length - 1_000 { late.formMaximum(device.census) }
        }
        seconds += run.secondHalfSeconds
        timed += length - length / 2
        if isLongest {
          restarts = run.restarts
          let after = run.liveAtEnd
          liveAtEnd = (after.views - before.views, after.windows - before.windows, after.layers - before.layers)
        }
      }
      costs.append(seconds / Double(timed) * 1e6)
    }
    return Row(
      strategy: strategy.name, microsecondsPerStep: costs, early: early, late: late, liveAtEnd: liveAtEnd,
      leakedPer100Traces: leaked(runner, traces: shortTraces), restarts: restarts)
  }

  /// Runs one generated trace of `length` steps, not stopping at violations; starts over on a
  /// crash or when no event is valid. Returns the seconds taken by the second half, the live
  /// objects just before the devices go, and the restarts.
  private static func longTrace(
    _ runner: TraceRunner<IOSPlatform>, length: Int, seed: UInt64, observe: (Int, Device) -> Void
  ) -> (secondHalfSeconds: Double, liveAtEnd: (views: Int, windows: Int, layers: Int), restarts: Int) {
    var session = runner.makeSession()
    let generator = EventGenerator<IOSPlatform>()
    var rng = SplitMix64(seed: seed)
    var restarts = 0
    _ = session.step(0, .launch, observe: nil)
    var clock = Stopwatch()
    var step = 1
    while step < length {
      if step == length / 2 { clock = Stopwatch() }
      guard !session.device.isCrashed, let event = generator.next(for: session, rng: &rng) else {
        session = runner.makeSession()
        restarts += 1
        _ = session.step(step, .launch, observe: nil)
        step += 1
        continue
      }
      _ = session.step(step, event, observe: nil)
      observe(step, session.device)
      step += 1
    }
    return (clock.seconds, LiveObjects.snapshot, restarts)
  }

  /// Objects left alive per 100 short traces once their devices are gone.
  private static func leaked(_ runner: TraceRunner<IOSPlatform>, traces: Int) -> (views: Int, windows: Int, layers: Int)
  {
    var config = RunConfiguration<IOSPlatform>()
    config.corpusDirectory = nil
    let campaign = Campaign<IOSPlatform>(configuration: config)
    // One trace first: whatever a process keeps once (caches) is not a leak.
    _ = campaign.generateTrace(seed: SplitMix64.traceSeed(runSeed: config.seed, index: 0), runner: runner)
    let before = LiveObjects.snapshot
    for index in 1...max(traces, 1) {
      _ = campaign.generateTrace(seed: SplitMix64.traceSeed(runSeed: config.seed, index: index), runner: runner)
    }
    let after = LiveObjects.snapshot
    func per100(_ d: Int) -> Int { (d * 100 + traces - 1) / max(traces, 1) }
    return (
      per100(after.views - before.views), per100(after.windows - before.windows), per100(after.layers - before.layers)
    )
  }

  /// The table: one row per strategy, then the verdict.
  package static func report(_ rows: [Row]) -> String {
    var out = "strategy                              us/step @100   @1k  @10k   leaked/100 traces (v/w/l)  growing\n"
    for r in rows {
      let name = r.strategy.padding(toLength: 36, withPad: " ", startingAt: 0)
      let costs = r.microsecondsPerStep.map { String(format: "%6.1f", $0) }.joined(separator: " ")
      let leak = "\(r.leakedPer100Traces.views)/\(r.leakedPer100Traces.windows)/\(r.leakedPer100Traces.layers)"
      var notes = r.growing
      if r.costGrows { notes.append("cost") }
      out += "\(name)  \(costs)   \(leak.padding(toLength: 26, withPad: " ", startingAt: 0)) "
      out += (notes.isEmpty ? "-" : notes.joined(separator: ",")) + "\n"
    }
    let bad = rows.filter { !$0.isFlat }
    out +=
      bad.isEmpty
      ? "\nall \(rows.count) strategies flat\n" : "\nnot flat: \(bad.map(\.strategy).joined(separator: ", "))\n"
    return out
  }

  /// Every structure size of the longest trace, early and late, for one row.
  package static func details(_ r: Row) -> String {
    "\(r.strategy): restarts=\(r.restarts) live-at-end v/w/l=\(r.liveAtEnd.views)/\(r.liveAtEnd.windows)/\(r.liveAtEnd.layers)\n"
      + "  first 1k: \(r.early)\n  last 1k:  \(r.late)\n"
  }
}

extension LiveObjects {
  /// The three counts now.
  package static var snapshot: (views: Int, windows: Int, layers: Int) { (views, windows, layers) }
}
