import Foundation
import TestExpectations
import Testing

@Suite("run --baseline", .serialized, .tags(.slow), .timeLimit(.minutes(10)))
struct BaselineTests {
  /// The seed strategies with the suggestion bar showing the field's text: their keyboard
  /// findings dominate (the keys typing in a recording included, issue 26; secure-layer's full-window field takes
  /// the tap meant for the note field, so its keys show no typing: Device.typingReaches; 7 since session 34: the
  /// shrinker keeps a leak's capture kind, so subview-tag's and cover-window's snapshot leak of a trip home,
  /// `launch · keyboardShow · goHome`, is no longer shrunk to the card leak of `openAppSwitcher`; 6 since session 40: a tap
  /// cannot reach the note field under secure-layer's full-window field, so keyboardShow is refused there), and secure-layer also
  /// blocks a touch (a Safari view over its reparented window; the focus it took with a touch at
  /// the bottom went when the keyboard's window began to take the touches in its frame). Without
  /// launches into the background, rotations and the app's
  /// own presentations, whose leaks (a never-active snapshot, a cover not resized under a prompt,
  /// the app's UI presented above a cover in its window) have nothing to do with the keyboard; nor
  /// entries into the app (their handlers present too) or trips to Settings.
  static let seeds = [
    "run", "--strategy", "subview-tag,cover-window,secure-layer", "--flag", "suggestionBarShowsFieldText=true",
    "--traces", "100", "--jobs", "1", "--no-corpus", "--weight", "backgroundLaunch=0", "--weight", "rotate=0",
    "--weight", "appPresent=0", "--weight", "openEntry=0", "--weight", "changeDeviceSetting=0",
    "--verbose",
  ]

  /// Writes a baseline of every signature of the seeds' run, keeps the keyboard ones.
  func keyboardBaseline(in dir: String) throws -> String {
    let all = try runTool(Self.seeds + ["--update-baseline", "all.baseline"], in: dir)
    // Every finding now accepted by the file it wrote: exit 0, as run --baseline judges it.
    expectEqual(all.status, 0)
    let text = try String(contentsOfFile: dir + "/all.baseline", encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    expectEqual(lines.first, "lifecycle-fuzz baseline 1")
    let keyboard = lines.filter { $0.contains("keyboardShow") }
    expectEqual(keyboard.count, 6)
    #expect(keyboard.allSatisfy { $0.hasSuffix("\taccepted by --update-baseline") })
    return ([lines[0]] + keyboard).joined(separator: "\n") + "\n"
  }

  @Test("the keyboard signatures accepted: only the other findings are shown, exit 0 when nothing else")
  func keyboardAccepted() throws {
    let dir = try makeTempDirectory()
    try keyboardBaseline(in: dir).write(toFile: dir + "/kb.baseline", atomically: true, encoding: .utf8)
    let r = try runTool(Self.seeds + ["--baseline", "kb.baseline"], in: dir)
    expectEqual(r.status, 1)  // secure-layer's touch-blocked is still new
    let broken = r.out.split(separator: "\n").filter { $0.contains("BROKEN") }
    expectEqual(
      broken,
      [
        "  touch-blocked   BROKEN: 1 distinct signature(s) in 1 finding(s)"
      ])
    #expect(r.out.contains("baseline kb.baseline: 6 accepted signature(s), not failures\n"))
    #expect(!r.out.contains("    - launch · keyboardShow"))
    #expect(r.out.contains("\n1 failure signature(s) across 3 strategies (1 finding(s)); 1 new\n"))
    // No entry is expired or stale: the one warning is of the reasons --update-baseline wrote, which no one reviewed.
    let warnings = r.out.split(separator: "\n").filter { $0.contains("WARNING") }
    #expect(warnings.count == 1 && warnings[0].hasPrefix("  WARNING: 6 entries accept with the placeholder reason "))
    // Without secure-layer nothing else is found.
    var only = Self.seeds
    only[2] = "subview-tag,cover-window"
    let clean = try runTool(only + ["--baseline", "kb.baseline"], in: dir)
    expectEqual(clean.status, 0)
    #expect(!clean.out.contains("BROKEN"))
  }

  @Test("expired and stale entries are warned about; the date shows only for an expired one")
  func expiredAndStale() throws {
    let dir = try makeTempDirectory()
    let keyboard = try keyboardBaseline(in: dir).split(separator: "\n").map(String.init)
    let i = try #require(keyboard.firstIndex { $0.contains(" | subview-tag | ") })
    var entries = keyboard
    entries[i] += "\texpires 2026-01-31"
    // Stale only on the profile the run covers (the flag's answer is part of the profile).
    let profile = "iphone-ios17-scenes+suggestionBarShowsFieldText=true"
    entries.append("snapshot-leak | subview-tag | \(profile) | launch · goHome\tfixed long ago")
    entries.append("snapshot-leak | subview-tag | iphone-ios17-scenes | launch · goHome\tanother profile: not stale")
    let text = entries.joined(separator: "\n") + "\n"
    try text.write(toFile: dir + "/b.baseline", atomically: true, encoding: .utf8)
    var only = Self.seeds
    only[2] = "subview-tag,cover-window"
    let live = try runTool(only + ["--baseline", "b.baseline", "--today", "2026-01-31"], in: dir)
    expectEqual(live.status, 0)
    #expect(!live.out.contains("2026-01-31"))
    #expect(live.out.contains("  WARNING: stale, not reached in this run: snapshot-leak | subview-tag | \(profile) |"))
    expectEqual(live.out.components(separatedBy: "WARNING: stale").count, 2)
    let expired = try runTool(only + ["--baseline", "b.baseline", "--today", "2026-02-01"], in: dir)
    expectEqual(expired.status, 1)
    #expect(expired.out.contains("  WARNING: expired 2026-01-31 (today 2026-02-01), accepted no more: "))
    expectEqual(expired.out.split(separator: "\n").filter { $0.contains("BROKEN") }.count, 1)
  }

  @Test(
    "a bad baseline file is one line naming file and line, exit 2",
    arguments: [
      ("nope\n", "error: b.baseline:1: not a baseline file: the first line must be 'lifecycle-fuzz baseline 1'"),
      (
        "lifecycle-fuzz baseline 1\n# c\ncrash | a | b | launch\n",
        "error: b.baseline:3: expected '<signature><TAB><reason>[<TAB>expires YYYY-MM-DD]'"
      ),
      (
        "lifecycle-fuzz baseline 1\nflaky | a | b | launch\tr\n",
        "error: b.baseline:2: 'flaky | a | b | launch' is not a failure signature"
          + " ('invariant | strategy | profile | events')"
      ),
      ("lifecycle-fuzz baseline 1\ncrash | a | b | launch\t \n", "error: b.baseline:2: the reason is empty"),
      (
        "lifecycle-fuzz baseline 1\ncrash | a | b | launch\tr\texpires 2026-2-1\n",
        "error: b.baseline:2: 'expires 2026-2-1' is not 'expires YYYY-MM-DD'"
      ),
      (
        "lifecycle-fuzz baseline 1\ncrash | subview-tag | iphone-ios17-scenes | launch\tr\n"
          + "crash | subview-tag | iphone-ios17-scenes | launch\ts\n",
        "error: b.baseline:3: signature already listed at line 2"
      ),
    ])
  func badFile(text: String, message: String) throws {
    let dir = try makeTempDirectory()
    try text.write(toFile: dir + "/b.baseline", atomically: true, encoding: .utf8)
    let r = try runTool(["run", "--traces", "1", "--no-corpus", "--baseline", "b.baseline"], in: dir)
    expectEqual(r.status, 2)
    expectEqual(r.err, message + "\n")
    #expect(r.out.isEmpty)
  }
}
