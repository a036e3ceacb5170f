import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
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
      expectEqual(SARIFReport.relative(SourceLocator.file(of: strategy, platform: IOSPlatform.self), to: root), file)
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
    expectEqual(
      SourceLocator.file(of: descriptor, platform: IOSPlatform.self), dir + "/Sources/MyApp/Privacy/Shield.swift")
    // Files not on this machine (a build from elsewhere): the descriptor's own file.
    let elsewhere = StrategyDescriptor(
      name: "x", summary: "", source: "me", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      sourceFile: "/nonexistent/Sources/A/B.swift", make: { MyShieldForLocatorTest() })
    expectEqual(SourceLocator.file(of: elsewhere, platform: IOSPlatform.self), "/nonexistent/Sources/A/B.swift")
  }
}

/// A user's cover compiled from the app's files (the AppFilesPlugin, `app-files.json`) with a glue file that makes
/// its descriptor: a test stands in for one, its name is what the locator looks for.
final class AppFileCoverForLocatorTest: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .appSwitcher
}

/// A scene delegate of the app's, hosted as it is (`AppDelegateHost`).
final class AppFileSceneDelegateForLocatorTest: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}

/// SARIF for a user's app files: the result at the app's file and line that declare the strategy's type, the glue a
/// related location (a new user's report: every alert pointed at the glue).
@Suite("App files: the declaration's file and line")
struct AppFilesLocationTests {
  /// A package laid out as the README's quick start: `Fuzzing/` with the glue and `app-files.json`, `MyApp/` with
  /// the app's files.
  static func package(_ app: String) throws -> String {
    let dir = NSTemporaryDirectory() + "app-files-locator-" + UUID().uuidString
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir + "/Sources/Fuzzing", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: dir + "/MyApp", withIntermediateDirectories: true)
    try #"{"root": "../../MyApp", "files": ["Other.swift", "Cover.swift"]}"#.write(
      toFile: dir + "/Sources/Fuzzing/app-files.json", atomically: true, encoding: .utf8)
    try "import UIKit\nfinal class Unrelated {}\n".write(
      toFile: dir + "/MyApp/Other.swift", atomically: true, encoding: .utf8)
    try app.write(toFile: dir + "/MyApp/Cover.swift", atomically: true, encoding: .utf8)
    return dir
  }

  @Test("a cover from app-files.json's files: its file and line; an AppDelegateHost: the scene delegate's")
  func located() throws {
    let dir = try Self.package(
      "import UIKit\n\n// the app's cover\n@MainActor final class AppFileCoverForLocatorTest\n{\n}\n"
        + "class AppFileSceneDelegateForLocatorTest: UIResponder, UIWindowSceneDelegate {}\n")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cover = StrategyDescriptor(
      name: "app-cover", summary: "", source: "me", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      sourceFile: dir + "/Sources/Fuzzing/Glue.swift", make: { AppFileCoverForLocatorTest() })
    let found = SourceLocator.location(of: cover, platform: IOSPlatform.self)
    expectEqual(SARIFReport.relative(found.file, to: dir), "MyApp/Cover.swift")
    expectEqual(found.line, 4)
    let hosted = StrategyDescriptor(
      name: "scene-delegate", summary: "", source: "me", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      sourceFile: dir + "/Sources/Fuzzing/Glue.swift",
      make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { AppFileSceneDelegateForLocatorTest() }) })
    let host = SourceLocator.location(of: hosted, platform: IOSPlatform.self)
    expectEqual(SARIFReport.relative(host.file, to: dir), "MyApp/Cover.swift")
    expectEqual(host.line, 7)
  }

  @Test("compare's SARIF: physicalLocation at the app's file and line, the glue a related location")
  @MainActor func sarif() throws {
    let dir = try Self.package("import UIKit\nfinal class AppFileCoverForLocatorTest {}\n")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cover = StrategyDescriptor(
      name: "app-cover", summary: "", source: "me", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      sourceFile: dir + "/Sources/Fuzzing/Glue.swift", make: { AppFileCoverForLocatorTest() })
    var config = ComparisonConfiguration<IOSPlatform>(strategies: [cover])
    config.traces = 10
    config.maxLength = 6
    let report = Comparison(configuration: config).run()
    let log = SARIFReport.log(comparison: report, strategies: [cover], root: dir)
    let result = try #require(log.runs.first?.results.first)
    let location = try #require(result.locations.first?.physicalLocation)
    expectEqual(location.artifactLocation.uri, "MyApp/Cover.swift")
    expectEqual(location.region?.startLine, 2)
    let related = try #require(result.relatedLocations)
    expectEqual(related.map(\.physicalLocation.artifactLocation.uri), ["Sources/Fuzzing/Glue.swift"])
    expectEqual(related.map { $0.message?.text }, ["the strategy's descriptor (where the fuzzer is told of it)"])
  }
}
