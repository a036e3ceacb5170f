import Foundation
import LifecycleFuzz

/// The `known` lines of a results file: the corpus counterexamples a shard replayed because its traces did not reach
/// them (``Finding/isReplayedFromCorpus``), so that `merge` reports them as one run does even where that corpus is
/// absent (a known finding must never merge into a pass), and those its traces reached that its corpus held, so that
/// the merge labels them `known` as the shard did. Format 5 as it was: a reader of either kind of line adds each to
/// the findings only where no trace reached it, and labels the reached ones known.
///
/// Each is `known<TAB><JSON>` sealed like a configuration line (``ResultsFile/sealed(_:)``), after the blocks; the
/// JSON is an array of four strings: the platform's name in files (empty for the platform unnamed in files), the
/// counterexample's position among its corpus's (``CorpusIndex/counterexamples``, so that `merge` keeps one run's
/// order), its corpus file and its trace text; a fifth, `kept-holds`, marks a trace the corpus kept as holds that
/// breaks now (``Finding/wasKeptHolding``; its position is among ``CorpusIndex/keptHolding``), so that `merge` reports
/// it as `run` does (the forty-fourth session's breaker: it said "in the corpus, not reached" and lost its detail's
/// "kept as holds"). A line of four, as files written before it, is a counterexample. The file's last line (``endLine(_:)``) counts and seals them: each
/// line's own seal cannot tell a deleted line from none.
enum KnownLine {
  static let prefix = "known\t"
  /// The fifth field of a trace kept as holds that breaks now.
  static let kept = "kept-holds"
  /// The start of a results file's last line (``endLine(_:)``).
  static let endPrefix = "results-end\t"

  /// The last line of a results file whose `known` lines are `lines`: `results-end<TAB><count><TAB><checksum>`, the
  /// checksum (``BlockResult/checksum(_:from:)`` as 16 hex digits) of the known lines, each with its newline, then of
  /// the line up to its last tab.
  static func endLine(_ lines: [String]) -> String {
    let body = endPrefix + String(lines.count)
    return body + "\t" + hex16(endChecksum(lines.map { Substring($0) }, body: Substring(body)))
  }

  private static func endChecksum(_ lines: [Substring], body: Substring) -> UInt64 {
    var h = BlockResult<IOSPlatform>.checksumStart
    for line in lines {
      h = BlockResult<IOSPlatform>.checksum(line.utf8, from: h)
      h = BlockResult<IOSPlatform>.checksum(CollectionOfOne(UInt8(ascii: "\n")), from: h)
    }
    return BlockResult<IOSPlatform>.checksum(body.utf8, from: h)
  }

  /// A results file's last line, split off its text: what precedes it, its count and seal, and its 1-based number.
  struct End {
    let rest: String
    let line: Substring
    let number: Int
  }

  /// Splits `text` (a results file) at its last line, which must be an ``endLine(_:)``.
  ///
  /// - Throws: ``TraceFileError`` at the last line when the file does not end with one (cut short, or its last lines
  ///   deleted).
  static func splitEnd(_ text: String, path: String) throws(TraceFileError) -> End {
    let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
    let start = body.lastIndex(of: "\n").map { body.index(after: $0) } ?? body.startIndex
    let number = body.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let line = body[start...]
    guard text.hasSuffix("\n"), line.hasPrefix(endPrefix) else {
      throw TraceFileError(
        file: path, line: number,
        message: "the file does not end with its 'results-end' line (the count and checksum of its known lines): it"
          + " was cut short or its last lines were deleted (run the shard again)")
    }
    return End(rest: String(text[..<start]), line: line, number: number)
  }

  /// Checks that the end line counts `known` lines.
  ///
  /// - Throws: ``TraceFileError`` at the end line: no count, or another count.
  static func checkCount(_ end: End, known: Int, path: String) throws(TraceFileError) {
    let fields = end.line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 3, let count = DecimalText.wholeNumber(fields[1], as: Int.self) else {
      throw TraceFileError(
        file: path, line: end.number, message: "the results-end line is not 'results-end', a count and a checksum")
    }
    guard count == known else {
      throw TraceFileError(
        file: path, line: end.number,
        message: "\(known) known line(s) precede the results-end line but it says \(count): known lines were deleted"
          + " or added (run the shard again)")
    }
  }

  /// Checks the end line's checksum against the known lines `known`.
  ///
  /// - Throws: ``TraceFileError`` at the end line when it does not match.
  static func checkSeal(_ end: End, known: [Substring], path: String) throws(TraceFileError) {
    guard let tab = end.line.lastIndex(of: "\t"),
      end.line[end.line.index(after: tab)...].utf8.elementsEqual(
        hex16(endChecksum(known, body: end.line[..<tab])).utf8)
    else {
      throw TraceFileError(
        file: path, line: end.number,
        message: "the results-end line does not match its checksum: it or the known lines were changed (run the shard"
          + " again)")
    }
  }

  /// The sealed line of the counterexample `trace` at `path`, the `ordinal`-th of its corpus, of platform `Host`.
  static func line<Host: Platform>(
    _ trace: Trace<Host>, path: String, ordinal: Int, keptHolding: Bool = false, of _: Host.Type
  ) -> String? {
    let fields =
      [Host.isUnnamedInFiles ? "" : Host.name, String(ordinal), path, trace.text] + (keptHolding ? [kept] : [])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    guard let data = try? encoder.encode(fields) else { return nil }
    return ResultsFile.sealed(prefix + String(decoding: data, as: UTF8.self))
  }

  /// Splits `text` (a results file) into what precedes its trailing `known` lines and those lines with their
  /// 1-based line numbers.
  static func split(_ text: String) -> (rest: String, known: [(line: Substring, number: Int)]) {
    var known: [Substring] = []
    var cut = text.endIndex
    while cut > text.startIndex {
      let newline = text.index(before: cut)
      guard text[newline] == "\n" else { break }
      let start = text[..<newline].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
      let line = text[start..<newline]
      guard line.hasPrefix(prefix) else { break }
      known.insert(line, at: 0)
      cut = start
    }
    guard !known.isEmpty else { return (text, []) }
    let first = text[..<cut].utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    return (String(text[..<cut]), known.enumerated().map { ($1, first + $0) })
  }

  /// The fields of the `known` line `line` (line `number` of `path`): platform name (`nil`: unnamed in files),
  /// ordinal, corpus file, trace text, and whether it is a trace kept as holds.
  ///
  /// - Throws: ``TraceFileError`` at the line: no checksum, a checksum that does not match, fields that do not
  ///   decode.
  static func fields(_ line: Substring, number: Int, path: String) throws(TraceFileError)
    -> (platform: String?, ordinal: Int, file: String, text: String, keptHolding: Bool)
  {
    guard let tab = line.lastIndex(of: "\t"), line.distance(from: line.startIndex, to: tab) >= prefix.count else {
      throw TraceFileError(file: path, line: number, message: "the known line has no checksum")
    }
    let body = line[..<tab]
    guard line[line.index(after: tab)...].utf8.elementsEqual(hex16(BlockResult<IOSPlatform>.checksum(body.utf8)).utf8)
    else {
      throw TraceFileError(
        file: path, line: number,
        message: "the known line does not match its checksum: it was changed (run the shard again)")
    }
    let json = Data(body.dropFirst(prefix.count).utf8)
    guard let f = try? JSONDecoder().decode([String].self, from: json), f.count == 4 || (f.count == 5 && f[4] == kept),
      let ordinal = Int(f[1]), ordinal >= 0
    else {
      throw TraceFileError(
        file: path, line: number,
        message: "the known line is not four JSON strings (platform, ordinal, file, trace) and an optional '\(kept)'")
    }
    return (f[0].isEmpty ? nil : f[0], ordinal, f[2], f[3], f.count == 5)
  }
}
