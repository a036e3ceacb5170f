import Foundation
import LifecycleFuzz

/// `run`: fuzz, report, write corpus, results and JUnit files, choose the exit code.
enum RunCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz run [options]

    Fuzzes strategies with generated lifecycle traces, shrinks each failure to a minimal
    counterexample and writes it to the corpus as soon as it is found. One engine runs every
    platform: iOS strategies against the model of UIKit, Android strategies against the model of
    Android (--platform ios,android; default: every platform the options given fit, so with no
    option both, iOS first).

    OPTIONS:
      --seed <n>          run seed, 0 to 2^64-1 (default 20261129)
      --traces <n>        traces per strategy (default 400)
      --max-length <n>    longest trace in events (default 24)
      --strategy <names>  comma-separated strategy names of any platform, built-in or family members
                          such as 'cover[on=resign,via=subview,off=becomeActive]' (default: all)
      --family <n>        also search strategies: fuzz n members of the parametric families (FAMILY
                          and DETECT in 'list families', together), drawn from the seed (without
                          --strategy, only those)
      --lock-family <n>   as --family, for n members of the app-lock family ('lock[...]')
      --app-logic <file>  also fuzz the app's own logic written as an app-logic script, iOS's
                          or Android's (docs/app-logic.md); its strategy is 'app-logic#FINGERPRINT'
      --profile <names>   platform profile(s): a name, a comma list, or 'all' for every
                          built-in profile (default: each strategy's own); '*' in a name
                          matches built-in names ('*-scenes': every scene-based iOS profile)
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
      --max-steps <n>     step budget per strategy (deterministic; a cut before the planned traces: INCOMPLETE, exit 4)
      --time-budget <s>   wall-clock budget in seconds; when it runs out: INCOMPLETE, exit 4
      --coverage-floor <p> exit 3 when a strategy visits under p% of abstract states
      --require-reached   exit 3 when a handler or branch of an --app-logic script was never reached
                          (its 'never reached:' lines; JUnit fails the script's 'script-reached'
                          case, which is skipped without it)
      --show-coverage     list the abstract states never reached
      --junit <file>      write JUnit XML (one test case per strategy and invariant)
      --sarif <file>      write SARIF 2.1.0 for code scanning (one result per failure signature,
                          at its corpus file; MASVS-PLATFORM-3, MASWE-0055, CWE-200/359)
      --flag-pairs        also name pairs of low or unverified flags that change a finding's verdict
                          only together in its 'depends on' (with --verbose and --sarif; at most
                          24 pair replays a finding, a cut is said)
      --sweep-flags       after the run, run each strategy and profile that holds again with the same
                          seed and traces under each unverified or low-confidence flag answered the
                          other way, and name per holds the flips that break it (invariant, signatures,
                          the flag's evidence); in the report, JUnit and SARIF. It costs one run of the
                          holds per flag (35 on iOS, 8 on Android; the report says how many).
                          Verdicts and exit codes are unchanged; an interrupted sweep exits 4
      -v, --verbose       the full report: every invariant of every strategy with every finding, the
                          expected and accepted ones too, a test to paste, coverage and the events
                          generated (default: one screen, details only for what fails)
      -q, --quiet         only the summary line, one line per failing strategy (its failing
                          invariants), warnings and where the files went; no progress
      --baseline <file>   accepted failure signatures, one a line: '<signature><TAB><reason>'
                          and optionally '<TAB>expires YYYY-MM-DD' after a first line
                          'lifecycle-fuzz baseline 1'; they are reported as accepted, not as
                          failures; expired and stale entries are warned about
      --update-baseline <file>  write the baseline: this run's signatures (existing reasons kept)
      --today <date>      the date expiry is judged against, YYYY-MM-DD (default: today, UTC)
      --evidence          write each leak's picture (what the capture showed, sensitive points
                          marked, leaking views named) next to its corpus trace as .evidence.svg
      --block-size <n>    traces per block, the unit of jobs and shards (default 100)
      --print-break-set   print what broke on each strategy's own profile as the catalogs' lists of
                          expected failures (scripts/expected-failures.sh), instead of the report
      --platform <names>  the platforms to fuzz (comma list of ios, android, or all; default: every
                          platform that understands the options given: --strategy, --profile,
                          --flag, --invariant and --weight values each belong to a platform).
                          Every platform's blocks share the workers; each platform other than
                          iOS reads and writes <corpus>/<platform>, and the reports follow in order
      -h, --help          show this help

    SIGINT (Ctrl-C), SIGTERM or SIGHUP stops the run: everything found so far is kept and the
    run exits 4.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(tool.named(help))
      return .success
    }
    let options = try RunOptions.parse(args, command: "run", tool: tool)
    // The parent's reports (and `--jobs 1`) replay in this process; workers take it from the configuration.
    if options.common.checksFlagPairs { FlagDependence.pairsAreReplayed = true }
    return try execute(options, tool, console)
  }

  /// One section per platform taking part (``PlatformOptions/selections(_:seed:)``), in the provider's order.
  ///
  /// - Throws: ``ArgumentError`` for a value no platform takes part with.
  static func sections(_ options: RunOptions, _ tool: CommandLineTool) throws(ArgumentError) -> [any AnyRunSection] {
    try options.platform.selections(tool.strategies, seed: options.common.seed).map { $0.makeSection(options.common) }
  }

  /// The app's own hosted delegates that cannot run as UIKit runs them, told before the run: each is an
  /// `error:` line on standard error, and the run exits 1 at best (``PlatformSelection/hostingProblemsBeforeTheRun()``).
  static func hostingProblems(_ selections: [any AnyPlatformSelection]) -> [String] {
    selections.flatMap { $0.hostingProblemsBeforeTheRun() }
  }

  /// The app-logic scripts' events that the profiles they run on never deliver, told before the run as `warning:`
  /// lines on standard error (``PlatformSelection/appLogicWarningsBeforeTheRun()``); the exit code is unchanged.
  static func appLogicWarnings(_ selections: [any AnyPlatformSelection]) -> [String] {
    selections.flatMap { $0.appLogicWarningsBeforeTheRun() }
  }

  /// Runs every platform taking part on one pool of workers (profile by profile when several are named), then
  /// reports each platform's part, the first platform's first.
  static func execute(_ options: RunOptions, _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    // Resolved once: `--family` draws its members here, which for a large sample is a wait of its own.
    let selections = try options.platform.selections(tool.strategies, seed: options.common.seed)
    let sections = selections.map { $0.makeSection(options.common) }
    // Only where counterexamples are saved: with --no-corpus every output escapes the name (BidiNameTests).
    try checkStrategyNames(sections.filter(\.savesCounterexamples).flatMap(\.strategyNames))
    let stages = sections.map(\.stageCount).max() ?? 1
    if stages > 1, options.resultsFile != nil {
      throw ArgumentError.message("--results needs a single profile (run one shard per profile)")
    }
    try checkDistinctPaths(options)
    try checkOutputs(options, sections)
    for note in options.notes { console.err(Console.oneLine(note) + "\n") }
    let hosting = hostingProblems(selections)
    for problem in hosting { console.err("error: \(Console.oneLine(problem))\n") }
    // A script's events the profile's app never gets: the run goes on, but its handlers there never run.
    for warning in appLogicWarnings(selections) {
      console.err("warning: \(Console.oneLine(warning))\n")
    }
    let baseline = try options.baselineFile.map { file throws in try readBaseline(file, tool.strategies) }
    // An entry no one reviewed accepts as any does, but says so on standard error, one line each.
    if let baseline, let file = options.baselineFile {
      for warning in baseline.unreviewedWarnings(file: file) {
        console.err(Console.oneLine(warning, limit: 4_000) + "\n")
      }
    }
    // An update keeps the reasons already in its file: read it (and refuse a bad one) first.
    let previous =
      try baseline
      ?? options.updatedBaselineFile.flatMap { file throws in
        FileManager.default.fileExists(atPath: file) ? try readBaseline(file, tool.strategies) : nil
      }
    // Blocks go to disk as they arrive; only the aggregate stays in memory.
    let resultsWriter = try options.resultsFile.map { file throws in
      try ResultsFileWriter(path: file, header: ResultsFile.header(try sections.flatMap { try $0.headerLines() }))
    }
    // Every platform's corpus is read before any work: a bad file changes nothing. When the reports show every
    // finding's "depends on" (SARIF, --verbose) and leak (SARIF), the workers replay them with the blocks that found
    // them, so the parent has no serial wrap-up after its workers (the same answers: no output byte changes).
    let replaysDependences = options.sarifFile != nil || options.detail == .verbose
    for s in sections {
      try s.prepare(
        replaysDependences: replaysDependences, replaysEvidence: options.sarifFile != nil,
        onBlock: resultsWriter.map { writer in
          { field, block, text in try writer.append(strategyField: field, block: block, text: text) }
        })
    }
    // The default run says at its end how many traces it wrote to the corpus (``nextStepLines(_:tracesBefore:)``).
    let tracesBefore =
      isDefaultRun(options) || options.detail == .quiet ? traceFileCount(in: options.common.corpusDirectory) : 0
    InterruptHandler.install()
    let stop = StopSignal.after(seconds: options.common.timeBudget)
    // Progress goes to standard error (never to standard output or a file), and not at all with --quiet.
    let progress = ProgressLine(console: options.detail == .quiet ? Console(out: { _ in }, err: { _ in }) : console)
    progress.planned = sections.reduce(0) { $0 + $1.plannedTraces }
    progress.timeBudget = options.common.timeBudget
    for s in sections { s.observe(progress) }
    progress.begin()
    var failures: [String] = []
    for stage in 0..<stages {
      let parts = sections.compactMap { $0.part(ofStage: stage) }
      failures += try CampaignGroup.run(parts, jobs: options.common.jobs, stop: stop)
      if stop.shouldStop { break }
    }
    progress.finish()
    for s in sections { s.finish(stop: stop, workerFailures: failures) }
    // Accepted findings leave the report, JUnit and the exit code; SARIF keeps them suppressed.
    let today = options.today ?? currentDate()
    var extra: [String] = []
    if let baseline {
      for s in sections { s.apply(baseline, today: today) }
      extra = baselineSection(
        baseline, sections, today: today, file: options.baselineFile ?? "", listsAccepted: options.detail == .verbose)
    }
    for s in sections { s.judge() }
    // The report and the SARIF log show the same findings' dependences: each is replayed once.
    FlagDependence.startMemo()
    defer { FlagDependence.endMemo() }
    if options.printsBreakSet {
      // A run cut short (a budget, a signal, a worker lost) would print a break set without what it did not reach,
      // and scripts/expected-failures.sh --write would drop those lines from the catalogs (a breaker's).
      if let reason = sections.lazy.compactMap(\.incompleteReason).first {
        console.err(
          "error: \(Console.oneLine("the run is incomplete (\(reason)): no break set is printed, as it would lack what the run did not reach"))\n"
        )
        return .incomplete
      }
      // What broke, as the catalogs declare it: scripts/expected-failures.sh writes it into their files.
      console.out(sections.map { "# \($0.platformName)\n" + $0.breakSet().map { $0 + "\n" }.joined() }.joined())
      return .success
    }
    var reports = sections.enumerated().map { i, s in
      s.render(showCoverage: options.showCoverage, extra: i == sections.count - 1 ? extra : [], detail: options.detail)
    }
    if options.sweepsFlags {
      // After the reports are rendered: their findings' "depends on" replays are done (and kept for SARIF) before a
      // signal that cuts the sweep could answer them "not checked". A worker lost in the sweep makes its flip
      // incomplete (said in the sweep's lines), never the run's traces.
      _ = try sweepFlags(sections, options, console, stop)
      reports = zip(reports, sections).map { $0 + $1.flagSweepText }
    }
    console.out(reports.joined(separator: "\n"))
    // On standard error, as the progress line: the report stays one screen, byte for byte as before.
    for line in nextStepLines(options, tracesBefore: tracesBefore) {
      console.err("lifecycle-fuzz: " + Escape.terminal(line) + "\n")
    }
    // Each output is written or named: one that cannot be written (its folder removed mid-run) must not keep the
    // others from being written.
    var writes = OutputWrites()
    func attempt(_ write: () throws -> Void) { writes.attempt(write) }
    // What the shards replayed from the corpus goes with their blocks: a merge without that corpus still sees it.
    resultsWriter?.knownLines = sections.flatMap { $0.knownLines() }
    // The blocks a step budget leaves out are no part of the run, whichever worker ran them: the file is -j 1's.
    resultsWriter?.leftOut = Set(sections.flatMap(\.blocksPastBudget))
    attempt { try resultsWriter?.commit() }
    // `marked`: the reports were interrupted although every trace ran (the file must not read as complete).
    func writeJUnit(marked reason: String? = nil) {
      guard let file = options.junitFile else { return }
      var suites = sections.map { $0.junit() }
      if let reason, !suites.isEmpty { suites[0].incompleteReason = reason }
      attempt { try OutputFile.write(JUnitReport.xml(seed: options.common.seed, suites: suites), to: file) }
    }
    writeJUnit()
    // Pictures go next to corpus traces, so only a run that writes the corpus writes them.
    var evidence: [String: String] = [:]
    // A picture that cannot be written (a full disk) loses nothing its trace cannot redraw: the other outputs are
    // still written, and the run exits as one whose counterexamples could not all be saved.
    var evidenceLost = false
    if options.writesEvidence {
      for s in sections {
        let (written, errors) = s.writeEvidence()
        evidence.merge(written) { a, _ in a }
        for error in errors { console.err("error: \(Console.oneLine(error.description))\n") }
        evidenceLost = evidenceLost || !errors.isEmpty
      }
    }
    func writeSARIF(marked reason: String? = nil) {
      guard let file = options.sarifFile else { return }
      let root = OutputFile.repositoryRoot()
      let directory = FileManager.default.currentDirectoryPath
      let baselineFile = options.baselineFile.map { SARIFReport.relative($0, to: root, from: directory) } ?? ""
      var parts = sections.map {
        $0.sarif(root: root, directory: directory, evidence: evidence, baselineFile: baselineFile)
      }
      if let reason, !parts.isEmpty { parts[0].incompleteReason = reason }
      attempt {
        try OutputFile.write(
          SARIFReport.text(SARIFReport.log(parts, seed: options.common.seed, traces: options.common.traces)), to: file)
      }
    }
    writeSARIF()
    var written: (baseline: Baseline, file: String)?
    if let file = options.updatedBaselineFile {
      if let reason = sections.lazy.compactMap(\.incompleteReason).first {
        // What did not run would look stale and be dropped: an incomplete run changes nothing.
        console.err("lifecycle-fuzz: \(Escape.terminal(file)) not updated: the run is incomplete (\(reason))\n")
      } else {
        var updated = previous ?? Baseline()
        for s in sections { updated = s.updatedEntries(updated, reason: Baseline.placeholderReason, today: today) }
        attempt { try OutputFile.write(updated.text, to: file) }
        console.out(
          Escape.terminalLines(Self.updateLines(from: previous ?? Baseline(), to: updated, file: file, today: today)))
        written = (updated, file)
      }
    }
    // A signal during the reports: every trace ran, but "depends on" lines from then on say not checked, and a
    // JUnit or SARIF file written before the signal would read as a complete run to a CI that reads only it. Both
    // are written again, marked incomplete (the memo makes the second rendering cheap).
    let reportsInterrupted = tool.writeStop() && sections.allSatisfy { $0.incompleteReason == nil }
    if reportsInterrupted {
      writeJUnit(marked: Self.reportsInterruptedReason)
      writeSARIF(marked: Self.reportsInterruptedReason)
    }
    // As a single failed write always did: exit 2, now after every other output is written.
    if !writes.errorLines.isEmpty {
      for line in writes.errorLines { console.err(line) }
      return .usage
    }
    // A CI log's pointer to what the run wrote: --quiet's last line.
    if options.detail == .quiet, let line = writtenLine(options, tracesBefore: tracesBefore) {
      console.out(Escape.terminal(line) + "\n")
    }
    var code = sections.map(\.exitCode).reduce(hosting.isEmpty ? .success : .failure, worse)
    if let written {
      // Judged as `run --baseline FILE` judges it with the file just written: what the update accepted is no failure
      // (the s45 reliability list: an update that accepted every finding exited 1). The report, JUnit and SARIF,
      // written before, show what the run found: what FILE now accepts, for a reviewer.
      for s in sections {
        s.apply(written.baseline, today: today)
        s.judge()
      }
      let judged = sections.map(\.exitCode).reduce(hosting.isEmpty ? .success : .failure, worse)
      // A signal during the reports makes the run INCOMPLETE (below): no "exit 0" line before that one.
      if code == .failure, judged != .failure, !reportsInterrupted {
        console.out(
          Escape.terminal(
            "exit \(judged.rawValue): every failure of this run is accepted by \(written.file) now, as run --baseline"
              + " \(written.file) judges it; replace each placeholder reason with why it is acceptable") + "\n")
      }
      code = judged
    }
    if reportsInterrupted {
      // Every trace ran, but a signal stopped the reports' dependence replays: never a pass.
      console.out(
        "INCOMPLETE: interrupted while writing the reports; every trace ran and what it found is kept, each "
          + "\"depends on\" from then on says not checked. Not a pass.\n")
      code = worse(code, .incomplete)
    }
    return evidenceLost ? worse(code, .unsaved) : code
  }

  /// `--sweep-flags`: each section's holds run again under each weakly-sourced flag flipped (``FlagSweep``), the cost
  /// said on standard error first (unless `--quiet`). Nothing is swept after an incomplete run: its holds are not
  /// holds.
  ///
  /// - Returns: the workers that died during the sweep.
  /// - Throws: ``WorkerError`` when workers cannot be started.
  static func sweepFlags(
    _ sections: [any AnyRunSection], _ options: RunOptions, _ console: Console, _ stop: StopSignal
  ) throws -> [String] {
    var failures: [String] = []
    for s in sections {
      failures += try s.sweepFlags(jobs: options.common.jobs, stop: stop) { line in
        if options.detail != .quiet { console.err("lifecycle-fuzz: \(s.platformName) flag sweep: \(line)\n") }
      }
    }
    return failures
  }

  /// What `--update-baseline` changed, for a reviewer: each entry it added and each it dropped (with its reason),
  /// and each expired exact entry it kept as written, which accepts nothing until its `expires` is renewed (an s48
  /// breaker's: such an update printed nothing and exited 1); nothing when it changed no entry and kept none expired.
  static func updateLines(from previous: Baseline, to updated: Baseline, file: String, today: String) -> String {
    let before = Set(previous.entries.map(\.stableSignature))
    let after = Set(updated.entries.map(\.signature))
    let added = updated.entries.filter { !before.contains($0.signature) }.sorted { $0.signature < $1.signature }
    let dropped = previous.entries.filter { !after.contains($0.stableSignature) }
    let expired = updated.entries.filter { !$0.isPattern && ($0.expires ?? "9999-12-31") < today }
    guard !added.isEmpty || !dropped.isEmpty || !expired.isEmpty else { return "" }
    var out =
      "baseline \(file) updated: \(added.count) entr\(added.count == 1 ? "y" : "ies") added, \(dropped.count) dropped\n"
    for e in added { out += "  added: \(e.signature)   [\(e.reason)]\n" }
    // Each by name, with its reason: a reviewed entry the run covered and did not reach is gone from the file.
    for e in dropped { out += "  dropped: \(e.stableSignature)   [\(e.reason)]\n" }
    // A reviewer's date is theirs to renew: the update keeps the entry, and its finding still fails the run.
    for e in expired {
      out +=
        "  kept, expired \(e.expires ?? "") (today \(today)), accepts nothing until renewed: \(e.signature)"
        + "   [\(e.reason)]\n"
    }
    return out
  }

  /// The reason JUnit's `complete` case and SARIF's invocation give when a signal came while the reports were
  /// written (every trace ran).
  static let reportsInterruptedReason =
    "interrupted while writing the reports: every trace ran and what it found is kept; each \"depends on\" "
    + "from then on says not checked"

  /// The worse of two parts' exit codes: a lost counterexample, then incomplete, then a failure, then a missed
  /// coverage floor.
  static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode {
    let order: [ExitCode] = [.unsaved, .incomplete, .failure, .coverageFloorMissed, .usage, .success]
    return order.first { $0 == a || $0 == b } ?? a
  }

  /// Reads and parses a baseline file.
  ///
  /// - Throws: ``TraceFileError`` naming the file (and line) when it is missing or malformed.
  static func readBaseline(_ file: String, _ provider: StrategyProvider) throws(TraceFileError) -> Baseline {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw TraceFileError(file: file, line: 0, message: "cannot read the baseline file")
    }
    // Not UTF-8: the error names the line and column of the first invalid byte.
    let text = try String(utf8File: data, file: file)
    let baseline = try Baseline(text: text, file: file, platforms: provider.platforms)
    if let error = baseline.unansweredAppCallError(file: file, platforms: provider.platforms) { throw error }
    return baseline
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

  /// The baseline's lines of the run report: the accepted signatures with their reasons, then a warning per
  /// expired entry (with the date judged against) and per stale entry (in the scope of a platform's run, reached by
  /// none).
  static func baselineSection(
    _ baseline: Baseline, _ sections: [any AnyRunSection], today: String, file: String, listsAccepted: Bool = true
  ) -> [String] {
    let accepted = sections.flatMap(\.accepted)
    var out = [
      "",
      "baseline \(file): \(accepted.count) accepted signature(s), not failures"
        + (listsAccepted ? "" : " (--verbose lists them)"),
    ]
    for a in accepted where listsAccepted {
      out.append("  accepted: \(a.signature)   [\(a.hits) trace(s); \(a.reason)]")
    }
    for e in baseline.entries where (e.expires ?? "9999-12-31") < today {
      // A live pattern still accepts what an expired exact entry named: say so, not "accepted no more" (s48 breaker).
      let pattern = baseline.entries.first {
        $0.isPattern && ($0.expires ?? "9999-12-31") >= today && $0.accepts(e.stableSignature)
      }
      out.append(
        "  WARNING: expired \(e.expires ?? "") (today \(today)), "
          + (pattern.map { "accepted now only by the pattern at \(file):\($0.line): " } ?? "accepted no more: ")
          + "\(e.signature) (\(file):\(e.line))")
    }
    let reached = Set(sections.flatMap(\.reachedSignatures))
    for e in baseline.entries where !e.isReached(by: reached) && sections.contains(where: { $0.covers(e) }) {
      out.append("  WARNING: stale, not reached in this run: \(e.stableSignature) (\(file):\(e.line))")
    }
    out += reviewWarnings(baseline, file: file)
    return Escape.terminalLines(out.joined(separator: "\n")).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// The baseline's warnings of what no one reviewed: entries whose reason is still the placeholder
  /// `--update-baseline` wrote (one line, naming their lines), and each entry naming a script by a fingerprint no
  /// script given or replayed has, which accepts nothing.
  static func reviewWarnings(_ baseline: Baseline, file: String) -> [String] {
    var out: [String] = []
    let placeholders = baseline.entries.filter { $0.reason == Baseline.placeholderReason }
    if !placeholders.isEmpty {
      let lines = placeholders.map { String($0.line) }.joined(separator: ", ")
      out.append(
        "  WARNING: \(placeholders.count) entr\(placeholders.count == 1 ? "y accepts" : "ies accept") with the placeholder "
          + "reason '\(Baseline.placeholderReason)', which no one wrote (\(file) line\(placeholders.count == 1 ? "" : "s") "
          + "\(lines)): replace it with why each is acceptable")
    }
    for e in baseline.entries where e.isLegacyScriptEntry {
      out.append(
        "  WARNING: \(file):\(e.line) names a script by a fingerprint (as earlier versions wrote) that no --app-logic "
          + "script has, so it accepts nothing; run --update-baseline \(file) carries its reason over to the script's "
          + "finding with the same invariant, profile and events: \(e.signature)")
    }
    // An entry of earlier versions, naming a script by its file's name only: read as the one script given of that
    // name, said once per entry (--update-baseline writes its path).
    for e in baseline.entries {
      let written = e.signature.components(separatedBy: " | ").first { $0.hasPrefix(ScriptIdentity.prefix) }
      let read = e.stableSignature.components(separatedBy: " | ").first { $0.hasPrefix(ScriptIdentity.prefix) }
      guard let written, let read, written != read else { continue }
      out.append(
        "  NOTICE: \(file):\(e.line) names \(written) by its file name only (as earlier versions wrote): read as "
          + "\(read), the one --app-logic script of that name; run --update-baseline \(file) writes its path")
    }
    // A script renamed (or moved to another file name): its entries name a file no script given has.
    if !RunReport.appLogicFiles.isEmpty {
      for e in baseline.entries {
        guard
          let script = e.stableSignature.components(separatedBy: " | ").first(where: {
            $0.hasPrefix(ScriptIdentity.prefix)
          }), ScriptIdentity.strategy(identifiedBy: script) == nil
        else { continue }
        out.append(
          "  WARNING: \(file):\(e.line) names \(script), the path of no --app-logic script given, so it accepts "
            + "nothing (a renamed or moved script's entries name its new path): \(e.signature)")
      }
    }
    return out
  }

  /// Refuses a strategy name (a user's own) with a character no trace file or terminal line can carry as it is: a
  /// control character (a line break, a tab), a format character (a bidirectional override or isolate, a
  /// zero-width character) or a line separator (``Escape/isUnsafe(_:)``), in a run that saves counterexamples:
  /// they could not be saved, so the run would lose them. It is refused before any trace runs; a run that saves
  /// nothing (`--no-corpus`) escapes the name in every output instead.
  ///
  /// - Throws: ``ArgumentError`` naming the first such name, escaped as a Swift literal.
  static func checkStrategyNames(_ names: [String]) throws(ArgumentError) {
    guard let bad = names.first(where: { $0.unicodeScalars.contains { Escape.isUnsafe($0) || $0 == "\t" } }) else {
      return
    }
    throw ArgumentError.message(
      "strategy name \(Escape.swiftLiteral(bad)) holds a control, format or line-separator character: its traces "
        + "could not be saved to the corpus; rename the strategy (or run with --no-corpus)")
  }

  /// Refuses two outputs on one path, an output on the `--baseline` input (only `--update-baseline` may name the
  /// baseline it updates) or a `.trace` output in the corpus (``OutputGuard``): one would silently replace the other.
  ///
  /// - Throws: ``ArgumentError`` naming the options.
  static func checkDistinctPaths(_ options: RunOptions) throws(ArgumentError) {
    let outputs: [OutputGuard.Named] = [
      ("--results", options.resultsFile), ("--junit", options.junitFile), ("--sarif", options.sarifFile),
    ].compactMap { name, file in file.map { (name, $0) } }
    let updated: [OutputGuard.Named] = options.updatedBaselineFile.map { [("--update-baseline", $0)] } ?? []
    let baseline: [OutputGuard.Named] = options.baselineFile.map { [("--baseline", $0)] } ?? []
    try OutputGuard.check(outputs: outputs + updated, corpus: options.common.corpusDirectory)
    try OutputGuard.check(outputs: outputs, inputs: baseline, corpus: nil)
  }

  /// Checks every path the run writes (`--results`, `--junit`, `--sarif`, the corpus folder when it
  /// writes) before the first trace runs, so a bad path costs no work; nothing is created here: a report's missing
  /// folders are made when it is written (``OutputFile/prepare(_:)``), so a run refused later creates none.
  ///
  /// - Throws: ``OutputFileError`` for the first path that cannot be written.
  static func checkOutputs(_ options: RunOptions, _ sections: [any AnyRunSection]) throws(OutputFileError) {
    try OutputFile.prepare(
      [options.resultsFile, options.junitFile, options.sarifFile, options.updatedBaselineFile].compactMap { $0 })
    for folder in sections.compactMap(\.corpusFolder) { try OutputFile.checkWritableFolder(folder) }
  }

  /// The run report at `detail`, `extra` lines (the baseline's) before its closing lines (the same for a run and for
  /// a merge of its shards).
  static func render<Host: Platform>(
    _ config: RunConfiguration<Host>, _ outcome: RunOutcome<Host>, showCoverage: Bool = false, extra: [String] = [],
    verdicts: RunVerdicts<Host>? = nil, detail: RunReport.Detail = .normal
  ) -> String {
    RunReport.text(
      configuration: config, outcome: outcome, showCoverage: showCoverage, verdicts: verdicts, detail: detail,
      extra: extra)
  }

  /// A counterexample lost unless copied from the report beats everything, then incomplete (an
  /// interrupted run is never a pass), then a broken invariant neither accepted nor expected (``RunVerdicts``; new or
  /// known alike), then a missed coverage floor or, under `--require-reached`, a script point no trace ran.
  ///
  /// - Parameter verdicts: the outcome judged (default: with no baseline and no expectations).
  static func exitCode<Host: Platform>(
    _ config: RunConfiguration<Host>, _ outcome: RunOutcome<Host>, _ verdicts: RunVerdicts<Host>? = nil
  ) -> ExitCode {
    if !outcome.unsavedCounterexamples.isEmpty { return .unsaved }
    if outcome.incompleteReason != nil { return .incomplete }
    let verdicts =
      verdicts
      ?? RunVerdicts(outcome: outcome, invariants: config.invariants, plannedTraces: config.plannedTracesPerStrategy)
    if verdicts.fails { return .failure }
    if let floor = config.coverageFloor, outcome.results.contains(where: { $0.coverage.percent < floor }) {
      return .coverageFloorMissed
    }
    // --require-reached: a point of a script no trace ran is a missed floor of the script's own.
    if config.requiresScriptReached,
      outcome.results.contains(where: { $0.traces > 0 && !$0.unreachedScriptBranches.isEmpty })
    {
      return .coverageFloorMissed
    }
    return .success
  }
}
