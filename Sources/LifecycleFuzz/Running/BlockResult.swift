import ShieldModel

/// One generated trace that broke an invariant, after shrinking (or matched to an earlier
/// counterexample of its block).
public nonisolated struct FailureRecord: Hashable, Sendable {
  /// The generated trace's index in the run.
  public let index: Int
  /// The broken invariant.
  public let invariant: Invariant
  /// The generated trace's length in events.
  public let originalLength: Int
  /// Replays spent shrinking (0 when matched to an earlier counterexample).
  public let replays: Int
  /// The minimized events.
  public let events: [SystemEvent]
  /// What the minimized trace shows.
  public let detail: String

  /// The counterexample as a trace file's contents (without checkpoints).
  public func trace(strategy: String, profile: Profile, runSeed: UInt64) -> Trace {
    Trace(
      strategy: strategy, profile: profile, seed: runSeed, expected: .broken(invariant), events: events,
      comments: ["found by trace \(index) of run seed \(runSeed); \(detail)"])
  }
}

/// What one block of traces gave: the unit that workers and shards hand back.
public nonisolated struct BlockResult: Equatable, Sendable {
  /// The strategy's name.
  public let strategy: String
  /// The block number.
  public let block: Int
  /// Whether every trace of the block ran (false when stopped early).
  public var complete = true
  /// Traces generated.
  public var traces = 0
  /// Events generated.
  public var steps = 0
  /// Generated events per class.
  public var eventCounts: [String: Int] = [:]
  /// Abstract coverage.
  public var coverage = CoverageMap()
  /// Failing traces, in index order.
  public var failures: [FailureRecord] = []

  /// An empty result for `block` of `strategy`.
  public init(strategy: String, block: Int) {
    self.strategy = strategy
    self.block = block
  }
}

nonisolated extension BlockResult {
  /// Line-oriented text, tab-separated, keys sorted, so equal results give equal bytes:
  ///
  /// ```
  /// block <strategy> <block> <complete 0|1> <traces> <steps>
  /// count <class> <n>
  /// state <abstract state's universe index> <n>
  /// transition <numeric transition key: (from * 32 + class) * 256 + to> <n>
  /// failure <index> <invariant> <original length> <replays> <events joined by ' · '> <detail>
  /// end
  /// ```
  public var text: String {
    var lines = ["block\t\(strategy)\t\(block)\t\(complete ? 1 : 0)\t\(traces)\t\(steps)"]
    for k in eventCounts.keys.sorted() { lines.append("count\t\(k)\t\(eventCounts[k]!)") }
    // Numeric keys: a worker writes a block's coverage without building any state text.
    for e in coverage.stateEntries { lines.append("state\t\(e.key)\t\(e.count)") }
    for e in coverage.transitionEntries { lines.append("transition\t\(e.key)\t\(e.count)") }
    for f in failures {
      lines.append(
        "failure\t\(f.index)\t\(f.invariant.rawValue)\t\(f.originalLength)\t\(f.replays)\t\(f.events.map(\.text).joined(separator: " · "))\t\(f.detail)")
    }
    lines.append("end")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Parses every complete block (`block` ... `end`) in `text`; a trailing block cut off
  /// without `end` (a worker killed mid-write) is dropped.
  ///
  /// - Throws: ``TraceFileError`` naming `file` and the line for a malformed line.
  public static func parseAll(_ text: String, file: String) throws(TraceFileError) -> [BlockResult] {
    var out: [BlockResult] = []
    var current: BlockResult?
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let n = i + 1
      let f = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      func bad(_ why: String) -> TraceFileError { TraceFileError(file: file, line: n, message: why) }
      func int(_ s: String) throws(TraceFileError) -> Int {
        guard let v = Int(s), v >= 0 else { throw bad("'\(s)' is not a count") }
        return v
      }
      switch f[0] {
      case "", "#": continue
      case "block":
        guard f.count == 6 else { throw bad("a block line has 6 fields") }
        var b = BlockResult(strategy: f[1], block: try int(f[2]))
        b.complete = f[3] == "1"
        b.traces = try int(f[4])
        b.steps = try int(f[5])
        current = b
      case "count", "state", "transition":
        guard f.count == 3, current != nil else { throw bad("'\(f[0])' outside a block or without 3 fields") }
        let v = try int(f[2])
        if f[0] == "count" { current!.eventCounts[f[1], default: 0] += v }
        if f[0] == "state", current!.coverage.add(stateIndex: try int(f[1]), count: v) == false {
          throw bad("'\(f[1])' is not an abstract state index")
        }
        if f[0] == "transition", current!.coverage.add(transitionKey: try int(f[1]), count: v) == false {
          throw bad("'\(f[1])' is not a transition key")
        }
      case "failure":
        guard f.count == 7, current != nil else { throw bad("a failure line has 7 fields inside a block") }
        guard let inv = Invariant(rawValue: f[2]) else { throw bad("unknown invariant '\(f[2])'") }
        var events: [SystemEvent] = []
        for e in f[5].components(separatedBy: " · ") {
          do { events.append(try SystemEvent(text: e)) } catch { throw bad(error.message) }
        }
        current!.failures.append(
          FailureRecord(index: try int(f[1]), invariant: inv, originalLength: try int(f[3]), replays: try int(f[4]), events: events, detail: f[6]))
      case "end":
        guard let c = current else { throw bad("'end' without a block") }
        out.append(c)
        current = nil
      default:
        if f[0].hasPrefix("lifecycle-fuzz results") || f[0].hasPrefix("config") { continue }
        throw bad("unknown line kind '\(f[0])'")
      }
    }
    return out
  }
}

extension BlockResult {
  /// Adds `events` to ``eventCounts``, counting by class index so that no event text is built.
  mutating func countClasses(of events: [SystemEvent]) {
    var counts = [Int](repeating: 0, count: EventClass.allCases.count)
    for e in events {
      if let c = EventClass(of: e) {
        counts[c.rawValue] += 1
      } else {
        eventCounts[EventGenerator.eventClass(of: e), default: 0] += 1
      }
    }
    for c in EventClass.allCases where counts[c.rawValue] > 0 { eventCounts[c.name, default: 0] += counts[c.rawValue] }
  }
}
