import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A counterexample of an earlier version of a script whose events the edited script no longer allows is STALE: the
/// edit removed that path, not the leak. `replay --app-logic FILE` failed it (exit 1) while `run --app-logic FILE`
/// over the same corpus exited 0 with a `holds` row (thirty-seventh session, a new user's CI); and an app call the
/// edit removed was `FIXED` in `run` and an unreadable file (exit 2) in `replay`. Both now fail both, alike.
extension AppLogicCommandLineTests {
  @Test("a stale counterexample of an earlier version fails run as it fails replay, never FIXED nor unreadable")
  func staleEarlierVersionFailsRunAndReplay() throws {
    let dir = NSTemporaryDirectory() + "app-logic-stale-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let corpus = dir + "/corpus"
    let path = dir + "/app.logic"
    // The first version lets the user turn the cover off (appCall(off1)); the edit drops that call and covers always.
    try
      "claims: app-switcher\ndisable: off1\non appCall(off1): set(o)\non sceneWillResignActive if not(o): showWindow(blur, level=alert+1)\non sceneDidBecomeActive: hideWindow(blur)\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let found = runInProcess(["run", "--app-logic", path, "--traces", "20", "--jobs", "1", "--corpus", corpus])
    expectEqual(found.code, .failure)
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".trace") }.sorted()
    let offTrace = try #require(
      files.first {
        (try? String(contentsOfFile: corpus + "/" + $0, encoding: .utf8))?.contains("appCall(off1)") == true
      },
      "\(files)")
    // A second counterexample of the first version, by hand: its Face ID reply needs a prompt the edit never shows.
    let text = try String(contentsOfFile: corpus + "/" + offTrace, encoding: .utf8)
    let header = text.components(separatedBy: "\nexpect: ")[0]
    try (header + "\nexpect: snapshot-leak\nlaunch\nfaceIDMatch\nopenAppSwitcher\n").write(
      toFile: corpus + "/by-hand.trace", atomically: true, encoding: .utf8)
    for file in files where file != offTrace { try FileManager.default.removeItem(atPath: corpus + "/" + file) }
    try
      "claims: app-switcher\non sceneWillResignActive: showWindow(blur, level=alert+1)\non sceneDidBecomeActive: hideWindow(blur)\n"
      .write(toFile: path, atomically: true, encoding: .utf8)

    let replayed = runInProcess(["replay", "--app-logic", path, corpus])
    #expect(replayed.code == .failure, "\(replayed.out)\(replayed.err)")
    #expect(!replayed.err.contains("error:"), "\(replayed.err)")
    let stale = replayed.out.split(separator: "\n").filter { $0.hasPrefix("STALE ") }
    #expect(stale.count == 2, "\(replayed.out)")
    #expect(stale.contains { $0.contains(" (appCall(off1)), which is not possible: ") }, "\(replayed.out)")
    #expect(stale.contains { $0.contains("removed event 2 (faceIDMatch)") }, "\(replayed.out)")

    let run = runInProcess(["run", "--app-logic", path, "--traces", "20", "--jobs", "1", "--corpus", corpus])
    #expect(run.code == .failure, "\(run.out)")
    #expect(run.out.contains("\n  BROKEN    app-logic#"), "\(run.out)")
    #expect(run.out.contains("0 still break, 0 now hold, 2 no longer replay"), "\(run.out)")
    // Each is a known finding of the invariant its file records, whose detail says why it fails.
    #expect(
      run.out.contains("stale: no longer replays with \(path): event 2 (faceIDMatch) is not possible"), "\(run.out)")
    #expect(run.out.contains(" (appCall(off1)) is not possible: "), "\(run.out)")
  }
}
