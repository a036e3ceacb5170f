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
extension AndroidAppLogic {
  /// The callbacks the script asks in and the ways it asks, when its lock is released only by a successful
  /// authentication, or `nil`.
  nonisolated static func promptReleaseShape(of script: AppLogicScript, lock: String?) -> (
    asksIn: String, hosts: [BiometricPrompt.Host], asksInFront: Bool
  )? {
    guard let lock else { return nil }
    var releasedByReply = false
    var hosts: [BiometricPrompt.Host] = []
    var callbacks: [String] = []
    var asksInFront = false
    for handler in script.handlers {
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
          if !hosts.contains(host) { hosts.append(host) }
          if !callbacks.contains(handler.event.name) { callbacks.append(handler.event.name) }
          // androidx refuses a request from a stopped activity; the framework's class and the credential screen don't.
          let refused =
            handler.event.name == "onStop" && !delayed && action.name == "authenticate"
            && action.positional.first != "biometric"
          if !refused { asksInFront = true }
        default: break
        }
      }
    }
    guard releasedByReply, !hosts.isEmpty else { return nil }
    return (callbacks.joined(separator: ", "), hosts, asksInFront)
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

  /// The script's lock while it is due and only a successful authentication takes it down
  /// (``promptReleaseShape(of:lock:)``), or `nil`.
  public var promptRelease: AndroidPromptRelease? {
    guard let shape = releaseShape, isAppLocked else { return nil }
    let asking = prompt?.isInProgress == true || !deferredAuthentication.isEmpty
    return AndroidPromptRelease(
      asksIn: shape.asksIn, asksInFront: shape.asksInFront, host: shape.hosts[0], isAsking: asking,
      otherHosts: Array(shape.hosts.dropFirst()))
  }
}
