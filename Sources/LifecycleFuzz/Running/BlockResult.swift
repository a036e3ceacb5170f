import Foundation

/// One generated trace that broke an invariant, after shrinking (or matched to an earlier
/// counterexample of its block).
public nonisolated struct FailureRecord<Host: Platform>: Hashable, Sendable {
  /// The generated trace's index in the run.
  public let index: Int
  /// The broken invariant.
  public let invariant: Host.Invariant
  /// The generated trace's length in events.
  public let originalLength: Int
  /// Replays spent shrinking (0 when matched to an earlier counterexample).
  public let replays: Int
  /// The minimized events.
  public let events: [Host.Event]
  /// What the minimized trace shows.
  public let detail: String
  /// Why the shrink stopped before its fixpoint (the events are not minimal), or `nil`.
  public var cutoff: ShrinkCutoff?
  /// Why the corpus could not save it, or `nil` (saved, already there, or not to be written).
  public var saveError: CorpusWriteError?
  /// The open questions its verdict rests on, when the worker that found it replayed them
  /// (``RunConfiguration/workerReplaysDependences``), or `nil`: the parent replays them if a report asks.
  public var dependences: [FlagDependence.Dependence]?
  /// What its SARIF result names of the leak, when the worker that found it replayed it
  /// (``RunConfiguration/workerReplaysEvidence``), or `nil`: the parent replays it.
  public var evidence: ReplayedEvidence?

  /// Creates a record of a shrunk failure (not cut short, not failed to save).
  public init(
    index: Int, invariant: Host.Invariant, originalLength: Int, replays: Int, events: [Host.Event], detail: String
  ) {
    self.index = index
    self.invariant = invariant
    self.originalLength = originalLength
    self.replays = replays
    self.events = events
    self.detail = detail
  }

  /// The counterexample as a trace file's contents (without checkpoints); an unshrunk one has
  /// a second comment saying so (``Trace/isUnshrunk``).
  public func trace(strategy: String, profile: Host.Profile, runSeed: UInt64) -> Trace<Host> {
    var comments = ["found by trace \(index) of run seed \(runSeed); \(detail)"]
    if let cutoff { comments.append(Trace<Host>.unshrunkComment(cutoff, replays: replays)) }
    return Trace(
      strategy: strategy, profile: profile, seed: runSeed, expected: .broken(invariant), events: events,
      comments: comments)
  }
}

/// What one block of traces gave: the unit that workers and shards hand back.
public nonisolated struct BlockResult<Host: Platform>: Equatable, Sendable {
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
  public var coverage = CoverageMap<Host>()
  /// Failing traces, in index order.
  public var failures: [FailureRecord<Host>] = []
  /// Milliseconds of exposure per ``Platform/exposureChannels`` entry (iOS: the zooming switcher card showing sensitive
  /// content, ``ShieldModel/Device/switcherZoomExposure``), summed over the block's traces (each rounded); empty when
  /// nothing was measured.
  public var exposureMilliseconds: [Int] = []
  /// The app-logic script's coverage points the block's traces reached, a bit per
  /// ``PlatformStrategy/scriptBranches`` index; empty for a strategy without a script.
  public var scriptBranchBits: [UInt64] = []
  /// The kinds of capture the block's traces took (``Campaign/tracksCaptures``), or `nil` when not recorded.
  public var capturedKinds: [String]?

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
  /// exposure <milliseconds per exposure channel>   (only when one is not 0)
  /// branches <64-bit words of reached script points, hexadecimal>   (only for a strategy with a script)
  /// captured <kinds of capture taken>   (only when recorded: a run with a class weighted 0)
  /// state <abstract state's universe index> <n>
  /// transition <numeric transition key: (from * 32 + class) * 256 + to> <n>
  /// failure <index> <invariant> <original length> <replays> <events joined by ' · '> <detail>
  /// unshrunk <index> <stopped|replay-cap>          (after its failure: the shrink was cut short)
  /// unsaved <index> <path> <reason>                (after its failure: the corpus save failed)
  /// check <failure lines> <checksum>
  /// end
  /// ```
  ///
  /// The `check` line seals the block: its number of `failure` lines and ``checksum(_:)`` of
  /// every line from `block` up to it, so a line deleted, added or changed is an error there.
  public var text: String { text(withDependences: false) }

  /// ``text``, with a `depends <index> <JSON of the dependences>` line after each failure that has
  /// ``FailureRecord/dependences`` and an `evidence <index> <JSON>` line after each that has
  /// ``FailureRecord/evidence`` when `withDependences` (what a worker hands its parent; never a results file's).
  package func text(withDependences: Bool) -> String {
    var lines = ["block\t\(Self.field(ofStrategy: strategy))\t\(block)\t\(complete ? 1 : 0)\t\(traces)\t\(steps)"]
    for k in eventCounts.keys.sorted() { lines.append("count\t\(k)\t\(eventCounts[k]!)") }
    if exposureMilliseconds.contains(where: { $0 > 0 }) {
      lines.append("exposure\t" + exposureMilliseconds.map(String.init).joined(separator: "\t"))
    }
    if !scriptBranchBits.isEmpty {
      lines.append("branches\t" + scriptBranchBits.map { String($0, radix: 16) }.joined(separator: "\t"))
    }
    if let capturedKinds { lines.append((["captured"] + capturedKinds).joined(separator: "\t")) }
    // Numeric keys: a worker writes a block's coverage without building any state text.
    for e in coverage.stateEntries { lines.append("state\t\(e.key)\t\(e.count)") }
    for e in coverage.transitionEntries { lines.append("transition\t\(e.key)\t\(e.count)") }
    for f in failures {
      lines.append(
        "failure\t\(f.index)\t\(f.invariant.rawValue)\t\(f.originalLength)\t\(f.replays)\t\(f.events.map(Host.vocabulary.text(of:)).joined(separator: " · "))\t\(f.detail)"
      )
      // Only when set, so results files without either keep their bytes.
      if let c = f.cutoff { lines.append("unshrunk\t\(f.index)\t\(c.rawValue)") }
      if let e = f.saveError { lines.append("unsaved\t\(f.index)\t\(e.path)\t\(e.reason)") }
      if withDependences, let d = f.dependences, let json = try? JSONEncoder().encode(d) {
        lines.append("depends\t\(f.index)\t\(String(decoding: json, as: UTF8.self))")
      }
      if withDependences, let e = f.evidence, let json = try? JSONEncoder().encode(e) {
        lines.append("evidence\t\(f.index)\t\(String(decoding: json, as: UTF8.self))")
      }
    }
    let body = lines.joined(separator: "\n") + "\n"
    return body + "check\t\(failures.count)\t\(hex16(Self.checksum(body.utf8)))\nend\n"
  }

  /// The checksum a `check` line records: 64-bit FNV-1a of the block's bytes from its `block`
  /// line up to the `check` line, each line with its newline.
  package static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes, from start: UInt64 = checksumStart) -> UInt64 {
    var h = start
    for b in bytes {
      h ^= UInt64(b)
      h &*= 0x0000_0100_0000_01B3
    }
    return h
  }

  /// The FNV-1a offset basis, where ``checksum(_:from:)`` starts.
  package static var checksumStart: UInt64 { 0xcbf2_9ce4_8422_2325 }

  /// Parses every complete block (`block` ... `end`) in `text`; a trailing block cut off
  /// without `end` (a worker killed mid-write) is dropped.
  ///
  /// - Throws: ``TraceFileError`` naming `file` and the line for a malformed line.
  public static func parseAll(_ text: String, file: String) throws(TraceFileError) -> [BlockResult<Host>] {
    try parseAll(text, file: file, firstLine: 1)
  }

  /// ``parseAll(_:file:)`` for a part of a file that starts at line `firstLine`.
  ///
  /// - Parameter readsDependences: whether `depends` lines (a worker's, ``text(withDependences:)``) are read; a
  ///   results file has none, and one there is an unknown line kind; the same for `evidence` lines.
  static func parseAll(_ text: String, file: String, firstLine: Int, readsDependences: Bool = false)
    throws(TraceFileError) -> [BlockResult<Host>]
  {
    try parseLocated(text, file: file, firstLine: firstLine, readsDependences: readsDependences).map(\.result)
  }

  /// ``parseAll(_:file:)`` with the line of each block's `block` line and of each of its
  /// `failure` lines (in ``failures`` order), for errors that `merge` finds later.
  ///
  /// - Throws: ``TraceFileError`` naming `file` and the line for a malformed line, a count
  ///   that overflows or a coverage key out of order (the writer sorts them, so a repeated key
  ///   is an error rather than a sum).
  package static func parseLocated(
    _ text: String, file: String, firstLine: Int = 1, requiresEveryBlockClosed: Bool = false,
    readsDependences: Bool = false
  ) throws(TraceFileError) -> [(result: BlockResult<Host>, line: Int, failureLines: [Int])] {
    var out: [(result: BlockResult<Host>, line: Int, failureLines: [Int])] = []
    var current: BlockResult<Host>?
    var blockLine = 0
    var failureLines: [Int] = []
    // The last state and transition key of the current block: keys must increase.
    var lastState = -1
    var lastTransition = -1
    // The checksum of the current block's lines so far, and whether its `check` line was read.
    var digest = checksumStart
    var sealed = false
    // Lines and fields split on UTF-8 bytes: results files run to megabytes, and splitting a
    // String walks grapheme clusters (most of the parent's time after its workers finish).
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    // Failures of one bug repeat the same minimized events: parse each distinct text once.
    var parsedEvents: [Substring: [Host.Event]] = [:]
    for (i, raw) in lines.enumerated() {
      let n = firstLine + i
      let f = raw.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      func bad(_ why: String) -> TraceFileError { TraceFileError(file: file, line: n, message: why) }
      func string(_ k: Int) -> String { String(decoding: f[k], as: UTF8.self) }
      func int(_ k: Int) throws(TraceFileError) -> Int {
        guard let v = Self.count(f[k]) else { throw bad("'\(string(k))' is not a count") }
        return v
      }
      func kind(_ name: String) -> Bool { f[0].elementsEqual(name.utf8) }
      if sealed, !kind("end") { throw bad("'\(string(0))' after the block's check line (only 'end' may follow)") }
      defer {
        if current != nil, !sealed {
          digest = checksum(raw, from: digest)
          digest = checksum(CollectionOfOne(UInt8(ascii: "\n")), from: digest)
        }
      }
      // Coverage lines first: nearly every line is one.
      if kind("transition") || kind("state") || kind("count") {
        guard f.count == 3, current != nil else { throw bad("'\(string(0))' outside a block or without 3 fields") }
        let v = try int(2)
        if kind("transition") {
          let key = try int(1)
          guard key > lastTransition else { throw bad("transition \(key) repeated or out of order") }
          lastTransition = key
          guard current!.coverage.add(transitionKey: key, count: v) else {
            throw bad("'\(string(1))' is not a transition key")
          }
        } else if kind("state") {
          let key = try int(1)
          guard key > lastState else { throw bad("state \(key) repeated or out of order") }
          lastState = key
          guard current!.coverage.add(stateIndex: key, count: v) else {
            throw bad("'\(string(1))' is not an abstract state index")
          }
        } else {
          let name = string(1)
          guard current!.eventCounts[name] == nil else { throw bad("count '\(name)' repeated in the block") }
          current!.eventCounts[name] = v
        }
        continue
      }
      switch string(0) {
      case "", "#": continue
      case "exposure":
        guard f.count >= 2, current != nil else { throw bad("'exposure' outside a block or without a value") }
        var values: [Int] = []
        for i in 1..<f.count { values.append(try int(i)) }
        current!.exposureMilliseconds = values
      case "branches":
        guard f.count >= 2, current != nil else { throw bad("'branches' outside a block or without a value") }
        var words: [UInt64] = []
        for i in 1..<f.count {
          guard let word = UInt64(string(i), radix: 16) else { throw bad("'\(string(i))' is no branch word") }
          words.append(word)
        }
        current!.scriptBranchBits = words
      case "captured":
        guard current != nil else { throw bad("'captured' outside a block") }
        current!.capturedKinds = (1..<f.count).map { string($0) }
      case "block":
        guard f.count == 6 else { throw bad("a block line has 6 fields") }
        guard let strategy = Self.strategy(inField: string(1)) else {
          throw bad("'\(string(1))' is no \(Host.displayName) strategy field")
        }
        var b = BlockResult(strategy: strategy, block: try int(2))
        b.complete = string(3) == "1"
        b.traces = try int(4)
        b.steps = try int(5)
        guard current == nil else { throw bad("a block line before the previous block's 'end'") }
        current = b
        blockLine = n
        failureLines = []
        lastState = -1
        lastTransition = -1
        digest = checksumStart
        sealed = false
      case "failure":
        guard f.count == 7, current != nil else { throw bad("a failure line has 7 fields inside a block") }
        guard let inv = Host.Invariant(rawValue: string(2)) else { throw bad("unknown invariant '\(string(2))'") }
        let eventsText = Substring(f[5])
        var events: [Host.Event]
        if let known = parsedEvents[eventsText] {
          events = known
        } else {
          events = []
          for e in eventsText.components(separatedBy: " · ") {
            do { events.append(try Host.vocabulary.event(parsing: Substring(e))) } catch { throw bad(error.message) }
          }
          parsedEvents[eventsText] = events
        }
        current!.failures.append(
          FailureRecord(
            index: try int(1), invariant: inv, originalLength: try int(3), replays: try int(4), events: events,
            detail: string(6)))
        failureLines.append(n)
      case "unshrunk", "unsaved":
        let fields = kind("unshrunk") ? 3 : 4
        guard f.count == fields, let last = current?.failures.last, last.index == (try int(1)) else {
          throw bad("'\(string(0))' must follow its failure line, with \(fields) fields")
        }
        let i = current!.failures.count - 1
        if kind("unshrunk") {
          guard let c = ShrinkCutoff(rawValue: string(2)) else { throw bad("unknown shrink cutoff '\(string(2))'") }
          current!.failures[i].cutoff = c
        } else {
          current!.failures[i].saveError = CorpusWriteError(path: string(2), reason: string(3))
        }
      case "depends" where readsDependences:
        guard f.count == 3, let last = current?.failures.last, last.index == (try int(1)) else {
          throw bad("'depends' must follow its failure line, with 3 fields")
        }
        guard let d = try? JSONDecoder().decode([FlagDependence.Dependence].self, from: Data(f[2])) else {
          throw bad("'depends' of failure \(last.index) is no list of dependences")
        }
        current!.failures[current!.failures.count - 1].dependences = d
      case "evidence" where readsDependences:
        guard f.count == 3, let last = current?.failures.last, last.index == (try int(1)) else {
          throw bad("'evidence' must follow its failure line, with 3 fields")
        }
        guard let e = try? JSONDecoder().decode(ReplayedEvidence.self, from: Data(f[2])) else {
          throw bad("'evidence' of failure \(last.index) is no evidence")
        }
        current!.failures[current!.failures.count - 1].evidence = e
      case "check":
        guard f.count == 3, let c = current else { throw bad("a check line has 3 fields inside a block") }
        let claimed = try int(1)
        guard claimed == c.failures.count else {
          throw bad(
            "block \(c.block) of \(c.strategy) has \(c.failures.count) failure line(s) but its check line says"
              + " \(claimed): lines were deleted or added")
        }
        guard f[2].elementsEqual(hex16(digest).utf8) else {
          throw bad("block \(c.block) of \(c.strategy) does not match its checksum: its lines were changed")
        }
        sealed = true
      case "end":
        guard let c = current else { throw bad("'end' without a block") }
        guard sealed else { throw bad("block \(c.block) of \(c.strategy) ends without its check line") }
        out.append((c, blockLine, failureLines))
        current = nil
        sealed = false
      case let kind:
        if kind.hasPrefix("lifecycle-fuzz results") || kind.hasPrefix("config") { continue }
        throw bad("unknown line kind '\(kind)'")
      }
    }
    // A finished results file closes every block (an interrupted run too): one cut off is a
    // damaged file, not a block still being written.
    if requiresEveryBlockClosed, let c = current {
      throw TraceFileError(
        file: file, line: blockLine,
        message: "block \(c.block) of \(c.strategy) is cut off (no 'check' and 'end' line): the file is truncated")
    }
    return out
  }

  /// A non-negative decimal count (at most 18 digits), or `nil`.
  private static func count(_ digits: Substring.UTF8View.SubSequence) -> Int? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var v = 0
    for d in digits {
      guard d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") else { return nil }
      v = v * 10 + Int(d - UInt8(ascii: "0"))
    }
    return v
  }
}

extension BlockResult {
  /// Adds `events` to ``eventCounts``, counting by class index so that no event text is built.
  mutating func countClasses(of events: [Host.Event]) {
    let vocabulary = Host.vocabulary
    var counts = [Int](repeating: 0, count: vocabulary.classNames.count)
    for e in events {
      if let c = vocabulary.classIndex(of: e) {
        counts[c] += 1
      } else {
        eventCounts[vocabulary.className(of: e), default: 0] += 1
      }
    }
    for c in counts.indices where counts[c] > 0 { eventCounts[vocabulary.classNames[c], default: 0] += counts[c] }
  }

  /// How a block line names `strategy`: the name itself for a platform unnamed in files, else `<platform>/<name>`.
  package nonisolated static func field(ofStrategy strategy: String) -> String {
    Host.isUnnamedInFiles ? strategy : "\(Host.name)/\(strategy)"
  }

  /// The strategy a block line's field names, or `nil` when the field belongs to another platform.
  nonisolated static func strategy(inField field: String) -> String? {
    if Host.isUnnamedInFiles { return field.contains("/") ? nil : field }
    let prefix = Host.name + "/"
    return field.hasPrefix(prefix) ? String(field.dropFirst(prefix.count)) : nil
  }
}
