import AndroidModel
import AppLogic

/// Where an unproven reply's effect goes on Android, as on iOS (``AppLogic/AppLogicProvenance``, one mechanism for
/// both): a value written in code a reply that proves nobody set off (``provesNobody(event:arguments:)``: a cancel,
/// the negative button, a failed match, a lockout, a cancelled credential screen), or in work it posted, is unproven,
/// and so is the code a guard reading it lets run; a clear of the lock there is `lock-bypass`, the fact naming the road
/// (`onAuthenticationError(negativeButton) through skipLock`). The app's variables and its activity's fields are this
/// process's (a new process forgets them); what it stores in `SharedPreferences` (`store`, `unstore`) the device keeps,
/// so a kept "skip the lock" flag a later launch reads carries the reply
/// (https://developer.android.com/training/data-storage/shared-preferences : the values persist across app restarts;
/// every API; high). A success (`onAuthenticationSucceeded`, `onActivityResult(ok)`) or the app's own entry (an app
/// call) proves the user: its code is proven whatever it reads, and so is code whose guard asks for a value it wrote.
extension AndroidAppLogic {
  /// Who can cause the replies that prove nobody, as `lock-bypass`'s fact says it.
  static let unprovenCause = "a reply anyone holding the device can cause (BiometricPrompt's callbacks)"

  /// The `SharedPreferences` string beside `store(V)`'s boolean under which the reply that wrote it is kept (no
  /// script variable has a space).
  static func unprovenKey(_ variable: String) -> String { preferenceKey(variable) + " unproven" }

  /// The context of `event`'s handlers with `arguments`: the reply's own for one that proves nobody, none for one that
  /// proves the user, and otherwise the code that set the event off (a callback the reply's own code caused).
  func enterReply(_ event: String, _ arguments: [String]) {
    if Self.provesTheUser(event: event, arguments: arguments) {
      (unprovenContext, replyProves) = (nil, true)
    } else if Self.provesNobody(event: event, arguments: arguments) {
      let reply = arguments.first.map { "\(event)(\($0))" } ?? event
      (unprovenContext, replyProves) = (AppLogicProvenance.Context(reply: reply, cause: Self.unprovenCause), false)
    }
  }

  /// Notes a write of `variable` (a variable or an activity's field) in the code running now; the lock's own variable
  /// is what the rule judges, not a road.
  func noteWrite(of variable: String) {
    guard variable != lockVariable else { return }
    provenance.noteWrite(of: variable, in: unprovenContext, replyProves: replyProves)
  }

  /// Notes a `store(V)` or `unstore(V)` in the code running now, beside the stored value: the reply that wrote it, or
  /// nothing (written only once a reply was kept, so an app that never stores in one keeps its preferences as before).
  func noteStoredWrite(of variable: String, in activity: Activity) {
    let key = Self.unprovenKey(variable)
    guard unprovenContext != nil || activity.textPreference(key) != nil else { return }
    activity.setTextPreference(key, unprovenContext?.kept ?? "")
  }

  /// The unproven context `handler`'s guard gives the code it lets run in `activity`, or `nil`: the first condition
  /// that reads an unproven variable or a stored value an unproven reply wrote.
  func unprovenGuard(of handler: AppLogicScript.Handler, _ activity: Activity) -> AppLogicProvenance.Context? {
    provenance.context(ofGuard: handler.conditions) { call in
      if call.name == "elapsed" { return provenance.elapsedContext(call) }
      if call.name == "canAuthenticate" { return Self.unsupportedContext(call, activity) }
      guard call.name == "stored", let variable = call.positional.first,
        let kept = activity.textPreference(Self.unprovenKey(variable))
      else { return nil }
      return AppLogicProvenance.Context(kept: kept)?.through("stored(\(variable))")
    }
  }

  /// The context of code a `canAuthenticate(WORD)` check lets run because androidx refuses the combination on this
  /// level (`BIOMETRIC_ERROR_UNSUPPORTED`: `credential` alone below API 30, `strong+credential` on 28-29), or `nil`.
  /// That answer is the level's, on every device and for every user, so code it lets run asked nobody: a clear of the
  /// lock there is `lock-bypass` (the s48 breaker; iOS reads its `canEvaluatePolicy` check the same way,
  /// AppLogicStrategy+UnprovenProvenance). The other answers are not roads: no biometric hardware (below API 23) is the
  /// device's, as iOS's `biometryNotAvailable` is; none enrolled or no screen lock is a Settings change only the device
  /// credential's holder makes (androidx `BiometricManager.canAuthenticate`, `AuthenticatorUtils.isSupportedCombination`;
  /// androidx.biometric 1.1+; high).
  static func unsupportedContext(_ call: AppLogicScript.Call, _ activity: Activity) -> AppLogicProvenance.Context? {
    guard let word = call.positional.first, let authenticators = BiometricAuthenticators(scriptWord: word),
      activity.canAuthenticate(authenticators) == BiometricAuthenticators.BIOMETRIC_ERROR_UNSUPPORTED
    else { return nil }
    return AppLogicProvenance.Context(
      reply: "canAuthenticate(\(word)) answering BIOMETRIC_ERROR_UNSUPPORTED on API \(activity.sdkInt)",
      cause: "an answer androidx gives on this API level for every device and user, so the code it lets run asked"
        + " nobody")
  }
}
