import Foundation

extension RunCommand {
  /// Whether `options` is the default run: no `--strategy`, `--app-logic`, `--family` or `--lock-family`, so every
  /// built-in strategy runs (a new user's first command, README "The two commands").
  static func isDefaultRun(_ options: RunOptions) -> Bool {
    options.platform.strategyNames == nil && options.platform.appLogicNames.isEmpty
      && options.platform.familySample == 0 && options.platform.lockFamilySample == 0
  }

  /// The `.trace` files under `folder`, at any depth (`corpus/android` too); 0 for no folder or none written.
  static func traceFileCount(in folder: String?) -> Int {
    guard let folder, let files = FileManager.default.enumerator(atPath: folder) else { return 0 }
    var count = 0
    for case let file as String in files where file.hasSuffix(".trace") { count += 1 }
    return count
  }

  /// The closing lines of the default run (``isDefaultRun(_:)``, not `--quiet`), printed on standard error after the
  /// report (which stays one screen, unchanged): where it wrote the counterexample traces it found new, when it wrote
  /// any (run outside this repository, whose `corpus/` already holds them, it writes about a thousand), and what to
  /// run next on one's own code. A new user's trial ended with neither.
  static func nextStepLines(_ options: RunOptions, tracesBefore: Int) -> [String] {
    guard isDefaultRun(options), options.detail != .quiet else { return [] }
    var out: [String] = []
    if options.common.writesCorpus, let folder = options.common.corpusDirectory {
      let written = traceFileCount(in: folder) - tracesBefore
      if written > 0 {
        out.append(
          "wrote \(written) new counterexample trace\(written == 1 ? "" : "s") to \(folder)/: the built-in strategies'"
            + " published faults, kept so that a later run labels them known (--no-corpus writes none)")
      }
    }
    out.append(
      "next, your own code: write your app's logic as a script and run 'lifecycle-fuzz run --app-logic FILE'"
        + " (docs/app-logic.md), or fuzz your Swift cover (README, \"Quick start: your own cover\")")
    return out
  }

  /// `--quiet`'s closing line, on standard output: where the run's files went, the corpus's new traces counted
  /// (`files: 3 new counterexample traces in corpus/, results r.results, JUnit j.xml, SARIF s.sarif`), or `nil` when
  /// it wrote none. `--update-baseline` says its own line.
  static func writtenLine(_ options: RunOptions, tracesBefore: Int) -> String? {
    var written: [String] = []
    if options.common.writesCorpus, let folder = options.common.corpusDirectory {
      let n = traceFileCount(in: folder) - tracesBefore
      if n > 0 { written.append("\(n) new counterexample trace\(n == 1 ? "" : "s") in \(folder)/") }
    }
    if let file = options.resultsFile { written.append("results \(file)") }
    if let file = options.junitFile { written.append("JUnit \(file)") }
    if let file = options.sarifFile { written.append("SARIF \(file)") }
    return written.isEmpty ? nil : "files: " + written.joined(separator: ", ")
  }
}
