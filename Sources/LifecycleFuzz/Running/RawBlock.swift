/// One block's text as a worker or a results file holds it, not yet parsed, with where it was read: what routes a
/// block of a run over several platforms to its platform's part.
package struct RawBlock {
  /// The block's lines from its `block` line up to the next block (or the end of the text), each ending with a
  /// newline.
  package let text: String
  /// The block line's strategy field (`subview-tag`, `android/recommended`).
  package let strategyField: Substring
  /// The file it was read from.
  package let file: String
  /// The 1-based line of its `block` line in that file.
  package let line: Int
  /// The worker process that ran it (0-based, in start order), or `nil` when it was not read from a worker.
  package var worker: Int?

  /// The platform the block's strategy field names (its prefix before `/`), or `nil` for the platform unnamed in
  /// files.
  package var platformName: String? { BlockLine.platformName(inStrategyField: strategyField) }

  /// Splits `text` (lines of results) at its `block` lines; the version and `configuration` lines and comments
  /// before the first block are skipped.
  ///
  /// - Throws: ``TraceFileError`` naming `file` and the line for any other line before the first block.
  package static func split(_ text: String, file: String, firstLine: Int = 1) throws(TraceFileError) -> [RawBlock] {
    var out: [RawBlock] = []
    var start: (offset: String.Index, line: Int, field: Substring)?
    var index = text.startIndex
    var n = firstLine
    while index < text.endIndex {
      let end = text[index...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
      let line = text[index..<end]
      if line.hasPrefix("block\t") {
        if let s = start {
          out.append(RawBlock(text: String(text[s.offset..<index]), strategyField: s.field, file: file, line: s.line))
        }
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        start = (index, n, fields.count > 1 ? fields[1] : "")
      } else if start == nil {
        let kind = line.prefix { $0 != "\t" && $0 != "\n" }
        // Comments (`# written by lifecycle-fuzz …`, the header's last line) are skipped.
        let known =
          kind.isEmpty || kind.hasPrefix("#") || kind.hasPrefix("lifecycle-fuzz results") || kind.hasPrefix("config")
        guard known else { throw TraceFileError(file: file, line: n, message: "unknown line kind '\(kind)'") }
      }
      index = end
      n += 1
    }
    if let s = start {
      out.append(RawBlock(text: String(text[s.offset...]), strategyField: s.field, file: file, line: s.line))
    }
    return out
  }
}

/// The fields of a block line that route a block to its platform.
nonisolated enum BlockLine {
  /// The platform a block line's strategy field names: its prefix before `/`, or `nil` for the platform unnamed in
  /// files.
  static func platformName(inStrategyField field: Substring) -> String? {
    guard let slash = field.firstIndex(of: "/") else { return nil }
    return String(field[..<slash])
  }
}
