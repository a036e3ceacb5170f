/// Why a trace's `app-logic:` header lines name no valid script for its strategy, and which of them is wrong, so
/// the trace's reader can name the file's line (`FILE:LINE`) rather than the `strategy:` line.
nonisolated public struct AppLogicHeaderProblem: Sendable, Equatable, CustomStringConvertible {
  /// The 1-based position, among the `app-logic:` lines, of the one that is wrong; `nil` when no single line is
  /// (the lines' fingerprint is not the strategy's, or an app-logic strategy has no lines): the `strategy:` line's.
  public var line: Int?
  /// What is wrong, one line, without a line number.
  public var message: String

  /// Makes a problem at the `app-logic:` line `line` (1-based), or at the strategy's line when `nil`.
  public init(line: Int?, message: String) {
    self.line = line
    self.message = message
  }

  /// `message (app-logic line N)`, or `message` when no single line is wrong.
  public var description: String { line.map { "\(message) (app-logic line \($0))" } ?? message }
}
