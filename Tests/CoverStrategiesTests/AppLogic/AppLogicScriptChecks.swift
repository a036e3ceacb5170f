import AppLogic
import CoverStrategies

/// What the app-logic word suites ask of a script: its strategy, or the error the command line would print.
@MainActor protocol AppLogicScriptChecks {}

extension AppLogicScriptChecks {
  /// The strategy `text` makes.
  static func strategy(_ text: String) throws -> AppLogicStrategy {
    try AppLogicStrategy(script: AppLogicScript(parsing: text))
  }

  /// The error `text` gives, as the command line prints it, or `nil` for a script the vocabulary takes.
  static func error(_ text: String) -> String? {
    do {
      _ = try strategy(text)
      return nil
    } catch {
      return "\(error)"
    }
  }
}
