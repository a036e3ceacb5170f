import Foundation
import LifecycleFuzz

/// Progress on standard error, never on standard output (which stays the same bytes for the same seed and build):
/// traces and steps done and per second, elapsed time and the time left (against the planned traces, or the time
/// budget when that ends sooner), failure signatures found so far, the strategy each worker is on. Redrawn in place
/// on a terminal (cut to its width, so it never wraps); a plain line every few seconds otherwise (a CI log), and
/// one at the end of a run that printed any.
///
/// Wall-clock time is read here only, for this display.
final class ProgressLine {
  let console: Console
  let isTerminal: Bool
  /// Traces the run plans (every platform, every profile).
  var planned = 0
  /// A time budget in seconds, if any.
  var timeBudget: Double?
  /// Seconds between two plain lines when not on a terminal: 5, or the value of the environment variable
  /// ``intervalVariable`` (a test hook: the end-to-end tests see several lines without a long run).
  var interval = ProgressLine.intervalFromEnvironment ?? 5.0

  /// The environment variable that sets ``interval`` (seconds, a number at least 0).
  package static let intervalVariable = "LIFECYCLE_FUZZ_PROGRESS_INTERVAL"

  /// ``intervalVariable``'s value, when it is a finite number at least 0.
  static var intervalFromEnvironment: Double? {
    guard let text = ProcessInfo.processInfo.environment[intervalVariable], let seconds = Double(text),
      seconds.isFinite, seconds >= 0
    else { return nil }
    return seconds
  }
  /// The clock, in seconds (injectable for tests).
  var now: () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }  // determinism-ok: stderr only

  private var start: Double?
  private var lastDrawn = -Double.infinity
  private var printedLines = 0
  private var drew = false
  private var traces = 0
  private var steps = 0
  private var signatures: Set<String> = []
  /// Per strategy (`platform/name`), traces done, in the order first seen.
  private var strategies: [(name: String, done: Int)] = []
  /// Per worker, the strategy of its latest block.
  private var workers: [Int: String] = [:]

  init(console: Console, isTerminal: Bool = Console.standardErrorIsTerminal) {
    self.console = console
    self.isTerminal = isTerminal
  }

  /// Starts the clock.
  func begin() { start = now() }

  /// Takes one finished block of `platform` (run by `worker`, `nil` for this process) and redraws when it is time.
  func add<Host: Platform>(_ block: BlockResult<Host>, worker: Int?, platform: Host.Type) {
    if start == nil { begin() }
    traces += block.traces
    steps += block.steps
    for f in block.failures {
      signatures.insert(
        "\(Host.name)|\(block.strategy)|\(f.invariant.rawValue)|\(f.events.map(Host.vocabulary.text(of:)))")
    }
    let name = Host.isUnnamedInFiles ? block.strategy : "\(Host.name)/\(block.strategy)"
    if let i = strategies.firstIndex(where: { $0.name == name }) {
      strategies[i].done += block.traces
    } else {
      strategies.append((name, block.traces))
    }
    if let worker { workers[worker] = name }
    draw(force: false, current: name)
  }

  /// The progress text: `3200/25200 traces (12.7%) · 850 traces/s, 9400 steps/s · 0:12 elapsed, about 1:23 left ·
  /// 14 signatures · subview-tag 400/400` and, with workers, what each is on (`worker 1: subview-tag, worker 2:
  /// cover-window`).
  func text(current: String?) -> String {
    let elapsed = max(0.001, now() - (start ?? now()))
    var parts: [String] = []
    let percent = planned > 0 ? String(format: " (%.1f%%)", Double(traces) * 100 / Double(planned)) : ""
    parts.append("\(traces)/\(planned) traces\(percent)")
    parts.append(String(format: "%.0f traces/s, %.0f steps/s", Double(traces) / elapsed, Double(steps) / elapsed))
    var time = "\(Self.clock(elapsed)) elapsed"
    if traces > 0, planned > traces {
      var left = Double(planned - traces) * elapsed / Double(traces)
      if let budget = timeBudget { left = min(left, max(0, budget - elapsed)) }
      time += ", about \(Self.clock(left)) left"
    }
    parts.append(time)
    parts.append("\(signatures.count) failure signature\(signatures.count == 1 ? "" : "s") so far")
    if let current, let s = strategies.first(where: { $0.name == current }) { parts.append("\(s.name) \(s.done)") }
    if !workers.isEmpty {
      // Each worker by its number, then what it is on (`workers: 1 a` read as a count of one).
      parts.append(workers.keys.sorted().map { "worker \($0 + 1): \(workers[$0]!)" }.joined(separator: ", "))
    }
    return parts.joined(separator: " · ")
  }

  private func draw(force: Bool, current: String?) {
    let t = now()
    if isTerminal {
      guard force || t - lastDrawn >= 0.1 else { return }
      lastDrawn = t
      let line = String(("progress: " + text(current: current)).prefix(max(20, Console.standardErrorColumns - 1)))
      console.err("\r\u{1B}[K" + line)
      drew = true
    } else {
      guard force || t - lastDrawn >= interval else { return }
      // The first line waits a whole interval: a short run prints none.
      if lastDrawn == -Double.infinity, !force {
        lastDrawn = start ?? t
        guard t - lastDrawn >= interval else { return }
      }
      lastDrawn = t
      console.err("progress: " + text(current: current) + "\n")
      printedLines += 1
    }
  }

  /// Clears the redrawn line; when not on a terminal, prints a last line if any was printed.
  func finish() {
    if drew { console.err("\r\u{1B}[K") }
    if !isTerminal, printedLines > 0 { draw(force: true, current: nil) }
  }

  /// `m:ss`, or `h:mm:ss` from an hour.
  static func clock(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    return s >= 3600
      ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
  }
}
