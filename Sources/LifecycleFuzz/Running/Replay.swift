import Foundation

/// Where a replay left the path its trace recorded.
public nonisolated struct Divergence: Hashable, Sendable {
  /// 0-based index of the first event after which the state differs.
  public let step: Int
  /// The recorded checkpoint.
  public let expected: String
  /// The state now.
  public let actual: String

  /// The fields that differ, `recorded -> now`, space-separated.
  public var difference: String {
    let a = expected.split(separator: " ")
    let b = actual.split(separator: " ")
    var out: [String] = []
    for i in 0..<max(a.count, b.count) {
      let x = i < a.count ? String(a[i]) : "(none)"
      let y = i < b.count ? String(b[i]) : "(none)"
      if x != y { out.append("\(x) -> \(y)") }
    }
    return out.joined(separator: ", ")
  }
}

/// The result of replaying one trace file.
public struct ReplayResult<Host: Platform> {
  /// The file.
  public let path: String
  /// The trace read from it.
  public let trace: Trace<Host>
  /// What running it gave now.
  public let outcome: TraceOutcome<Host>
  /// The first step whose state differs from the trace's checkpoint, if any.
  public let divergence: Divergence?

  /// Whether the verdict now equals the recorded one and the states follow the checkpoints.
  public var matches: Bool { outcome.verdict == trace.expected && divergence == nil }

  /// One line: `ok`; `DIFF` when the verdict changed (with where the state left the recorded path, if it did);
  /// `STALE` when the verdict is the recorded one but the path is not, or an event is no longer possible.
  public var summary: String {
    switch outcome {
    case .invalid(let step, let reason):
      return
        "STALE \(path): event \(step + 1) (\(Host.vocabulary.text(of: trace.events[step]))) is no longer possible: \(reason)"
    case .holds, .violated:
      let got = outcome.verdict.map(String.init(describing:)) ?? "invalid"
      if let d = divergence {
        // A changed verdict comes first (a fixed cover changes the path too); the divergence says where.
        if outcome.verdict != trace.expected {
          return "DIFF  \(path): expected \(trace.expected), got \(got) (the state left the recorded path after event"
            + " \(d.step + 1), \(Host.vocabulary.text(of: trace.events[d.step])): \(d.difference))"
        }
        return
          "STALE \(path): diverged after event \(d.step + 1) (\(Host.vocabulary.text(of: trace.events[d.step]))): \(d.difference); verdict now \(got), recorded \(trace.expected)"
      }
      if matches {
        return "ok    \(path): \(got)"
      }
      return "DIFF  \(path): expected \(trace.expected), got \(got)"
    }
  }
}

/// Replays trace files through the same runner that fuzzing uses.
public enum Replay {
  /// Replays `trace` (read from `path`, named in the result) with `strategy`, whatever strategy
  /// name the trace records: how a user's own strategy, unknown to the catalog, is replayed.
  public static func replay<Host: Platform>(_ trace: Trace<Host>, path: String, strategy: Host.Strategy)
    -> ReplayResult<Host>
  {
    let runner = TraceRunner<Host>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    var divergence: Divergence?
    let checkpoints = trace.checkpoints
    let outcome = runner.run(trace.events) { record in
      guard let checkpoints, divergence == nil, record.event != nil, record.step < checkpoints.count else { return }
      let now = record.session.checkpoint
      if now != checkpoints[record.step] {
        divergence = Divergence(step: record.step, expected: checkpoints[record.step], actual: now)
      }
    }
    return ReplayResult(path: path, trace: trace, outcome: outcome, divergence: divergence)
  }

  /// Replays the trace file at `path` with the strategy of `platform`'s catalog its header names.
  ///
  /// - Throws: ``TraceFileError`` when the file cannot be read or parsed, names a strategy the catalog does not
  ///   know, or has a step its app does not declare what it needs for (``Trace/undeclaredStepError(app:file:eventLines:)``)
  ///   or an app call the strategy does not answer (``Trace/unansweredAppCallError(strategy:file:eventLines:)``).
  public static func replay<Host: Platform>(path: String, platform: Host) throws(TraceFileError) -> ReplayResult<Host> {
    let (trace, lines) = try Corpus<Host>.readWithLines(path, knownStrategies: nil)
    guard let strategy = platform.strategy(named: trace.strategy) else {
      throw TraceFileError(file: path, line: 0, message: "unknown strategy '\(trace.strategy)'")
    }
    if let error = trace.undeclaredStepError(app: trace.app(for: strategy), file: path, eventLines: lines) {
      throw error
    }
    if let error = trace.unansweredAppCallError(strategy: strategy, file: path, eventLines: lines) { throw error }
    return replay(trace, path: path, strategy: strategy)
  }

  /// Expands folders to the `.trace` files inside them (sorted), then those of each folder named after one of
  /// `platforms` inside them (a corpus root's other platforms); files are kept as given.
  public static func expand(_ paths: [String], platforms: [any Platform] = []) -> [String] {
    paths.flatMap { path -> [String] in
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return [path] }
      var out = Corpus<IOSPlatform>.tracePaths(in: path)
      for platform in platforms where !type(of: platform).isUnnamedInFiles {
        out += Corpus<IOSPlatform>.tracePaths(in: (path as NSString).appendingPathComponent(type(of: platform).name))
      }
      return out
    }
  }

  /// Expands folders to the `.trace` files inside them (sorted), then those of each subfolder, by name, at any
  /// depth; files are kept as given. What `replay` of a folder checks: a CI user's `replay corpus` must not leave
  /// out a failing trace in `corpus/regressions` without a word. Hidden folders (the corpus's temporary files'
  /// `.lifecycle-fuzz-tmp`, `.git`) are left out, and a folder reached twice through links is read once. A corpus
  /// root gives what ``expand(_:platforms:)`` gives (its traces, then `android`'s), then `public-reports`'.
  public static func expandRecursively(_ paths: [String]) -> [String] {
    var seen = Set<String>()
    func walk(_ folder: String) -> [String] {
      guard let real = realpath(folder, nil) else { return [] }
      defer { free(real) }
      guard seen.insert(String(cString: real)).inserted else { return [] }
      var out = Corpus<IOSPlatform>.tracePaths(in: folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") && !name.hasSuffix(".trace") {
        let path = (folder as NSString).appendingPathComponent(name)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue { out += walk(path) }
      }
      return out
    }
    let expanded = paths.flatMap { path -> [String] in
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return [path] }
      return walk(path)
    }
    // A file named twice, or named and inside a folder named, is one file (`replay c2 c2` replayed it twice): the
    // first mention counts, by its real path (a path that is not there, by its text).
    var files = Set<String>()
    return expanded.filter { path in
      guard let real = realpath(path, nil) else { return files.insert("\u{0}" + path).inserted }
      defer { free(real) }
      return files.insert(String(cString: real)).inserted
    }
  }

  /// The subfolders of the folders among `paths` that ``expand(_:platforms:)`` leaves out (none named after one of
  /// `platforms`, none hidden) and that hold a `.trace` file at some depth, sorted: what a command that reads only a
  /// corpus root and its platforms' folders names as not read.
  public static func subfoldersLeftOut(of paths: [String], platforms: [any Platform] = []) -> [String] {
    let platformFolders = Set(platforms.filter { !type(of: $0).isUnnamedInFiles }.map { type(of: $0).name })
    return paths.flatMap { path -> [String] in
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return [] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.sorted().compactMap { name -> String? in
        guard !name.hasPrefix("."), !name.hasSuffix(".trace"), !platformFolders.contains(name) else { return nil }
        let sub = (path as NSString).appendingPathComponent(name)
        var isSubDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: sub, isDirectory: &isSubDir), isSubDir.boolValue,
          !expandRecursively([sub]).isEmpty
        else { return nil }
        return sub
      }
    }
  }

  /// The platform name a trace's text gives in its `platform:` header line, or `nil` when it has none (a trace of
  /// the platform unnamed in files).
  public nonisolated static func platformName(inTraceText text: String) -> String? {
    for line in text.split(whereSeparator: \.isNewline).prefix(60) {
      let trimmed = line.trimmingWhitespace()
      if trimmed.hasPrefix("platform:") { return String(trimmed.dropFirst("platform:".count)).trimmingWhitespace() }
      if trimmed.contains("=>") || trimmed.hasPrefix("strategy:") { return nil }
    }
    return nil
  }
}

/// What refreshing one trace file's checkpoints did.
public nonisolated enum CheckpointRefresh: Equatable, Sendable {
  /// The verdict is the recorded one; the checkpoints already matched.
  case unchanged
  /// The verdict is the recorded one; the checkpoints were rewritten.
  case rewritten
  /// The verdict differs from the recorded one (or an event is no longer possible): the file
  /// was left as it is, for a person to judge. The text says what the model now gives.
  case verdictChanged(String)
}

extension Replay {
  /// After a change to the model: replays the trace and, if its verdict is still the recorded
  /// one, rewrites the file's checkpoints to what the model now gives (nothing else in the file
  /// changes); a trace whose verdict changed is left untouched.
  ///
  /// - Throws: the error writing the file, as a ``TraceFileError`` naming it.
  public static func refreshCheckpoints<Host: Platform>(
    _ trace: Trace<Host>, path: String, strategy: Host.Strategy
  ) throws(TraceFileError) -> CheckpointRefresh {
    let result = replay(trace, path: path, strategy: strategy)
    guard result.outcome.verdict == trace.expected else {
      let got = result.outcome.verdict.map(String.init(describing:)) ?? "invalid"
      return .verdictChanged("recorded \(trace.expected), now \(got)")
    }
    if result.divergence == nil && trace.checkpoints != nil { return .unchanged }
    let runner = TraceRunner<Host>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    // As a corpus write: the bytes go to a file in the folder's hidden temporary folder, renamed into place, so a
    // process ended mid-write leaves no file beside the traces (Foundation's atomic write leaves its own there),
    // and a failure is the system's reason, not Foundation's error number.
    let text = trace.withCheckpoints(runner: runner).text
    do throws(CorpusWriteError) {
      try AtomicFile.write(Data(text.utf8), to: path, in: folder(of: path))
    } catch {
      throw TraceFileError(file: path, line: 0, message: error.reason)
    }
    return .rewritten
  }

  /// The folder `path` is in: `.` for a bare name, `/` for a name at the root (string work only:
  /// `NSString.deletingLastPathComponent` traps on some short paths on Linux).
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
