/// A platform trace run to its end (not stopping at the first violation), one row per step: what `explain`
/// shows for a trace of a platform other than iOS.
public struct PlatformTimeline<Model: PlatformModel> {
  /// One step.
  public struct Row {
    /// The 1-based step number.
    public var step: Int
    /// The event as the trace writes it.
    public var event: String
    /// The device's summary after it.
    public var state: String
    /// What the checkers found after it, in checking order.
    public var violations: [PlatformViolation]
  }

  /// The rows, up to the last event or the first refused one.
  public var rows: [Row] = []
  /// The event the platform refused (1-based step and reason), which ends the timeline, if any.
  public var refusal: (step: Int, reason: String)?

  /// Runs `trace` and records every step.
  public init(_ trace: PlatformTrace<Model>) {
    guard var session = Model.session(strategy: trace.strategy, profile: trace.profile) else { return }
    for (i, event) in trace.events.enumerated() {
      do {
        let violations = try session.step(event)
        rows.append(Row(step: i + 1, event: Model.text(of: event), state: session.summary, violations: violations))
      } catch {
        refusal = (i + 1, error.reason)
        return
      }
    }
    let settled = session.finish()
    if !settled.isEmpty {
      rows.append(Row(step: trace.events.count + 1, event: "(settle)", state: session.summary, violations: settled))
    }
  }

  /// The first violation, as `after step N (event): invariant: detail`, or `holds`.
  public var outcome: String {
    if let r = rows.first(where: { !$0.violations.isEmpty }), let v = r.violations.first {
      return "\(v.invariant) after step \(r.step) (\(r.event)): \(v.detail)"
    }
    if let refusal { return "invalid: step \(refusal.step) cannot happen: \(refusal.reason)" }
    return "holds"
  }

  /// Plain text: a header, one block per step, the outcome.
  public func text(_ trace: PlatformTrace<Model>, path: String) -> String {
    var out =
      "\(path): \(trace.strategy) on \(Model.name(of: trace.profile)) (\(Model.name)), expects \(trace.expected)\n"
    for r in rows {
      out += "\(r.step). \(r.event)\n   \(r.state)\n"
      for v in r.violations { out += "   ! \(v.invariant): \(v.detail)\n" }
    }
    if let refusal { out += "\(refusal.step). refused: \(refusal.reason)\n" }
    return out + "outcome: \(outcome)\n"
  }

  /// A Markdown table: step, event, state, violations; then the outcome.
  public func markdown(_ trace: PlatformTrace<Model>, path: String) -> String {
    func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
    var out = "# \(cell(path))\n\n\(trace.strategy) on \(Model.name(of: trace.profile)) (\(Model.name)), "
    out += "expects \(trace.expected)\n\n| step | event | state | violations |\n|---|---|---|---|\n"
    for r in rows {
      let found = r.violations.map { "\($0.invariant): \($0.detail)" }.joined(separator: "; ")
      out += "| \(r.step) | `\(cell(r.event))` | \(cell(r.state)) | \(cell(found)) |\n"
    }
    if let refusal { out += "| \(refusal.step) | refused | \(cell(refusal.reason)) | |\n" }
    return out + "\noutcome: \(cell(outcome))\n"
  }

  /// A standalone HTML page with the same table.
  public func html(_ trace: PlatformTrace<Model>, path: String) -> String {
    var out = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>\(Escape.html(path))</title></head><body>\n"
    out += "<h1>\(Escape.html(path))</h1>\n<p>\(Escape.html(trace.strategy)) on "
    out += "\(Escape.html(Model.name(of: trace.profile))) (\(Model.name)), expects \(Escape.html(trace.expected))</p>\n"
    out += "<table>\n<tr><th>step</th><th>event</th><th>state</th><th>violations</th></tr>\n"
    for r in rows {
      let found = r.violations.map { "\($0.invariant): \($0.detail)" }.joined(separator: "; ")
      out += "<tr><td>\(r.step)</td><td><code>\(Escape.html(r.event))</code></td><td>\(Escape.html(r.state))</td>"
      out += "<td>\(Escape.html(found))</td></tr>\n"
    }
    return out + "</table>\n<p>outcome: \(Escape.html(outcome))</p>\n</body></html>\n"
  }
}
