/// The value operators privacy code chains before `sink` (Apple, "Publisher",
/// https://developer.apple.com/documentation/combine/publisher ; iOS 13+; high): each delivers in
/// the turn of the upstream value, as Combine's do (they add no scheduling; `receive(on:)`, which
/// does, is the model's `ShieldModel` extension on its `DispatchQueue`).
extension Publisher {
  /// Each value transformed by `transform` (Apple, "map(_:)",
  /// https://developer.apple.com/documentation/combine/publisher/map(_:)-99evh ; high).
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
    AnyPublisher(_subscribe: { receive in self._subscribe { receive(transform($0)) } })
  }
  /// The values for which `isIncluded` holds (Apple, "filter(_:)"; high).
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher(_subscribe: { receive in self._subscribe { if isIncluded($0) { receive($0) } } })
  }
  /// The non-`nil` results of `transform` (Apple, "compactMap(_:)"; high).
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
    AnyPublisher(_subscribe: { receive in self._subscribe { if let value = transform($0) { receive(value) } } })
  }
  /// The values of this publisher and of `other`, as each arrives (Apple, "merge(with:)"; high).
  public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
  where P.Output == Output, P.Failure == Failure {
    AnyPublisher(_subscribe: { receive in
      let first = self._subscribe(receive)
      let second = other._subscribe(receive)
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    })
  }
  /// This publisher, its type erased (Apple, "eraseToAnyPublisher()"; high).
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(_subscribe: { self._subscribe($0) })
  }
}

extension Publisher where Output: Equatable {
  /// The values that differ from the one before (Apple, "removeDuplicates()"; high).
  public func removeDuplicates() -> AnyPublisher<Output, Failure> {
    AnyPublisher(_subscribe: { receive in
      var last: Output?
      return self._subscribe { value in
        if last != value { receive(value) }
        last = value
      }
    })
  }
}

/// A publisher of another's values, its type erased (Apple, "AnyPublisher",
/// https://developer.apple.com/documentation/combine/anypublisher ; high).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable
  /// A publisher that subscribes through `subscribe` (model-only).
  public init(_subscribe subscribe: @escaping (@escaping (Output) -> Void) -> AnyCancellable) {
    self.subscribe = subscribe
  }
  public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receive) }
}
