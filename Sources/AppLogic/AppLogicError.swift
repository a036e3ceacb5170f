/// A script that cannot be read or that names what its platform does not have: the 1-based line
/// and what is wrong there. Its ``description`` is `line N: message`; the command line prefixes the
/// file's path.
nonisolated public struct AppLogicError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line of the script.
  public var line: Int
  /// What is wrong, one line, without the line number.
  public var message: String

  /// Makes an error at `line`; a name in `message` longer than ``AppLogicScript/excerptLength`` characters (a
  /// 5,000-character variable, event or screen) is cut there and ends `…`, as the reader's excerpts of a line are,
  /// so the error stays one readable line.
  public init(line: Int, message: String) {
    self.line = line
    self.message = Self.cappingNames(in: message)
  }

  /// `message` with each run of name characters (ASCII letters, digits, `_`) longer than
  /// ``AppLogicScript/excerptLength`` cut to that length and `…`; the vocabulary's own words are far shorter.
  static func cappingNames(in message: String) -> String {
    let limit = AppLogicScript.excerptLength
    var out = ""
    var run = 0
    for character in message {
      let isNamePart = character.isASCII && (character.isLetter || character.isNumber || character == "_")
      run = isNamePart ? run + 1 : 0
      if run > limit {
        if run == limit + 1 { out.append("…") }
        continue
      }
      out.append(character)
    }
    return out
  }

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}
