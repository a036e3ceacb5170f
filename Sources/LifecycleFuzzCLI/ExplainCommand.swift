import Foundation
import LifecycleFuzz

/// `lifecycle-fuzz explain FILE`: a trace's timeline, one row per step.
enum ExplainCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz explain <file> [--format text|markdown|html] [--flag-pairs] [--app-logic <file>]
           lifecycle-fuzz explain [--platform <p>] --strategy <name>|--app-logic <file> --profile <name>
                                  --expect <verdict> --events '<e1 · e2 ...>' [--format ...] [--flag-pairs]

    Replays a trace file to its end (not stopping at the first violation) and shows one row per
    step: the event, the app's and each scene's state, which scenes show a cover, what the system
    captured (! marks sensitive content), the verdict, and the app's callbacks the step
    delivered. Text fits 100 columns (a wide cell continues on the next line); html is a
    standalone page with the SVG timeline and a table of the callbacks. A platform without
    renderers of its own shows, per
    step, the event, what was captured, the verdict and the device's state.

    Under the outcome (the first failure, as `run` and `replay` report it) and what it depends
    on, a section lists every invariant the trace breaks, in step order, each checked alone so
    that the replay goes on past the others' failures, with its step and the flags it depends on;
    a failure no later event can follow (a crash) ends the replay, and the section says where.
    With --flag-pairs, what it depends on also names pairs of low or unverified flags that change
    the verdict only together (at most 24 pair replays; a cut is said). Last, per flag named, the
    addresses its doc comment cites, for a reviewer to check. An app-logic script's trace also
    says, under what it depends on, what the script assumed where it says nothing ('assumed:'
    lines, each naming the word that says otherwise; docs/translating-apps.md).

    With --app-logic FILE, a trace found with an earlier version of that script (its app-logic:
    notes name the file) is explained with the script as the file is now, as 'replay --app-logic'
    re-checks it: the last line says it was re-checked, and whether the edit fixed it (FIXED, exit
    0), it still gives its verdict, or it gives another (DIFF) or can no longer run (STALE, exit 1).
    A trace of another script is refused in one line.

    With --events, the trace is given inline, as 'replay' takes it (--strategy or --app-logic, not both,
    --profile, --expect and --events, the events separated by ' · '): no file is read or written.

    Exit 0, or 1 when the replay's verdict is not the one the trace's 'expect:' line records (or
    an event can no longer happen, or the state leaves the trace's checkpoints): the last line
    then says what the line expects, what came out, and the exit code, as 'replay' reports the
    trace (DIFF or STALE).

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(tool.named(help))
      return .success
    }
    var format = "text"
    var files: [String] = []
    var script: String?
    // Events given inline (`--events`, with the options `replay` takes for them): `--app-logic` is then their strategy.
    let isInline = args.prefix { $0 != "--" }.contains { InlineTrace.options.contains($0) && $0 != "--app-logic" }
    var inline = InlineTrace()
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      if isInline, InlineTrace.options.contains(arg) {
        try inline.take(arg, from: &scanner, command: "explain")
      } else if arg == "--format" {
        format = try scanner.value(for: arg)
        guard ["text", "markdown", "html"].contains(format) else {
          throw ArgumentError.invalidValue(option: arg, value: format, expected: "text, markdown or html")
        }
      } else if arg == "--flag-pairs" {
        FlagDependence.pairsAreReplayed = true
      } else if arg == "--app-logic" {
        // One script: the trace's (an earlier version of it), as `replay --app-logic` re-checks it.
        script = try PlatformOptions.registerAppLogic(try scanner.value(for: arg))
      } else if scanner.isOption(arg) {
        throw ArgumentError.unknownOption(arg, command: "explain")
      } else {
        files.append(arg)
      }
    }
    if isInline {
      guard files.isEmpty else {
        throw ArgumentError.message("explain takes a trace file or --events, not both ('\(files[0])')")
      }
      let (platform, text, lineOffset) = try inline.text(tool, command: "explain")
      let (out, differs) = try Self.inline(
        platform, inline, text, lineOffset: lineOffset, Explanation(format: TimelineFormat(rawValue: format)!))
      console.out(format == "html" ? out : Escape.terminalLines(out))
      return differs ? .failure : .success
    }
    guard files.count == 1, let path = files.first else { throw ArgumentError.message("explain takes one trace file") }
    guard FileManager.default.fileExists(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "no such file")
    }
    let (text, differs) = try TraceFile.visit(
      path, tool.strategies, Explanation(format: TimelineFormat(rawValue: format)!, givenScript: script),
      givenScripts: script.map { [$0] } ?? [])
    // HTML escapes for itself (and keeps its tabs); text and Markdown reach a terminal as they are.
    console.out(format == "html" ? text : Escape.terminalLines(text))
    return differs ? .failure : .success
  }
}

extension ExplainCommand {
  /// The inline trace `text` explained as a file's trace is, named `<command line>`.
  fileprivate static func inline<P: Platform>(
    _ platform: P, _ given: InlineTrace, _ text: String, lineOffset: Int, _ explanation: Explanation
  ) throws -> (String, Bool) {
    let (trace, _) = try given.trace(platform, text, lineOffset: lineOffset, command: "explain")
    return try explanation.visit(platform, trace, path: InlineTrace.label, eventLines: [])
  }
}

/// `explain`'s visit: the trace's timeline in the platform's renderers.
struct Explanation: TraceVisitor {
  let format: TimelineFormat
  /// `--app-logic FILE`'s script (its strategy name): a trace of an earlier version of it is explained with it.
  var givenScript: String?

  func visit<P: Platform>(_ platform: P, _ given: Trace<P>, path: String, eventLines: [Int]) throws -> (
    String, Bool
  ) {
    let (trace, foundWith) = try Self.traceToExplain(given, script: givenScript, path: path)
    let text = try timeline(platform, trace, path: path, eventLines: eventLines)
    let replayed = try replayed(platform, trace, path: path, eventLines: eventLines)
    var line = Self.mismatch(replayed)
    var differs = line != nil
    if let foundWith {
      let recheck = Self.recheckLine(replayed, foundWith: foundWith, mismatch: line, path: path)
      line = recheck.line
      differs = recheck.differs
    }
    guard let line else { return (text, false) }
    switch format {
    case .text: return (text + Escape.terminal(line) + "\n", differs)
    case .markdown: return (text + "\n**" + Escape.markdown(line) + "**\n", differs)
    case .html:
      guard let end = text.range(of: "</body>", options: .backwards) else { return (text, differs) }
      return (text.replacingCharacters(in: end, with: "<p class=\"diff\">\(Escape.html(line))</p>\n</body>"), differs)
    }
  }

  /// The trace to explain: `trace` itself, or, when `script` is given and `trace` was found with an earlier version
  /// of it (``AppLogicVersions``), its events and profile with `script` (no checkpoints: they are the earlier
  /// version's states), with the strategy it was found with.
  ///
  /// - Throws: ``ArgumentError/scriptNotOfTrace(file:trace:strategy:)`` for a trace of another strategy.
  static func traceToExplain<P: Platform>(_ trace: Trace<P>, script: String?, path: String) throws(ArgumentError)
    -> (trace: Trace<P>, foundWith: String?)
  {
    guard let script, trace.strategy != script else { return (trace, nil) }
    guard AppLogicVersions.isEarlierVersion(trace.strategy, of: script) else {
      throw .scriptNotOfTrace(file: RunReport.appLogicFiles[script] ?? script, trace: path, strategy: trace.strategy)
    }
    var edited = trace
    edited.strategy = script
    edited.checkpoints = nil
    return (edited, trace.strategy)
  }

  /// The last line of a trace re-checked against the script given, as `replay --app-logic` reports it, and whether
  /// it fails (exit 1): FIXED (it broke, and holds with the script now), the recorded verdict again, or `mismatch`
  /// (DIFF, STALE).
  static func recheckLine<P: Platform>(
    _ replayed: ReplayResult<P>, foundWith: String, mismatch: String?, path: String
  ) -> (line: String, differs: Bool) {
    let trace = replayed.trace
    let file = RunReport.appLogicFiles[trace.strategy] ?? trace.strategy
    let head = "re-checked against \(file): the trace was found with \(foundWith), an earlier version of the script"
    guard let mismatch else {
      return (head + "; it still gives \(trace.expected), as its 'expect:' line records", false)
    }
    if case .holds = replayed.outcome, case .broken = trace.expected {
      return (
        head + "; its 'expect:' line says \(trace.expected), and with \(file) it holds: FIXED, as replay reports it"
          + " (keep it as the fix's regression test: \(RunReport.toolCommand) replay --keep-fixed --app-logic"
          + " \(ShellQuoting.path(file)) \(ShellQuoting.path(path)))",
        false
      )
    }
    return (head + "; " + mismatch, true)
  }

  /// The trace replayed now, as `replay` replays it: its outcome and where it left its checkpoints.
  private func replayed<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws
    -> ReplayResult<P>
  {
    let strategy = try TraceFile.strategy(of: trace, platform, path: path, eventLines: eventLines)
    return Replay.replay(trace, path: path, strategy: strategy)
  }

  /// What the trace's `expect:` line (and checkpoints) record against what its replay gave, with the exit code, or
  /// `nil` when they agree: a timeline whose outcome contradicts its header's `expect` line read as a fine trace.
  static func mismatch<P: Platform>(_ replayed: ReplayResult<P>) -> String? {
    let trace = replayed.trace
    let expected = "its 'expect:' line says \(trace.expected)"
    switch replayed.outcome {
    case .invalid(let step, let reason):
      return "STALE: \(expected), but event \(step + 1) (\(P.vocabulary.text(of: trace.events[step]))) can no longer"
        + " happen: \(reason); exit 1, as replay reports it"
    case .holds, .violated:
      if let got = replayed.outcome.verdict, got != trace.expected {
        return "DIFF: \(expected), but the replay gives \(got); exit 1, as replay reports it"
      }
      // The recorded verdict on another path: `replay` calls it STALE.
      guard let d = replayed.divergence else { return nil }
      return "STALE: \(expected) and the replay gives it, but the state left the trace's checkpoints after event"
        + " \(d.step + 1) (\(P.vocabulary.text(of: trace.events[d.step]))): \(d.difference); exit 1, as replay reports it"
    }
  }

  /// The `assumed:` lines of the trace's script (``Platform/appLogicAssumptions(forStrategy:)``), each followed, where
  /// one word says it otherwise, by what the trace's events give with that word: the same verdict, or another (the
  /// assumption decides this trace), or events the other script cannot take.
  static func assumed<P: Platform>(_ platform: P, _ trace: Trace<P>, strategy: P.Strategy) -> [String] {
    let lines = P.appLogicAssumptions(forStrategy: trace.strategy)
    guard !lines.isEmpty else { return [] }
    let alternatives = P.appLogicAlternatives(forStrategy: trace.strategy)
    func verdict(_ s: P.Strategy) -> String {
      let outcome = TraceRunner<P>(strategy: s, profile: trace.profile, app: trace.app(for: s)).run(trace.events)
      return outcome.verdict.map(String.init(describing:)) ?? "invalid"
    }
    let now = verdict(strategy)
    return lines.enumerated().map { index, line in
      guard index < alternatives.count, let other = alternatives[index],
        let otherStrategy = platform.strategy(named: other.strategy)
      else { return line }
      let then = verdict(otherStrategy)
      if then == now { return line + "; with \(other.word) this trace gives the same verdict (\(now))" }
      if then == "invalid" { return line + "; with \(other.word) this trace's events are not possible" }
      return line + "; with \(other.word) this trace gives \(then), not \(now)"
    }
  }

  /// The timeline, what it rests on and every invariant the trace breaks.
  private func timeline<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws
    -> String
  {
    // Each platform's renderers escape what they print.
    let strategy = try TraceFile.strategy(of: trace, platform, path: path, eventLines: eventLines)
    let text = P.explain(trace, strategy: strategy, path: path, format: format)
    // What the verdict rests on, after the outcome the renderers print; then every invariant the trace breaks, each
    // checked alone (a first failure at launch masks the rest in the outcome).
    // Said once: the answer used (the model's default, or the profile's `+flag`) and what the others give; an
    // invariant below that rests on the same says `as above`.
    let dependences = FlagDependence.dependences(trace, strategy: strategy)
    let dependsOn = FlagDependence.explained(dependences, profileName: P.name(of: trace.profile))
    // A platform limit says so under what it rests on: no app code avoids it on this profile.
    var limit: PlatformLimit.Limit?
    if case .broken(let invariant) = trace.expected {
      let runner = TraceRunner<P>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
      limit = PlatformLimit.limit(trace.events, runner: runner, invariant: invariant, app: trace.app(for:))
    }
    var broken = BrokenInvariants.find(trace, strategy: strategy)
    broken.above = dependences
    broken.profileName = P.name(of: trace.profile)
    // The addresses under the flags named above, so a reviewer can check what the verdict rests on.
    let sources = FlagDependence.sources(dependences + broken.entries.flatMap(\.dependences), P.self)
    // What an app-logic script leaves unspoken and the language fills in: one line each, under what it rests on,
    // with what the trace's events give when the script says the word otherwise.
    let assumed = Self.assumed(platform, trace, strategy: strategy)
    switch format {
    case .text:
      let listed = sources.isEmpty ? [] : [""] + FlagDependence.sourceLines(sources)
      let section = (broken.textLines() + listed).map(Escape.terminal)
        .joined(separator: "\n")
      let headline = ([dependsOn] + (limit.map { [$0.text] } ?? []) + assumed).map {
        TextWrapping.lines(Escape.terminal($0), width: 100, indent: "  ").joined(separator: "\n")
      }.joined(separator: "\n")
      return text + headline + "\n\n" + section + "\n"
    case .markdown:
      let limitLine = limit.map { "\n**" + Escape.markdown($0.text) + "**\n" } ?? ""
      let assumedLines = assumed.map { "\n" + Escape.markdown($0) + "\n" }.joined()
      let listed = sources.isEmpty ? "" : "\n" + FlagDependence.sourcesMarkdown(sources)
      return text + "\n" + Escape.markdown(dependsOn) + "\n" + limitLine + assumedLines + "\n" + broken.markdown
        + listed
    case .html:
      guard let end = text.range(of: "</body>", options: .backwards) else { return text }
      let limitLine = limit.map { "<p class=\"depends\"><strong>\(Escape.html($0.text))</strong></p>\n" } ?? ""
      let assumedLines = assumed.map { "<p class=\"depends\">\(Escape.html($0))</p>\n" }.joined()
      return text.replacingCharacters(
        in: end,
        with: "<p class=\"depends\">\(Escape.html(dependsOn))</p>\n" + limitLine + assumedLines + broken.html
          + FlagDependence.sourcesHTML(sources) + "</body>")
    }
  }
}
