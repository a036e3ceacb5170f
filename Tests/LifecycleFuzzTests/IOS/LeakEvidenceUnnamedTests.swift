import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A leak whose views cannot be named: the report said `leaked: (no view found) in x 0-0, y 0-0 pt`, which a new
/// user could not act on. It now says what leaked, in which image and step, and why no view is named.
@Suite("A leak with no view named says why")
struct LeakEvidenceUnnamedTests {
  /// A switcher snapshot with 12 sensitive sample points, taken at step 2 (`goHome`) of scene B.
  func evidence(sceneGone: Bool) -> LeakEvidence {
    let pixels = (0..<(Frame.columns * Frame.rows)).map { i -> Pixel in i < 12 ? .sensitive : [] }
    var e = LeakEvidence(
      kind: .switcherSnapshot, scene: "B", time: 0.5, step: 2, event: "goHome", frame: Frame(pixels: pixels),
      leakingViews: [], leakBounds: .zero)
    if !sceneGone { e.picture = ScreenPicture(width: 1, height: 1) }
    return e
  }

  @Test("the scene gone after the step, or of no size: what leaked, where, and why no view is named")
  func unnamed() {
    expectEqual(
      evidence(sceneGone: true).whatLeaked,
      "sensitive content at 12 of 160 sample points of the switcher snapshot of scene B, step 2 (goHome); no view"
        + " named: scene B is gone after that step, so its views cannot be looked up (explain the trace to see the"
        + " step)")
    #expect(
      evidence(sceneGone: false).whatLeaked.hasSuffix(
        "no view named: scene B has no size after that step (explain the trace to see the step)"))
    #expect(!evidence(sceneGone: true).whatLeaked.contains("no view found"))
  }
}
