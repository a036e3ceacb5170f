import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// The command line's Android paths: which platform a run fuzzes, its errors, and replay, explain and minimize of
/// Android traces.
@Suite("The command line over Android")
struct AndroidCommandTests {
  func run(_ arguments: [String], tool: CommandLineTool = CommandLineTool()) -> (
    code: ExitCode, out: String, err: String
  ) {
    var out = ""
    var err = ""
    let code = tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  static let a01 = """
    lifecycle-fuzz trace 2
    platform: android
    strategy: secure-flag-on-pause
    profile: phone-api31-views
    expect: recents-leak
    launch
    advance(3.0)
    recentsTiming(beforePause)
    screenshot
    openRecents

    """

  func scratch(_ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-cli-\(name)-\(getpid())").path
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func anAndroidRunIsDeterministicAndReportsEachStrategy() {
    let args = [
      "run", "--platform", "android", "--strategy", "secure-flag-on-pause,recommended", "--traces", "40",
      "--no-corpus", "--verbose",
    ]
    let first = run(args)
    let again = run(args)
    expectEqual(first.out, again.out)
    // The run report's format, as iOS's: the strategy's source after its name, what it claims.
    #expect(
      first.out.contains(
        "\nsecure-flag-on-pause (source: https://github.com/stellar/freighter-mobile/issues/942) on phone-api31-views;"
          + " claims recents; 40 traces,"))
    #expect(first.out.contains("\nrecommended (source: docs/model-behaviours.md, Android) on phone-api34-views;"))
    #expect(first.out.hasSuffix("across 2 strategies; 0 new\n") || first.out.contains(" new\n"))
    #expect(!first.out.contains("lifecycle-fuzz run: seed"))  // no iOS part
  }

  @Test func anIOSOnlyOptionKeepsTheRunIOSOnly() {
    let r = run(["run", "--strategy", "subview-tag", "--traces", "5", "--no-corpus"])
    #expect(r.code == .success || r.code == .failure)
    #expect(!r.out.contains("(android)"))
  }

  @Test(arguments: [
    (["run", "--platform", "web"], "error: --platform takes ios, android or all, not 'web'\n"),
    (
      ["run", "--platform", "android", "--family", "3"],
      "error: --family samples iOS's cover family, and Android has none: leave --platform android out to sample it "
        + "(Android's strategies: see 'lifecycle-fuzz list strategies --platform android')\n"
    ),
    (
      ["run", "--platform", "android", "--lock-family", "3"],
      "error: --lock-family samples iOS's app-lock family, and Android has none: leave --platform android out to "
        + "sample it (Android's strategies: see 'lifecycle-fuzz list strategies --platform android')\n"
    ),
    (
      // A new user's pair: the family is iOS's, the strategy Android's (it said "Android has no enumerated family").
      ["run", "--family", "1", "--strategy", "secure-flag-on-pause"],
      "error: --family samples iOS's cover family, but 'secure-flag-on-pause' is an Android strategy: a run samples "
        + "the family beside iOS strategies only; fuzz 'secure-flag-on-pause' in a run of its own\n"
    ),
    (
      ["run", "--platform", "android", "--invariant", "snapshot-leak"],
      "error: --invariant: 'snapshot-leak' is no Android invariant (expected one of capture-leak, recents-leak, "
        + "lock-bypass, reauth-loop, unlock-blocked, focus-lost, stranded-cover, crash, detection-promise, blank-window, "
        + "cannot-disable, needless-lock, "
        + "needless-cover, needless-secure)\n"
    ),
    (
      ["run", "--platform", "android", "--strategy", "subview-tag"],
      "error: --platform android: no strategy named is Android's ('subview-tag' is iOS's); name one of its "
        + "strategies (see 'lifecycle-fuzz list strategies --platform android') or leave android out of --platform\n"
    ),
    (
      ["run", "--platform", "android", "--profile", "phone-api20-views"],
      "error: unknown Android profile 'phone-api20-views' (see 'lifecycle-fuzz list profiles')"
        + " (did you mean 'phone-api21-views'?)\n"
    ),
    (["run", "--platform", "android", "--platform", "ios"], "error: --platform is given twice (it takes one value)\n"),
  ])
  func badArgumentsAreOneLineAndExit2(arguments: [String], message: String) {
    let r = run(arguments)
    expectEqual(r.code, .usage)
    expectEqual(r.err, message)
    expectEqual(r.out, "")
  }

  @Test func exploreOverEveryPlatformExploresEachPlatformsStrategies() {
    let r = run(["explore", "--platform", "all", "--depth", "1", "--strategy", "subview-tag,secure-flag-on-pause"])
    expectEqual(r.code, .success)  // each breaks only what the catalog expects of it
    expectEqual(r.err, "")
    #expect(r.out.contains("\nsubview-tag on iphone-ios17-scenes: "))
    #expect(r.out.contains("\nsecure-flag-on-pause on phone-api31-views: "))
  }

  @Test func aToolOfOnesOwnOffersNoAndroid() {
    let tool = CommandLineTool(strategies: StrategyProvider(strategies: [CustomStrategyToolTests.bare]))
    let r = run(["run", "--platform", "android"], tool: tool)
    expectEqual(r.code, .usage)
    expectEqual(r.err, "error: --platform takes ios or all, not 'android'\n")
    #expect(!run(["list", "strategies"], tool: tool).out.contains("ANDROID"))
  }

  @Test func replayExplainAndMinimizeReadAndroidTraces() throws {
    let folder = try scratch("replay")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/long.trace"
    try Self.a01.write(toFile: path, atomically: true, encoding: .utf8)
    let replayed = run(["replay", path])
    expectEqual(replayed.code, .success)
    expectEqual(replayed.out, "ok    \(path): recents-leak   (expected)\n1 passed, 0 failed\n")
    let explained = run(["explain", path])
    expectEqual(explained.code, .success)
    // The engine's timeline table: steps from 0, the violation under its step, the outcome, what leaked.
    #expect(explained.out.contains("\n   4 openRecents "))
    #expect(
      explained.out.contains(
        "\n      └ openRecents: recentsThumbnail: leaks activity/balance,activity/iban,activity/cvv\n"))
    #expect(explained.out.contains("\noutcome: recents-leak at step 4: openRecents: recentsThumbnail: leaks "))
    // The activity's callbacks each step delivered, under its row (the model's lifecycle log).
    #expect(
      explained.out.contains("\n      callbacks: onCreate, onStart, onResume, onTopResumedActivityChanged(true)\n"))
    #expect(
      explained.out.contains(
        "\n      callbacks: onTopResumedActivityChanged(false), onPause, onStop, onSaveInstanceState\n      └ openRecents"
      ))
    #expect(
      explained.out.contains(
        "\nleaked: 'activity/balance', 'activity/iban', 'activity/cvv' in the activity window\ndepends on: "))
    let minimized = run(["minimize", folder])
    expectEqual(minimized.code, .success)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    expectEqual(files, ["secure-flag-on-pause--recents-leak--phone-api31-views--6e75e3cc8b.trace"])
    let small = try Corpus<AndroidPlatform>.read(folder + "/" + files[0])
    expectEqual(
      small.events.map { AndroidPlatform.vocabulary.text(of: $0) },
      [
        "launch", "recentsTiming(beforePause)", "openRecents",
      ])
    expectEqual(small.checkpoints?.count, 3)
  }

  @Test func aCorruptAndroidTraceIsOneLineNamingItsLine() throws {
    let folder = try scratch("corrupt")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/bad.trace"
    try Self.a01.replacingOccurrences(of: "openRecents", with: "openRecent").write(
      toFile: path, atomically: true, encoding: .utf8)
    let r = run(["replay", path])
    expectEqual(r.code, .usage)
    expectEqual(r.err, "error: \(path):10: unknown event 'openRecent' (see 'lifecycle-fuzz list events')\n")
    let before = try String(contentsOfFile: path, encoding: .utf8)
    expectEqual(run(["replay", "--refresh-checkpoints", path]).code, .usage)
    try expectEqual(String(contentsOfFile: path, encoding: .utf8), before)
  }
}

/// Android runs stopped early, and bad Android inputs: each refused or reported as the promises say.
@Suite("The command line over Android: stopped runs and bad inputs")
struct AndroidCommandInputTests {
  let cli = AndroidCommandTests()

  @Test func aStoppedAndroidRunShowsWhatDidNotRunAndIsNoPass() throws {
    let r = cli.run([
      "run", "--platform", "android", "--strategy", "recommended,secure-flag-on-pause", "--no-corpus", "--time-budget",
      "0", "--verbose",
    ])
    expectEqual(r.code, .incomplete)
    // As an iOS run's report: each strategy not reached has its section, every invariant "not run".
    let sections = r.out.components(separatedBy: "\n\n")
    let never = try #require(sections.first { $0.hasPrefix("secure-flag-on-pause ") })
    #expect(never.contains(" on phone-api31-views; claims recents; 0 traces, 0 events, 0 failing\n"))
    let invariantLines = never.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("  ") && !$0.contains(": ") }
    expectEqual(invariantLines.count, AndroidInvariant.allCases.count)
    #expect(invariantLines.allSatisfy { $0.hasSuffix(" not run") }, "\(never)")
    #expect(!r.out.contains(" held"))
    #expect(
      r.out.contains(
        "\nINCOMPLETE: time budget of 0 s ran out after 0 of 800 traces; 2 of 2 strategies not run; everything found"
          + " so far is kept. Not a pass.\n"))
  }

  @Test func aCorruptAndroidCorpusFileStopsTheDefaultRunBeforeAnythingRuns() throws {
    let folder = try cli.scratch("corrupt-corpus")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/android", withIntermediateDirectories: true)
    try AndroidCommandTests.a01.replacingOccurrences(of: "openRecents", with: "frobnicate").write(
      toFile: folder + "/android/bad.trace", atomically: true, encoding: .utf8)
    let r = cli.run(["run", "--corpus", folder, "--traces", "1", "--jobs", "1"])
    expectEqual(r.code, .usage)
    expectEqual(
      r.err, "error: \(folder)/android/bad.trace:10: unknown event 'frobnicate' (see 'lifecycle-fuzz list events')\n")
    expectEqual(r.out, "")
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder), ["android"])
  }

  @Test func anAndroidFileWhereTheFolderShouldBeIsRefusedFirst() throws {
    let folder = try cli.scratch("android-file")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "x".write(toFile: folder + "/android", atomically: true, encoding: .utf8)
    let r = cli.run(["run", "--platform", "android", "--corpus", folder, "--traces", "5"])
    expectEqual(r.code, .usage)
    #expect(r.err.hasPrefix("error: \(folder)/android: "))
    expectEqual(r.out, "")
  }

  /// A well-formed checkpoint (its values need not be the trace's).
  nonisolated static let checkpoint =
    "screen=app activity=RESUMED windows=[activity] recording=false snapshot=none t=0.0"

  @Test func aCheckpointAfterTheFailingEventIsAnErrorAtItsLine() throws {
    let folder = try cli.scratch("after")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/a.trace"
    var trace = try Trace<AndroidPlatform>(parsing: AndroidCommandTests.a01, file: path)
    trace.events.append(.back)
    trace.checkpoints = Array(repeating: Self.checkpoint, count: 6)
    try trace.text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = cli.run(["replay", path])
    expectEqual(r.code, .usage)
    expectEqual(
      r.err,
      "error: \(path):11: event 6 (back) and its checkpoint come after the failing event 5, where the replay "
        + "stops, so they cannot be checked\n")
  }

  @Test func aTraceWithCRLFLineEndsReadsAsItsLFForm() throws {
    let folder = try cli.scratch("crlf")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/crlf.trace"
    try AndroidCommandTests.a01.replacingOccurrences(of: "\n", with: "\r\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    expectEqual(cli.run(["replay", path]).out, "ok    \(path): recents-leak   (expected)\n1 passed, 0 failed\n")
  }

  @Test func twoSpellingsOfOneFamilyMemberAreOneStrategyNamedTwice() {
    let r = cli.run([
      "run", "--platform", "android", "--no-corpus", "--strategy",
      "android-cover[hook=onPause,what=secure,dialogs=true],android-cover[what=secure,hook=onPause,dialogs=true]",
    ])
    expectEqual(r.code, .usage)
    expectEqual(r.err, "error: --strategy names 'android-cover[hook=onPause,what=secure,dialogs=true]' twice\n")
  }
}
