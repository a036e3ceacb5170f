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
        "lock asks for \(Device.current?.biometryName ?? "Face ID") from \(origin)"
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

  /// What the platform did to give `outcome`, for a verdict's detail, in the words of the device's biometry
  /// (``ShieldModel/Device/biometryName``: Touch ID below iOS 11 and on a Mac).
  static func platformCause(of outcome: LockConfiguration.Outcome) -> String {
    let biometry = Device.current?.biometryName ?? "Face ID"
    let enrolled = biometry == "Touch ID" ? "fingerprint" : "face"
    return switch outcome {
    case .passcodeNotSet: "the device passcode was turned off in Settings, so the evaluation failed at once (no prompt)"
    case .biometryNotEnrolled:
      "no \(enrolled) is enrolled (\(biometry) reset in Settings), so the biometrics policy failed at once (no prompt)"
    case .notInteractive:
      "LocalAuthentication refused to show its prompt (-1004: the app not frontmost, or interaction not allowed)"
    case .biometryLockout: "\(biometry) locked out after 5 failed attempts in a row"
    default: "the prompt ended with it"
    }
  }

  /// The code's answer to `canEvaluatePolicy` failing with `code` before it asks (`cannotEvaluate=`).
  func answerCannotEvaluate(_ code: LAError.Code) {
    guard let reply = configuration.cannotEvaluate else { return }
    let name = LockConfiguration.Outcome(code)?.rawValue ?? "\(code)"
    Device.current?.log("lock: canEvaluatePolicy failed (LAError.\(name)); cannotEvaluate=\(reply.rawValue)")
    switch reply {
    case .stay: return
    case .keypad:
      showsOwnKeypad = true
      for entry in screens { entry.screen.controller.showKeypad() }
    case .unlock:
      if takeDownWithoutPass() {
        constructionNote = "cannotEvaluate=unlock takes the lock down when canEvaluatePolicy fails (LAError.\(name))"
      }
    }
  }

  /// The error handler (`onError=`) for a failed reply no `unlockOn=`/`repromptOn=` names.
  func answerError(_ outcome: LockConfiguration.Outcome, others: [String]) {
    let competing = outcome == .systemCancel && !others.isEmpty
    let cause =
      competing
      ? "the app's newer request from \(others.joined(separator: ", ")) cancelled it (newerEvaluationReplacesOlder)"
      : "\(outcome.rawValue)"
    // The refusals at once reach only the handler that traps on them (the others' handlers name the codes a
    // prompt ends with, as before these outcomes were modeled).
    guard outcome.endsAPrompt || configuration.onError == .crash else { return }
    switch configuration.onError {
    case .none: return
    case .crash:
      guard outcome != .userCancel, outcome != .userFallback, outcome != .systemCancel else { return }
      Device.current?.recordCrash(
        "the app's own code traps (onError=crash: fatalError in its LocalAuthentication error handler's default "
          + "case) on LAError.\(outcome.rawValue): \(Self.platformCause(of: outcome))")
    case .reask:
      // The code's own `invalidate()` gave `appCancel`: it does not ask again on it.
      guard outcome != .biometryLockout, outcome != .appCancel else { return }
      Device.current?.log("lock's error handler asks again at once after \(cause)")
      askForFaceID(from: "the error handler")
      // After the user's own act the parameter names the re-prompt; a cancel the platform gave
      // (a competing request, a leave) leaves the loop to the platform's answer.
      if outcome != .systemCancel, authentication != nil {
        reauthenticationNote = "onError=reask asks again at once after every \(outcome.rawValue) reply"
      }
    case .exit:
      let by = competing ? "" : (outcome == .systemCancel ? " (platform: the system's cancel)" : " (by construction)")
      let biometry = Device.current?.biometryName ?? "Face ID"
      Device.current?.recordCrash(
        "the app ends itself (onError=exit) in its \(biometry) error handler on LAError.\(outcome.rawValue)\(by): "
          + cause)
    }
  }
}
