import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// Traces a user keeps as `expect: holds` (regression tests), as the forty-fourth session's breaker found them: one
/// that no longer replays passed in silence, one whose break the catalog expects showed `holds`, one the run's traces
/// reach was saved a second time, and an Android one outside `corpus/android` was never read.
extension CommittedCounterexampleTests {
  /// A trace file of `strategy` on `profile` expecting holds, with `events` (one a line) and, for Android, its
  /// `platform:` line.
  static func kept(_ strategy: String, _ events: String, profile: String = "iphone-ios17-scenes", android: Bool = false)
    -> String
  {
    "lifecycle-fuzz trace 2\n\(android ? "platform: android\n" : "")strategy: \(strategy)\nprofile: \(profile)\n"
      + "expect: holds\n\(events)\n"
  }

  @Test("a trace kept as holds that no longer replays fails the run in one line naming it, and in JUnit")
  func staleKeptHoldingFails() throws {
    let dir = try Self.folder("kept-stale")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let arguments = [
      "run", "--traces", "1", "--jobs", "1", "--strategy", "one-line-cover", "--corpus", dir + "/corpus",
      "--no-corpus", "--junit", dir + "/r.xml", "--sarif", dir + "/r.sarif",
    ]
    // The control: the run breaks only what the catalog expects of the strategy.
    expectEqual(run(arguments).code, .success)
    try Self.kept("one-line-cover", "launch\nreturnToApp").write(
      toFile: dir + "/corpus/mine.trace", atomically: true, encoding: .utf8)
    let judged = run(arguments)
    expectEqual(judged.code, .failure)
    let line =
      "STALE \(dir)/corpus/mine.trace: kept as holds, no longer replays with one-line-cover: event 2 (returnToApp) is"
      + " not possible: the app is not on the Home Screen; it tests nothing, so the run fails (exit 1) as replay"
      + " does: fix the trace or retire it (git rm)"
    #expect(judged.out.components(separatedBy: "\n").contains(line))
    // The summary line says it too: a CI log's reader does not see "1 hold, 0 fail" beside exit 1.
    #expect(
      judged.out.contains(
        "0 fail; 1 failure signature, 1 new; 1 kept trace no longer replays (STALE below: the run fails)\n"),
      "\(judged.out)")
    #expect(run(arguments + ["--quiet"]).out.components(separatedBy: "\n").contains(line))
    let junit = try String(contentsOfFile: dir + "/r.xml", encoding: .utf8)
    #expect(junit.contains("<testsuite name=\"corpus\" tests=\"1\" failures=\"1\" time=\"0\">"))
    #expect(junit.contains("name=\"\(dir)/corpus/mine.trace\" time=\"0\"><failure message=\"STALE "))
    // SARIF too, as an error notification at the file: a code-scanning CI reads only it.
    let notes = try Self.sarifNotifications(dir + "/r.sarif")
    expectEqual(notes.map(\.level), ["error"])
    expectEqual(notes.first?.text, line)
    expectEqual(notes.first?.uri, "file://\(dir)/corpus/mine.trace")
    // An update of the baseline accepts no STALE trace: the run still fails.
    expectEqual(run(arguments + ["--update-baseline", dir + "/b.baseline"]).code, .failure)
  }

  /// The tool notifications of the SARIF log at `path`: level, text and first location's URI each.
  static func sarifNotifications(_ path: String) throws -> [(level: String, text: String, uri: String?)] {
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let invocations = try #require(runs.first?["invocations"] as? [[String: Any]])
    let notes = invocations.first?["toolExecutionNotifications"] as? [[String: Any]] ?? []
    return notes.map { note in
      let location = (note["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      return (
        note["level"] as? String ?? "", (note["message"] as? [String: Any])?["text"] as? String ?? "",
        (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
      )
    }
  }

  @Test("a trace kept as holds on a profile the run does not run is named in one line and in SARIF, not failed")
  func keptHoldingOnAnotherProfileIsNamed() throws {
    let dir = try Self.folder("kept-other-profile")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // It breaks on its own profile: a run of that profile fails on it.
    try Self.kept(Self.strategy, "launch\nfaceIDMatch\ngoHome", profile: "iphone-ios18-scenes").write(
      toFile: dir + "/corpus/mine.trace", atomically: true, encoding: .utf8)
    let arguments = [
      "run", "--traces", "1", "--jobs", "1", "--strategy", Self.strategy, "--corpus", dir + "/corpus", "--no-corpus",
      "--sarif", dir + "/r.sarif",
    ]
    // Without --profile each strategy runs on its own profile and the corpus's others are replay's: no line.
    #expect(!run(arguments).out.contains("NOT CHECKED"))
    let narrowed = run(arguments + ["--profile", "iphone-ios17-scenes"])
    expectEqual(narrowed.code, .success)
    let line =
      "NOT CHECKED \(dir)/corpus/mine.trace: 1 trace kept as holds of this run's strategies, on iphone-ios18-scenes, a"
      + " profile this run did not run: not replayed, so this run says nothing of it (not a failure); replay corpus"
      + " checks it, as does run --profile iphone-ios18-scenes"
    #expect(narrowed.out.components(separatedBy: "\n").contains(line), "\(narrowed.out)")
    let notes = try Self.sarifNotifications(dir + "/r.sarif")
    expectEqual(notes.map(\.level), ["warning"])
    expectEqual(notes.first?.text, line)
    // Run on its profile too, it is checked (and breaks): no such line.
    let checked = run(arguments + ["--profile", "iphone-ios17-scenes,iphone-ios18-scenes"])
    expectEqual(checked.code, .failure)
    #expect(!checked.out.contains("NOT CHECKED"))
    #expect(checked.out.contains("[known; kept in the corpus as holds, breaks now; "))
  }

  @Test("a trace kept as holds that breaks what the catalog expects fails, as replay's DIFF does")
  func keptHoldingOfAnExpectedBreakFails() throws {
    let dir = try Self.folder("kept-expected")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // one-line-cover's touch-blocked is expected (its view stays and takes the touch); the user's trace says holds.
    try Self.kept("one-line-cover", "launch\nsystemAlert(permission)\ndismissSystemAlert\ntouch(0.5, 0.5)").write(
      toFile: dir + "/corpus/mine.trace", atomically: true, encoding: .utf8)
    let judged = run([
      "run", "--traces", "1", "--jobs", "1", "--strategy", "one-line-cover", "--corpus", dir + "/corpus", "--no-corpus",
    ])
    expectEqual(judged.code, .failure)
    #expect(judged.out.contains("  BROKEN    one-line-cover"))
    #expect(judged.out.contains("BROKEN touch-blocked: one-line-cover"))
    #expect(judged.out.contains("[known; kept in the corpus as holds, breaks now; 4 events]"))
  }

  // Minimal, or hand-written with a wait the bug does not need (it shrinks to the run's `launch · faceIDMatch · goHome`).
  @Test(
    "a trace kept as holds that the run's traces reach (minimal or not) is that file's: no second file, one finding",
    arguments: ["launch\nfaceIDMatch\ngoHome", "launch\nfaceIDMatch\nadvance(1)\ngoHome"])
  func keptHoldingReachedIsNotSavedAgain(events: String) throws {
    let dir = try Self.folder("kept-reached")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.kept(Self.strategy, events).write(toFile: dir + "/corpus/mine.trace", atomically: true, encoding: .utf8)
    let judged = run(["run", "--traces", "10", "--jobs", "1", "--strategy", Self.strategy, "--corpus", dir + "/corpus"])
    expectEqual(judged.code, .failure)
    #expect(judged.out.contains("1 strategy: 0 hold, 1 fail; 2 failure signatures, 1 new\n"), "\(judged.out)")
    #expect(
      judged.out.contains("launch · faceIDMatch · goHome   [known; kept in the corpus as holds, breaks now; 2 traces; ")
    )
    #expect(judged.out.contains(" replay \(dir)/corpus/mine.trace\n"))
    // A kept trace that is not minimal is that finding, not a second one of its own events.
    #expect(!judged.out.contains("advance(1) · goHome"))
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/corpus")
    #expect(files.contains("mine.trace"))
    #expect(!files.contains { $0.hasSuffix("--2caa1f0d41.trace") }, "\(files)")
  }

  @Test("an Android trace kept as holds in a corpus subfolder is read by an Android run, as replay reads it")
  func androidKeptOutsideItsFolder() throws {
    let dir = try Self.folder("kept-android")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/corpus/regressions", withIntermediateDirectories: true)
    let text = Self.kept(
      "secure-flag-on-pause", "launch\nrecentsTiming(beforePause)\npressHome\nopenRecents",
      profile: "phone-api31-views",
      android: true)
    let arguments = [
      "run", "--platform", "android", "--traces", "1", "--jobs", "1", "--strategy", "secure-flag-on-pause",
      "--corpus", dir + "/corpus", "--no-corpus",
    ]
    for place in ["regressions/mine.trace", "mine.trace", "android/mine.trace"] {
      try FileManager.default.createDirectory(atPath: dir + "/corpus/android", withIntermediateDirectories: true)
      try text.write(toFile: dir + "/corpus/" + place, atomically: true, encoding: .utf8)
      let judged = run(arguments)
      #expect(judged.code == .failure, "\(place)")
      #expect(judged.out.contains("[known; kept in the corpus as holds, breaks now; 4 events]"), "\(place)")
      try FileManager.default.removeItem(atPath: dir + "/corpus/" + place)
    }
    // The header as the parser also reads it (no space, a tab): the s44 breaker's silent skip.
    for header in ["platform:android", "platform:\tandroid"] {
      try text.replacingOccurrences(of: "platform: android", with: header).write(
        toFile: dir + "/corpus/mine.trace", atomically: true, encoding: .utf8)
      let judged = run(arguments)
      #expect(judged.code == .failure, "\(header)")
      #expect(judged.out.contains("[known; kept in the corpus as holds, breaks now; 4 events]"), "\(header)")
    }
  }
}
