import LifecycleFuzz

/// Progress on standard error: one line redrawn in place on a terminal, plain lines at each
/// quarter otherwise (so logs stay readable). Never on standard output, which stays
/// deterministic.
final class ProgressLine {
  let console: Console
  let isTerminal: Bool
  var lastQuarter: [String: Int] = [:]
  var drew = false

  init(console: Console, isTerminal: Bool = Console.standardErrorIsTerminal) {
    self.console = console
    self.isTerminal = isTerminal
  }

  /// Reports `done` of `planned` for `what` (a strategy, or `blocks` with workers).
  func update(_ what: String, _ done: Int, _ planned: Int) {
    if isTerminal {
      console.err("\r\u{1B}[K\(what): \(done)/\(planned)")
      drew = true
    } else {
      let q = planned == 0 ? 4 : done * 4 / planned
      if q > (lastQuarter[what] ?? 0) {
        lastQuarter[what] = q
        console.err("progress: \(what) \(done)/\(planned)\n")
      }
    }
  }

  /// Clears the redrawn line, if one was drawn.
  func finish() { if drew { console.err("\r\u{1B}[K") } }
}
