/// Combine's `ObservableObject`: an object whose `objectWillChange` publishes before any of its
/// `@Published` properties changes (Apple, "ObservableObject",
/// https://developer.apple.com/documentation/combine/observableobject ; iOS 13+; high). SwiftUI
/// views that hold it (``StateObject``, ``ObservedObject``, ``EnvironmentObject``) subscribe and
/// update in SwiftUI's next update.
public protocol ObservableObject: AnyObject {
  /// The type of `objectWillChange` (``ObservableObjectPublisher`` unless the class says otherwise).
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// Publishes before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's one publisher, made on first use and kept as long as the object (Combine
  /// synthesizes it; apps also call `objectWillChange.send()` themselves).
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(of: self) }
}

/// The publisher an ``ObservableObject`` has by default (Apple, "ObservableObjectPublisher",
/// https://developer.apple.com/documentation/combine/observableobjectpublisher ; high): `send()`
/// tells every subscriber, synchronously, that the object is about to change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never
  private let subscribers = SubscriberList<Void>()
  /// A publisher with no subscribers.
  public init() {}
  /// Tells the subscribers that the object is about to change.
  public func send() { subscribers.send(()) }
  public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receive) }

  /// Each object's publisher, looked up by identity (never iterated); an entry whose object was
  /// released is replaced, so a new object at the same address gets a new publisher.
  nonisolated(unsafe) private static var table:
    [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] =
      [:]
  final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// The publisher of `object`, made on first use.
  static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    if let entry = table[id], entry.object.object === object { return entry.publisher }
    if table.count > 256 { table = table.filter { $0.value.object.object != nil } }
    let publisher = ObservableObjectPublisher()
    table[id] = (Weak(object), publisher)
    // The object's `@Published` properties, its superclasses' included, send it from now on.
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        (child.value as? any PublishedProperty)?.publishedStorage.objectPublisher = publisher
      }
      mirror = current.superclassMirror
    }
    return publisher
  }
}

/// Combine's `@Published`: a property of an ``ObservableObject`` class whose change sends the
/// object's `objectWillChange` first, then the new value to `$property`'s subscribers, then is
/// stored (Apple, "Published", https://developer.apple.com/documentation/combine/published ;
/// "publishes ... in the property's willSet block"; iOS 13+; high).
///
/// As in Combine, the object's publisher reaches its `@Published` properties when it is first
/// asked for (Combine finds them by reflection; so does the model, ``ObservableObjectPublisher``):
/// a change made before anyone subscribed to `objectWillChange` has no one to tell.
@propertyWrapper public struct Published<Value> {
  final class Storage: PublishedStorage, @unchecked Sendable {
    var value: Value
    let subscribers = SubscriberList<Value>()
    weak var objectPublisher: ObservableObjectPublisher?
    init(_ value: Value) { self.value = value }
  }
  private let storage: Storage

  /// A published property whose initial value is `value`.
  public init(wrappedValue value: Value) { storage = Storage(value) }
  /// A published property whose initial value is `value`.
  public init(initialValue value: Value) { storage = Storage(value) }

  /// The value; setting it publishes first.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set {
      PublishedChange.begin()
      storage.objectPublisher?.send()
      storage.subscribers.send(newValue)
      storage.value = newValue
      PublishedChange.end()
    }
  }

  /// The property's publisher (`$property`): the current value on subscription, then every new one.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set {}  // Combine lets `$property` be assigned a publisher; the model keeps its own.
  }

  /// The publisher of a `@Published` property (Apple, "Published.Publisher",
  /// https://developer.apple.com/documentation/combine/published/publisher ; high).
  public struct Publisher: ModelCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let storage: Storage
    public func _subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
      let cancellable = storage.subscribers.add(receive)
      receive(storage.value)
      return cancellable
    }
  }
}

extension Published: PublishedProperty {
  var publishedStorage: any PublishedStorage { storage }
}

/// A `@Published` property, as reflection finds it in an object.
protocol PublishedProperty {
  var publishedStorage: any PublishedStorage { get }
}
/// A `@Published` property's storage, which sends its object's publisher before a change.
protocol PublishedStorage: AnyObject {
  var objectPublisher: ObservableObjectPublisher? { get set }
}

/// The `@Published` change under way, so that work which must see the new value (SwiftUI's update,
/// when the model runs it at once) runs after the value is stored (model-only).
public enum PublishedChange {
  nonisolated(unsafe) private static var depth = 0
  nonisolated(unsafe) private static var pending: [() -> Void] = []

  static func begin() { depth += 1 }
  static func end() {
    depth -= 1
    guard depth == 0, !pending.isEmpty else { return }
    let actions = pending
    pending = []
    for action in actions { action() }
  }

  /// Runs `action` once the `@Published` change under way is stored, or now outside one (an
  /// app's own `objectWillChange.send()`, after which the app changes the object itself).
  public static func afterCurrentChange(_ action: @escaping () -> Void) {
    if depth > 0 { pending.append(action) } else { action() }
  }
}
