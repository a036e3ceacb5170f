import Foundation

/// Whether text stays readable under a Gaussian blur, from the blur's radius and the text's point
/// size (docs/research/time-model-facts.md §8; docs/model-behaviours.md, "Blur legibility").
///
/// A Gaussian of standard deviation σ passes spatial frequency f with amplitude exp(−2π²σ²f²);
/// its half-amplitude cutoff is f ≈ 0.187/σ, so text of cap height h keeps c = 0.187·h/σ cycles
/// per letter. Reading is unimpaired above about 2 cycles per letter and letter recognition fails
/// below about 0.8 (Legge, Pelli, Rubin & Schleske 1985, Vision Research 25:239; Kwon & Legge
/// 2012; peer-reviewed, high), which gives: legible while σ < 0.1·h, illegible when σ > 0.25·h,
/// degraded in between (an inference, medium). No API defines σ for a "radius" (Core Image,
/// SwiftUI `blur(radius:)`, `UIBlurEffect` publish none), so σ = radius / 2 (the weaker reading of
/// the blur); the cap height of the system font is about 0.7 of its point size.
nonisolated package enum BlurLegibility {
  /// How well text reads under a blur.
  package enum Reading: Equatable, Sendable {
    /// Readable (σ < 0.1·h).
    case legible
    /// Hard to read, but a short known string (a balance, a code) may still be guessed.
    case degraded
    /// Not readable (σ > 0.25·h).
    case illegible
  }

  /// Cap height of the system font per point of its size.
  package static let capHeightPerPoint = 0.7
  /// σ per point of blur radius.
  package static let sigmaPerRadius = 0.5

  /// How text of `pointSize` points reads under a blur of `radius` points.
  package static func reading(pointSize: CGFloat, radius: CGFloat) -> Reading {
    let sigma = sigmaPerRadius * Double(radius)
    let capHeight = capHeightPerPoint * Double(pointSize)
    if sigma < 0.1 * capHeight { return .legible }
    return sigma > 0.25 * capHeight ? .illegible : .degraded
  }

  /// Whether a blur of `radius` points hides text of `pointSize` points; degraded text counts as
  /// shown when `degradedIsLegible` (``PlatformFlags/blurDegradedTextIsLegible``).
  package static func hides(pointSize: CGFloat, radius: CGFloat, degradedIsLegible: Bool) -> Bool {
    switch reading(pointSize: pointSize, radius: radius) {
    case .legible: return false
    case .degraded: return !degradedIsLegible
    case .illegible: return true
    }
  }
}
