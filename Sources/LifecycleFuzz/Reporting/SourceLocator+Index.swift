extension SourceLocator {
  /// One Swift file's declarations, found in one pass over its bytes: for each name that follows `class `,
  /// `struct `, `enum ` or `actor ` up to a space, `:`, `{` or the line's end, the first line where it does. A SARIF
  /// log looks up every strategy with findings, and a fallback folder (a package's `Sources/`) holds hundreds of
  /// files: one pass a file, not one search a file and name.
  ///
  /// Answers as ``SourceLocator/line(declaring:in:)`` does for every name and text: a name holding no space, `:` or
  /// `{` follows a keyword and is followed by one of them exactly where the word after the keyword is the name, and on
  /// ASCII lines bytes are characters. A line with other bytes (where characters compare by canonical equivalence), a
  /// file with a carriage return (which joins `\r\n` into one character, so lines split differently) and a name that
  /// is empty or not plain ASCII without those delimiters are searched as that function does.
  package struct DeclarationIndex {
    /// The file's text.
    private let text: String
    /// Whether the file holds a carriage return (then every search is ``SourceLocator/line(declaring:in:)``).
    private let hasCarriageReturn: Bool
    /// The first ASCII line (1-based) on which each name is declared.
    private var firstLine: [String: Int] = [:]
    /// The lines holding a byte above ASCII, with their 1-based numbers, in order.
    private var otherLines: [(number: Int, line: Substring)] = []

    /// Scans `text`.
    package init(_ text: String) {
      self.text = text
      let bytes = Array(text.utf8)
      hasCarriageReturn = bytes.contains(13)
      guard !hasCarriageReturn else { return }
      let keywords: [[UInt8]] = ["class ", "struct ", "enum ", "actor "].map { Array($0.utf8) }
      var start = 0
      var number = 1
      while start <= bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != 10 { end += 1 }
        if bytes[start..<end].contains(where: { $0 >= 0x80 }) {
          let lower = text.utf8.index(text.utf8.startIndex, offsetBy: start)
          let upper = text.utf8.index(text.utf8.startIndex, offsetBy: end)
          otherLines.append((number, text[lower..<upper]))
        } else {
          for keyword in keywords { note(keyword, in: bytes, from: start, to: end, line: number) }
        }
        start = end + 1
        number += 1
      }
    }

    /// Records the word after each `keyword` between `from` and `to` as declared on `line`, unless seen before.
    private mutating func note(_ keyword: [UInt8], in bytes: [UInt8], from: Int, to: Int, line: Int) {
      var i = from
      while i + keyword.count <= to {
        if bytes[i] == keyword[0], bytes[i..<i + keyword.count].elementsEqual(keyword) {
          var end = i + keyword.count
          while end < to, bytes[end] != 32, bytes[end] != 58, bytes[end] != 123 { end += 1 }
          let word = String(decoding: bytes[(i + keyword.count)..<end], as: UTF8.self)
          if firstLine[word] == nil { firstLine[word] = line }
        }
        i += 1
      }
    }

    /// The first line that declares `name`, or `nil`.
    package func line(declaring name: String) -> Int? {
      // An empty name is left to the search, whose `contains` says whether a text holds it.
      let plain =
        !name.isEmpty && name.utf8.allSatisfy { $0 < 0x80 && $0 != 32 && $0 != 58 && $0 != 123 && $0 != 13 && $0 != 10 }
      guard plain, !hasCarriageReturn else { return SourceLocator.line(declaring: name, in: text) }
      let ascii = firstLine[name]
      for (number, line) in otherLines {
        if let ascii, number > ascii { break }
        if line.contains(name), SourceLocator.declares(name, line) { return number }
      }
      return ascii
    }
  }
}
