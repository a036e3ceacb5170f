import LifecycleFuzz

/// `explore --depth k`: bounded-exhaustive search, every distinct minimal counterexample.
enum ExploreCommand {
  static let help = """
    USAGE: lifecycle-fuzz explore --depth <k> [--platform <name>] [--strategy <names>] [--profile <name>]
                                  [--invariant <names>] [--skip-invariant <names>] [--weight <event=0>]

    Bounded-exhaustive mode: breadth-first over every event sequence (canonical arguments) up
    to k events, deduplicating states by the device's summary and the strategy's own state.
    Prints every distinct minimal counterexample per invariant (none contains another, none
    differs from another only in arguments), each at its minimal depth. Reports the states
    explored per depth. --invariant and --skip-invariant choose the invariants checked (the
    others are reported as not checked); --weight event=0 leaves an event class out of the
    search (other weights do not change a breadth-first search). Every platform's strategies
    by default; --platform, or names of one platform's things, choose.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    var depth: Int?
    var selection: [String] = []
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      if arg == "--depth" {
        depth = try scanner.wholeNumber(for: arg, max: 12)
      } else {
        selection.append(arg)
      }
    }
    guard let depth else { throw ArgumentError.message("explore needs --depth <k>") }
    // The same options as run (a breadth-first search uses only the selection among them).
    let options = try RunOptions.parse(selection, command: "explore", tool: tool).platform
    // Explore enumerates one profile per strategy; several named would silently fall back to
    // each strategy's own.
    if let names = options.profileNames, names.count > 1 || names == ["all"] {
      throw ArgumentError.message("explore takes one --profile, not a list")
    }
    var out = "\(RunReport.commandName) explore: every event sequence up to \(depth) events, states deduplicated\n"
    var found = 0
    for selection in try options.selections(tool.strategies, seed: 0) {
      let (text, count) = (selection as! any Exploring).explore(depth: depth)
      out += text
      found += count
    }
    out += "\n\(found) minimal counterexample(s)\n"
    console.out(Escape.terminalLines(out))
    return found > 0 ? .failure : .success
  }
}

/// A platform's share of `explore`'s options, explored.
protocol Exploring {
  /// Each strategy's section and the number of counterexamples found.
  func explore(depth: Int) -> (String, Int)
}

extension PlatformSelection: Exploring {
  func explore(depth: Int) -> (String, Int) {
    let config = configuration(profile: profiles.first)
    let excluded = Host.vocabulary.classNames.filter { name in weights.last { $0.name == name }?.weight == 0 }
    var out = ""
    var found = 0
    for strategy in config.strategies {
      let profile = config.profile(for: strategy)
      var explorer = Explorer(runner: config.runner(for: strategy))
      explorer.excludedClasses = excluded
      let result = explorer.explore(depth: depth)
      let perDepth = result.statesPerDepth.map(String.init).joined(separator: ", ")
      out += "\n\(strategy.name) on \(Host.name(of: profile)): \(result.statesExplored) states explored, "
      out += "\(result.sequencesRun) sequences run; states per depth: \(perDepth)\n"
      for invariant in Host.Invariant.allCases {
        let name = RunReport.pad(invariant.rawValue, 15)
        if !config.invariants.includes(invariant) {
          out += "  \(name) not checked\n"
        } else if let all = result.allCounterexamples[invariant], !all.isEmpty {
          for c in all {
            out +=
              "  \(name) BROKEN at depth \(c.events.count): \(c.events.map(Host.vocabulary.text(of:)).joined(separator: " · "))\n"
            out += "    \(c.detail)\n"
          }
          found += all.count
        } else {
          out += "  \(name) held up to depth \(depth)\n"
        }
      }
    }
    return (out, found)
  }
}
