import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// Issue 31: bad input gets one line naming the option (or the file and line) and exit 2, and changes nothing; the
/// line names what is wrong, not another option (defects found by an adversarial run).
@Suite("Usage errors name the part and the option at fault")
struct InputBlameTests {
  @Test(
    "a malformed Android family name is one line naming its bad part, as the iOS families' are",
    arguments: [
      (
        "android-lock[as=view,rearm=often]",
        "'rearm=often': expected rearm=onCreate|onStart|onResume|onPause|onStop"
      ),
      ("android-lock[as=view]", "missing rearm=onCreate|onStart|onResume|onPause|onStop"),
      ("android-lock[as=view,rearm=onStop,,]", "empty part"),
      ("android-lock[as=dialog,rearm=onStop,entry=keypad]", "'entry=keypad': only with as=view"),
      (
        "android-lock[as=view,rearm=onStop,zz=1]",
        "'zz=1': unknown key (keys: as, rearm, in, back, prompt, askOn, entry, unlockOn, repromptOn, grace, graceFrom, "
          + "clock, idle, idleFrom, unlockBy, onError, gate, validity, startIn, userSetting, closeLock, settings, state, "
          + "button, promptMade, key, enabledIn, lastActive, receiver, section, sectionAsk)"
      ),
      (
        "android-lock[as=view,rearm=onStop,unlockOn=canceled]",
        "'unlockOn=canceled': only with as=prompt or unlockBy=prompt"
      ),
      (
        "android-lock[as=prompt,rearm=onStop,repromptOn=lockout]",
        "'repromptOn=lockout': expected repromptOn=userCanceled|negativeButton|canceled|hwUnavailable[+...]"
      ),
      (
        "android-lock[as=prompt,rearm=onStop,unlockOn=canceled,repromptOn=canceled]",
        "'repromptOn=canceled': 'canceled' is in unlockOn= too (one reply per outcome)"
      ),
      ("android-lock[as=view,rearm=onCreate,grace=5]", "'grace=5': only with rearm=onStart|onResume"),
      ("android-detect[what=screenshots,register=onStart,register=onStop]", "'register=onStop': given twice"),
      (
        "android-detect[what=recordings,register=onStart,via=mediaStore]",
        "'via=mediaStore': only with what=screenshots"
      ),
      (
        "android-detect[what=screenshots,register=onStart,dedupe=path]",
        "'dedupe=path': only with via=mediaStore or via=fileObserver"
      ),
      (
        "android-cover[hook=onResume,what=secure]",
        "'hook=onResume': expected hook=onCreate|onPause|onStop|onTopResumedLost"
      ),
    ])
  func androidFamilyPart(name: String, reason: String) throws {
    let expected = "error: malformed strategy name '\(name)': \(reason)\n"
    for platform in [["--platform", "android"], []] {
      let r = run(["run", "--no-corpus", "--traces", "1", "--strategy", name] + platform)
      expectEqual(r.code, .usage)
      expectEqual(r.out, "")
      expectEqual(r.err, expected)
    }
    // A trace file names its line.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("blame-\(getpid()).trace").path
    let text =
      "lifecycle-fuzz trace 2\nplatform: android\nstrategy: \(name)\nprofile: phone-api34-views\n"
      + "expect: holds\nlaunch\n"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = run(["replay", file])
    expectEqual(r.code, .usage)
    expectEqual(r.err, "error: \(file):3: malformed strategy name '\(name)': \(reason)\n")
    try expectEqual(String(contentsOfFile: file, encoding: .utf8), text)
  }

  @Test("one event weighted twice is refused, not the last weight winning (found by an adversarial run)")
  func weightGivenTwice() {
    let r = run([
      "run", "--no-corpus", "--traces", "1", "--strategy", "subview-tag", "--weight", "goHome=2", "--weight",
      "goHome=3",
    ])
    expectEqual(r.code, .usage)
    expectEqual(r.out, "")
    expectEqual(r.err, "error: --weight gives 'goHome' twice (one weight per event)\n")
  }

  @Test(
    "one flag answered twice is refused, not the last answer winning (found by an adversarial run)",
    arguments: [
      ("doubleResign=false", "error: --flag gives 'doubleResign' two answers (true and false); one answer per flag\n"),
      ("doubleResign=true", "error: --flag gives 'doubleResign' twice\n"),
    ])
  func flagGivenTwice(second: String, expected: String) {
    let r = run([
      "run", "--no-corpus", "--traces", "1", "--strategy", "subview-tag", "--flag", "doubleResign=true", "--flag",
      second,
    ])
    expectEqual(r.code, .usage)
    expectEqual(r.out, "")
    expectEqual(r.err, expected)
  }

  // A breaker's: '+flag' read as true, '+X=true+X=true' accepted, no suggestion for a slip of case.
  @Test(
    "one rule for flag answers in --flag and --profile: no bare name, no flag answered twice",
    arguments: [
      (["--profile", "iphone-ios17-scenes+doubleResign"], "'doubleResign' is not flag=true or flag=false"),
      (
        ["--platform", "android", "--profile", "phone-api34-views+gestureNavigation"],
        "'gestureNavigation' is not flag=true or flag=false"
      ),
      (["--profile", "iphone-ios17-scenes+doubleResign=true+doubleResign=true"], "gives 'doubleResign' twice"),
      (
        ["--profile", "phone-api34-views+gestureNavigation=false+gestureNavigation=false"],
        "gives 'gestureNavigation' twice"
      ),
      (
        ["--profile", "iphone-ios17-scenes+doubleResign=true", "--flag", "doubleResign=true"],
        "profile 'iphone-ios17-scenes+doubleResign=true' with --flag gives 'doubleResign' twice"
      ),
      (["--flag", "doubleresign=true"], "unknown flag 'doubleresign' (did you mean 'doubleResign'?)"),
      (
        ["--profile", "iphone-ios17-scenes+DOUBLERESIGN=true"],
        "unknown flag 'DOUBLERESIGN' (did you mean 'doubleResign'?)"
      ),
      (
        ["--platform", "android", "--profile", "phone-api34-views+gesturenavigation=true"],
        "unknown flag 'gesturenavigation' (did you mean 'gestureNavigation'?)"
      ),
    ])
  func oneFlagAnswerRule(extra: [String], message: String) {
    let r = run(["run", "--no-corpus", "--traces", "1"] + extra)
    expectEqual(r.code, .usage)
    expectEqual(r.out, "")
    #expect(r.err.contains(message), "\(r.err)")
    #expect(r.err.hasSuffix("\n") && r.err.dropLast().allSatisfy { $0 != "\n" })
  }

  @Test(
    "a bad --weight, --invariant or --flag beside a strategy of one platform names that option, not --strategy",
    arguments: [
      (["--weight", "pressHom=1"], "error: --weight: unknown event 'pressHom'"),
      (["--invariant", "recents-leek"], "error: --invariant: unknown invariant 'recents-leek'"),
      (["--skip-invariant", "snapshot-leek"], "error: --skip-invariant: unknown invariant 'snapshot-leek'"),
      (["--flag", "recentsSnapshotAtHomePres=true"], "error: --flag: unknown flag 'recentsSnapshotAtHomePres'"),
    ])
  func optionAtFault(extra: [String], prefix: String) {
    // An Android strategy alone, and beside an iOS one (where iOS takes part and Android sits out).
    for strategies in ["secure-flag-on-create", "subview-tag,secure-flag-on-create"] {
      let r = run(["run", "--no-corpus", "--traces", "1", "--strategy", strategies] + extra)
      expectEqual(r.code, .usage)
      expectEqual(r.out, "")
      #expect(r.err.hasPrefix(prefix + " ("), "\(r.err)")
      #expect(r.err.hasSuffix("\n") && r.err.dropLast().allSatisfy { $0 != "\n" })
    }
    // Worded by the platform the strategy belongs to, also when another platform has the profile.
    let profile = run([
      "run", "--no-corpus", "--traces", "1", "--strategy", "secure-flag-on-create", "--profile", "iphone-ios17-scenes",
    ])
    expectEqual(
      profile.err,
      "error: --profile: 'iphone-ios17-scenes' is an iOS profile, not Android's: the strategies named are"
        + " Android's (see 'lifecycle-fuzz list profiles --platform android')\n")
    // A known name of the other platform is said as such (a breaker's: "malformed profile name", "unknown member").
    let androidProfile = run([
      "run", "--no-corpus", "--traces", "1", "--strategy", "subview-tag", "--profile", "phone-api34-views",
    ])
    expectEqual(
      androidProfile.err,
      "error: --profile: 'phone-api34-views' is an Android profile, not iOS's: the strategies named are iOS's"
        + " (see 'lifecycle-fuzz list profiles --platform ios')\n")
    let mixed = run(["run", "--no-corpus", "--traces", "1", "--strategy", "subview-tag + secure-flag-on-create"])
    expectEqual(
      mixed.err,
      "error: malformed strategy name 'subview-tag + secure-flag-on-create': 'secure-flag-on-create' is an"
        + " Android strategy and 'subview-tag' an iOS one; a composite's members run in one app, of one platform\n")
    // A weight weighs the platform whose event it names: in a run of both it is taken; alone, its platform must run.
    let both = run([
      "run", "--no-corpus", "--traces", "1", "--strategy", "subview-tag,secure-flag-on-create", "--weight", "goHome=0",
    ])
    #expect(both.code != .usage, "\(both.err)")
    let alone = run([
      "run", "--no-corpus", "--traces", "1", "--strategy", "secure-flag-on-create", "--weight", "goHome=0",
    ])
    expectEqual(
      alone.err,
      "error: --weight: 'goHome' is an iOS event, and no iOS strategy runs (a weight weighs the traces of the"
        + " platform whose event it names)\n")
    let r = run([
      "run", "--no-corpus", "--traces", "1", "--strategy", "secure-flag-on-create", "--weight", "pressHom=1",
    ])
    #expect(
      r.err.hasPrefix(
        "error: --weight: unknown event 'pressHom' (did you mean 'pressHome'?) (expected one of launch, pressHome,"))
  }

  @Test("an invariant of one platform is that platform's to check or skip in a run of two (found by a breaker)")
  func invariantOfOnePlatform() {
    let both = ["run", "--no-corpus", "--traces", "1", "--strategy", "subview-tag,secure-flag-on-create"]
    // Skipped where it is checked; the other platform still runs (before: refused, or Android silently left out).
    for platforms in [[], ["--platform", "ios,android"]] {
      let r = run(both + platforms + ["--skip-invariant", "snapshot-leak", "--verbose"])
      #expect(r.code != .usage, "\(r.err)")
      #expect(r.out.contains("snapshot-leak   not checked"), "\(r.out)")
      #expect(r.out.contains("secure-flag-on-create"), "\(r.out)")
    }
    let onlyAndroid = run(
      ["run", "--no-corpus", "--traces", "1", "--strategy", "secure-flag-on-create"]
        + ["--skip-invariant", "snapshot-leak"])
    expectEqual(
      onlyAndroid.err,
      "error: --skip-invariant: 'snapshot-leak' is an iOS invariant, and no iOS strategy runs (an invariant is"
        + " checked on the traces of the platform that has it)\n")
    // --invariant of one platform's names: the other has nothing to check; named by --platform, it is an error.
    let named = run(both + ["--platform", "ios,android", "--invariant", "snapshot-leak"])
    #expect(
      named.err.hasPrefix(
        "error: --invariant: 'snapshot-leak' is no Android invariant (expected one of capture-leak, "),
      "\(named.err)")
  }

  @Test(
    "with --platform, the strategy no platform knows is named, not another platform's (found by a breaker)",
    arguments: ["run", "compare"])
  func namedPlatformBlamesTheUnknownName(command: String) {
    for platforms in ["ios,android", "android,ios", "android"] {
      let r = run([command, "--traces", "1", "--strategy", "subview-tag,nosuch", "--platform", platforms])
      expectEqual(r.code, .usage)
      expectEqual(r.out, "")
      #expect(r.err == "error: unknown strategy 'nosuch' (see 'lifecycle-fuzz list strategies')\n", "\(platforms)")
    }
    // Every name is a strategy, none of them Android's: the error says whose they are.
    let r = run([command, "--traces", "1", "--strategy", "subview-tag", "--platform", "ios,android"])
    expectEqual(r.code, .usage)
    expectEqual(
      r.err,
      "error: --platform android: no strategy named is Android's ('subview-tag' is iOS's); name one of its "
        + "strategies (see 'lifecycle-fuzz list strategies --platform android') or leave android out of --platform\n")
  }

  @Test("another platform's --flag is named as that platform's, not unknown among this one's (found by a breaker)")
  func otherPlatformsFlag() {
    let android =
      "error: --flag: 'recentsSnapshotAtHomePress' is an Android flag, not iOS's; it answers a question of Android "
      + "runs only (see 'lifecycle-fuzz list flags --platform android')\n"
    for extra in [["--platform", "ios"], ["--strategy", "subview-tag"]] {
      let r = run(["run", "--no-corpus", "--traces", "1", "--flag", "recentsSnapshotAtHomePress=true"] + extra)
      expectEqual(r.code, .usage)
      expectEqual(r.out, "")
      #expect(r.err == android, "\(extra)")
    }
    let r = run(["run", "--no-corpus", "--traces", "1", "--platform", "android", "--flag", "doubleResign=true"])
    expectEqual(r.code, .usage)
    expectEqual(
      r.err,
      "error: --flag: 'doubleResign' is an iOS flag, not Android's; it answers a question of iOS runs only "
        + "(see 'lifecycle-fuzz list flags --platform ios')\n")
  }

  @Test("list --platform lists that platform's sections only; a bad one is one line")
  func listOnePlatform() {
    let android = run(["list", "--platform", "android"])
    expectEqual(android.code, .success)
    expectEqual(android.err, "")
    #expect(android.out.hasPrefix("ANDROID STRATEGIES  (run --platform android --strategy NAMES)\n"))
    #expect(android.out.contains("\nANDROID INVARIANTS\n  capture-leak "))
    #expect(!android.out.contains("subview-tag") && !android.out.contains("\nINVARIANTS\n"))
    let strategies = run(["list", "strategies", "--platform=ios"])
    #expect(strategies.out.hasPrefix("STRATEGIES\n") && !strategies.out.contains("ANDROID"))
    expectEqual(run(["list", "invariants", "--platform", "all"]).out, run(["list", "invariants"]).out)
    let bad = run(["list", "--platform", "web"])
    expectEqual(bad.code, .usage)
    expectEqual(bad.err, "error: --platform takes ios, android or all, not 'web'\n")
    #expect(run(["list", "--plat", "ios"]).err.hasPrefix("error: unknown option '--plat' for list"))
  }

  @Test(
    "an expect: naming no invariant of the trace's platform is bad input at its line, for replay and refresh alike",
    arguments: [
      ("", "subview-tag", "iphone-ios17-scenes", "snapshot-leek", 4),
      ("platform: android\n", "secure-flag-on-create", "phone-api34-views", "snapshot-leak", 5),
    ])
  func meaninglessExpectation(header: String, strategy: String, profile: String, verdict: String, line: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blame-expect-\(getpid())").path
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let good = "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\n"
    let bad =
      "lifecycle-fuzz trace 2\n\(header)strategy: \(strategy)\nprofile: \(profile)\nexpect: \(verdict)\nlaunch\n"
    try good.write(toFile: folder + "/a.trace", atomically: true, encoding: .utf8)
    try bad.write(toFile: folder + "/b.trace", atomically: true, encoding: .utf8)
    for command in [["replay"], ["replay", "--refresh-checkpoints"]] {
      let r = run(command + [folder + "/b.trace"])
      expectEqual(r.code, .usage)
      #expect(r.err.hasPrefix("error: \(folder)/b.trace:\(line): unknown verdict '\(verdict)' (expected holds or "))
      expectEqual(r.err.filter { $0 == "\n" }.count, 1)
    }
    // Refreshing a folder with it rewrites nothing, not even the good file's checkpoints.
    expectEqual(run(["replay", "--refresh-checkpoints", folder]).code, .usage)
    try expectEqual(String(contentsOfFile: folder + "/a.trace", encoding: .utf8), good)
    try expectEqual(String(contentsOfFile: folder + "/b.trace", encoding: .utf8), bad)
  }
}
