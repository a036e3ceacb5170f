/// What a trace writes for the iOS script callbacks the user's own action sets off: a hand-written trace named the
/// script's `unlockTapped` and was told only "unknown event" (fortieth session, the s39 new user, who found
/// `touch(0.5, 0.5)` by trial).
extension IOSPlatform {
  /// The user's event for the script callback `name`: the lock screen's controls (`LockViewController`, laid out in
  /// fractions of a lock that fills the scene: the Unlock button x 0.2-0.8, y 0.35-0.55; the passcode field y
  /// 0.68-0.74) and the answers to the app's LocalAuthentication prompt; `nil` for any other name.
  public static func userEvent(forScriptCallback name: String) -> String? {
    switch name {
    case "unlockTapped":
      return "touch(0.5, 0.45), the user's tap on the lock screen's Unlock button (x 0.2-0.8, y 0.35-0.55 of a lock"
        + " that fills the scene)"
    case "passcodeEntered":
      return "enterPasscode (the right code: passcodeEntered(right)) or enterWrongPasscode (passcodeEntered(wrong))"
    case "evaluatePolicyReply", "keychainReadReply":
      return "the user's answer to the prompt: faceIDMatch, faceIDNoMatch, faceIDFallback, or dismissSystemAlert (a"
        + " cancel)"
    default: return nil
    }
  }
}
