import Foundation
import ShieldModel

/// `secret=`: the lock's secret in a Keychain item with access control (``LockConfiguration/SecretAccess``),
/// read as the member's ``LockConfiguration/SecretRead`` says when the lock unlocks and again for a
/// sensitive action while unlocked (`appCall(readSecret)`). What each read asks the user is the
/// Security framework's answer (``SecItemCopyMatching(_:reply:)``), never this code's.
extension LockStrategy {
  /// The Keychain service of the lock's secret.
  static let secretService = "lockFamily.secret"
  /// The app call of a sensitive action that reads the secret while unlocked.
  static let readSecretCall = "readSecret"

  /// The user set the lock up in an earlier session: the secret is in the Keychain (added once;
  /// the Keychain outlives the process).
  func storeSecretIfNeeded() {
    guard let secret = configuration.secret,
      let access = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, secret.flags, nil)
    else { return }
    _ = SecItemAdd(
      [
        kSecClass: kSecClassGenericPassword, kSecAttrService: Self.secretService,
        kSecValueData: Data("vault key".utf8), kSecAttrAccessControl: access,
      ], nil)
  }

  /// `secretRead=item`: the lock's authentication is the read; the lock unlocks when the secret
  /// comes back, and stays up with its Unlock button on any failure.
  func readSecretToUnlock() {
    // The code's record of a read in flight (never evaluated: the read makes its own context).
    let marker = LAContext()
    authentication = marker
    askedSinceArmed = true
    let asked = ObjectIdentifier(marker)
    SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrService: Self.secretService]) {
      [weak self] status, _ in
      ShieldModel.DispatchQueue.main.async {
        guard let self else { return }
        if let current = self.authentication, ObjectIdentifier(current) == asked { self.authentication = nil }
        if status == errSecSuccess, self.isLockDue { self.passed() }
      }
    }
  }

  /// `secretRead=evaluate|context`: after the match the code loads its secret, passing the
  /// context that matched (`context`, kept for later reads) or none (`evaluate`).
  func loadSecret(after context: LAContext) {
    guard configuration.secret != nil, configuration.secretRead != .item else { return }
    if configuration.secretRead == .context { secretContext = context }
    readSecret(for: "the unlock")
  }

  /// `appCall(readSecret)`: a sensitive action reads the secret again while the lock is passed
  /// (the screens that offer it are behind the lock).
  func readSecretForAction() {
    guard configuration.secret != nil, !isLockDue else { return }
    readSecret(for: "a sensitive action")
  }

  private func readSecret(for purpose: String) {
    var query: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: Self.secretService]
    if configuration.secretRead == .context, let context = secretContext {
      query[kSecUseAuthenticationContext] = context
    }
    Device.current?.log("lock reads its Keychain secret for \(purpose)")
    SecItemCopyMatching(query) { status, _ in
      ShieldModel.DispatchQueue.main.async { Device.current?.log("lock's Keychain read: OSStatus \(status)") }
    }
  }
}
