import CoverStrategies
import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import LifecycleFuzzCLI

/// A run is one Codable value: workers and `merge` decode what the parent encoded.
@Suite("Run configuration as JSON")
struct RunConfigurationCodingTests {
  static func configuration() throws -> RunConfiguration<IOSPlatform> {
    var c = RunConfiguration()
    c.seed = UInt64.max
    c.tracesPerStrategy = 600
    c.maxLength = 30
    c.strategies = try ["cover-window", "cover[on=resign,via=subview,off=never]"].map {
      try #require(StrategyCatalog.descriptor(named: $0))
    }
    c.profile = try Profile(named: "ipad-split-ios18-scenes")
    c.flagOverrides = [("switcherCardIsLive", false), ("externalDisplayScene", true)]
    c.shard = Shard(index: 2, count: 3)
    c.maxSteps = 2_000
    c.blockSize = 50
    c.coverageFloor = 12.5
    c.corpusDirectory = nil
    return c
  }

  @Test("every setting survives a round trip; strategies, profile and shard travel by name, flags in order")
  func roundTrip() throws {
    let c = try Self.configuration()
    let text = try c.jsonText()
    #expect(!text.contains("\n"))
    #expect(text.contains(#""strategies":["cover-window","cover[on=resign,via=subview,off=never]"]"#))
    #expect(text.contains(#""profile":"ipad-split-ios18-scenes""#))
    #expect(text.contains(#""shard":"2/3""#))
    #expect(text.contains(#""maxSteps":2000"#))
    let d = try RunConfiguration(jsonText: text, platform: IOSPlatform.builtIn)
    #expect(d.seed == c.seed && d.tracesPerStrategy == 600 && d.maxLength == 30 && d.blockSize == 50)
    expectEqual(d.strategies.map(\.name), c.strategies.map(\.name))
    expectEqual(d.profile, c.profile)
    expectEqual(
      d.flagOverrides.map { "\($0.name)=\($0.value)" }, ["switcherCardIsLive=false", "externalDisplayScene=true"])
    #expect(d.shard == c.shard && d.maxSteps == 2_000 && d.coverageFloor == 12.5 && d.corpusDirectory == nil)
    try expectEqual(d.jsonText(), text)
  }

  @Test("a strategy the platform's catalog does not know is a decoding error naming it")
  func unknownStrategy() throws {
    let text = try Self.configuration().jsonText()
    let none = IOSPlatform(strategies: [], lookup: { _ in nil })
    #expect(throws: DecodingError.self) { try RunConfiguration(jsonText: text, platform: none) }
    do {
      _ = try RunConfiguration(jsonText: text, platform: none)
    } catch {
      expectEqual(ResultsFile.describe(error), "strategies: unknown strategy 'cover-window'")
    }
  }

  /// ``configuration()`` as `run` reads it from its command line, but for its step budget (refused with `--shard`).
  static let arguments = [
    "--seed", "\(UInt64.max)", "--traces", "600", "--max-length", "30", "--strategy",
    "cover-window,cover[on=resign,via=subview,off=never]", "--profile", "ipad-split-ios18-scenes", "--flag",
    "switcherCardIsLive=false", "--flag", "externalDisplayScene=true", "--shard",
    "2/3", "--block-size", "50", "--coverage-floor", "12.5",
  ]

  /// The sections `run` makes of `args` with the built-in platforms.
  static func sections(_ args: [String]) throws -> [any AnyRunSection] {
    let tool = CommandLineTool()
    return try RunCommand.sections(try RunOptions.parse(args, command: "run", tool: tool), tool)
  }

  /// The header of the results file `run` writes for `args`.
  static func header(_ args: [String]) throws -> String {
    ResultsFile.header(try sections(args).flatMap { try $0.headerLines() })
  }

  /// Reads the results file whose text is `text` as `merge` does.
  static func read(_ text: String) throws -> [any AnyResultsPart] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString)").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try ResultsFile.read(path, CommandLineTool().strategies)
  }

  @Test("a results file carries the configuration; the old format is refused in one line")
  func resultsHeader() throws {
    // `run` refuses --max-steps with --shard (a shard does not see the blocks a budget counts): the arguments give none.
    var c = try Self.configuration()
    c.maxSteps = nil
    let sections = try Self.sections(Self.arguments)
    let section = try #require(sections.first as? RunSection<IOSPlatform>)
    expectEqual(sections.count, 1)
    try expectEqual(section.configuration.runIdentity.jsonText(), c.runIdentity.jsonText())
    let header = try Self.header(Self.arguments)
    #expect(header.hasPrefix("lifecycle-fuzz results 6\nconfiguration\t{"))
    let parts = try Self.read(header + KnownLine.endLine([]) + "\n")
    let back = try #require(parts.first as? ResultsFilePart<IOSPlatform>).configuration
    expectEqual(parts.count, 1)
    try expectEqual(back.jsonText(), c.jsonText())
    // How a part ran is not recorded: the same bytes for any --jobs.
    let elsewhere = Self.arguments + ["--jobs", "4", "--time-budget", "60", "--corpus", "ci-corpus"]
    try expectEqual(Self.header(elsewhere), header)
    for version in ["1", "2", "3", "4", "5"] {
      let old =
        "results format \(version) is from an older lifecycle-fuzz (this one reads format 6, whose configuration"
        + " lines, blocks and known lines carry checksums and whose coverage keys fit every event class); run its"
        + " shard again with this one"
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString)").path
      try "lifecycle-fuzz results \(version)\nconfig\tseed\t1\n".write(toFile: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: path) }
      #expect(throws: TraceFileError(file: path, line: 1, message: old)) {
        try ResultsFile.read(path, CommandLineTool().strategies)
      }
    }
  }

  @Test("a results file's last line counts its known lines: one deleted, or the file cut short, is refused there")
  func knownLinesCounted() throws {
    // A breaker's `grep -v '^known'` merged a shard's known finding into a pass (exit 0).
    let header = try Self.header(Self.arguments)
    let lines = header.split(separator: "\n").count
    let known = "known\t[\"\",\"0\",\"c/a.trace\",\"lifecycle-fuzz trace 2\"]\t0000000000000000"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try (header + KnownLine.endLine([known]) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let deleted =
      "0 known line(s) precede the results-end line but it says 1: known lines were deleted or added (run the"
      + " shard again)"
    #expect(throws: TraceFileError(file: path, line: lines + 1, message: deleted)) {
      try ResultsFile.read(path, CommandLineTool().strategies)
    }
    try header.write(toFile: path, atomically: true, encoding: .utf8)
    let cut =
      "the file does not end with its 'results-end' line (the count and checksum of its known lines): it was cut"
      + " short or its last lines were deleted (run the shard again)"
    #expect(throws: TraceFileError(file: path, line: lines, message: cut)) {
      try ResultsFile.read(path, CommandLineTool().strategies)
    }
    // The end line's seal covers the known lines' bytes: one swapped for another file's is refused too.
    #expect(KnownLine.endLine([known]).hasPrefix("results-end\t1\t"))
    #expect(KnownLine.endLine([known]) != KnownLine.endLine([known + "0"]))
  }

  @Test("a results file of a newer format is named as newer, not as no results file")
  func newerResultsFormat() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString)").path
    try "lifecycle-fuzz results 7\nconfiguration\t{}\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let newer =
      "results format 7 is from a newer lifecycle-fuzz (this one reads format 6); merge with the build that wrote it"
    #expect(throws: TraceFileError(file: path, line: 1, message: newer)) {
      try ResultsFile.read(path, CommandLineTool().strategies)
    }
  }

  @Test("workers get the configuration as a file, never as settings on their command line")
  func workerArguments() {
    expectEqual(
      WorkerPool.arguments(configuration: "/t/c.json", claims: "/t/claims", out: "/t/w0"),
      [
        "worker", "--configuration", "/t/c.json", "--claims", "/t/claims", "--out", "/t/w0",
      ])
  }

  @Test("workers get glibc's larger allocation cache, added to the user's tunables, never over their own size")
  func workerEnvironment() {
    let tunable = "glibc.malloc.tcache_count=1000"
    expectEqual(WorkerPool.workerEnvironment(["PATH": "/bin"]), ["PATH": "/bin", "GLIBC_TUNABLES": tunable])
    expectEqual(
      WorkerPool.workerEnvironment(["GLIBC_TUNABLES": "glibc.malloc.arena_max=2"])["GLIBC_TUNABLES"],
      "glibc.malloc.arena_max=2:" + tunable)
    expectEqual(
      WorkerPool.workerEnvironment(["GLIBC_TUNABLES": "glibc.malloc.tcache_count=7"])["GLIBC_TUNABLES"],
      "glibc.malloc.tcache_count=7")
  }

  @Test("run parses --max-steps into the configuration that workers and results files carry")
  func maxStepsReachesWorkers() throws {
    let sections = try RunConfigurationCodingTests.sections(["--max-steps", "2000", "--jobs", "2"])
    let ios = try #require(sections.compactMap { $0 as? RunSection<IOSPlatform> }.first)
    let android = try #require(sections.compactMap { $0 as? RunSection<AndroidPlatform> }.first)
    try expectEqual(
      RunConfiguration(jsonText: ios.configuration.jsonText(), platform: IOSPlatform.builtIn).maxSteps, 2_000)
    try expectEqual(
      RunConfiguration(jsonText: android.configuration.jsonText(), platform: AndroidPlatform.builtIn).maxSteps,
      2_000)
  }

  @Test("the focus options travel in the JSON only when set, in order, and decode back")
  func focusOptions() throws {
    var c = try RunConfigurationCodingTests.configuration()
    let plain = try c.jsonText()
    #expect(!plain.contains("invariants") && !plain.contains("skippedInvariants") && !plain.contains("weights"))
    c.invariants = InvariantSelection(only: [.touchBlocked, .snapshotLeak], skipped: [.crash])
    c.weightOverrides = [("openAppSwitcher", 0), ("goHome", 7), ("openAppSwitcher", 3)]
    let text = try c.jsonText()
    #expect(text.contains(#""invariants":["touch-blocked","snapshot-leak"]"#))
    #expect(text.contains(#""skippedInvariants":["crash"]"#))
    #expect(
      text.contains(
        #""weights":[{"name":"openAppSwitcher","weight":0},{"name":"goHome","weight":7},"#
          + #"{"name":"openAppSwitcher","weight":3}]"#))
    let d = try RunConfiguration(jsonText: text, platform: IOSPlatform.builtIn)
    expectEqual(d.invariants, c.invariants)
    expectEqual(d.invariants.included, [Invariant.snapshotLeak, .touchBlocked])
    let weights = d.weightOverrides.map { "\($0.name)=\($0.weight)" }
    expectEqual(weights, ["openAppSwitcher=0", "goHome=7", "openAppSwitcher=3"])
    #expect(d.generator.weights["openAppSwitcher"] == 3 && d.generator.weights["goHome"] == 7)
    #expect(!d.savesCounterexamples)
    #expect(try d.runIdentity.jsonText() != (try RunConfigurationCodingTests.configuration().runIdentity.jsonText()))
    let bad = text.replacingOccurrences(of: #""skippedInvariants":["crash"]"#, with: #""skippedInvariants":["nope"]"#)
    #expect(throws: DecodingError.self) { try RunConfiguration(jsonText: bad, platform: IOSPlatform.builtIn) }
  }
}
