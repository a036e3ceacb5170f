import CoverStrategies
import Foundation
import ShieldModel

/// A folder of minimized failing traces, one `.trace` file each, replayed on every CI run.
///
/// File names are stable and derived from content:
/// `<strategy>--<invariant>--<profile>--<hash>.trace` (a family name's `[` written `@`, its `]`
/// dropped), where the hash is FNV-1a (64-bit) of the events' text (one per line, then an
/// `app: ` line with the app's canonical text unless it is the sample app), so the same
/// counterexample is never saved twice.
public nonisolated struct Corpus {
  /// The folder's path.
  public let directory: String

  /// Opens (without creating) the corpus folder at `directory`.
  public init(directory: String) { self.directory = directory }

  /// The paths of the corpus's trace files, sorted by name.
  public func tracePaths() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".trace") }.sorted().map { (directory as NSString).appendingPathComponent($0) }
  }

  /// Reads every trace in the folder.
  ///
  /// - Throws: ``TraceFileError`` for the first file that cannot be read or parsed.
  public func load() throws(TraceFileError) -> [(path: String, trace: Trace)] {
    var out: [(String, Trace)] = []
    for path in tracePaths() {
      out.append((path, try Corpus.read(path)))
    }
    return out
  }

  /// Reads and parses one trace file.
  ///
  /// - Throws: ``TraceFileError`` naming the file and line.
  public static func read(_ path: String, knownStrategies: [String]? = StrategyCatalog.all.map(\.name))
    throws(TraceFileError) -> Trace
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw TraceFileError(file: path, line: 0, message: "the file is not UTF-8 text")
    }
    return try Trace(parsing: text, file: path, knownStrategies: knownStrategies)
  }

  /// The file name the corpus uses for `trace`.
  public static func fileName(for trace: Trace) -> String {
    var hashed = trace.events.map(\.text).joined(separator: "\n")
    if let app = trace.app.signatureText { hashed += "\napp: " + app }
    let padded = hex16(fnv1a(hashed))
    // Family names (`cover[...]`) lose their brackets, which shells treat as glob patterns.
    let strategy = trace.strategy.replacingOccurrences(of: "[", with: "@").replacingOccurrences(of: "]", with: "")
    return "\(strategy)--\(trace.expected)--\(trace.profile.name)--\(padded.prefix(10)).trace"
  }

  /// Whether the corpus already holds this counterexample (same strategy, profile, verdict,
  /// events and app), whatever its file is called.
  public func contains(_ trace: Trace) -> Bool {
    let path = (directory as NSString).appendingPathComponent(Corpus.fileName(for: trace))
    if FileManager.default.fileExists(atPath: path) { return true }
    guard let all = try? load() else { return false }
    return all.contains {
      $0.trace.strategy == trace.strategy && $0.trace.profile == trace.profile
        && $0.trace.expected == trace.expected && $0.trace.events == trace.events && $0.trace.app == trace.app
    }
  }

  /// Writes `trace` atomically (a temporary file renamed into place), creating the folder.
  ///
  /// - Returns: the file's path.
  /// - Throws: the file system's error.
  @discardableResult
  public func write(_ trace: Trace) throws -> String {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = (directory as NSString).appendingPathComponent(Corpus.fileName(for: trace))
    try Data(trace.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    return path
  }
}

/// 64-bit FNV-1a of the UTF-8 bytes: stable across runs and platforms, unlike `Hasher`.
nonisolated func fnv1a(_ text: String) -> UInt64 {
  var h: UInt64 = 0xcbf2_9ce4_8422_2325
  for b in text.utf8 {
    h ^= UInt64(b)
    h &*= 0x0000_0100_0000_01B3
  }
  return h
}
