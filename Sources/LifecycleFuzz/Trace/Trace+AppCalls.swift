extension Trace {
  /// The error for the first step of the trace that names an app call `strategy` does not answer
  /// (``Platform/unansweredAppCall(in:strategy:)``), naming `file` and the step's line (`eventLines`, 1-based, as
  /// the parser gives them; the whole file when `nil`), or `nil`. Asked beside
  /// ``undeclaredStepError(app:file:eventLines:)`` wherever a trace meets its strategy: `replay`, `explain`,
  /// `minimize`, `merge` and the library's replay.
  public func unansweredAppCallError(strategy: Host.Strategy, file: String, eventLines: [Int]?) -> TraceFileError? {
    guard let (step, problem) = Host.unansweredAppCall(in: events, strategy: strategy) else { return nil }
    let line = eventLines.flatMap { step < $0.count ? $0[step] : nil } ?? 0
    return TraceFileError(file: file, line: line, message: problem)
  }
}
