import Foundation
import ShieldModel

/// The lock's request logic (``LockConfiguration/asksFrom``, ``LockConfiguration/isUnguarded``,
/// ``LockConfiguration/onError``): which callbacks asked, and the error handler.
extension LockStrategy {
  /// Whether the member names any request logic (the log lines below are written only then, so
  /// the other members' explanations stay as they were).
  var logsRequests: Bool {
    !configuration.asksFrom.isEmpty || configuration.isUnguarded || configuration.onError != .none
  }

  /// Records a request asked from `origin`.
  func noteRequest(_ id: ObjectIdentifier, from origin: String) {
    if logsRequests {
      let waiting = requestsInFlight.map(\.origin)
      Device.current?.log(
        "lock asks for Face ID from \(origin)"
          + (waiting.isEmpty ? "" : " with no in-flight guard (still in flight: \(waiting.joined(separator: ", ")))"))
    }
    requestsInFlight.append((id, origin))
  }

  /// Records the reply to request `id`; returns the callbacks whose requests were still in flight
  /// (a newer one of them is what a `systemCancel` then answers).
  func noteReply(_ id: ObjectIdentifier) -> [String] {
    requestsInFlight.removeAll { $0.id == id }
    return requestsInFlight.map(\.origin)
  }

  /// The error handler (`onError=`) for a failed reply no `unlockOn=`/`repromptOn=` names.
  func answerError(_ outcome: LockConfiguration.Outcome, others: [String]) {
    let competing = outcome == .systemCancel && !others.isEmpty
    let cause =
      competing
      ? "the app's newer request from \(others.joined(separator: ", ")) cancelled it (newerEvaluationReplacesOlder)"
      : "\(outcome.rawValue)"
    switch configuration.onError {
    case .none: return
    case .reask:
      guard outcome != .biometryLockout else { return }
      Device.current?.log("lock's error handler asks again at once after \(cause)")
      askForFaceID(from: "the error handler")
      // After the user's own act the parameter names the re-prompt; a cancel the platform gave
      // (a competing request, a leave) leaves the loop to the platform's answer.
      if outcome != .systemCancel, authentication != nil {
        reauthenticationNote = "onError=reask asks again at once after every \(outcome.rawValue) reply"
      }
    case .exit:
      let by = competing ? "" : (outcome == .systemCancel ? " (platform: the system's cancel)" : " (by construction)")
      Device.current?.recordCrash(
        "the app ends itself (onError=exit) in its Face ID error handler on LAError.\(outcome.rawValue)\(by): \(cause)")
    }
  }
}
