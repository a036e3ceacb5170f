import ShieldModel

/// The lock's choice of fallback with the biometrics-only policy (`fallback=`): app code, named
/// only. With `.deviceOwnerAuthenticationWithBiometrics` LocalAuthentication never offers the
/// device passcode: its fallback button ends the evaluation with `userFallback` (an empty
/// `localizedFallbackTitle` hides it), and after 5 failed Face ID attempts in a row every
/// evaluation fails at once with `biometryLockout`, which only the device passcode ends ("A
/// passcode is now required to unlock biometry. Try the LAPolicy.deviceOwnerAuthentication policy
/// instead to allow use of a passcode", Apple, "LAError.Code.biometryLockout",
/// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/biometrylockout ;
/// "To recover from bio lockout, users need to enter their passcode (e.g. during device unlock)",
/// Apple, "isLockedOut",
/// https://developer.apple.com/documentation/localauthentication/laenvironment/mechanismbiometry/islockedout ;
/// iOS 11+; high). Apps that asked with the biometrics policy alone switched to the passcode
/// policy for a locked-out user (https://github.com/mlemgroup/mlem/pull/1034 : "allowing users to
/// input their device password instead").
nonisolated extension LockConfiguration {
  /// What the code does about the fallback of its biometrics-only evaluation.
  public enum FallbackChoice: String, CaseIterable, Sendable {
    /// Sets `localizedFallbackTitle` to "": the prompt shows no fallback button (Apple,
    /// "localizedFallbackTitle": "If this property is set to an empty string, the button is
    /// hidden"). A lockout still ends the evaluation with `biometryLockout`.
    case hidden
    /// Answers `userFallback` and `biometryLockout` by evaluating `.deviceOwnerAuthentication` on a
    /// new context: the system's passcode UI, the device passcode that ends the lockout.
    case passcode
  }

  /// Refuses `fallback=` without a biometrics-only Face ID request, and a reply of
  /// `unlockOn=`/`repromptOn=` to an outcome the fallback already answers or hides.
  func validateFallback(_ text: String) throws(LockConfigurationError) {
    guard let fallback else { return }
    guard release.usesBiometry, policy == .biometrics else {
      throw LockConfigurationError(
        text: text,
        reason:
          "'fallback=': only with a release that uses Face ID and policy=biometrics (the passcode policy's fallback "
          + "is the system's passcode UI)")
    }
    let answered: [Outcome] = fallback == .passcode ? [.userFallback, .biometryLockout] : [.userFallback]
    for outcome in answered where unlocksOn.contains(outcome) || repromptsOn.contains(outcome) {
      let why =
        fallback == .passcode ? "fallback=passcode answers it" : "fallback=hidden hides the button that gives it"
      throw LockConfigurationError(text: text, reason: "'\(outcome.rawValue)': \(why) (one reply per outcome)")
    }
  }
}
