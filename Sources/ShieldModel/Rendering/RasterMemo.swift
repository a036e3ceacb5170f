import Foundation

/// Frames by what was composited, shared by every device of the process: the second level behind
/// each device's ``RasterCache``.
///
/// ``Renderer/rasterize(_:bounds:degradedIsLegible:)`` is a pure function of the primitives, the
/// scene's bounds and the legibility flag, so a frame kept here is the frame it would compute: a
/// memo cannot be stale, and what it holds or drops changes no output. Every trace starts two new
/// devices whose own caches are empty, yet they draw the pictures earlier traces drew (the app's
/// screens, the strategy's cover); here those are found instead of composited again (issue 30).
/// Debug builds composite again on every eighth hit and trap if the frames differ (on every hit it was an eighth
/// of every debug fuzzing test's time; the key's fields are checked on their own by RasterMemoTests).
///
/// Main-actor state, as the model is: renders run on the main actor only.
enum RasterMemo {
  /// One composition's inputs. Equal keys hash alike: the hash reads only fields `==` compares.
  nonisolated struct Key: Hashable {
    var prims: [Renderer.Primitive]
    var bounds: CGRect
    var degradedIsLegible: Bool

    static func == (a: Key, b: Key) -> Bool {
      a.degradedIsLegible == b.degradedIsLegible && a.bounds == b.bounds && a.prims == b.prims
    }

    /// One word mixed from every field `==` compares, then given to `hasher` once: a combine per
    /// field costs a SipHash round each, several thousand instructions a key.
    func hash(into hasher: inout Hasher) {
      var h = Self.mix(UInt64(prims.count), degradedIsLegible ? 1 : 2)
      h = Self.mix(h, bounds)
      // A loop, not `forEach`: a closure would check its executor per primitive.
      for i in prims.indices {
        h = Self.mix(h, prims[i].rect)
        h = Self.mix(h, Self.bits(prims[i].alpha))
        h = Self.mix(h, Self.bits(Double(prims[i].blur)))
      }
      hasher.combine(h)
    }

    /// A value's bits, with both zeros as one (they compare equal).
    private static func bits(_ x: Double) -> UInt64 { x == 0 ? 0 : x.bitPattern }

    private static func mix(_ h: UInt64, _ r: CGRect) -> UInt64 {
      var h = mix(h, bits(Double(r.origin.x)))
      h = mix(h, bits(Double(r.origin.y)))
      h = mix(h, bits(Double(r.size.width)))
      return mix(h, bits(Double(r.size.height)))
    }

    /// A multiply-rotate step (the one of FxHash); the table's own hasher seeds and finishes it.
    private static func mix(_ h: UInt64, _ v: UInt64) -> UInt64 {
      ((h << 5 | h >> 59) ^ v) &* 0x517c_c1b7_2722_0a95
    }
  }

  /// The frames kept; emptied when full (a bound on memory; any subset answers the same).
  @exclusivity(unchecked) private static var frames: [Key: Frame] = [:]
  /// Enough for the pictures of every built-in strategy's traces many times over (a frame is
  /// 160 one-byte samples).
  private static let capacity = 4096
  #if DEBUG
    /// Hits so far, to cross-check every eighth against a fresh composition.
    @exclusivity(unchecked) private static var hits = 0
  #endif

  /// The frame `prims` composite to in `bounds`: the kept one, or a new composition, kept.
  static func frame(for prims: [Renderer.Primitive], bounds: CGRect, degradedIsLegible: Bool) -> Frame {
    let key = Key(prims: prims, bounds: bounds, degradedIsLegible: degradedIsLegible)
    if let known = frames[key] {
      #if DEBUG
        hits &+= 1
        if hits % 8 == 0 {
          let fresh = Frame(pixels: Renderer.rasterize(prims, bounds: bounds, degradedIsLegible: degradedIsLegible))
          precondition(fresh == known, "raster memo: a frame differs from its composition")
        }
      #endif
      return known
    }
    let frame = Frame(pixels: Renderer.rasterize(prims, bounds: bounds, degradedIsLegible: degradedIsLegible))
    if frames.count >= capacity { frames.removeAll(keepingCapacity: true) }
    frames[key] = frame
    return frame
  }
}
