/// Names a script writes (the variables it sets, stamps or stores), each once in the order first written, with a
/// set for membership: a breaker's script of thousands of handlers was checked in quadratic time, again for every
/// trace (each trace makes its strategy afresh).
nonisolated public struct AppLogicNames: Sendable, Equatable {
  /// The names, each once, in the order first written (what a "did you mean" is chosen among).
  public private(set) var list: [String] = []
  /// ``list`` as a set.
  private var members: Set<String> = []

  /// No names.
  public init() {}

  /// Adds `name` unless it is there already.
  public mutating func append(_ name: String) {
    if members.insert(name).inserted { list.append(name) }
  }

  /// Whether `name` was added.
  public func contains(_ name: String) -> Bool { members.contains(name) }
}
