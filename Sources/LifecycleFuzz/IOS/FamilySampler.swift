import CoverStrategies
import ShieldModel

/// Samples members of the field's parametric families, the cover family (``CoverFamily``) and the
/// capture-detection family (``DetectFamily``), numbered one after the other, so that a run can
/// search the space of strategies as well as the space of traces.
public nonisolated enum FamilySampler {
  /// How many members the two families have together.
  public static var count: Int { CoverFamily.count + DetectFamily.count }

  /// `count` distinct members chosen from `seed`, in the order drawn; at most ``count``. The same
  /// seed gives the same members.
  ///
  /// - Parameter shouldStop: read between draws (default: whether a signal arrived, ``StopSignal/wasInterrupted``);
  ///   once it says yes, the members drawn so far are returned, so a large `count` never keeps a signal waiting
  ///   (the command then stops as incomplete before its first trace).
  public static func sample(
    count: Int, seed: UInt64, shouldStop: () -> Bool = { StopSignal.wasInterrupted }
  ) -> [StrategyDescriptor] {
    var rng = SplitMix64(seed: seed ^ 0x6661_6D69_6C79)  // "family": independent of trace seeds
    // Membership by index, not a search of `chosen`: the same draws, without quadratic time for a large count.
    var taken = [Bool](repeating: false, count: Self.count)
    let wanted = min(max(count, 0), Self.count)
    var members: [StrategyDescriptor] = []
    while members.count < wanted, !shouldStop() {
      let i = rng.next(below: Self.count)
      if !taken[i] {
        taken[i] = true
        members.append(member(i))
      }
    }
    return members
  }

  /// Member `index` of the two families numbered one after the other.
  public static func member(_ index: Int) -> StrategyDescriptor {
    guard index >= CoverFamily.count else { return CoverFamily.descriptor(for: CoverFamily.member(at: index)) }
    return DetectFamily.descriptor(for: DetectFamily.member(at: index - CoverFamily.count))
  }

  /// `count` distinct members of the app-lock family (``LockFamily``) chosen from `seed`, in the
  /// order drawn; at most ``LockFamily/distinctCount``. The same seed gives the same members, independent
  /// of ``sample(count:seed:)``'s. Each member is an enumerated one with the named-only dimensions (`focus=`,
  /// `hiddenField`, `appFocus`, `cannotEvaluate=`, `ext=`, `widget=`) drawn where valid
  /// (``LockFamily/withNamedOnlyDimensions(_:choice:)``): the enumeration never names them, and a sample that never
  /// drew them would never reach a fault they lead to.
  ///
  /// - Parameter shouldStop: as for ``sample(count:seed:shouldStop:)``.
  public static func sampleLocks(
    count: Int, seed: UInt64, shouldStop: () -> Bool = { StopSignal.wasInterrupted }
  ) -> [StrategyDescriptor] {
    var rng = SplitMix64(seed: seed ^ 0x6C6F_636B_6661_6D69)  // "lockfami"
    // Distinct members, not indices: indices that differ only in a digit the member ignores
    // (`auth=` of a release without Face ID) name the same member.
    var chosen: [LockConfiguration] = []
    var names: Set<String> = []
    let wanted = min(max(count, 0), LockFamily.distinctCount)
    while chosen.count < wanted, !shouldStop() {
      let enumerated = LockFamily.member(at: rng.next(below: LockFamily.count))
      let member = LockFamily.withNamedOnlyDimensions(
        enumerated, choice: rng.next(below: LockFamily.namedOnlyChoices))
      if names.insert(member.name).inserted { chosen.append(member) }
    }
    return chosen.map { LockFamily.descriptor(for: $0) }
  }
}
