import Foundation
import TestExpectations
import Testing

/// Exit codes by what is broken (issue 28): a run fails while an invariant is broken and neither accepted by a
/// baseline nor expected by the catalog; whether a counterexample is new decides only what the corpus gets.
@Suite("Exit codes by what is broken", .serialized)
struct ExitCodeRuleTests {
  static let doubleResign = [
    "run", "--strategy", "subview-tag", "--flag", "doubleResign=true", "--traces", "50", "--jobs", "1",
    "--corpus", "c",
  ]

  /// The document's `<testsuites failures="N"` count.
  func junitFailures(_ path: String) throws -> Int {
    let xml = try String(contentsOfFile: path, encoding: .utf8)
    let root = try #require(xml.split(separator: "\n").first { $0.hasPrefix("<testsuites ") })
    let value = try #require(root.split(separator: " ").first { $0.hasPrefix("failures=") })
    return try #require(Int(value.dropFirst("failures=\"".count).dropLast()))
  }

  @Test("a known counterexample still fails; accepted it passes; expired it fails again; JUnit agrees")
  func knownAcceptedExpired() throws {
    let dir = try makeTempDirectory()
    let first = try runTool(Self.doubleResign + ["--junit", "1.xml"], in: dir)
    expectEqual(first.status, 1)
    #expect(first.out.contains(" new"))
    #expect(try junitFailures(dir + "/1.xml") > 0)
    // The second run finds the same counterexamples, now in the corpus: still broken, still a failure.
    // An update is judged as `run --baseline` judges it with the file it wrote: every failure accepted, exit 0 (it
    // exited 1, the s45 reliability list); its JUnit still shows what it found, which the file now accepts.
    let second = try runTool(Self.doubleResign + ["--junit", "2.xml", "--update-baseline", "b.baseline"], in: dir)
    expectEqual(second.status, 0)
    #expect(second.out.contains(" failure signatures, 0 new"))
    #expect(
      second.out.contains(
        "exit 0: every failure of this run is accepted by b.baseline now, as run --baseline b.baseline judges it;"
          + " replace each placeholder reason with why it is acceptable\n"))
    try expectEqual(junitFailures(dir + "/2.xml"), junitFailures(dir + "/1.xml"))
    let accepted = try runTool(Self.doubleResign + ["--junit", "3.xml", "--baseline", "b.baseline"], in: dir)
    expectEqual(accepted.status, 0)
    try expectEqual(junitFailures(dir + "/3.xml"), 0)
    #expect(
      try String(contentsOfFile: dir + "/3.xml", encoding: .utf8).contains(
        "skipped message=\"accepted by the baseline: accepted by --update-baseline"))
    let text = try String(contentsOfFile: dir + "/b.baseline", encoding: .utf8)
    let expired = text.split(separator: "\n").map { $0.contains(" | ") ? $0 + "\texpires 2020-01-31" : $0 }
    try (expired.joined(separator: "\n") + "\n").write(toFile: dir + "/x.baseline", atomically: true, encoding: .utf8)
    let lapsed = try runTool(
      Self.doubleResign + ["--junit", "4.xml", "--baseline", "x.baseline", "--today", "2026-12-01"], in: dir)
    expectEqual(lapsed.status, 1)
    #expect(lapsed.out.contains("WARNING: expired 2020-01-31 (today 2026-12-01)"))
    #expect(try junitFailures(dir + "/4.xml") > 0)
  }

  @Test("a built-in strategy on its own profile exits 0 through the catalog's expectations, JUnit skips them")
  func expectedOnOwnProfile() throws {
    let dir = try makeTempDirectory()
    let r = try runTool(
      [
        "run", "--strategy", "subview-tag,secure-layer", "--traces", "200", "--jobs", "1", "--corpus", "c",
        "--junit", "j.xml",
      ], in: dir)
    expectEqual(r.status, 0)
    try expectEqual(junitFailures(dir + "/j.xml"), 0)
    let xml = try String(contentsOfFile: dir + "/j.xml", encoding: .utf8)
    #expect(
      xml.contains(
        "name=\"snapshot-leak\" time=\"0\"><skipped message=\"expected by the catalog: covers from sceneWillResignActive"
      ))
    // subview-tag is no lock and cannot be turned off: those invariants are skipped, not passed.
    #expect(
      xml.contains(
        "<testcase classname=\"subview-tag\" name=\"lock-bypass\" time=\"0\"><skipped message=\"not claimed: the "
          + "strategy is no app lock, and only a lock's promise can break it\"/>"))
    #expect(xml.contains("<testcase classname=\"subview-tag\" name=\"crash\" time=\"0\"/>"))
    // The same strategies with an open question answered the other way are on another profile: no expectation.
    let flipped = try runTool(
      [
        "run", "--strategy", "subview-tag", "--flag", "doubleResign=true", "--traces", "50", "--jobs", "1",
        "--no-corpus", "--junit", "k.xml",
      ], in: dir)
    expectEqual(flipped.status, 1)
    #expect(try junitFailures(dir + "/k.xml") > 0)
  }

  @Test("replay fails on a committed counterexample until it is accepted or fixed; expected ones pass")
  func replayFollowsTheRule() throws {
    let dir = try makeTempDirectory()
    _ = try runTool(Self.doubleResign + ["--update-baseline", "b.baseline"], in: dir)
    let replayed = try runTool(["replay", "c"], in: dir)
    expectEqual(replayed.status, 1)
    #expect(replayed.out.contains(", as recorded; neither accepted nor expected\n"))
    #expect(replayed.out.contains("FAILED (exit 1): "))
    #expect(
      replayed.out.contains(" known counterexamples still BROKEN, neither accepted nor expected (the cover still"))
    let accepted = try runTool(["replay", "--baseline", "b.baseline", "c"], in: dir)
    expectEqual(accepted.status, 0)
    #expect(accepted.out.contains("(accepted: accepted by --update-baseline)"))
    // A fixture says in its file why its failure stays: every trace marked, replay passes and says why; a mark with
    // no reason marks nothing.
    let traces = try FileManager.default.contentsOfDirectory(atPath: dir + "/c").filter { $0.hasSuffix(".trace") }
      .sorted()
    try #require(traces.count >= 2)
    for (i, name) in traces.enumerated() {
      let path = dir + "/c/" + name
      var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
      lines.insert(i == 0 ? "#   fixture:   " : "# fixture: the double resign's fault, on purpose", at: 1)
      try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    let marked = try runTool(["replay", "c"], in: dir)
    expectEqual(marked.status, 1)
    expectEqual(
      marked.out.components(separatedBy: "(fixture: the double resign's fault, on purpose)").count, traces.count)
    #expect(marked.out.contains("FAILED (exit 1): 1 known counterexample still BROKEN, neither accepted nor expected"))
    try FileManager.default.removeItem(atPath: dir + "/c/" + traces[0])
    try expectEqual(runTool(["replay", "c"], in: dir).status, 0)
    // A built-in's counterexample on its own profile is one of the catalog's expected faults (secure-layer's host is
    // an app-delegate app: a background launch photographs it; a scene app's connects no scene by default).
    let inline = try runTool(
      [
        "replay", "--strategy", "secure-layer", "--profile", "iphone-ios17-flutter3.29", "--expect", "snapshot-leak",
        "--events", "backgroundLaunch",
      ], in: dir)
    expectEqual(inline.status, 0)
    #expect(inline.out.hasSuffix("(expected)\n"))
  }

  @Test("explore follows the rule: expected counterexamples pass, others fail")
  func exploreFollowsTheRule() throws {
    let expected = try runTool(["explore", "--depth", "1", "--strategy", "secure-layer"])
    expectEqual(expected.status, 0)
    #expect(expected.out.contains("snapshot-leak   expected at depth 1: backgroundLaunch"))
    let flipped = try runTool(
      ["explore", "--depth", "1", "--strategy", "secure-layer", "--flag", "doubleResign=true"])
    expectEqual(flipped.status, 1)
    #expect(flipped.out.contains("snapshot-leak   BROKEN at depth 1: backgroundLaunch"))
  }
}

@Suite("The default run", .serialized)
struct DefaultRunTests {
  /// The default run, once per test process for both tests: its status, output and SARIF log. The SARIF log
  /// changes nothing printed; it gives the findings' summary (``FindingsSummary``).
  static let run = Result { () throws -> (status: Int32, out: String, sarif: String) in
    let dir = try makeTempDirectory()
    let r = try runTool(["--sarif", "findings.sarif"], in: dir, timeout: 900)
    return (r.status, r.out, dir + "/findings.sarif")
  }

  @Test("the default run's findings per strategy, invariant and capture kind are the committed summary's")
  func findingsSummary() throws {
    try FindingsSummary.check(sarif: try Self.run.get().sarif)
  }

  @Test("swift run lifecycle-fuzz: exit 0 through the catalog's expectations, one screen of at most 200 lines")
  func defaultRun() throws {
    let r = try Self.run.get()
    expectEqual(r.status, 0)
    let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 200, "\(lines.count) lines")
    // The verdict table comes first, and each platform's summary line names how many strategies hold.
    #expect(lines[2].hasPrefix("  verdict   strategy"))
    // The recommended strategy breaks at most its declared focus-lost: the app's own navigation while it covers
    // (StrategyCatalog.expectedFailures). Since keyboardShow is a hit-tested tap (session 39) the default run's
    // 400 traces no longer reach it (its two corpus traces still replay it); it must never leak.
    let recommended = try #require(
      lines.first { $0.hasPrefix("  expected  state-cover ") || $0.hasPrefix("  holds     state-cover ") })
    #expect(recommended.hasPrefix("  holds ") || recommended.contains(" focus-lost "))
    #expect(!recommended.contains("snapshot-leak") && !recommended.contains("capture-leak"))
    // (The counts follow the catalogs: scripts/expected-failures.sh refreshes what they expect.)
    let summaries = lines.filter { $0.hasPrefix("iOS: ") || $0.hasPrefix("Android: ") }
    expectEqual(summaries.count, 2)
    #expect(summaries.allSatisfy { $0.contains(" break only what is expected or accepted, 0 fail; ") })
    // Nothing fails, so no details; the most frequent event is explained.
    #expect(!r.out.contains("BROKEN"))
    #expect(!r.out.contains("test: @Test"))
    #expect(!r.out.contains("coverage:"))
    #expect(r.out.contains("  backgroundLaunch "))
    #expect(r.out.contains("photographed with no resign"))
  }
}

@Suite("The tool's version in every report", .serialized)
struct VersionInReportsTests {
  @Test("the run header, SARIF driver.version and semanticVersion, JUnit and results files name the build; -j 2 works")
  func versionEverywhere() throws {
    let dir = try makeTempDirectory()
    let version = try runTool(["--version"]).out
    #expect(version.hasPrefix("lifecycle-fuzz 0."))
    let text = String(version.dropFirst("lifecycle-fuzz ".count).dropLast())  // "0.28.0 (commit …)"
    let semantic = String(text.prefix { $0 != " " })
    let r = try runTool(
      [
        "run", "--strategy=subview-tag", "--traces=40", "-j", "2", "--seed=5", "--no-corpus", "--sarif", "s.sarif",
        "--junit=j.xml", "--results", "r.results",
      ], in: dir)
    expectEqual(r.status, 0)
    #expect(
      r.out.hasPrefix(
        "lifecycle-fuzz run: seed 5, 40 traces per strategy, up to 24 events each; LifecycleFuzz \(text)\n"))
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/s.sarif"))) as? [String: Any]
    )
    let driver = try #require(
      (((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]))
    #expect(driver["version"] as? String == text)
    #expect(driver["semanticVersion"] as? String == semantic)
    let junit = try String(contentsOfFile: dir + "/j.xml", encoding: .utf8)
    #expect(junit.contains("<property name=\"lifecycle-fuzz.version\" value=\"\(text)\"/>"))
    let results = try String(contentsOfFile: dir + "/r.results", encoding: .utf8)
    expectEqual(results.split(separator: "\n")[2], "# written by lifecycle-fuzz \(text)")
    // -j 2 prints what --jobs 1 prints.
    let one = try runTool(
      ["run", "--strategy", "subview-tag", "--traces", "40", "--jobs", "1", "--seed", "5", "--no-corpus"], in: dir)
    expectEqual(one.out, r.out)
  }
}
