import Foundation
import LifecycleFuzz

/// `merge`: results files (e.g. one per CI shard) reported as one run; trace folders copied
/// into the corpus.
///
/// Nothing in an input is trusted: every input is read and checked first (results files
/// against the run configuration in their header, every failure replayed), and only then is
/// anything written, so an exit 2 writes nothing.
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

    // Read and check every input before anything is written.
    var traceInputs: [String] = []
    var parts: [ResultsPart] = []
    for path in inputs {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
        throw TraceFileError(file: path, line: 0, message: "no such file or folder")
      }
      if isDir.boolValue || path.hasSuffix(".trace") {
        traceInputs += Replay.expand([path])
        continue
      }
      let part = try ResultsPart(path: path, resolver: tool.strategies.resolver)
      if let first = parts.first, first.identity != part.identity {
        throw TraceFileError(file: path, line: 2, message: "its run configuration differs from \(first.file)'s")
      }
      parts.append(part)
    }
    if !traceInputs.isEmpty, !writes {
      throw ArgumentError.message("merging trace folders writes to the corpus; drop --no-corpus")
    }
    let traces = try traceInputs.map { path throws(TraceFileError) in
      (path, try Corpus.read(path, knownStrategies: tool.strategies.names))
    }
    var merged: MergedRun?
    if let first = parts.first {
      let run = try MergedRun(
        parts: parts, configuration: first.configuration, corpusDirectory: corpusDir, writes: writes)
      let problems = run.unconfirmedFailures()
      guard problems.isEmpty else {
        for p in problems { console.err("error: \(Console.oneLine(p.description))\n") }
        return .usage
      }
      try run.checkSavesReadBack()
      merged = run
    }
    let corpus = traceInputs.isEmpty ? nil : try CorpusIndex(directory: corpusDir)
    var copies: [Trace] = []
    var duplicates = 0
    if let corpus {
      // Counterexamples the results files save count as already there, as if written first.
      var added = Set(merged?.savedSignatures ?? [])
      for (_, trace) in traces {
        if corpus.knewBefore(trace) || !added.insert(FailureSignature(trace: trace)).inserted {
          duplicates += 1
        } else {
          copies.append(trace)
        }
      }
      for trace in copies {
        if let problem = Corpus.readBackProblem(trace.text, of: trace, path: corpus.path(for: trace)) {
          throw CorpusWriteError(path: corpus.path(for: trace), reason: problem)
        }
      }
    }

    // Everything checked: write.
    var code = ExitCode.success
    if let merged {
      // Writes what the corpus lacks; a file it cannot write is reported (exit 5), not thrown.
      let outcome = merged.save()
      console.out(Escape.terminalLines(RunCommand.render(merged.configuration, outcome)))
      code = RunCommand.exitCode(merged.configuration, outcome)
    }
    if let corpus {
      for trace in copies { try corpus.corpus.write(trace) }
      let counts = "\(copies.count) added, \(duplicates) already there"
      console.out(Escape.terminalLines("merged \(traceInputs.count) trace(s) into \(corpusDir): \(counts)\n"))
    }
    return code
  }
}
