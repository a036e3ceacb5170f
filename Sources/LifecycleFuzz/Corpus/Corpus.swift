import Foundation

/// A folder of minimized failing traces of one platform, one `.trace` file each, replayed on every CI run.
///
/// A run's corpus root (`--corpus`, default `corpus`) holds the traces of the platform unnamed in files (iOS)
/// itself, and each other platform's in a folder named after it (`corpus/android`), which the others never read.
///
/// File names are stable and derived from content:
/// `<strategy>--<invariant>--<profile>--<hash>.trace` (a family name's `[` written `@`, its `]`
/// dropped), where the hash is FNV-1a (64-bit) of the events' text (one per line, then an
/// `app: ` line with the app's canonical text unless it is the sample app), so the same
/// counterexample is never saved twice.
public nonisolated struct Corpus<Host: Platform> {
  /// The folder's path.
  public let directory: String

  /// Opens (without creating) the corpus folder at `directory`.
  public init(directory: String) { self.init(folder: directory) }

  /// ``init(directory:)``, which a platform's own convenience initializer calls.
  init(folder: String) { directory = folder }

  /// Opens (without creating) the platform's folder of the corpus root `root`: the root itself for the platform
  /// unnamed in files, else `<root>/<platform>`.
  public init(root: String) {
    directory = Host.isUnnamedInFiles ? root : (root as NSString).appendingPathComponent(Host.name)
  }

  /// The paths of the corpus's trace files, sorted by name.
  public func tracePaths() -> [String] { Self.tracePaths(in: directory) }

  /// The paths of the trace files in `directory`, sorted by name (none when it is no folder).
  public static func tracePaths(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".trace") }.sorted().map { (directory as NSString).appendingPathComponent($0) }
  }

  /// Reads every trace in the folder.
  ///
  /// - Parameter knownStrategies: the strategy names a trace may name; `nil` accepts any name.
  /// - Throws: ``TraceFileError`` for the first file that cannot be read or parsed (a trace of another platform
  ///   included: the error names its platform).
  public func load(knownStrategies: [String]? = nil) throws(TraceFileError) -> [(path: String, trace: Trace<Host>)] {
    var out: [(String, Trace<Host>)] = []
    for path in tracePaths() {
      out.append((path, try Corpus.read(path, knownStrategies: knownStrategies)))
    }
    return out
  }

  /// Reads and parses one trace file.
  ///
  /// - Throws: ``TraceFileError`` naming the file and line.
  public static func read(_ path: String, knownStrategies: [String]? = nil) throws(TraceFileError) -> Trace<Host> {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "cannot read the file")
    }
    return try Trace(parsing: try String(utf8File: data, file: path), file: path, knownStrategies: knownStrategies)
  }

  /// ``read(_:knownStrategies:)`` with the 1-based line of each event in the file.
  ///
  /// - Throws: as ``read(_:knownStrategies:)``.
  package static func readWithLines(_ path: String, knownStrategies: [String]?)
    throws(TraceFileError) -> (trace: Trace<Host>, eventLines: [Int])
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "cannot read the file")
    }
    let text = try String(utf8File: data, file: path)
    return try Trace.parsedWithLines(text, file: path, knownStrategies: knownStrategies)
  }

  /// The file name the corpus uses for `trace`; a trace whose shrink was cut short
  /// (``Trace/isUnshrunk``) gets the suffix `--unshrunk`, so it never takes a minimal one's name.
  public static func fileName(for trace: Trace<Host>) -> String {
    // Family names (`cover[...]`) lose their brackets, which shells treat as glob patterns, and
    // two protections (`A + B`) their spaces.
    let strategy = trace.strategy.replacingOccurrences(of: "[", with: "@").replacingOccurrences(of: "]", with: "")
      .replacingOccurrences(of: " ", with: "")
    let suffix = trace.isUnshrunk ? "--unshrunk" : ""
    let profile = Host.name(of: trace.profile)
    let name = "\(strategy)--\(trace.expected)--\(profile)--\(contentHash(of: trace))\(suffix).trace"
    guard name.utf8.count > maximumFileNameBytes else { return name }
    // File systems take at most 255 bytes (a profile with many flags and timings is longer):
    // long parts keep their start and gain a hash of the whole, so names stay distinct.
    return "\(shortened(strategy))--\(trace.expected)--\(shortened(profile))--\(contentHash(of: trace))\(suffix).trace"
  }

  /// The longest file name, in UTF-8 bytes, that Linux and macOS file systems accept.
  static var maximumFileNameBytes: Int { 255 }

  /// `part` itself when at most 80 characters long; otherwise its first 80 characters, `~`, and
  /// the first 8 hex digits of its FNV-1a hash.
  static func shortened(_ part: String) -> String {
    part.count <= 80 ? part : "\(part.prefix(80))~\(hex16(fnv1a(part)).prefix(8))"
  }

  /// The first 10 hex digits of the FNV-1a hash of `trace`'s events (and of its app, unless it
  /// is the sample app), as in its file name.
  public static func contentHash(of trace: Trace<Host>) -> String {
    var hashed = trace.events.map(Host.vocabulary.text(of:)).joined(separator: "\n")
    if let app = Host.signatureText(of: trace.app) { hashed += "\napp: " + app }
    return String(hex16(fnv1a(hashed)).prefix(10))
  }

  /// Whether the corpus already holds this counterexample (same strategy, profile, verdict,
  /// events and app), whatever its file is called.
  public func contains(_ trace: Trace<Host>) -> Bool {
    let path = (directory as NSString).appendingPathComponent(Corpus.fileName(for: trace))
    if FileManager.default.fileExists(atPath: path) { return true }
    guard let all = try? load() else { return false }
    return all.contains {
      $0.trace.strategy == trace.strategy && $0.trace.profile == trace.profile
        && $0.trace.expected == trace.expected && $0.trace.events == trace.events && $0.trace.app == trace.app
    }
  }

  /// Whether the file at `path` reads as `trace`'s counterexample (strategy, profile, verdict, events and app; the
  /// comments and checkpoints may differ).
  public func holds(_ trace: Trace<Host>, at path: String) -> Bool {
    guard let back = try? Corpus.read(path) else { return false }
    return back.strategy == trace.strategy && back.profile == trace.profile && back.expected == trace.expected
      && back.events == trace.events && back.app == trace.app
  }

  /// Writes `trace` atomically (a temporary file renamed into place), creating the folder,
  /// after parsing the text it is about to write: a file that would not read back as the same
  /// trace (a carriage return or newline in a comment, say) would make every later run refuse
  /// the corpus, so it is not written.
  ///
  /// - Returns: the file's path.
  /// - Throws: ``CorpusWriteError`` with the file's path and the reason: the text would not read
  ///   back as the same trace, or the system's reason (the folder cannot be created or is not a
  ///   folder, the disk is full, the folder is read-only).
  @discardableResult
  public func write(_ trace: Trace<Host>) throws(CorpusWriteError) -> String {
    let path = (directory as NSString).appendingPathComponent(Corpus.fileName(for: trace))
    let text = trace.text
    if let problem = Corpus.readBackProblem(text, of: trace, path: path) {
      throw CorpusWriteError(path: path, reason: problem)
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), !isFolder.boolValue {
        throw CorpusWriteError(path: path, reason: "\(directory) is a file, not a folder")
      }
      throw CorpusWriteError.wrapping(error, path: path, doing: "cannot create the folder \(directory)")
    }
    try AtomicFile.write(Data(text.utf8), to: path, in: directory)
    return path
  }

  /// Why `text` (``Trace/text`` of `trace`) would not read back as `trace`, or `nil`; the
  /// answer reads `not written: it would not read back (what reading it gave)`.
  package static func readBackProblem(_ text: String, of trace: Trace<Host>, path: String) -> String? {
    readBackMismatch(text, of: trace, path: path).map { "not written: it would not read back (\($0))" }
  }

  private static func readBackMismatch(_ text: String, of trace: Trace<Host>, path: String) -> String? {
    let back: Trace<Host>
    do { back = try Trace(parsing: text, file: path) } catch { return "line \(error.line): \(error.message)" }
    let written = trace.checkpoints?.count == trace.events.count && !trace.events.isEmpty ? trace.checkpoints : nil
    guard back.strategy == trace.strategy, back.profile == trace.profile, back.seed == trace.seed,
      back.expected == trace.expected, back.nonSensitiveScenes == trace.nonSensitiveScenes,
      back.events == trace.events, back.checkpoints == written, back.comments.count == trace.comments.count
    else { return "it reads back as a different trace" }
    return nil
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
