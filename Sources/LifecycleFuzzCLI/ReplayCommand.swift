import CoverStrategies
import Foundation
import LifecycleFuzz

/// `replay`: trace files (or events given inline) run again and compared with their verdicts
/// and checkpoints.
enum ReplayCommand {
  static let help = """
    USAGE: lifecycle-fuzz replay <file-or-folder>...
           lifecycle-fuzz replay --refresh-checkpoints <file-or-folder>...

    Replays trace files (folders: every .trace file inside) and compares each verdict with the
    one the file records, and each step's state with the file's checkpoints. Exit 1 if a
    verdict differs or a trace is stale (an event is no longer possible, or the state diverges
    from a checkpoint: the step and the fields that differ are printed).

    --refresh-checkpoints, after a change to the model, rewrites the checkpoints of every file
    whose verdict is still the one it records and lists the files whose verdict changed
    (left untouched, exit 1).

           lifecycle-fuzz replay --strategy <name> --profile <name> --expect <verdict> --events '<e1 · e2 ...>'
    replays events given inline.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    if args.first == "--strategy" { return try inline(args, tool, console) }
    if args.first == "--refresh-checkpoints" { return try refresh(Array(args.dropFirst()), tool, console) }
    if let flag = args.first(where: { $0.hasPrefix("-") }) {
      throw ArgumentError.unknownOption(flag, command: "replay")
    }
    guard !args.isEmpty else { throw ArgumentError.message("replay needs at least one trace file or folder") }
    let paths = expand(args, tool)
    for p in args where !FileManager.default.fileExists(atPath: p) {
      throw TraceFileError(file: p, line: 0, message: "no such file or folder")
    }
    guard !paths.isEmpty else { throw ArgumentError.message("no .trace files in \(args.joined(separator: ", "))") }
    // A file that cannot be read is reported and skipped, so one bad file does not hide the
    // verdicts of the others; the exit code still says the input was bad.
    var failed = 0
    var unreadable = 0
    for path in paths {
      do {
        if tool.strategies.includesAndroid, let android = try androidTrace(at: path) {
          let result = PlatformReplay<AndroidPlatform>.replay(android, path: path)
          if case .violated(let step, _) = result.outcome, android.checkpoints != nil,
            step + 1 < android.events.count, step + 1 < android.eventLines.count
          {
            throw TraceFileError(
              file: path, line: android.eventLines[step + 1],
              message: "event \(step + 2) (\(AndroidPlatform.text(of: android.events[step + 1]))) and its checkpoint"
                + " come after the failing event \(step + 1), where the replay stops, so they cannot be checked")
          }
          console.out(Escape.terminal(result.summary) + "\n")
          if !result.matches { failed += 1 }
          continue
        }
        let result = try replay(path: path, tool.strategies)
        console.out(Escape.terminal(result.summary) + "\n")
        if !result.matches { failed += 1 }
      } catch {
        console.err("error: \(Console.oneLine(String(describing: error)))\n")
        unreadable += 1
      }
    }
    let passed = paths.count - failed - unreadable
    console.out("\(passed) passed, \(failed) failed\(unreadable > 0 ? ", \(unreadable) unreadable" : "")\n")
    return unreadable > 0 ? .usage : failed == 0 ? .success : .failure
  }

  /// `replay --refresh-checkpoints PATHS`: see ``Replay/refreshCheckpoints(_:path:strategy:)``.
  static func refresh(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if let flag = args.first(where: { $0.hasPrefix("-") }) {
      throw ArgumentError.unknownOption(flag, command: "replay")
    }
    var paths: [String] = []
    for p in expand(args, tool) where !paths.contains(p) { paths.append(p) }  // named twice counts once
    guard !paths.isEmpty else {
      throw ArgumentError.message(
        args.isEmpty
          ? "replay --refresh-checkpoints needs trace files or folders"
          : "no .trace files in \(args.joined(separator: ", "))")
    }
    // Every file is read before any is written: a bad one changes nothing.
    var traces: [(path: String, trace: Trace, strategy: StrategyDescriptor)] = []
    var androidTraces: [(path: String, trace: PlatformTrace<AndroidPlatform>)] = []
    for path in paths {
      if tool.strategies.includesAndroid, let android = try androidTrace(at: path) {
        try OutputFile.checkWritable(path)
        if access(path, W_OK) != 0 { throw OutputFileError.fromErrno(path) }
        androidTraces.append((path, android))
        continue
      }
      let trace = try Corpus.read(path, knownStrategies: tool.strategies.names)
      guard let strategy = tool.strategies.lookup(trace.strategy) else {
        throw TraceFileError(file: path, line: 0, message: "unknown strategy '\(trace.strategy)'")
      }
      // The rewrite renames a new file onto the path: a link, or a file the user may not write,
      // is refused before anything is written.
      try OutputFile.checkWritable(path)
      if access(path, W_OK) != 0 { throw OutputFileError.fromErrno(path) }
      traces.append((path, trace, strategy))
    }
    var rewritten = 0
    var changed = 0
    let refreshes =
      try traces.map { t throws in (t.path, try Replay.refreshCheckpoints(t.trace, path: t.path, strategy: t.strategy))
      }
      + androidTraces.map { t throws in (t.path, try PlatformReplay.refreshCheckpoints(t.trace, path: t.path)) }
    for (path, refresh) in refreshes {
      switch refresh {
      case .unchanged: break
      case .rewritten: rewritten += 1
      case .verdictChanged(let what):
        changed += 1
        console.out(Escape.terminal("DIFF  \(path): \(what)") + "\n")
      }
    }
    console.out(
      "\(rewritten) rewritten, \(refreshes.count - rewritten - changed) unchanged, \(changed) verdicts changed\n")
    return changed == 0 ? .success : .failure
  }

  /// The `.trace` files of `args` (folders: the files inside, then, for a tool with Android, those of the folder's
  /// `android` folder, a corpus's Android traces).
  static func expand(_ args: [String], _ tool: CommandLineTool) -> [String] {
    guard tool.strategies.includesAndroid else { return Replay.expand(args) }
    return args.flatMap { path -> [String] in
      var isFolder: ObjCBool = false
      let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
      return Replay.expand([path]) + (folder ? PlatformCorpus<AndroidPlatform>(corpus: path).tracePaths() : [])
    }
  }

  /// The Android trace at `path`, or `nil` when the file is an iOS trace (it names no platform).
  /// - Throws: ``TraceFileError`` when the file cannot be read, names a platform this tool does not model, or is a
  ///   malformed Android trace.
  static func androidTrace(at path: String) throws(TraceFileError) -> PlatformTrace<AndroidPlatform>? {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "cannot read the file")
    }
    let text = try String(utf8File: data, file: path)
    switch tracePlatform(inText: text) {
    case nil, "ios": return nil
    case AndroidPlatform.name: return try PlatformTrace<AndroidPlatform>(text: text, file: path)
    case let other?:
      throw TraceFileError(
        file: path, line: 0, message: "a trace of platform '\(other)', which this tool does not model")
    }
  }

  /// Replays the trace at `path` with the provider's strategy of the name it records.
  ///
  /// The whole file is parsed first. A checkpoint after the event that breaks the invariant is
  /// an error at its line: the replay stops at the failure, so it would never be checked (the
  /// tool writes none there). Events without checkpoints after it are kept, as hand-written
  /// public cases have them.
  ///
  /// - Throws: ``TraceFileError`` if the file cannot be read, names an unknown strategy or has
  ///   checkpoints after its failing event.
  static func replay(path: String, _ strategies: StrategyProvider) throws(TraceFileError) -> ReplayResult {
    let (trace, eventLines) = try Corpus.readWithLines(path, knownStrategies: strategies.names)
    guard let strategy = strategies.lookup(trace.strategy) else {
      throw TraceFileError(file: path, line: 0, message: "unknown strategy '\(trace.strategy)'")
    }
    let result = Replay.replay(trace, path: path, strategy: strategy)
    if case .violated(let v) = result.outcome, trace.checkpoints != nil, v.step + 1 < trace.events.count {
      let next = v.step + 1
      throw TraceFileError(
        file: path, line: eventLines[next],
        message:
          "event \(next + 1) (\(trace.events[next].text)) and its checkpoint come after the failing event"
          + " \(v.step + 1), where the replay stops, so they cannot be checked")
    }
    return result
  }

  /// `replay --strategy S --profile P --expect V --events 'a · b'`.
  static func inline(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    var strategy = ""
    var profile = ""
    var expect = ""
    var events = ""
    var scanner = ArgumentScanner(args)
    while let option = scanner.next() {
      let v = try scanner.value(for: option)
      switch option {
      case "--strategy": strategy = v
      case "--profile": profile = v
      case "--expect": expect = v
      case "--events": events = v
      default: throw ArgumentError.unknownOption(option, command: "replay")
      }
    }
    let text =
      "lifecycle-fuzz trace 2\nstrategy: \(strategy)\nprofile: \(profile)\nexpect: \(expect)\n"
      + events.components(separatedBy: " · ").joined(separator: "\n") + "\n"
    let trace: Trace
    do {
      trace = try Trace(parsing: text, file: "<command line>", knownStrategies: tool.strategies.names)
    } catch {
      // Name the option, not a line of the trace text built from the options.
      let n = error.line
      let option =
        n == 2
        ? "--strategy" : n == 3 ? "--profile" : n == 4 ? "--expect" : n >= 5 ? "--events, event \(n - 4)" : "replay"
      let hint = n >= 5 && !events.contains("·") && events.contains(",") ? "; separate events with ' · '" : ""
      throw ArgumentError.message("\(option): \(error.message)\(hint)")
    }
    guard let s = tool.strategies.lookup(trace.strategy) else {
      throw ArgumentError.message("unknown strategy '\(strategy)'")
    }
    let outcome = TraceRunner(strategy: s, profile: trace.profile).run(trace.events)
    let got = outcome.verdict.map(String.init(describing:)) ?? "invalid"
    let ok = outcome.verdict == trace.expected
    console.out("\(ok ? "ok  " : "DIFF") \(trace.eventSummary): expected \(trace.expected), got \(got)\n")
    return ok ? .success : .failure
  }
}
