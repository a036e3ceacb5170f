import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// Baseline entries that accept a class of findings (a new user's, thirty-third session: a design choice accepted
/// from a 400-trace run came back as 13 new touch-blocked signatures in CI's 2,000-trace run, which went red).
@Suite("Baseline files: `*` as the profile or the events accepts a class of findings")
struct BaselinePatternTests {
  static let member =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,noRetry]"

  static func read(_ line: String) throws -> Baseline {
    try Baseline(
      text: "lifecycle-fuzz baseline 1\n\(line)\tknown\n", file: "b.baseline",
      platforms: CommandLineTool().strategies.platforms)
  }

  @Test("a pattern is read in the run's spelling, and accepts its invariant and strategy only")
  func patternMatching() throws {
    let entry = try #require(try Self.read("unlock-blocked | lock[noRetry] | * | *").entries.first)
    expectEqual(entry.signature, "unlock-blocked | \(Self.member) | * | *")
    #expect(entry.isPattern)
    #expect(entry.accepts("unlock-blocked | \(Self.member) | iphone-ios17-scenes | launch · dismissSystemAlert"))
    #expect(entry.accepts("unlock-blocked | \(Self.member) | ipad-split-ios17-scenes | launch · goHome | app 0123"))
    #expect(!entry.accepts("lock-bypass | \(Self.member) | iphone-ios17-scenes | launch · dismissSystemAlert"))
    #expect(!entry.accepts("unlock-blocked | cover-window | iphone-ios17-scenes | launch · dismissSystemAlert"))

    let onOneProfile = try #require(
      try Self.read("unlock-blocked | lock[noRetry] | iphone-ios17-scenes | *").entries.first)
    #expect(onOneProfile.accepts("unlock-blocked | \(Self.member) | iphone-ios17-scenes | launch · goHome"))
    #expect(!onOneProfile.accepts("unlock-blocked | \(Self.member) | iphone-ios16-scenes | launch · goHome"))

    let exact = try #require(
      try Self.read("unlock-blocked | lock[noRetry] | iphone-ios17-scenes | launch · dismissSystemAlert").entries.first)
    #expect(!exact.isPattern)
    #expect(!exact.accepts("unlock-blocked | \(Self.member) | iphone-ios17-scenes | launch · goHome"))
  }

  @Test("'* · EVENTS' accepts the counterexamples that end with EVENTS only (a screenshot's leak, not a recording's)")
  func endingPattern() throws {
    let script = "app-logic:ios/messenger.logic"
    let entry = try #require(
      try Self.read("capture-leak | \(script) | * | * · screenshot").entries.first)
    expectEqual(entry.signature, "capture-leak | \(script) | * | * · screenshot")
    #expect(entry.isPattern)
    #expect(entry.accepts("capture-leak | \(script) | iphone-ios17-scenes | launch · screenshot"))
    #expect(entry.accepts("capture-leak | \(script) | iphone-ios17-scenes | launch · pushScreen(chat) · screenshot"))
    #expect(entry.accepts("capture-leak | \(script) | iphone-ios17-scenes | screenshot"))
    // The recording's leak, and a screenshot earlier in a trace that breaks later, stay findings.
    #expect(
      !entry.accepts(
        "capture-leak | \(script) | iphone-ios17-scenes | launch · openNotificationCenter · recordingStart · "
          + "closeNotificationCenter"))
    #expect(!entry.accepts("capture-leak | \(script) | iphone-ios17-scenes | launch · screenshot · recordingStart"))
    #expect(!entry.accepts("capture-leak | \(script) | iphone-ios17-scenes | launch · xscreenshot"))
    #expect(!entry.accepts("touch-blocked | \(script) | iphone-ios17-scenes | launch · screenshot"))
    // Several ending events, spelt as the run spells them; a misspelt one is refused as in an exact entry.
    let two = try #require(
      try Self.read("capture-leak | \(script) | iphone-ios17-scenes | * · goHome · screenshot").entries.first)
    #expect(two.accepts("capture-leak | \(script) | iphone-ios17-scenes | launch · goHome · screenshot"))
    #expect(!two.accepts("capture-leak | \(script) | iphone-ios17-scenes | launch · screenshot"))
    #expect(throws: TraceFileError.self) { try Self.read("capture-leak | \(script) | * | * · screenshoot") }
    #expect(
      throws: TraceFileError(
        file: "b.baseline", line: 2, message: "'* · EVENTS' as the events is the signature's last field")
    ) { try Self.read("capture-leak | \(script) | * | * · screenshot | app 0123456789abcdef") }
  }

  @Test("'*' as the events must be the last field, and a misspelt profile is still refused")
  func patternMistakes() {
    #expect(
      throws: TraceFileError(
        file: "b.baseline", line: 2, message: "'*' as the events is the signature's last field")
    ) { try Self.read("unlock-blocked | lock[noRetry] | * | * | app 0123456789abcdef") }
    #expect(throws: TraceFileError.self) { try Self.read("unlock-blocked | lock[noRetry] | iphone-ios99 | *") }
  }

  @Test("run accepts every counterexample the pattern names and --update-baseline keeps it (20 traces)")
  func runAcceptsAndUpdateKeeps() throws {
    let dir = NSTemporaryDirectory() + "baseline-pattern-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/pattern.baseline"
    try "lifecycle-fuzz baseline 1\nunlock-blocked | lock[noRetry] | * | *\tby design\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let plain = run(["run", "--strategy", "lock[noRetry]", "--traces", "20", "--jobs", "1", "--no-corpus"])
    let unaccepted = plain.out.split(separator: "\n").filter { $0.hasPrefix("BROKEN unlock-blocked:") }
    #expect(unaccepted.count == 1, "\(plain.out)")

    let r = run([
      "run", "--strategy", "lock[noRetry]", "--traces", "20", "--jobs", "1", "--no-corpus", "--baseline", path,
      "--update-baseline", dir + "/updated.baseline",
    ])
    expectEqual(r.err, "")
    #expect(!r.out.contains("BROKEN unlock-blocked:"), "\(r.out)")
    #expect(!r.out.contains("WARNING: stale"), "\(r.out)")
    let updated = try String(contentsOfFile: dir + "/updated.baseline", encoding: .utf8)
    let unlockBlocked = updated.split(separator: "\n").filter { $0.hasPrefix("unlock-blocked |") }
    expectEqual(unlockBlocked, ["unlock-blocked | \(Self.member) | * | *\tby design"])
  }
}

extension BaselinePatternTests {
  @Test("JUnit says each accepting reason once, and names what it accepted as 'accepted', not 'new'")
  func junitAcceptedMessage() throws {
    let dir = NSTemporaryDirectory() + "baseline-pattern-junit-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/pattern.baseline"
    try "lifecycle-fuzz baseline 1\nunlock-blocked | lock[noRetry] | * | *\tby design\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let r = run([
      "run", "--strategy", "lock[noRetry]", "--traces", "20", "--jobs", "1", "--no-corpus", "--baseline", path,
      "--junit", dir + "/r.xml",
    ])
    expectEqual(r.err, "")
    let xml = try String(contentsOfFile: dir + "/r.xml", encoding: .utf8)
    let line = try #require(
      xml.split(separator: "\n").first { $0.contains("name=\"unlock-blocked\"") && $0.contains("<skipped") })
    #expect(line.contains("skipped message=\"accepted by the baseline: by design"))
    #expect(line.components(separatedBy: "by design").count == 2, "\(line)")
    #expect(line.contains("accepted: unlock-blocked | \(Self.member) | iphone-ios17-scenes | "))
    #expect(!line.contains("new: "))
  }
}

extension BaselinePatternTests {
  /// A breaker's (thirty-third session): `--shard 1/2 --update-baseline` dropped a reviewed entry that only the other
  /// shard reached, and `--baseline` on a shard called such entries stale.
  @Test("a shard neither drops nor calls stale an entry another shard reaches (200 traces)")
  func shardKeepsTheOthersEntries() throws {
    let dir = NSTemporaryDirectory() + "baseline-shard-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let member = "cover[on=resign,via=subview,off=becomeActive]"
    let whole = dir + "/whole.baseline"
    // An empty corpus: the repository's corpus holds counterexamples of this member (the strategy comparison's),
    // which a run reports as known and a baseline would then name too.
    let corpus = dir + "/corpus"
    _ = run([
      "run", "--strategy", member, "--traces", "200", "-j", "1", "--corpus", corpus, "--no-corpus",
      "--update-baseline", whole,
    ])
    let reviewed = try String(contentsOfFile: whole, encoding: .utf8).replacingOccurrences(
      of: Baseline.placeholderReason, with: "reviewed")
    // 7 before keyboardShow was a hit-tested tap (session 40).
    expectEqual(reviewed.split(separator: "\n").filter { $0.contains(" | ") }.count, 8)
    try reviewed.write(toFile: whole, atomically: true, encoding: .utf8)
    let r = run([
      "run", "--strategy", member, "--traces", "200", "-j", "1", "--corpus", corpus, "--no-corpus", "--shard", "1/2",
      "--baseline", whole, "--update-baseline", whole,
    ])
    #expect(!r.out.contains("WARNING: stale"), "\(r.out)")
    try expectEqual(String(contentsOfFile: whole, encoding: .utf8), reviewed)
  }
}

extension BaselinePatternTests {
  @Test("an entry naming an Android script given to the run without 'android | ' is refused at its line (exit 2)")
  func androidScriptInTheIOSSpelling() throws {
    let dir = NSTemporaryDirectory() + "baseline-platform-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let script = "Examples/app-logic/android/messenger.txt"
    let path = dir + "/b.baseline"
    try "lifecycle-fuzz baseline 1\ncapture-leak | app-logic:\(script) | * | *\tby design\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    var out = ""
    var err = ""
    let code = CommandLineTool().main(
      arguments: ["run", "--app-logic", script, "--traces", "1", "--jobs", "1", "--no-corpus", "--baseline", path],
      console: Console(out: { out += $0 }, err: { err += $0 }))
    #expect(code == .usage, "\(out)\(err)")
    #expect(
      err.contains(
        "\(path):2: 'app-logic:\(script)' is an Android script: its entries start 'android | ' (as run"
          + " --update-baseline writes them)"), "\(err)")
    #expect(out.isEmpty, "\(out)")
  }
}

extension BaselinePatternTests {
  /// A breaker's (forty-sixth session): a short `--update-baseline` run dropped a reviewer's `*` entry it did not
  /// reach, and said only "1 dropped".
  @Test("--update-baseline keeps a pattern the run did not reach and names each exact entry it drops (20 traces)")
  func updateKeepsUnreachedPatternAndNamesDropped() throws {
    let dir = NSTemporaryDirectory() + "baseline-unreached-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/b.baseline"
    let pattern = "stranded-cover | \(Self.member) | * | *\treviewed: the lock stays up by design"
    let stale = "unlock-blocked | \(Self.member) | iphone-ios17-scenes | launch · goHome"
    try "lifecycle-fuzz baseline 1\n\(pattern)\n\(stale)\tfixed in 2.3\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let r = run([
      "run", "--strategy", "lock[noRetry]", "--traces", "20", "--jobs", "1", "--no-corpus", "--baseline", path,
      "--update-baseline", path,
    ])
    // The run covered both entries (its strategy, profile and invariants) and reached neither.
    #expect(
      r.out.contains("WARNING: stale, not reached in this run: stranded-cover | \(Self.member) | * | *"), "\(r.out)")
    #expect(r.out.contains("baseline \(path) updated: 2 entries added, 1 dropped\n"), "\(r.out)")
    #expect(r.out.contains("  dropped: \(stale)   [fixed in 2.3]\n"), "\(r.out)")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(lines.contains(pattern), "\(lines)")
    #expect(!lines.contains { $0.hasPrefix(stale + "\t") }, "\(lines)")
    #expect(lines.filter { $0.hasPrefix("unlock-blocked | ") }.count == 2, "\(lines)")
  }
}

extension BaselinePatternTests {
  /// A breaker's (forty-seventh session): with a `*` entry beside it, `--update-baseline` dropped a reviewer's exact
  /// entry of a finding the run reached, and an expired pattern, which accepts nothing, did the same.
  @Test("--update-baseline keeps an exact entry a pattern also covers; an expired pattern takes no finding (20 traces)")
  func updateKeepsExactEntriesBesidePatterns() throws {
    let dir = NSTemporaryDirectory() + "baseline-shadow-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let exact =
      "unlock-blocked | \(Self.member) | iphone-ios17-scenes | launch · dismissSystemAlert\treviewed: ticket 12"
    let other =
      "unlock-blocked | \(Self.member) | iphone-ios17-scenes | launch · goHome · changeDeviceSetting(passcodeOff) · "
      + "returnToApp"
    for (expires, written) in [
      ("", [exact]), ("\texpires 2026-01-01", [exact, other + "\t" + Baseline.placeholderReason]),
    ] {
      let path = dir + "/b.baseline"
      let pattern = "unlock-blocked | \(Self.member) | * | *\tby design\(expires)"
      try "lifecycle-fuzz baseline 1\n\(pattern)\n\(exact)\n".write(toFile: path, atomically: true, encoding: .utf8)
      _ = run([
        "run", "--strategy", "lock[noRetry]", "--traces", "20", "--jobs", "1", "--no-corpus", "--today", "2026-12-07",
        "--baseline", path, "--update-baseline", path,
      ])
      let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
      #expect(lines.filter { $0.hasPrefix("unlock-blocked | ") } == [pattern] + written, "\(expires): \(lines)")
    }
  }

  /// A breaker's (forty-eighth session): under `--weight EVENT=0` the run cannot generate an entry's events, so it
  /// did not cover the entry; the update dropped it with its reviewer's reason.
  @Test("--update-baseline keeps an exact entry whose events hold an event weighted 0 (20 traces)")
  func updateKeepsEntriesTheWeightsLeaveUnreachable() throws {
    let dir = NSTemporaryDirectory() + "baseline-weight-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/b.baseline"
    let entry = "unlock-blocked | \(Self.member) | iphone-ios17-scenes | launch · goHome\tfixed in 2.3"
    for (weight, kept) in [("goHome=0", true), ("goHome=1", false)] {
      try "lifecycle-fuzz baseline 1\n\(entry)\n".write(toFile: path, atomically: true, encoding: .utf8)
      _ = run([
        "run", "--strategy", "lock[noRetry]", "--traces", "20", "--jobs", "1", "--no-corpus", "--weight", weight,
        "--update-baseline", path,
      ])
      let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
      #expect(lines.contains(entry) == kept, "\(weight): \(lines)")
    }
  }

  /// A breaker's (forty-eighth session): an update over an expired exact entry of a finding the run reached printed
  /// nothing about the baseline and exited 1.
  @Test("--update-baseline names an expired exact entry it keeps, which still fails the run (20 traces)")
  func updateNamesExpiredEntriesItKeeps() throws {
    let dir = NSTemporaryDirectory() + "baseline-expired-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/b.baseline"
    let signature = "unlock-blocked | \(Self.member) | iphone-ios17-scenes | launch · dismissSystemAlert"
    try "lifecycle-fuzz baseline 1\n\(signature)\treviewed: ticket 12\texpires 2021-01-01\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let r = run([
      "run", "--strategy", "lock[noRetry]", "--traces", "20", "--jobs", "1", "--no-corpus", "--today", "2026-12-07",
      "--update-baseline", path,
    ])
    expectEqual(r.code, .failure)
    #expect(
      r.out.contains(
        "  kept, expired 2021-01-01 (today 2026-12-07), accepts nothing until renewed: \(signature)   [reviewed:"
          + " ticket 12]\n"), "\(r.out)")
    // Beside a live pattern that accepts the same finding, the warning says so (before: "accepted no more").
    try
      "lifecycle-fuzz baseline 1\nunlock-blocked | \(Self.member) | * | *\tby design\n\(signature)\treviewed: ticket 12"
      .appending("\texpires 2021-01-01\n").write(toFile: path, atomically: true, encoding: .utf8)
    let shadowed = run([
      "run", "--strategy", "lock[noRetry]", "--traces", "20", "--jobs", "1", "--no-corpus", "--today", "2026-12-07",
      "--baseline", path,
    ])
    #expect(
      shadowed.out.contains(
        "  WARNING: expired 2021-01-01 (today 2026-12-07), accepted now only by the pattern at \(path):2: "),
      "\(shadowed.out)")
  }
}
