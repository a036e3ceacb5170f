// Stub of CovPass's `CovPassCommon` package module (twenty-fourth unseen set, covpass): the calls its
// app delegate makes, with no behaviour of their own.
import Foundation

/// The app's keychain store.
public final class KeychainPersistence {
  public init() {}
  public func deleteAll() throws {}
  public static func migrateKeyAttributes() throws {}
}

extension UserDefaults {
  /// The app's launch flags.
  public enum StartupInfo {
    public enum Key { case appInstalled }
    public static func bool(_ key: Key) -> Bool { true }
    public static func set(_ value: Bool, forKey key: Key) {}
  }
}

extension Date {
  /// Whether the app's end of service has passed (the stub: no).
  public var passedFirstOfJanuary2024: Bool { false }
}

/// The app's user-defaults store.
public struct UserDefaultsPersistence {
  public init() {}
}

/// The App Store version look-up.
public struct CheckAppUpdateService {
  public init(bundleIdentifier: String) {}
}

extension String {
  /// The app's localized string (the stub: the key).
  public var localized: String { self }
}

extension FileManager {
  public func printFileLocations() {}
}
