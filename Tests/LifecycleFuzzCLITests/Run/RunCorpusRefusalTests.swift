import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `run --app-logic FILE --corpus DIR` refuses a corpus counterexample of the run's script that names a step its app
/// could never be given (an entry `entries:` leaves out), at its file and the step's line, as `replay`, `explain`,
/// `minimize` and `merge` do: one line, exit 2, nothing run or written (the s41 breaker's F5: the run counted such
/// traces as a finding or a known variant, and printed a replay hint that replay then refused).
@Suite("run: a corpus trace its script's app could never be given is refused at its line (s41 F5)")
struct RunCorpusRefusalTests {
  /// The breaker's ent-none.logic: no entries declared.
  static let script = """
    entries: none
    screens: main(sensitive), card(sensitive, activity, exported, parent=main)
    lock: locked
    on onCreate: set(locked); addView(lock, clickable)
    on onResume if locked and not(isPrompting): authenticate(androidx)
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    """

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var out = ""
    var err = ""
    let code = CommandLineTool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  /// A folder with the script and a corpus whose `android` folder holds `traces` (name, events).
  func folder(_ traces: [(String, [String])]) throws -> (script: String, corpus: String) {
    let dir = NSTemporaryDirectory() + "run-corpus-refusal-" + UUID().uuidString
    let android = dir + "/corpus/android"
    try FileManager.default.createDirectory(atPath: android, withIntermediateDirectories: true)
    try Self.script.write(toFile: dir + "/ent-none.logic", atomically: true, encoding: .utf8)
    for (name, events) in traces {
      let text = """
        lifecycle-fuzz trace 2
        platform: android
        strategy: app-logic
        profile: phone-api34-views
        expect: unlock-blocked
        \(events.joined(separator: "\n"))

        """
      try text.write(toFile: "\(android)/\(name).trace", atomically: true, encoding: .utf8)
    }
    return (dir + "/ent-none.logic", dir + "/corpus")
  }

  func listing(_ folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
  }

  @Test("an undeclared entry in a corpus trace stops the run at its line, nothing written")
  func undeclaredEntryRefused() throws {
    let (script, corpus) = try folder([
      ("undeclared", ["launch", "biometricError(lockoutPermanent)", "openEntry(tile, main)"]),
      ("valid", ["launch", "biometricError(lockoutPermanent)"]),
    ])
    let before = listing(corpus)
    let r = run(["run", "--app-logic", script, "--profile", "phone-api34-views", "--corpus", corpus, "--traces", "5"])
    expectEqual(r.code, .usage)
    expectEqual(r.out, "")
    expectEqual(
      r.err,
      "error: \(corpus)/android/undeclared.trace:8: event 3 (openEntry(tile, main)) cannot happen: the app "
        + "declares no tile entry (entries: none): its manifest has no Quick Settings tile (a TileService with the "
        + "android.service.quicksettings.action.QS_TILE filter)\n")
    expectEqual(listing(corpus), before)
  }

  @Test("a corpus of declared steps runs")
  func declaredRuns() throws {
    let (script, corpus) = try folder([("valid", ["launch", "biometricError(lockoutPermanent)"])])
    let r = run(["run", "--app-logic", script, "--profile", "phone-api34-views", "--corpus", corpus, "--traces", "1"])
    #expect(r.code != .usage, "\(r.err)")
    #expect(!r.err.contains("error:"), "\(r.err)")
  }
}
