import ShieldModel

/// The lock's own request logic (`askFrom=`, `unguarded`, `onError=`): how many of the app's
/// callbacks ask for Face ID, whether it guards against a request in flight, and what its error
/// handler does. App code; what a second request does to the one in flight is LocalAuthentication's
/// answer (``PlatformFlags/newerEvaluationReplacesOlder``).
///
/// Apps ask from two callbacks of one return (will-enter-foreground and did-become-active:
/// https://github.com/mozilla-mobile/firefox-ios/pull/1992 keeps both "along with an authState
/// enum to help filter out any potential duplicate invocation"), or from their error handler
/// (https://github.com/alephium/alephium-frontend/issues/32 : "Cancelling a FaceID ... makes the
/// app try again by re-prompting"), and end the app on an error
/// (exit(0) on the fallback error in a banking app's handler, first-hand code).
nonisolated extension LockConfiguration {
  /// What the reply handler does with a failed reply no ``unlocksOn``/``repromptsOn`` outcome
  /// names. The family's lock always shows its Unlock button, so "show the button" is `none`.
  public enum ErrorReply: String, CaseIterable, Sendable {
    /// Nothing: the lock stays with its Unlock button.
    case none
    /// Asks again at once from the reply (after the main-queue hop), on `userCancel`,
    /// `userFallback` and `systemCancel` (never `biometryLockout`, which answers at once: a busy
    /// loop no app ships); a new request per failed reply.
    case reask
    /// Ends the app (`exit(0)` in the handler): the process is gone, the `crash` invariant's.
    case exit
    /// The handler's `switch` names the codes a prompt ends with (`userCancel`, `userFallback`,
    /// `systemCancel`) and traps in its `default:` (`fatalError`, a force-unwrapped result) on any
    /// other: `biometryLockout`, and the refusals at once (`passcodeNotSet`, `biometryNotEnrolled`,
    /// `notInteractive`). The app's own code ends the process: the `crash` invariant, whose detail
    /// names the code and what the platform did. Named only, never enumerated
    /// (https://github.com/safe-global/safe-ios/issues/3081 : Face ID failures, then a crash).
    case crash
  }

  /// What the lock's code does when `LAContext.canEvaluatePolicy(_:error:)` fails before it asks
  /// for Face ID (``LockConfiguration/cannotEvaluate``): app code. Apps check first and decide
  /// (SwiftPasscodeLock skips its biometric check with no passcode,
  /// https://github.com/velikanov/SwiftPasscodeLock/pull/18 ; a lock that shows "Unlock with Touch
  /// ID" and lets the user in with no check once the passcode is off,
  /// https://github.com/mozilla-lockwise/lockwise-ios/issues/467 ; a passcode lock with Touch ID
  /// whose screen cannot be used after the passcode is turned off,
  /// https://github.com/rolandleth/LTHPasscodeViewController/issues/140 ).
  public enum CannotEvaluateReply: String, CaseIterable, Sendable {
    /// Takes the lock down, as if passed (the promise stands: `lock-bypass`, by construction).
    case unlock
    /// Leaves the lock up with its Unlock button, which checks again (with biometry only and the
    /// cause a setting, no way in: `unlock-blocked`).
    case stay
    /// Shows the lock's own keypad, the app's passcode (`release=biometry` only: the others have
    /// their entry already).
    case keypad
  }

  /// The moments `askFrom=` accepts: the two of a leave (named only: a code that asks as its lock goes
  /// up when the app leaves, VENTouchLock's at did-enter-background,
  /// https://github.com/venmo/VENTouchLock/issues/89 ; asking at will-resign-active, an app delegate's
  /// habit in the swipe-away reports, https://github.com/rolandleth/LTHPasscodeViewController/issues/145 ,
  /// https://github.com/bkook/BKPasscodeView/issues/31 ) and the two of a return. What LocalAuthentication
  /// does with a leave's request is the platform's: `notInteractive` at once from iOS 11, held until the
  /// return before (``PlatformFlags/backgroundRequestWaitsForReturn``), and in a swipe-away's
  /// did-enter-background the app launched again (``PlatformFlags/swipeAwayRequestRelaunchesApp``).
  public static let askMoments: [Moment] = [.resign, .background, .foreground, .becomeActive]

  /// Parses `askFrom=moment[+moment]`.
  static func parseAskFrom(
    _ kv: [String], _ fail: (String) -> LockConfigurationError
  ) throws(LockConfigurationError) -> [Moment] {
    let expected = "expected askFrom=resign|background|foreground|becomeActive joined by +"
    guard kv.count == 2 else { throw fail(expected) }
    var moments: [Moment] = []
    for m in kv[1].split(separator: "+", omittingEmptySubsequences: false) {
      guard let moment = Moment(rawValue: String(m)), askMoments.contains(moment) else { throw fail(expected) }
      guard !moments.contains(moment) else { throw fail("'\(m)' given twice") }
      moments.append(moment)
    }
    return moments.sorted()
  }

  /// Refuses request logic without Face ID, a leave's `askFrom=` moment the lock does not go up at (`when=`), and
  /// an `askFrom=` moment `auth=` already asks at.
  func validateRequestLogic(_ text: String) throws(LockConfigurationError) {
    if let cannotEvaluate {
      guard release.usesBiometry else {
        throw LockConfigurationError(
          text: text, reason: "'cannotEvaluate=': only with a release that uses Face ID (release=biometry...)")
      }
      if cannotEvaluate == .keypad, release != .biometry {
        throw LockConfigurationError(
          text: text,
          reason: "'cannotEvaluate=keypad': only with release=biometry (the others show their entry already)")
      }
    }
    guard !asksFrom.isEmpty || isUnguarded || onError != .none else { return }
    guard release.usesBiometry else {
      throw LockConfigurationError(
        text: text,
        reason: "'askFrom=', 'unguarded' and 'onError=': only with a release that uses Face ID (release=biometry...)")
    }
    // A code that asks at a leave asks as its lock goes up there: without the screen the lock would stand unseen.
    for moment in asksFrom where (moment == .resign || moment == .background) && !when.contains(moment) {
      throw LockConfigurationError(
        text: text,
        reason: "'askFrom=\(moment.rawValue)': the code asks as its lock goes up there: name it in when= too")
    }
    for moment in asksFrom where moment.rawValue == authStart.rawValue {
      throw LockConfigurationError(
        text: text, reason: "'askFrom=\(moment.rawValue)': auth=\(authStart.rawValue) already asks there")
    }
  }
}

/// The family's menu of request logic (``LockFamily``), appended last.
nonisolated public enum LockRequestMenu {
  /// Default; a second callback (did-become-active) guarded, then unguarded with each error
  /// handler; an error handler alone that asks again or ends the app.
  public static let entries:
    [(asksFrom: [LockConfiguration.Moment], unguarded: Bool, onError: LockConfiguration.ErrorReply)] =
      [
        ([], false, .none), ([.becomeActive], false, .none), ([.becomeActive], true, .none),
        ([.becomeActive], true, .reask), ([.becomeActive], true, .exit), ([], false, .reask), ([], false, .exit),
      ]

  /// Applies entry `digit` to `c` (a release with Face ID only; `askFrom=becomeActive` is left
  /// out where `auth=becomeActive` already asks there).
  static func apply(_ digit: Int, to c: inout LockConfiguration) {
    guard c.release.usesBiometry else { return }
    let entry = entries[digit]
    c.asksFrom = entry.asksFrom.filter { $0.rawValue != c.authStart.rawValue }
    c.isUnguarded = entry.unguarded
    c.onError = entry.onError
  }
}
