#if !canImport(ObjectiveC)
  // Swift's Foundation off Apple platforms has no key-value observing; the model supplies the
  // types Swift's block-based KVO API uses, for the one property real covers observe.

  /// Options of a key-value observation (Foundation's `NSKeyValueObservingOptions`).
  nonisolated public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Pass the new value in the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// Pass the old value in the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// Call the handler once at once, when the observation is made.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// Call the handler before the change too (the model calls it after only).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
  }

  /// One change seen by a key-value observation (Foundation's `NSKeyValueObservedChange`).
  nonisolated public struct NSKeyValueObservedChange<Value> {
    /// The new value, when the options asked for it.
    public let newValue: Value?
    /// The old value, when the options asked for it.
    public let oldValue: Value?
    /// Whether this call comes before the change (never in the model).
    public let isPrior: Bool
  }

  /// Keys of a key-value change dictionary (Foundation's `NSKeyValueChangeKey`).
  nonisolated public struct NSKeyValueChangeKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new value.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The kind of change (1: setting).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  }

  /// An object that receives key-value changes through `observeValue(forKeyPath:of:change:context:)`,
  /// NSObject's callback. Off Apple platforms NSObject has no such method; the AppFilesPlugin turns
  /// an app's `override` of it into a conformance to this protocol.
  public protocol NSKeyValueObserving: AnyObject {
    /// Called with each change of an observed key path.
    func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?)
  }

  /// A running key-value observation (Foundation's `NSKeyValueObservation`): the handler is
  /// called while this object lives, until ``invalidate()``.
  nonisolated public final class NSKeyValueObservation: @unchecked Sendable {
    nonisolated deinit {}
    fileprivate var isValid = true
    /// Stops the observation.
    public func invalidate() { isValid = false }
  }
#endif

extension UIScreen {
  #if !canImport(ObjectiveC)
    /// Observes ``isCaptured`` by key path, as Swift's KVO does (`UIScreen.main.observe(\.isCaptured,
    /// options: [.new]) { screen, change in ... }`). `isCaptured` is key-value observable (Apple,
    /// "isCaptured": "You can observe this property using key-value observing",
    /// https://developer.apple.com/documentation/uikit/uiscreen/iscaptured ; iOS 11+; high). The
    /// handler is called whenever `capturedDidChangeNotification` is posted, just before it (the
    /// order of the two is not documented; the model delivers both at the same moment), and once
    /// at once under `.initial`. The observation ends when the returned object is released or
    /// invalidated. Only `isCaptured` changes in the model: another key path is observed but never
    /// changes.
    public func observe<Value>(
      _ keyPath: KeyPath<UIScreen, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping (UIScreen, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      let observation = NSKeyValueObservation()
      if options.contains(.initial) {
        changeHandler(
          self, NSKeyValueObservedChange(newValue: self[keyPath: keyPath], oldValue: nil, isPrior: false))
      }
      guard keyPath == \UIScreen.isCaptured else { return observation }
      var last = self[keyPath: keyPath]
      capturedObservers.append { [weak observation] screen in
        guard let observation, observation.isValid else { return false }
        let value = screen[keyPath: keyPath]
        changeHandler(
          screen,
          NSKeyValueObservedChange(
            newValue: options.contains(.new) ? value : nil, oldValue: options.contains(.old) ? last : nil,
            isPrior: false))
        last = value
        return true
      }
      return observation
    }

    /// Registers `observer` for changes of `keyPath`, as `UIScreen.main.addObserver(self,
    /// forKeyPath: "captured", options: .new, context: nil)` does (NSObject's KVO; `isCaptured` is
    /// key-value observable, see ``observe(_:options:changeHandler:)``). The observer's
    /// `observeValue(forKeyPath:of:change:context:)` is called with `"captured"` whenever
    /// `capturedDidChangeNotification` is posted, just before it. The key is the property's,
    /// `captured`; the model delivers no change for another key path. The observer is not
    /// retained (as in KVO) and must conform to ``NSKeyValueObserving``, as the AppFilesPlugin
    /// makes an app's class that overrides `observeValue`.
    public func addObserver(
      _ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
      context: UnsafeMutableRawPointer?
    ) {
      guard let target = observer as? any NSKeyValueObserving else { return }
      let id = ObjectIdentifier(observer)
      if options.contains(.initial) {
        target.observeValue(
          forKeyPath: keyPath, of: self, change: [.kindKey: 1, .newKey: isCaptured], context: context)
      }
      guard keyPath == "captured" else { return }
      var old = isCaptured
      capturedObservers.append { [weak target] screen in
        guard let target, screen.keyPathObservers.contains(id) else { return false }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: 1]
        if options.contains(.new) { change[.newKey] = screen.isCaptured }
        if options.contains(.old) { change[.oldKey] = old }
        old = screen.isCaptured
        target.observeValue(forKeyPath: keyPath, of: screen, change: change, context: context)
        return true
      }
      keyPathObservers.insert(id)
    }

    /// Stops `observer`'s observation of `keyPath`.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
      keyPathObservers.remove(ObjectIdentifier(observer))
    }
  #endif

  /// Calls the key-value observers of ``isCaptured`` (before `capturedDidChangeNotification` is
  /// posted), dropping the observations that ended.
  package func deliverCapturedChange() {
    guard !capturedObservers.isEmpty else { return }
    let observers = capturedObservers
    capturedObservers = []
    let kept = observers.filter { $0(self) }
    capturedObservers = kept + capturedObservers  // observations made by a handler stay
  }
}
