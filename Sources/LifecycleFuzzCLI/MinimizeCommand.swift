import Foundation
import LifecycleFuzz

/// `minimize`: shrinks failing traces again with this build's shrinker and rewrites them.
enum MinimizeCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz minimize <file-or-folder>...

    Shrinks every failing trace again with this build's shrinker, rewrites it with fresh
    checkpoints under its canonical name, and removes files whose signature another file in
    the same folder already holds. Prints what changed. Folders include each platform's folder
    inside them (corpus/android).

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    let (options, operands) = ArgumentScanner.splitAtEndOfOptions(args)
    if let flag = options.first(where: { $0.hasPrefix("-") }) {
      throw ArgumentError.unknownOption(flag, command: "minimize")
    }
    let args = options + operands
    guard !args.isEmpty else { throw ArgumentError.message("minimize needs trace files or folders") }
    // Read everything first: a corrupt file stops the command before anything changes.
    let paths = Replay.expand(args, platforms: tool.strategies.platforms)
    let jobs = try paths.map { path in try TraceFile.visit(path, tool.strategies, Minimizing()) }
    var kept: [String: String] = [:]
    var changed = 0
    var removed = 0
    for job in jobs {
      switch try job(&kept, console) {
      case .rewritten: changed += 1
      case .removed: removed += 1
      case .unchanged: break
      }
    }
    console.out("\(jobs.count) trace(s): \(changed) rewritten, \(removed) duplicate(s) removed\n")
    return .success
  }

  /// What minimizing one file did.
  enum Result {
    /// The file was rewritten (or replaced by its canonical name).
    case rewritten
    /// Another file of its folder holds its signature: it was removed.
    case removed
    /// Nothing changed.
    case unchanged
  }
}

/// `minimize`'s visit: the shrink and rewrite of one file, to run once every file has been read. `kept` maps
/// signatures (with their folder) to the file that holds them.
struct Minimizing: TraceVisitor {
  func visit<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws
    -> (inout [String: String], Console) throws -> MinimizeCommand.Result
  {
    let strategy = platform.strategy(named: trace.strategy)
    return { kept, console in
      guard case .broken(let invariant) = trace.expected, let strategy else { return .unchanged }
      let runner = TraceRunner<P>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
      var shrinker = Shrinker<P>(runner: runner, invariant: invariant)
      guard case .violated(let v) = runner.run(trace.events), v.invariant == invariant else {
        console.out("skip  \(path): no longer breaks \(invariant) (see 'replay')\n")
        return .unchanged
      }
      var small = trace
      small.events = shrinker.shrink(trace.events)
      small = small.marked(by: shrinker)  // a finished shrink drops the unshrunk mark
      let folder = (path as NSString).deletingLastPathComponent
      let signature = folder + "\t" + FailureSignature(trace: small).text
      // An earlier file (an --unshrunk one sorts first) may have been rewritten onto this path.
      if let other = kept[signature], other == path { return .unchanged }
      if let other = kept[signature] {
        try FileManager.default.removeItem(atPath: path)
        console.out("drop  \(path): same signature as \(other)\n")
        return .removed
      }
      let rewritten = small.withCheckpoints(runner: runner)
      let target = (folder as NSString).appendingPathComponent(Corpus<P>.fileName(for: small))
      kept[signature] = target
      let old = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      if old == rewritten.text && target == path { return .unchanged }
      try Corpus<P>(directory: folder).write(rewritten)
      if target != path { try FileManager.default.removeItem(atPath: path) }
      console.out("write \(target): \(small.eventSummary)\n")
      return .rewritten
    }
  }
}
