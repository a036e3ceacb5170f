/// Why Android cannot produce an event in the device's current state; every reason is a fact about Android.
nonisolated public struct AndroidRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The refused event.
  public var event: AndroidEvent
  /// Why Android cannot produce it now.
  public var reason: String

  /// `event: reason`.
  public var description: String { "\(event): \(reason)" }
}
