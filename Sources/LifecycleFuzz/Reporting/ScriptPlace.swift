/// Where an app-logic script's finding is in the script, for CI reports (JUnit, SARIF): the script's file as the user
/// named it (`run --app-logic FILE`), and the line of the script's last handler that ran up to the step where the
/// finding's invariant broke, read from the `app-logic FILE:LINE: ACTION` lines `explain` prints. A built-in or Swift
/// strategy has none, and the reports keep their bytes.
public enum ScriptPlace {
  /// The name a report gives the strategy `name`: its script's file for an app-logic script
  /// (``RunReport/appLogicFiles``), else the name itself.
  public static func displayName(of name: String) -> String { RunReport.appLogicFiles[name] ?? name }

  /// Whether `name` is an app-logic script whose file this process read.
  public static func isScript(_ name: String) -> Bool { RunReport.appLogicFiles[name] != nil }

  /// The line of the script's last handler that ran (on or before the step where `invariant` first broke), by
  /// replaying `events`; `nil` when no handler ran, when the strategy is no script, or once a stop signal came.
  public static func handlerLine<Host: Platform>(
    of events: [Host.Event], invariant: Host.Invariant, runner: TraceRunner<Host>
  ) -> Int? {
    guard isScript(runner.strategy.name), !StopSignal.wasInterrupted else { return nil }
    var runner = runner
    runner.stopsAtFirstViolation = false
    var line: Int?
    var broken = false
    _ = runner.run(events) { record in
      guard !broken else { return }
      for text in record.session.lastCallbacks { line = lineNumber(in: text) ?? line }
      if record.violation?.invariant == invariant { broken = true }
    }
    return line
  }

  /// The line a log line of a script's action names: `app-logic FILE:LINE: ...` or `app-logic line LINE: ...`.
  static func lineNumber(in text: String) -> Int? {
    guard text.hasPrefix("app-logic ") else { return nil }
    let rest = text.dropFirst("app-logic ".count)
    if rest.hasPrefix("line ") { return Int(rest.dropFirst(5).prefix { $0.isNumber }) }
    // `FILE:LINE: `: the first `:` followed by digits and `: ` (a file name rarely holds that).
    var i = rest.startIndex
    while let colon = rest[i...].firstIndex(of: ":") {
      let digits = rest[rest.index(after: colon)...].prefix { $0.isNumber }
      if !digits.isEmpty, rest[digits.endIndex...].hasPrefix(": ") { return Int(digits) }
      i = rest.index(after: colon)
    }
    return nil
  }
}
