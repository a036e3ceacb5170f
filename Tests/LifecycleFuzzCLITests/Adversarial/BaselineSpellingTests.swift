import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// Baseline entries in another spelling than a run reports: session 19's breaker wrote `lock[noRetry]` (a name every
/// command line and trace accepts) and `ios | ` before an iOS signature; both were read without a word, accepted
/// nothing and were never reported stale. An entry is now read in the run's spelling.
@Suite("Baseline files: entries read in the run's spelling")
struct BaselineSpellingTests {
  static let canonical =
    "unlock-blocked | lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,"
    + "rearm=background,noRetry] | iphone-ios17-scenes | launch · dismissSystemAlert"

  static let spellings = [
    "unlock-blocked | lock[noRetry] | iphone-ios17-scenes | launch · dismissSystemAlert",
    "ios | unlock-blocked | lock[noRetry] | iphone-ios17-scenes | launch · dismissSystemAlert",
    "ios | " + canonical,
  ]

  @Test("a family member's short name and an 'ios | ' prefix read as the signature a run reports")
  func readInRunSpelling() throws {
    let platforms = CommandLineTool().strategies.platforms
    for spelling in Self.spellings {
      let baseline = try Baseline(
        text: "lifecycle-fuzz baseline 1\n\(spelling)\tknown\n", file: "b.baseline", platforms: platforms)
      expectEqual(baseline.entries.map(\.signature), [Self.canonical])
    }
    // Two spellings of one signature are one entry listed twice.
    #expect(throws: TraceFileError(file: "b.baseline", line: 3, message: "signature already listed at line 2")) {
      try Baseline(
        text: "lifecycle-fuzz baseline 1\n\(Self.canonical)\tknown\n\(Self.spellings[0])\tknown\n", file: "b.baseline",
        platforms: platforms)
    }
  }

  /// An entry naming a script by its file is checked as the other forms are (it skipped the checks): session 31.
  @Test(arguments: [
    ("app-logic:", "'app-logic:' names no script file (app-logic:FILE, the script's file name)"),
    (
      "app-logic:a%4",
      "'app-logic:a%4' has a '%' not followed by two hexadecimal digits (a '%' in a file name is written %25)"
    ),
    (
      "app-logic:a%zz.logic",
      "'app-logic:a%zz.logic' has a '%' not followed by two hexadecimal digits (a '%' in a file name is written %25)"
    ),
  ])
  func aScriptNamedByItsFileIsChecked(strategy: String, message: String) {
    let text = "lifecycle-fuzz baseline 1\nsnapshot-leak | \(strategy) | iphone-ios17-scenes | launch · goHome\tknown\n"
    #expect(throws: TraceFileError(file: "b.baseline", line: 2, message: message)) {
      try Baseline(text: text, file: "b.baseline", platforms: CommandLineTool().strategies.platforms)
    }
  }

  /// A script's identity is its path from the current folder, normalised (thirty-second session: its file's name, so
  /// `a/app.logic` and `b/app.logic` shared their baseline entries and traces).
  @Test(arguments: [
    ("app.logic", "app.logic"), ("./ios//app.logic", "ios/app.logic"), ("/w/ios/app.logic", "ios/app.logic"),
    ("/w/ios/../android/./app.logic", "android/app.logic"), ("../shared/app.logic", "../shared/app.logic"),
    ("/elsewhere/app.logic", "/elsewhere/app.logic"), ("/wx/app.logic", "/wx/app.logic"), ("/w/", "/w"),
  ])
  func aScriptIsIdentifiedByItsPath(given: String, identity: String) {
    expectEqual(ScriptIdentity.path(of: given, in: "/w/"), identity)
  }

  @Test("run accepts the finding such an entry names, not as a failure (20 traces of lock[noRetry])")
  func runAccepts() throws {
    let dir = NSTemporaryDirectory() + "baseline-spelling-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/short.baseline"
    try "lifecycle-fuzz baseline 1\n\(Self.spellings[0])\tknown\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let r = run([
      "run", "--strategy", "lock[noRetry]", "--traces", "20", "--jobs", "1", "--no-corpus", "--baseline", path,
    ])
    expectEqual(r.err, "")
    #expect(r.out.contains("baseline \(path): 1 accepted signature(s), not failures"), "\(r.out)")
    // Listed as accepted, not as a failure (this run finds another way to lock the user out, which fails).
    #expect(!r.out.contains("launch · dismissSystemAlert   ["))
  }
}
