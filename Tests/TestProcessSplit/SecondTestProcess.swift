import Foundation
import Testing

/// The main-actor suites a whole `swift test` run hands to a second process of the test binary.
///
/// Every test target but EndToEndTests runs its tests one at a time on the main actor (the package's default
/// isolation), so one process's main-actor tests use one of CI's two cores, and they were most of the test phase
/// (docs/testing.md, "Test time", forty-sixth session). In a whole run (no `--filter` or `--skip`) the suites named
/// here are skipped in the first process and EndToEndTests' `SecondTestProcessTests` runs them in a second one,
/// started with a `--filter` for each, whose main actor is its own. A filtered run (a developer's, or that second
/// process's) runs them in process as before.
public enum SecondTestProcess {
  /// The suites, `Target.Type` (the start of their tests' identifiers); the largest main-actor ones, measured one
  /// test at a time. `SecondTestProcessTests` fails if one of them ran no test in the second process.
  public static let suites = [
    "ShieldModelTests.RenderCacheStressTests",
    "LifecycleFuzzTests.ExplorerTests",
    "LifecycleFuzzTests.CampaignTests",
    "LifecycleFuzzTests.GenerationReachTests",
    "LifecycleFuzzTests.LatencyShrinkTests",
    "LifecycleFuzzTests.ShrinkCutoffTests",
    "LifecycleFuzzTests.MutatedInputTests",
    "LifecycleFuzzTests.ShrinkPreservationTests",
    "CoverStrategiesTests.DependsOnTests",
    "CoverStrategiesTests.AppLogicLoopTests",
    "CoverStrategiesTests.AppLogicCommandLineTests",
    "CoverStrategiesTests.AppLogicLockSettingExploreTests",
    "CoverStrategiesTests.AppLogicDevicePasscodePromiseTests",
    "LifecycleFuzzCLITests.FlagSweepTests",
  ]

  /// Whether this process was started without a test filter: `swift test` with no `--filter` or `--skip`.
  public static let isWholeRun = !CommandLine.arguments.contains {
    $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=")
  }

  /// Whether the suite `suite` (`Target.Type`) runs in this process: always, but in a whole run for ``suites``.
  public static func runsHere(_ suite: String) -> Bool { !(isWholeRun && suites.contains(suite)) }

  /// The second process's failure lines (`✘` or `error:`) of its output `lines`, time limits last.
  ///
  /// Under load the second process's main-actor queue can pass Swift Testing's time limit for every case of a large
  /// suite (RenderCacheStressTests' 200), and in output order those lines filled the 60 its test shows, hiding a
  /// wrong value after them. So the issues that are not time limits come first, then the other failure lines (each
  /// failed test's and suite's closing line, the run's), then the time-limit issues; output order within each.
  public static func failureLines(_ lines: [String]) -> [String] {
    let failing = lines.filter { $0.contains("✘") || $0.contains("error:") }
    let isIssue = { (line: String) -> Bool in line.contains(" recorded an issue") || line.contains("error:") }
    let issues = failing.filter { isIssue($0) && !isTimeLimit($0) }
    let others = failing.filter { !isIssue($0) && !isTimeLimit($0) }
    return issues + others + failing.filter(isTimeLimit)
  }

  /// Whether the output line `line` is Swift Testing's issue for a test that passed its time limit.
  public static func isTimeLimit(_ line: String) -> Bool { line.contains("Time limit was exceeded") }

  /// The second process's arguments after the test binary: Swift Testing, one `--filter` per suite.
  public static var arguments: [String] {
    ["--testing-library", "swift-testing"]
      + suites.flatMap { ["--filter", "^" + $0.replacingOccurrences(of: ".", with: "\\.") + "(/|$)"] }
  }

  /// The second process, started once per process: in a whole run by the first handed suite's trait, while Swift
  /// Testing plans the run (so it starts with the first process's tests, not when a worker thread frees up for
  /// `SecondTestProcessTests`), else by that test. Its output and event stream go to files of a temporary folder.
  public static let started: Result<Started, any Error> = Result {
    let folder = NSTemporaryDirectory() + "lf-second-process-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let log = folder + "/output.txt"
    FileManager.default.createFile(atPath: log, contents: nil)
    guard let output = FileHandle(forWritingAtPath: log), let binary = Bundle.main.executableURL else {
      throw CocoaError(.fileWriteUnknown)
    }
    let process = Process()
    process.executableURL = binary
    process.arguments =
      arguments + ["--event-stream-output-path", folder + "/events.jsonl", "--experimental-event-stream-version", "0"]
    // The repository's folder (this file is Tests/TestProcessSplit/SecondTestProcess.swift), as `swift test` gives.
    process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    return Started(process: process, folder: folder)
  }

  /// A started second process and the folder of its output (`output.txt`) and event stream (`events.jsonl`).
  public struct Started: @unchecked Sendable {
    /// The running (or ended) process.
    public let process: Process
    /// The folder of its files.
    public let folder: String
  }
}

extension Trait where Self == ConditionTrait {
  /// Skips the suite `suite` (its own `Target.Type`; a trait cannot name its own type) in a whole run, whose second
  /// process runs it (``SecondTestProcess``).
  public static func handedToSecondProcess(_ suite: String) -> Self {
    let here = SecondTestProcess.runsHere(suite)
    if !here { _ = SecondTestProcess.started }
    return .enabled(if: here, "a whole run runs it in a second test process (SecondTestProcessTests)")
  }
}
