import Foundation
import LifecycleFuzz

/// `merge`: results files (e.g. one per CI shard) reported as one run; trace folders copied
/// into the corpus.
enum MergeCommand {
  static let help = """
    USAGE: lifecycle-fuzz merge [--corpus <dir> | --no-corpus] <file-or-folder>...

    Results files (written by 'run --results', e.g. one per CI shard) are combined and reported
    exactly as one run over all their blocks; their counterexamples are saved to the corpus
    (--no-corpus: nothing is written, but the corpus is still read to label known ones).
    Folders and .trace files are corpus entries: each failure signature not yet in the corpus
    is copied into it (duplicates are left out). Exit codes as for run.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    var corpusDir = "corpus"
    var writes = true
    var inputs: [String] = []
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--corpus": corpusDir = try scanner.value(for: arg)
      // As for run: the corpus is still read, so what it holds is reported as known.
      case "--no-corpus": writes = false
      default:
        if arg.hasPrefix("-") { throw ArgumentError.unknownOption(arg, command: "merge") }
        inputs.append(arg)
      }
    }
    guard !inputs.isEmpty else { throw ArgumentError.message("merge needs results files or corpus folders") }
    var traceInputs: [String] = []
    var blocks: [BlockResult] = []
    var merged: (configuration: RunConfiguration, identity: String, file: String)?
    for path in inputs {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
        throw TraceFileError(file: path, line: 0, message: "no such file or folder")
      }
      if isDir.boolValue || path.hasSuffix(".trace") {
        traceInputs += Replay.expand([path])
        continue
      }
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw TraceFileError(file: path, line: 0, message: "cannot read the file as UTF-8 text")
      }
      let configuration = try ResultsFile.configuration(in: text, file: path, resolver: tool.strategies.resolver)
      let identity = try configuration.runIdentity.jsonText()
      if let merged, merged.identity != identity {
        throw TraceFileError(file: path, line: 0, message: "its run configuration differs from \(merged.file)'s")
      }
      merged = (configuration, identity, path)
      blocks += try BlockResult.parseAll(text, file: path)
    }
    var code = ExitCode.success
    if let merged {
      // One run over all the parts: no shard, this command's corpus.
      var config = merged.configuration.runIdentity
      config.corpusDirectory = corpusDir
      config.writesCorpus = writes
      let corpus = try CorpusIndex(directory: corpusDir, writes: writes)
      var seen: Set<String> = []
      let unique = blocks.filter { seen.insert("\($0.strategy)\t\($0.block)").inserted }
      let results = Campaign.aggregate(config, blocks: unique, corpus: corpus)
      for r in results where writes {
        let runner = TraceRunner(strategy: r.strategy, profile: r.profile)
        for f in r.findings { try corpus.save(f.trace, runner: runner) }
      }
      // As in a run: with a step budget, blocks past it are not missing.
      let missing = config.maxSteps == nil ? config.strategies.count * config.blockCount - unique.count : 0
      let incomplete = missing > 0 || unique.contains { !$0.complete }
      let reason = incomplete ? "\(missing) block(s) missing or cut short" : nil
      let outcome = RunOutcome(results: results, incompleteReason: reason)
      console.out(RunCommand.render(config, outcome))
      code = RunCommand.exitCode(config, outcome)
    }
    if !traceInputs.isEmpty {
      guard writes else { throw ArgumentError.message("merging trace folders writes to the corpus; drop --no-corpus") }
      let corpus = try CorpusIndex(directory: corpusDir)
      var copied = 0
      var duplicates = 0
      var added: Set<FailureSignature> = []
      for path in traceInputs {
        let trace = try Corpus.read(path, knownStrategies: tool.strategies.names)
        if corpus.knewBefore(trace) || !added.insert(FailureSignature(trace: trace)).inserted {
          duplicates += 1
          continue
        }
        try corpus.corpus.write(trace)
        copied += 1
      }
      let counts = "\(copied) added, \(duplicates) already there"
      console.out("merged \(traceInputs.count) trace(s) into \(corpusDir): \(counts)\n")
    }
    return code
  }
}
