import AppLogic
import Foundation

/// A corpus folder as it was when a run started, plus writes made during the run.
///
/// "New" is decided against the snapshot, so the report does not depend on which worker wrote
/// a file first; a signature is written at most once.
public final class CorpusIndex<Host: Platform> {
  /// The folder.
  public let corpus: Corpus<Host>
  /// Signatures present when the run started, with their files.
  private let before: [FailureSignature: String]
  /// The counterexamples (traces expecting a break) present when the run started, by file name, each under its
  /// strategy's canonical name (``Platform/canonicalStrategyName(_:)``), the name the run gives it.
  package let counterexamples: [(path: String, trace: Trace<Host>)]
  /// Each counterexample's events' lines in its file, in the order of ``counterexamples``.
  private let counterexampleLines: [[Int]]
  /// The traces kept as `expect: holds` when the run started (a user's regression tests), by file name, under their
  /// strategy's canonical name: a run replays those of its strategies and fails when one breaks
  /// (``addingUnreached(to:invariants:also:earlierVersion:leavingOut:)``), as `replay` would.
  package let keptHolding: [(path: String, trace: Trace<Host>)]
  /// The files of ``keptHolding`` by their signature as holding (the first file of each): a generated finding of the
  /// same events, strategy, profile and app is that file's (``keptHoldingFile(of:)``).
  private let keptHoldingFiles: [FailureSignature: String]
  /// What the traces of ``keptHolding`` that break now shrink to (``shrinksKeptTraces(with:turnedOff:)``).
  let keptShrinks = KeptShrinks()
  /// The trace files of the folder itself when the run started (a file not among them was written during the run).
  let pathsAtStart: Set<String>
  /// Whether new counterexamples are written (`false` for `--no-corpus`: the folder is only
  /// read, to tell known signatures from new ones).
  public let writes: Bool

  /// Reads every trace of the platform's folder of the corpus root `directory` (``Corpus/init(root:)``; a missing
  /// folder is an empty corpus). A file whose bytes this process already read is not parsed again
  /// (``CorpusFileCache``).
  ///
  /// - Parameters:
  ///   - writes: whether ``save(_:runner:)`` writes (default) or does nothing.
  ///   - givenScripts: the strategy names of the run's app-logic scripts (`--app-logic FILE`): a trace's bare
  ///     `strategy: app-logic` is its platform's among them, as `replay` and `explain` read it.
  /// - Throws: ``TraceFileError`` naming the file and line of the first unreadable trace; the
  ///   run then does nothing else.
  public convenience init(directory: String, writes: Bool = true, givenScripts: [String] = []) throws(TraceFileError) {
    try self.init(root: directory, writes: writes, givenScripts: givenScripts)
  }

  /// ``init(directory:writes:givenScripts:)``, which a platform's own convenience initializer calls.
  init(root directory: String, writes: Bool, givenScripts: [String] = []) throws(TraceFileError) {
    self.writes = writes
    corpus = Corpus(root: directory)
    let own = corpus.tracePaths()
    pathsAtStart = Set(own)
    var map: [FailureSignature: String] = [:]
    // Any strategy name: a run knows only its own strategies, and a user's tool keeps traces of
    // strategies the built-in catalog never heard of in the same folder. A trace of a strategy
    // not in this run simply matches none of its signatures; `replay` checks names.
    // A family member's parts in another order name the same strategy: its signature is the run's.
    var counterexamples: [(path: String, trace: Trace<Host>)] = []
    var keptHolding: [(path: String, trace: Trace<Host>)] = []
    var keptFiles: [FailureSignature: String] = [:]
    var lines: [[Int]] = []
    let paths =
      own.map { ($0, true) } + Self.subfolderTracePaths(of: corpus.directory).map { ($0, false) }
      + Self.rootTracePaths(of: directory, outside: corpus.directory).map { ($0, false) }
    for (path, inOwnFolder) in paths {
      guard let found = try Self.indexed(at: path, inOwnFolder: inOwnFolder, givenScripts: givenScripts) else {
        continue
      }
      guard let signature = found.signature else {
        keptHolding.append((path, found.trace))
        keptFiles[FailureSignature(trace: found.trace)] = keptFiles[FailureSignature(trace: found.trace)] ?? path
        continue
      }
      counterexamples.append((path, found.trace))
      lines.append(found.eventLines)
      map[signature] = map[signature] ?? path
    }
    before = map
    self.counterexamples = counterexamples
    self.keptHolding = keptHolding
    keptHoldingFiles = keptFiles
    counterexampleLines = lines
  }

  /// The error for the first counterexample of one of `strategies` with a step its strategy's app could never be
  /// given (an entry its `entries:` leaves out, ``Trace/undeclaredStepError(app:file:eventLines:)``) or an app call
  /// the strategy does not answer (``Trace/unansweredAppCallError(strategy:file:eventLines:)``), at its file and the
  /// step's line, or `nil`. `run` asks it as it reads the corpus, refusing such a trace as `replay`, `explain`,
  /// `minimize` and `merge` do: counted as a finding or a known variant, it printed a replay hint that replay then
  /// refused (the s41 breaker's F5). A counterexample of a strategy the run does not run matches none of its findings
  /// and is left to `replay`; so is one of a built-in strategy, whose app never changes (`replay corpus` checks the
  /// committed ones): only a script's declarations (`entries:`, its app calls) change under its corpus, and the
  /// check then costs nothing in a run of the catalog, which reads thousands of traces.
  public func refusedCounterexampleError(strategies: [Host.Strategy]) -> TraceFileError? {
    for (entry, lines) in zip(counterexamples, counterexampleLines)
    where entry.trace.strategy.contains(AppLogicRegistry.prefix) {
      guard let strategy = strategies.first(where: { $0.name == entry.trace.strategy }) else { continue }
      let trace = entry.trace
      if let error = trace.undeclaredStepError(app: trace.app(for: strategy), file: entry.path, eventLines: lines)
        ?? trace.unansweredAppCallError(strategy: strategy, file: entry.path, eventLines: lines)
      {
        return error
      }
    }
    return nil
  }

  /// The trace files in the subfolders of `directory`, at any depth (``Replay/expandRecursively(_:)``: hidden folders
  /// left out): `replay corpus` checks `corpus/regressions` and `corpus/public-reports` too, so a run must not pass
  /// over a counterexample committed there, nor save its signature a second time. Each platform reads only its own
  /// traces among them (their `platform:` header, ``indexed(at:inOwnFolder:)``).
  static func subfolderTracePaths(of directory: String) -> [String] {
    // A missing folder is an empty corpus, and a file in its place is the writer's error to report.
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
      return []
    }
    let own = Set(Corpus<Host>.tracePaths(in: directory))
    return Replay.expandRecursively([directory]).filter { !own.contains($0) }
  }

  /// The trace files of the corpus root `root` outside the platform's own folder `own`, at any depth (hidden folders
  /// left out), for a platform named in files (none for the platform unnamed in files, whose folder is the root and
  /// ``subfolderTracePaths(of:)`` already reads the rest): so both platforms read the same places, each taking its
  /// own traces by their `platform:` header (the forty-fourth session's breaker: an Android trace kept as holds in the
  /// root or in `corpus/regressions` was never read by `run --platform android`, where `replay corpus` replays it).
  static func rootTracePaths(of root: String, outside own: String) -> [String] {
    guard root != own else { return [] }
    let inside = (own as NSString).standardizingPath + "/"
    // Only files that name the platform at all: the root holds thousands of the other platform's traces, which a
    // byte search passes over at a fraction of a parse (an unreadable file is kept, for ``indexed(at:inOwnFolder:)``
    // to name).
    // The header word and the platform's name, each anywhere: the parse decides (`platform:android`, a tab or two
    // spaces are one header to the parser; the s44 breaker: a search for `platform: android` skipped them).
    let (header, name) = (Data("platform:".utf8), Data(Host.name.utf8))
    return (Corpus<Host>.tracePaths(in: root) + subfolderTracePaths(of: root)).filter { path in
      guard !((path as NSString).standardizingPath + "/").hasPrefix(inside) else { return false }
      return FileManager.default.contents(atPath: path).map { $0.range(of: header) != nil && $0.range(of: name) != nil }
        ?? true
    }
  }

  /// Whether the corpus held `trace`'s signature when the run started, or kept its trace as `expect: holds`
  /// (``keptHoldingFile(of:)``): a break of a kept regression test is that test failing, not a new counterexample to
  /// save beside it (the forty-fourth session's breaker: a second, BROKEN file was written next to the user's).
  public func knewBefore(_ trace: Trace<Host>) -> Bool {
    before[FailureSignature(trace: trace)] != nil || keptHoldingFile(of: trace) != nil
  }

  /// The file of the trace kept as `expect: holds` with `trace`'s events, strategy, profile and app, or `nil`; for
  /// a counterexample, also the kept trace that breaks now and shrinks to it (``shrunkKeptHoldingFile(of:)``, once the
  /// run told the index its strategies): the same bug, found again, is that file's.
  public func keptHoldingFile(of trace: Trace<Host>) -> String? {
    var holding = trace
    holding.expected = .holds
    return keptHoldingFiles[FailureSignature(trace: holding)] ?? shrunkKeptHoldingFile(of: trace)
  }

  /// The file that holds (or will hold) `trace`.
  public func path(for trace: Trace<Host>) -> String {
    before[FailureSignature(trace: trace)] ?? keptHoldingFile(of: trace)
      ?? (corpus.directory as NSString).appendingPathComponent(Corpus<Host>.fileName(for: trace))
  }

  /// The file that holds `trace` after the run: the corpus's own, or the one this run writes;
  /// `nil` when the corpus is read-only and did not hold it.
  public func file(for trace: Trace<Host>) -> String? {
    writes || knewBefore(trace) ? path(for: trace) : nil
  }

  /// Saves `trace` with per-step checkpoints unless its signature is already there or the
  /// corpus is read-only.
  ///
  /// - Throws: ``CorpusWriteError`` naming the file and the reason.
  public func save(_ trace: Trace<Host>, runner: TraceRunner<Host>) throws(CorpusWriteError) {
    guard writes, !knewBefore(trace) else { return }
    let path = path(for: trace)
    guard !FileManager.default.fileExists(atPath: path) else { return }
    try corpus.write(trace.withCheckpoints(runner: runner))
  }

  /// Makes the corpus hold exactly what the aggregated `results` say, after every block ran.
  ///
  /// For each finding this run is to write (a writable corpus that did not hold its signature):
  /// a missing file is written again (a worker's save failed, or none was tried), and a file
  /// whose bytes differ (a worker that found it from a later trace saved first, so the
  /// `found by trace` comment names that trace) is rewritten atomically, so the folder does not
  /// depend on `--jobs`. A finding whose file still cannot be written, and is not on disk as
  /// the same counterexample, keeps (or gets) its ``Finding/saveError`` and loses its
  /// ``Finding/file``; one whose file is there (whatever its comments) loses any error a worker
  /// recorded, so `NOT SAVED` lists exactly the counterexamples not on disk.
  ///
  /// A run that stopped early (`complete` false: a signal, a time budget) must end within a
  /// second, and its folder depends on when it stopped anyway: a file that already reads as the
  /// finding's counterexample is kept as it is, without replaying the trace for its checkpoints
  /// (which costs milliseconds per finding, seconds after minutes of running); only what is
  /// missing is written.
  ///
  /// `shouldStop` is asked before each file is written (`merge` passes its signal check): once it says yes, no
  /// further file is written, and the findings not reached are returned as they came (unsettled).
  ///
  /// With `reusesRunCheckpoints` (the run's blocks judged every invariant, as this replay does) a file written during
  /// the run for the same counterexample (``checkpointsWrittenThisRun(for:file:path:)``) gives the checkpoints
  /// instead of a replay.
  ///
  /// - Returns: `results` with ``Finding/file`` and ``Finding/saveError`` settled.
  public func settle(
    _ results: [StrategyResult<Host>], complete: Bool = true, reusesRunCheckpoints: Bool = false,
    shouldStop: () -> Bool = { false }
  ) -> [StrategyResult<Host>] {
    guard writes else { return results }
    return results.map { result in
      let runner = TraceRunner<Host>(strategy: result.strategy, profile: result.profile)
      var r = result
      for i in r.findings.indices where !knewBefore(r.findings[i].trace) {
        if shouldStop() { break }
        let path = path(for: r.findings[i].trace)
        if !complete && corpus.holds(r.findings[i].trace, at: path) {
          r.findings[i].saveError = nil
          r.findings[i].file = path
          continue
        }
        // A committed file the run would rewrite holds other text (its `expect:` edited by hand, which a run reports
        // as a stale expectation): it is the user's, and what it holds is not lost by leaving it as it is.
        if pathsAtStart.contains(path) {
          r.findings[i].saveError = nil
          r.findings[i].file = path
          continue
        }
        let onDisk = FileManager.default.contents(atPath: path)
        let saved =
          (reusesRunCheckpoints
            ? onDisk.flatMap { checkpointsWrittenThisRun(for: r.findings[i].trace, file: $0, path: path) } : nil)
          ?? r.findings[i].trace.withCheckpoints(runner: runner)
        if onDisk != Data(saved.text.utf8) {
          do throws(CorpusWriteError) {
            try corpus.write(saved)
          } catch {
            // The file a worker wrote holds the counterexample (only its `found by` comment differs): it is
            // on disk, so it is not reported NOT SAVED, and pasting the printed trace would make a duplicate.
            if corpus.holds(r.findings[i].trace, at: path) {
              r.findings[i].saveError = nil
              r.findings[i].file = path
              continue
            }
            // A worker's reason came first and is usually the same; keep it.
            r.findings[i].saveError = r.findings[i].saveError ?? error
            r.findings[i].file = nil
            continue
          }
        }
        r.findings[i].saveError = nil
        r.findings[i].file = path
      }
      return r
    }
  }
}
