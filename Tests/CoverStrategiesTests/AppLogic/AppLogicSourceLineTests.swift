import AppLogic
import TestExpectations
import Testing

/// A trace's `app-logic:` lines note the user's file and line (`# lock.logic:4`), so a script read back from a trace
/// is numbered as the user's file was, not by the canonical lines' positions (a new user's report).
@Suite struct AppLogicSourceLineTests {
  let file = """
    # a lock asked as the app comes back
    on sceneWillResignActive: addCover(blur, tag=7)

    lock: locked
    on sceneDidBecomeActive if locked: evaluatePolicy(biometrics)
    """

  @Test("the lines a trace carries note each canonical line's file line; read back, the script has the file's numbers")
  func roundTrip() throws {
    var script = try AppLogicScript(parsing: file)
    script.file = "lock.logic"
    // Canonical order: the setting first, though it is line 4.
    expectEqual(
      script.annotatedLines,
      [
        "lock: locked  # lock.logic:4", "on sceneWillResignActive: addCover(blur, tag=7)  # lock.logic:2",
        "on sceneDidBecomeActive if locked: evaluatePolicy(biometrics)  # lock.logic:5",
      ])
    let plain = try AppLogicScript(parsing: script.annotatedLines.joined(separator: "\n"))
    expectEqual(plain.fingerprint, script.fingerprint)
    expectEqual(plain.handlers.map(\.line), [2, 3])
    let placed = AppLogicScript.placing(plain, notedIn: script.annotatedLines)
    expectEqual(placed.file, "lock.logic")
    expectEqual(placed.settings.map(\.line), [4])
    expectEqual(placed.handlers.map(\.line), [2, 5])
    expectEqual(placed.handlers[1].actions[0].line, 5)
    expectEqual(placed.place(ofLine: 5), "lock.logic:5")
    expectEqual(plain.place(ofLine: 3), "line 3")
  }

  @Test("lines without notes, or notes that disagree, keep the positions")
  func unnotedOrInconsistent() throws {
    let lines = ["lock: locked", "on sceneDidBecomeActive if locked: evaluatePolicy(biometrics)"]
    let plain = try AppLogicScript(parsing: lines.joined(separator: "\n"))
    expectEqual(AppLogicScript.placing(plain, notedIn: lines), plain)
    let twoFiles = [lines[0] + "  # a.logic:3", lines[1] + "  # b.logic:4"]
    expectEqual(AppLogicScript.placing(plain, notedIn: twoFiles), plain)
    let sameLine = [lines[0] + "  # a.logic:3", lines[1] + "  # a.logic:3"]
    expectEqual(AppLogicScript.placing(plain, notedIn: sameLine), plain)
    let tooFar = [lines[0] + "  # a.logic:3", lines[1] + "  # a.logic:100001"]
    expectEqual(AppLogicScript.placing(plain, notedIn: tooFar), plain)
  }
}
