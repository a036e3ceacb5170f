/// Which invariants a run checks (`--invariant a,b` and `--skip-invariant a,b`): every one by
/// default. A check left out is dropped from the checking order, so the others keep their order.
public nonisolated struct InvariantSelection<Invariant: PlatformInvariant>: Hashable, Sendable {
  /// The invariants checked when `--invariant` is given, in the order named; `nil` for every one.
  public var only: [Invariant]?
  /// The invariants not checked (`--skip-invariant`), in the order named.
  public var skipped: [Invariant] = []

  /// Every invariant.
  public static var all: InvariantSelection { InvariantSelection() }

  /// Creates a selection: `only` (`nil` for every invariant) without `skipped`.
  public init(only: [Invariant]? = nil, skipped: [Invariant] = []) {
    self.only = only
    self.skipped = skipped
  }

  /// Whether every invariant is checked (no option changed anything).
  public var isAll: Bool { only == nil && skipped.isEmpty }

  /// Whether `invariant` is checked.
  public func includes(_ invariant: Invariant) -> Bool {
    (only?.contains(invariant) ?? true) && !skipped.contains(invariant)
  }

  /// The invariants checked, in declaration order.
  public var included: [Invariant] { Invariant.allCases.filter(includes) }

  /// Parses a comma list of invariant names (`snapshot-leak,crash`); empty names are left out.
  ///
  /// - Returns: the invariants in the order named, or the names no invariant has (in order).
  public static func invariants(named text: String) -> Result<[Invariant], UnknownInvariantNames> {
    let names = text.split(separator: ",").map(String.init)
    let unknown = names.filter { Invariant(rawValue: $0) == nil }
    guard unknown.isEmpty else { return .failure(UnknownInvariantNames(names: unknown)) }
    return .success(names.compactMap(Invariant.init(rawValue:)))
  }
}

/// Names that are not invariants.
public nonisolated struct UnknownInvariantNames: Error, Hashable, Sendable {
  /// The unknown names, in the order given.
  public let names: [String]
}
