import CoverStrategies
import Foundation
import ShieldModel

/// `lifecycle-fuzz explain FILE`: a trace's timeline, one row per step.
extension CommandLineTool {
  static let explainHelp = """
    USAGE: lifecycle-fuzz explain <file> [--format text|markdown|html]

    Replays a trace file to its end (not stopping at the first violation) and shows one row per
    step: the event, the app's and each scene's state, which scenes show a cover, what the system
    captured (! marks sensitive content), and the verdict. Text fits 100 columns; html is a
    standalone page with the SVG timeline.

    """

  static func explain(_ args: [String], _ console: Console) throws -> ExitCode {
    if wantsHelp(args) {
      console.out(explainHelp)
      return .success
    }
    var format = "text"
    var files: [String] = []
    var i = 0
    while i < args.count {
      if args[i] == "--format" {
        format = try value(args, &i)
        guard ["text", "markdown", "html"].contains(format) else {
          throw UsageError("--format takes text, markdown or html, not '\(format)'")
        }
      } else if args[i].hasPrefix("-") {
        throw UsageError("unknown option '\(args[i])' for explain")
      } else {
        files.append(args[i])
      }
      i += 1
    }
    guard files.count == 1, let path = files.first else { throw UsageError("explain takes one trace file") }
    guard FileManager.default.fileExists(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "no such file")
    }
    let trace = try Corpus.read(path)
    guard let strategy = StrategyCatalog.descriptor(named: trace.strategy) else {
      throw TraceFileError(file: path, line: 0, message: "unknown strategy '\(trace.strategy)'")
    }
    let timeline = Timeline.record(trace.events, runner: TraceRunner(strategy: strategy, profile: trace.profile, app: trace.app))
    switch format {
    case "html": console.out(ComparisonHTML.page(timeline: timeline, trace: trace, title: path))
    case "markdown": console.out(TimelineMarkdown.text(timeline, trace: trace))
    default: console.out(TimelineText.text(timeline, trace: trace))
    }
    return .success
  }
}
