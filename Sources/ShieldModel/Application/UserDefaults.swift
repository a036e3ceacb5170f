/// The app's defaults database (Foundation's `UserDefaults`), shadowed so that `.standard`
/// reaches the simulated device.
///
/// What the app stores is kept by the device, not the process: it is there again after
/// ``SystemEvent/terminateApp`` and a new launch, as a value written before the process ended is
/// on iOS (`synchronize()` "is unnecessary and shouldn't be used": Apple, "synchronize()",
/// https://developer.apple.com/documentation/foundation/userdefaults/synchronize() ; iOS 12+; high).
/// An app lock keeps its state across launches here (LTHPasscodeViewController, Bitwarden; see
/// docs/strategies.md). Only the accessors app code commonly uses are spelled.
nonisolated public final class UserDefaults: @unchecked Sendable {
  // Read and written only from main-actor app code (the model has one thread).
  private var values: [String: Any] {
    get { storage.values }
    set { storage.values = newValue }
  }
  /// The values, shared by every `UserDefaults` of one suite.
  private let storage: Storage

  /// The values of one database (a device's own, or an app group's suite on the device).
  package final class Storage: @unchecked Sendable {
    var values: [String: Any] = [:]
    package init() {}
  }

  /// An empty database (each device makes its own).
  package init() { storage = Storage() }

  /// The database of the app group `suiteName`, shared by the app and its extensions: "use the
  /// NSUserDefaults class ... initWithSuiteName:" with the group's identifier, after enabling the
  /// app group for the containing app and its extensions (Apple, App Extension Programming Guide,
  /// "Handling Common Scenarios", Sharing Data with Your Containing App,
  /// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionScenarios.html ;
  /// iOS 8+; high). Kept by the device, so it outlives the app's process and is read by an
  /// extension's. `nil` names the standard database, as Foundation's does.
  public init?(suiteName: String?) {
    guard let suiteName else {
      storage = MainActor.assumeIsolated { Device.current?.userDefaults.storage } ?? Storage()
      return
    }
    storage = MainActor.assumeIsolated { Device.current?.appGroupStorage(suiteName) } ?? Storage()
  }

  /// The current device's database (an empty one outside a device).
  public static var standard: UserDefaults {
    MainActor.assumeIsolated { Device.current?.userDefaults } ?? UserDefaults()
  }

  /// Stores `value` (`nil` removes the key).
  /// Every key with its value, sorted by key: the stored state as the explorer compares it.
  package var sortedDescription: String {
    values.keys.sorted().map { "\($0)=\(String(describing: values[$0]!))" }.joined(separator: ";")
  }

  public func set(_ value: Any?, forKey key: String) {
    if let value { values[key] = value } else { values[key] = nil }
  }
  /// Stores a Boolean.
  public func set(_ value: Bool, forKey key: String) { values[key] = value }
  /// Stores an integer.
  public func set(_ value: Int, forKey key: String) { values[key] = value }
  /// Stores a number.
  public func set(_ value: Double, forKey key: String) { values[key] = value }
  /// The value stored for `key`, or `nil`.
  public func object(forKey key: String) -> Any? { values[key] }
  /// The Boolean stored for `key`, `false` when none.
  public func bool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
  /// The integer stored for `key`, 0 when none.
  public func integer(forKey key: String) -> Int { values[key] as? Int ?? 0 }
  /// The number stored for `key`, 0 when none.
  public func double(forKey key: String) -> Double { values[key] as? Double ?? 0 }
  /// The string stored for `key`, or `nil`.
  public func string(forKey key: String) -> String? { values[key] as? String }
  /// The data stored under `key`, `nil` if none or not data (Apple, "data(forKey:)",
  /// https://developer.apple.com/documentation/foundation/userdefaults/data(forkey:) ; high).
  public func data(forKey key: String) -> Data? { values[key] as? Data }
  /// Removes the value for `key`.
  public func removeObject(forKey key: String) { values[key] = nil }
  /// Removes every value of the persistent domain `domainName` (Apple,
  /// "removePersistentDomain(forName:)",
  /// https://developer.apple.com/documentation/foundation/userdefaults/removepersistentdomain(forname:) ;
  /// iOS 2+; high): an app clears its own domain, named by its bundle identifier, to wipe what it
  /// stored (its lock state included). The model's device keeps one domain for the app and one
  /// per app-group suite: a name that is a suite the device has made clears that suite, any other
  /// name clears the app's own domain (the model has no bundle identifier to compare it with, and
  /// an app names no other app's domain: approximated, a name of an unknown domain clears the
  /// app's values where iOS would clear nothing).
  public func removePersistentDomain(forName domainName: String) {
    MainActor.assumeIsolated {
      guard let device = Device.current else {
        storage.values = [:]
        return
      }
      let suite = device.appGroupSuites[domainName]
      (suite ?? device.userDefaults.storage).values = [:]
    }
  }
  /// Kept for source compatibility: values are kept at once.
  @discardableResult public func synchronize() -> Bool { true }
}
