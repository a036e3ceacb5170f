import AndroidModel
import AppLogic

/// The lock's requests that the app's own state keeps from being made, and the success the user gave that the lock's
/// code did not honour, for `unlock-blocked` (forty-ninth session, issue 27; the fifty-second fresh set's F52-A04).
///
/// - **A request held by the app's own flag.** A handler that asks only while a variable of the script's says so
///   (`on appCall(unlock) if locked and not(pending): set(pending); authenticate(androidx)`, a JavaScript module's
///   "authentication in progress" guard) is no route while the variable says otherwise and only a reply to a request
///   (`onAuthentication…`, `onActivityResult`) would change it: the platform answers only a request it has
///   (`BiometricPrompt.AuthenticationCallback`, https://developer.android.com/reference/androidx/biometric/BiometricPrompt.AuthenticationCallback ;
///   `Activity#onActivityResult` for a `startActivityForResult`; every level; high), so with none in progress and
///   none that can be made no return, tap or wait makes the code ask again in this process. A cancel, an error, or
///   a result the code never receives (F52-A04's lost `RESULT_OK`) leaves the flag set. A reply of the kind a request
///   that is not held can bring counts as a way to change it (one pass: the rule errs toward a route). A field of the
///   activity (`fields:`) is not read: a new instance starts with it clear.
/// - **A success the lock's code does not honour.** The user's correct answer to a request (a match, the device
///   credential's `RESULT_OK`) whose reply in the script neither clears the lock nor takes its lock screen down
///   (``noRelease(by:in:lock:)``) leaves the user locked out after the right PIN: `unlock-blocked` from that step
///   until the code asks again, whatever other request the lock has (the user gave the platform's proof and the code
///   dropped it). Before, a lock with one releasing request was not judged here (F51-A02, F52-A04: an
///   `onActivityResult(ok)` the app's code never forwards, expo/expo PR 13023).
extension AndroidAppLogic {
  /// A condition of a request's handler on one of the script's variables, and the replies whose code alone turns it
  /// true (`clear` for `not(V)`, `set` for `V`).
  nonisolated struct HeldGuard: Sendable, Equatable {
    /// The condition as written.
    var condition: AppLogicScript.Condition
    /// The reply events that write the value the condition needs (`onAuthenticationSucceeded`, `onActivityResult`,
    /// ...), in script order; never empty.
    var freedIn: [String]
  }

  /// Whether `event` is a reply to a request: `onAuthenticationSucceeded`, `onAuthenticationFailed`,
  /// `onAuthenticationError` (to `authenticate`) or `onActivityResult` (to `confirmDeviceCredential`).
  nonisolated static func isReply(_ event: String) -> Bool {
    event.hasPrefix("onAuthentication") || event == "onActivityResult"
  }

  /// The conditions of `handler` that only a reply to a request can turn true (``HeldGuard``): each names a variable
  /// the script writes, and every write that makes it hold is in a reply (its posted work included).
  nonisolated static func heldGuards(of handler: AppLogicScript.Handler, in script: AppLogicScript) -> [HeldGuard] {
    handler.conditions.compactMap { condition -> HeldGuard? in
      let name = condition.call.name
      guard condition.call.arguments.isEmpty else { return nil }
      let freeing = condition.negated ? "clear" : "set"
      var writes = false
      var freedIn: [String] = []
      for other in script.handlers {
        for (action, _) in unposted(other.actions) where action.positional.first == name {
          guard action.name == "set" || action.name == "clear" else { continue }
          writes = true
          guard action.name == freeing else { continue }
          guard isReply(other.event.name) else { return nil }
          if !freedIn.contains(other.event.name) { freedIn.append(other.event.name) }
        }
      }
      // A name no action writes is no variable of the script's (a condition word such as isPrompting).
      guard writes, !freedIn.isEmpty else { return nil }
      return HeldGuard(condition: condition, freedIn: freedIn)
    }
  }

  /// `event` as the script writes it: `appCall(unlock)`, `onResume`.
  nonisolated static func eventText(_ event: AppLogicScript.Call) -> String {
    event.positional.isEmpty ? event.name : "\(event.name)(\(event.positional.joined(separator: ", ")))"
  }

  /// The shape's requests as the check reads them now, each held one with why (``AndroidPromptRequest/heldBy``).
  func requestsNow(_ shape: ReleaseShape) -> [AndroidPromptRequest] {
    guard let front = frontActivity else { return shape.requests }
    // First pass: a request is held when one of its reply-only guards is false now.
    let held: [HeldGuard?] = shape.heldGuards.map { guards in
      guards.first { !isActivityField($0.condition.call.name) && !holds($0.condition, front) }
    }
    // The reply kinds a request that is not held can bring (`true`: onActivityResult).
    let freeKinds = shape.requests.indices.filter { held[$0] == nil }.map {
      shape.requests[$0].host == .confirmCredential
    }
    return shape.requests.indices.map { index in
      var request = shape.requests[index]
      guard let guardHeld = held[index],
        !guardHeld.freedIn.contains(where: { freeKinds.contains($0 == "onActivityResult") })
      else { return request }
      let name = guardHeld.condition.call.name
      let negated = guardHeld.condition.negated
      request.heldBy =
        "its code in \(shape.requestEvents[index]) asks only when \(negated ? "not(\(name))" : name) holds, and "
        + "\(name) is \(negated ? "set" : "clear"): only \(guardHeld.freedIn.joined(separator: " or ")) "
        + "\(negated ? "clears" : "sets") it, a reply to a request, and none is in progress or can be made to bring "
        + "one, so nothing asks again in this process"
      return request
    }
  }

  /// Notes the success reply the user's answer brought (`credential`: `onActivityResult(ok)`, else
  /// `onAuthenticationSucceeded`) after its handlers ran: while the lock stands and its screen is up, why the reply
  /// does not release it (``noRelease(by:in:lock:)``), for ``AndroidModel/AndroidPromptRelease/lostSuccess``.
  func noteSuccessReply(credential: Bool) {
    guard let shape = releaseShape, isAppLocked, isLockPlaced else {
      lostSuccess = nil
      return
    }
    lostSuccess =
      shape.requests.first { ($0.host == .confirmCredential) == credential && $0.noRelease != nil }?.noRelease
  }
}
