/// A run's output writes (results, JUnit, SARIF, baseline) tried one after another: one that fails is named and the
/// others are still tried, so a folder removed mid-run costs only its own file.
struct OutputWrites {
  /// `error: <description>` (one line, with its newline) for each write that threw, in order.
  private(set) var errorLines: [String] = []

  /// Runs `write`, keeping its error's line when it throws.
  mutating func attempt(_ write: () throws -> Void) {
    do { try write() } catch { errorLines.append("error: \(Console.oneLine(String(describing: error)))\n") }
  }
}
