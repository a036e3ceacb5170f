/// Where an app-logic script's finding is in the script, for CI reports (JUnit, SARIF): the script's file as the user
/// named it (`run --app-logic FILE`), and the line of the handler that ran at the step where the finding's invariant
/// broke (the first of them when several ran, the others listed), read from the `app-logic FILE:LINE: ACTION` lines
/// `explain` prints; when none ran at that step, the last that ran before it. A built-in or Swift strategy has none,
/// and the reports keep their bytes.
public enum ScriptPlace {
  /// The name a report gives the strategy `name`: its script's file for an app-logic script
  /// (``ScriptIdentity/reportedFile(of:)``), else the name itself.
  public static func displayName(of name: String) -> String { ScriptIdentity.reportedFile(of: name) ?? name }

  /// Whether `name` is an app-logic script whose file is known (given, or noted by its lines).
  public static func isScript(_ name: String) -> Bool { ScriptIdentity.reportedFile(of: name) != nil }

  /// The handlers a finding is placed at (``handlers(of:invariant:runner:)``).
  public struct Handlers: Hashable, Sendable {
    /// The line the finding is placed at: the first handler that ran at the breaking step, else the last before it.
    public let line: Int
    /// The other handlers that ran at the breaking step, in the order they first ran (empty for the last before it).
    public let others: [Int]
    /// Whether ``line`` ran at the breaking step (`false`: no handler ran there, and it is the last before).
    public let ranAtBreakingStep: Bool
    /// The breaking step's index (the event count for the settling after the last event).
    public let step: Int

    /// `FILE:LINE (...)`: the place and which handler it is, in words, for the script `file`.
    public func text(file: String) -> String {
      guard ranAtBreakingStep else {
        return "\(file):\(line) (no handler ran at step \(step), where the invariant broke: the last one before it;"
          + " explain shows each step)"
      }
      let also = others.isEmpty ? "" : "; also ran then: " + others.map { "line \($0)" }.joined(separator: ", ")
      return "\(file):\(line) (the handler that ran at step \(step), where the invariant broke\(also);"
        + " explain shows each step)"
    }
  }

  /// The handlers that ran at the step where `invariant` first broke, in the order they first ran, by replaying
  /// `events`; when none ran there, the last that ran before it (or, should the replay not break it, the last that
  /// ran). `nil` when no handler ran up to that step, when the strategy is no script, or once a stop signal came.
  public static func handlers<Host: Platform>(
    of events: [Host.Event], invariant: Host.Invariant, runner: TraceRunner<Host>
  ) -> Handlers? {
    guard isScript(runner.strategy.name), !StopSignal.wasInterrupted else { return nil }
    var runner = runner
    runner.stopsAtFirstViolation = false
    var last: (line: Int, step: Int)?
    var found: Handlers?
    var broken = false
    _ = runner.run(events) { record in
      guard !broken else { return }
      var ran: [Int] = []
      for text in record.session.lastCallbacks {
        if let line = lineNumber(in: text), !ran.contains(line) { ran.append(line) }
      }
      if record.violation?.invariant == invariant {
        broken = true
        if let first = ran.first {
          found = Handlers(line: first, others: Array(ran.dropFirst()), ranAtBreakingStep: true, step: record.step)
        } else if let last {
          found = Handlers(line: last.line, others: [], ranAtBreakingStep: false, step: record.step)
        }
        return
      }
      // The last action's handler is the last to run (a handler's actions log one after another).
      for text in record.session.lastCallbacks.reversed() {
        if let line = lineNumber(in: text) {
          last = (line, record.step)
          break
        }
      }
    }
    if broken { return found }
    return last.map { Handlers(line: $0.line, others: [], ranAtBreakingStep: false, step: $0.step) }
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
