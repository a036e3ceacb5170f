/// A run of events a counterexample needs only for the time it takes (the s43 new user's messenger: `appCall(
/// timeout1min) · goHome · returnToApp` kept where `advance(2)` lets the Face ID prompt animate away as well): no
/// removal of one event, a pair or an aligned chunk finds it, since each leaves the app locked or the prompt up, so a
/// run of two to ``advanceWindowLimit`` events is replaced by one `advance`.
extension Shrinker {
  /// The longest run of events one `advance` stands in for.
  static var advanceWindowLimit: Int { 4 }

  /// The seconds of the `advance` tried: longer than every transition and animation the models time (a Face ID
  /// success's 1 to 2 s the longest), so a run that only let those end is replaced; the canonical pass then takes it
  /// down to the smallest step of the platform's menu that still fails (iOS: 2 s for the messenger).
  static var windowAdvanceSeconds: Int { 5 }

  /// Replaces each run of 2 to ``advanceWindowLimit`` events (longest first, from the front) by one `advance` where
  /// the trace still breaks the invariant in the same capture kind and settings state; only a strictly shorter trace
  /// is taken. Nothing for a platform without `advance`, or with its class turned off (`--weight advance=0`), and
  /// nothing for a strategy without an app-logic script: the built-in strategies' shrinks stay as they were (on them
  /// the pass shortened some of the default run's counterexamples; widening it is left for a session that
  /// regenerates and reviews those findings).
  mutating func replaceWindowsWithAdvance(_ input: [Host.Event]) -> [Host.Event] {
    guard !runner.strategy.scriptBranches.isEmpty,
      let wait = try? Host.vocabulary.event(parsing: Substring("advance(\(Self.windowAdvanceSeconds))")),
      !turnedOff.contains(Host.vocabulary.className(of: wait))
    else { return input }
    var events = input
    for length in stride(from: min(Self.advanceWindowLimit, events.count - 1), through: 2, by: -1) {
      var start = 0
      while start + length <= events.count, hasBudget() {
        let candidate = Array(events[..<start]) + [wait] + Array(events[(start + length)...])
        if fails(candidate) != nil { events = candidate } else { start += 1 }
      }
    }
    return events
  }
}
