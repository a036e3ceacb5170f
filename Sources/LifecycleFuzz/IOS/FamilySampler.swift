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
  public static func sample(count: Int, seed: UInt64) -> [StrategyDescriptor] {
    var rng = SplitMix64(seed: seed ^ 0x6661_6D69_6C79)  // "family": independent of trace seeds
    var chosen: [Int] = []
    let wanted = min(max(count, 0), Self.count)
    while chosen.count < wanted {
      let i = rng.next(below: Self.count)
      if !chosen.contains(i) { chosen.append(i) }
    }
    return chosen.map(member)
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
  public static func sampleLocks(count: Int, seed: UInt64) -> [StrategyDescriptor] {
    var rng = SplitMix64(seed: seed ^ 0x6C6F_636B_6661_6D69)  // "lockfami"
    // Distinct members, not indices: indices that differ only in a digit the member ignores
    // (`auth=` of a release without Face ID) name the same member.
    var chosen: [LockConfiguration] = []
    var names: Set<String> = []
    let wanted = min(max(count, 0), LockFamily.distinctCount)
    while chosen.count < wanted {
      let enumerated = LockFamily.member(at: rng.next(below: LockFamily.count))
      let member = LockFamily.withNamedOnlyDimensions(
        enumerated, choice: rng.next(below: LockFamily.namedOnlyChoices))
      if names.insert(member.name).inserted { chosen.append(member) }
    }
    return chosen.map { LockFamily.descriptor(for: $0) }
  }
}
