/// Steering toward an app-logic script's coverage points (``PlatformStrategy/scriptBranches``, issue 25): a block
/// keeps each trace that first reaches a point (its events up to that step) and starts three in four of its later
/// traces from a kept one, so a handler that needs a path (leave, wait past the script's threshold, return) is reached
/// once and then explored from. Built-in strategies have no points and never come here: their traces stay as
/// they were.
///
/// Beside the script's own points, each event class met in each of the script's lock states
/// (``AppLogic/AppLogicLockState``, while its lock's promise holds) is a point of the steering alone (never
/// reported): what follows the lock (a cancelled prompt that brings it back, a fallback, a touch on the lock) mostly
/// runs no handler of its own, so without these points a trace that reached the lock was not kept again. At most
/// four states times the platform's generated classes (128 at most, a ``EventVocabulary/Mask``'s width).
///
/// Per block, like the transition steering of ``CoverageMap``: results do not depend on the number of jobs.
nonisolated struct ScriptSteering<Host: Platform> {
  /// The points reached by the block's traces so far, a bit per point.
  private(set) var reached: [UInt64] = []
  /// The (lock state, event class) pairs met so far, a bit per ``pairKey(lockState:event:)``.
  private var met: [UInt64] = []
  /// The kept traces, in the order kept.
  private(set) var kept: [[Host.Event]] = []
  /// The most traces kept: a script has a few dozen points, and each is kept at most once.
  static var keptLimit: Int { 256 }

  /// The events a trace starts with, drawn only once a trace is kept: three times in four a kept trace (half of
  /// those the newest, which reached the deepest point so far: what follows a branch is where its faults are; the
  /// others uniformly), else none.
  func start(rng: inout SplitMix64) -> [Host.Event] {
    guard !kept.isEmpty, rng.next(below: 4) != 0 else { return [] }
    return rng.next(below: 2) == 0 ? kept[kept.count - 1] : kept[rng.next(below: kept.count)]
  }

  /// The point of `event` met in the script's lock state `lockState` (``AppLogic/AppLogicLockState``), or `nil`
  /// with no lock state or for an event no class generates.
  static func pairKey(lockState: Int?, event: Host.Event) -> Int? {
    guard let lockState, let cls = Host.vocabulary.classIndex(of: event) else { return nil }
    return lockState * Host.vocabulary.generatedClasses.count + cls
  }

  /// Adds the points `bits` a trace has reached after its last event of `events`, and the pair `pair` that event
  /// met (``pairKey(lockState:event:)``); when one is new to the block, keeps `events` as a start if `keeping` (a
  /// trace can go on from it: it broke nothing and is shorter than the longest trace).
  mutating func note(_ bits: [UInt64], pair: Int? = nil, events: [Host.Event], keeping: Bool) {
    var isNew = false
    for (i, word) in bits.enumerated() {
      if i == reached.count { reached.append(0) }
      if word & ~reached[i] != 0 {
        isNew = true
        reached[i] |= word
      }
    }
    if let pair {
      let word = pair / 64
      let bit: UInt64 = 1 << UInt64(pair % 64)
      if met.count <= word { met += Array(repeating: 0, count: word + 1 - met.count) }
      if met[word] & bit == 0 {
        isNew = true
        met[word] |= bit
      }
    }
    if isNew, keeping, kept.count < Self.keptLimit { kept.append(events) }
  }
}
