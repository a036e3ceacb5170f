import Foundation
import TestExpectations
import Testing

/// "Every verdict names what it rests on" (issue 25) in every output format: one `compare` of a
/// finding that rests on two open flags writes the same list into JSON, Markdown, HTML and SARIF,
/// `explain` prints it under the timeline, and replaying the finding with a listed flag flipped
/// changes its verdict while an unlisted flag flipped leaves it.
@Suite("depends on: the same list in every format", .serialized)
struct DependsOnFormatsTests {
  @Test("resign-presented-cover on iOS 18: JSON, Markdown, HTML, SARIF and explain name the flags; flips decide")
  func everyFormat() throws {
    let dir = try makeTempDirectory()
    let compare = try runTool(
      [
        "compare", "--strategy", "resign-presented-cover", "--profile", "iphone-ios18-scenes", "--traces", "40",
        "--json", "c.json", "--markdown", "c.md", "--html", "c.html", "--sarif", "c.sarif",
      ], in: dir)
    #expect(compare.status == 0, "\(compare.err)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.json")))
        as? [String: Any])
    let counterexamples = try #require(json["counterexamples"] as? [[String: Any]])
    let first = try #require(counterexamples.first)
    let listed = try #require(first["dependsOn"] as? [[String: Any]])
    // Each flag with the evidence under its default: its level and how many sources (FlagEvidence).
    expectEqual(listed.map { $0["confidence"] as? String }, ["high", "low"])
    expectEqual(listed.map { $0["sources"] as? Int }, [5, 1])
    let texts = listed.map {
      "\($0["name"] as? String ?? "?")=\($0["value"] as? String ?? "?") (\($0["confidence"] as? String ?? "?")"
        + " confidence, \($0["sources"] as? Int ?? -1) source\($0["sources"] as? Int == 1 ? "" : "s"))"
    }
    expectEqual(
      texts,
      [
        "switcherCardIsLive=true (high confidence, 5 sources)",
        "refusesPresentationDuringResign=true (low confidence, 1 source)",
      ])
    let headline = "depends on: " + texts.joined(separator: ", ")
    let markdown = try String(contentsOfFile: dir + "/c.md", encoding: .utf8)
    let html = try String(contentsOfFile: dir + "/c.html", encoding: .utf8)
    #expect(markdown.contains(headline))
    #expect(html.contains(headline))
    // SARIF: the result for the same detail lists the same texts.
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.sarif")))
        as? [String: Any])
    let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let detail = try #require(first["detail"] as? String)
    let result = try #require(
      results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.contains(detail) == true })
    let properties = try #require(result["properties"] as? [String: Any])
    #expect(properties["dependsOn"] as? [String] == texts)
    let evidence = try #require(properties["dependsOnEvidence"] as? [[String: Any]])
    expectEqual(evidence.map { $0["name"] as? String }, ["switcherCardIsLive", "refusesPresentationDuringResign"])
    expectEqual(evidence.map { $0["confidence"] as? String }, ["high", "low"])
    expectEqual(evidence.map { $0["sources"] as? Int }, [5, 1])
    // explain: the counterexample's trace file, with the list under its timeline.
    let trace = try #require(first["trace"] as? String)
    try trace.write(toFile: dir + "/c.trace", atomically: true, encoding: .utf8)
    // explain says each answer once, with what the other gives (the model's defaults here).
    let explain = try runTool(["explain", "c.trace"], in: dir)
    let unwrapped = explain.out.replacingOccurrences(of: "\n  ", with: " ")
    #expect(
      unwrapped.contains(
        "depends on: switcherCardIsLive=true (high confidence, 5 sources; used: the model's default; false -> "),
      "\(explain.out)")
    #expect(
      unwrapped.contains("refusesPresentationDuringResign=true (low confidence, 1 source; used: the model's default; "))
    // And the addresses under each flag named, for a reviewer to check (the count above is theirs).
    #expect(
      explain.out.contains(
        "\n  switcherCardIsLive: https://developer.apple.com/documentation/swiftui/scenephase/inactive,\n"),
      "\(explain.out)")
    // Flips: each listed flag's other answer gives holds; an unlisted one leaves the leak.
    let events = try #require(first["events"] as? [String]).joined(separator: " · ")
    for dependence in listed {
      let name = try #require(dependence["name"] as? String)
      let other = dependence["value"] as? String == "true" ? "false" : "true"
      let flipped = try runTool([
        "replay", "--strategy", "resign-presented-cover", "--profile", "iphone-ios18-scenes+\(name)=\(other)",
        "--expect", "holds", "--events", events,
      ])
      #expect(flipped.status == 0, "\(name)=\(other): \(flipped.out)")
    }
    let unlisted = try runTool([
      "replay", "--strategy", "resign-presented-cover", "--profile", "iphone-ios18-scenes+hardwareKeyboard=true",
      "--expect", "snapshot-leak", "--events", events,
    ])
    // The same break, off the catalog's own profile: the line says which profile the expectation is for.
    #expect(
      unlisted.out.contains(": snapshot-leak, as --expect says; neither accepted nor expected ("), "\(unlisted.out)")
    #expect(unlisted.out.contains("on its own profile iphone-ios18-scenes only, not on"), "\(unlisted.out)")
    #expect(!unlisted.out.contains("DIFF"), "\(unlisted.out)")
  }
}
