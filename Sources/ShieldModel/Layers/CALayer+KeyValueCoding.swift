extension CALayer {
  /// Sets the value of `key`, NSObject's `setValue(_:forKey:)` as Core Animation extends it: a
  /// layer is a key-value coding compliant container, so a value can be set for any key, not
  /// only its properties' (Apple, "Core Animation Programming Guide", "Key-Value Coding
  /// Extensions",
  /// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html ;
  /// iOS 2+; high). The model keeps the value for ``value(forKey:)`` and applies none: a key that
  /// names one of the layer's properties (`"opacity"`) or a private one (ScreenShieldKit's) changes
  /// nothing drawn (model limit, named here; no measured cover sets a drawn property by key).
  public func setValue(_ value: Any?, forKey key: String) {
    var values = keyedValues ?? [:]
    values[key] = value
    keyedValues = values
  }

  /// The value last set for `key` by ``setValue(_:forKey:)``, or `nil`.
  public func value(forKey key: String) -> Any? { keyedValues?[key] }
}
