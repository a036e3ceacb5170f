import AppLogic
import Foundation
import LifecycleFuzz

/// `replay`: trace files (or events given inline) run again and compared with their verdicts
/// and checkpoints.
enum ReplayCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz replay [options] <file-or-folder>...
           lifecycle-fuzz replay --refresh-checkpoints <file-or-folder>...
           lifecycle-fuzz replay [--platform <name>] --strategy <name> | --app-logic <file> --profile <name>
                                 --expect <verdict> --events '<e1 · e2 ...>'

    Replays trace files (folders: every .trace file inside, then those of each subfolder, by name
    and at any depth, such as corpus/android; hidden folders are left out) and compares each
    verdict with the one the file records, and each step's state with the file's checkpoints. Exit 1 if a verdict differs or a trace is stale
    (an event is no longer possible, or the state diverges from a checkpoint: the step and the
    fields that differ are printed), and exit 1 too while a trace still breaks an invariant that
    is neither accepted (--baseline) nor expected (the catalog's declared faults of a built-in
    strategy on its own profile): a committed counterexample fails until the cover is fixed, as
    in 'run'.

    A trace whose comments say '# fixture: <reason>' keeps its failure on purpose (a family
    member's or a model behaviour's fault; run, minimize and merge never write the line): it is
    reported with its reason, not as unaccepted.

    A trace whose comments mark it '# case C31: <address>' reproduces a public report (its failure
    is the report's, not unaccepted); '# control C31: ...' marks a neighbour that must hold. When
    such traces are replayed (corpus/public-reports), a last line gives the suite's score: cases
    with the report's verdict (by construction: decided by the strategy's parameters alone) and
    controls that hold.

    Under an app-logic script's first trace (and under an inline replay's line), one 'assumed:'
    line per default the script leaves unspoken that decides its verdicts, naming the word that
    says otherwise (docs/translating-apps.md).

    SIGINT, SIGTERM or SIGHUP stops it before the next trace: the verdicts so far are printed, then
    INCOMPLETE with how many traces were replayed, exit 4 (never a pass).

    OPTIONS:
      --baseline <file>   accepted failure signatures (as for 'run'); expired entries accept nothing
      --app-logic <file>  the app-logic script a --baseline entry names (a baseline carries no script);
                          traces of an earlier version of the same file are re-checked against it (FIXED
                          when one now holds)
      --keep-fixed        with --app-logic: rewrites each FIXED trace as a trace of the script given
                          that expects holds (KEPT), so it guards the fix: bringing the bug back fails it
      --today <date>      the date expiry is judged against, YYYY-MM-DD (default: today, UTC)
      --refresh-checkpoints  see below
      -h, --help          show this help

    --refresh-checkpoints, after a change to the model, rewrites the checkpoints of every file
    whose verdict is still the one it records and lists the files whose verdict changed
    (left untouched, exit 1). A folder's own traces and its platforms' folders (corpus/android)
    are refreshed; any other subfolder is named as not refreshed (name it to refresh it).
    SIGINT, SIGTERM or SIGHUP stops it between files (each file whole, no temporary file left):
    INCOMPLETE, exit 4.

    Events given inline (the form every replay hint of 'run', 'compare' and 'explore' prints) are
    replayed as a trace file of them would be; these options take no file or folder:
      --platform <name>   the strategy's platform (ios, android; default: the platform whose
                          catalog has the strategy)
      --strategy <name>   the strategy, built-in or a family member such as 'cover[on=resign,...]'
      --app-logic <file>  in place of --strategy (not with it): an app-logic script, replayed as
                          its strategy
      --profile <name>    the profile ('lifecycle-fuzz list profiles')
      --expect <verdict>  the verdict the events should give: holds, or the invariant they break
      --events '<e1 · e2 ...>'  the events, separated by ' · ' ('lifecycle-fuzz list events')

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(tool.named(help))
      return .success
    }
    // `--app-logic FILE` first is inline only with the inline options: before trace files, it gives the script a
    // `--baseline` entry names.
    // In any order: the file form takes none of the inline options (`--events` first was refused as unknown).
    let inlineOptions = ["--events", "--expect", "--profile", "--strategy", "--platform"]
    let options = args.prefix(while: { $0 != "--" })
    // A flag: `--keep-fixed=yes` was an unknown option with suggestions.
    if let flag = options.first(where: { $0.hasPrefix("--keep-fixed=") }) {
      throw ArgumentError.message("--keep-fixed is a flag and takes no value, not '\(flag)'")
    }
    if options.contains(where: inlineOptions.contains) {
      // Inline events write no trace file: there is nothing to keep (it was read as wanting a value).
      if options.contains("--keep-fixed") {
        throw ArgumentError.message(
          "--keep-fixed rewrites the FIXED trace files an --app-logic script fixed; replay of inline events has none")
      }
      return try inline(args, tool, console)
    }
    if args.first == "--refresh-checkpoints" { return try refresh(Array(args.dropFirst()), tool, console) }
    var (args, operands) = ArgumentScanner.splitAtEndOfOptions(args)
    let givesScript = args.contains { $0 == "--app-logic" || $0.hasPrefix("--app-logic=") }
    let givesBaseline = args.contains { $0 == "--baseline" || $0.hasPrefix("--baseline=") }
    let keepsFixed = args.contains("--keep-fixed")
    args.removeAll { $0 == "--keep-fixed" }
    if keepsFixed && !givesScript {
      throw ArgumentError.message(
        "--keep-fixed rewrites the traces an --app-logic script fixed: give the script (--app-logic FILE)")
    }
    // The scripts given, in the order given: a trace of an earlier version of one is re-checked against it.
    var given: [String] = []
    let accepted = try acceptance(
      &args, tool, warn: { console.err(Console.oneLine($0, limit: 4_000) + "\n") },
      givenScript: { given.append($0) })
    if let flag = args.first(where: { $0.hasPrefix("-") }) { throw Self.unknownOption(flag) }
    args += operands
    guard !args.isEmpty else { throw ArgumentError.message("replay needs at least one trace file or folder") }
    // Every subfolder too: a CI step's `replay corpus` must not pass while a trace in corpus/regressions fails.
    let paths = Replay.expandRecursively(args)
    // A path that is not there is reported in its place (exit 2 in the end), and the others are still replayed; when
    // none is there, that is the one error.
    let missing = args.compactMap { p in TraceFile.absence(p).map { (path: p, reason: $0) } }
    if missing.count == args.count, let m = missing.first {
      throw TraceFileError(file: m.path, line: 0, message: m.reason)
    }
    guard !paths.isEmpty else { throw ArgumentError.message("no .trace files in \(args.joined(separator: ", "))") }
    // A file that cannot be read is reported and skipped, so one bad file does not hide the
    // verdicts of the others; the exit code still says the input was bad.
    var failed = 0
    var unreadable = 0
    var broken = 0
    var suite = PublicSuiteScore()
    var rechecks: [(strategy: String, path: String, stillBreaks: Bool, removedEvent: Int?)] = []
    var replayedGiven = false
    // The scripts whose `assumed:` lines were printed: once each, under the script's first trace.
    var assumedFor: [String] = []
    // A signal stops it between traces: what was replayed is printed, the rest is not a pass.
    InterruptHandler.install()
    var done = 0
    for path in paths {
      if tool.writeStop() { break }
      done += 1
      do {
        if let m = missing.first(where: { $0.path == path }) {
          throw TraceFileError(file: path, line: 0, message: m.reason)
        }
        let replayed = try TraceFile.visit(
          path, tool.strategies, Replaying(accepted: accepted, givenScripts: given, keepsFixed: keepsFixed),
          givenScripts: given)
        console.out(Escape.terminal(replayed.summary) + "\n")
        if !replayed.script.assumed.isEmpty, !assumedFor.contains(replayed.script.strategy) {
          assumedFor.append(replayed.script.strategy)
          for line in replayed.script.assumed { console.out("  " + Escape.terminal(line) + "\n") }
        }
        if let notice = replayed.notice { console.err(Escape.terminal(notice) + "\n") }
        if let r = replayed.recheck { rechecks.append((r.strategy, path, r.stillBreaks, r.removedEvent)) }
        if replayed.ofGivenScript { replayedGiven = true }
        if !replayed.matches { failed += 1 }
        if replayed.isBroken { broken += 1 }
        if let mark = replayed.mark {
          suite.add(mark, matches: replayed.matches, byConstruction: replayed.byConstruction)
        }
      } catch {
        console.err("error: \(Console.oneLine(String(describing: error)))\n")
        unreadable += 1
      }
    }
    if done < paths.count {
      console.out(
        "INCOMPLETE: replay interrupted after \(done) of \(paths.count) trace(s) (so far \(failed) regression(s), "
          + "\(broken) still BROKEN, \(unreadable) unreadable); the rest were not replayed. Not a pass.\n")
      return .incomplete
    }
    // A given script no trace took over, and no baseline read: it changed nothing, which must not look tested.
    if givesScript && !givesBaseline && !replayedGiven {
      // A trace that did not read may be the script's: the cause is then the error above, not the traces given
      // (the s44 breaker: the warning said every other trace carries its own script after an unreadable one).
      let why =
        unreadable > 0
        ? "none was replayed: \(unreadable == 1 ? "1 trace" : "\(unreadable) traces") could not be read (the"
          + " error\(unreadable == 1 ? "" : "s") above), and \(unreadable == 1 ? "it" : "they") may be the script's;"
          + " fix \(unreadable == 1 ? "it" : "them") and replay again"
        : "none was replayed; every other trace replays the script it carries"
      console.err(
        "warning: --app-logic re-checks the traces of the script and of its earlier versions (the same path in "
          + "their app-logic: notes), and \(why). To try "
          + "the script on a trace's events: replay --app-logic FILE --profile P --expect V --events '...'\n")
    }
    var reported: [String] = []
    for name in given where !reported.contains(name) {
      reported.append(name)
      let checks = rechecks.filter { $0.strategy == name }.map { ($0.path, $0.stillBreaks, $0.removedEvent) }
      for line in AppLogicVersions.line(checks, file: RunReport.appLogicFiles[name] ?? name, kept: keepsFixed) {
        console.out(Escape.terminal(line) + "\n")
      }
    }
    console.out(summaryLine(replayed: paths.count, regressions: failed, broken: broken, unreadable: unreadable) + "\n")
    if !suite.isEmpty {
      let differing = suite.differing
      console.out(suite.line + (differing.isEmpty ? "" : " (differ: \(differing.joined(separator: ", ")))") + "\n")
    }
    return unreadable > 0 ? .usage : failed == 0 && broken == 0 ? .success : .failure
  }

  /// Takes `--baseline FILE` and `--today DATE` out of `args`, and reads the `--app-logic FILE` scripts before the
  /// baseline, whose entries may name them (a baseline carries no script): taken out too unless `keepsAppLogic`
  /// (`explore` reads them again with its other options).
  ///
  /// - Parameters:
  ///   - warn: called with each warning of the baseline's unreviewed entries (``Baseline/unreviewedWarnings(file:)``),
  ///     one line each, for standard error.
  ///   - givenScript: called with each script's strategy name, in the order given.
  /// - Returns: the reasons of the entries that accept a signature today, by signature (empty without a baseline).
  /// - Throws: ``ArgumentError`` for a missing or bad value or script; ``TraceFileError`` for a bad baseline file.
  static func acceptance(
    _ args: inout [String], _ tool: CommandLineTool, keepsAppLogic: Bool = false,
    warn: (String) -> Void = { _ in }, givenScript: (String) -> Void = { _ in }
  ) throws -> [String: String] {
    var kept: [String] = []
    var file: String?
    var today: String?
    var scripts: [String] = []
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--app-logic":
        // replay: one script per platform (an app's iOS and Android scripts), as `run` takes them; explore: one.
        let script = keepsAppLogic ? try scanner.value(for: arg) : try scanner.repeatableValue(for: arg)
        let earlier = RunReport.appLogicFiles
        let name = try PlatformOptions.registerAppLogic(script)
        try PlatformOptions.checkOneScriptPerPlatform(
          name, file: script, given: scripts, command: "replay", earlier: earlier)
        scripts.append(name)
        givenScript(name)
        if keepsAppLogic { kept += [arg, script] }
      case "--baseline": file = try scanner.value(for: arg)
      case "--today":
        let v = try scanner.value(for: arg)
        guard Baseline.isDate(v) else {
          throw ArgumentError.invalidValue(option: arg, value: v, expected: "a date YYYY-MM-DD")
        }
        today = v
      default: kept.append(arg)
      }
    }
    args = kept
    guard let file else { return [:] }
    let baseline = try RunCommand.readBaseline(file, tool.strategies)
    for warning in baseline.unreviewedWarnings(file: file) { warn(warning) }
    return baseline.liveReasons(today: today ?? RunCommand.currentDate())
  }

  /// `replay --refresh-checkpoints PATHS`: see ``Replay/refreshCheckpoints(_:path:strategy:)``.
  static func refresh(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if let flag = args.first(where: { $0.hasPrefix("-") }) {
      throw ArgumentError.unknownOption(flag, command: "replay")
    }
    var paths: [String] = []
    for p in Replay.expand(args, platforms: tool.strategies.platforms) where !paths.contains(p) {
      paths.append(p)  // named twice counts once
    }
    guard !paths.isEmpty else {
      throw ArgumentError.message(
        args.isEmpty
          ? "replay --refresh-checkpoints needs trace files or folders"
          : "no .trace files in \(args.joined(separator: ", "))")
    }
    // Every file is read before any is written: a bad one changes nothing, and a signal meanwhile ends it at once.
    InterruptHandler.exitOnSignal(
      "INCOMPLETE: replay --refresh-checkpoints interrupted while reading its traces; nothing was written. Not a pass.")
    var refreshes: [(path: String, refresh: () throws -> CheckpointRefresh)] = []
    for path in paths {
      let refresh = try TraceFile.visit(path, tool.strategies, Refreshing())
      // The rewrite renames a new file onto the path: a link, or a file the user may not write,
      // is refused before anything is written.
      try OutputFile.checkWritable(path)
      if access(path, W_OK) != 0 { throw OutputFileError.fromErrno(path) }
      refreshes.append((path, refresh))
    }
    // A signal from here on stops between files, never inside one.
    InterruptHandler.holdExit()
    var rewritten = 0
    var changed = 0
    var done = 0
    for (path, refresh) in refreshes {
      if tool.writeStop() { break }
      done += 1
      switch try refresh() {
      case .unchanged: break
      case .rewritten: rewritten += 1
      case .verdictChanged(let what):
        changed += 1
        console.out(Escape.terminal("DIFF  \(path): \(what)") + "\n")
      }
    }
    if done < refreshes.count {
      console.out(
        "INCOMPLETE: replay --refresh-checkpoints interrupted after \(done) of \(refreshes.count) file(s) (\(rewritten) "
          + "rewritten); every file is whole, the rest are as they were. Not a pass.\n")
      return .incomplete
    }
    let unchanged = refreshes.count - rewritten - changed
    let counts = "\(rewritten) rewritten, \(unchanged) unchanged, \(changed) verdicts changed"
    // Exit 1 says so: a changed verdict is the file's to update (or retire), never rewritten here.
    console.out(
      (changed == 0
        ? counts
        : "FAILED (exit 1): \(changed) verdict(s) changed, their files left untouched (the DIFF lines: update or "
          + "retire them); " + counts) + "\n")
    // A rewrite stays in the folders named and their platforms' (a subfolder may hold hand-written traces, such
    // as corpus/public-reports), but a folder left out is said, as `replay` of the same folder checks it.
    for folder in Replay.subfoldersLeftOut(of: args, platforms: tool.strategies.platforms) {
      console.out(Escape.terminal("not refreshed: \(folder) (a subfolder: name it to refresh its traces)") + "\n")
    }
    return changed == 0 ? .success : .failure
  }

  /// The error for an option replay does not take: `run`'s `-q`/`-v` say what replay prints instead (one line per
  /// trace and a summary: the same in any case), others are suggested the closest name.
  static func unknownOption(_ option: String) -> ArgumentError {
    let base = option.split(separator: "=", maxSplits: 1).first.map(String.init) ?? option
    if ["-q", "--quiet", "-v", "--verbose"].contains(base) {
      return .message(
        "replay takes no \(base): it prints one line per trace and a summary line, and the exit code says the rest"
          + " (--quiet and --verbose are run's and merge's)")
    }
    return .unknownOption(option, command: "replay")
  }

  /// `replay [--platform P] --strategy S|--app-logic FILE --profile P --expect V --events 'a · b'` (``InlineTrace``).
  static func inline(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    var given = InlineTrace()
    var scanner = ArgumentScanner(args)
    while let option = scanner.next() {
      // An option replay does not take is named as such (`-q` was asked for a value); a trace file beside the
      // inline options was named an unknown option.
      guard InlineTrace.options.contains(option) else {
        guard option.hasPrefix("-") else {
          throw ArgumentError.message(
            "replay takes trace files or inline events (--strategy or --app-logic, --profile, --expect, --events), not"
              + " both ('\(option)'): a trace file names its own strategy; --app-logic FILE before trace files gives"
              + " the script an earlier version of which they are")
        }
        throw Self.unknownOption(option)
      }
      try given.take(option, from: &scanner, command: "replay")
    }
    let (platform, text, lineOffset) = try given.text(tool, command: "replay")
    let (ok, line, assumed) = try inline(platform, given, text, lineOffset: lineOffset)
    console.out(line + "\n")
    for assumption in assumed { console.out("  " + Escape.terminal(assumption) + "\n") }
    return ok ? .success : .failure
  }

  /// The inline trace `text` replayed: whether it passes, its line, and its script's `assumed:` lines.
  private static func inline<P: Platform>(_ platform: P, _ given: InlineTrace, _ text: String, lineOffset: Int) throws
    -> (Bool, String, [String])
  {
    let (ok, line, strategy) = try replayInline(platform, given, text, lineOffset: lineOffset)
    return (ok, line, P.appLogicAssumptions(forStrategy: strategy))
  }

  private static func replayInline<P: Platform>(
    _ platform: P, _ given: InlineTrace, _ text: String, lineOffset: Int
  ) throws -> (Bool, String, String) {
    let (trace, s) = try given.trace(platform, text, lineOffset: lineOffset, command: "replay")
    let outcome = TraceRunner<P>(strategy: s, profile: trace.profile).run(trace.events)
    let got = outcome.verdict.map(String.init(describing:)) ?? "invalid"
    let ok = outcome.verdict == trace.expected
    var line = "\(ok ? "ok  " : "DIFF") \(trace.eventSummary): expected \(trace.expected), got \(got)"
    // As a file's replay says (STALE): which event the platform cannot produce there, and why.
    if case .invalid(let step, let reason) = outcome {
      line += " (event \(step + 1), \(P.vocabulary.text(of: trace.events[step])), is not possible: \(reason))"
    }
    // The same rule as a file's replay: a break neither expected by the catalog nor accepted fails.
    guard ok, case .violated(let v) = outcome else { return (ok, line, trace.strategy) }
    if platform.expectedFailures.reason(s, v.invariant, on: trace.profile, of: P.self) != nil {
      return (true, line + "   (expected)", trace.strategy)
    }
    // "expected X, got X" (and "ok") beside BROKEN read as a contradiction: the trace's verdict is the one --expect
    // gives; what fails is the catalog's expectation, said with what it expects.
    let why = platform.expectedFailures.unexpectedReason(s, v.invariant, on: trace.profile, of: P.self)
    return (
      false,
      "BROKEN \(trace.eventSummary): \(got), as --expect says; neither accepted nor expected (\(why); only a saved"
        + " trace's replay takes --baseline)",
      trace.strategy
    )
  }
}

/// `replay`'s visit: the trace run again, its one-line summary and whether it matches.
///
/// The whole file is parsed first. A checkpoint after the event that breaks the invariant is an error at its line:
/// the replay stops at the failure, so it would never be checked (the tool writes none there). Events without
/// checkpoints after it are kept, as hand-written public cases have them.
struct Replaying: TraceVisitor {
  /// What a baseline accepts: the reason by failure signature.
  var accepted: [String: String] = [:]
  /// The app-logic scripts given (`--app-logic FILE`), by strategy name: a trace of an earlier version of one
  /// (``AppLogicVersions``) is replayed with it.
  var givenScripts: [String] = []
  /// Whether a FIXED trace is rewritten as a trace of the given script that holds (`--keep-fixed`).
  var keepsFixed = false

  /// One trace replayed: its line, whether it matches its file, and whether it still breaks an invariant that is
  /// neither accepted nor expected (``RunVerdicts``' rule).
  struct Replayed {
    var summary: String
    var matches: Bool
    var isBroken: Bool
    /// The trace's place in the public-report suite, if its comments mark one.
    var mark: PublicCaseMark? = nil
    /// Whether its violation follows from the strategy's parameters alone.
    var byConstruction = false
    /// For a counterexample of an earlier version of a given script: the script's name, whether it still breaks, and
    /// the event (1-based) the script makes impossible, if it no longer replays (never fixed).
    var recheck: (strategy: String, stillBreaks: Bool, removedEvent: Int?)? = nil
    /// Whether the trace carries a given script itself or an earlier version of one.
    var ofGivenScript = false
    /// A line to the user on how the trace was matched to a given script (its notes name the file's name only).
    var notice: String? = nil
    /// The strategy it was replayed with, and the `assumed:` lines of that strategy's script
    /// (``Platform/appLogicAssumptions(forStrategy:)``; none for a strategy that is no script): `replay` prints them
    /// under the script's first trace.
    var script: (strategy: String, assumed: [String]) = ("", [])
  }

  func visit<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws -> Replayed {
    for given in givenScripts {
      let version = AppLogicVersions.version(trace.strategy, of: given)
      if case .ambiguous(let noted, let paths) = version {
        throw TraceFileError(
          file: path, line: Self.firstScriptLine(of: path),
          message: "its app-logic: notes name the file \(noted) only (as earlier versions wrote), and \(paths.count) "
            + "scripts given end in it (\(paths.joined(separator: ", "))): replay it with its own script alone")
      }
      guard version != .unrelated else { continue }
      var replayed = try recheck(platform, trace, with: given, path: path, eventLines: eventLines)
      replayed.ofGivenScript = true
      replayed.script = (given, P.appLogicAssumptions(forStrategy: given))
      if case .sameFileName(let noted) = version {
        replayed.notice =
          "notice: \(path): its app-logic: notes name the script by its file name only (\(noted), as earlier "
          + "versions wrote): re-checked as an earlier version of \(RunReport.appLogicFiles[given] ?? given), the one "
          + "script given of that name"
      }
      return replayed
    }
    var replayed = try judge(platform, trace, path: path, eventLines: eventLines)
    replayed.ofGivenScript = givenScripts.contains(trace.strategy)
    replayed.script = (trace.strategy, P.appLogicAssumptions(forStrategy: trace.strategy))
    return replayed
  }

  /// The line of the trace file `path`'s first `app-logic:` header line (1 when there is none).
  static func firstScriptLine(of path: String) -> Int {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return
      (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("app-logic:") }
      ?? 0) + 1
  }

  /// `trace` replayed with the strategy it names, judged as ``RunVerdicts`` judges a run's findings.
  func judge<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws -> Replayed {
    let strategy = try TraceFile.strategy(of: trace, platform, path: path, eventLines: eventLines)
    let result = Replay.replay(trace, path: path, strategy: strategy)
    let mark = PublicCaseMark(comments: trace.comments)
    if case .violated(let v) = result.outcome, trace.checkpoints != nil, v.step + 1 < trace.events.count {
      let next = v.step + 1
      throw TraceFileError(
        file: path, line: eventLines[next],
        message:
          "event \(next + 1) (\(P.vocabulary.text(of: trace.events[next]))) and its checkpoint come after the failing"
          + " event \(v.step + 1), where the replay stops, so they cannot be checked")
    }
    guard case .violated(let v) = result.outcome else {
      return Replayed(summary: result.summary, matches: result.matches, isBroken: false, mark: mark)
    }
    let byConstruction = v.byConstruction != nil
    // A public report's reproduction breaks as the report says; its case is its acceptance.
    if let mark, mark.role == .reproduction {
      return Replayed(
        summary: result.summary + "   (public case \(mark.caseID)\(byConstruction ? ", by construction" : ""))",
        matches: result.matches, isBroken: false,
        mark: mark, byConstruction: byConstruction)
    }
    // A failure kept on purpose, and said why in the file.
    if let fixture = FixtureMark(comments: trace.comments) {
      return Replayed(
        summary: result.summary + "   (fixture: \(fixture.reason))", matches: result.matches, isBroken: false,
        mark: mark)
    }
    var judged = trace
    judged.expected = .broken(v.invariant)
    if let reason = Baseline.reason(for: FailureSignature(trace: judged).text, in: accepted) {
      return Replayed(
        summary: result.summary + "   (accepted: \(reason))", matches: result.matches, isBroken: false, mark: mark)
    }
    if platform.expectedFailures.reason(strategy, v.invariant, on: trace.profile, of: P.self) != nil {
      return Replayed(summary: result.summary + "   (expected)", matches: result.matches, isBroken: false, mark: mark)
    }
    // A trace that no longer gives its recorded verdict is already a failure (DIFF or STALE).
    guard result.matches else { return Replayed(summary: result.summary, matches: false, isBroken: false, mark: mark) }
    return Replayed(
      summary: Self.broken(path, v.invariant.rawValue, strategy: trace.strategy), matches: true, isBroken: true,
      mark: mark)
  }

  /// `BROKEN PATH: V, as recorded; neither accepted nor expected`: the recorded verdict came back and fails (an "ok"
  /// beside BROKEN read as a pass); a script's says what its author can do (`note`: where it was re-checked).
  static func broken(_ path: String, _ invariant: String, strategy: String, note: String = "") -> String {
    "BROKEN \(path): \(invariant), as recorded\(note); neither accepted nor expected"
      + (strategy.hasPrefix(AppLogicRegistry.prefix)
        ? " (\(ExpectedFailure.scriptReason); replay takes it with --baseline FILE)" : "")
  }
}

extension Replaying {
  /// `trace`, found with an earlier version of the script `given`, replayed with `given` (its events, profile and
  /// flags; no checkpoints, which are the earlier version's states): a counterexample that still breaks is BROKEN
  /// (unless the baseline accepts it), one that now holds is FIXED, with how to retire it; one with an event the
  /// script makes impossible is STALE, never fixed (the edit removed that path, and another may reach the leak); a
  /// trace recorded as holding must still hold.
  func recheck<P: Platform>(_ platform: P, _ trace: Trace<P>, with given: String, path: String, eventLines: [Int])
    throws -> Replayed
  {
    var edited = trace
    edited.strategy = given
    edited.checkpoints = nil
    let file = RunReport.appLogicFiles[given] ?? given
    let found = "found with \(trace.strategy), expect: \(trace.expected)"
    func stale(_ step: Int, _ reason: String) -> Replayed {
      Replayed(
        summary: "STALE \(path): no longer replays with \(file): the script's edit removed event \(step + 1) "
          + "(\(P.vocabulary.text(of: edited.events[step]))), which is not possible: \(reason); not fixed: the leak may"
          + " be reached another way, re-check with run (\(found))",
        matches: false, isBroken: false, recheck: (given, false, step + 1))
    }
    // An app call the edit removed is such an event too (it was an unreadable file, exit 2, and `run` called it
    // fixed).
    if case .broken = trace.expected, let script = platform.strategy(named: given),
      let (step, problem) = P.unansweredAppCall(in: edited.events, strategy: script)
    {
      return stale(step, problem)
    }
    let strategy = try TraceFile.strategy(of: edited, platform, path: path, eventLines: eventLines)
    let result = Replay.replay(edited, path: path, strategy: strategy)
    let note = "   (found with \(trace.strategy), re-checked against \(file))"
    guard case .broken = trace.expected else {
      return Replayed(summary: result.summary + note, matches: result.matches, isBroken: false)
    }
    if case .invalid(let step, let reason) = result.outcome { return stale(step, reason) }
    guard case .violated(let v) = result.outcome else {
      guard keepsFixed else {
        return Replayed(
          summary: "FIXED \(path): holds with \(file) (\(found)); keep it as the fix's regression test: "
            + "\(RunReport.toolCommand) replay --keep-fixed --app-logic \(ShellQuoting.path(file)) \(ShellQuoting.path(path))"
            + " (or retire it: git rm \(ShellQuoting.path(path)))",
          matches: true, isBroken: false, recheck: (given, false, nil))
      }
      var kept = edited
      kept.expected = .holds
      kept.comments.append(
        "kept by replay --keep-fixed: holds with \(ScriptIdentity.path(of: file)) (\(given)); \(found)")
      // What the line says is written must be: a rewrite refused leaves the file as it was, and says why.
      if case .verdictChanged(let why) = try Replay.refreshCheckpoints(kept, path: path, strategy: strategy) {
        return Replayed(
          summary: "NOT KEPT \(path): holds with \(file) (\(found)), but its rewrite replays differently (\(why)):"
            + " the file is left as it was",
          matches: false, isBroken: false, recheck: nil)
      }
      return Replayed(
        summary: "KEPT  \(path): holds with \(file) (\(found)); rewritten as its trace that expects holds, a "
          + "regression test of the fix",
        matches: true, isBroken: false, recheck: (given, false, nil))
    }
    var judged = edited
    judged.expected = .broken(v.invariant)
    if let reason = Baseline.reason(for: FailureSignature(trace: judged).text, in: accepted) {
      return Replayed(
        summary: result.summary + note + "   (accepted: \(reason))", matches: result.matches, isBroken: false,
        recheck: (given, true, nil))
    }
    guard result.matches else {
      return Replayed(summary: result.summary + note, matches: false, isBroken: false, recheck: (given, true, nil))
    }
    return Replayed(
      summary: Self.broken(
        path, v.invariant.rawValue, strategy: given,
        note: " (found with \(trace.strategy), re-checked against \(file))"),
      matches: true, isBroken: true, recheck: (given, true, nil))
  }
}

/// `replay --refresh-checkpoints`' visit: the rewrite, to run once every file has been read.
struct Refreshing: TraceVisitor {
  func visit<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws
    -> () throws -> CheckpointRefresh
  {
    let strategy = try TraceFile.strategy(of: trace, platform, path: path, eventLines: eventLines)
    return { try Replay.refreshCheckpoints(trace, path: path, strategy: strategy) }
  }
}
