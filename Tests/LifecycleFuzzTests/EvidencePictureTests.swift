import CoverStrategies
import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// The evidence picture is a drawing of the captured screen (issue 28): its real size and orientation, every
/// leaking view at its frame with its identifier, where the capture showed sensitive content.
@Suite("Evidence pictures")
struct EvidencePictureTests {
  /// The rectangles of the `<g data-name="name">` elements of `svg`: x, y, width, height.
  func rect(named name: String, in svg: String) -> [Double]? {
    guard let g = svg.range(of: "data-name=\"\(name)\"") else { return nil }
    guard let r = svg[g.upperBound...].range(of: "<rect ") else { return nil }
    let tag = svg[r.upperBound...].prefix { $0 != ">" }
    func value(_ key: String) -> Double? {
      guard let k = tag.range(of: " \(key)=\"") ?? (tag.hasPrefix("\(key)=\"") ? tag.range(of: "\(key)=\"") : nil)
      else { return nil }
      return Double(tag[k.upperBound...].prefix { $0 != "\"" })
    }
    guard let x = value("x"), let y = value("y"), let w = value("width"), let h = value("height") else { return nil }
    return [x, y, w, h]
  }

  @Test("a leak in landscape is drawn landscape, each leaking view at its frame with its identifier and kind")
  func landscapeLeak() throws {
    // subview-tag-vc covers the portrait view it was shown over; rotated under a prompt, then locked, the
    // snapshot shows the right half of the landscape screen.
    let strategy = try #require(StrategyCatalog.descriptor(named: "subview-tag-vc"))
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: strategy.defaultProfile)
    let events: [SystemEvent] = [.launch, .systemAlert(.permission), .rotate(.landscapeLeft), .lockDevice]
    let e = try #require(LeakEvidence.find(events, runner: runner))
    let picture = try #require(e.picture)
    #expect(picture.width == 844 && picture.height == 390)
    #expect(picture.isLandscape)
    let svg = EvidenceSVG.svg(e)
    #expect(svg.contains("data-orientation=\"landscape\""))
    // The screen is 480 by 480 × 390 / 844 units inside the device outline.
    #expect(svg.contains("<svg x=\"14\" y=\"14\" width=\"480\" height=\"221.8\" overflow=\"hidden\">"))
    expectEqual(e.leakingViews, ["note-field", "details", "balance"])
    let scale = 480.0 / 844
    for name in e.leakingViews {
      let element = try #require(picture.elements.first { $0.name == name })
      expectEqual(element.kind, .sensitive)
      let drawn = try #require(rect(named: name, in: svg), "\(name) is not drawn")
      let expected = [element.x, element.y, element.width, element.height].map { $0 * scale }
      #expect(zip(drawn, expected).allSatisfy { abs($0 - $1) < 0.06 }, "\(name): \(drawn) vs \(expected)")
      #expect(svg.contains(">⚠ \(name)</text>"))
    }
    // The balance label spans the landscape width, 20 points in from each side, 100 points down, 60 tall.
    let balance = try #require(picture.elements.first { $0.name == "balance" })
    expectEqual([balance.x, balance.y, balance.width, balance.height], [20, 100, 804, 60])
    expectEqual(balance.detail, "UILabel \"$ 12,480.17\"")
    // The cover kept its portrait size: it hides the left 390 points only, and the capture showed the rest.
    let cover = try #require(picture.elements.first { $0.kind == .cover })
    #expect(cover.width == 390 && cover.height == 844)
    #expect(!picture.leaked.isEmpty)
    #expect(picture.leaked.allSatisfy { $0.x >= 390 && $0.x + $0.width <= 844.001 })
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"516\" height="))
  }

  @Test("a portrait leak is drawn portrait, the caption beside it; text is escaped")
  func portraitLeak() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    var profile = strategy.defaultProfile
    profile.flags.backgroundLaunchConnectsScene = true  // else a scene app's background launch snapshots nothing
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: profile)
    let e = try #require(LeakEvidence.find([.backgroundLaunch], runner: runner))
    let picture = try #require(e.picture)
    #expect(picture.width == 390 && picture.height == 844)
    let svg = EvidenceSVG.svg(e)
    #expect(svg.contains("data-orientation=\"portrait\""))
    #expect(svg.contains("<title>balance: UILabel &quot;$ 12,480.17&quot;</title>"))
    #expect(svg.contains(">switcher snapshot of scene A leaks</text>"))
    // The whole screen is sensitive-looking: the capture's sensitive rows are outlined.
    #expect(picture.leaked.count >= 1)
  }

  @Test("an Android leak draws the display's windows, the secure one black, the leaking view outlined")
  func androidLeak() throws {
    let strategy = try #require(AndroidPlatform.builtIn.strategy(named: "secure-flag-on-create"))
    let runner = TraceRunner<AndroidPlatform>(strategy: strategy, profile: strategy.defaultProfile)
    let trace = try Trace<AndroidPlatform>(
      parsing: """
        lifecycle-fuzz trace 2
        platform: android
        strategy: secure-flag-on-create
        profile: phone-api34-reactNative
        expect: capture-leak
        launch
        showWindow(dialog)
        screenshot
        """, file: "inline")
    let svg = try #require(AndroidPlatform.evidencePicture(of: trace.events, runner: runner, invariant: .captureLeak))
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns="))
    #expect(svg.contains("data-orientation=\"portrait\""))
    #expect(svg.contains("<g class=\"blackedOut\" data-name=\"activity\">"))
    #expect(svg.contains("data-name=\"dialog/message\""))
    #expect(svg.contains("<title>the capture shows dialog/message legibly</title>"))
    #expect(svg.contains(">screenshot leaks</text>"))
  }
}
