/// Combine's namespace of publisher types (Apple, "Publishers",
/// https://developer.apple.com/documentation/combine/publishers ; iOS 13+; high).
public enum Publishers {
  /// The values of two publishers, as each arrives (Apple, "Publishers.Merge",
  /// https://developer.apple.com/documentation/combine/publishers/merge ; iOS 13+; high): one
  /// subscription to each upstream, every value passed on when it is sent.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B
    /// A publisher of `a`'s and `b`'s values.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
      a.merge(with: b)._subscribe(receive)
    }
  }

  /// The values of three publishers, as each arrives (Apple, "Publishers.Merge3",
  /// https://developer.apple.com/documentation/combine/publishers/merge3 ; iOS 13+; high).
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B
    /// The third upstream.
    public let c: C
    /// A publisher of `a`'s, `b`'s and `c`'s values.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }
    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
      a.merge(with: b).merge(with: c)._subscribe(receive)
    }
  }
}
