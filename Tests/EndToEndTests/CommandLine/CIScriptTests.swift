import Foundation
import TestExpectations
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
    let (status, log) = try Self.runScript(
      repository: repository, in: dir, arguments: ["lifecycle-fuzz"],
      environment: ["STRATEGY": member, "TRACES": "5", "JOBS": "1"], logsStandardError: false)
    #expect(log.contains("ci-fuzz: no traces in corpus yet: nothing to replay\n"))
    #expect(log.contains("5 traces per strategy"))
    // A name longer than the table's column has a line of its own (its row continues on the next).
    #expect(log.contains("  holds     " + member + "\n"), "\(log)")
    #expect(log.contains("\niOS: 1 strategy: "), "\(log)")
    #expect(!log.contains("subview-tag"))
    #expect(log.contains("ci-fuzz: replay exit 0, run exit \(status)\n"))
    #expect(FileManager.default.fileExists(atPath: dir + "/fuzz-reports/lifecycle-fuzz.sarif"))
    let junit = try String(contentsOfFile: dir + "/fuzz-reports/lifecycle-fuzz.xml", encoding: .utf8)
    #expect(junit.contains(member))
  }

  /// The script always built a release product first, unannounced, and had no way to run a tool already built (a new
  /// user, twentieth session). `BIN=` runs that executable and builds nothing; a `BIN` that is no executable is a
  /// usage error (2) naming it.
  @Test("BIN: the built tool runs and swift is never called, RUN_OPTIONS reach run; a missing BIN exits 2")
  func builtBinary() throws {
    let dir = try makeTempDirectory()
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    // A `swift` that fails: any build the script tried would exit 2.
    try FileManager.default.createDirectory(atPath: dir + "/shim", withIntermediateDirectories: true)
    try "#!/bin/sh\necho called >> '\(dir)/swift-called'\nexit 1\n".write(
      toFile: dir + "/shim/swift", atomically: true, encoding: .utf8)
    chmod(dir + "/shim/swift", 0o755)
    func script(bin: String) throws -> (status: Int32, log: String) {
      try Self.runScript(
        repository: repository, in: dir, arguments: [],
        environment: [
          "BIN": bin, "STRATEGY": "cover-window", "TRACES": "2", "JOBS": "1",
          "RUN_OPTIONS": "--weight presentSheet=0 --weight appPresent=0",
        ], logsStandardError: true)
    }
    let built = try script(bin: toolURL.path)
    #expect(built.log.contains("ci-fuzz: using \(toolURL.path) as built (BIN): nothing built\n"), "\(built.log)")
    // RUN_OPTIONS reach run word by word (a new user could not leave out events their app has no code for).
    #expect(built.log.contains("2 traces per strategy, up to 24 events each; weights presentSheet=0, appPresent=0;"))
    #expect(built.log.contains("ci-fuzz: replay exit 0, run exit \(built.status)\n"), "\(built.log)")
    #expect(built.status != 2)
    #expect(!FileManager.default.fileExists(atPath: dir + "/swift-called"))
    let missing = try script(bin: dir + "/no-such-tool")
    expectEqual(missing.status, 2)
    #expect(missing.log.contains("ci-fuzz: BIN=\(dir)/no-such-tool is no executable file\n"), "\(missing.log)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/swift-called"))
    // A folder passes `test -x` (it can be entered) but runs nothing: 2, not the shell's 126 (a breaker's finding).
    let folder = try script(bin: dir)
    expectEqual(folder.status, 2)
    #expect(folder.log.contains("ci-fuzz: BIN=\(dir) is no executable file\n"), "\(folder.log)")
  }

  /// A new user's app-logic script could not be fuzzed by the CI script (twenty-second session): `APP_LOGIC=FILE`
  /// reaches `run` as `--app-logic FILE`, alone when `STRATEGY` is empty, and a finding is no pass.
  @Test("APP_LOGIC=FILE: run fuzzes the script only; its finding fails the script with its reports written")
  func appLogic() throws {
    let dir = try makeTempDirectory()
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    try "claims: app-switcher\non sceneDidEnterBackground: addCover(view, tag=9)\n".write(
      toFile: dir + "/app.logic", atomically: true, encoding: .utf8)
    let (status, log) = try Self.runScript(
      repository: repository, in: dir, arguments: [],
      environment: ["BIN": toolURL.path, "APP_LOGIC": "app.logic", "TRACES": "20", "JOBS": "1"],
      logsStandardError: false)
    #expect(log.contains("\niOS: 1 strategy: "), "\(log)")
    #expect(log.contains("app-logic#"), "\(log)")
    #expect(status == 1, "\(log)")
    let junit = try String(contentsOfFile: dir + "/fuzz-reports/lifecycle-fuzz.xml", encoding: .utf8)
    #expect(junit.contains("app-logic#"))
    #expect(junit.contains("<failure"))
  }

  /// Runs `scripts/ci-fuzz.sh arguments` in `dir` with `dir/shim` first on `PATH` and `environment` added: its exit
  /// status and standard output (and standard error when `logsStandardError`).
  static func runScript(
    repository: String, in dir: String, arguments: [String], environment: [String: String], logsStandardError: Bool
  ) throws -> (status: Int32, log: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [repository + "/scripts/ci-fuzz.sh"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: dir)
    var all = ProcessInfo.processInfo.environment
    all["PATH"] = dir + "/shim:" + (all["PATH"] ?? "/usr/bin:/bin")
    all.merge(environment) { _, given in given }
    process.environment = all
    let outPath = dir + "/ci.log"
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: outPath)
    process.standardError = logsStandardError ? FileHandle(forWritingAtPath: outPath) : FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try String(contentsOfFile: outPath, encoding: .utf8))
  }
}
