/// What the display shows of the two activities while a back swipe is held at its commit threshold with the system's
/// cross-activity animation (``AndroidDevice/backPreviewedActivity``), by API level, as AOSP's Shell draws it (read in
/// the code corpus, https://github.com/aosp-mirror/platform_frameworks_base , `libs/WindowManager/Shell/src/com/
/// android/wm/shell/back/`; docs/research/predictive-back.md, finding 4):
///
/// - API 34 (`CrossActivityAnimation.java`, Android 14): both windows scale toward 90 %; the closing one fades out
///   (`1 - smoothstep(0, 0.22, p)`, floor 0.01) and the entering one fades in (`smoothstep(0.22, 1, p)`), `p` the
///   spring's 0.5 at the threshold: the top activity is gone (0.01) and the one below shows at 0.29, scaled 0.925,
///   24 dp left of centre (decelerated progress 0.75, the 96 dp shift). High.
/// - API 35 (`CrossActivityBackAnimation.kt` / `DefaultCrossActivityBackAnimation.kt`, Android 15, the same in
///   GrapheneOS's Android 15 tree): both opaque and scaled to 90 %; the closing one slides to the far edge (an 8 dp
///   margin, a swipe from the left edge), the entering one starts 96 dp (or 10 % of the width) off the near edge: the
///   activity below shows only in the strip left of the closing window, under a scrim. Medium (which Shell build a
///   device runs). The model reads a view of the activity below only where the strip holds all of it: a view the
///   closing window's edge cuts is not read (the model judges whole views), and the scrim's dim is not counted.
struct BackPreviewPicture {
  /// How one activity's windows are drawn: each rectangle scaled by `scale` about the task's top left, then moved by
  /// `dx`, `dy` dp; its opacity multiplied by `alpha`.
  struct Transform {
    var scale: Double
    var dx: Double
    var dy: Double
    var alpha: Double

    /// `rect`, a rectangle in the task's `bounds`, as drawn.
    func apply(to rect: DpRect, in bounds: DpRect) -> DpRect {
      DpRect(
        x: bounds.x + dx + (rect.x - bounds.x) * scale, y: bounds.y + dy + (rect.y - bounds.y) * scale,
        width: rect.width * scale, height: rect.height * scale)
    }
  }

  /// The task's bounds (the top activity's window frame).
  var bounds: DpRect
  /// The closing (top) activity's windows.
  var closing: Transform
  /// The entering activity's (the one below).
  var entering: Transform
  /// The right edge of the strip where the entering activity is seen (API 35), or `nil`: seen wherever it is drawn.
  var enteringStripMaxX: Double?

  /// The picture on `apiLevel` (34 or 35) for a task of `bounds`.
  static func atCommitThreshold(apiLevel: Int, bounds: DpRect) -> BackPreviewPicture {
    let width = bounds.width
    let height = bounds.height
    if apiLevel <= 34 {
      let decelerated = 0.75  // DecelerateInterpolator at 0.5
      let scale = 0.9 + (1 - decelerated) * 0.1
      let left = (width - scale * width) / 2
      let top = (height - scale * height) / 2
      return BackPreviewPicture(
        bounds: bounds,
        closing: Transform(scale: scale, dx: left + decelerated * 96, dy: top, alpha: 0.01),
        entering: Transform(scale: scale, dx: left - 96 + decelerated * 96, dy: top, alpha: smoothstep(0.22, 1, 0.5)),
        enteringStripMaxX: nil)
    }
    let scale = 0.9
    let closingLeft = width - 8 - scale * width
    let enteringLeft = -max(width * (1 - scale), 96) + (width - scale * width) / 2
    let top = (height - scale * height) / 2
    return BackPreviewPicture(
      bounds: bounds,
      closing: Transform(scale: scale, dx: closingLeft, dy: top, alpha: 1),
      entering: Transform(scale: scale, dx: enteringLeft, dy: top, alpha: 1),
      enteringStripMaxX: bounds.x + closingLeft)
  }

  /// Draws `prims[from...]`, one window's primitives, as the animation shows them: `isEntering` for the activity
  /// below, else the closing one.
  func apply(to prims: inout [Primitive], from first: Int, isEntering: Bool) {
    let transform = isEntering ? entering : closing
    var index = first
    while index < prims.count {
      var prim = prims[index]
      prim.rect = transform.apply(to: prim.rect, in: bounds)
      prim.alpha *= transform.alpha
      prim.opaque = prim.opaque && transform.alpha >= 1
      if isEntering, let stripMaxX = enteringStripMaxX, prim.rect.x < bounds.x || prim.rect.maxX > stripMaxX {
        prim.alpha = 0  // cut by the closing window's edge or the display's: not read
      }
      prims[index] = prim
      index += 1
    }
  }

  /// 0 below `edge0`, 1 from `edge1`, smooth between (the Shell's `smoothstep`).
  static func smoothstep(_ edge0: Double, _ edge1: Double, _ x: Double) -> Double {
    if x < edge0 { return 0 }
    if x >= edge1 { return 1 }
    let t = (x - edge0) / (edge1 - edge0)
    return t * t * (3 - 2 * t)
  }
}
