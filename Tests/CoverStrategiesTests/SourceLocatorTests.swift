import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import Testing

/// A user's cover, as a test stands in for one: its name is what the locator looks for.
final class MyShieldForLocatorTest: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .appSwitcher
}

/// SARIF locations (issue 28): a strategy at the file that declares its type, a user's cover at its own file.
@Suite("Strategy source locations")
struct SourceLocatorTests {
  @Test("each built-in is located at its own file, not at the catalog")
  func builtIns() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let expected = [
      "subview-tag": "Sources/CoverStrategies/Seeds/SubviewTagCover.swift",
      "state-cover": "Sources/CoverStrategies/Recommended/SceneStateCover.swift",
      "background-cover-window": "Sources/CoverStrategies/Cases/LifecycleHookCover.swift",
      "cover[on=resign,via=subview,off=becomeActive]": "Sources/CoverStrategies/Family/ParametricCover.swift",
    ]
    for (name, file) in expected {
      let strategy = try #require(StrategyCatalog.descriptor(named: name))
      #expect(SARIFReport.relative(SourceLocator.file(of: strategy, platform: IOSPlatform.self), to: root) == file)
    }
    let android = try #require(AndroidPlatform.builtIn.strategy(named: "secure-flag-on-create"))
    let file = SARIFReport.relative(SourceLocator.file(of: android, platform: AndroidPlatform.self), to: root)
    #expect(file.hasPrefix("Sources/AndroidStrategies/") && !file.hasSuffix("AndroidStrategyCatalog.swift"))
  }

  @Test("a user's cover is located at the file that declares it, next to the descriptor's folder")
  func usersCover() throws {
    let dir = NSTemporaryDirectory() + "locator-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir + "/Sources/MyApp/Privacy", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: dir + "/Sources/MyFuzzing", withIntermediateDirectories: true)
    try "import UIKit\nfinal class MyShieldForLocatorTest: NSObject {}\n".write(
      toFile: dir + "/Sources/MyApp/Privacy/Shield.swift", atomically: true, encoding: .utf8)
    let descriptor = StrategyDescriptor(
      name: "my-shield", summary: "", source: "me", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      sourceFile: dir + "/Sources/MyFuzzing/Shield+Fuzzing.swift", make: { MyShieldForLocatorTest() })
    #expect(
      SourceLocator.file(of: descriptor, platform: IOSPlatform.self) == dir + "/Sources/MyApp/Privacy/Shield.swift")
    // Files not on this machine (a build from elsewhere): the descriptor's own file.
    let elsewhere = StrategyDescriptor(
      name: "x", summary: "", source: "me", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      sourceFile: "/nonexistent/Sources/A/B.swift", make: { MyShieldForLocatorTest() })
    #expect(SourceLocator.file(of: elsewhere, platform: IOSPlatform.self) == "/nonexistent/Sources/A/B.swift")
  }
}
