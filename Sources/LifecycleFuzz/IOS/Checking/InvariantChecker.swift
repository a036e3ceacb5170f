import ShieldModel

/// Checks the invariants after each step by comparing the device running the strategy with the
/// same app without it (the baseline), which received the same events.
///
/// Runs the checkers of ``InvariantCatalog/checks`` in order and reports the first violation;
/// adjacent capture checkers run as one pass over the step's captures.
public struct InvariantChecker {
  /// One unit of the checking order.
  enum Stage {
    /// A checker of the step as a whole.
    case step(any InvariantCheck)
    /// Capture checkers: each capture, in the order taken, goes to the one judging its kind.
    case captures([any CaptureCheck])
  }

  /// What the strategy claims to protect.
  let claims: ProtectionClaims
  /// The strategy's name (`toggleable-cover`, `app-logic#…`), for details that name what the strategy added (a
  /// stranded cover); `nil` names it by its type.
  var strategyName: String?
  /// The checking order, without checkers that cannot fail under `claims`.
  let stages: [Stage]

  /// Creates a checker for a strategy claiming `claims`, running those of `checks` that
  /// `selection` includes, in order.
  init(
    claims: ProtectionClaims, checks: [any InvariantCheck] = InvariantCatalog.checks,
    selection: InvariantSelection<Invariant> = .all
  ) {
    self.claims = claims
    var stages: [Stage] = []
    for check in checks {
      if let capture = check as? any CaptureCheck {
        if case .captures(let group) = stages.last {
          stages[stages.count - 1] = .captures(group + [capture])
        } else {
          stages.append(.captures([capture]))
        }
      } else {
        stages.append(.step(check))
      }
    }
    // Dropped after grouping, so that a skipped checker does not change the order of the others.
    self.stages = stages.compactMap { stage in
      switch stage {
      case .step(let check): return Self.applies(check, claims) && selection.includes(check.invariant) ? stage : nil
      case .captures(let group):
        let kept = group.filter { Self.applies($0, claims) && selection.includes($0.invariant) }
        return kept.isEmpty ? nil : .captures(kept)
      }
    }
    self.checks = self.stages.map { stage -> CheckSlot in
      switch stage {
      case .step(let check): return CheckSlot(check)
      case .captures(let group): return CheckSlot(CaptureGroup(group: group))
      }
    }
  }

  /// The stages as one flat list of checkers (a capture group as one ``CaptureGroup``), each called in place where
  /// it is stored. Issue 30: a list of closures held each call at the array's generic abstraction, so every call
  /// went through a reabstraction thunk that copied the step's context (18 copies a step); iterating ``stages``
  /// copied each stage's existential; so did calling one read from an array of existentials (`checks[i]`, even
  /// through a buffer pointer: 19 copies and destroys a step, about 1,700 instructions). A class's `let` is opened
  /// where it is stored while the loop holds the class.
  private let checks: [CheckSlot]

  private static func applies(_ check: any InvariantCheck, _ claims: ProtectionClaims) -> Bool {
    check.claims.isEmpty || !check.claims.isDisjoint(with: claims)
  }

  /// The first violation visible after the event at `step`, if any.
  package func check(
    step: Int, event: SystemEvent?, captures: [Capture], device: Device, baseline: Device,
    settledPhase: Bool, detectionBefore: CaptureDetectionState? = nil
  ) -> Violation<IOSPlatform>? {
    check(
      step: step, event: event, captures: captures, device: device, baseline: DeferredBaseline(baseline),
      settledPhase: settledPhase, detectionBefore: detectionBefore)
  }

  /// ``check(step:event:captures:device:baseline:settledPhase:detectionBefore:)`` with a baseline that catches up
  /// with its queued events when a checker first reads it.
  func check(
    step: Int, event: SystemEvent?, captures: [Capture], device: Device, baseline: DeferredBaseline,
    settledPhase: Bool, detectionBefore: CaptureDetectionState? = nil
  ) -> Violation<IOSPlatform>? {
    var context = CheckContext(
      step: step, event: event, captures: captures, device: device, baseline: baseline, claims: claims,
      settledPhase: settledPhase, detectionBefore: detectionBefore)
    context.strategyName = strategyName
    // A loop over the slots, not through a buffer pointer: the loop holds each slot, so its checker is called where
    // the slot stores it; through a buffer the compiler copied it out again to keep it alive for the call.
    for slot in checks {
      if let v = slot.check.check(context) { return v }
    }
    return nil
  }
}

/// One checker, held by a class so that calling it opens the existential where the slot stores it instead of
/// copying it out first (``InvariantChecker``'s `checks`).
private nonisolated final class CheckSlot: Sendable {
  /// The checker.
  let check: any InvariantCheck

  init(_ check: any InvariantCheck) { self.check = check }
}

extension InvariantChecker {
  /// A checker running every registered invariant, for tools outside the engine (benchmarks).
  package init(claims: ProtectionClaims) { self.init(claims: claims, checks: InvariantCatalog.checks) }
}

/// Adjacent capture checkers run as one pass over the step's captures: each capture, in the order the system took it,
/// goes to the first checker of the group judging its kind, so the first bad capture decides which invariant is
/// reported. Only the checker's ``InvariantCheck/check(_:)`` is used.
private nonisolated struct CaptureGroup: InvariantCheck {
  /// The group's checkers, in catalog order.
  let group: [any CaptureCheck]

  var invariant: Invariant { group[0].invariant }
  var summary: String { group[0].summary }
  var shortTitle: String { group[0].shortTitle }
  var captureKinds: [CaptureKind] { group.flatMap(\.captureKinds) }
  var claims: ProtectionClaims { group[0].claims }

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    for capture in context.captures {
      // Loops, not `first(where:)`: the closure would check its executor per capture.
      for check in group where check.captureKinds.contains(capture.kind) {
        if let v = check.check(capture, in: context) { return v }
        break
      }
    }
    return nil
  }
}
