import AppLogic
import Foundation

/// The corpus files this process has read into a ``CorpusIndex``, each with the bytes it was read from: a process
/// that opens the same corpus many times (a test process's in-process runs, each in the repository's folder, each
/// reading its 2,000-odd traces) parses each file once. A file is parsed again when its bytes differ from the ones
/// kept, so a file written or edited between two runs is read as it is now.
///
/// What is kept is a function of the bytes alone: the trace parsed with any strategy name, its strategy's canonical
/// name and its signature. A trace whose strategy names an app-logic script (`app-logic#`, alone or as a part) is
/// never kept: its parse registers the script its header lines carry, and its name resolves through that registry
/// (``Platform/readAppLogicLines(_:strategy:)``), which a test may have made forget the script since.
enum CorpusFileCache {
  /// One file as a platform's index read it: from the platform's own folder (any other platform's trace is an
  /// error there) or from a subfolder (another platform's trace is passed over).
  struct Key: Hashable {
    let platform: ObjectIdentifier
    let path: String
    let inOwnFolder: Bool
  }

  /// The bytes a file was read from and what the index took from them (``CorpusIndex/Indexed``, or `nil` for
  /// another platform's trace).
  struct Entry {
    let bytes: Data
    let indexed: Any?
  }

  /// Every file read so far.
  static var entries: [Key: Entry] = [:]
}

extension CorpusIndex {
  /// A trace as the index keeps it: its strategy under the canonical name, its signature (`nil` for a trace kept
  /// as `expect: holds`), and its events' lines in the file (a refusal names the step's line,
  /// ``refusedCounterexampleError(strategies:)``).
  struct Indexed {
    let trace: Trace<Host>
    let signature: FailureSignature?
    let eventLines: [Int]
  }

  /// The trace in the file at `path`, or `nil` (outside the platform's own folder) for a trace of another
  /// platform; from ``CorpusFileCache`` when the file's bytes are the ones read before.
  /// A bare `strategy: app-logic` is the script of `givenScripts` (``Trace/scriptName(forLines:givenScripts:)``).
  ///
  /// - Throws: ``TraceFileError`` naming the file and line when it cannot be read or parsed.
  static func indexed(at path: String, inOwnFolder: Bool, givenScripts: [String] = []) throws(TraceFileError)
    -> Indexed?
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "cannot read the file")
    }
    let key = CorpusFileCache.Key(platform: ObjectIdentifier(Host.self), path: path, inOwnFolder: inOwnFolder)
    if let kept = CorpusFileCache.entries[key], kept.bytes == data { return kept.indexed as? Indexed }
    let text = try String(utf8File: data, file: path)
    // A subfolder's trace of another platform (its `platform:` header) is left to that platform's folder.
    if !inOwnFolder, Replay.platformName(inTraceText: text) != (Host.isUnnamedInFiles ? nil : Host.name) {
      CorpusFileCache.entries[key] = CorpusFileCache.Entry(bytes: data, indexed: nil)
      return nil
    }
    let parsed = try Trace<Host>.parsedWithLines(text, file: path, knownStrategies: nil, givenScripts: givenScripts)
    var trace = parsed.trace
    let named = trace.strategy
    trace.strategy = Host.canonicalStrategyName(named)
    let indexed = Indexed(
      trace: trace, signature: trace.expected == .holds ? nil : FailureSignature(trace: trace),
      eventLines: parsed.eventLines)
    if !named.contains(AppLogicRegistry.prefix) {
      CorpusFileCache.entries[key] = CorpusFileCache.Entry(bytes: data, indexed: indexed)
    }
    return indexed
  }
}
