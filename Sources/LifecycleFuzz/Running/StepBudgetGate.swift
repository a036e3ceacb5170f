import Foundation

/// Which blocks the workers of a run with a step budget (`--max-steps`) still run: a block is part of the run when
/// the blocks before it of its strategy, in block order, used fewer steps than the budget (``RunAggregator`` folds
/// only those), which only the parent knows once they are in. So a worker that claims a block waits until the parent
/// has every earlier block of its strategy, then runs it or, when they used the budget up, skips it. Without the
/// gate, workers ran every planned block and the parent dropped the extra ones: `-j 4` ran 4 blocks where `-j 1` ran
/// 1 (a breaker's `--max-steps 40` run took 8 times as long) and its results file held the blocks the budget drops.
///
/// The parent writes the gate file (``text(_:)``, replaced whole with a rename, so a worker never reads half of it)
/// whenever what it knows changes; the worker reads it (``decision(in:part:strategy:position:)``). Which worker runs
/// which block, and when, never shows in the output: the parent folds the same blocks in the same order at any
/// number of jobs.
package struct StepBudgetGate {
  /// What the parent knows of one strategy's blocks of one part.
  package struct Known: Equatable {
    /// How many of the part's planned blocks (``RunConfiguration/shardBlocks``) it folded in order.
    package var released: Int
    /// Whether those used the budget up: no later block is part of the run.
    package var cut: Bool
    /// The steps of those blocks: the next block may take the budget's rest (``Campaign/blockStepLimit``).
    package var steps = 0
  }

  /// What a worker does with a block it claimed.
  enum Decision: Equatable {
    /// Run it: every earlier block of its strategy is in, under the budget, with the steps they took (so the block
    /// stops where the budget ends); `nil` when the gate is open (the run is stopping, or a worker died).
    case run(stepsBefore: Int?)
    /// Skip it: the earlier blocks used the budget up.
    case skip
    /// Wait: an earlier block of its strategy is not in yet.
    case wait
  }

  /// The gate file, next to the claims file (``path(besideClaims:)``).
  let path: String

  /// The gate file of the queue whose claims file is `claims`: in the same folder, so a worker finds it from the
  /// arguments it already has.
  static func path(besideClaims claims: String) -> String {
    URL(fileURLWithPath: claims).deletingLastPathComponent().appendingPathComponent("budget").path
  }

  /// The gate's text: `open` (every block runs: a worker died or the run is stopping, so no earlier block may ever
  /// come), or one line per part, each strategy's ``Known`` in order separated by spaces (`R:S`, the blocks released
  /// and their steps, or `cut`); a part without a budget is an empty line.
  static func text(_ parts: [[Known]?], open: Bool) -> String {
    if open { return "open\n" }
    return parts.map { known in
      (known ?? []).map { $0.cut ? "cut" : "\($0.released):\($0.steps)" }.joined(separator: " ") + "\n"
    }.joined()
  }

  /// What to do with the block at `position` (among the part's planned blocks) of strategy `strategy` of part `part`,
  /// by the gate's `text`; a gate not written yet, or not readable, says wait.
  static func decision(in text: String, part: Int, strategy: Int, position: Int) -> Decision {
    if text == "open\n" { return .run(stepsBefore: nil) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard part < lines.count else { return .wait }
    let fields = lines[part].split(separator: " ")
    guard strategy < fields.count else { return .wait }
    if fields[strategy] == "cut" { return .skip }
    let known = fields[strategy].split(separator: ":")
    guard known.count == 2, let released = Int(known[0]), let steps = Int(known[1]) else { return .wait }
    return released >= position ? .run(stepsBefore: steps) : .wait
  }

  /// Writes `text` to the gate file whole (a temporary file renamed over it).
  ///
  /// - Throws: a file-system error when it cannot be written.
  func write(_ text: String) throws {
    let temporary = path + ".new"
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else {
      throw WorkerError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
  }

  /// The worker's side: waits until the gate says run or skip for the block, reading it every 20 ms; `stop`
  /// (the worker interrupted) ends the wait with skip, and the worker then stops.
  func await(part: Int, strategy: Int, position: Int, stop: StopSignal) -> Decision {
    while !stop.shouldStop {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      let d = Self.decision(in: text, part: part, strategy: strategy, position: position)
      if d != .wait { return d }
      usleep(20_000)
    }
    return .skip
  }
}
