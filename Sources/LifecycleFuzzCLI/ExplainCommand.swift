import Foundation
import LifecycleFuzz

/// `lifecycle-fuzz explain FILE`: a trace's timeline, one row per step.
enum ExplainCommand {
  static let help = """
    USAGE: lifecycle-fuzz explain <file> [--format text|markdown|html]

    Replays a trace file to its end (not stopping at the first violation) and shows one row per
    step: the event, the app's and each scene's state, which scenes show a cover, what the system
    captured (! marks sensitive content), and the verdict. Text fits 100 columns; html is a
    standalone page with the SVG timeline. An Android trace shows, per step, the event, the
    device's state and what the checkers found.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    var format = "text"
    var files: [String] = []
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      if arg == "--format" {
        format = try scanner.value(for: arg)
        guard ["text", "markdown", "html"].contains(format) else {
          throw ArgumentError.invalidValue(option: arg, value: format, expected: "text, markdown or html")
        }
      } else if arg.hasPrefix("-") {
        throw ArgumentError.unknownOption(arg, command: "explain")
      } else {
        files.append(arg)
      }
    }
    guard files.count == 1, let path = files.first else { throw ArgumentError.message("explain takes one trace file") }
    guard FileManager.default.fileExists(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "no such file")
    }
    if tool.strategies.includesAndroid, let android = try ReplayCommand.androidTrace(at: path) {
      let timeline = PlatformTimeline(android)
      switch format {
      case "html": console.out(timeline.html(android, path: path))
      case "markdown": console.out(timeline.markdown(android, path: path))
      default: console.out(Escape.terminalLines(timeline.text(android, path: path)))
      }
      return .success
    }
    let trace = try Corpus.read(path, knownStrategies: tool.strategies.names)
    guard let strategy = tool.strategies.lookup(trace.strategy) else {
      throw TraceFileError(file: path, line: 0, message: "unknown strategy '\(trace.strategy)'")
    }
    let runner = TraceRunner(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    let timeline = Timeline.record(trace.events, runner: runner)
    switch format {
    case "html":
      let evidence = LeakEvidence.find(trace.events, runner: runner)
      console.out(ComparisonHTML.page(timeline: timeline, trace: trace, title: path, evidence: evidence))
    case "markdown": console.out(TimelineMarkdown.text(timeline, trace: trace))
    default:
      var lines = TimelineText.text(timeline, trace: trace).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      // What leaked and where, under the outcome: the view to fix and the place to look.
      if let e = LeakEvidence.find(trace.events, runner: runner),
        let outcome = lines.firstIndex(where: { $0.hasPrefix("outcome: ") })
      {
        let line = "leaked: \(e.whatLeaked)"
        lines.insert(line.count > 100 ? String(line.prefix(99)) + "…" : line, at: outcome + 1)
      }
      console.out(lines.joined(separator: "\n"))
    }
    return .success
  }
}
