import ShieldModel

/// The lock's secret in the Keychain (`secret=`, `secretRead=`): app code, named only. Wallets and
/// password managers keep the secret their lock guards (a vault key, a seed) in a Keychain item made
/// with `SecAccessControlCreateWithFlags` and read it with `SecItemCopyMatching`; what a read asks
/// the user for is the Security framework's answer (``SecItemCopyMatching(_:reply:)``: every read of
/// an access-controlled item shows the system's authentication UI unless it passes an authenticated
/// `LAContext`). The lock reads the secret when it unlocks, and the app reads it again for a
/// sensitive action while unlocked (`appCall(readSecret)`, which the generator makes for such a
/// member).
nonisolated extension LockConfiguration {
  /// The access control of the lock's Keychain item (`SecAccessControlCreateFlags`).
  public enum SecretAccess: String, CaseIterable, Sendable {
    /// `.userPresence`: Face ID, or the device passcode.
    case userPresence
    /// `.biometryAny`: Face ID, any enrolled face.
    case biometryAny
    /// `.biometryCurrentSet`: Face ID, the faces enrolled when the secret was stored.
    case biometryCurrentSet
    /// `.devicePasscode`: the device passcode.
    case devicePasscode

    /// The Security framework's flags.
    public var flags: SecAccessControlCreateFlags {
      switch self {
      case .userPresence: .userPresence
      case .biometryAny: .biometryAny
      case .biometryCurrentSet: .biometryCurrentSet
      case .devicePasscode: .devicePasscode
      }
    }
  }

  /// How the code reads its secret.
  public enum SecretRead: String, CaseIterable, Sendable {
    /// The read is the lock's authentication: the lock's Unlock path reads the item (its access
    /// control shows the system's UI) and unlocks when the secret comes back; later reads pass no
    /// context, so each asks again (the default with `secret=`).
    case item
    /// The code evaluates an `LAContext` with the lock's policy, unlocks on the match, then reads the
    /// item without passing that context: the read asks again at once, and so does every later read.
    case evaluate
    /// The code evaluates an `LAContext`, unlocks on the match, reads the item with
    /// `kSecUseAuthenticationContext` set to that context and keeps it for later reads: no second
    /// prompt (Apple's rule for a previously authenticated context).
    case context
  }

  /// Refuses `secret=` without a Face ID release or with the reply logic it replaces (its read's
  /// failure reaches the code as an `OSStatus`, answered only by leaving the lock up with its Unlock
  /// button), and `secretRead=` without `secret=`.
  func validateSecret(_ text: String, secretReadGiven: Bool) throws(LockConfigurationError) {
    guard secret != nil else {
      if secretReadGiven {
        throw LockConfigurationError(text: text, reason: "'secretRead=': only with a Keychain secret (secret=...)")
      }
      return
    }
    guard release.usesBiometry else {
      throw LockConfigurationError(
        text: text, reason: "'secret=': only with a release that uses Face ID (release=biometry...)")
    }
    let replaced: [(Bool, String)] = [
      (!unlocksOn.isEmpty, "unlockOn="), (!repromptsOn.isEmpty, "repromptOn="), (onError != .none, "onError="),
      (cannotEvaluate != nil, "cannotEvaluate="), (fallback != nil, "fallback="), (keepsContext, "keepContext"),
      (!asksFrom.isEmpty, "askFrom="), (isUnguarded, "unguarded"), (stacks, "stacks"),
      (fieldFocus.isInReply, "focus=\(fieldFocus.rawValue)"),
    ]
    for (given, part) in replaced where given {
      throw LockConfigurationError(
        text: text,
        reason:
          "'\(part)': not with secret= (the Keychain read answers with an OSStatus; the lock stays up on a failure)")
    }
  }
}
