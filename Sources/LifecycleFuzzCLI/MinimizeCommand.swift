import Foundation
import LifecycleFuzz

/// `minimize`: shrinks failing traces again with this build's shrinker and rewrites them.
enum MinimizeCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz minimize <file-or-folder>...

    Shrinks every failing trace again with this build's shrinker, rewrites it with fresh
    checkpoints under its canonical name (a public case or a fixture, marked '# case', '# control' or
    '# fixture:', keeps its own), and removes files whose signature another file in
    the same folder already holds. Prints what changed. Folders include every subfolder, by name
    and at any depth (corpus/android, corpus/regressions), as 'replay' and 'run' read them; hidden
    folders are left out.

    SIGINT, SIGTERM or SIGHUP stop it between replays: the file being shrunk is left as it was,
    every file already rewritten stays, it says INCOMPLETE and exits 4.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(tool.named(help))
      return .success
    }
    let (options, operands) = ArgumentScanner.splitAtEndOfOptions(args)
    if let flag = options.first(where: { $0.hasPrefix("-") }) {
      throw ArgumentError.unknownOption(flag, command: "minimize")
    }
    let args = options + operands
    guard !args.isEmpty else { throw ArgumentError.message("minimize needs trace files or folders") }
    // Read everything first: a corrupt file stops the command before anything changes.
    // Every subfolder, as `replay` checks and `run` reads them: an unshrunk trace in corpus/regressions is finished too.
    let paths = Replay.expandRecursively(args)
    var jobs: [(inout [String: String], Console) throws -> Result] = []
    for path in paths {
      if StopSignal.wasInterrupted { return interrupted(done: 0, of: paths.count, console) }
      jobs.append(try TraceFile.visit(path, tool.strategies, Minimizing()))
    }
    var kept: [String: String] = [:]
    var changed = 0
    var removed = 0
    var done = 0
    for job in jobs {
      if StopSignal.wasInterrupted { break }
      switch try job(&kept, console) {
      case .rewritten: changed += 1
      case .removed: removed += 1
      case .unchanged: break
      case .stopped: break
      }
      if !StopSignal.wasInterrupted { done += 1 }
    }
    console.out("\(jobs.count) trace(s): \(changed) rewritten, \(removed) duplicate(s) removed\n")
    if StopSignal.wasInterrupted { return interrupted(done: done, of: jobs.count, console) }
    return .success
  }

  /// The `INCOMPLETE` line of a minimize stopped by a signal after `done` of `planned` files.
  private static func interrupted(done: Int, of planned: Int, _ console: Console) -> ExitCode {
    console.out(
      "INCOMPLETE: interrupted after \(done) of \(planned) trace(s); the others are as they were. Not a pass.\n")
    return .incomplete
  }

  /// What minimizing one file did.
  enum Result {
    /// The file was rewritten (or replaced by its canonical name).
    case rewritten
    /// Another file of its folder holds its signature: it was removed.
    case removed
    /// Nothing changed.
    case unchanged
    /// A signal stopped its shrink: the file was left as it was.
    case stopped
  }
}

extension Minimizing {
  /// Whether `comments` are more than the tool writes by itself (`found by trace …`, `compare: trace …`, the
  /// unshrunk mark): a public case's or a person's header, which a duplicate must not lose.
  static func isCurated(_ comments: [String]) -> Bool {
    comments.contains { c in
      !c.hasPrefix("found by trace ") && !c.hasPrefix("compare: trace ")
        && !c.hasPrefix(Trace<IOSPlatform>.unshrunkPrefix)
    }
  }
}

/// `minimize`'s visit: the shrink and rewrite of one file, to run once every file has been read. `kept` maps
/// signatures (with their folder) to the file that holds them.
struct Minimizing: TraceVisitor {
  func visit<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws
    -> (inout [String: String], Console) throws -> MinimizeCommand.Result
  {
    let strategy = platform.strategy(named: trace.strategy)
    if let strategy,
      let error = trace.undeclaredStepError(app: trace.app(for: strategy), file: path, eventLines: eventLines)
        ?? trace.unansweredAppCallError(strategy: strategy, file: path, eventLines: eventLines)
    {
      throw error
    }
    return { kept, console in
      guard case .broken(let invariant) = trace.expected, let strategy else { return .unchanged }
      let runner = TraceRunner<P>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
      var shrinker = Shrinker<P>(runner: runner, invariant: invariant)
      guard case .violated(let v) = runner.run(trace.events), v.invariant == invariant else {
        console.out("skip  \(Escape.terminal(path)): no longer breaks \(invariant) (see 'replay')\n")
        return .unchanged
      }
      var small = trace
      small.events = shrinker.shrink(trace.events)
      // A shrink cut short by a signal is not minimal: the file stays as it was.
      if shrinker.cutoff == .stopped { return .stopped }
      small = small.marked(by: shrinker)  // a finished shrink drops the unshrunk mark
      let folder = Replay.folder(of: path)
      let signature = folder + "\t" + FailureSignature(trace: small).text
      // An earlier file (an --unshrunk one sorts first) may have been rewritten onto this path.
      if let other = kept[signature], other == path { return .unchanged }
      if let other = kept[signature] {
        // The file kept takes a curated comment (a public case, a hand-written header) from the one dropped.
        if Self.isCurated(trace.comments), let held = try? Corpus<P>.read(other), !Self.isCurated(held.comments) {
          var curated = held
          curated.comments = trace.comments.filter { !$0.hasPrefix(Trace<P>.unshrunkPrefix) }
          try Corpus<P>(directory: folder).write(curated)
          console.out("keep  \(Escape.terminal(other)): the curated comment of \(Escape.terminal(path))\n")
        }
        try FileManager.default.removeItem(atPath: path)
        console.out("drop  \(Escape.terminal(path)): same signature as \(Escape.terminal(other))\n")
        return .removed
      }
      let rewritten = small.withCheckpoints(runner: runner)
      // A public case or a fixture is named by hand (docs/public-cases.md and the README cite `C24-...`): it
      // keeps its name; any other file takes its canonical one.
      let keepsName = PublicCaseMark(comments: trace.comments) != nil || FixtureMark(comments: trace.comments) != nil
      let target = keepsName ? path : (folder as NSString).appendingPathComponent(Corpus<P>.fileName(for: small))
      kept[signature] = target
      let old = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      if old == rewritten.text && target == path { return .unchanged }
      if keepsName {
        try Data(rewritten.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } else {
        try Corpus<P>(directory: folder).write(rewritten)
      }
      if target != path { try FileManager.default.removeItem(atPath: path) }
      console.out(Escape.terminal("write \(target): \(small.eventSummary)") + "\n")
      return .rewritten
    }
  }
}
