import Foundation

/// Key-value coding on `UserDefaults`, which Foundation off Apple platforms lacks (it has no
/// Objective-C runtime, so `NSObject` has no `value(forKey:)`). On Apple platforms
/// `NSUserDefaults` overrides both methods to read and write the defaults, as `object(forKey:)`
/// and `set(_:forKey:)` do (Apple, "NSUserDefaults", the "setValue:forKey:" and "valueForKey:"
/// overrides in `NSUserDefaults.h`, https://developer.apple.com/documentation/foundation/userdefaults ;
/// high), and code uses them as the plain accessors.
extension UserDefaults {
  /// The defaults' value for `key`, as `object(forKey:)` returns it.
  public func value(forKey key: String) -> Any? { object(forKey: key) }

  /// Sets the defaults' value for `key`; `nil` removes it, as `set(nil, forKey:)` does.
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
