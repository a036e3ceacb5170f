import Foundation
import TestExpectations
import Testing

/// A long command started in the background, stopped by a signal once it is under way.
private struct Stopped {
  /// Its exit status, standard output, and the seconds from the signal to its exit.
  let status: Int32
  let out: String
  let seconds: Double
}

/// Starts `arguments` in `folder`, waits `after` seconds (or until `ready` holds), sends `signal`, and waits up to
/// 30 s for the exit (a command that ignores the signal is killed, and its time is then over 30 s).
private func stop(
  _ arguments: [String], in folder: String, with signal: Int32, after: Double, ready: (() -> Bool)? = nil
) throws -> Stopped {
  let process = Process()
  process.executableURL = toolURL
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: folder)
  let outPath = folder + "/signal-out"
  _ = FileManager.default.createFile(atPath: outPath, contents: nil)
  process.standardOutput = FileHandle(forWritingAtPath: outPath)
  process.standardError = FileHandle.nullDevice
  try process.run()
  let start = Date()
  while Date().timeIntervalSince(start) < after || ready?() == false {
    if Date().timeIntervalSince(start) > 120 || !process.isRunning { break }
    usleep(20_000)
  }
  let sent = Date()
  kill(process.processIdentifier, signal)
  while process.isRunning && Date().timeIntervalSince(sent) < 30 { usleep(5_000) }
  if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  process.waitUntilExit()
  let seconds = Date().timeIntervalSince(sent)
  let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
  return Stopped(status: process.terminationStatus, out: out, seconds: seconds)
}

/// Every long command stops on SIGINT, SIGTERM and SIGHUP: it keeps what it found, says INCOMPLETE, exits 4.
/// The bound is a second of the command's own; on a loaded machine a test allows three.
@Suite("Long commands stop on a signal", .serialized, .tags(.slow), .timeLimit(.minutes(10)))
struct LongCommandSignalTests {
  @Test(
    "explore --depth 12 stops on SIGINT, SIGTERM and SIGHUP with what it found so far",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func explore(signal: Int32) throws {
    let dir = try makeTempDirectory()
    let r = try stop(["explore", "--depth", "12", "--strategy", "secure-layer"], in: dir, with: signal, after: 2)
    #expect(r.status == 4, "\(r.out)")
    #expect(r.seconds < 3)
    #expect(r.out.contains("secure-layer on iphone-ios17-flutter3.29: "))
    #expect(r.out.contains("(stopped during depth "))
    #expect(r.out.contains("\nINCOMPLETE: interrupted; secure-layer searched completely to depth "))
    #expect(r.out.hasSuffix("everything found so far is kept. Not a pass.\n"))
  }

  @Test("explore stops at its state budget with a message naming --max-states, exit 4")
  func exploreStateBudget() throws {
    let r = try runTool(["explore", "--depth", "6", "--strategy", "secure-layer", "--max-states", "50"])
    expectEqual(r.status, 4)
    #expect(r.out.contains("INCOMPLETE: state budget of 50 states reached (--max-states); secure-layer searched"))
    // Depth 1 has far fewer than 50 states, so it is complete and its counterexamples are kept.
    #expect(!r.out.contains("searched completely to depth 0 "))
  }

  @Test("explore stops at its memory bound with a message naming --max-memory, exit 4")
  func exploreMemoryBound() throws {
    // 1 MB: below any process's resident memory, so the first check stops the search.
    let r = try runTool(["explore", "--depth", "12", "--strategy", "secure-layer", "--max-memory", "1"])
    expectEqual(r.status, 4)
    #expect(r.out.contains("INCOMPLETE: memory bound of 1 MB reached (--max-memory); secure-layer searched"))
  }

  @Test("minimize of a large folder stops on SIGINT: files already done stay, the rest are as they were")
  func minimize() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/t", withIntermediateDirectories: true)
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("corpus").path
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".trace") }.sorted()
    var before: [String: Data] = [:]
    for name in names.prefix(500) {
      let data = try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + name))
      try data.write(to: URL(fileURLWithPath: dir + "/t/" + name))
      before[name] = data
    }
    let r = try stop(["minimize", "t"], in: dir, with: SIGINT, after: 2)
    #expect(r.status == 4, "\(r.out)")
    #expect(r.seconds < 3)
    #expect(r.out.contains("\nINCOMPLETE: interrupted after "))
    #expect(r.out.hasSuffix("the others are as they were. Not a pass.\n"))
    // Nothing but whole trace files: no temporary file in the folder.
    let after = try FileManager.default.contentsOfDirectory(atPath: dir + "/t")
    #expect(after.allSatisfy { $0.hasSuffix(".trace") }, "\(after.filter { !$0.hasSuffix(".trace") })")
    // Every file still replays: none was left half-written.
    let replay = try runTool(["replay", "t"], in: dir, timeout: 600)
    #expect(!replay.out.contains("unreadable"), "\(replay.out)")
  }

  @Test("compare stops on SIGTERM: INCOMPLETE, exit 4, no report file")
  func compare() throws {
    let dir = try makeTempDirectory()
    let r = try stop(
      ["compare", "--traces", "100000", "--strategy", "secure-layer", "--markdown", "r.md"], in: dir, with: SIGTERM,
      after: 1.5)
    expectEqual(r.status, 4)
    #expect(r.seconds < 3)
    // What it measured so far is printed above the line (here, 1.5 s in, nothing yet); no file is written.
    #expect(r.out.contains("INCOMPLETE: compare interrupted before every strategy ran on every trace"))
    #expect(r.out.hasSuffix("Not a pass.\n"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/r.md"))
  }

  @Test("bench stops on SIGHUP: INCOMPLETE, exit 4")
  func bench() throws {
    let dir = try makeTempDirectory()
    let r = try stop(
      ["bench", "throughput", "--seconds", "60", "--strategy", "secure-layer"], in: dir, with: SIGHUP, after: 1.5)
    expectEqual(r.status, 4)
    #expect(r.seconds < 3)
    #expect(r.out.contains("INCOMPLETE: bench interrupted; "))
  }
}
