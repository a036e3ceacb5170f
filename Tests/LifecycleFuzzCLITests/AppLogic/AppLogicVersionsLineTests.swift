import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// The line on an edited script's earlier counterexamples: each clause's note follows its own count (the
/// forty-third session's new user read "5 no longer replay (...) (fixed; ...)" as if those five were fixed).
@Suite("app-logic versions: the re-check line")
struct AppLogicVersionsLineTests {
  @Test("the fixed ones' note follows 'now hold', the unreplayable ones' follows their count")
  func notesFollowTheirCounts() {
    let checks: [(path: String, stillBreaks: Bool, removedEvent: Int?)] = [
      ("a.trace", true, nil), ("b.trace", false, nil), ("c.trace", false, 2),
    ]
    let line = AppLogicVersions.line(checks, file: "app.logic", kept: true)
    expectEqual(
      line,
      [
        "app-logic app.logic: 3 counterexample(s) of an earlier version re-checked against it: 1 still break, 1 now"
          + " hold (fixed; kept as traces of app.logic that expect holds: commit them), 1 no longer replay (not fixed:"
          + " the script's edit removed one of their events, and the leak may be reached another way; re-check with"
          + " run)"
      ])
    expectEqual(AppLogicVersions.line([], file: "app.logic"), [])
  }
}
