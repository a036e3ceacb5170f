import CoverStrategies
import Foundation
import ShieldModel

/// The engine's commands beyond `run` and `replay`: `merge`, `minimize`, `explore`, and the
/// hidden `worker` that `run --jobs` starts.
enum EngineCommands {
  static let mergeHelp = """
    USAGE: lifecycle-fuzz merge [--corpus <dir> | --no-corpus] <file-or-folder>...

    Results files (written by 'run --results', e.g. one per CI shard) are combined and reported
    exactly as one run over all their blocks; their counterexamples are saved to the corpus
    (--no-corpus: nothing is written, but the corpus is still read to label known ones).
    Folders and .trace files are corpus entries: each failure signature not yet in the corpus
    is copied into it (duplicates are left out). Exit codes as for run.

    """

  static let minimizeHelp = """
    USAGE: lifecycle-fuzz minimize <file-or-folder>...

    Shrinks every failing trace again with this build's shrinker, rewrites it with fresh
    checkpoints under its canonical name, and removes files whose signature another file in
    the same folder already holds. Prints what changed.

    """

  static let exploreHelp = """
    USAGE: lifecycle-fuzz explore --depth <k> [--strategy <names>] [--profile <name>]

    Bounded-exhaustive mode: breadth-first over every event sequence (canonical arguments) up
    to k events, deduplicating states by the device's summary, so each counterexample printed
    is a shortest one. Reports the states explored per depth.

    """

  static func dispatch(_ command: String, _ args: [String], _ console: Console) throws -> ExitCode {
    switch command {
    case "worker": return try worker(args)
    case "measure-shrink": return try measureShrink(args, console)
    case "merge":
      if CommandLineTool.wantsHelp(args) { console.out(mergeHelp); return .success }
      return try merge(args, console)
    case "minimize":
      if CommandLineTool.wantsHelp(args) { console.out(minimizeHelp); return .success }
      return try minimize(args, console)
    default:
      if CommandLineTool.wantsHelp(args) { console.out(exploreHelp); return .success }
      return try explore(args, console)
    }
  }

  /// Runs `strategy:block` items, appending each block's results to `--out` when done.
  static func worker(_ args: [String]) throws -> ExitCode {
    let o = try RunOptions.parse(args, command: "worker")
    guard let out = o.workerOut else { throw UsageError("worker needs --out") }
    StopSignal.installInterruptHandler()
    let campaign = Campaign(configuration: o.configuration)
    // A worker only saves (the parent judges new vs known), so a read-only corpus is not opened.
    let corpus = o.configuration.writesCorpus ? try o.configuration.corpusDirectory.map { try CorpusIndex(directory: $0) } : nil
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
    defer { try? handle.close() }
    let stop = StopSignal()
    guard let claims = o.workerClaims else { throw UsageError("worker needs --claims") }
    // Items come from the queue the parent shares among its workers.
    let all = WorkerPool.items(o.configuration)
    let queue = WorkQueue(path: claims)
    func nextItem() throws -> String? {
      guard let i = queue.claim() else { throw UsageError("cannot claim work from \(queue.path)") }
      return i < all.count ? all[i] : nil
    }
    while let item = try nextItem() {
      guard let colon = item.lastIndex(of: ":"), let b = Int(item[item.index(after: colon)...]),
        let strategy = o.configuration.strategies.first(where: { $0.name == item[..<colon] })
      else { throw UsageError("bad worker item '\(item)'") }
      if stop.shouldStop { break }
      let result = campaign.runBlock(strategy, block: b, corpus: corpus, stop: stop)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(result.text.utf8))
      if !result.complete { break }
    }
    return .success
  }

  /// `measure-shrink [--seeds N] [--corpus DIR]`: shrink normalization and replays per shrink.
  static func measureShrink(_ args: [String], _ console: Console) throws -> ExitCode {
    var seeds = 100
    var dir = "corpus"
    var strategies: [String]?
    var checkpointedOnly = false
    var i = 0
    while i < args.count {
      switch args[i] {
      case "--seeds": seeds = try CommandLineTool.positive(try CommandLineTool.value(args, &i), "--seeds", max: 100_000)
      case "--corpus": dir = try CommandLineTool.value(args, &i)
      case "--strategy": strategies = splitStrategyNames(try CommandLineTool.value(args, &i))
      case "--checkpointed-only": checkpointedOnly = true
      default: throw UsageError("unknown option '\(args[i])' for measure-shrink")
      }
      i += 1
    }
    let corpus = try Corpus(directory: dir).load().filter {
      (strategies?.contains($0.trace.strategy) ?? true) && (!checkpointedOnly || $0.trace.checkpoints != nil)
    }
    let rows = ShrinkMeasurement.measure(corpus: corpus, seeds: seeds)
    var all: [Int] = []
    var worst = 1.0
    var identical = 0, samples = 0
    for r in rows {
      all += r.replays
      identical += r.identical
      samples += r.samples
      if r.samples > 0 { worst = min(worst, Double(r.identical) / Double(r.samples)) }
      console.out("\(r.path): \(r.identical)/\(r.samples) identical, median \(ShrinkMeasurement.median(r.replays)) replays per shrink\n")
      for (trace, n) in r.others { console.out("    \(n)x \(trace)\n") }
    }
    console.out("normalization: \(identical)/\(samples) shrinks byte-identical to the corpus trace; worst bug \(RunReport.percent(worst * 100))\n")
    console.out("replays per shrink: median \(ShrinkMeasurement.median(all)), max \(all.max() ?? 0)\n")
    return .success
  }

  static func merge(_ args: [String], _ console: Console) throws -> ExitCode {
    var corpusDir = "corpus"
    var writes = true
    var inputs: [String] = []
    var i = 0
    while i < args.count {
      switch args[i] {
      case "--corpus": corpusDir = try CommandLineTool.value(args, &i)
      // As for run: the corpus is still read, so what it holds is reported as known.
      case "--no-corpus": writes = false
      default:
        if args[i].hasPrefix("-") { throw UsageError("unknown option '\(args[i])' for merge") }
        inputs.append(args[i])
      }
      i += 1
    }
    guard !inputs.isEmpty else { throw UsageError("merge needs results files or corpus folders") }
    var traceInputs: [String] = []
    var blocks: [BlockResult] = []
    var header: [String: String]?
    var headerFile = ""
    for path in inputs {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
        throw TraceFileError(file: path, line: 0, message: "no such file or folder")
      }
      if isDir.boolValue || path.hasSuffix(".trace") {
        traceInputs += Replay.expand([path])
        continue
      }
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw TraceFileError(file: path, line: 0, message: "cannot read the file as UTF-8 text")
      }
      guard text.hasPrefix("lifecycle-fuzz results 1\n") else {
        throw TraceFileError(file: path, line: 1, message: "not a results file: the first line must be 'lifecycle-fuzz results 1'")
      }
      var h: [String: String] = [:]
      // Bytes, not Characters: the file runs to megabytes and only its header matters here.
      for line in text.utf8.split(separator: UInt8(ascii: "\n")) where line.starts(with: "config\t".utf8) {
        let f = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if f.count == 3, f[1] != "shard" { h[f[1]] = f[2] }
      }
      if let header, header != h {
        throw TraceFileError(file: path, line: 0, message: "its run configuration differs from \(headerFile)'s")
      }
      header = h
      headerFile = path
      blocks += try BlockResult.parseAll(text, file: path)
    }
    var code = ExitCode.success
    if let h = header {
      var args = ["--seed", h["seed"] ?? "", "--traces", h["traces"] ?? "", "--max-length", h["max-length"] ?? "",
        "--block-size", h["block-size"] ?? "", "--strategy", h["strategy"] ?? ""]
      if let p = h["profile"], p != "-" { args += ["--profile", p] }
      if let f = h["flags"], f != "-" { for pair in f.split(separator: ",") { args += ["--flag", String(pair)] } }
      var config = try RunOptions.parse(args, command: "merge").configuration
      config.corpusDirectory = corpusDir
      let corpus = try CorpusIndex(directory: corpusDir, writes: writes)
      var seen: Set<String> = []
      let unique = blocks.filter { seen.insert("\($0.strategy)\t\($0.block)").inserted }
      // Writes what the corpus lacks; a file it cannot write is reported, not thrown.
      let results = corpus.settle(Campaign.aggregate(config, blocks: unique, corpus: corpus))
      let missing = config.strategies.count * config.blockCount - unique.count
      let incomplete = missing > 0 || unique.contains { !$0.complete }
      let outcome = RunOutcome(results: results, incompleteReason: incomplete ? "\(missing) block(s) missing or cut short" : nil)
      console.out(RunCommand.render(config, outcome))
      code = RunCommand.exitCode(config, outcome)
    }
    if !traceInputs.isEmpty {
      guard writes else { throw UsageError("merging trace folders writes to the corpus; drop --no-corpus") }
      let dir = corpusDir
      let corpus = try CorpusIndex(directory: dir)
      var copied = 0, duplicates = 0
      var added: Set<FailureSignature> = []
      for path in traceInputs {
        let trace = try Corpus.read(path)
        if corpus.knewBefore(trace) || !added.insert(FailureSignature(trace: trace)).inserted {
          duplicates += 1
          continue
        }
        try corpus.corpus.write(trace)
        copied += 1
      }
      console.out("merged \(traceInputs.count) trace(s) into \(dir): \(copied) added, \(duplicates) already there\n")
    }
    return code
  }

  static func minimize(_ args: [String], _ console: Console) throws -> ExitCode {
    if let flag = args.first(where: { $0.hasPrefix("-") }) { throw UsageError("unknown option '\(flag)' for minimize") }
    guard !args.isEmpty else { throw UsageError("minimize needs trace files or folders") }
    let paths = Replay.expand(args)
    // Read everything first: a corrupt file stops the command before anything changes.
    let traces = try paths.map { path throws(TraceFileError) in (path, try Corpus.read(path)) }
    var kept: [FailureSignature: String] = [:]
    var changed = 0, removed = 0
    for (path, trace) in traces {
      guard case .broken(let invariant) = trace.expected,
        let strategy = StrategyCatalog.descriptor(named: trace.strategy)
      else { continue }
      let runner = TraceRunner(strategy: strategy, profile: trace.profile, app: trace.app)
      var shrinker = Shrinker(runner: runner, invariant: invariant)
      guard case .violated(let v) = runner.run(trace.events), v.invariant == invariant else {
        console.out("skip  \(path): no longer breaks \(invariant) (see 'replay')\n")
        continue
      }
      var small = trace
      small.events = shrinker.shrink(trace.events)
      small = small.marked(by: shrinker)  // a finished shrink drops the unshrunk mark
      let folder = (path as NSString).deletingLastPathComponent
      let signature = FailureSignature(trace: small)
      // An earlier file (an --unshrunk one sorts first) may have been rewritten onto this path.
      if let other = kept[signature], other == path { continue }
      if let other = kept[signature] {
        try FileManager.default.removeItem(atPath: path)
        console.out("drop  \(path): same signature as \(other)\n")
        removed += 1
        continue
      }
      let rewritten = small.withCheckpoints(runner: runner)
      let target = (folder as NSString).appendingPathComponent(Corpus.fileName(for: small))
      kept[signature] = target
      let old = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      if old == rewritten.text && target == path { continue }
      try Corpus(directory: folder).write(rewritten)
      if target != path { try FileManager.default.removeItem(atPath: path) }
      console.out("write \(target): \(small.eventSummary)\n")
      changed += 1
    }
    console.out("\(traces.count) trace(s): \(changed) rewritten, \(removed) duplicate(s) removed\n")
    return .success
  }

  static func explore(_ args: [String], _ console: Console) throws -> ExitCode {
    var depth: Int?
    var filtered: [String] = []
    var i = 0
    while i < args.count {
      if args[i] == "--depth" {
        depth = try CommandLineTool.positive(try CommandLineTool.value(args, &i), "--depth", max: 12)
      } else {
        filtered.append(args[i])
      }
      i += 1
    }
    guard let depth else { throw UsageError("explore needs --depth <k>") }
    let config = try RunOptions.parse(filtered, command: "explore").configuration
    var out = "lifecycle-fuzz explore: every event sequence up to \(depth) events, states deduplicated\n"
    var found = 0
    for strategy in config.strategies {
      let profile = config.profile(for: strategy)
      let result = Explorer(runner: TraceRunner(strategy: strategy, profile: profile)).explore(depth: depth)
      out += "\n\(strategy.name) on \(profile.name): \(result.statesExplored) states explored, \(result.sequencesRun) sequences run; states per depth: \(result.statesPerDepth.map(String.init).joined(separator: ", "))\n"
      for invariant in Invariant.allCases {
        if let c = result.counterexamples[invariant] {
          out += "  \(RunReport.pad(invariant.rawValue, 15)) BROKEN at depth \(c.events.count): \(c.events.map(\.text).joined(separator: " · "))\n"
          out += "    \(c.detail)\n"
          found += 1
        } else {
          out += "  \(RunReport.pad(invariant.rawValue, 15)) held up to depth \(depth)\n"
        }
      }
    }
    out += "\n\(found) shortest counterexample(s)\n"
    console.out(out)
    return found > 0 ? .failure : .success
  }

  /// `replay --strategy S --profile P --expect V --events 'a · b'`.
  static func replayInline(_ args: [String], _ console: Console) throws -> ExitCode {
    var strategy = "", profile = "", expect = "", events = ""
    var i = 0
    while i < args.count {
      let flag = args[i]
      let v = try CommandLineTool.value(args, &i)
      switch flag {
      case "--strategy": strategy = v
      case "--profile": profile = v
      case "--expect": expect = v
      case "--events": events = v
      default: throw UsageError("unknown option '\(flag)' for replay")
      }
      i += 1
    }
    let text = "lifecycle-fuzz trace 2\nstrategy: \(strategy)\nprofile: \(profile)\nexpect: \(expect)\n"
      + events.components(separatedBy: " · ").joined(separator: "\n") + "\n"
    let trace: Trace
    do {
      trace = try Trace(parsing: text, file: "<command line>", knownStrategies: StrategyCatalog.all.map(\.name))
    } catch {
      // Name the option, not a line of the trace text built from the options.
      let n = error.line
      let option = n == 2 ? "--strategy" : n == 3 ? "--profile" : n == 4 ? "--expect" : n >= 5 ? "--events, event \(n - 4)" : "replay"
      let hint = n >= 5 && !events.contains("·") && events.contains(",") ? "; separate events with ' · '" : ""
      throw UsageError("\(option): \(error.message)\(hint)")
    }
    guard let s = StrategyCatalog.descriptor(named: trace.strategy) else { throw UsageError("unknown strategy '\(strategy)'") }
    let outcome = TraceRunner(strategy: s, profile: trace.profile).run(trace.events)
    let got = outcome.verdict.map(String.init(describing:)) ?? "invalid"
    let ok = outcome.verdict == trace.expected
    console.out("\(ok ? "ok  " : "DIFF") \(trace.eventSummary): expected \(trace.expected), got \(got)\n")
    return ok ? .success : .failure
  }
}
