/// A JSON value as `app-files.json` is read: each value with the 1-based line it starts on, and an object's keys in
/// the file's order, a key given twice included (Foundation's readers keep one and say nothing, and give no line).
nonisolated indirect enum AppFilesJSON: Sendable {
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case array([(value: AppFilesJSON, line: Int)])
  case object([(key: String, value: AppFilesJSON, line: Int)])

  /// The kind's name, for a message (`a number`).
  var kind: String {
    switch self {
    case .string: "a string"
    case .number: "a number"
    case .bool: "true or false"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Why the text is not JSON, and the line.
  struct SyntaxError: Error, Equatable {
    let line: Int
    let message: String
  }

  /// Reads `text` as one JSON value (RFC 8259), whitespace around it.
  ///
  /// - Throws: ``SyntaxError`` at the first fault.
  static func parse(_ text: String) throws(SyntaxError) -> (value: AppFilesJSON, line: Int) {
    var reader = Reader(bytes: Array(text.utf8))
    reader.skipSpace()
    let value = try reader.value()
    reader.skipSpace()
    guard reader.index == reader.bytes.count else { throw reader.fail("not JSON: text after the JSON value") }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    func fail(_ message: String) -> SyntaxError { SyntaxError(line: line, message: message) }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
      }
    }

    mutating func value() throws(SyntaxError) -> (value: AppFilesJSON, line: Int) {
      let start = line
      guard index < bytes.count else { throw fail("not JSON: the file ends where a value should be") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return (try object(), start)
      case UInt8(ascii: "["): return (try array(), start)
      case UInt8(ascii: "\""): return (.string(try string()), start)
      case UInt8(ascii: "t"):
        try word("true")
        return (.bool(true), start)
      case UInt8(ascii: "f"):
        try word("false")
        return (.bool(false), start)
      case UInt8(ascii: "n"):
        try word("null")
        return (.null, start)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return (.number(try number()), start)
      default: throw fail("not JSON: unexpected '\(String(decoding: [bytes[index]], as: UTF8.self))'")
      }
    }

    mutating func word(_ w: String) throws(SyntaxError) {
      let expected = Array(w.utf8)
      guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
        throw fail("not JSON: expected '\(w)'")
      }
      index += expected.count
    }

    mutating func number() throws(SyntaxError) -> String {
      let start = index
      let allowed = Set("+-.eE0123456789".utf8)
      while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil else {
        throw fail("not JSON: a malformed number '\(text)'")
      }
      return text
    }

    mutating func string() throws(SyntaxError) -> String {
      index += 1
      var out: [UInt8] = []
      while true {
        guard index < bytes.count else { throw fail("not JSON: a string is not closed") }
        let b = bytes[index]
        index += 1
        switch b {
        case UInt8(ascii: "\""):
          return String(decoding: out, as: UTF8.self)
        case 0x00..<0x20:
          throw fail("not JSON: a control character or line break inside a string")
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { throw fail("not JSON: a string is not closed") }
          let e = bytes[index]
          index += 1
          switch e {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "u"):
            var unit = try hex4()
            if (0xD800..<0xDC00).contains(unit) {
              guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
              else { throw fail("not JSON: a lone surrogate \\u escape") }
              index += 2
              let low = try hex4()
              guard (0xDC00..<0xE000).contains(low) else { throw fail("not JSON: a lone surrogate \\u escape") }
              unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(unit) else { throw fail("not JSON: a lone surrogate \\u escape") }
            out += Array(String(Character(scalar)).utf8)
          default:
            throw fail("not JSON: an unknown escape '\\\(String(decoding: [e], as: UTF8.self))'")
          }
        default:
          out.append(b)
        }
      }
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard bytes.count - index >= 4,
        let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw fail("not JSON: a \\u escape needs four hex digits") }
      index += 4
      return v
    }

    mutating func array() throws(SyntaxError) -> AppFilesJSON {
      index += 1
      var items: [(value: AppFilesJSON, line: Int)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        skipSpace()
        items.append(try value())
        skipSpace()
        guard index < bytes.count else { throw fail("not JSON: an array is not closed") }
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw fail("not JSON: expected ',' or ']' in an array") }
        index += 1
      }
    }

    mutating func object() throws(SyntaxError) -> AppFilesJSON {
      index += 1
      var members: [(key: String, value: AppFilesJSON, line: Int)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw fail("not JSON: expected a key in double quotes")
        }
        let keyLine = line
        let key = try string()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("not JSON: expected ':'") }
        index += 1
        skipSpace()
        let (v, _) = try value()
        members.append((key, v, keyLine))
        skipSpace()
        guard index < bytes.count else { throw fail("not JSON: an object is not closed") }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw fail("not JSON: expected ',' or '}' in an object") }
        index += 1
      }
    }
  }
}
