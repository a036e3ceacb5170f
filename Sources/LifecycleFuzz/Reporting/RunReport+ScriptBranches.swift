/// What a run never reached of an app-logic script (issue 25).
extension RunReport {
  /// One line per handler or branch of a strategy's script that no trace reached, at its file and line
  /// (`never reached: lock.logic:7 on sceneWillEnterForeground if elapsed(left, 30)`), then one line saying what
  /// that means; nothing for a strategy without a script, or when every branch was reached.
  static func unreachedScriptLines<Host: Platform>(_ results: [StrategyResult<Host>]) -> [String] {
    var out: [String] = []
    for result in results where result.traces > 0 {
      let unreached = result.unreachedScriptBranches
      guard !unreached.isEmpty else { continue }
      for branch in unreached { out.append("never reached: \(branch.unreachedText)") }
      out.append(
        "  (\(result.strategy.name) on \(Host.name(of: result.profile)), \(result.traces) traces: no trace ran"
          + " \(unreached.count == 1 ? "it" : "these"), so no verdict above says anything about"
          + " \(unreached.count == 1 ? "it" : "them"); a longer run (--traces) may reach"
          + " \(unreached.count == 1 ? "it" : "them"), or replay a trace that goes there)")
    }
    return out
  }
}
