import Foundation
import LifecycleFuzz

/// One platform's part of a results file, read and checked: its run configuration within the tool's limits,
/// and every block and failure against that configuration.
struct ResultsPart<Host: Platform> {
  /// The file's path as given.
  let file: String
  /// The configuration its header records (with its shard).
  let configuration: RunConfiguration<Host>
  /// ``RunConfiguration/runIdentity`` as JSON: equal for every part of one run.
  let identity: String
  /// The blocks, with the line of each block and of each of its failures.
  let blocks: [(result: BlockResult<Host>, line: Int, failureLines: [Int])]

  /// Checks `configuration` (read at `configurationLine` of `path`) and `blocks` against it.
  ///
  /// - Throws: ``TraceFileError`` naming the file and line: a configuration out of range, a block or failure the
  ///   configuration cannot have produced.
  init(
    path: String, configuration: RunConfiguration<Host>, configurationLine: Int,
    blocks: [(result: BlockResult<Host>, line: Int, failureLines: [Int])]
  ) throws(TraceFileError) {
    file = path
    self.configuration = configuration
    if let problem = Self.rangeProblem(configuration) {
      throw TraceFileError(file: path, line: configurationLine, message: "its run configuration has \(problem)")
    }
    do { identity = try configuration.runIdentity.jsonText() } catch {
      throw TraceFileError(file: path, line: configurationLine, message: "its run configuration does not encode")
    }
    self.blocks = blocks
    for (block, line, failureLines) in blocks {
      if let problem = block.problem(in: configuration) {
        throw TraceFileError(file: path, line: line, message: problem)
      }
      for (f, n) in zip(block.failures, failureLines) {
        if let problem = f.problem(block: block.block, in: configuration) {
          throw TraceFileError(file: path, line: n, message: problem)
        }
      }
    }
  }

  /// A setting outside what `run` accepts (so that no count derived from it overflows), or `nil`.
  static func rangeProblem(_ c: RunConfiguration<Host>) -> String? {
    if !(1...10_000_000).contains(c.tracesPerStrategy) {
      return "tracesPerStrategy \(c.tracesPerStrategy) (1 to 10000000)"
    }
    if !(1...100_000).contains(c.maxLength) { return "maxLength \(c.maxLength) (1 to 100000)" }
    if !(1...1_000_000).contains(c.blockSize) { return "blockSize \(c.blockSize) (1 to 1000000)" }
    if let m = c.maxSteps, m < 1 { return "maxSteps \(m) (at least 1)" }
    if c.strategies.isEmpty || c.strategies.count > 10_000 { return "\(c.strategies.count) strategies (1 to 10000)" }
    // As `run` refuses a strategy named twice: the merge would wait for blocks no run makes.
    for (i, s) in c.strategies.enumerated() where c.strategies[..<i].contains(where: { $0.name == s.name }) {
      return "strategy '\(s.name)' twice"
    }
    if !(1...256).contains(c.jobs) { return "jobs \(c.jobs) (1 to 256)" }
    if let t = c.timeBudget, !(0...1_000_000_000).contains(t) { return "timeBudget \(t) (0 to 1000000000)" }
    if let f = c.coverageFloor, !(0...100).contains(f) { return "coverageFloor \(f) (0 to 100)" }
    return nil
  }
}

/// One platform's parts of the results files of one run, merged: aggregated as one run over all their blocks,
/// every failure replayed before anything is saved.
struct MergedRun<Host: Platform> {
  /// The run: no shard, this command's corpus.
  let configuration: RunConfiguration<Host>
  /// What the run found, for the report and the exit code.
  let outcome: RunOutcome<Host>
  /// The corpus, as it was before the merge.
  let corpus: CorpusIndex<Host>
  /// Every failure whose events, replayed, do not break its recorded invariant, at its file and line.
  private let problems: [TraceFileError]

  /// The longest detail (in Unicode scalars) a merged failure carries into the report and the corpus.
  static var detailLimit: Int { 1_000 }

  /// Merges checked `parts` of the run `configuration` records.
  ///
  /// - Throws: ``TraceFileError`` for an unreadable corpus trace.
  init(
    parts: [ResultsPart<Host>], configuration recorded: RunConfiguration<Host>, corpusDirectory: String, writes: Bool,
    knownToShards: Set<FailureSignature> = []
  )
    throws(TraceFileError)
  {
    var config = recorded.runIdentity
    config.corpusDirectory = corpusDirectory
    config.writesCorpus = writes
    configuration = config
    corpus = try CorpusIndex(
      directory: corpusDirectory, writes: config.savesCounterexamples, givenScripts: config.givenScripts)
    // Each block once, by strategy and number (lookups only); a second copy must be the same.
    var seen: [String: (block: BlockResult<Host>, file: String, line: Int)] = [:]
    var aggregator = RunAggregator(configuration: config, corpus: corpus)
    // A finding another shard replayed from its corpus (a known line) was known there: known, not new.
    aggregator.alsoKnown = knownToShards
    var problems: [TraceFileError] = []
    var replays: [String: Result<String, TraceFileError>] = [:]
    for part in parts {
      for (block, line, lines) in part.blocks {
        let key = "\(block.strategy)\t\(block.block)"
        if let first = seen[key] {
          guard Self.sameRun(first.block, block) else {
            throw TraceFileError(
              file: part.file, line: line,
              message:
                "block \(block.block) of \(block.strategy) differs from the same block in \(first.file):\(first.line)")
          }
          continue
        }
        seen[key] = (block, part.file, line)
        // Nothing the file says of a failure is trusted beyond its events: one failure per trace, and the
        // detail the report and the corpus show is the replay's, bounded and escaped.
        var checked = block
        var previous = -1
        for (i, (f, n)) in zip(block.failures, lines).enumerated() {
          guard f.index > previous else {
            throw TraceFileError(
              file: part.file, line: n,
              message: "a second failure of trace \(f.index) in block \(block.block) (one per trace, in trace order)")
          }
          previous = f.index
          let replayKey =
            "\(block.strategy)\t\(f.invariant.rawValue)\t\(f.events.map(Host.vocabulary.text(of:)).joined(separator: " · "))"
          let replayed =
            replays[replayKey]
            ?? Self.replay(f, runner: config.runner(for: config.strategies.first { $0.name == block.strategy }!))
          replays[replayKey] = replayed
          switch replayed {
          case .success(let detail): checked.failures[i] = f.withDetail(detail)
          case .failure(let error):
            problems.append(
              TraceFileError(
                file: part.file, line: n, message: "failure of trace \(f.index) not saved: \(error.message)"))
          }
        }
        aggregator.add(checked)
      }
    }
    self.problems = problems
    // The run's own rule for planned blocks: with a step budget, blocks past it are not missing.
    let (results, unfinished) = aggregator.finishCounting()
    let reason =
      unfinished > 0
      ? "\(unfinished) block(s) missing or cut short"
      : RunAggregator.stepBudgetReason(results, configuration: aggregator.configuration)
    outcome = RunOutcome(results: results, incompleteReason: reason)
  }

  /// Whether two copies of one block record the same work: equal but for where a corpus save
  /// failed, which is the machine's, not the run's.
  static func sameRun(_ a: BlockResult<Host>, _ b: BlockResult<Host>) -> Bool {
    func unsaved(_ r: BlockResult<Host>) -> BlockResult<Host> {
      var r = r
      for i in r.failures.indices { r.failures[i].saveError = nil }
      return r
    }
    return unsaved(a) == unsaved(b)
  }

  /// Every failure whose events, replayed, do not break its recorded invariant, as an error at
  /// its file and line (each distinct failure is replayed once, when the files are read).
  func unconfirmedFailures() -> [TraceFileError] { problems }

  /// What replaying `f`'s events under `runner` shows: the detail of the recorded invariant's violation, bounded
  /// to ``detailLimit`` and escaped (``Console/oneLine(_:)``'s rule), or why they do not break it.
  static func replay(_ f: FailureRecord<Host>, runner: TraceRunner<Host>) -> Result<String, TraceFileError> {
    if case .violated(let v) = runner.run(f.events), v.invariant == f.invariant {
      let scalars = v.detail.unicodeScalars
      let bounded =
        scalars.count > detailLimit ? String(String.UnicodeScalarView(scalars.prefix(detailLimit))) + "…" : v.detail
      return .success(Escape.terminal(bounded))
    }
    return .failure(TraceFileError(file: "", line: 0, message: f.replayProblem(runner: runner) ?? "it does not replay"))
  }

  /// The signatures ``save()`` writes.
  var savedSignatures: [FailureSignature] {
    guard corpus.writes else { return [] }
    return outcome.results.flatMap { r in
      r.findings.filter { !corpus.knewBefore($0.trace) }.map { FailureSignature(trace: $0.trace) }
    }
  }

  /// Checks that every corpus file ``save()`` would write reads back.
  ///
  /// - Throws: ``CorpusWriteError`` for the first that would not.
  func checkSavesReadBack() throws(CorpusWriteError) {
    guard corpus.writes else { return }
    for r in outcome.results {
      for f in r.findings {
        let path = corpus.path(for: f.trace)
        if let problem = Corpus<Host>.readBackProblem(f.trace.text, of: f.trace, path: path) {
          throw CorpusWriteError(path: path, reason: problem)
        }
      }
    }
  }

  /// Saves the findings the corpus lacks (unless read-only), with checkpoints, and returns the
  /// outcome with any file that could not be written recorded on its finding (exit 5). Once
  /// `shouldStop` says yes (a signal), no further file is written.
  func save(shouldStop: () -> Bool = { false }) -> RunOutcome<Host> {
    guard corpus.writes else { return outcome }
    return RunOutcome(
      results: corpus.settle(outcome.results, complete: outcome.incompleteReason == nil, shouldStop: shouldStop),
      incompleteReason: outcome.incompleteReason)
  }
}

extension FailureRecord {
  /// The record with `detail` for its own (what a replay shows), keeping its cutoff and save error.
  func withDetail(_ detail: String) -> FailureRecord<Host> {
    var r = FailureRecord(
      index: index, invariant: invariant, originalLength: originalLength, replays: replays, events: events,
      detail: detail)
    r.cutoff = cutoff
    r.saveError = saveError
    return r
  }
}
