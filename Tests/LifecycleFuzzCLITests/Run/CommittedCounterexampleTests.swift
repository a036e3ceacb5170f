import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A counterexample committed to the corpus is no pass, however few traces a run generates (a new user's CI,
/// twentieth session: `run --traces 20 --corpus corpus` printed `1 hold` and exited 0, and its JUnit and SARIF
/// said pass, while the corpus held five BROKEN traces of that strategy; only the separate `replay` step failed).
@Suite("run: a committed counterexample is no pass")
struct CommittedCounterexampleTests {
  /// A corpus trace that still breaks (kept on purpose: `unlock-blocked` after two Face ID misses). The
  /// repository marks it a fixture, so that `replay corpus` passes on a clone; ``copyCommitted(to:)`` copies it
  /// without that mark, as a counterexample a user's corpus would hold.
  static let committed = "model-lock-biometry-lockout-unanswered-blocked.trace"

  /// Writes ``committed`` to `path` without its `# fixture:` line.
  static func copyCommitted(to path: String) throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOfFile: repository.appendingPathComponent("corpus/" + committed).path, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("# fixture:") }
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }
  static let strategy =
    "lock[shield=none,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry,rearm=background,"
    + "policy=biometrics]"

  /// A new temporary folder with an empty folder `corpus` in it.
  static func folder(_ name: String) throws -> String {
    let dir = NSTemporaryDirectory() + name + "-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir + "/corpus", withIntermediateDirectories: true)
    return dir
  }

  @Test("a run that does not reach a still-breaking corpus trace is BROKEN in text, JUnit and SARIF, exit 1")
  func committedCounterexampleFails() throws {
    let dir = NSTemporaryDirectory() + "committed-" + UUID().uuidString
    let corpus = dir + "/corpus"
    let empty = dir + "/empty"
    try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.copyCommitted(to: corpus + "/" + Self.committed)
    func arguments(_ folder: String, _ name: String) -> [String] {
      [
        "run", "--traces", "2", "--jobs", "1", "--strategy", Self.strategy, "--corpus", folder,
        "--junit", "\(dir)/\(name).xml", "--sarif", "\(dir)/\(name).sarif",
      ]
    }
    // The control: two traces alone reach no counterexample.
    let control = run(arguments(empty, "control"))
    expectEqual(control.code, .success)
    #expect(control.out.contains("1 strategy: 1 hold, 0 fail"))

    let judged = run(arguments(corpus, "committed"))
    expectEqual(judged.code, .failure)
    #expect(judged.out.contains("1 strategy: 0 hold, 1 fail"))
    #expect(judged.out.contains("BROKEN unlock-blocked: " + Self.strategy))
    #expect(judged.out.contains("launch · faceIDNoMatch · faceIDNoMatch"))
    #expect(judged.out.contains("[known; in the corpus, not reached by this run's traces; "))
    let junit = try String(contentsOfFile: "\(dir)/committed.xml", encoding: .utf8)
    #expect(junit.contains("<failure message=") && junit.contains("type=\"unlock-blocked\""))
    let sarif = try String(contentsOfFile: "\(dir)/committed.sarif", encoding: .utf8)
    #expect(sarif.contains(Self.committed))
    // A fixture (a failure kept on purpose, which replay passes) is no failure of the run either.
    let fixture = dir + "/fixture"
    try FileManager.default.createDirectory(atPath: fixture, withIntermediateDirectories: true)
    let text = try String(contentsOfFile: corpus + "/" + Self.committed, encoding: .utf8)
    try text.replacingOccurrences(
      of: "lifecycle-fuzz trace 2\n", with: "lifecycle-fuzz trace 2\n# fixture: kept on purpose for this test\n"
    ).write(toFile: fixture + "/" + Self.committed, atomically: true, encoding: .utf8)
    expectEqual(run(arguments(fixture, "fixture")).code, .success)
    // The corpus gains nothing: the trace is already there.
    try expectEqual(
      FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".trace") }, [Self.committed])
  }

  /// The s48 breaker's: a committed counterexample that lost its last lines still parses (a trace has no end line);
  /// it holds, and the run dropped its finding in silence while `replay` said DIFF.
  @Test(
    "a counterexample cut at a line end fails the run as edited since written; one holding under its name's hash not")
  func cutCounterexampleFails() throws {
    let dir = try Self.folder("committed-cut")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.copyCommitted(to: dir + "/whole.trace")
    let whole = try Corpus<IOSPlatform>.readWithLines(dir + "/whole.trace", knownStrategies: nil).trace
    let name = Corpus<IOSPlatform>.fileName(for: whole)
    let text = try String(contentsOfFile: dir + "/whole.trace", encoding: .utf8)
    // Everything after `launch` cut off, at a line end.
    let cut = String(text[..<text.range(of: "\nlaunch\n")!.upperBound])
    try cut.write(toFile: dir + "/corpus/" + name, atomically: true, encoding: .utf8)
    let arguments = ["run", "--traces", "2", "--jobs", "1", "--strategy", Self.strategy, "--corpus", dir + "/corpus"]
    let judged = run(arguments)
    #expect(judged.code == .failure, "\(judged.out)")
    #expect(judged.out.contains("edited since it was written: its events no longer match the hash in its name ("))
    // Renamed to its new content's hash, it is a trace that holds: replay's to report, not the run's.
    let renamed = try Corpus<IOSPlatform>.readWithLines(dir + "/corpus/" + name, knownStrategies: nil).trace
    try FileManager.default.moveItem(
      atPath: dir + "/corpus/" + name, toPath: dir + "/corpus/" + Corpus<IOSPlatform>.fileName(for: renamed))
    expectEqual(run(arguments).code, .success)
  }

  /// A user's regression test, kept as `expect: holds`, that breaks now fails the run as `replay` fails it
  /// (the forty-third session's new user: such a trace was never replayed, the run and its JUnit and SARIF said pass,
  /// and only the separate `replay` step said DIFF).
  @Test("a trace kept as holds that breaks now is BROKEN in text, JUnit and SARIF, exit 1; one that holds adds nothing")
  func keptHoldingThatBreaksFails() throws {
    let dir = NSTemporaryDirectory() + "kept-holds-" + UUID().uuidString
    let corpus = dir + "/corpus"
    try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.copyCommitted(to: dir + "/committed.trace")
    let text = try String(contentsOfFile: dir + "/committed.trace", encoding: .utf8)
    try text.replacingOccurrences(of: "\nexpect: unlock-blocked\n", with: "\nexpect: holds\n")
      .write(toFile: corpus + "/my-regression.trace", atomically: true, encoding: .utf8)
    let arguments = [
      "run", "--traces", "2", "--jobs", "1", "--strategy", Self.strategy, "--corpus", corpus, "--junit",
      "\(dir)/kept.xml", "--sarif", "\(dir)/kept.sarif",
    ]
    let judged = run(arguments)
    expectEqual(judged.code, .failure)
    #expect(judged.out.contains("1 strategy: 0 hold, 1 fail"))
    #expect(judged.out.contains("BROKEN unlock-blocked: " + Self.strategy))
    #expect(judged.out.contains("[known; kept in the corpus as holds, breaks now; "))
    let junit = try String(contentsOfFile: "\(dir)/kept.xml", encoding: .utf8)
    #expect(junit.contains("<failure message=") && junit.contains("type=\"unlock-blocked\""))
    let sarif = try String(contentsOfFile: "\(dir)/kept.sarif", encoding: .utf8)
    #expect(sarif.contains("my-regression.trace"))
    // The corpus gains no copy of it: the file the user kept is the finding's.
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: corpus), ["my-regression.trace"])

    // The control: a kept trace that holds (its first event alone) adds nothing, and the run passes.
    let holding =
      text.components(separatedBy: "\nfaceIDNoMatch")[0]
      .replacingOccurrences(of: "\nexpect: unlock-blocked\n", with: "\nexpect: holds\n") + "\n"
    #expect(holding.hasSuffix("\nlaunch\n"))
    try holding.write(toFile: corpus + "/my-regression.trace", atomically: true, encoding: .utf8)
    let passed = run(arguments)
    expectEqual(passed.code, .success)
    #expect(passed.out.contains("1 strategy: 1 hold, 0 fail"))
  }

  @Test("a counterexample in a corpus subfolder counts too, and two copies of it are one signature, saved no more")
  func subfolderAndCopies() throws {
    let dir = NSTemporaryDirectory() + "committed-sub-" + UUID().uuidString
    let corpus = dir + "/corpus"
    try FileManager.default.createDirectory(atPath: corpus + "/regressions", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.copyCommitted(to: corpus + "/regressions/a.trace")
    try Self.copyCommitted(to: corpus + "/regressions/b.trace")
    let judged = run(["run", "--traces", "2", "--jobs", "1", "--strategy", Self.strategy, "--corpus", corpus])
    expectEqual(judged.code, .failure)
    #expect(judged.out.contains("BROKEN unlock-blocked: " + Self.strategy))
    #expect(judged.out.contains("(1 signature in 1 finding)"))
    #expect(!judged.out.contains("also:"))
    // Known in a subfolder: nothing is written at the top level.
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: corpus).sorted(), ["regressions"])
  }
}
