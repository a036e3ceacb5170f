/// One change the rewriter made to an app file, listed for the user: where, what and why.
public struct AppFileRewrite: Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line of the user's original file.
  public let line: Int
  /// What changed, in source terms (`@objc removed`, `#selector(tap) -> Selector(Cover.tap)`).
  public let what: String
  /// Why Swift off Apple platforms needs it.
  public let why: String

  /// Creates a record.
  public init(line: Int, what: String, why: String) {
    self.line = line
    self.what = what
    self.why = why
  }

  /// `line N: what (why)`.
  public var description: String { "line \(line): \(what) (\(why))" }
}
