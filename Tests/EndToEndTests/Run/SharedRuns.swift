import Foundation

/// Runs that several suites read and none changes, made once per test process.
enum SharedRuns {
  /// Two strategies with findings, 160 traces each in blocks of 40, with the verbose report and no corpus.
  static let base = [
    "run", "--traces", "160", "--block-size", "40", "--strategy", "secure-layer,subview-tag", "--no-corpus",
    "--verbose",
  ]

  /// ``base`` with two workers, in a fresh folder (`--no-corpus` still reads `./corpus`): its status and
  /// standard output. `run --jobs 2` against `--jobs 1` (RunCommandTests) and one run against its two shards
  /// merged (MergeInputTests) both compare with it.
  static let twoWorkers = Result { () throws -> (status: Int32, out: String) in
    let r = try runTool(base + ["--jobs", "2"], in: try makeTempDirectory())
    return (r.status, r.out)
  }
}
