import Foundation
import TestExpectations
import Testing

/// What a security reviewer reads, in one small `compare` and one `explain` (the sign-off findings of session 27):
/// a platform limit is marked as one in every format (A07: Android 5-6's sleep thumbnail breaks every strategy that
/// claims Recents), the Markdown says where two strategies differ, SARIF's run carries its profiles and flag answers,
/// and the evidence picture says it is the model's drawing, of which strategy, profile, seed and build.
@Suite("reports a reviewer can trust", .serialized)
struct ReviewerReportTests {
  @Test("compare on API 22 and 34: platform limit, differences, SARIF settings; explain's picture is captioned")
  func reviewerFindings() throws {
    let dir = try makeTempDirectory()
    let compare = try runTool(
      [
        "compare", "--platform", "android", "--strategy", "recommended,render-effect-blur-on-pause", "--profile",
        "phone-api22-views,phone-api34-views", "--traces", "20", "--json", "c.json", "--markdown", "c.md",
        "--sarif", "c.sarif",
      ], in: dir)
    #expect(compare.status == 1, "\(compare.err)")  // API 22's leaks are nobody's expectation
    let limit =
      "platform limit: all 10 catalog strategies that claim recents-leak (recentsThumbnail) and show sensitive"
      + " content break it at step 3 (openRecents) on phone-api22-views: no app code avoids it there"
    let markdown = try String(contentsOfFile: dir + "/c.md", encoding: .utf8)
    #expect(markdown.contains("; **\(limit)**"), "\(markdown)")
    // The blur's own fault on API 34, which recommended holds, is the one difference (the blur claims only Recents).
    #expect(
      markdown.contains(
        "#### Where the strategies differ\n\n- phone-api34-views, recents-leak/recentsThumbnail: breaks for"
          + " render-effect-blur-on-pause (2/20 traces); holds for recommended\n\n#### Failing cells"),
      "\(markdown)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.json")))
        as? [String: Any])
    let counterexamples = try #require(json["counterexamples"] as? [[String: Any]])
    // Recommended's three API 22 leaks are the sleep thumbnail's (a screenshot or recording of Recents shows it
    // too); the blur's leaks are its own faults.
    let limited = counterexamples.filter { $0["platformLimit"] is [String: Any] }
    expectEqual(limited.map { $0["strategy"] as? String }, ["recommended", "recommended", "recommended"])
    let first = try #require(
      limited.first { ($0["platformLimit"] as? [String: Any])?["invariant"] as? String == "recents-leak" })
    #expect((first["platformLimit"] as? [String: Any])?["text"] as? String == limit)
    expectEqual((json["differences"] as? [[String: Any]])?.count, 1)
    // SARIF: the limit on its result, the profiles and each one's flag answers on the run.
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.sarif")))
        as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let properties = try #require(run["properties"] as? [String: Any])
    #expect(properties["profiles"] as? [String] == ["phone-api22-views", "phone-api34-views"])
    let flags = try #require(properties["flags"] as? [String: [String: Bool]])
    #expect(flags["phone-api22-views"]?["sleepThumbnailIgnoresSecureFlag"] == true)
    #expect(flags["phone-api34-views"]?["sleepThumbnailIgnoresSecureFlag"] == false)
    let results = try #require(run["results"] as? [[String: Any]])
    let limits = results.compactMap { ($0["properties"] as? [String: Any])?["platformLimit"] as? String }
    expectEqual(limits.count, 3)
    #expect(limits.contains(limit))
    // explain of the limit's trace: the line under what it rests on; the HTML page has the captioned picture.
    try #require(first["trace"] as? String).write(toFile: dir + "/a07.trace", atomically: true, encoding: .utf8)
    let text = try runTool(["explain", "a07.trace"], in: dir)
    #expect(text.out.replacingOccurrences(of: "\n  ", with: " ").contains("\n" + limit), "\(text.out)")
    let html = try runTool(["explain", "a07.trace", "--format", "html"], in: dir)
    #expect(html.out.contains("<figure class=\"evidence\">"), "\(html.out)")
    #expect(html.out.contains(">model drawing, not a device screenshot</text>"))
    #expect(html.out.contains(">strategy: recommended</text>"))
    #expect(html.out.contains(">profile: phone-api22-views</text>"))
    #expect(html.out.contains(">seed: 20261129</text>"))
    #expect(html.out.contains(">LifecycleFuzz 0."))
  }
}
