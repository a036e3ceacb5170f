import Foundation
import LifecycleFuzz

/// What a command does with one trace file once its platform has read it.
protocol TraceVisitor {
  /// What the visit gives.
  associatedtype Output
  /// Visits `trace` of `platform` read from `path` (with the 1-based line of each event).
  func visit<P: Platform>(_ platform: P, _ trace: Trace<P>, path: String, eventLines: [Int]) throws -> Output
}

/// Trace files read by the platform their header names.
enum TraceFile {
  /// Why a command cannot find `path` at all, or `nil` when it is there: `no such file or folder`, a link to nothing,
  /// or the system's reason (a loop of symbolic links is no missing file).
  static func absence(_ path: String) -> String? {
    var info = stat()
    if stat(path, &info) == 0 { return nil }
    let reason = errno
    guard reason == ENOENT else { return String(cString: strerror(reason)) }
    return lstat(path, &info) == 0 ? "a symbolic link to nothing (its target does not exist)" : "no such file or folder"
  }

  /// Reads the trace at `path` with the platform it names (its `platform:` line; none: the platform unnamed in
  /// files) and hands it to `visitor`. `givenScripts` are the `--app-logic FILE` scripts' strategy names: a trace's
  /// `strategy: app-logic` without `app-logic:` lines is its platform's among them.
  ///
  /// - Throws: ``TraceFileError`` when the file cannot be read, names a platform the tool does not offer, or does
  ///   not parse; what `visitor` throws.
  static func visit<V: TraceVisitor>(
    _ path: String, _ provider: StrategyProvider, _ visitor: V, givenScripts: [String] = []
  ) throws -> V.Output {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "cannot read the file")
    }
    let text = try String(utf8File: data, file: path)
    let name = Replay.platformName(inTraceText: text)
    // The platform is read from the lines above `strategy:`: one named below would be read as another platform's
    // trace and fail on its strategy with a list of names that do not help.
    if name == nil, let late = latePlatform(in: text),
      let named = provider.platform(namedInFiles: late.name), !type(of: named).isUnnamedInFiles
    {
      throw TraceFileError(
        file: path, line: late.line,
        message: "'platform: \(late.name)' comes after 'strategy:' (line \(late.strategyLine)); move it above the "
          + "strategy line, where the platform is read")
    }
    guard let platform = provider.platform(namedInFiles: name) else {
      throw TraceFileError(
        file: path, line: headerLine(of: "platform:", in: text),
        message: "a trace of platform '\(name ?? "")', which this tool does not offer (it offers "
          + provider.platformNames.joined(separator: ", ") + ")")
    }
    do {
      return try open(platform, text, path, visitor, givenScripts: givenScripts)
    } catch let error as TraceFileError where name == nil {
      // No `platform:` line: another platform's trace read as the unnamed one's is told the line to add.
      for other in provider.platforms where !type(of: other).isUnnamedInFiles {
        if let reason = platformHint(text, of: other, unnamed: platform, givenScripts: givenScripts) {
          throw TraceFileError(
            file: error.file, line: error.line, message: platformHintMessage(reason, other: other))
        }
      }
      throw error
    }
  }

  private static func open<P: Platform, V: TraceVisitor>(
    _ platform: P, _ text: String, _ path: String, _ visitor: V, givenScripts: [String]
  ) throws -> V.Output {
    let (trace, lines) = try Trace<P>.parsedWithLines(
      text, file: path, knownStrategies: platform.strategies.map(\.name), givenScripts: givenScripts)
    return try visitor.visit(platform, trace, path: path, eventLines: lines)
  }

  /// The first `platform:` line of the header below its `strategy:` line (lines as the parser counts them, by `\n`,
  /// before the first checkpoint), with its value and the strategy line's number, or `nil`.
  static func latePlatform(in text: String) -> (line: Int, name: String, strategyLine: Int)? {
    var strategyLine: Int?
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(60).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.contains("=>") { return nil }
      if strategyLine == nil, trimmed.hasPrefix("strategy:") { strategyLine = i + 1 }
      if let strategyLine, trimmed.hasPrefix("platform:") {
        return (i + 1, trimmed.dropFirst("platform:".count).trimmingCharacters(in: .whitespaces), strategyLine)
      }
    }
    return nil
  }

  /// The 1-based line (as the trace parser counts lines: by `\n`) of the first line starting with `key` in `text`,
  /// or 1 (the header) when none does. A line that other line breaks (`\r`, U+2028) split is searched in each of
  /// its pieces, as ``Replay/platformName(inTraceText:)`` reads them, so an error always names a line.
  static func headerLine(of key: String, in text: String) -> Int {
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.split(whereSeparator: \.isNewline).contains(where: {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix(key)
    }) {
      return i + 1
    }
    return 1
  }

  /// The strategy a trace names, from `platform`'s catalog, once the trace's steps are all ones its app could be
  /// given (``Trace/undeclaredStepError(app:file:eventLines:)``).
  ///
  /// - Throws: ``TraceFileError`` for a name the catalog does not know, or at the line of a step the app does not
  ///   declare what it needs for (an entry from a link source it never registered) or of an app call the strategy
  ///   does not answer (``Trace/unansweredAppCallError(strategy:file:eventLines:)``).
  static func strategy<P: Platform>(of trace: Trace<P>, _ platform: P, path: String, eventLines: [Int])
    throws(TraceFileError) -> P.Strategy
  {
    guard let strategy = platform.strategy(named: trace.strategy) else {
      let line = (try? String(contentsOfFile: path, encoding: .utf8)).map { headerLine(of: "strategy:", in: $0) } ?? 1
      throw TraceFileError(file: path, line: line, message: "unknown strategy '\(trace.strategy)'")
    }
    if let error = trace.undeclaredStepError(app: trace.app(for: strategy), file: path, eventLines: eventLines) {
      throw error
    }
    if let error = trace.unansweredAppCallError(strategy: strategy, file: path, eventLines: eventLines) {
      throw error
    }
    return strategy
  }
}
