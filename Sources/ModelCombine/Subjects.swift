/// Combine's subjects: publishers an app sends values into itself (Apple, "Subject",
/// https://developer.apple.com/documentation/combine/subject ; iOS 13+; high). Each delivers
/// synchronously, in the turn of `send`, to the subscribers present then, as Combine's do; after
/// `send(completion:)` a subject sends nothing more ("After the subject sends a completion, it
/// ignores further values", same page family). The model's `sink` never calls `receiveCompletion`
/// (``Publisher``), so a completion only ends the values.

/// A subject that sends each value to the subscribers present, and keeps none (Apple,
/// "PassthroughSubject", https://developer.apple.com/documentation/combine/passthroughsubject ;
/// high: "Unlike CurrentValueSubject, a PassthroughSubject doesn't have an initial value or a
/// buffer of the most recently-published element").
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let subscribers = SubscriberList<Output>()
  private var finished = false
  /// A subject with no subscribers.
  public init() {}
  /// Sends `value` to the subscribers present now, unless the subject has completed.
  public func send(_ value: Output) {
    guard !finished else { return }
    subscribers.send(value)
  }
  /// Ends the stream: later values are ignored.
  public func send(completion: Subscribers.Completion<Failure>) { finished = true }
  public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receive) }
}

extension PassthroughSubject where Output == Void {
  /// Sends `()` (Apple, "send()", https://developer.apple.com/documentation/combine/subject/send() ).
  public func send() { send(()) }
}

/// A subject that keeps its latest value and sends it to each new subscriber at once, then every
/// later one (Apple, "CurrentValueSubject",
/// https://developer.apple.com/documentation/combine/currentvaluesubject ; high: "Unlike
/// PassthroughSubject, CurrentValueSubject maintains a buffer of the most recently published
/// element"; setting ``value`` publishes it).
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let subscribers = SubscriberList<Output>()
  private var finished = false
  private var current: Output
  /// A subject whose current value is `value`.
  public init(_ value: Output) { current = value }
  /// The current value; setting it sends it (Apple, "value"; high).
  public var value: Output {
    get { current }
    set { send(newValue) }
  }
  /// Makes `value` current and sends it, unless the subject has completed.
  public func send(_ value: Output) {
    guard !finished else { return }
    current = value
    subscribers.send(value)
  }
  /// Ends the stream: later values are ignored.
  public func send(completion: Subscribers.Completion<Failure>) { finished = true }
  public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    let cancellable = subscribers.add(receive)
    if !finished { receive(current) }
    return cancellable
  }
}

extension Publisher {
  /// The values after the first `count` (Apple, "dropFirst(_:)",
  /// https://developer.apple.com/documentation/combine/publisher/dropfirst(_:) ; high).
  public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
    AnyPublisher(_subscribe: { receive in
      var left = count
      return self._subscribe { value in
        if left > 0 { left -= 1 } else { receive(value) }
      }
    })
  }
  /// The values from the first for which `predicate` is false on (Apple, "drop(while:)",
  /// https://developer.apple.com/documentation/combine/publisher/drop(while:) ; high).
  public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher(_subscribe: { receive in
      var dropping = true
      return self._subscribe { value in
        if dropping, predicate(value) { return }
        dropping = false
        receive(value)
      }
    })
  }
}
