import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("Corpus: nothing written that cannot be read back")
struct CorpusWriteTests {
  @Test("a corpus trace whose comment has a carriage return is refused, not written")
  func carriageReturnInComment() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-\(UUID().uuidString)").path
    let corpus = Corpus(directory: dir)
    let profile = try Profile(named: "iphone-ios17-scenes")
    var trace = Trace(
      strategy: "subview-tag", profile: profile, expected: .holds, events: [.launch], comments: ["a\rlaunch"])
    #expect(throws: CorpusWriteError.self) { try corpus.write(trace) }
    #expect(!FileManager.default.fileExists(atPath: dir))
    trace.comments = ["fine"]
    let path = try corpus.write(trace)
    #expect(try Corpus<IOSPlatform>.read(path).events == [.launch])
  }
}

@Suite("Corpus: atomic writes leave no temporary file")
struct AtomicCorpusWriteTests {
  let profile = try! Profile(named: "iphone-ios17-scenes")

  func folder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("lf-\(UUID().uuidString)").path
  }

  @Test("a write leaves only the trace: its temporary file and folder are gone")
  func nothingLeft() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let corpus = Corpus<IOSPlatform>(directory: dir)
    let trace = Trace(strategy: "subview-tag", profile: profile, expected: .holds, events: [.launch, .goHome])
    let path = try corpus.write(trace)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir), [(path as NSString).lastPathComponent])
    // Rewriting replaces the file whole.
    var again = trace
    again.comments = ["second"]
    try expectEqual(corpus.write(again), path)
    #expect(try Corpus<IOSPlatform>.read(path).comments == ["second"])
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir).count, 1)
  }

  @Test("a trace whose file name is just under the file system's 255 bytes is written, not lost")
  func fileNameNearTheLimit() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let corpus = Corpus<IOSPlatform>(directory: dir)
    // A user strategy's name long enough that the file name is 250-255 bytes, so it is not shortened.
    let base = Trace(strategy: "s", profile: profile, expected: .holds, events: [.launch])
    let room = Corpus<IOSPlatform>.maximumFileNameBytes - Corpus<IOSPlatform>.fileName(for: base).utf8.count
    let trace = Trace(
      strategy: String(repeating: "s", count: room - 2), profile: profile, expected: .holds, events: [.launch])
    #expect((250...255).contains(Corpus<IOSPlatform>.fileName(for: trace).utf8.count))
    let path = try corpus.write(trace)
    #expect(try Corpus<IOSPlatform>.read(path).strategy == trace.strategy)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir), [(path as NSString).lastPathComponent])
  }

  @Test("a temporary file of a process killed mid-write is removed by the next write; a live one's is not")
  func leftoversOfDeadProcesses() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let tmp = dir + "/" + AtomicFile.folderName
    try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
    // pid 2^22 + 1 is above Linux's pid_max default range and so never running.
    let dead = tmp + "/4194305-1-x.trace"
    let live = tmp + "/\(getppid())-1-y.trace"
    try "half".write(toFile: dead, atomically: false, encoding: .utf8)
    try "writing".write(toFile: live, atomically: false, encoding: .utf8)
    let corpus = Corpus<IOSPlatform>(directory: dir)
    try corpus.write(Trace(strategy: "subview-tag", profile: profile, expected: .holds, events: [.launch]))
    #expect(!FileManager.default.fileExists(atPath: dead))
    #expect(FileManager.default.fileExists(atPath: live))
    // A reader never sees either: only `*.trace` directly in the folder is the corpus.
    expectEqual(corpus.tracePaths().count, 1)
  }

  @Test("a read-only folder is an error naming the file and the system's reason, and leaves nothing")
  func readOnlyFolder() throws {
    guard getuid() != 0 else { return }  // root writes anywhere: nothing to check
    let dir = folder()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer {
      chmod(dir, 0o755)
      try? FileManager.default.removeItem(atPath: dir)
    }
    chmod(dir, 0o555)
    let corpus = Corpus<IOSPlatform>(directory: dir)
    let trace = Trace(strategy: "subview-tag", profile: profile, expected: .holds, events: [.launch])
    #expect(throws: CorpusWriteError.self) { try corpus.write(trace) }
    do { try corpus.write(trace) } catch {
      expectEqual(error.reason, "cannot write the file: Permission denied")
      #expect(error.path.hasPrefix(dir + "/"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test("Corpus.holds: a file of the same counterexample holds it whatever its comments; other events do not")
  func holds() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let corpus = Corpus<IOSPlatform>(directory: dir)
    var trace = Trace(
      strategy: "subview-tag", profile: profile, expected: .broken(.snapshotLeak), events: [.launch, .goHome],
      comments: ["found by trace 3 of run seed 1; x"])
    let path = try corpus.write(trace)
    trace.comments = ["found by trace 9 of run seed 1; x"]
    #expect(corpus.holds(trace, at: path))
    trace.events = [.launch]
    #expect(!corpus.holds(trace, at: path))
    #expect(!corpus.holds(trace, at: dir + "/none.trace"))
  }
}
