import Foundation
import LifecycleFuzz

/// `minimize`: shrinks failing traces again with this build's shrinker and rewrites them.
enum MinimizeCommand {
  static let help = """
    USAGE: lifecycle-fuzz minimize <file-or-folder>...

    Shrinks every failing trace again with this build's shrinker, rewrites it with fresh
    checkpoints under its canonical name, and removes files whose signature another file in
    the same folder already holds. Prints what changed. Android traces (a folder's own files,
    such as corpus/android) are shrunk by the generic shrinker, keeping their signature.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    if let flag = args.first(where: { $0.hasPrefix("-") }) {
      throw ArgumentError.unknownOption(flag, command: "minimize")
    }
    guard !args.isEmpty else { throw ArgumentError.message("minimize needs trace files or folders") }
    let known = tool.strategies.names
    // Read everything first: a corrupt file stops the command before anything changes.
    var paths: [String] = []
    var android: [(path: String, trace: PlatformTrace<AndroidPlatform>)] = []
    for path in Replay.expand(args) {
      if tool.strategies.includesAndroid, let trace = try ReplayCommand.androidTrace(at: path) {
        android.append((path, trace))
      } else {
        paths.append(path)
      }
    }
    let traces = try paths.map { path throws(TraceFileError) in (path, try Corpus.read(path, knownStrategies: known)) }
    if !android.isEmpty { try minimizeAndroid(android, console) }
    var kept: [FailureSignature: String] = [:]
    var changed = 0
    var removed = 0
    for (path, trace) in traces {
      guard case .broken(let invariant) = trace.expected, let strategy = tool.strategies.lookup(trace.strategy) else {
        continue
      }
      let runner = TraceRunner(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
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
    if !traces.isEmpty || android.isEmpty {
      console.out("\(traces.count) trace(s): \(changed) rewritten, \(removed) duplicate(s) removed\n")
    }
    return .success
  }
}
