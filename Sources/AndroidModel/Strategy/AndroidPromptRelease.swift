/// How an app lock's screen is taken down by the system's biometric prompt (``BiometricPrompt``), as its code asks:
/// which callback asks, and from where. The `unlock-blocked` check reads it while the lock screen is up and due with no
/// prompt on screen: the user has a route to the prompt only when a callback the app gets in front asks for it and the
/// device can show it (``AndroidDevice/biometricRequestError(host:)``).
nonisolated public struct AndroidPromptRelease: Hashable, Sendable {
  /// The callback the lock asks in (`onResume`, `onWindowFocusChanged`, `onStop`).
  public var asksIn: String
  /// Whether that callback comes while the app is in front (a leave and a return ask again); `onStop` never does,
  /// and androidx.biometric refuses a request from a stopped activity.
  public var asksInFront: Bool
  /// Where the prompt is asked from.
  public var host: BiometricPrompt.Host
  /// Whether the lock's request is on screen or coming (a host activity's start).
  public var isAsking: Bool
  /// Why no callback in front asks, when ``asksInFront`` is false and the reason is not `onStop`'s refusal (the
  /// lock's code asks only as it draws its lock screen, which every return finds drawn), or `nil`.
  public var whyNoReturnAsks: String?
  /// Every way the lock's code asks, with the checks it makes first (an app-logic script that asks with
  /// androidx.biometric and with the device credential, or only when `canAuthenticate` says yes): the user has a route
  /// when one of them is made and can show. Empty: the one request at ``host``, unguarded (``allRequests``).
  public var requests: [AndroidPromptRequest]
  /// Why the success the user last gave to one of the lock's requests (the device credential's `RESULT_OK`, a match)
  /// left the lock up (its reply's code neither clears it nor takes its screen down), or `nil`: the user is locked
  /// out after the right answer until the code asks again (forty-ninth session, F52-A04).
  public var lostSuccess: String?

  /// A release.
  public init(
    asksIn: String, asksInFront: Bool, host: BiometricPrompt.Host, isAsking: Bool, whyNoReturnAsks: String? = nil,
    requests: [AndroidPromptRequest] = [], lostSuccess: String? = nil
  ) {
    self.requests = requests
    self.lostSuccess = lostSuccess
    self.asksIn = asksIn
    self.asksInFront = asksInFront
    self.host = host
    self.isAsking = isAsking
    self.whyNoReturnAsks = whyNoReturnAsks
  }

  /// ``requests``, or the one unguarded request at ``host`` when there are none.
  public var allRequests: [AndroidPromptRequest] { requests.isEmpty ? [AndroidPromptRequest(host: host)] : requests }

  /// Why no answer the platform can give to any of the lock's requests takes it down (each request's
  /// ``AndroidPromptRequest/noRelease``, joined), or `nil` when one can: then the prompt, shown or not, is no way in.
  public var whyNoAnswerReleases: String? {
    let reasons = allRequests.map(\.noRelease)
    guard reasons.allSatisfy({ $0 != nil }) else { return nil }
    var distinct: [String] = []
    for case let reason? in reasons where !distinct.contains(reason) { distinct.append(reason) }
    return distinct.joined(separator: "; ")
  }
}
