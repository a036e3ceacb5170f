// Text scanning for trace files on UTF-8 bytes and Unicode scalars: the corpus is read at the
// start of every run and every test, and Character-wise or NSString-bridged scanning made that
// most of a run's start-up.

import Foundation

/// `CharacterSet.whitespaces` for ASCII, looked up once: nearly every scalar of a trace is ASCII.
private nonisolated let asciiWhitespace: [Bool] = (0..<128).map {
  CharacterSet.whitespaces.contains(Unicode.Scalar(UInt8($0)))
}

nonisolated extension Substring {
  /// The text without leading and trailing `CharacterSet.whitespaces` (whose exact members
  /// differ by platform: Foundation on Linux includes U+200B), trimmed by Unicode scalar as
  /// `trimmingCharacters(in: .whitespaces)` does, without bridging to `NSString`.
  func trimmingWhitespace() -> String {
    func isSpace(_ s: Unicode.Scalar) -> Bool {
      s.isASCII ? asciiWhitespace[Int(s.value)] : CharacterSet.whitespaces.contains(s)
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isSpace($0) })!
    return String(Substring(scalars[first...last]))
  }

  /// The range of the first `=>`, as `range(of: "=>")` finds it: on UTF-8 bytes when the
  /// text is ASCII (a trace line nearly always is), by Foundation otherwise, whose rules for
  /// marks that combine with `=` or `>` are its own.
  func rangeOfArrow() -> Range<Index>? {
    let bytes = utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return range(of: "=>") }
    var i = bytes.startIndex
    while i != bytes.endIndex {
      let next = bytes.index(after: i)
      if bytes[i] == UInt8(ascii: "="), next != bytes.endIndex, bytes[next] == UInt8(ascii: ">") {
        return i..<bytes.index(after: next)
      }
      i = next
    }
    return nil
  }
}

nonisolated extension String {
  /// The lines, split at `\n`, `\r\n` or `\r` exactly as a split at those Characters is
  /// (`\r\n` is one Character, so one break), found on UTF-8 bytes.
  func splitLines() -> [Substring] {
    var lines: [Substring] = []
    let bytes = utf8
    var start = bytes.startIndex
    var i = start
    while i != bytes.endIndex {
      let b = bytes[i]
      guard b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") else {
        i = bytes.index(after: i)
        continue
      }
      lines.append(self[start..<i])
      var next = bytes.index(after: i)
      if b == UInt8(ascii: "\r"), next != bytes.endIndex, bytes[next] == UInt8(ascii: "\n") {
        next = bytes.index(after: next)
      }
      start = next
      i = next
    }
    lines.append(self[start..<bytes.endIndex])
    return lines
  }

  /// See `Substring.trimmingWhitespace()`.
  func trimmingWhitespace() -> String { Substring(self).trimmingWhitespace() }
  /// See `Substring.rangeOfArrow()`.
  func rangeOfArrow() -> Range<Index>? { Substring(self).rangeOfArrow() }
}
