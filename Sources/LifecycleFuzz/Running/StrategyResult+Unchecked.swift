/// A claim `--weight` left unexercised: a capture invariant is judged on the captures a trace takes, so when no trace
/// took one of a kind the strategy claims, the invariant was not checked, whatever the table's `holds` says (a breaker
/// turned the switcher's events off and read `snapshot-leak held`).
extension StrategyResult {
  /// Why `invariant` was not checked: no trace took a capture of a kind it judges that the strategy claims (recorded
  /// only in a run that turned a class off, ``capturedKinds``), or `nil`.
  public func uncheckedReason(_ invariant: Host.Invariant) -> String? {
    guard let taken = capturedKinds else { return nil }
    let claimed = invariant.captureKindNames.filter { Host.claims(strategy, covers: $0) }
    guard !claimed.isEmpty, !claimed.contains(where: taken.contains) else { return nil }
    return "no trace took a " + claimed.map(Host.captureKindTitle).joined(separator: " or a ")
  }
}

/// The words reports use for the classes `--weight` turned off.
extension RunConfiguration {
  /// The event classes `--weight name=0` turned off (the last weight given for a class decides), in the order given.
  public var turnedOffClassNames: [String] { Self.turnedOff(weightOverrides) }

  /// The classes `overrides` turn off (the last weight given for a class decides), in the order given.
  static func turnedOff(_ overrides: [(name: String, weight: Int)]) -> [String] {
    var names: [String] = []
    for o in overrides where !names.contains(o.name) {
      if overrides.last(where: { $0.name == o.name })?.weight == 0 { names.append(o.name) }
    }
    return names
  }

  /// `not checked (no trace took a switcher card or a switcher snapshot; weighted 0: goHome, lockDevice)`.
  public func uncheckedText(_ reason: String) -> String {
    let off = turnedOffClassNames
    return "not checked (\(reason)" + (off.isEmpty ? "" : "; weighted 0: " + off.joined(separator: ", ")) + ")"
  }
}
