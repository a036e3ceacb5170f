import Foundation

/// A confidence interval for a failure rate: the Wilson score interval.
///
/// For `k` failures in `n` traces, `p = k/n` and `z` the normal quantile (1.96 for 95%):
/// `center = (p + z²/2n) / (1 + z²/n)`, `half = z / (1 + z²/n) * sqrt(p(1-p)/n + z²/4n²)`,
/// interval `[center - half, center + half]` clamped to `[0, 1]`. Unlike the normal
/// approximation it stays inside `[0, 1]` and is not empty at `k = 0` or `k = n`, which are the
/// common cases here (Wilson 1927, https://doi.org/10.1080/01621459.1927.10502953 ; Brown, Cai
/// and DasGupta 2001, https://doi.org/10.1214/ss/1009213286).
public nonisolated struct WilsonInterval: Hashable, Sendable {
  /// Lower bound, a rate from 0 to 1.
  public let lower: Double
  /// Upper bound, a rate from 0 to 1.
  public let upper: Double

  /// The normal quantile for a two-sided 95% interval.
  public static let z95 = 1.959_963_984_540_054

  /// The interval for `failures` out of `trials` (both at least 0, `failures <= trials`); with
  /// no trials it is `[0, 1]`.
  public init(failures: Int, trials: Int, z: Double = WilsonInterval.z95) {
    guard trials > 0 else {
      lower = 0
      upper = 1
      return
    }
    let n = Double(trials)
    let p = Double(failures) / n
    let z2 = z * z
    let denominator = 1 + z2 / n
    let center = (p + z2 / (2 * n)) / denominator
    let half = z / denominator * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
    // The bounds are exactly 0 and 1 at the ends; rounding would leave 1e-16 off.
    lower = failures == 0 ? 0 : max(0, center - half)
    upper = failures == trials ? 1 : min(1, center + half)
  }
}
