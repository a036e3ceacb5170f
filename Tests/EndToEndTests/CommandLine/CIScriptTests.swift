import Foundation
import Testing

/// scripts/ci-fuzz.sh, the README's CI script, could not pass `--strategy`: a new user's `lock[...]` member could
/// not be fuzzed in CI as the README shows (twentieth session). `STRATEGY=` now reaches `run` as one word.
@Suite("The CI script passes STRATEGY to run")
struct CIScriptTests {
  @Test("STRATEGY='lock[...]': run fuzzes that member only, with its reports written")
  func strategy() throws {
    let dir = try makeTempDirectory()
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    // A `swift` that builds nothing and shows this build's folder: the script then runs the built tool.
    try FileManager.default.createDirectory(atPath: dir + "/shim", withIntermediateDirectories: true)
    let bin = toolURL.deletingLastPathComponent().path
    try "#!/bin/sh\ncase \"$*\" in *--show-bin-path*) echo '\(bin)' ;; esac\nexit 0\n".write(
      toFile: dir + "/shim/swift", atomically: true, encoding: .utf8)
    chmod(dir + "/shim/swift", 0o755)
    let member = "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background]"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [repository + "/scripts/ci-fuzz.sh", "lifecycle-fuzz"]
    process.currentDirectoryURL = URL(fileURLWithPath: dir)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = dir + "/shim:" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["STRATEGY"] = member
    environment["TRACES"] = "5"
    environment["JOBS"] = "1"
    process.environment = environment
    let outPath = dir + "/ci.log"
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: outPath)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let log = try String(contentsOfFile: outPath, encoding: .utf8)
    #expect(log.contains("ci-fuzz: no traces in corpus yet: nothing to replay\n"))
    #expect(log.contains("5 traces per strategy"))
    #expect(log.contains("  " + member + " "), "\(log)")
    #expect(log.contains("\niOS: 1 strategy: "), "\(log)")
    #expect(!log.contains("subview-tag"))
    #expect(log.contains("ci-fuzz: replay exit 0, run exit \(process.terminationStatus)\n"))
    #expect(FileManager.default.fileExists(atPath: dir + "/fuzz-reports/lifecycle-fuzz.sarif"))
    let junit = try String(contentsOfFile: dir + "/fuzz-reports/lifecycle-fuzz.xml", encoding: .utf8)
    #expect(junit.contains(member))
  }
}
