import Foundation
import LifecycleFuzz
import Testing

@testable import LifecycleFuzzCLI

/// Seeded byte mutations of input files (never system randomness: mutant n is the same on every run).
private struct InputMutator {
  var rng: SplitMix64

  /// Bytes that have broken parsers or terminals: controls, C1, bidi marks, separators, BOM, invalid UTF-8.
  static let hostile: [[UInt8]] = [
    [0x00], [0x0B], [0x1B, 0x5B, 0x32, 0x4A], [0x0D], [0xC2, 0x85], [0xE2, 0x80, 0x8F], [0xE2, 0x80, 0xA8],
    [0xE2, 0x80, 0xA9], [0xE2, 0x80, 0xAE], [0xEF, 0xBB, 0xBF], [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x09],
  ]
  /// Header lines that are almost right.
  static let lines = [
    "platform: beos", "platform:", "platform: android", "strategy:", "profile: iphone-ios99", "expect: maybe",
    "lifecycle-fuzz trace 9", "lifecycle-fuzz baseline 2", "configuration\t{}", "block\tsecure-layer\t-1\t1\t1\t1",
    "failure\t0\tsnapshot-leak\t1\t1\tlaunch\tx", "end", "check\t0\t0000000000000000", "seed: 99999999999999999999",
  ]

  mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
    var b = bytes
    for _ in 0...rng.next(below: 3) {
      let at = b.isEmpty ? 0 : rng.next(below: b.count)
      var l = b.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
      switch rng.next(below: 8) {
      case 0: if !b.isEmpty { b[at] ^= UInt8(1 << rng.next(below: 8)) }
      case 1: b = Array(b.prefix(at))
      case 2: b.insert(contentsOf: Self.hostile[rng.next(below: Self.hostile.count)], at: at)
      case 3:
        l.insert(l[rng.next(below: l.count)], at: rng.next(below: l.count))
        b = Array(l.joined(separator: [0x0A]))
      case 4:
        l.remove(at: rng.next(below: l.count))
        b = Array(l.joined(separator: [0x0A]))
      case 5:
        l[rng.next(below: l.count)] = Array(Self.lines[rng.next(below: Self.lines.count)].utf8)
        b = Array(l.joined(separator: [0x0A]))
      case 6:
        let i = rng.next(below: l.count)
        let j = rng.next(below: l.count)
        l.swapAt(i, j)
        b = Array(l.joined(separator: [0x0A]))
      default: b = Array(l.joined(separator: [0x0D]))
      }
    }
    return b
  }
}

/// The adversarial checks on input files, in process: mutated traces, results files and baselines given to
/// `replay`, `merge` and `run --baseline` never crash or hang the tool, every error about a file names its line,
/// and nothing unsafe reaches the terminal. `scripts/adversarial.sh` runs 5,000 traces, 500 results files and
/// 200 baselines (`LIFECYCLE_FUZZ_ADVERSARIAL=5000`); `swift test` runs a few.
@Suite("Adversarial input files", .serialized, .timeLimit(.minutes(30)))
struct AdversarialInputTests {
  /// Mutated traces; results files are a tenth of it, baselines a 25th.
  static let count = ProcessInfo.processInfo.environment["LIFECYCLE_FUZZ_ADVERSARIAL"].flatMap(Int.init) ?? 60

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// What went wrong with one command's output on the mutant at `path`, or `nil`: an exit code outside `allowed`,
  /// an error about the file without its line, or an unsafe character on the terminal.
  func problem(_ r: (code: ExitCode, out: String, err: String), path: String, allowed: [ExitCode]) -> String? {
    if !allowed.contains(r.code) { return "exit \(r.code.rawValue)" }
    for line in r.err.split(separator: "\n") where line.hasPrefix("error: \(path)") {
      let rest = line.dropFirst("error: \(path)".count)
      guard rest.first == ":", let n = Int(rest.dropFirst().prefix { $0 != ":" }), n >= 1 else {
        return "an error without a line: \(line)"
      }
    }
    if let s = (r.out + r.err).unicodeScalars.first(where: { $0 != "\n" && Escape.isUnsafe($0) }) {
      return "U+\(String(s.value, radix: 16)) reached the terminal"
    }
    return nil
  }

  func folder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-adv-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
    return dir
  }

  @Test("mutated corpus traces given to replay")
  func traces() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let corpus =
      Corpus<IOSPlatform>.tracePaths(in: Self.repository + "/corpus")
      + Corpus<IOSPlatform>.tracePaths(in: Self.repository + "/corpus/android")
    try #require(corpus.count > 100)
    var mutator = InputMutator(rng: SplitMix64(seed: 31))
    var problems: [String] = []
    // No yield between mutants: each queued this test behind every main-actor test waiting then (ShrinkPreservationTests).
    for n in 0..<Self.count {
      let source = corpus[(n * 7919) % corpus.count]
      let path = dir + "/m\(n).trace"
      try Data(mutator.mutate(Array(try Data(contentsOf: URL(fileURLWithPath: source))))).write(
        to: URL(fileURLWithPath: path))
      if let p = problem(run(["replay", path]), path: path, allowed: [.success, .failure, .usage]) {
        problems.append("mutant \(n) of \(source): \(p)")
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(20))")
  }

  @Test("mutated results files given to merge, and mutated baselines given to run")
  func resultsAndBaselines() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let base = ["run", "--traces", "20", "--strategy", "secure-layer", "--no-corpus", "--corpus", dir + "/empty"]
    let made = run(base + ["--results", dir + "/r.results", "--update-baseline", dir + "/b.baseline", "--jobs", "1"])
    try #require([.success, .failure].contains(made.code), "\(made.err)")
    let results = Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/r.results")))
    let baseline = Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/b.baseline")))
    var mutator = InputMutator(rng: SplitMix64(seed: 2031))
    var problems: [String] = []
    for n in 0..<max(1, Self.count / 10) {
      let path = dir + "/m\(n).results"
      try Data(mutator.mutate(results)).write(to: URL(fileURLWithPath: path))
      let r = run(["merge", "--no-corpus", "--corpus", dir + "/empty", path])
      if let p = problem(r, path: path, allowed: [.success, .failure, .usage, .incomplete]) {
        problems.append("results mutant \(n): \(p)")
      }
    }
    for n in 0..<max(1, Self.count / 25) {
      let path = dir + "/m\(n).baseline"
      try Data(mutator.mutate(baseline)).write(to: URL(fileURLWithPath: path))
      let r = run(
        [
          "run", "--traces", "2", "--strategy", "secure-layer", "--no-corpus", "--corpus", dir + "/empty", "--jobs",
          "1",
          "--baseline", path,
        ])
      if let p = problem(r, path: path, allowed: [.success, .failure, .usage]) {
        problems.append("baseline mutant \(n): \(p)")
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(20))")
  }
}
