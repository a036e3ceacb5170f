/// Two evaluations of the app's own at once: the platform's answer to a request made while
/// another is in flight (see ``PlatformFlags/newerEvaluationReplacesOlder``).
///
/// With the flag (default), the newer request takes the prompt and the older one fails with
/// ``LAError/Code/systemCancel``, "Canceled by another authentication."; without it the newer
/// one fails so and the prompt up stays. Either way the loser's reply handler runs: an app that
/// asks again from its error handler (or from every callback) makes its own requests cancel each
/// other with no act of the user's, a prompt that never settles (`reauth-loop`). The model cuts
/// such a loop after ``competingRequestLimit`` cancels with no user action between: it records
/// the loop and drops the cancelled request's reply (the device would keep cycling).
extension Device {
  /// The cancels of competing requests, with no user action between, that the model answers; at
  /// the next it records a loop and stops answering (the prompt then stays for the newest request).
  package static let competingRequestLimit = 3

  /// Answers `request`, which lost to a competing request of the app's own (`replaced`: a newer
  /// one took its prompt; else it came while one was in flight and the flag is off).
  func answerCompetingRequest(_ request: AuthenticationRequest, replaced: Bool) {
    authentication.competingCancels += 1
    if let origin = request.origin { authentication.competingOrigins.append(origin) }
    let count = authentication.competingCancels
    guard count <= Self.competingRequestLimit else {
      if authentication.competingLoop == nil {
        authentication.competingLoop = (runLoop.now, count, authentication.competingOrigins)
      }
      log("LAContext: request \(count) cancelled by a competing one; the model stops the loop here")
      return
    }
    log(
      replaced
        ? "LAContext reply: systemCancel (Canceled by another authentication: a newer request took its prompt)"
        : "LAContext reply: systemCancel (another request is in flight)")
    request.reply(false, LAError(.systemCancel))
  }

  /// When the app's own Face ID requests had cancelled each other ``competingRequestLimit``
  /// times with no user action between, during the last event, and how many had been cancelled:
  /// a request per callback with no in-flight guard, or an error handler that asks again at once,
  /// answered by LocalAuthentication's cancel of the competing request (see `reauth-loop`), or
  /// `nil`.
  /// `origins` names the callbacks whose requests were cancelled, in order, where app code named them.
  public var reauthenticationByCompetingRequests: (time: Double, count: Int, origins: [String])? {
    authentication.competingLoop
  }
}
