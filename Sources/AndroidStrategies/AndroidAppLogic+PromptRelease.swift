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
extension AndroidAppLogic {
  /// The script's lock when only a successful authentication releases it: the callbacks it asks in, its requests,
  /// whether a callback the app gets in front on a return asks, and why none does.
  nonisolated struct ReleaseShape: Sendable {
    /// The callbacks that ask, in script order, joined by commas.
    var asksIn: String
    /// The ways it asks, in script order.
    var requests: [AndroidPromptRequest]
    /// Whether a callback that a return to the living activity runs asks.
    var asksInFront: Bool
    /// Why no return asks, when the reason is not androidx's refusal in `onStop`.
    var whyNoReturnAsks: String?
  }

  /// The script's lock's ``ReleaseShape`` when it is released only by a successful authentication, or `nil`.
  nonisolated static func promptReleaseShape(of script: AppLogicScript, lock: String?) -> ReleaseShape? {
    guard let lock else { return nil }
    var releasedByReply = false
    var requests: [AndroidPromptRequest] = []
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
      for written in handler.actions {
        var action = written
        var delayed = false
        while action.name == "post" || action.name == "postDelayed",
          let posted = action.arguments.first?.asCall(line: action.line)
        {
          delayed = delayed || action.name == "postDelayed"
          action = posted
        }
        switch action.name {
        case "clear" where action.positional.first == lock:
          let event = handler.event
          let byReply =
            event.name == "onAuthenticationSucceeded"
            || (event.name == "onActivityResult" && event.positional.first == "ok")
          guard byReply else { return nil }
          releasedByReply = true
        case "authenticate", "confirmDeviceCredential":
          let host = action.name == "confirmDeviceCredential" ? .confirmCredential : Self.host(action.positional[0])
          let request = AndroidPromptRequest(
            host: host, guards: guards,
            answersAnotherRequest: handler.event.name.hasPrefix("onAuthentication"))
          if !requests.contains(request) { requests.append(request) }
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
    guard releasedByReply, !requests.isEmpty else { return nil }
    let why =
      asksInFront || !asksInCreate
      ? nil
      : "it asks for the prompt only in onCreate, which runs at the launch and when the activity is recreated (a "
        + "rotation it does not handle, the process's death), never on a return to the living activity, so no return "
        + "brings one"
    return ReleaseShape(
      asksIn: callbacks.joined(separator: ", "), requests: requests, asksInFront: asksInFront, whyNoReturnAsks: why)
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
      whyNoReturnAsks: shape.whyNoReturnAsks, requests: shape.requests)
  }
}
