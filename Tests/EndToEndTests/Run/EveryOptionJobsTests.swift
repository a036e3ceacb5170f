import Foundation
import Testing

/// `run`'s output does not depend on its workers: every option of `run`, each in a small run with `--jobs 1` and
/// again with `--jobs 2`, prints the same bytes, exits the same and leaves the same files (corpus, results, JUnit,
/// SARIF, baseline, evidence) byte for byte. `--time-budget` is the one option left out: it stops on the wall clock,
/// so what a run finds before it stops depends on speed, not on the options (RunReliabilityTests covers its exit).
@Suite("Every option of run: --jobs 1 and --jobs 2 give the same output and files", .serialized, .tags(.slow))
struct EveryOptionJobsTests {
  /// Two strategies with findings, 24 traces each in blocks of 6: the blocks spread over both workers.
  nonisolated static let base = [
    "run", "--traces", "24", "--block-size", "6", "--strategy", "secure-layer,subview-tag",
  ]

  /// A baseline of the base run's own signatures (made once, by a run with --update-baseline), the first of them
  /// expired: --baseline then accepts some findings, warns of one and reports the rest.
  static let baseline = Result { () throws -> String in
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = try runTool(base + ["--no-corpus", "--jobs", "1", "--update-baseline", "made.txt"], in: dir, timeout: 300)
    var lines = try String(contentsOfFile: dir + "/made.txt", encoding: .utf8).split(separator: "\n").map(String.init)
    if lines.count > 1 { lines[1] += "\texpires 2026-01-01" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each option (with its value) after ``base``; `platform` options replace the strategies.
  nonisolated static let options: [[String]] = [
    [],
    ["--seed", "7", "--max-length", "10"],
    ["--corpus", "other-corpus"],
    ["--no-corpus"],
    ["--shard", "2/3"],
    ["--results", "run.res", "--junit", "run.xml", "--sarif", "run.sarif"],
    ["--baseline", "baseline.txt", "--today", "2026-12-02"],
    ["--update-baseline", "updated.txt"],
    ["--evidence"],
    ["--max-steps", "150"],
    ["--show-coverage"],
    ["--coverage-floor", "95"],
    ["--require-reached"],
    // Pairs print their dependences with --verbose: one run checks both.
    ["--verbose", "--flag-pairs"],
    // A strategy that holds in 24 traces, so there is something to sweep (36 re-runs), with every file it writes to.
    ["--sweep-flags", "--strategy", "cover-window", "--junit", "sweep.xml", "--sarif", "sweep.sarif"],
    ["--quiet"],
    ["--print-break-set"],
    ["--flag", "switcherCardIsLive=false"],
    ["--invariant", "snapshot-leak,capture-leak"],
    ["--skip-invariant", "touch-blocked"],
    ["--weight", "touch=0", "--weight", "screenshot=5"],
    ["--profile", "iphone-ios16-scenes,ipad-split-ios18-scenes"],
    ["--family", "2"],
    ["--lock-family", "1"],
    ["--platform", "android", "--strategy", "secure-flag-on-pause,recommended"],
    ["--platform", "all", "--strategy", "secure-layer,secure-flag-on-pause"],
    // Scripts (written by ``run(_:jobs:)``): the workers read them from the configuration.
    ["--app-logic", "ios.logic", "--results", "app-logic.res"],
    ["--app-logic", "android.logic"],
  ]

  /// An iOS and an Android app-logic script, written into each run's folder.
  static let scripts = [
    "ios.logic": "claims: app-switcher\non sceneWillResignActive: addCover(view, tag=9)\n"
      + "on sceneDidBecomeActive: removeCover(tag=9)\n",
    "android.logic": "lock: locked\non onCreate: set(locked); addView(lock)\n"
      + "on appCall(unlock): removeView(lock); clear(locked)\non onStop: set(locked); addView(lock)\n",
  ]

  /// Every regular file under `dir` but the run's own output captures, by relative path, with its bytes.
  static func files(under dir: String) throws -> [String: Data] {
    var out: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: dir)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = dir + "/" + path
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else {
        continue
      }
      out[path] = try Data(contentsOf: URL(fileURLWithPath: full))
    }
    return out
  }

  /// The run of `option` with `jobs` workers in a fresh folder holding the baseline: status, stdout and files.
  static func run(_ option: [String], jobs: String) throws -> (status: Int32, out: String, files: [String: Data]) {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try baseline.get().write(toFile: dir + "/baseline.txt", atomically: true, encoding: .utf8)
    for (name, text) in scripts { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
    var args = base + option + ["--jobs", jobs]
    if option.contains("--strategy"), let i = args.firstIndex(of: "--strategy") { args.removeSubrange(i...(i + 1)) }
    let r = try runTool(args, in: dir, timeout: 300)
    return (r.status, r.out, try files(under: dir))
  }

  @Test("each option: the same stdout, exit status and files with one worker and with two", arguments: options)
  func sameWithTwoWorkers(option: [String]) throws {
    let one = try Self.run(option, jobs: "1")
    let two = try Self.run(option, jobs: "2")
    #expect(two.status == one.status, "\(option)")
    #expect(two.out == one.out, "\(option)")
    #expect(two.files.keys.sorted() == one.files.keys.sorted(), "\(option)")
    for (path, data) in one.files where two.files[path] != data {
      Issue.record("\(option): \(path) differs between --jobs 1 and --jobs 2")
    }
    // The runs did something: a report, and the files the option asks for.
    #expect(one.out.count > 40, "\(option): \(one.out)")
    #expect(one.files.keys.contains("baseline.txt"))
    #expect(try Self.baseline.get().split(separator: "\n").count >= 3)
  }

  @Test("the option list covers every option of run's help but --jobs itself and --time-budget")
  func everyOptionListed() throws {
    let help = try runTool(["run", "--help"]).out
    let documented = Set(
      help.split(separator: "\n").compactMap { line -> String? in
        // Option lines start with the option (`-v, --verbose`); the description's lines do not.
        let words = line.split(separator: " ")
        guard words.first?.hasPrefix("-") == true else { return nil }
        return words.first { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "," }) }
      })
    let tested = Set(
      Self.options.joined().filter { $0.hasPrefix("--") } + [
        "--strategy", "--jobs", "--time-budget",
        "--help", "--block-size", "--traces",
      ])
    #expect(documented.subtracting(tested).isEmpty, "untested: \(documented.subtracting(tested).sorted())")
    #expect(documented.count >= 30)
  }
}
