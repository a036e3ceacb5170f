import Foundation
import LifecycleFuzz

/// `run`: fuzz, report, write corpus, results and JUnit files, choose the exit code.
enum RunCommand {
  static let help = """
    USAGE: lifecycle-fuzz run [options]

    Fuzzes strategies with generated lifecycle traces, shrinks each failure to a minimal
    counterexample and writes it to the corpus as soon as it is found.

    OPTIONS:
      --seed <n>          run seed, 0 to 2^64-1 (default 20261129)
      --traces <n>        traces per strategy (default 400)
      --max-length <n>    longest trace in events (default 24)
      --strategy <names>  comma-separated strategy names, built-in or family members such as
                          'cover[on=resign,via=subview,off=becomeActive]' (default: all built-in)
      --family <n>        also search strategies: fuzz n members of the parametric family, drawn
                          from the seed (without --strategy, only those)
      --profile <names>   platform profile(s): a name, a comma list, or 'all' for every
                          built-in profile (default: each strategy's own)
      --flag <name=value> answer an open question the other way (repeatable; see
                          'lifecycle-fuzz list profiles')
      --invariant <names> check only these invariants (comma list; 'lifecycle-fuzz list invariants');
                          with it or --skip-invariant the corpus is read but not written
      --skip-invariant <names>  check every invariant but these
      --weight <event=N>  the generator weight of an event class (repeatable; 0 never generates
                          it; see 'lifecycle-fuzz list events')
      --corpus <dir>      the corpus: read to label known counterexamples, written to with
                          new ones (default corpus)
      --no-corpus         write nothing; the corpus is still read (if it exists), so its
                          signatures are reported as known
      --jobs <n>          worker processes (default: one per core, at most 4); output is the
                          same for any n
      --shard <k>/<n>     run blocks k, k+n, k+2n... of the run (a CI matrix of n machines)
      --results <file>    also write the raw block results, for 'merge'
      --max-steps <n>     step budget per strategy (deterministic)
      --time-budget <s>   wall-clock budget in seconds; when it runs out: INCOMPLETE, exit 4
      --coverage-floor <p> exit 3 when a strategy visits under p% of abstract states
      --show-coverage     list the abstract states never reached
      --junit <file>      write JUnit XML (one test case per strategy and invariant)
      --sarif <file>      write SARIF 2.1.0 for code scanning (one result per failure signature,
                          at its corpus file; MASVS-PLATFORM-3, MASWE-0055, CWE-200/359)
      --baseline <file>   accepted failure signatures, one a line: '<signature><TAB><reason>'
                          and optionally '<TAB>expires YYYY-MM-DD' after a first line
                          'lifecycle-fuzz baseline 1'; they are reported as accepted, not as
                          failures; expired and stale entries are warned about
      --update-baseline <file>  write the baseline: this run's signatures (existing reasons kept)
      --today <date>      the date expiry is judged against, YYYY-MM-DD (default: today, UTC)
      --evidence          write each leak's picture (what the capture showed, sensitive points
                          marked, leaking views named) next to its corpus trace as .evidence.svg
      --block-size <n>    traces per block, the unit of jobs and shards (default 100)
      --platform <p>      ios, android or all (default: all, or ios when an option other than
                          --seed, --traces, --max-length, --corpus, --no-corpus, --jobs and
                          --time-budget is given). Android runs the built-in Android strategies
                          in this process after iOS, reads and writes <corpus>/android, and
                          takes those options plus --strategy, one --profile and --flag of its own
      -h, --help          show this help

    SIGINT (Ctrl-C), SIGTERM or SIGHUP stops the run: everything found so far is kept and the
    run exits 4.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    let (platform, rest) = try platform(args, tool)
    switch platform {
    case .ios:
      return try execute(try RunOptions.parse(rest, command: "run", tool: tool), console)
    case .android:
      let android = try parseAndroid(rest)
      try checkAndroidCorpus(android)
      InterruptHandler.install()
      return try runAndroid(android, stop: StopSignal.after(seconds: android.timeBudget), console)
    case .all:
      // Both parses come first: a bad argument changes nothing.
      let options = try RunOptions.parse(rest, command: "run", tool: tool)
      let android = try parseAndroid(rest)
      // The Android corpus is read and its folder checked before the iOS part writes anything.
      try checkAndroidCorpus(android)
      let stop = StopSignal.after(seconds: options.configuration.timeBudget)
      let ios = try execute(options, console, stop: stop)
      // An interrupted or lost iOS part is the verdict: the Android part does not start.
      if ios == .incomplete || ios == .unsaved {
        console.out(
          "\nandroid: not run: the iOS part stopped first (\(android.strategies.count) strategies not run). Not a pass.\n"
        )
        return ios
      }
      console.out("\n")
      return worse(ios, try runAndroid(android, stop: stop, console))
    }
  }

  /// Runs the iOS part; `stop` (default: the options' time budget from now) ends it early.
  static func execute(_ options: RunOptions, _ console: Console, stop given: StopSignal? = nil) throws -> ExitCode {
    var config = options.configuration
    if options.profiles.count > 1, options.resultsFile != nil {
      throw ArgumentError.message("--results needs a single profile (run one shard per profile)")
    }
    try checkDistinctPaths(options)
    try checkOutputs(options, config)
    let baseline = try options.baselineFile.map { file throws in try readBaseline(file) }
    // An update keeps the reasons already in its file: read it (and refuse a bad one) first.
    let previous =
      try baseline
      ?? options.updatedBaselineFile.flatMap { file throws in
        FileManager.default.fileExists(atPath: file) ? try readBaseline(file) : nil
      }
    InterruptHandler.install()
    let stop = given ?? StopSignal.after(seconds: config.timeBudget)
    let progress = ProgressLine(console: console)
    // Blocks go to disk as they arrive; only the aggregate stays in memory.
    let resultsWriter = try options.resultsFile.map { file throws in
      try ResultsFileWriter(path: file, header: try ResultsFile.header(for: config))
    }
    var results: [StrategyResult] = []
    var incomplete: String?
    for profile in options.profiles.count > 1 ? options.profiles.map(Optional.some) : [config.profile] {
      config.profile = profile
      let o = try Campaign(configuration: config).run(stop: stop, progress: progress.update) { block in
        try resultsWriter?.append(block)
      }
      results += o.results
      incomplete = incomplete ?? o.incompleteReason
      if incomplete != nil { break }
    }
    progress.finish()
    let full = RunOutcome(results: results, incompleteReason: incomplete)
    // Accepted findings leave the report, JUnit and the exit code; SARIF keeps them suppressed.
    let checked = { (name: String) in Invariant(rawValue: name).map(config.invariants.includes) ?? true }
    let applied = baseline.map { $0.apply(to: full, today: options.today ?? currentDate(), checked: checked) }
    let outcome = applied?.outcome ?? full
    let section = applied.map { baselineSection($0, file: options.baselineFile ?? "") } ?? []
    var acceptedCounts: [String: [Invariant: Int]] = [:]
    for (f, _) in applied?.accepted ?? [] {
      acceptedCounts[f.trace.strategy, default: [:]][f.invariant, default: 0] += 1
    }
    console.out(
      render(config, outcome, showCoverage: options.showCoverage, extra: section, accepted: acceptedCounts))
    try resultsWriter?.commit()
    if let file = options.junitFile {
      try OutputFile.write(JUnitReport.xml(configuration: config, outcome: outcome), to: file)
    }
    // Pictures go next to corpus traces, so only a run that writes the corpus writes them.
    let evidence = options.writesEvidence && config.savesCounterexamples ? try writeEvidence(full) : [:]
    if let file = options.sarifFile {
      let accepted = Dictionary(
        (applied?.accepted ?? []).map { ($0.finding.signature, $0.entry.reason) }, uniquingKeysWith: { a, _ in a })
      let log = SARIFReport.log(
        configuration: config, outcome: full, root: OutputFile.repositoryRoot(),
        directory: FileManager.default.currentDirectoryPath, accepted: accepted,
        evidence: { $0.file.flatMap { evidence[$0] } })
      try OutputFile.write(SARIFReport.text(log), to: file)
    }
    if let file = options.updatedBaselineFile {
      if let reason = full.incompleteReason {
        // What did not run would look stale and be dropped: an incomplete run changes nothing.
        console.err("lifecycle-fuzz: \(file) not updated: the run is incomplete (\(reason))\n")
      } else {
        let updated = (previous ?? Baseline()).updated(
          with: full, reason: "accepted by --update-baseline", checked: checked)
        try OutputFile.write(updated.text, to: file)
      }
    }
    return exitCode(config, outcome)
  }

  /// Writes `<trace>.evidence.svg` next to each leak finding's corpus file; returns the
  /// pictures' paths by trace file.
  ///
  /// - Throws: ``OutputFileError`` for a picture that cannot be written.
  static func writeEvidence(_ outcome: RunOutcome) throws(OutputFileError) -> [String: String] {
    var written: [String: String] = [:]
    for r in outcome.results {
      let runner = TraceRunner(strategy: r.strategy, profile: r.profile)
      for f in r.findings {
        guard let file = f.file, let e = LeakEvidence.find(for: f, runner: runner) else { continue }
        let path = (file.hasSuffix(".trace") ? String(file.dropLast(6)) : file) + ".evidence.svg"
        try OutputFile.write(EvidenceSVG.file(e), to: path)
        written[file] = path
      }
    }
    return written
  }

  /// Reads and parses a baseline file.
  ///
  /// - Throws: ``TraceFileError`` naming the file (and line) when it is missing or malformed.
  static func readBaseline(_ file: String) throws(TraceFileError) -> Baseline {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw TraceFileError(file: file, line: 0, message: "cannot read the baseline file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw TraceFileError(file: file, line: 0, message: "the baseline file is not UTF-8")
    }
    return try Baseline(text: text, file: file)
  }

  /// Today's date in UTC, `YYYY-MM-DD`: read only to judge expiry; it reaches the report only
  /// in the line of an expired entry.
  static func currentDate() -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd"
    return f.string(from: Date())
  }

  /// The baseline's lines of the run report: the accepted signatures with their reasons, then a
  /// warning per expired entry (with the date judged against) and per stale entry.
  static func baselineSection(_ applied: BaselineOutcome, file: String) -> [String] {
    var out = ["", "baseline \(file): \(applied.accepted.count) accepted signature(s), not failures"]
    for (f, e) in applied.accepted {
      out.append("  accepted: \(f.signature)   [\(f.hits) trace(s); \(e.reason)]")
    }
    for e in applied.expired {
      out.append(
        "  WARNING: expired \(e.expires ?? "") (today \(applied.today)), accepted no more: \(e.signature)"
          + " (\(file):\(e.line))")
    }
    for e in applied.stale {
      out.append("  WARNING: stale, not reached in this run: \(e.signature) (\(file):\(e.line))")
    }
    return Escape.terminalLines(out.joined(separator: "\n")).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// Checks every path the run writes (`--results`, `--junit`, `--sarif`, the corpus folder when it
  /// writes) before the first trace runs, so a bad path costs no work.
  ///
  /// - Throws: ``OutputFileError`` for the first path that cannot be written.
  /// Refuses two outputs on one path, or an output on the `--baseline` input (only
  /// `--update-baseline` may name the baseline it updates): one would silently replace the other.
  ///
  /// - Throws: ``ArgumentError/message(_:)`` naming both options.
  static func checkDistinctPaths(_ options: RunOptions) throws(ArgumentError) {
    let outputs = [
      ("--results", options.resultsFile), ("--junit", options.junitFile), ("--sarif", options.sarifFile),
      ("--update-baseline", options.updatedBaselineFile),
    ].compactMap { name, file in file.map { (name: name, given: $0, path: resolved($0)) } }
    for (i, a) in outputs.enumerated() {
      for b in outputs.dropFirst(i + 1) where a.path == b.path {
        throw .message("\(b.name) and \(a.name) name the same file ('\(b.given)', '\(a.given)')")
      }
      if let input = options.baselineFile, resolved(input) == a.path, a.name != "--update-baseline" {
        throw .message("\(a.name) names the --baseline file '\(input)': it would be overwritten")
      }
      // A `.trace` file in the corpus folder is read as a trace by every later run.
      if let folder = options.configuration.corpusDirectory, a.path.hasSuffix(".trace"),
        (a.path as NSString).deletingLastPathComponent == resolved(folder)
      {
        throw .message("\(a.name) '\(a.given)' is a trace file in the corpus folder: it would be read as a trace")
      }
    }
  }

  /// `file` as an absolute path without `.`, `..` or a trailing slash.
  private static func resolved(_ file: String) -> String { URL(fileURLWithPath: file).standardizedFileURL.path }

  static func checkOutputs(_ options: RunOptions, _ config: RunConfiguration) throws(OutputFileError) {
    if let file = options.resultsFile { try OutputFile.checkWritable(file) }
    if let file = options.junitFile { try OutputFile.checkWritable(file) }
    if let file = options.sarifFile { try OutputFile.checkWritable(file) }
    if let file = options.updatedBaselineFile { try OutputFile.checkWritable(file) }
    if config.savesCounterexamples, let folder = config.corpusDirectory { try OutputFile.checkWritableFolder(folder) }
  }

  /// The run report with the flag-dependence section before its closing summary line (the
  /// same for a run and for a merge of its shards).
  static func render(
    _ config: RunConfiguration, _ outcome: RunOutcome, showCoverage: Bool = false, extra: [String] = [],
    accepted: [String: [Invariant: Int]] = [:]
  ) -> String {
    var lines = RunReport.text(configuration: config, outcome: outcome, showCoverage: showCoverage, accepted: accepted)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let summary = lines.lastIndex(where: { $0.contains(" failure signature(s) across ") }) {
      let section = FlagDependence.report(outcome.results)
      if !section.isEmpty {
        let sectionLines = section.dropFirst().dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        lines.insert(contentsOf: sectionLines.map(String.init), at: summary)
      }
    }
    // The baseline's lines come last before the summary's blank line.
    if !extra.isEmpty, let summary = lines.lastIndex(where: { $0.contains(" failure signature(s) across ") }) {
      lines.insert(contentsOf: extra, at: summary - 1)
    }
    return lines.joined(separator: "\n")
  }

  /// A counterexample lost unless copied from the report beats everything, then incomplete (an
  /// interrupted run is never a pass), then new or unshrunk failures, then a missed coverage floor.
  static func exitCode(_ config: RunConfiguration, _ outcome: RunOutcome) -> ExitCode {
    if !outcome.unsavedCounterexamples.isEmpty { return .unsaved }
    if outcome.incompleteReason != nil { return .incomplete }
    if outcome.results.contains(where: { $0.findings.contains { $0.isNew || !$0.isShrunk } }) { return .failure }
    if let floor = config.coverageFloor, outcome.results.contains(where: { $0.coverage.percent < floor }) {
      return .coverageFloorMissed
    }
    return .success
  }
}

/// The raw block results of `run --results`, for `merge`: a version line, the run's
/// ``RunConfiguration`` as one line of JSON, then the blocks (``BlockResult/text``).
enum ResultsFile {
  /// The first line of a results file this build writes.
  ///
  /// Format 3 seals each block with a `check` line (its failure count and a checksum of its
  /// lines); formats 1 and 2 are refused.
  static let versionLine = "lifecycle-fuzz results 3"

  /// The version line and the `configuration` line: the run and this part's shard, not how it
  /// ran here (jobs, time budget, corpus), so the bytes are the same for any `--jobs`.
  static func header(for configuration: RunConfiguration) throws -> String {
    var recorded = configuration.runIdentity
    recorded.shard = configuration.shard
    return "\(versionLine)\nconfiguration\t\(try recorded.jsonText())\n"
  }

  /// The configuration a results file's header records.
  ///
  /// - Throws: ``TraceFileError`` naming `file` when the text is no results file of this
  ///   version or its configuration does not decode.
  static func configuration(
    in text: String, file: String, resolver: RunConfiguration.StrategyResolver
  ) throws(TraceFileError) -> RunConfiguration {
    for old in ["1", "2"] where text.hasPrefix("lifecycle-fuzz results \(old)\n") {
      throw TraceFileError(
        file: file, line: 1,
        message: "results format \(old) is from an older lifecycle-fuzz (this one reads format 3, whose"
          + " blocks carry checksums); run its shard again with this one")
    }
    guard text.hasPrefix(versionLine + "\n") else {
      throw TraceFileError(file: file, line: 1, message: "not a results file: the first line must be '\(versionLine)'")
    }
    // Bytes, not Characters: the file runs to megabytes and only its header matters here.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
    let prefix = "configuration\t".utf8
    guard lines.count > 1, lines[1].starts(with: prefix) else {
      throw TraceFileError(file: file, line: 2, message: "the second line must be 'configuration' and the run's JSON")
    }
    let json = String(decoding: lines[1].dropFirst(prefix.count), as: UTF8.self)
    do {
      return try RunConfiguration(jsonText: json, resolver: resolver)
    } catch {
      throw TraceFileError(file: file, line: 2, message: "its run configuration does not decode: \(describe(error))")
    }
  }

  /// A decoding error in a few words: what is wrong and at which key.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
      let path = c.codingPath.map(\.stringValue).joined(separator: ".")
      if case .keyNotFound(let key, _) = error { return "no '\(key.stringValue)'" }
      return path.isEmpty ? c.debugDescription : "\(path): \(c.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }
}
