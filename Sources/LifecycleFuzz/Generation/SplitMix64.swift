/// The engine's seeded random number generator: SplitMix64 (Steele, Lea and Flood, 2014).
///
/// Values are reduced to ranges by the engine itself, never by the standard library's
/// `random(in:using:)`, whose algorithm is not promised stable across Swift versions; so the
/// same seed gives the same traces on every toolchain.
public nonisolated struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a 64-bit seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` by multiply-shift reduction; `bound` must be positive.
  public mutating func next(below bound: Int) -> Int {
    precondition(bound > 0)
    return Int((UInt128(next()) &* UInt128(UInt64(bound))) >> 64)
  }

  /// Picks an index with probability proportional to `weights` (all non-negative, sum > 0).
  public mutating func pick(weights: [Int]) -> Int {
    let total = weights.reduce(0, +)
    var r = next(below: total)
    for (i, w) in weights.enumerated() {
      if r < w { return i }
      r -= w
    }
    return weights.count - 1
  }

  /// The seed of the `index`-th trace of a run seeded with `seed`: independent streams per trace
  /// so that a trace can be replayed alone and jobs can split the work.
  public static func traceSeed(runSeed seed: UInt64, index: Int) -> UInt64 {
    var g = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return g.next()
  }
}
