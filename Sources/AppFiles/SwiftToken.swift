/// One token of Swift source, as the rewriter needs it: enough to tell code from strings and
/// comments, and to find attributes, directives and declarations. Offsets are UTF-8 byte
/// offsets into the file.
struct SwiftToken: Equatable, Sendable {
  /// What a token is.
  enum Kind: Equatable, Sendable {
    /// Spaces and tabs.
    case whitespace
    /// One line break (`\n`, or `\r\n` as one token).
    case newline
    /// `// ...` up to the end of the line.
    case lineComment
    /// `/* ... */`, nested comments included.
    case blockComment
    /// A name or keyword, a backquoted name, `$0`.
    case identifier
    /// A number literal.
    case number
    /// A string literal, whole: single-line, multi-line, raw, with its interpolations.
    case string
    /// `#` and the name after it: `#if`, `#selector`, `#available`.
    case pound
    /// `@` and the name after it: `@objc`, `@IBOutlet`.
    case attribute
    /// An operator or punctuation.
    case punctuation
  }

  let kind: Kind
  /// The first byte.
  let start: Int
  /// One past the last byte.
  let end: Int
  /// The 1-based line of the first byte.
  let line: Int

  /// Whether the token is whitespace, a line break or a comment.
  var isTrivia: Bool {
    switch kind {
    case .whitespace, .newline, .lineComment, .blockComment: return true
    default: return false
    }
  }
}
