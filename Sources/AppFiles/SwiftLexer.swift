/// Splits Swift source into ``SwiftToken``s.
///
/// It follows The Swift Programming Language's lexical structure where it decides what is code:
/// line and nested block comments, string literals of every form (`"..."`, `"""..."""`, raw
/// `#"..."#` with any number of `#`, escapes, and interpolations `\(...)` that may hold strings,
/// comments and parentheses of their own). Everything else is a name, a number, `#name`, `@name`
/// or punctuation. It never fails: text it cannot read (an unterminated string) ends its token at
/// the end of the line or file, and the compiler reports it on the user's line.
struct SwiftLexer {
  let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private(set) var tokens: [SwiftToken] = []

  /// Tokenizes `source`.
  init(_ source: String) {
    bytes = Array(source.utf8)
    while position < bytes.count { lexToken() }
  }

  /// The text of `token`.
  func text(_ token: SwiftToken) -> String { text(token.start, token.end) }

  /// The text between two byte offsets.
  func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

  private func peek(_ offset: Int = 0) -> UInt8? {
    let i = position + offset
    return i < bytes.count ? bytes[i] : nil
  }

  private mutating func append(_ kind: SwiftToken.Kind, from start: Int, line startLine: Int) {
    tokens.append(SwiftToken(kind: kind, start: start, end: position, line: startLine))
  }

  /// Advances over one byte, counting lines.
  private mutating func advance() {
    if bytes[position] == UInt8(ascii: "\n") { line += 1 }
    position += 1
  }

  private mutating func lexToken() {
    let start = position
    let startLine = line
    let c = bytes[position]
    switch c {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
      while let b = peek(), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == 0x0B || b == 0x0C {
        position += 1
      }
      append(.whitespace, from: start, line: startLine)
    case UInt8(ascii: "\n"):
      advance()
      append(.newline, from: start, line: startLine)
    case UInt8(ascii: "\r"):
      position += 1
      if peek() == UInt8(ascii: "\n") { advance() }
      append(.newline, from: start, line: startLine)
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      while let b = peek(), b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") { position += 1 }
      append(.lineComment, from: start, line: startLine)
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      skipBlockComment()
      append(.blockComment, from: start, line: startLine)
    case UInt8(ascii: "\""):
      skipString(hashes: 0)
      append(.string, from: start, line: startLine)
    case UInt8(ascii: "#"):
      var hashes = 0
      while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
      if peek(hashes) == UInt8(ascii: "\"") {
        position += hashes
        skipString(hashes: hashes)
        append(.string, from: start, line: startLine)
      } else if let next = peek(1), Self.isIdentifierStart(next) {
        position += 1
        skipIdentifier()
        append(.pound, from: start, line: startLine)
      } else {
        position += 1
        append(.punctuation, from: start, line: startLine)
      }
    case UInt8(ascii: "@"):
      position += 1
      if let next = peek(), Self.isIdentifierStart(next) { skipIdentifier() }
      append(.attribute, from: start, line: startLine)
    case UInt8(ascii: "`"):
      position += 1
      while let b = peek(), b != UInt8(ascii: "`"), b != UInt8(ascii: "\n") { position += 1 }
      if peek() == UInt8(ascii: "`") { position += 1 }
      append(.identifier, from: start, line: startLine)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      while let b = peek() {
        if Self.isIdentifierPart(b) {
          position += 1
        } else if b == UInt8(ascii: "."), let after = peek(1), after >= UInt8(ascii: "0"), after <= UInt8(ascii: "9") {
          position += 1
        } else {
          break
        }
      }
      append(.number, from: start, line: startLine)
    case UInt8(ascii: "$"):
      position += 1
      while let b = peek(), Self.isIdentifierPart(b) { position += 1 }
      append(.identifier, from: start, line: startLine)
    default:
      if Self.isIdentifierStart(c) {
        skipIdentifier()
        append(.identifier, from: start, line: startLine)
      } else if Self.isOperatorCharacter(c) {
        position += 1
        // An operator is a run of operator characters, up to a comment's start.
        while let b = peek(), Self.isOperatorCharacter(b),
          !(b == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")))
        {
          position += 1
        }
        append(.punctuation, from: start, line: startLine)
      } else {
        position += 1
        append(.punctuation, from: start, line: startLine)
      }
    }
  }

  private mutating func skipIdentifier() {
    while let b = peek(), Self.isIdentifierPart(b) { position += 1 }
  }

  private mutating func skipBlockComment() {
    position += 2
    var depth = 1
    while position < bytes.count, depth > 0 {
      if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
      } else {
        advance()
      }
    }
  }

  /// Skips a string literal that starts at `position` (its opening quote) with `hashes` raw
  /// delimiters already passed.
  private mutating func skipString(hashes: Int) {
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    position += multiline ? 3 : 1
    while position < bytes.count {
      let b = bytes[position]
      if b == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
        position += 1 + hashes
        if peek() == UInt8(ascii: "(") {
          skipInterpolation()
        } else if position < bytes.count {
          advance()  // the escaped character
        }
        continue
      }
      if b == UInt8(ascii: "\"") {
        if multiline {
          if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hasHashes(hashes, at: position + 3) {
            position += 3 + hashes
            return
          }
        } else if hasHashes(hashes, at: position + 1) {
          position += 1 + hashes
          return
        }
      }
      if !multiline, b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { return }  // unterminated
      advance()
    }
  }

  private func hasHashes(_ count: Int, at index: Int) -> Bool {
    guard count > 0 else { return true }
    guard index + count <= bytes.count else { return false }
    for i in index..<(index + count) where bytes[i] != UInt8(ascii: "#") { return false }
    return true
  }

  /// Skips `( ... )` of an interpolation, lexing its contents so that parentheses inside
  /// strings and comments do not count.
  private mutating func skipInterpolation() {
    position += 1
    var depth = 1
    var inner = SwiftLexer(bytes: bytes, position: position, line: line)
    while inner.position < bytes.count {
      let c = bytes[inner.position]
      if c == UInt8(ascii: "(") {
        depth += 1
      } else if c == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          inner.position += 1
          break
        }
      }
      inner.lexToken()
    }
    position = inner.position
    line = inner.line
  }

  private init(bytes: [UInt8], position: Int, line: Int) {
    self.bytes = bytes
    self.position = position
    self.line = line
  }

  static func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
      || b == UInt8(ascii: "_") || b >= 0x80
  }

  static func isIdentifierPart(_ b: UInt8) -> Bool {
    isIdentifierStart(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
  }

  static func isOperatorCharacter(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }
}
