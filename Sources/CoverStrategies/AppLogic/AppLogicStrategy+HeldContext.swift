import ShieldModel

/// The promise of a script that keeps one `LAContext` for the process (`evaluatePolicy(..., context=held)`).
///
/// A context that has evaluated a policy successfully answers a later evaluation of the same policy with success at
/// once, with no prompt, while it lives (``ShieldModel/PlatformFlags/evaluatedContextAnswersAgain``, medium: first-hand
/// reports, https://github.com/danielsogl/capacitor-face-id/issues/14 and its fix, PR 23, "prompted every time" once
/// the context is made in the method; https://github.com/stytchauth/stytch-ios/pull/606 : without a new context per
/// attempt "the Face ID prompt would only show on the first attempt of a session"). The script's reply handler cannot
/// tell that success from the user's match and takes its lock down; the user did nothing, so the lock's promise
/// stands, and `lock-bypass` judges what is then seen and names the platform fact (``lockPromiseFact``).
extension AppLogicStrategy {
  /// Notes a successful reply after the script's handlers ran: one the held context answered from its earlier
  /// success while the lock's promise stood (`wasLocked`) leaves the lock owed when the code took it down; one from
  /// the user's match passes it.
  func noteReply(success: Bool, reused: Bool, wasLocked: Bool) {
    guard success else { return }
    guard reused else {
      owedByReusedSuccess = false
      unprovenRelease = nil
      return
    }
    let variableSet = lockVariable.map { variables.contains($0) } ?? false
    if wasLocked, lockVariable != nil, !variableSet { owedByReusedSuccess = true }
  }

  /// The platform fact that let the code in with no act of the user's, while that lock is owed and the script's own
  /// variable is clear.
  public var lockPromiseFact: String? {
    if let unproven = unprovenReleaseFact { return unproven }
    guard owedByReusedSuccess, !(lockVariable.map { variables.contains($0) } ?? false) else { return nil }
    return "an LAContext that evaluated successfully answers again with success and no prompt "
      + "(evaluatedContextAnswersAgain); the app evaluates the one context it holds (context=held) at every ask"
  }
}
