import AndroidModel
import AppLogic

/// A script's lock that only the system's authentication takes down, for `unlock-blocked`
/// (``AndroidPrivacyStrategy/promptRelease``, the check's second mechanism, as for the lock family's `unlockBy=prompt`).
///
/// The script's lock is such a lock when every action that clears its `lock:` variable runs in the reply to a
/// successful authentication (`onAuthenticationSucceeded`, `onActivityResult(ok)`) and it asks for one
/// (`authenticate`, `confirmDeviceCredential`): then no control of the app's, no error reply and no lifecycle callback
/// lets the user in. While that lock is due, with the app in front and idle and no request showing or coming, the
/// user has a route in only if a request can show. When every way the script asks ends at once with an error of the
/// device's lasting state (``AndroidDevice/biometricRequestError(host:)``: androidx.biometric's biometric request on API
/// 21-22, which have no `FingerprintManager`, `ERROR_HW_NOT_PRESENT`; none enrolled; the permanent lockout; no
/// screen lock for a credential request), the user is stuck behind the lock: no return changes the device's state.
/// A script that answers the error with a way in of its own (a PIN entry an app call clears the lock at, a
/// credential fallback that can show) has one, and is not judged by this rule. A script whose every request is
/// androidx.biometric's from `onStop` (or work `onStop` posts, which runs while the activity is stopped) never gets a
/// prompt: androidx refuses a request once the activity's state is saved (`AndroidAppLogic+Actions.swift`
/// `refusesStoppedRequest`, its sources), so no return brings one, as the lock family's `ask=onStop`
/// (``AndroidModel/AndroidPromptRelease/asksInFront``; forty-sixth session: before, the script's lock was read as
/// asking in front and the stuck lock was not judged).
///
/// Forty-seventh session (issue 27): a request the handler guards with `canAuthenticate(...)` is made only while
/// the device answers `BIOMETRIC_SUCCESS` (``AndroidModel/AndroidAuthenticateGuard``), and one asked in a reply to
/// another request (`onAuthenticationError`) only after a request was made; before, every request counted as a route
/// whatever its guard. A request asked only in `onCreate` runs at the launch and at a recreation, never at a return
/// to the living activity (`onRestart`, `onStart`, `onResume`: https://developer.android.com/guide/components/activities/activity-lifecycle ;
/// every API; high), so a lock that re-locks as the app leaves and asks only there is stuck after every return.
///
/// Forty-eighth session: each request is a way in only when the success the platform gives it releases the lock
/// (``noRelease(by:in:lock:)``): a script that clears its lock nowhere (its `onActivityResult` ignores the result, so
/// the user who typed the right PIN stays locked out), sets it again in the success reply, or clears it only in the
/// reply of the other kind of request (`onAuthenticationSucceeded` for a `confirmDeviceCredential`, which answers
/// with `onActivityResult` only) is read too, and `unlock-blocked` names the reply. Before, such a lock was not read
/// (no clear in a success reply) or its request counted as a way in.
///
/// Forty-ninth session: a request the app's own flag holds is no route, and the user's right answer the code drops
/// is judged at once (`AndroidAppLogic+HeldRequests.swift`).
extension AndroidAppLogic {
  /// The script's lock when nothing but a successful authentication can release it: the callbacks it asks in, its requests,
  /// whether a callback the app gets in front on a return asks, and why none does.
  nonisolated struct ReleaseShape: Sendable {
    /// The callbacks that ask, in script order, joined by commas.
    var asksIn: String
    /// The ways it asks, in script order.
    var requests: [AndroidPromptRequest]
    /// Each request's conditions that only a reply to a request can turn true (``HeldGuard``), by index.
    var heldGuards: [[HeldGuard]]
    /// The event each request is asked in, as written (`appCall(unlock)`), by index.
    var requestEvents: [String]
    /// Whether a callback that a return to the living activity runs asks.
    var asksInFront: Bool
    /// Why no return asks, when the reason is not androidx's refusal in `onStop`.
    var whyNoReturnAsks: String?
  }

  /// The script's lock's ``ReleaseShape`` when nothing but a successful authentication can release it, or `nil`:
  /// every `clear` of the lock is in a success reply, and the script asks. A request whose success reply leaves the
  /// lock set is kept with the reason (``AndroidModel/AndroidPromptRequest/noRelease``), so a script that clears the
  /// lock nowhere, or only in the other request's reply, is read too (forty-eighth session).
  nonisolated static func promptReleaseShape(of script: AppLogicScript, lock: String?) -> ReleaseShape? {
    guard let lock else { return nil }
    var requests: [AndroidPromptRequest] = []
    var heldGuards: [[HeldGuard]] = []
    var requestEvents: [String] = []
    var callbacks: [String] = []
    var asksInFront = false
    var asksInCreate = false
    for handler in script.handlers {
      let guards = handler.conditions.compactMap { condition -> AndroidAuthenticateGuard? in
        guard condition.call.name == "canAuthenticate", let word = condition.call.positional.first,
          let allowed = BiometricAuthenticators(scriptWord: word)
        else { return nil }
        return AndroidAuthenticateGuard(authenticators: allowed, negated: condition.negated)
      }
      for (action, delayed) in Self.unposted(handler.actions) {
        switch action.name {
        case "clear" where action.positional.first == lock:
          guard Self.isSuccessReply(handler.event) else { return nil }
        case "authenticate", "confirmDeviceCredential":
          let host = action.name == "confirmDeviceCredential" ? .confirmCredential : Self.host(action.positional[0])
          let request = AndroidPromptRequest(
            host: host, guards: guards,
            answersAnotherRequest: handler.event.name.hasPrefix("onAuthentication"),
            noRelease: Self.noRelease(by: action, in: script, lock: lock))
          let held = Self.heldGuards(of: handler, in: script)
          if !zip(requests, heldGuards).contains(where: { $0 == request && $1 == held }) {
            requests.append(request)
            heldGuards.append(held)
            requestEvents.append(Self.eventText(handler.event))
          }
          if !callbacks.contains(handler.event.name) { callbacks.append(handler.event.name) }
          // androidx refuses a request from a stopped activity; the framework's class and the credential screen don't.
          let refused =
            handler.event.name == "onStop" && !delayed && action.name == "authenticate"
            && action.positional.first != "biometric"
          // `onCreate` runs at the launch and a recreation, never on a return to the living activity.
          if handler.event.name == "onCreate" {
            asksInCreate = true
          } else if !refused {
            asksInFront = true
          }
        default: break
        }
      }
    }
    guard !requests.isEmpty else { return nil }
    let why =
      asksInFront || !asksInCreate
      ? nil
      : "it asks for the prompt only in onCreate, which runs at the launch and when the activity is recreated (a "
        + "rotation it does not handle, the process's death), never on a return to the living activity, so no return "
        + "brings one"
    return ReleaseShape(
      asksIn: callbacks.joined(separator: ", "), requests: requests, heldGuards: heldGuards,
      requestEvents: requestEvents, asksInFront: asksInFront, whyNoReturnAsks: why)
  }

  /// `actions` as they run: the handler's own first, then the work it posts (unwrapped, `post` before `postDelayed`
  /// only as written), each with whether a `postDelayed` carries it.
  nonisolated static func unposted(_ actions: [AppLogicScript.Call]) -> [(AppLogicScript.Call, delayed: Bool)] {
    var direct: [(AppLogicScript.Call, delayed: Bool)] = []
    var posted: [(AppLogicScript.Call, delayed: Bool)] = []
    for written in actions {
      var action = written
      var delayed = false
      var wasPosted = false
      while action.name == "post" || action.name == "postDelayed",
        let inner = action.arguments.first?.asCall(line: action.line)
      {
        delayed = delayed || action.name == "postDelayed"
        wasPosted = true
        action = inner
      }
      if wasPosted { posted.append((action, delayed)) } else { direct.append((action, delayed)) }
    }
    return direct + posted
  }

  /// Whether `action` takes one of the lock's `screens` down or leaves the screen it is on (`finish`,
  /// `popBackStack`, `navigate`): the user gets past the lock screen, and `lock-bypass` judges a lock variable left
  /// set.
  nonisolated static func takesDown(_ action: AppLogicScript.Call, _ screens: [String]) -> Bool {
    switch action.name {
    case "removeView", "dismissDialog": action.positional.first.map(screens.contains) == true
    case "finish", "popBackStack", "navigate": true
    default: false
    }
  }

  /// Whether `event` is a success reply: `onAuthenticationSucceeded` (to `authenticate`) or `onActivityResult(ok)`
  /// (to `confirmDeviceCredential`).
  nonisolated static func isSuccessReply(_ event: AppLogicScript.Call) -> Bool {
    event.name == "onAuthenticationSucceeded" || (event.name == "onActivityResult" && event.positional.first == "ok")
  }

  /// Why the success reply the platform gives to `request` leaves `lock` set, or `nil` when its code clears it or
  /// takes the lock screen down (``takesDown(_:_:)``).
  ///
  /// `authenticate` gets `onAuthenticationSucceeded` (a match, or the device credential where the request allows
  /// it); `confirmDeviceCredential` gets `onActivityResult` with `RESULT_OK`, and nothing else: Settings'
  /// `ConfirmDeviceCredentialActivity` finishes with `setResult(credentialsConfirmed ? RESULT_OK : RESULT_CANCELED)`
  /// (AOSP packages/apps/Settings `ConfirmDeviceCredentialActivity.onActivityResult`, API 21 form, read in the code
  /// corpus; from API 29 its `BiometricPrompt` callback sets `RESULT_OK` on success; every level; high), delivered
  /// before the `onResume` of the return (`Activity#onActivityResult`; ``BiometricPrompt/Host/confirmCredential``)
  /// and, after a recreation under it, to the new instance. Its code's last word on the lock decides, its posted
  /// work after it: a `set` of the lock with no guard after the `clear` re-arms it; a guarded `clear` counts as a
  /// release (the model cannot tell the guard false).
  nonisolated static func noRelease(by request: AppLogicScript.Call, in script: AppLogicScript, lock: String)
    -> String?
  {
    let credential = request.name == "confirmDeviceCredential"
    let answers: (AppLogicScript.Call) -> Bool = { event in
      credential
        ? event.name == "onActivityResult" && (event.positional.first ?? "ok") == "ok"
        : event.name == "onAuthenticationSucceeded"
    }
    let screens = lockScreenNames(of: script, lock: lock)
    var released = false
    var rearm: Int?
    for handler in script.handlers where answers(handler.event) {
      for (action, _) in Self.unposted(handler.actions) {
        let word = action.positional.first
        if (action.name == "clear" && word == lock) || Self.takesDown(action, screens) {
          released = true
          rearm = nil
        } else if action.name == "set", word == lock, handler.conditions.isEmpty {
          released = false
          rearm = action.line
        }
      }
    }
    if released { return nil }
    let asked = credential ? "confirmDeviceCredential" : request.canonicalText
    let reply = credential ? "onActivityResult(ok) (RESULT_OK)" : "onAuthenticationSucceeded"
    if let rearm {
      return "\(asked)'s success runs \(reply), whose \(script.place(ofLine: rearm)) sets \(lock) again"
    }
    let other = credential ? "onAuthenticationSucceeded" : "onActivityResult(ok)"
    let clearsInOther = script.handlers.contains { handler in
      !answers(handler.event) && Self.isSuccessReply(handler.event)
        && handler.actions.contains { $0.name == "clear" && $0.positional.first == lock }
    }
    return "\(asked)'s success comes as \(reply), whose code neither clears \(lock) nor takes its lock screen down"
      + (clearsInOther ? "; it clears it only in \(other), which \(asked) never gets" : "")
  }

  /// `authenticate(WORD)`'s host.
  nonisolated static func host(_ word: String) -> BiometricPrompt.Host {
    if let allowed = BiometricAuthenticators(scriptWord: word) { return allowed.host }
    return switch word {
    case "deviceCredential": .androidxDeviceCredential
    case "androidx": .androidx
    default: .systemWindow
    }
  }

  /// The script's lock while it is due, its lock screen shown, and only a successful authentication takes it down
  /// (``promptReleaseShape(of:lock:)``), or `nil`. A lock whose screen the code took down while it stands shows the
  /// content: `lock-bypass`'s, not a block (as the lock family's release needs its lock view up).
  public var promptRelease: AndroidPromptRelease? {
    guard let shape = releaseShape, isAppLocked, isLockPlaced else { return nil }
    let asking = prompt?.isInProgress == true || !deferredAuthentication.isEmpty
    return AndroidPromptRelease(
      asksIn: shape.asksIn, asksInFront: shape.asksInFront, host: shape.requests[0].host, isAsking: asking,
      whyNoReturnAsks: shape.whyNoReturnAsks, requests: requestsNow(shape), lostSuccess: lostSuccess)
  }
}
