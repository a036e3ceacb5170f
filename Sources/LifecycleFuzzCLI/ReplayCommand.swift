import Foundation
import LifecycleFuzz

/// `replay`: trace files (or events given inline) run again and compared with their verdicts
/// and checkpoints.
enum ReplayCommand {
  static let help = """
    USAGE: lifecycle-fuzz replay <file-or-folder>...
           lifecycle-fuzz replay --refresh-checkpoints <file-or-folder>...

    Replays trace files (folders: every .trace file inside, then those of each platform's folder
    inside, such as corpus/android) and compares each verdict with the one the file records, and
    each step's state with the file's checkpoints. Exit 1 if a verdict differs or a trace is stale
    (an event is no longer possible, or the state diverges from a checkpoint: the step and the
    fields that differ are printed).

    --refresh-checkpoints, after a change to the model, rewrites the checkpoints of every file
    whose verdict is still the one it records and lists the files whose verdict changed
    (left untouched, exit 1).

           lifecycle-fuzz replay [--platform <name>] --strategy <name> --profile <name> --expect <verdict> --events '<e1 · e2 ...>'
    replays events given inline.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    if args.first == "--strategy" || args.first == "--platform" { return try inline(args, tool, console) }
    if args.first == "--refresh-checkpoints" { return try refresh(Array(args.dropFirst()), tool, console) }
    if let flag = args.first(where: { $0.hasPrefix("-") }) {
      throw ArgumentError.unknownOption(flag, command: "replay")
    }
    guard !args.isEmpty else { throw ArgumentError.message("replay needs at least one trace file or folder") }
    let paths = Replay.expand(args, platforms: tool.strategies.platforms)
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
        let (summary, matches) = try TraceFile.visit(path, tool.strategies, Replaying())
        console.out(Escape.terminal(summary) + "\n")
        if !matches { failed += 1 }
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
    for p in Replay.expand(args, platforms: tool.strategies.platforms) where !paths.contains(p) {
      paths.append(p)  // named twice counts once
    }
    guard !paths.isEmpty else {
      throw ArgumentError.message(
        args.isEmpty
          ? "replay --refresh-checkpoints needs trace files or folders"
          : "no .trace files in \(args.joined(separator: ", "))")
    }
    // Every file is read before any is written: a bad one changes nothing.
    var refreshes: [(path: String, refresh: () throws -> CheckpointRefresh)] = []
    for path in paths {
      let refresh = try TraceFile.visit(path, tool.strategies, Refreshing())
      // The rewrite renames a new file onto the path: a link, or a file the user may not write,
      // is refused before anything is written.
      try OutputFile.checkWritable(path)
      if access(path, W_OK) != 0 { throw OutputFileError.fromErrno(path) }
      refreshes.append((path, refresh))
    }
    var rewritten = 0
    var changed = 0
    for (path, refresh) in refreshes {
      switch try refresh() {
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

  /// `replay [--platform P] --strategy S --profile P --expect V --events 'a · b'`.
  static func inline(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    var strategy = ""
    var profile = ""
    var expect = ""
    var events = ""
    var platformName: String?
    var scanner = ArgumentScanner(args)
    while let option = scanner.next() {
      let v = try scanner.value(for: option)
      switch option {
      case "--platform": platformName = v
      case "--strategy": strategy = v
      case "--profile": profile = v
      case "--expect": expect = v
      case "--events": events = v
      default: throw ArgumentError.unknownOption(option, command: "replay")
      }
    }
    guard let platform = tool.strategies.platform(namedInFiles: platformName) else {
      throw ArgumentError.invalidValue(
        option: "--platform", value: platformName ?? "", expected: tool.strategies.platformNames.joined(separator: ", "))
    }
    let header = type(of: platform).isUnnamedInFiles ? "" : "platform: \(type(of: platform).name)\n"
    let text =
      "lifecycle-fuzz trace 2\n\(header)strategy: \(strategy)\nprofile: \(profile)\nexpect: \(expect)\n"
      + events.components(separatedBy: " · ").joined(separator: "\n") + "\n"
    let lineOffset = header.isEmpty ? 0 : 1
    let (ok, line) = try inline(platform, text, events: events, lineOffset: lineOffset)
    console.out(line + "\n")
    return ok ? .success : .failure
  }

  private static func inline<P: Platform>(_ platform: P, _ text: String, events: String, lineOffset: Int) throws
    -> (Bool, String)
  {
    let trace: Trace<P>
    do {
      trace = try Trace<P>(parsing: text, file: "<command line>", knownStrategies: platform.strategies.map(\.name))
    } catch {
      // Name the option, not a line of the trace text built from the options.
      let n = error.line - lineOffset
      let option =
        n == 2
        ? "--strategy" : n == 3 ? "--profile" : n == 4 ? "--expect" : n >= 5 ? "--events, event \(n - 4)" : "replay"
      let hint = n >= 5 && !events.contains("·") && events.contains(",") ? "; separate events with ' · '" : ""
      throw ArgumentError.message("\(option): \(error.message)\(hint)")
    }
    guard let s = platform.strategy(named: trace.strategy) else {
      throw ArgumentError.message("unknown strategy '\(trace.strategy)'")
    }
    let outcome = TraceRunner<P>(strategy: s, profile: trace.profile).run(trace.events)
    let got = outcome.verdict.map(String.init(describing:)) ?? "invalid"
    let ok = outcome.verdict == trace.expected
    return (ok, "\(ok ? "ok  " : "DIFF") \(trace.eventSummary): expected \(trace.expected), got \(got)")
  }
}

/// `replay`'s visit: the trace run again, its one-line summary and whether it matches.
///
/// The whole file is parsed first. A checkpoint after the event that breaks the invariant is an error at its line:
/// the replay stops at the failure, so it would never be checked (the tool writes none there). Events without
/// checkpoints after it are kept, as hand-written public cases have them.
struct Replaying: TraceVisitor {
  func visit<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws -> (String, Bool) {
    let result = Replay.replay(trace, path: path, strategy: try TraceFile.strategy(of: trace, platform, path: path))
    if case .violated(let v) = result.outcome, trace.checkpoints != nil, v.step + 1 < trace.events.count {
      let next = v.step + 1
      throw TraceFileError(
        file: path, line: eventLines[next],
        message:
          "event \(next + 1) (\(P.vocabulary.text(of: trace.events[next]))) and its checkpoint come after the failing"
          + " event \(v.step + 1), where the replay stops, so they cannot be checked")
    }
    return (result.summary, result.matches)
  }
}

/// `replay --refresh-checkpoints`' visit: the rewrite, to run once every file has been read.
struct Refreshing: TraceVisitor {
  func visit<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws
    -> () throws -> CheckpointRefresh
  {
    let strategy = try TraceFile.strategy(of: trace, platform, path: path)
    return { try Replay.refreshCheckpoints(trace, path: path, strategy: strategy) }
  }
}
