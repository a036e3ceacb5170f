/// A script that cannot be read or that names what its platform does not have: the 1-based line
/// and what is wrong there. Its ``description`` is `line N: message`; the command line prefixes the
/// file's path.
nonisolated public struct AppLogicError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line of the script.
  public var line: Int
  /// What is wrong, one line, without the line number.
  public var message: String

  /// Makes an error at `line`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}
