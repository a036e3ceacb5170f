/// What a run never reached of an app-logic script (issue 25).
extension RunReport {
  /// One line per handler or branch of a strategy's script that no trace reached, at its file and line
  /// (`never reached: lock.logic:7 on sceneWillEnterForeground if elapsed(left, 30)`), with why when no trace can
  /// reach it (``PlatformStrategy/reasonNeverRuns(_:on:turnedOff:)``: `...: cannot run on PROFILE: REASON`), then
  /// one line saying what that means; nothing for a strategy without a script, or when every branch was reached.
  ///
  /// - Parameters:
  ///   - turnedOff: the event classes `--weight` turned off.
  ///   - limit: at most this many `never reached:` lines a strategy, then `  ... and N more (--verbose shows all)`
  ///     (a script of 200 handlers printed 363 lines); `nil`: every one (`--verbose`, and the results files).
  static func unreachedScriptLines<Host: Platform>(
    _ results: [StrategyResult<Host>], turnedOff: [String], limit: Int? = nil
  ) -> [String] {
    var out: [String] = []
    for result in results where result.traces > 0 {
      let lines = unreachedLines(of: result, turnedOff: turnedOff)
      guard !lines.isEmpty else { continue }
      let unreached = lines.count
      // A longer run can reach only what can run at all.
      let reachable = lines.filter { !$0.contains(": cannot run on ") }.count
      if let limit, lines.count > limit + 1 {
        out += lines.prefix(limit)
        out.append("  ... and \(lines.count - limit) more (--verbose shows all)")
      } else {
        out += lines
      }
      out.append(
        "  (\(result.strategy.name) on \(Host.name(of: result.profile)), \(result.traces) traces: no trace ran"
          + " \(unreached == 1 ? "it" : "these"), so no verdict above says anything about"
          + " \(unreached == 1 ? "it" : "them")"
          + (reachable == 0
            ? ")"
            : "; a longer run (--traces) may reach \(reachable == 1 ? "it" : "them"), or replay a trace that goes"
              + " there; if none can, the script's own logic never runs \(reachable == 1 ? "it" : "them"), and no"
              + " verdict checks what \(reachable == 1 ? "it" : "they") would do)"))
    }
    return out
  }

  /// `--quiet`'s one line for ``unreachedScriptLines(_:turnedOff:limit:)``, or none when every point was reached:
  /// `never reached: N handlers or branches of app-logic scripts (no trace ran them, ...)`, whatever the number of
  /// scripts and profiles.
  static func unreachedTotalLine<Host: Platform>(_ results: [StrategyResult<Host>]) -> [String] {
    let counts = results.filter { $0.traces > 0 }.map(\.unreachedScriptBranches.count).filter { $0 > 0 }
    guard !counts.isEmpty else { return [] }
    let points = counts.reduce(0, +)
    let them = points == 1 ? "it" : "them"
    return [
      "never reached: \(points == 1 ? "1 handler or branch" : "\(points) handlers or branches") of app-logic"
        + " scripts (no trace ran \(them), so no verdict says anything about \(them); the report without --quiet"
        + " names \(them), as the JUnit and SARIF files do)"
    ]
  }

  /// `never reached: PLACE TEXT[: cannot run on PROFILE: REASON]` for each point of `result`'s script no trace
  /// reached (``StrategyResult/unreachedScriptBranches``), in the script's order.
  static func unreachedLines<Host: Platform>(of result: StrategyResult<Host>, turnedOff: [String]) -> [String] {
    unreachedLines(
      of: result.strategy, on: result.profile, reached: result.scriptBranchBits, turnedOff: turnedOff, Host.self)
  }

  /// ``unreachedLines(of:turnedOff:)`` for `strategy` on `profile` whose traces reached the points `reached`.
  static func unreachedLines<Host: Platform>(
    of strategy: Host.Strategy, on profile: Host.Profile, reached: [UInt64], turnedOff: [String], _: Host.Type
  ) -> [String] {
    StrategyResult<Host>.unreached(strategy.scriptBranches, reached).map { branch in
      let reason = strategy.reasonNeverRuns(branch, on: profile, turnedOff: turnedOff)
      return "never reached: \(branch.unreachedText)"
        + (reason.map { ": cannot run on \(Host.name(of: profile)): \($0)" } ?? "")
    }
  }
}
