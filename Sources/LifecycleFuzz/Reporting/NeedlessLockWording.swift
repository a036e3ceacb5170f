// The platform-independent sentences of `needless-lock`'s details: iOS's `NeedlessLockCheck` and Android's
// `AndroidNeedlessLockCheck` judge one invariant from their own models, and word the events since the pass and an
// interval lock's early ask alike (s43 fold: the same expressions were written four times).

/// What came between the user's pass and the lock standing again: `in the same event`, or `events since: A, B`.
package nonisolated func needlessLockEventsSince(_ events: [String]) -> String {
  events.isEmpty ? "in the same event" : "events since: " + events.joined(separator: ", ")
}

/// The detail for a lock that promises intervals and asked before one had passed, after the event's text: `the app's
/// lock stood again at t=T s, N s after the user's last INPUT or unlock, A s away, before the interval it promises
/// (PROMISE) had passed (events since the unlock at t=P s: ...)`. `input` names the user's last act as the platform
/// says it (`touch` on iOS, `interaction` on Android, after `onUserInteraction`).
package nonisolated func needlessLockIntervalDetail(
  armedAt: Double, idleFor: Double?, awayFor: Double?, promise: String, passedAt: Double, events: [String],
  input: String
) -> String {
  let away = awayFor.map { ", \(formatTime($0)) s away" } ?? ""
  return "the app's lock stood again at t=\(formatTime(armedAt)) s, \(formatTime(idleFor ?? 0)) s after the user's "
    + "last \(input) or unlock\(away), before the interval it promises (\(promise)) had passed (events since the "
    + "unlock at t=\(formatTime(passedAt)) s: \(events.joined(separator: ", ")))"
}

/// The detail for a lock that stood again with no leave since the pass: `the app's LOCK stood again at t=T s although
/// the app has not left the PLACE since the user passed it at t=P s (events since: ...; CAUSE)`. `place` is what the
/// platform calls being in front (`foreground` on iOS, `screen` on Android).
package nonisolated func needlessLockStoodAgainDetail(
  lock: String, armedAt: Double, place: String, passedAt: Double, events: [String], cause: String
) -> String {
  "the app's \(lock) stood again at t=\(formatTime(armedAt)) s although the app has not left the \(place) since the "
    + "user passed it at t=\(formatTime(passedAt)) s (events since: \(events.joined(separator: ", ")); \(cause))"
}
