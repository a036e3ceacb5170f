/// The tool's documented exit codes.
public nonisolated enum ExitCode: Int32, Sendable {
  /// No new failure: every invariant held, or every failure found is already in the corpus;
  /// for `replay`, every verdict matched.
  case success = 0
  /// A new counterexample was found; for `replay`, a verdict differs or a trace is stale.
  case failure = 1
  /// Bad usage or input: unknown command, flag, strategy or profile; an unreadable trace.
  case usage = 2
  /// A declared coverage floor was missed, or (`--require-reached`) a point of an app-logic script no trace ran.
  case coverageFloorMissed = 3
  /// The run stopped early (time budget or interrupt) before finishing its budget.
  case incomplete = 4
  /// A counterexample was found but could not be written to the corpus (its trace is printed).
  case unsaved = 5
}
