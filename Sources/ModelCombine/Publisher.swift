/// Combine's `Publisher`, reduced to what SwiftUI privacy code uses: values delivered to a
/// subscriber until its ``AnyCancellable`` is cancelled or released (Apple, "Publisher",
/// https://developer.apple.com/documentation/combine/publisher ; iOS 13+; high).
///
/// Swift off Apple platforms has no Combine, so the model owns this protocol and the few
/// publishers that cover code subscribes to: an ``ObservableObject``'s `objectWillChange`, a
/// `@Published` property's `$property`, and `NotificationCenter.default.publisher(for:)`. Each
/// delivers synchronously, in the turn of the change that sends it, as Combine's subjects do
/// (https://developer.apple.com/documentation/combine/passthroughsubject ; high). Operators
/// (`map`, `receive(on:)`, ...) are not modeled and do not compile.
public protocol Publisher<Output, Failure> {
  /// The type of the values published.
  associatedtype Output
  /// The type of the error that ends the stream (`Never` for the model's publishers).
  associatedtype Failure: Error
  /// Delivers each value to `receive` until the returned cancellable is cancelled or released
  /// (model-only: Combine spells this `receive(subscriber:)` with a `Subscriber`).
  func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
  /// Runs `receiveValue` for each value (Apple, "sink(receiveValue:)",
  /// https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:) ; high).
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { _subscribe(receiveValue) }
}

extension Publisher {
  /// Runs `receiveValue` for each value; the model's publishers never complete, so
  /// `receiveCompletion` is never called (Apple, "sink(receiveCompletion:receiveValue:)",
  /// https://developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:) ;
  /// high).
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable { _subscribe(receiveValue) }
}

/// Combine's namespace for subscriber types (Apple, "Subscribers",
/// https://developer.apple.com/documentation/combine/subscribers ; high).
public enum Subscribers {
  /// How a stream ended (Apple, "Subscribers.Completion",
  /// https://developer.apple.com/documentation/combine/subscribers/completion ; high).
  public enum Completion<Failure: Error> {
    /// Normally.
    case finished
    /// With `error`.
    case failure(Failure)
  }
}

/// A subscription that ends when cancelled or released (Apple, "AnyCancellable",
/// https://developer.apple.com/documentation/combine/anycancellable ; "An AnyCancellable instance
/// automatically calls cancel() when deinitialized"; high).
public final class AnyCancellable: Hashable, @unchecked Sendable {
  private var cancelAction: (() -> Void)?
  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
  deinit { cancelAction?() }
  /// Ends the subscription; later calls do nothing.
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }
  /// Keeps this cancellable in `set` (Apple, "store(in:)",
  /// https://developer.apple.com/documentation/combine/anycancellable/store(in:)-6cr9i ; high).
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  /// Keeps this cancellable in `array`.
  public func store(in array: inout [AnyCancellable]) { array.append(self) }
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The subscribers of one of the model's publishers, called in subscription order.
///
/// The model runs every process on its one main thread, so the list is not locked
/// (`@unchecked Sendable`, as ``NotificationCenter``).
final class SubscriberList<Output>: @unchecked Sendable {
  private var entries: [(id: Int, receive: (Output) -> Void)] = []
  private var nextID = 0

  /// Adds `receive`; the cancellable removes it.
  func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    let id = nextID
    nextID += 1
    entries.append((id, receive))
    return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
  }

  /// Delivers `value` to the subscribers present now, in subscription order.
  func send(_ value: Output) {
    for entry in entries { entry.receive(value) }
  }
}
