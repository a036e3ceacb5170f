// modules: DependencyInjection
// Stub of the xx messenger's `Defaults` package module (twelfth unseen set, xx): the settings
// keys its app delegate reads and the `@KeyObject` wrapper reading a registered store.
@_exported import ShieldModel
import DependencyInjection

/// The settings keys the app delegate reads.
public enum Key: String { case hideAppList, recordingLogs, crashReporting }

/// Where `@KeyObject` reads and writes.
public struct KeyObjectStore {
  public var objectForKey: (String) -> Any?
  public var setObjectForKey: (Any?, String) -> Void
  /// Makes a store of the two closures.
  public init(objectForKey: @escaping (String) -> Any?, setObjectForKey: @escaping (Any?, String) -> Void) {
    self.objectForKey = objectForKey
    self.setObjectForKey = setObjectForKey
  }
}

/// A setting read from the registered ``KeyObjectStore``.
@propertyWrapper public struct KeyObject<T> {
  let key: String
  let defaultValue: T
  @Dependency var store: KeyObjectStore
  /// Reads `key`, or `defaultValue` when the store has none.
  public init(_ key: Key, defaultValue: T) {
    self.key = key.rawValue
    self.defaultValue = defaultValue
  }
  public var wrappedValue: T {
    get { store.objectForKey(key) as? T ?? defaultValue }
    set { store.setObjectForKey(newValue, key) }
  }
}
