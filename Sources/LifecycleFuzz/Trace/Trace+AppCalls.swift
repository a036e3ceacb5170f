extension Trace {
  /// The error for the first step of the trace that names an app call `strategy` does not answer
  /// (``Platform/unansweredAppCall(in:strategy:)``), naming `file` and the step's line (`eventLines`, 1-based, as
  /// the parser gives them; the whole file when `nil`), or `nil`. Asked beside
  /// ``undeclaredStepError(app:file:eventLines:)`` wherever a trace meets its strategy: `replay`, `explain`,
  /// `minimize`, `merge` and the library's replay. A step the strategy's own app could never be given
  /// (``Platform/undeclaredStrategyStep(in:strategy:)``) is refused first, as ``undeclaredStepError(app:file:eventLines:)``
  /// words it.
  public func unansweredAppCallError(strategy: Host.Strategy, file: String, eventLines: [Int]?) -> TraceFileError? {
    let lineOf = { (step: Int) in eventLines.flatMap { step < $0.count ? $0[step] : nil } ?? 0 }
    if let (step, problem) = Host.undeclaredStrategyStep(in: events, strategy: strategy) {
      return TraceFileError(
        file: file, line: lineOf(step),
        message: "event \(step + 1) (\(Host.vocabulary.text(of: events[step]))) cannot happen: \(problem)")
    }
    guard let (step, problem) = Host.unansweredAppCall(in: events, strategy: strategy) else { return nil }
    return TraceFileError(file: file, line: lineOf(step), message: problem)
  }
}
