import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

@Suite("Security reports: SARIF and evidence", .serialized)
struct SecurityReportTests {
  static let failing = [
    "--strategy", "toggleable-cover,capture-change-blur,privacy-sensitive", "--traces", "100", "--max-length", "16",
  ]

  /// Runs `run` in a fresh folder (its corpus starts empty) and decodes the SARIF it wrote.
  func sarif(jobs: Int) throws -> [String: Any] {
    let dir = try makeTempDirectory()
    let r = try runTool(["run"] + Self.failing + ["--jobs", "\(jobs)", "--sarif", "out.sarif"], in: dir)
    expectEqual(r.status, 0)  // every finding is one of the catalog's expected faults (suppressed in SARIF)
    let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/out.sarif"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("run --sarif has the required fields and the same fingerprints for --jobs 1 and 2")
  func requiredFieldsAndFingerprints() throws {
    let one = try sarif(jobs: 1)
    let two = try sarif(jobs: 2)
    #expect(one["version"] as? String == "2.1.0")
    #expect(one["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((one["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "lifecycle-fuzz")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    expectEqual(
      rules.map { $0["id"] as? String },
      [
        "snapshot-leak/switcherCard", "snapshot-leak/switcherSnapshot", "capture-leak/screenshot",
        "capture-leak/recording", "capture-leak/mirroring", "capture-leak/iPhoneMirroring", "stranded-cover",
        "touch-blocked", "crash", "residue", "blank-window", "cannot-disable", "focus-lost", "lock-bypass",
        "unlock-blocked", "reauth-loop", "process-state", "detection-promise", "invisible-presentation",
        "needless-lock", "needless-cover", "silent-lock", "termination-blocked", "uncovered-while-unfocused",
        "system-gesture-blocked",
      ])
    let snapshotRule = try #require(rules[1]["properties"] as? [String: Any])
    #expect(snapshotRule["security-severity"] as? String == "8.0")
    #expect(snapshotRule["masvs-control"] as? String == "MASVS-PLATFORM-3")
    #expect(snapshotRule["maswe-weakness"] as? String == "MASWE-0055")
    expectEqual((snapshotRule["tags"] as? [String])?.contains("external/cwe/cwe-359"), true)
    // The base the relative locations use is declared (SARIF 2.1.0 §3.14.14), described without a machine's path.
    let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
    expectEqual(bases.keys.sorted(), ["%SRCROOT%"])
    #expect(bases["%SRCROOT%"]?["uri"] == nil && bases["%SRCROOT%"]?["description"] != nil)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count >= 3)
    for result in results {
      let ruleId = try #require(result["ruleId"] as? String)
      #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == ruleId)
      let location = try #require(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(location["artifactLocation"] as? [String: Any])
      let uri = try #require(artifact["uri"] as? String)
      // Repository-relative: the run's corpus folder, never an absolute path.
      #expect(uri.hasPrefix("corpus/") && uri.hasSuffix(".trace"), "\(uri)")
      #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
      let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
      #expect(text.contains("Replay: swift run lifecycle-fuzz replay corpus/"))
      #expect(text.contains("Minimized trace ("))
      let fingerprint = try #require((result["partialFingerprints"] as? [String: String])?["lifecycleFuzzSignature/v1"])
      expectEqual(fingerprint.count, 16)
    }
    let fingerprints = { (log: [String: Any]) -> [String] in
      let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
      return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["lifecycleFuzzSignature/v1"] }
    }
    expectEqual(fingerprints(one), fingerprints(two))
    expectEqual(Set(fingerprints(one)).count, fingerprints(one).count)
  }

  @Test("compare --sarif locates each counterexample at its strategy's source file")
  func compareSARIF() throws {
    let dir = try makeTempDirectory()
    let r = try runTool(
      ["compare", "--traces", "40", "--strategy", "privacy-sensitive,toggleable-cover", "--sarif", "c.sarif"], in: dir)
    expectEqual(r.status, 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/c.sarif"))
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    // Each built-in at the file that declares it, not at the catalog.
    let files = [
      "privacy-sensitive": "Sources/CoverStrategies/Seeds/PrivacySensitiveMarking.swift",
      "toggleable-cover": "Sources/CoverStrategies/Cases/ToggleableCover.swift",
    ]
    var seen: Set<String> = []
    for result in results {
      let uri =
        (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
          "artifactLocation"] as? [String: Any])?["uri"] as? String
      let strategy = try #require((result["properties"] as? [String: Any])?["strategy"] as? String)
      expectEqual(uri, files[strategy])
      seen.insert(strategy)
    }
    expectEqual(seen, Set(files.keys))
  }

  @Test("--evidence writes nothing into a corpus the run does not write")
  func evidenceOnlyWithACorpus() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/c", withIntermediateDirectories: true)
    let r = try runTool(
      [
        "run", "--strategy", "subview-tag", "--traces", "200", "--jobs", "1", "--corpus", "c", "--no-corpus",
        "--evidence",
      ], in: dir)
    expectEqual(r.status, 0)  // an expected fault of the catalog's strategy
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir + "/c"), [])
  }
}
