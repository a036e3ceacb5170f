import Foundation
import TestExpectations
import Testing

/// Issue 29's check script never gave an app its bundle resources: waves' launch asks `Bundle.main` for four plists
/// and stops without them (the twelfth set). Its fuzz run now finds the app folder's non-Swift files and the glue's
/// stand-ins beside the test executable (`Bundle.main`'s folder off Apple platforms), for that run only.
@Suite("The app-files check places an app's bundle resources for its run")
struct AppFilesCheckResourceTests {
  @Test("SET=unseen12 ONLY=waves: the folder's plist and the glue's four stand-ins are there in the run, gone after")
  func resourcesPlacedForTheRun() throws {
    let dir = try makeTempDirectory()
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    let fileManager = FileManager.default
    for folder in ["shim", "bin", "files/waves", "work"] {
      try fileManager.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
    }
    for name in ["AppDelegate.swift", "AppCoordinator.swift", "Probe-Info.plist"] {
      try "".write(toFile: dir + "/files/waves/" + name, atomically: true, encoding: .utf8)
    }
    // A `swift` whose builds succeed, that shows `bin` as the build's folder, and whose `test` lists that folder.
    try """
    #!/bin/sh
    case "$*" in
      *--show-bin-path*) echo '\(dir)/bin' ;;
      test*) ls '\(dir)/bin' > '\(dir)/listing' ;;
    esac
    exit 0

    """.write(toFile: dir + "/shim/swift", atomically: true, encoding: .utf8)
    chmod(dir + "/shim/swift", 0o755)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      repository + "/scripts/oss-compile-check/app-files-check.sh", dir + "/files", dir + "/work",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = dir + "/shim:" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment.merge(["SET": "unseen12", "ONLY": "waves", "MODES": "5", "FUZZ_SECONDS": "1"]) { _, given in given }
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let listing = try String(contentsOfFile: dir + "/listing", encoding: .utf8)
    expectEqual(
      listing,
      "Amplitude-Info.plist\nAppsflyer-Info.plist\nGoogleService-Info.plist\nProbe-Info.plist\n"
        + "Sentry-io-Info.plist\n")
    #expect(try fileManager.contentsOfDirectory(atPath: dir + "/bin").isEmpty)
  }
}
