import ShieldModel

/// Every invariant's checker, registered once: the checkers, the reports and `list invariants`
/// all read it.
nonisolated enum InvariantCatalog {
  /// The checkers in the order they run after each step; the first violation found is the
  /// step's. Crash first, then the leaks (one pass over the captures in the order they were
  /// taken, so the first bad capture decides between snapshot-leak and capture-leak), touch,
  /// lock bypass, stranded cover, blank window, cannot-disable, residue (the most general
  /// difference after disable, so after the telling one), focus. Reports list invariants in
  /// ``Invariant`` declaration order instead.
  static let checks: [any InvariantCheck] = [
    // First: what follows the use of a previous process's state is the fuzzer's artifact.
    ProcessStateCheck(),
    CrashCheck(),
    SnapshotLeakCheck(),
    CaptureLeakCheck(),
    TouchBlockedCheck(),
    LockBypassCheck(),
    StrandedCoverCheck(),
    BlankWindowCheck(),
    CannotDisableCheck(),
    ResidueCheck(),
    FocusLostCheck(),
  ]

  /// The checker registered for `invariant`.
  static func check(for invariant: Invariant) -> any InvariantCheck {
    guard let check = checks.first(where: { $0.invariant == invariant }) else {
      preconditionFailure("no checker registered for \(invariant.rawValue)")
    }
    return check
  }
}
