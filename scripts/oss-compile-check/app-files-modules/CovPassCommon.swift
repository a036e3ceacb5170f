// Stub of CovPass's `CovPassCommon` package module (twenty-fourth unseen set, covpass): the calls its
// app delegate makes, with no behaviour of their own. Its `UserDefaults` extension is on the
// model's `UserDefaults` (the type the app's file sees through the plugin's import), not
// Foundation's: the first run's stub extended Foundation's, a glue error.
import Foundation
import ShieldModel

/// The app's keychain store.
public final class KeychainPersistence {
  public init() {}
  public func deleteAll() throws {}
  public static func migrateKeyAttributes() throws {}
}

extension ShieldModel.UserDefaults {
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
