import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

/// The process-wide memo of compositions (``RasterMemo``) answers as a fresh composition: its key
/// holds every input of `Renderer.rasterize`, including the legibility flag a device's own cache
/// leaves out.
@Suite("Raster memo")
struct RasterMemoTests {
  /// 17-point sensitive text under a blur of radius 4: degraded, so shown only when degraded text
  /// counts as legible (``BlurLegibility``).
  static let blurredText: [Renderer.Primitive] = [
    Renderer.Primitive(
      rect: CGRect(x: 0, y: 0, width: 390, height: 844), alpha: 1, role: .appSensitive(textHeight: 17), blur: 0),
    Renderer.Primitive(rect: CGRect(x: 0, y: 0, width: 390, height: 844), alpha: 0, role: .unclassified, blur: 4),
  ]
  static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test("A kept frame equals a fresh composition, and the legibility flag keeps its own frame")
  func keptFramesAreCompositions() {
    let legible = RasterMemo.frame(for: Self.blurredText, bounds: Self.bounds, degradedIsLegible: true)
    let hidden = RasterMemo.frame(for: Self.blurredText, bounds: Self.bounds, degradedIsLegible: false)
    #expect(legible.showsSensitiveContent)
    expectEqual(legible.sensitivePointCount, Frame.columns * Frame.rows)
    #expect(!hidden.showsSensitiveContent)
    // Asked again (now kept): the same answers, each its own composition.
    let legibleAgain = RasterMemo.frame(for: Self.blurredText, bounds: Self.bounds, degradedIsLegible: true)
    let hiddenAgain = RasterMemo.frame(for: Self.blurredText, bounds: Self.bounds, degradedIsLegible: false)
    func fresh(_ degradedIsLegible: Bool) -> Frame {
      Frame(pixels: Renderer.rasterize(Self.blurredText, bounds: Self.bounds, degradedIsLegible: degradedIsLegible))
    }
    expectEqual(legibleAgain, fresh(true))
    expectEqual(hiddenAgain, fresh(false))
    #expect(legibleAgain == legible && hiddenAgain == hidden)
  }

  @Test("Keys that compare equal hash alike (a negative zero is zero)")
  func equalKeysHashAlike() {
    var negative = Self.blurredText
    negative[0].rect = CGRect(x: -0.0, y: -0.0, width: 390, height: 844)
    let a = RasterMemo.Key(prims: Self.blurredText, bounds: Self.bounds, degradedIsLegible: true)
    let b = RasterMemo.Key(prims: negative, bounds: Self.bounds, degradedIsLegible: true)
    expectEqual(a, b)
    expectEqual(a.hashValue, b.hashValue)
    let other = RasterMemo.Key(prims: Self.blurredText, bounds: Self.bounds, degradedIsLegible: false)
    #expect(a != other)
  }
}
