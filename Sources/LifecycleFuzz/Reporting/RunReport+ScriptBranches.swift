/// What a run never reached of an app-logic script (issue 25).
extension RunReport {
  /// One line per handler or branch of a strategy's script that no trace reached, at its file and line
  /// (`never reached: lock.logic:7 on sceneWillEnterForeground if elapsed(left, 30)`), with why when no trace can
  /// reach it (``PlatformStrategy/reasonNeverRuns(_:on:turnedOff:)``: `...: cannot run on PROFILE: REASON`), then
  /// one line saying what that means; nothing for a strategy without a script, or when every branch was reached.
  /// A strategy whose lines are the same on several profiles of the run (their traces too) is one block naming them
  /// (`...: cannot run on iphone-ios17-scenes, ipad-split-ios17-scenes: ...`, `(S on P1, P2, 400 traces each: ...)`).
  ///
  /// - Parameters:
  ///   - turnedOff: the event classes `--weight` turned off.
  ///   - limit: at most this many `never reached:` lines a strategy, then `  ... and N more (--verbose shows all)`
  ///     (a script of 200 handlers printed 363 lines); `nil`: every one (`--verbose`, and the results files).
  ///   - planned: the traces the run planned per strategy; a strategy that ran fewer was cut (`--max-steps`,
  ///     `--time-budget`, a signal), so what may reach the rest is a run that finishes them, not a longer one.
  static func unreachedScriptLines<Host: Platform>(
    _ results: [StrategyResult<Host>], turnedOff: [String], limit: Int? = nil, planned: Int? = nil
  ) -> [String] {
    // One block per strategy and profile; a strategy whose block is the same on several profiles (but the profile's
    // name) is printed once, naming them: a run of two profiles printed the same lines twice (s40 new user).
    var groups: [(block: UnreachedBlock, profiles: [String])] = []
    for result in results where result.traces > 0 {
      let lines = unreachedLines(of: result, turnedOff: turnedOff)
      guard !lines.isEmpty else { continue }
      let profile = Host.name(of: result.profile)
      let block = UnreachedBlock(
        strategy: result.strategy.name, traces: result.traces,
        lines: lines.map { $0.replacingOccurrences(of: ": cannot run on \(profile): ", with: UnreachedBlock.place) })
      if let i = groups.firstIndex(where: { $0.block == block }) {
        groups[i].profiles.append(profile)
      } else {
        groups.append((block, [profile]))
      }
    }
    return groups.flatMap { $0.block.text(on: $0.profiles, limit: limit, planned: planned) }
  }

  /// A strategy's `never reached:` lines on one profile with its name left out (``place``), and its traces.
  struct UnreachedBlock: Equatable {
    /// Where a line names the profile.
    static let place = ": cannot run on \u{0}: "
    let strategy: String
    let traces: Int
    let lines: [String]

    /// The block for `profiles` (each ran it alike): its lines, at most `limit` of them, then what they mean.
    func text(on profiles: [String], limit: Int?, planned: Int?) -> [String] {
      let names = profiles.joined(separator: ", ")
      let lines = self.lines.map { $0.replacingOccurrences(of: Self.place, with: ": cannot run on \(names): ") }
      var out: [String] = []
      let unreached = lines.count
      // A longer run can reach only what can run at all.
      let reachable = lines.filter { !$0.contains(": cannot run on ") }.count
      if let limit, lines.count > limit + 1 {
        out += lines.prefix(limit)
        out.append("  ... and \(lines.count - limit) more (--verbose shows all)")
      } else {
        out += lines
      }
      let them = reachable == 1 ? "it" : "them"
      // A run cut before its planned traces (the INCOMPLETE line says by what) may reach them by finishing.
      let cut = planned.map { traces < $0 } ?? false
      let longer =
        cut
        ? "the run stopped after \(traces) of its \(planned ?? 0) planned traces (INCOMPLETE below): a run"
          + " that finishes them may reach \(them)"
        : "a longer run (--traces) may reach \(them)"
      let ran = RunReport.count(traces, "trace") + (profiles.count > 1 ? " each" : "")
      out.append(
        "  (\(strategy) on \(names), \(ran): no trace"
          + " ran \(unreached == 1 ? "it" : "these"), so no verdict above says anything about"
          + " \(unreached == 1 ? "it" : "them")"
          + (reachable == 0
            ? ")"
            : "; \(longer), or replay a trace that goes there; if none can, the script's own logic never runs"
              + " \(them), and no verdict checks what \(reachable == 1 ? "it" : "they") would do)"))
      return out
    }
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
  ///
  /// A guarded handler whose two ways (``AppLogicBranch/Kind/ran`` and ``AppLogicBranch/Kind/skipped``) both cannot
  /// run for one reason (its event never comes) is one line, `never reached: PLACE TEXT, either way: cannot run on
  /// ...`: two lines said the same twice (a breaker's CI log).
  static func unreachedLines<Host: Platform>(
    of strategy: Host.Strategy, on profile: Host.Profile, reached: [UInt64], turnedOff: [String], _: Host.Type
  ) -> [String] {
    let branches = StrategyResult<Host>.unreached(strategy.scriptBranches, reached)
    let reasons = branches.map { strategy.reasonNeverRuns($0, on: profile, turnedOff: turnedOff) }
    var out: [String] = []
    var i = 0
    while i < branches.count {
      let branch = branches[i]
      let cannot = { (reason: String) in ": cannot run on \(Host.name(of: profile)): \(reason)" }
      if i + 1 < branches.count, branch.kind == .ran, branches[i + 1].kind == .skipped,
        branches[i + 1].line == branch.line, let reason = reasons[i], reasons[i + 1] == reason
      {
        out.append("never reached: \(branch.place) \(branch.text), either way" + cannot(reason))
        i += 2
        continue
      }
      // A way that cannot come beside its other way that ran: the handler did run (the s46 new user read the line
      // of `on unlockTapped if not(prompting)` as a button the fuzzer never pressed).
      let ranAnyway =
        branch.kind == .skipped && reasons[i] != nil
        && !branches.contains { $0.line == branch.line && $0.kind == .ran }
      out.append(
        "never reached: \(branch.unreachedText)" + (ranAnyway ? " (it ran each time, its conditions true)" : "")
          + (reasons[i].map(cannot) ?? ""))
      i += 1
    }
    return out
  }
}
