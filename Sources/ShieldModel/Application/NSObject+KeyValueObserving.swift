#if !canImport(ObjectiveC)
  /// The objects Swift's block-based key-value observing applies to (Foundation's
  /// `_KeyValueCodingAndObserving`, to which `NSObject` conforms on Apple platforms; absent from
  /// Foundation off them). Foundation's `NSObject`, and so every UIKit object (``UIResponder`` is an `NSObject`), conforms.
  nonisolated public protocol _KeyValueCodingAndObserving {}

  extension NSObject: _KeyValueCodingAndObserving {}

  extension _KeyValueCodingAndObserving {
    /// Observes a property by key path (Foundation's `observe(_:options:changeHandler:)`,
    /// https://developer.apple.com/documentation/objectivec/nsobject/observe(_:options:changehandler:) ;
    /// iOS 11+ in Swift 4; high), as `window.observe(\.bounds, options: [.new]) { window, _ in … }`
    /// does. The model calls the handler once at once under `.initial`, and **never for a
    /// change**: no property of these objects is key-value observable in the model (UIKit
    /// documents few of its properties as observable; the one real covers rely on,
    /// `UIScreen.isCaptured`, is delivered by ``UIScreen/observe(_:options:changeHandler:)``).
    /// So a cover that re-lays itself out from such a handler keeps its first layout in the model.
    /// The observation ends when the returned object is released or invalidated. Nonisolated, as
    /// Foundation's: app code observes a window from any context.
    nonisolated public func observe<Value>(
      _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      if options.contains(.initial) {
        changeHandler(
          self, NSKeyValueObservedChange(newValue: self[keyPath: keyPath], oldValue: nil, isPrior: false))
      }
      return NSKeyValueObservation()
    }
  }
#endif
