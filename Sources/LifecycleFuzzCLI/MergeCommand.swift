import Foundation
import LifecycleFuzz

/// `merge`: results files (e.g. one per CI shard) reported as one run; trace folders copied
/// into the corpus.
///
/// Nothing in an input is trusted: every input is read and checked first (results files
/// against the run configuration in their header, every failure replayed), and only then is
/// anything written, so an exit 2 writes nothing.
enum MergeCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz merge [--corpus <dir>] [--no-corpus] [--baseline <file> [--today <date>]]
                                [--app-logic <file>]... [--sarif <file>] [--junit <file>]
                                [--verbose | --quiet] [--flag-pairs] <file-or-folder>...

    Results files (written by 'run --results', e.g. one per CI shard) are combined and reported
    exactly as one run over all their blocks; their counterexamples are saved to the corpus
    (--no-corpus: nothing is written, but the corpus is still read to label known ones).
    Folders and .trace files are corpus entries: each failure signature not yet in the corpus
    is copied into it (duplicates are left out); a folder gives its .trace files at any depth, as
    for replay. The results files directly in a folder (a CI
    step's artifacts) are merged as if listed; a folder with neither is an error. Exit codes, and --verbose and --quiet, as for run.
    The results files must be every shard of one run: a missing shard is one line naming it and
    the shards given, a file of another shard count, build or run configuration is one line
    naming the file and the first setting that differs (both values); exit 2, nothing written.
    --baseline, --today and --app-logic as for run: the findings a baseline accepts are no failures.
    --sarif and --junit as for run, from the merged results: the shards' one report each, the bytes
    a run on one machine writes (its results being the same).
    --flag-pairs as for run (a results file does not record it: give it to merge too).
    SIGINT, SIGTERM or SIGHUP while the inputs are checked write nothing; while it writes, it
    finishes the file it is writing and writes no other, and prints no report; either way it
    says INCOMPLETE and exits 4.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(tool.named(help))
      return .success
    }
    var corpusDir = "corpus"
    var writes = true
    var baselineFile: String?
    var today: String?
    var scripts: [String] = []
    var sarifFile: String?
    var junitFile: String?
    var detail = RunReport.Detail.normal
    var inputs: [String] = []
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--corpus": corpusDir = try scanner.value(for: arg)
      // As for run: the shards' accepted findings stay accepted in their merge.
      case "--baseline": baselineFile = try scanner.value(for: arg)
      case "--app-logic": scripts.append(try scanner.value(for: arg))
      // As for run: one report of the merged run (each shard's own has only its blocks' findings).
      case "--sarif": sarifFile = try scanner.value(for: arg)
      case "--junit": junitFile = try scanner.value(for: arg)
      case "--today":
        let v = try scanner.value(for: arg)
        guard Baseline.isDate(v) else {
          throw ArgumentError.invalidValue(option: arg, value: v, expected: "a date YYYY-MM-DD")
        }
        today = v
      // As for run: the corpus is still read, so what it holds is reported as known.
      case "--no-corpus": writes = false
      case "--flag-pairs": FlagDependence.pairsAreReplayed = true
      case "--verbose", "-v", "--quiet", "-q":
        let given: RunReport.Detail = arg == "--verbose" || arg == "-v" ? .verbose : .quiet
        // The later one would silently win.
        if detail != .normal && detail != given {
          throw ArgumentError.conflictingOptions("--verbose", "--quiet", reason: "the report is either full or short")
        }
        detail = given
      default:
        if scanner.isOption(arg) { throw ArgumentError.unknownOption(arg, command: "merge") }
        inputs.append(arg)
      }
    }
    guard !inputs.isEmpty else { throw ArgumentError.message("merge needs results files or corpus folders") }
    let reportFiles = try checkReports(sarif: sarifFile, junit: junitFile, inputs: inputs, baseline: baselineFile)
    // The scripts a baseline's entries name first (a baseline carries no script), then the baseline.
    for script in scripts { _ = try PlatformOptions.registerAppLogic(script) }
    let baseline = try baselineFile.map { file throws in try RunCommand.readBaseline(file, tool.strategies) }
    if let baseline, let baselineFile {
      for warning in baseline.unreviewedWarnings(file: baselineFile) {
        console.err(Console.oneLine(warning, limit: 4_000) + "\n")
      }
    }

    // Read and check every input before anything is written; a signal meanwhile writes nothing.
    InterruptHandler.exitOnSignal(
      "INCOMPLETE: merge interrupted while checking its inputs; nothing was written. Not a pass.")
    var traceInputs: [String] = []
    var resultsInputs: [String] = []
    for path in inputs {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
        throw TraceFileError(file: path, line: 0, message: TraceFile.absence(path) ?? "no such file or folder")
      }
      if isDir.boolValue {
        // A corpus folder, or a folder of results files (a CI step's artifacts): never nothing at all.
        // Every subfolder too, as `replay` and `run`'s corpus read them: a trace one level down is not left out.
        let traces = Replay.expandRecursively([path])
        let results = ResultsFile.paths(in: path)
        guard !traces.isEmpty || !results.isEmpty else {
          throw TraceFileError(file: path, line: 0, message: "a folder with no .trace files and no results files")
        }
        traceInputs += traces
        resultsInputs += results
      } else if path.hasSuffix(".trace") {
        traceInputs.append(path)
      } else {
        resultsInputs.append(path)
      }
    }
    var files: [[any AnyResultsPart]] = []
    var firstBuild: (text: String, line: Int)?
    for path in resultsInputs {
      let parts = try ResultsFile.read(path, tool.strategies)
      // Shards of two builds (a CI cache holding an older shard): the same configuration need not be the same run.
      let build = ResultsFile.build(of: path)
      if files.isEmpty { firstBuild = build }
      if let first = files.first, build?.text != firstBuild?.text {
        let named = { (b: (text: String, line: Int)?) in b.map { "lifecycle-fuzz \($0.text)" } ?? "no named build" }
        throw TraceFileError(
          file: path, line: build?.line ?? 2,
          message: "written by \(named(build)), not by \(named(firstBuild)) as \(first[0].path) was: merge the "
            + "shards of one build (run them again with one)")
      }
      if let first = files.first {
        let platforms = { (p: [any AnyResultsPart]) in p.map(\.platformName).joined(separator: ", ") }
        guard first.count == parts.count, zip(first, parts).allSatisfy({ $0.platformName == $1.platformName }) else {
          throw TraceFileError(
            file: path, line: 2,
            message: "its run configuration differs from \(first[0].path)'s: platforms \(platforms(parts)) here,"
              + " \(platforms(first)) there")
        }
        for (a, b) in zip(first, parts) where a.identity != b.identity {
          let setting = MergeShards.difference(a.identity, b.identity)
          throw TraceFileError(
            file: path, line: 2, message: "its run configuration differs from \(first[0].path)'s: \(setting)")
        }
      }
      files.append(parts)
    }
    // Every shard of the run, each of one count: a missing one would merge into a report that reads as the run's.
    let shardProblems = MergeShards.problems(files.map { ($0[0].path, $0[0].shard) })
    guard shardProblems.isEmpty else {
      for p in shardProblems { console.err("error: \(Console.oneLine(p))\n") }
      return .usage
    }
    if !traceInputs.isEmpty, !writes {
      throw ArgumentError.message("merging trace folders writes to the corpus; drop --no-corpus")
    }
    let copying = Copying(corpus: corpusDir)
    let traces = try traceInputs.map { path in try TraceFile.visit(path, tool.strategies, copying) }
    var merged: [any AnyMergedRun] = []
    if let first = files.first {
      for (i, part) in first.enumerated() {
        let run = try part.merge(files.dropFirst().map { $0[i] }, corpusDirectory: corpusDir, writes: writes)
        let problems = run.unconfirmedFailures()
        guard problems.isEmpty else {
          for p in problems { console.err("error: \(Console.oneLine(p.description))\n") }
          return .usage
        }
        try run.checkSavesReadBack()
        for difference in run.corpusDifferences() { console.err("warning: \(Console.oneLine(difference))\n") }
        merged.append(run)
      }
    }
    var copies: [CopyJob] = []
    var duplicates = 0
    // Counterexamples the results files save count as already there, as if written first.
    var added = Set(merged.flatMap(\.savedSignatures))
    for job in traces {
      if job.isKnown || !added.insert(job.signature).inserted {
        duplicates += 1
      } else {
        try job.check()
        copies.append(job)
      }
    }

    // Everything checked: write, stopping on a signal between files, never inside one. Nothing is
    // reported until every write is done: a merge cut short prints only its INCOMPLETE line.
    InterruptHandler.holdExit()
    let stopped = tool.writeStop
    var sections: [any AnyRunSection] = []
    for run in merged where !stopped() {
      // Writes what the corpus lacks; a file it cannot write is reported (exit 5), not thrown.
      if let section = run.save(shouldStop: stopped) { sections.append(section) }
    }
    var written = 0
    for job in copies where !stopped() {
      try job.write()
      written += 1
    }
    if stopped() {
      let copied = copies.isEmpty ? "" : "; \(written) of \(copies.count) new trace(s) copied"
      console.out(
        Escape.terminal(
          "INCOMPLETE: merge interrupted while writing to \(corpusDir)\(copied); every file written is whole, the "
            + "rest were not written (merge again to finish). Not a pass.") + "\n")
      return .incomplete
    }
    var code = ExitCode.success
    if !sections.isEmpty {
      // Judged as `run` judges: a baseline's accepted findings leave the report and the exit code.
      var extra: [String] = []
      if let baseline {
        let date = today ?? RunCommand.currentDate()
        for s in sections { s.apply(baseline, today: date) }
        extra = RunCommand.baselineSection(
          baseline, sections, today: date, file: baselineFile ?? "", listsAccepted: detail == .verbose)
      }
      for s in sections { s.judge() }
      let reports = sections.enumerated().map { i, s in
        s.render(showCoverage: false, extra: i == sections.count - 1 ? extra : [], detail: detail)
      }
      console.out(Escape.terminalLines(reports.joined(separator: "\n")))
      code = sections.map(\.exitCode).reduce(.success, RunCommand.worse)
      if let failed = writeReports(sections, sarif: sarifFile, junit: junitFile, baselineFile: baselineFile) {
        for line in failed { console.err(line) }
        code = .usage
      }
      // A signal while the merged runs were judged (their "depends on" replays) or reported: as in `run`, the
      // reports are written again marked incomplete, and the merge is never a pass (the breaker's s49 HIGH: it
      // exited 0 with SARIF saying "not checked (the run was interrupted)").
      if stopped() {
        _ = writeReports(
          sections, sarif: sarifFile, junit: junitFile, baselineFile: baselineFile,
          marked: RunCommand.reportsInterruptedReason)
        console.out(
          "INCOMPLETE: merge interrupted while writing its reports; every file merged is kept, each \"depends on\" "
            + "from then on says not checked. Not a pass.\n")
        code = RunCommand.worse(code, .incomplete)
      }
    } else if !reportFiles.isEmpty {
      console.err("warning: --sarif and --junit report a merge of results files; only trace folders were given\n")
    }
    if !traceInputs.isEmpty {
      let counts = "\(written) added, \(duplicates) already there"
      console.out(Escape.terminalLines("merged \(traceInputs.count) trace(s) into \(corpusDir): \(counts)\n"))
    }
    return code
  }
}

extension MergeCommand {
  /// Refuses a report on another's path or on an input, and checks each can be written, before anything is read.
  ///
  /// - Returns: the reports' paths.
  /// - Throws: ``ArgumentError`` for a collision; ``OutputFileError`` for a path that cannot be written.
  static func checkReports(sarif: String?, junit: String?, inputs: [String], baseline: String?) throws -> [String] {
    let outputs: [OutputGuard.Named] = [("--sarif", sarif), ("--junit", junit)].compactMap { name, file in
      file.map { (name, $0) }
    }
    guard !outputs.isEmpty else { return [] }
    let read: [OutputGuard.Named] = inputs.map { ("input", $0) } + (baseline.map { [("--baseline", $0)] } ?? [])
    try OutputGuard.check(outputs: outputs, inputs: read, corpus: nil)
    try OutputFile.prepare(outputs.map(\.given))
    return outputs.map(\.given)
  }

  /// Writes the merged run's SARIF and JUnit reports as `run` writes its own (``RunCommand``): the same sections,
  /// judged the same way, so the bytes are a one-machine run's.
  ///
  /// `marked`: the reason a signal cut the reports short, which JUnit's `complete` case and SARIF's invocation give.
  ///
  /// - Returns: an error line per report that could not be written, or `nil`.
  static func writeReports(
    _ sections: [any AnyRunSection], sarif: String?, junit: String?, baselineFile: String?, marked reason: String? = nil
  ) -> [String]? {
    guard let first = sections.first else { return nil }
    let (seed, traces) = first.seedAndTraces
    var writes = OutputWrites()
    if let junit {
      var suites = sections.map { $0.junit() }
      if let reason, !suites.isEmpty { suites[0].incompleteReason = reason }
      let xml = JUnitReport.xml(seed: seed, suites: suites)
      writes.attempt { try OutputFile.write(xml, to: junit) }
    }
    if let sarif {
      let root = OutputFile.repositoryRoot()
      let directory = FileManager.default.currentDirectoryPath
      let baseline = baselineFile.map { SARIFReport.relative($0, to: root, from: directory) } ?? ""
      var parts = sections.map { $0.sarif(root: root, directory: directory, evidence: [:], baselineFile: baseline) }
      if let reason, !parts.isEmpty { parts[0].incompleteReason = reason }
      writes.attempt {
        try OutputFile.write(SARIFReport.text(SARIFReport.log(parts, seed: seed, traces: traces)), to: sarif)
      }
    }
    return writes.errorLines.isEmpty ? nil : writes.errorLines
  }
}

/// One trace file `merge` copies into the corpus (its platform's folder of it), unless the corpus holds its
/// signature.
struct CopyJob {
  /// The trace's failure signature.
  let signature: FailureSignature
  /// Whether the corpus held the signature before the merge.
  let isKnown: Bool
  /// Checks that the file would read back.
  let check: () throws -> Void
  /// Writes the file.
  let write: () throws -> Void
}

/// `merge`'s visit of a trace file: its copy into the corpus root `corpus`.
struct Copying: TraceVisitor {
  let corpus: String
  /// Each platform's corpus index, read once.
  private let indexes = Indexes()

  private final class Indexes {
    var byPlatform: [String: AnyObject] = [:]
  }

  init(corpus: String) { self.corpus = corpus }

  func visit<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws -> CopyJob {
    // A misspelt app call would do nothing: refused before anything is copied, as `replay` refuses it.
    if let strategy = platform.strategy(named: trace.strategy),
      let error = trace.unansweredAppCallError(strategy: strategy, file: path, eventLines: eventLines)
    {
      throw error
    }
    let index: CorpusIndex<P>
    if let known = indexes.byPlatform[P.name] as? CorpusIndex<P> {
      index = known
    } else {
      index = try CorpusIndex<P>(directory: corpus)
      indexes.byPlatform[P.name] = index
    }
    let target = index.path(for: trace)
    return CopyJob(
      signature: FailureSignature(trace: trace), isKnown: index.knewBefore(trace),
      check: {
        if let problem = Corpus<P>.readBackProblem(trace.text, of: trace, path: target) {
          throw CorpusWriteError(path: target, reason: problem)
        }
      },
      write: { try index.corpus.write(trace) })
  }
}
