nonisolated extension Trace {
  /// The error for the first step of the trace that the platform could never deliver to `app`
  /// (``Platform/undeclaredEventProblem(_:in:)``), naming `file` and the step's line (`eventLines`, 1-based, as the
  /// parser gives them; the whole file when `nil`), or `nil` when every step is one `app` could be given. The one
  /// place this refusal is made: `replay`, `explain`, `minimize` and the library's replay ask it where a trace meets
  /// its strategy's app, before running anything.
  public func undeclaredStepError(app: Host.App, file: String, eventLines: [Int]?) -> TraceFileError? {
    for (i, event) in events.enumerated() {
      guard let problem = Host.undeclaredEventProblem(event, in: app) else { continue }
      let line = eventLines.flatMap { i < $0.count ? $0[i] : nil } ?? 0
      return TraceFileError(
        file: file, line: line, message: "event \(i + 1) (\(Host.vocabulary.text(of: event))) cannot happen: \(problem)"
      )
    }
    return nil
  }
}
