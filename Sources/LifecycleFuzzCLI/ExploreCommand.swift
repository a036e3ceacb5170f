import LifecycleFuzz

/// `explore --depth k`: bounded-exhaustive search, every distinct minimal counterexample.
enum ExploreCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz explore --depth <k> [--platform <name>] [--strategy <names>] [--app-logic <file>]
                                  [--profile <name>] [--invariant <names>] [--skip-invariant <names>] [--weight <event=0>]
                                  [--flag <name=value>]... [--family <n>] [--lock-family <n>]
                                  [--baseline <file> [--today <date>]] [--max-states <n>] [--max-memory <MB>]

    Bounded-exhaustive mode: breadth-first over every event sequence (canonical arguments) up
    to k events, deduplicating states by the device's summary and the strategy's own state.
    Prints every distinct minimal counterexample per invariant (none contains another, none
    differs from another only in arguments), each at its minimal depth. Reports the states
    explored per depth. --invariant and --skip-invariant choose the invariants checked (the
    others are reported as not checked); --weight event=0 leaves an event class out of the
    search (other weights do not change a breadth-first search). Every platform's strategies
    by default; --platform, or names of one platform's things, choose. --app-logic FILE explores
    an app-logic script (iOS's or Android's, docs/app-logic.md) as its strategy 'app-logic#FINGERPRINT'.

    Exit 1 when a counterexample breaks an invariant that is neither accepted (--baseline FILE,
    as for 'run'; --today DATE judges expiry) nor expected (the catalog's declared faults of a
    built-in strategy on its own profile), as for 'run'.

    The search stops early, prints what it found with the depth searched completely, says
    INCOMPLETE and exits 4 when a strategy reaches --max-states distinct states (default
    2000000), when the process's resident memory passes --max-memory megabytes (default 4096),
    or on SIGINT, SIGTERM or SIGHUP.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(tool.named(help))
      return .success
    }
    var depth: Int?
    var bounds = Bounds()
    var selection: [String] = []
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      if arg == "--depth" {
        depth = try scanner.wholeNumber(for: arg, max: 12)
      } else if arg == "--max-states" {
        bounds.states = try scanner.wholeNumber(for: arg, max: 1_000_000_000)
      } else if arg == "--max-memory" {
        bounds.megabytes = try scanner.wholeNumber(for: arg, max: 1_048_576)
      } else {
        selection.append(arg)
      }
    }
    guard let depth else { throw ArgumentError.message("explore needs --depth <k>") }
    // The --app-logic scripts are read before the baseline, whose entries may name them.
    let accepted = try ReplayCommand.acceptance(
      &selection, tool, keepsAppLogic: true, warn: { console.err(Console.oneLine($0, limit: 4_000) + "\n") })
    // run's selection options; run's others are refused (``RunOptions/parse(_:command:tool:)``).
    let options = try RunOptions.parse(selection, command: "explore", tool: tool).platform
    // Explore enumerates one profile per strategy; several named would silently fall back to
    // each strategy's own.
    if let names = options.profileNames,
      names.count > 1 || names == ["all"] || names.contains(where: PlatformOptions.isPattern)
    {
      throw ArgumentError.message("explore takes one --profile, not a list")
    }
    let selections = try options.selections(tool.strategies, seed: 0)
    InterruptHandler.boundMemory(megabytes: bounds.megabytes)
    var out = "\(RunReport.commandName) explore: every event sequence up to \(depth) events, states deduplicated\n"
    var found = 0
    var failing = 0
    var cutoff: String?
    for selection in selections {
      let section = (selection as! any Exploring).explore(depth: depth, bounds: bounds, accepted: accepted)
      // A search that never started the app checked nothing: its "held" lines would read as a pass.
      if let vacuous = section.neverStarted {
        throw vacuous
      }
      out += section.text
      found += section.found
      failing += section.failing
      if let reason = section.cutoff {
        cutoff = reason
        break
      }
    }
    out += "\n\(found) minimal counterexample(s); \(failing) break an invariant neither accepted nor expected\n"
    if let cutoff {
      out += "INCOMPLETE: \(cutoff); everything found so far is kept. Not a pass.\n"
    }
    console.out(Escape.terminalLines(out))
    if cutoff != nil { return .incomplete }
    return failing > 0 ? .failure : .success
  }

  /// How far a search may grow: distinct states per strategy, and the process's resident memory.
  struct Bounds {
    /// Distinct states per strategy (``Explorer/stateBudget``).
    var states = 2_000_000
    /// Resident memory in megabytes (``InterruptHandler/boundMemory(megabytes:)``).
    var megabytes = 4_096

    /// What stopped a strategy's search, in words for the `INCOMPLETE` line.
    func reason(_ cutoff: ExploreCutoff, strategy: String, depth: Int) -> String {
      let at = "\(strategy) searched completely to depth \(depth) only"
      switch cutoff {
      case .stateBudget: return "state budget of \(states) states reached (--max-states); \(at)"
      case .stopped where InterruptHandler.memoryBoundWasReached:
        return "memory bound of \(megabytes) MB reached (--max-memory); \(at)"
      case .stopped: return "interrupted; \(at)"
      }
    }
  }
}

/// One platform's share of an `explore` report.
struct ExploreSection {
  /// The report's lines for its strategies.
  var text = ""
  /// Counterexamples found.
  var found = 0
  /// Counterexamples neither accepted nor expected.
  var failing = 0
  /// Why the search stopped early, for the `INCOMPLETE` line, or `nil`.
  var cutoff: String?
  /// The refusal of the first strategy (with its profile) whose search never started the app under the
  /// `--weight name=0` classes (``PlatformSelection/neverStartsError(_:depth:at:)``), or `nil`.
  var neverStarted: ArgumentError?
}

/// A platform's share of `explore`'s options, explored.
protocol Exploring {
  /// Each strategy's section, the number of counterexamples found, how many of them fail (neither accepted,
  /// by signature in `accepted`, nor expected by the catalog), and why the search stopped early; the strategies
  /// after one that stopped early are not explored.
  func explore(depth: Int, bounds: ExploreCommand.Bounds, accepted: [String: String]) -> ExploreSection
}

extension PlatformSelection: Exploring {
  func explore(depth: Int, bounds: ExploreCommand.Bounds, accepted: [String: String]) -> ExploreSection {
    let config = configuration(profile: profiles.first)
    let excluded = turnedOffClasses
    var out = ""
    var found = 0
    var failing = 0
    var stopped: String?
    var neverStarted: ArgumentError?
    for strategy in config.strategies where stopped == nil && neverStarted == nil {
      let profile = config.profile(for: strategy)
      var explorer = Explorer(runner: config.runner(for: strategy))
      explorer.excludedClasses = excluded
      explorer.stateBudget = bounds.states
      let result = explorer.explore(depth: depth)
      if !result.startedTheApp, result.cutoff == nil, !excluded.isEmpty {
        let name = "\(strategy.name) on \(Host.name(of: profile))"
        neverStarted = Self.neverStartsError(excluded, depth: depth, at: name)
      }
      if let cutoff = result.cutoff {
        stopped = bounds.reason(cutoff, strategy: strategy.name, depth: result.completeDepth)
      }
      let perDepth = result.statesPerDepth.map(String.init).joined(separator: ", ")
      out += "\n\(strategy.name) on \(Host.name(of: profile)): \(result.statesExplored) states explored, "
      out += "\(result.sequencesRun) sequences run; states per depth: \(perDepth)"
      out += result.cutoff == nil ? "\n" : " (stopped during depth \(result.completeDepth + 1))\n"
      // "Held" covers the events searched only: name the ones run draws for this strategy that the search never tries.
      let unsearched = Explorer<Host>.unsearchedClasses(for: strategy, overrides: weights)
      if !unsearched.isEmpty {
        out += "  not searched (run draws them, explore has no canonical arguments for them): "
        out += unsearched.joined(separator: ", ") + "\n"
      }
      for invariant in Host.Invariant.allCases {
        let name = RunReport.pad(invariant.rawValue, 15)
        if !config.invariants.includes(invariant) {
          out += "  \(name) not checked\n"
        } else if let all = result.allCounterexamples[invariant], !all.isEmpty {
          let expected = platform.expectedFailures.reason(strategy, invariant, on: profile, of: Host.self)
          for c in all {
            let trace = Trace<Host>(
              strategy: strategy.name, profile: profile, expected: .broken(invariant), events: c.events)
            let reason = Baseline.reason(for: FailureSignature(trace: trace).text, in: accepted)
            let word = reason != nil ? "accepted" : expected != nil ? "expected" : "BROKEN"
            if reason == nil && expected == nil { failing += 1 }
            out +=
              "  \(name) \(word) at depth \(c.events.count): \(c.events.map(Host.vocabulary.text(of:)).joined(separator: " · "))\n"
            out += "    \(c.detail)\n"
            // A leak in the sample app's own UI that a script never wrote is labelled as run labels it.
            if !invariant.captureKindNames.isEmpty,
              let e = Host.evidence(of: c.events, runner: config.runner(for: strategy), invariant: invariant),
              e.whatLeaked.contains(SampleAppNote.anchor)
            {
              out += "    leaked: \(e.whatLeaked)\n"
            }
          }
          found += all.count
        } else if !Host.claims(strategy, invariant: invariant) {
          // As run says it (``RunVerdicts``): a promise the strategy does not make cannot hold.
          out += "  \(name) not claimed\n"
        } else {
          out += "  \(name) held up to depth \(result.completeDepth)\n"
        }
      }
    }
    return ExploreSection(text: out, found: found, failing: failing, cutoff: stopped, neverStarted: neverStarted)
  }
}
