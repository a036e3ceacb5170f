import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Blur legibility from the text's cap height")
struct BlurLegibilityTests {
  @Test(
    "σ = radius/2 against 0.1 and 0.25 of the cap height (0.7 × point size)",
    arguments: [
      (34.0, 4.0, BlurLegibility.Reading.legible),  // σ 2 < 2.38
      (34.0, 10.0, .degraded),  // σ 5 in 2.38...5.95: seed 004's radius on the balance
      (34.0, 20.0, .illegible),  // σ 10 > 5.95
      (34.0, 30.0, .illegible),
      (17.0, 2.0, .legible),  // σ 1 < 1.19
      (17.0, 3.0, .degraded),  // σ 1.5 in 1.19...2.975
      (17.0, 10.0, .illegible),  // σ 5 > 2.975
    ] as [(Double, Double, BlurLegibility.Reading)])
  func reading(_ pointSize: Double, _ radius: Double, _ expected: BlurLegibility.Reading) {
    expectEqual(BlurLegibility.reading(pointSize: pointSize, radius: radius), expected)
  }

  @Test("degraded text is shown under blurDegradedTextIsLegible and hidden without it")
  func degradedFlag() {
    #expect(!BlurLegibility.hides(pointSize: 34, radius: 10, degradedIsLegible: true))
    #expect(BlurLegibility.hides(pointSize: 34, radius: 10, degradedIsLegible: false))
    #expect(BlurLegibility.hides(pointSize: 17, radius: 10, degradedIsLegible: true))
    #expect(!BlurLegibility.hides(pointSize: 17, radius: 2, degradedIsLegible: false))
  }

  @Test("a radius-10 blur over the sample app leaves the 34 pt balance shown only while degraded counts")
  func sampleApp() throws {
    for (profile, balanceShown) in [
      ("iphone-ios17-scenes", true), ("iphone-ios17-scenes+blurDegradedTextIsLegible=false", false),
    ] {
      let d = try launched(profile)
      let window = d.mainWindow()!
      d.withCurrent {
        let blur = UIView(frame: window.bounds)
        blur.layer.backdropBlurRadius = 10
        window.addSubview(blur)
      }
      let frame = d.render(d.scene(named: "A")!, for: .screenshot)
      // Row 3 of 20 is the balance (y 100...160 of 844); the details (17 pt) are hidden either way.
      #expect(frame.rendering[3].contains("S") == balanceShown, "\(profile)")
      #expect(!frame.rendering[6].contains("S"), "\(profile)")
    }
  }
}
