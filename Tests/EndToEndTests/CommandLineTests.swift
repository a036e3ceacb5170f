import Foundation
import Testing

/// The built `lifecycle-fuzz` binary.
var toolURL: URL { Bundle.main.bundleURL.appendingPathComponent("lifecycle-fuzz") }

/// A tool run that did not end within its timeout (it was killed).
struct ToolTimeout: Error, CustomStringConvertible {
  let arguments: [String]
  let seconds: Double
  var description: String { "lifecycle-fuzz \(arguments.joined(separator: " ")) ran over \(seconds) s and was killed" }
}

/// Bytes read from a pipe on another thread.
private nonisolated final class PipeDrain: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  /// Starts reading `handle` to its end.
  init(_ handle: FileHandle) {
    DispatchQueue.global().async {
      let d = handle.readDataToEndOfFile()
      self.lock.withLock { self.data = d }
      self.done.signal()
    }
  }

  /// Everything read, once the pipe's writers have all closed it (the tool and anything it
  /// started), or `nil` when that did not happen by `deadline`.
  func wait(until deadline: DispatchTime) -> Data? {
    guard done.wait(timeout: deadline) == .success else { return nil }
    return lock.withLock { data }
  }
}

/// Runs the built `lifecycle-fuzz` binary and returns its exit status, stdout and stderr.
/// Both pipes are read at once (a full one would block the tool), and a run longer than
/// `timeout` seconds is killed and throws ``ToolTimeout``.
func runTool(
  _ arguments: [String], in directory: String? = nil, timeout: Double = 120
) throws -> (status: Int32, out: String, err: String) {
  let process = Process()
  process.executableURL = toolURL
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outDrain = PipeDrain(out.fileHandleForReading)
  let errDrain = PipeDrain(err.fileHandleForReading)
  let deadline = DispatchTime.now() + timeout
  while process.isRunning && DispatchTime.now() < deadline { usleep(5_000) }
  if process.isRunning {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    throw ToolTimeout(arguments: arguments, seconds: timeout)
  }
  process.waitUntilExit()
  guard let outData = outDrain.wait(until: deadline), let errData = errDrain.wait(until: deadline) else {
    throw ToolTimeout(arguments: arguments, seconds: timeout)
  }
  return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Every end-to-end test's folders live under one folder of this test process, removed when
/// the process exits (a test that fails half-way leaves nothing behind either).
let temporaryRoot: String = {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("lf-e2e-\(getpid())").path
  atexit {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lf-e2e-\(getpid())").path
    try? FileManager.default.removeItem(atPath: root)
  }
  return root
}()

/// A fresh, empty folder under ``temporaryRoot``.
func makeTempDirectory() throws -> String {
  let dir = temporaryRoot + "/" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  return dir
}

@Suite("Command line", .serialized)
struct CommandLineTests {
  @Test(
    "bad input gives one line naming the problem and exit 2",
    arguments: [
      (
        ["run", "--strategy", "nope"],
        "error: unknown strategy 'nope' (did you mean 'none'?) (see 'lifecycle-fuzz list strategies')"
      ),
      (["run", "--strategy", "zzzzzz"], "error: unknown strategy 'zzzzzz' (see 'lifecycle-fuzz list strategies')"),
      (["run", "--bogus"], "error: unknown option '--bogus' for run"),
      (["run", "--traces", "zero"], "error: --traces takes a whole number from 1 to 10000000, not 'zero'"),
      (
        ["run", "--profile", "android-ios17-scenes"],
        "error: unknown device 'android' (expected iphone, ipad-split, ipad-stage or mac)"
          + " (did you mean 'iphone-ios17-scenes'?)"
      ),
      (
        ["frobnicate"],
        "error: unknown command 'frobnicate' (expected run, replay, merge, minimize, explore, compare, explain, list,"
          + " bench or help)"
      ),
      (["list", "colors"], "error: unknown list topic 'colors' (expected strategies, events, invariants or profiles)"),
    ])
  func badInput(arguments: [String], firstLine: String) throws {
    let r = try runTool(arguments)
    #expect(r.status == 2)
    #expect(r.err.split(separator: "\n").first.map(String.init) == firstLine)
    #expect(r.out.isEmpty)
  }

  @Test("replay of a malformed trace names file and line and exits 2")
  func malformedTrace() throws {
    let dir = try makeTempDirectory()
    let path = dir + "/broken.trace"
    try "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\nteleport\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let r = try runTool(["replay", path])
    #expect(r.status == 2)
    #expect(r.err == "error: \(path):6: unknown event 'teleport' (see 'lifecycle-fuzz list events')\n")
  }

  @Test("replay exits 1 when a verdict differs from the recorded one")
  func replayMismatch() throws {
    let dir = try makeTempDirectory()
    let path = dir + "/wrong.trace"
    try
      "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\nexpect: holds\nlaunch\nkeyboardShow\ngoHome\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let r = try runTool(["replay", path])
    #expect(r.status == 1)
    #expect(r.out == "DIFF  \(path): expected holds, got snapshot-leak\n0 passed, 1 failed\n")
  }

  @Test("the same seed gives byte-identical output, and counterexamples are written as found")
  func deterministicRunWritesCorpus() throws {
    let dir = try makeTempDirectory()
    let args = ["run", "--traces", "60", "--strategy", "secure-layer", "--corpus", "c", "--verbose"]
    // secure-layer's faults on its own profile are the catalog's expected ones: a pass, new or known.
    let first = try runTool(args, in: dir)
    #expect(first.status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/c").sorted()
    #expect(files.contains("secure-layer--touch-blocked--iphone-ios17-flutter3.29--47284c9d4b.trace"))
    let second = try runTool(args, in: dir)
    #expect(second.status == 0)
    let summary = { (out: String) in out.split(separator: "\n").first { $0.contains(" failure signature(s) across ") } }
    #expect(
      first.out.replacingOccurrences(of: "[new;", with: "[known;").split(separator: "\n").filter {
        $0 != summary(first.out)
      }
        == second.out.split(separator: "\n").filter { $0 != summary(second.out) })
    #expect(summary(second.out)?.hasSuffix("; 0 new") == true)
    #expect(summary(first.out)?.hasSuffix("; 0 new") == false)
    // --no-corpus writes nothing but still reads the corpus: what it holds is known.
    let third = try runTool(args + ["--no-corpus"], in: dir)
    #expect(third.status == 0)
    #expect(third.out == second.out)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/c").sorted() == files)
    let replay = try runTool(["replay", "c"], in: dir)
    #expect(replay.status == 0)
    #expect(replay.out.hasSuffix("\(files.count) passed, 0 failed\n"))
  }

  @Test("--no-corpus reads the default corpus folder to label known signatures and writes nothing")
  func noCorpusReadsDefaultCorpus() throws {
    let dir = try makeTempDirectory()
    let args = ["run", "--traces", "60", "--strategy", "secure-layer", "--no-corpus", "--verbose"]
    // No corpus folder yet: every counterexample is new, and no folder is created.
    let fresh = try runTool(args, in: dir)
    #expect(fresh.status == 0)  // secure-layer's own faults, as the catalog expects them
    #expect(fresh.out.contains("    - launch · touch(0.5, 0.5)   [new;"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/corpus"))
    // A new finding has no file, so its replay line is the inline form.
    #expect(
      fresh.out.contains(
        "replay: swift run lifecycle-fuzz replay --strategy secure-layer --profile iphone-ios17-flutter3.29 --expect touch-blocked --events 'launch · touch(0.5, 0.5)'"
      ))
    // A plain run fills corpus/; --no-corpus then reports the same findings as known.
    #expect(try runTool(["run", "--traces", "60", "--strategy", "secure-layer"], in: dir).status == 0)
    let saved = try FileManager.default.contentsOfDirectory(atPath: dir + "/corpus").sorted()
    let again = try runTool(args, in: dir)
    #expect(again.status == 0)
    #expect(again.out.contains("    - launch · touch(0.5, 0.5)   [known;"))
    #expect(!again.out.contains("[new;"))
    #expect(
      again.out.contains(
        "replay: swift run lifecycle-fuzz replay corpus/secure-layer--touch-blocked--iphone-ios17-flutter3.29--47284c9d4b.trace"
      ))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/corpus").sorted() == saved)
    // merge --no-corpus reads the corpus the same way, so it prints what the run printed.
    #expect(try runTool(args + ["--results", "r.results"], in: dir).out == again.out)
    let merged = try runTool(["merge", "--no-corpus", "--verbose", "r.results"], in: dir)
    #expect(merged.status == 0)
    #expect(merged.out == again.out)
    let folders = try runTool(["merge", "--no-corpus", "corpus"], in: dir)
    #expect(folders.status == 2)
    #expect(
      folders.err.split(separator: "\n").first == "error: merging trace folders writes to the corpus; drop --no-corpus")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/corpus").sorted() == saved)
  }

  @Test("help and list work")
  func helpAndList() throws {
    let help = try runTool(["--help"])
    #expect(help.status == 0)
    #expect(help.out.hasPrefix("lifecycle-fuzz: finds the bugs"))
    let list = try runTool(["list", "strategies"])
    #expect(list.status == 0)
    #expect(list.out.contains("secure-layer"))
  }
}
