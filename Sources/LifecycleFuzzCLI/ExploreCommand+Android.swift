import AndroidStrategies
import LifecycleFuzz

extension ExploreCommand {
  /// `explore --platform android --depth k`: ``PlatformExplorer`` over each Android strategy.
  /// - Throws: ``ArgumentError`` for an option `run --platform android` does not take, or one explore has no use for.
  static func exploreAndroid(_ args: [String], depth: Int, _ console: Console) throws(ArgumentError) -> ExitCode {
    for option in ["--seed", "--traces", "--max-length", "--corpus", "--no-corpus", "--jobs", "--time-budget"]
    where args.contains(option) {
      throw .unknownOption(option, command: "explore")
    }
    let o = try RunCommand.parseAndroid(args)
    var out = "\(RunReport.commandName) explore (android): every event sequence up to \(depth) events, states merged\n"
    var found = 0
    for strategy in o.strategies {
      guard let own = o.profile ?? AndroidPlatform.defaultProfile(forStrategy: strategy) else { continue }
      let profile = o.adjusted(own)
      let result = PlatformExplorer(runner: PlatformRunner<AndroidPlatform>(strategy: strategy, profile: profile))
        .explore(depth: depth)
      out +=
        "\n\(strategy) on \(AndroidPlatform.name(of: profile)): \(result.states) states, \(result.sequences) sequences run\n"
      for invariant in AndroidPlatform.invariantNames {
        let name = RunReport.pad(invariant, 15)
        if let c = result.counterexamples.first(where: { $0.invariant == invariant }) {
          out +=
            "  \(name) BROKEN at depth \(c.events.count): \(c.events.map { AndroidPlatform.text(of: $0) }.joined(separator: " · "))\n"
          out += "    \(c.violation.detail)\n"
          found += 1
        } else {
          out += "  \(name) held up to depth \(depth)\n"
        }
      }
    }
    out += "\n\(found) minimal counterexample(s)\n"
    console.out(Escape.terminalLines(out))
    return found > 0 ? .failure : .success
  }
}
