/// `replay`'s closing line: a pass reads as one, and a failed replay says what failed it and its exit code.
extension ReplayCommand {
  /// `N passed, 0 failed` when every trace replayed as its file records and none still breaks; otherwise `FAILED
  /// (exit C): ` with what failed the replay: traces that could not be read (exit 2), known counterexamples that
  /// still break an invariant neither accepted nor expected (as `run` fails on a known finding), and regressions (a
  /// verdict that differs from its file, or a stale trace), each counted, then how many were replayed.
  ///
  /// A trace that still breaks matches its file, so counting it as passed read as a pass beside exit 1.
  ///
  /// - Parameters:
  ///   - replayed: the traces given, readable or not; the line counts the unreadable ones out (`0 of 1 replayed`).
  ///   - regressions: the traces whose verdict differs from their file's, or that are stale (DIFF, STALE).
  ///   - broken: the traces that give their recorded verdict and still break an invariant neither accepted nor
  ///     expected.
  ///   - unreadable: the traces that could not be read (each named in an error line).
  static func summaryLine(replayed: Int, regressions: Int, broken: Int, unreadable: Int) -> String {
    guard regressions > 0 || broken > 0 || unreadable > 0 else { return "\(replayed) passed, 0 failed" }
    let plural = { (n: Int, one: String, many: String) in "\(n) \(n == 1 ? one : many)" }
    var reasons: [String] = []
    if unreadable > 0 { reasons.append(plural(unreadable, "trace", "traces") + " unreadable (the errors above)") }
    var stillBroken = plural(broken, "known counterexample", "known counterexamples") + " still BROKEN"
    if broken > 0 {
      stillBroken +=
        ", neither accepted nor expected (the cover still breaks \(broken == 1 ? "it" : "them"); as in 'run', a "
        + "committed counterexample fails until the cover is fixed)"
    }
    reasons.append(stillBroken)
    var changed = plural(regressions, "regression", "regressions")
    if regressions > 0 {
      changed += " (a verdict that differs from its file, or a stale trace: the DIFF or STALE lines)"
    }
    reasons.append(changed)
    let code = unreadable > 0 ? ExitCode.usage : .failure
    // An unreadable trace was given but never replayed: counting it as replayed read as if it had been checked.
    let count = unreadable > 0 ? "\(replayed - unreadable) of \(replayed)" : "\(replayed)"
    return "FAILED (exit \(code.rawValue)): " + reasons.joined(separator: "; ") + "; \(count) replayed"
  }
}
