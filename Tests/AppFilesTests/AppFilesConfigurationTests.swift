import Foundation
import Testing

@testable import AppFiles

/// An `app-files.json` edited after SwiftPM planned the build is an error that says what to do,
/// not a build of the files it named before.
@Suite struct AppFilesConfigurationTests {
  @Test func anUnchangedFileIsNoError() throws {
    let json = #"{ "root": "/tmp/myapp", "files": ["SceneDelegate.swift"] }"#
    let current = try JSONDecoder().decode(AppFilesConfiguration.self, from: Data(json.utf8))
    let planned = AppFilesConfiguration(root: "/tmp/myapp", files: ["SceneDelegate.swift"])
    #expect(current.staleBuildPlanError(planned: planned, path: "app-files.json") == nil)
  }

  @Test func aFileDroppedAfterThePlanIsAnErrorNamingBothListsAndTheFix() {
    let planned = AppFilesConfiguration(root: "/tmp/myapp", files: ["AppDelegate.swift", "SceneDelegate.swift"])
    let current = AppFilesConfiguration(root: "/tmp/myapp", files: ["SceneDelegate.swift"])
    #expect(
      current.staleBuildPlanError(planned: planned, path: "Sources/F/app-files.json")
        == "Sources/F/app-files.json: error: app-files: this file changed after SwiftPM planned the build, "
        + "which still compiles root \"/tmp/myapp\", files AppDelegate.swift, SceneDelegate.swift instead of "
        + "root \"/tmp/myapp\", files SceneDelegate.swift; SwiftPM does not always read it again when only it "
        + "changed: run `touch Package.swift` in the package's folder and build again")
  }

  @Test func aNewRootIsAChangeToo() {
    let planned = AppFilesConfiguration(root: "../MyApp", files: ["SceneDelegate.swift"])
    let current = AppFilesConfiguration(root: "../../MyApp", files: ["SceneDelegate.swift"])
    #expect(current.staleBuildPlanError(planned: planned, path: "a.json")?.contains("root \"../MyApp\"") == true)
  }
}
