/// Whether text stays readable under a `RenderEffect` blur, from the blur's σ and the text's size, both in dp.
///
/// The same rule as the iOS model, copied (numbers and reasoning, not code: the two models share nothing): a
/// Gaussian of standard deviation σ passes spatial frequency f with amplitude exp(−2π²σ²f²); its half-amplitude
/// cutoff is f ≈ 0.187/σ, so text of cap height h keeps c = 0.187·h/σ cycles per letter. Reading is unimpaired
/// above about 2 cycles per letter and letter recognition fails below about 0.8 (Legge, Pelli, Rubin & Schleske
/// 1985, Vision Research 25:239; Kwon & Legge 2012; peer-reviewed, high), which gives: legible while σ < 0.1·h,
/// illegible when σ > 0.25·h, degraded in between (an inference, medium). Roboto's cap height is 0.711 of its size
/// (Roboto's font metrics; high), kept at 0.7 as on iOS. Unlike iOS, Android publishes σ for a radius: hwui converts
/// with σ = 0.57735·r + 0.5 px (`Blur::convertRadiusToSigma`, frameworks/base libs/hwui/utils/Blur.cpp; high).
nonisolated public enum BlurLegibility {
  /// How well text reads under a blur.
  public enum Reading: Equatable, Sendable {
    /// Readable (σ < 0.1·h).
    case legible
    /// Hard to read, but a short known string may still be guessed.
    case degraded
    /// Not readable (σ > 0.25·h).
    case illegible
  }

  /// Cap height per unit of text size.
  public static let capHeightPerTextSize = 0.7

  /// σ in px for a blur radius of `radiusPx` px, as hwui computes it.
  public static func sigma(radiusPx: Double) -> Double { radiusPx > 0 ? 0.57735 * radiusPx + 0.5 : 0 }

  /// How text of `textSizeDp` dp reads under a blur of `sigmaDp` dp.
  public static func reading(textSizeDp: Double, sigmaDp: Double) -> Reading {
    let capHeight = capHeightPerTextSize * textSizeDp
    if sigmaDp < 0.1 * capHeight { return .legible }
    return sigmaDp > 0.25 * capHeight ? .illegible : .degraded
  }

  /// Whether text of `textSizeDp` dp can be read under σ `sigmaDp` dp; degraded text counts when `degradedIsLegible`.
  public static func isLegible(textSizeDp: Double, sigmaDp: Double, degradedIsLegible: Bool) -> Bool {
    switch reading(textSizeDp: textSizeDp, sigmaDp: sigmaDp) {
    case .legible: return true
    case .degraded: return degradedIsLegible
    case .illegible: return false
    }
  }
}
