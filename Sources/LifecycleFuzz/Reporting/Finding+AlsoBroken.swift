/// The other invariants a finding's minimized trace breaks: a run stops each trace at its first failure, so one
/// invariant's finding can hide another's on the same trace (a snapshot leak in the step that also bypasses the lock
/// is reported as the leak only). The report names them under the finding, so that both are seen; the run's
/// signatures and counts stay one per trace.
extension Finding {
  /// `also breaks, each checked alone: lock-bypass at step 3 (lockDevice)`: every other invariant `runner` checks
  /// that the finding's trace breaks when it is checked alone (``BrokenInvariants``' rule), in the platform's report
  /// order, with the step it first breaks at; `nil` when none does.
  @MainActor public func alsoBroken(runner: TraceRunner<Host>) -> String? {
    let app = trace.app(for: runner.strategy)
    var found: [String] = []
    for other in Host.Invariant.allCases where other != invariant && runner.invariants.includes(other) {
      var alone = TraceRunner<Host>(strategy: runner.strategy, profile: runner.profile, app: app)
      alone.invariants = InvariantSelection(only: [other])
      guard case .violated(let v) = alone.run(trace.events) else { continue }
      let event = v.step < trace.events.count ? Host.vocabulary.text(of: trace.events[v.step]) : "settle"
      found.append("\(other.rawValue) at step \(v.step) (\(event))")
    }
    guard !found.isEmpty else { return nil }
    return "also breaks, each checked alone (explain lists each): " + found.joined(separator: ", ")
  }
}
