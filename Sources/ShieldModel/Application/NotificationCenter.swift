/// The app's notification center: delivers notifications synchronously, in registration order.
///
/// It shadows Foundation's `NotificationCenter` for code that imports the model, so cover code
/// written for UIKit registers with the simulated device. Selector-based observation takes a
/// method reference in place of `#selector(...)` (``addObserver(_:selector:name:object:)``):
/// `#selector` and `@objc` need the Objective-C runtime, which Swift on Linux lacks. The `queue`
/// argument is accepted and ignored: every observer runs on the (virtual) main thread at once.
///
/// Nonisolated and `Sendable`, as Foundation declares its center (Apple, "NotificationCenter",
/// https://developer.apple.com/documentation/foundation/notificationcenter ; the SDK's class is
/// thread-safe and `Sendable`; high), so nonisolated app code registers and posts as it does
/// against Foundation. The model runs every process on the main actor: each method asserts it
/// (`MainActor.assumeIsolated`) rather than lock, so a call from another thread, which
/// Foundation allows, stops the run (the model has one thread; `DispatchQueue.global()` blocks
/// run on it).
nonisolated public final class NotificationCenter: @unchecked Sendable {
  nonisolated deinit {}
  private struct Observer {
    let token: ObserverToken
    let name: Notification.Name?
    let object: AnyObject?
    let block: (Notification) -> Void
    /// The object registered with a selector, held weakly: since iOS 9 the center neither
    /// retains it nor calls it once released (Apple, "removeObserver(_:name:object:)",
    /// https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:name:object:) ;
    /// high). `nil` for block observers.
    weak var owner: AnyObject?
    /// Whether it was registered with a selector (and so is skipped once `owner` is released).
    let hasOwner: Bool
  }
  @exclusivity(unchecked) private var observers: [Observer] = []
  /// The objects that stand for classes registered as observers, one per class (looked up only).
  @exclusivity(unchecked) private var classObjects: [ObjectIdentifier: ClassObject] = [:]
  private final class ClassObject {}

  /// The current device's center (UIKit code's `NotificationCenter.default`).
  public static var `default`: NotificationCenter {
    MainActor.assumeIsolated { Device.current?.notificationCenter } ?? NotificationCenter()
  }

  package init() {}

  /// Registers `block` for notifications named `name` (any if `nil`) from `obj` (any if `nil`).
  ///
  /// - Returns: a token to pass to ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping (Notification) -> Void
  ) -> any NSObjectProtocol {
    NotificationCenter.noteNeverPosted(name)
    let token = ObserverToken()
    observers.append(
      Observer(token: token, name: name, object: obj as AnyObject?, block: block, owner: nil, hasOwner: false))
    return token
  }

  /// Registers `observer` to receive notifications named `name` (any if `nil`) from `object` (any
  /// if `nil`) through the method `selector`, UIKit's `addObserver(_:selector:name:object:)`.
  ///
  /// The one line that differs from UIKit code: `#selector(appWillResign(_:))` becomes the method
  /// reference `MyType.appWillResign`, naming the observer's class (in a class that is not
  /// final `Self.appWillResign` does not type-check: `self` is not of type `Self` there), and the
  /// method loses `@objc`: Swift on Linux has no Objective-C runtime, and the compiler's errors
  /// ("'#selector' can only be used with the Objective-C runtime", "Objective-C interoperability
  /// is disabled") point at those two spots.
  /// The observer is held weakly, as iOS 9+ does.
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
    name aName: Notification.Name?, object anObject: Any?
  ) {
    addSelectorObserver(observer, name: aName, object: anObject) { owner, note in
      if let owner = owner as? Observer { selector(owner)(note) }
    }
  }

  /// The form of ``addObserver(_:selector:name:object:)`` for a method that takes no
  /// notification (`@objc func appWillResign()` in UIKit code).
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> () -> Void,
    name aName: Notification.Name?, object anObject: Any?
  ) {
    addSelectorObserver(observer, name: aName, object: anObject) { owner, _ in
      if let owner = owner as? Observer { selector(owner)() }
    }
  }

  /// The form of ``addObserver(_:selector:name:object:)`` for a method that takes the
  /// notification as Foundation's class (`@objc func appWillResign(_ note: NSNotification)` in
  /// UIKit code, where the Objective-C runtime passes the same object either way).
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> (NSNotification) -> Void,
    name aName: Notification.Name?, object anObject: Any?
  ) {
    addSelectorObserver(observer, name: aName, object: anObject) { owner, note in
      guard let owner = owner as? Observer else { return }
      selector(owner)(NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
    }
  }

  private func addSelectorObserver(
    _ observer: AnyObject, name: Notification.Name?, object: Any?,
    call: @escaping (AnyObject, Notification) -> Void
  ) {
    NotificationCenter.noteNeverPosted(name)
    // The block reads the weak reference at delivery: a released observer is not called.
    observers.append(
      Observer(
        token: ObserverToken(), name: name, object: object as AnyObject?,
        block: { [weak observer] note in if let observer { call(observer, note) } }, owner: observer,
        hasOwner: true))
  }

  /// The object an observer stands for: itself, or for a class given as the observer (`self` in a
  /// class method, `MyPlugin.self`) the one object the center keeps for that class. The runtime
  /// sends a class method's selector to the class object, which lives as long as the process, so
  /// the center holds that object for good (Apple, "Using Objective-C Runtime Features in Swift",
  /// https://developer.apple.com/documentation/swift/using-objective-c-runtime-features-in-swift ;
  /// high); off Apple platforms a class is not an object, and a fresh box made per call would be
  /// released at once.
  package func target(for observer: Any) -> AnyObject {
    guard let type = observer as? AnyObject.Type else { return observer as AnyObject }
    let id = ObjectIdentifier(type)
    if let object = classObjects[id] { return object }
    let object = ClassObject()
    classObjects[id] = object
    return object
  }

  /// Removes an observer: a token from ``addObserver(forName:object:queue:using:)``, or an object
  /// registered with ``addObserver(_:selector:name:object:)`` (all its registrations).
  public func removeObserver(_ observer: Any) {
    let target = target(for: observer)
    observers.removeAll { $0.token === target || ($0.hasOwner && $0.owner === target) }
  }

  /// Removes the registrations of `observer` for notifications named `aName` (all names if
  /// `nil`) from `anObject` (all senders if `nil`), UIKit's `removeObserver(_:name:object:)`.
  public func removeObserver(_ observer: Any, name aName: Notification.Name?, object anObject: Any?) {
    let target = target(for: observer)
    let sender = anObject as AnyObject?
    observers.removeAll { o in
      guard o.token === target || (o.hasOwner && o.owner === target) else { return false }
      if let aName, o.name != aName { return false }
      if let sender, o.object !== sender { return false }
      return true
    }
  }

  /// Delivers a notification to every matching observer, in registration order.
  public func post(name aName: Notification.Name, object anObject: Any?, userInfo: [AnyHashable: Any]? = nil) {
    // The main-actor assertion without a closure: `assumeIsolated` allocated a context and checked
    // the executor twice on every post (two or three a step); on the main thread, without asking
    // the runtime (``MainThreadCheck``). The log line is made only on a logging device.
    MainThreadCheck.precondition()
    let device = Device.currentAfterIsolationCheck
    if let device, device.isLogging || device.notesPostsForCoverRaises {
      MainActor.assumeIsolated { device.log("post \(aName.rawValue)") }
    }
    guard !observers.isEmpty else { return }
    // Made when first needed: most observers take any sender, most posts match no observer.
    var sender: AnyObject?
    var hasSender = false
    var note: Notification?
    for o in observers where o.name == nil || o.name == aName {
      if let filter = o.object {
        if !hasSender {
          sender = anObject as AnyObject?
          hasSender = true
        }
        if filter !== sender { continue }
      }
      if let device, MainActor.assumeIsolated({ device.isCrashed }) { return }
      let made = note ?? Notification(name: aName, object: anObject, userInfo: userInfo)
      note = made
      o.block(made)
    }
  }

  /// Forgets every observer (the process that registered them ended).
  package func removeAllObservers() { observers.removeAll() }

  /// The number of registered observers (for residue checks and tests); a selector observer
  /// whose object was released no longer counts, as iOS no longer calls it.
  package var observerCount: Int { observers.count { !$0.hasOwner || $0.owner != nil } }
}

/// The opaque token returned by `addObserver(forName:object:queue:using:)`.
nonisolated public final class ObserverToken: NSObject, @unchecked Sendable {}

extension NotificationCenter {
  /// The key-value observers registered with the center (NSObject's "observationInfo", Apple,
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observationinfo ;
  /// high): it identifies key-value observers, not notification observers, and none can be
  /// registered with the model's center, so it is always `nil` (as on iOS for a center no one
  /// key-value observes).
  public var observationInfo: UnsafeMutableRawPointer? { nil }
}
