import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `explain --app-logic FILE`: an old trace against the script as edited since, as `replay --app-logic` re-checks it
/// (the thirty-seventh session's new user could replay it so, not see its timeline).
@Suite("explain of a trace against its script's edit")
struct ExplainAppLogicTests {
  @Test("a trace of an earlier version is explained with the edit, and the last line says whether it fixed it")
  func earlierVersion() throws {
    let dir = NSTemporaryDirectory() + "explain-app-logic-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let script = dir + "/app.logic"
    // Covered only once in the background: the switcher's card shows the screen.
    try "claims: app-switcher\non sceneDidEnterBackground: addCover(view, tag=91)\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    let found = run(["run", "--app-logic", script, "--traces", "20", "--jobs", "1", "--corpus", dir + "/c", "-q"])
    #expect(found.code == .failure, "\(found.out)\(found.err)")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: dir + "/c").sorted().first {
        $0.contains("--snapshot-leak--")
      })
    let trace = dir + "/c/" + name
    let old = name.components(separatedBy: "--")[0]
    let before = run(["explain", trace])
    expectEqual(before.code, .success)
    #expect(!before.out.contains("re-checked"))
    // The edit covers at resign and uncovers at activation.
    try
      "claims: app-switcher\non sceneWillResignActive: addCover(view, tag=91)\non sceneDidBecomeActive: removeCover(tag=91)\n"
      .write(toFile: script, atomically: true, encoding: .utf8)
    let after = run(["explain", trace, "--app-logic", script])
    #expect(after.code == .success, "\(after.out)\(after.err)")
    #expect(
      after.out.contains(
        "\nre-checked against \(script): the trace was found with \(old), an earlier version of the script; its"
          + " 'expect:' line says snapshot-leak, and with \(script) it holds: FIXED, as replay reports it"),
      "\(after.out)")
    // Another script's trace is refused in one line.
    let other = dir + "/other.logic"
    try "claims: app-switcher\non sceneWillResignActive: addCover(blur, tag=3)\n".write(
      toFile: other, atomically: true, encoding: .utf8)
    let refused = run(["explain", trace, "--app-logic", other])
    expectEqual(refused.code, .usage)
    expectEqual(
      refused.err,
      "error: explain --app-logic \(other): \(trace) was found with \(old), which is neither \(other) nor an"
        + " earlier version of it (a trace's app-logic: notes name the file its script was read from); explain it"
        + " without --app-logic\n")
  }
}
