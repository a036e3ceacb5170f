// Stub of KeyChainX's own `Shared` package (twelfth unseen set, keychainx; not the cover): its
// logger, version string, secrets manager and the keychain the login view reads from the
// environment (empty: no password stored).
@_exported import ShieldModel

/// The app's log.
public struct Logger {
  public func trace(_ message: String) {}
  public func warning(_ message: String) {}
}
/// The app's logger.
public let logger = Logger()

/// The app's version text.
public func appVersion() -> String { "1.0" }

/// The keychain's secrets.
public enum SecretsManager {
  /// A stored secret.
  public struct Secret {
    public var password: String
    public var note: String?
    public init(password: String, note: String?) {
      self.password = password
      self.note = note
    }
  }
}

/// The user-preferences keychain (nothing stored).
public struct UserPreferencesKeychainStore {
  public init() {}
  public func getSecret(forKey key: String) throws -> SecretsManager.Secret? { nil }
  public func setSecret(forKey key: String, secret: SecretsManager.Secret) throws {}
}
private struct UserPreferencesKeychainKey: EnvironmentKey {
  static let defaultValue = UserPreferencesKeychainStore()
}
@MainActor extension EnvironmentValues {
  /// The user-preferences keychain.
  public var UserPreferencesKeychain: UserPreferencesKeychainStore {
    get { self[UserPreferencesKeychainKey.self] }
    set { self[UserPreferencesKeychainKey.self] = newValue }
  }
}
