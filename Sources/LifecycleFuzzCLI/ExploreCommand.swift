import LifecycleFuzz
import ShieldModel

/// `explore --depth k`: bounded-exhaustive search, every distinct minimal counterexample.
enum ExploreCommand {
  static let help = """
    USAGE: lifecycle-fuzz explore --depth <k> [--strategy <names>] [--profile <name>]
                                  [--invariant <names>] [--skip-invariant <names>] [--weight <event=0>]
           lifecycle-fuzz explore --platform android --depth <k> [--strategy <names>] [--profile <name>]

    Bounded-exhaustive mode: breadth-first over every event sequence (canonical arguments) up
    to k events, deduplicating states by the device's summary and the strategy's own state.
    Prints every distinct minimal counterexample per invariant (none contains another, none
    differs from another only in arguments), each at its minimal depth. Reports the states
    explored per depth. --invariant and --skip-invariant choose the invariants checked (the
    others are reported as not checked); --weight event=0 leaves an event class out of the
    search (other weights do not change a breadth-first search). With --platform android, the
    built-in Android strategies (or --strategy's) on their own profiles (or one --profile),
    over every Android event, states merged by the device's summary, its snapshot timing and
    what the strategy claims; the first counterexample of each invariant is printed.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    var depth: Int?
    var selection: [String] = []
    let (platform, rest) = try RunCommand.platform(args, tool)
    if platform == .all, !args.contains("--platform") { return try main(rest + ["--platform", "ios"], tool, console) }
    var scanner = ArgumentScanner(rest)
    while let arg = scanner.next() {
      if arg == "--depth" {
        depth = try scanner.wholeNumber(for: arg, max: 12)
      } else {
        selection.append(arg)
      }
    }
    guard let depth else { throw ArgumentError.message("explore needs --depth <k>") }
    switch platform {
    case .ios: break
    case .android: return try exploreAndroid(selection, depth: depth, console)
    case .all: throw ArgumentError.message("explore takes one platform: --platform ios or --platform android")
    }
    let options = try RunOptions.parse(selection, command: "explore", tool: tool)
    // Explore enumerates one profile per strategy; several named would silently fall back to
    // each strategy's own.
    if options.profiles.count > 1 { throw ArgumentError.message("explore takes one --profile, not a list") }
    let config = options.configuration
    var out = "\(RunReport.commandName) explore: every event sequence up to \(depth) events, states deduplicated\n"
    var found = 0
    for strategy in config.strategies {
      let profile = config.profile(for: strategy)
      var explorer = Explorer(runner: config.runner(for: strategy))
      explorer.excludedClasses = Self.excludedClasses(config)
      let result = explorer.explore(depth: depth)
      let perDepth = result.statesPerDepth.map(String.init).joined(separator: ", ")
      out += "\n\(strategy.name) on \(profile.name): \(result.statesExplored) states explored, "
      out += "\(result.sequencesRun) sequences run; states per depth: \(perDepth)\n"
      for invariant in Invariant.allCases {
        let name = RunReport.pad(invariant.rawValue, 15)
        if !config.invariants.includes(invariant) {
          out += "  \(name) not checked\n"
        } else if let all = result.allCounterexamples[invariant], !all.isEmpty {
          for c in all {
            out += "  \(name) BROKEN at depth \(c.events.count): \(c.events.map(\.text).joined(separator: " · "))\n"
            out += "    \(c.detail)\n"
          }
          found += all.count
        } else {
          out += "  \(name) held up to depth \(depth)\n"
        }
      }
    }
    out += "\n\(found) minimal counterexample(s)\n"
    console.out(out)
    return found > 0 ? .failure : .success
  }

  /// The classes `--weight name=0` removes (the last weight given for a class decides).
  static func excludedClasses(_ config: RunConfiguration) -> [String] {
    EventGenerator.classes.filter { name in config.weightOverrides.last { $0.name == name }?.weight == 0 }
  }
}
