import Foundation

/// A platform's folder of traces, `<corpus>/<platform>/`, one `.trace` file each: the minimized counterexamples
/// runs found and the handed cases with their controls, replayed by `replay` and `swift test`.
///
/// File names of counterexamples are `<strategy>--<invariant>--<profile>--<hash>.trace`, the hash FNV-1a of the
/// events' text, so the same counterexample is never saved twice. An iOS corpus reads only its own folder's files,
/// so this folder changes nothing of iOS's.
public struct PlatformCorpus<Model: PlatformModel> {
  /// The platform's folder (`<corpus>/<platform>`).
  public let directory: String

  /// The platform's folder inside the corpus folder `corpus`.
  public init(corpus: String) { directory = (corpus as NSString).appendingPathComponent(Model.name) }

  /// The paths of the folder's trace files, sorted by name (none when the folder does not exist).
  public func tracePaths() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".trace") }.sorted().map { (directory as NSString).appendingPathComponent($0) }
  }

  /// Reads every trace.
  /// - Throws: ``TraceFileError`` for the first file that cannot be read or parsed, naming the file and line.
  public func load() throws(TraceFileError) -> [(path: String, trace: PlatformTrace<Model>)] {
    var out: [(String, PlatformTrace<Model>)] = []
    for path in tracePaths() { out.append((path, try Self.read(path))) }
    return out
  }

  /// Reads one trace file.
  /// - Throws: ``TraceFileError`` naming the file and line.
  public static func read(_ path: String) throws(TraceFileError) -> PlatformTrace<Model> {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "cannot read the file")
    }
    return try PlatformTrace(text: try String(utf8File: data, file: path), file: path)
  }

  /// The counterexample's file name.
  public static func fileName(for trace: PlatformTrace<Model>) -> String {
    let events = trace.events.map { Model.text(of: $0) }.joined(separator: "\n")
    let hash = hex16(fnv1a(events)).prefix(10)
    // As iOS's corpus does: a family name's brackets, which shells treat as glob patterns, become `@` and nothing.
    let strategy = trace.strategy.replacingOccurrences(of: "[", with: "@").replacingOccurrences(of: "]", with: "")
    return "\(strategy)--\(trace.expected)--\(Model.name(of: trace.profile))--\(hash).trace"
  }

  /// Writes `trace` (creating the folder) unless the file exists; returns its path.
  /// - Throws: ``CorpusWriteError`` with the path and the system's reason, or when the text would not read back.
  @discardableResult
  public func write(_ trace: PlatformTrace<Model>) throws(CorpusWriteError) -> String {
    let path = (directory as NSString).appendingPathComponent(Self.fileName(for: trace))
    let text = trace.text
    let back: PlatformTrace<Model>
    do {
      back = try PlatformTrace<Model>(text: text, file: path)
    } catch {
      throw CorpusWriteError(
        path: path, reason: "not written: it would not read back (line \(error.line): \(error.message))")
    }
    guard back.events == trace.events, back.strategy == trace.strategy, back.expected == trace.expected else {
      throw CorpusWriteError(path: path, reason: "not written: it would not read back (a different trace)")
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CorpusWriteError.wrapping(error, path: path, doing: "cannot write the file")
    }
    return path
  }
}
