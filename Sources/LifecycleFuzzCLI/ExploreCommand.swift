import LifecycleFuzz

/// `explore --depth k`: bounded-exhaustive search, every distinct minimal counterexample.
enum ExploreCommand {
  nonisolated static let help = """
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

    Exit 1 when a counterexample breaks an invariant that is neither accepted (--baseline FILE,
    as for 'run'; --today DATE judges expiry) nor expected (the catalog's declared faults of a
    built-in strategy on its own profile), as for 'run'.

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
    let accepted = try ReplayCommand.acceptance(&selection, tool)
    // The same options as run (a breadth-first search uses only the selection among them).
    let options = try RunOptions.parse(selection, command: "explore", tool: tool).platform
    // Explore enumerates one profile per strategy; several named would silently fall back to
    // each strategy's own.
    if let names = options.profileNames, names.count > 1 || names == ["all"] {
      throw ArgumentError.message("explore takes one --profile, not a list")
    }
    var out = "\(RunReport.commandName) explore: every event sequence up to \(depth) events, states deduplicated\n"
    var found = 0
    var failing = 0
    for selection in try options.selections(tool.strategies, seed: 0) {
      let (text, count, fails) = (selection as! any Exploring).explore(depth: depth, accepted: accepted)
      out += text
      found += count
      failing += fails
    }
    out += "\n\(found) minimal counterexample(s); \(failing) break an invariant neither accepted nor expected\n"
    console.out(Escape.terminalLines(out))
    return failing > 0 ? .failure : .success
  }
}

/// A platform's share of `explore`'s options, explored.
protocol Exploring {
  /// Each strategy's section, the number of counterexamples found, and how many of them fail (neither accepted,
  /// by signature in `accepted`, nor expected by the catalog).
  func explore(depth: Int, accepted: [String: String]) -> (String, Int, Int)
}

extension PlatformSelection: Exploring {
  func explore(depth: Int, accepted: [String: String]) -> (String, Int, Int) {
    let config = configuration(profile: profiles.first)
    let excluded = Host.vocabulary.classNames.filter { name in weights.last { $0.name == name }?.weight == 0 }
    var out = ""
    var found = 0
    var failing = 0
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
          let expected = platform.expectedFailures.reason(strategy, invariant, on: profile, of: Host.self)
          for c in all {
            let trace = Trace<Host>(
              strategy: strategy.name, profile: profile, expected: .broken(invariant), events: c.events)
            let reason = accepted[FailureSignature(trace: trace).text]
            let word = reason != nil ? "accepted" : expected != nil ? "expected" : "BROKEN"
            if reason == nil && expected == nil { failing += 1 }
            out +=
              "  \(name) \(word) at depth \(c.events.count): \(c.events.map(Host.vocabulary.text(of:)).joined(separator: " · "))\n"
            out += "    \(c.detail)\n"
          }
          found += all.count
        } else {
          out += "  \(name) held up to depth \(depth)\n"
        }
      }
    }
    return (out, found, failing)
  }
}
