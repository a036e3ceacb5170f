import AppLogic
import Foundation

/// The app-logic scripts this process knows, by strategy name (`app-logic#FINGERPRINT`): read from
/// `run --app-logic FILE` or from a trace's `app-logic:` header lines, so that the strategy's name
/// resolves wherever names are looked up (``StrategyCatalog/descriptor(named:)``) and a saved trace
/// writes its script back. A name is its script's fingerprint, so one name is one script.
nonisolated public enum AppLogicScripts {
  /// The prefix of every app-logic strategy name.
  public static let prefix = AppLogicRegistry.prefix
  /// The iOS scripts: each checked against ``AppLogicStrategy``'s vocabulary and claims.
  public static let registry = AppLogicRegistry(eventNames: AppLogicStrategy.events.map(\.0)) {
    script throws(AppLogicError) in
    try AppLogicStrategy.validate(script)
    _ = try AppLogicStrategy.claims(of: script)
  }

  /// Checks `script` against the iOS vocabulary and registers it.
  ///
  /// - Returns: the strategy's name, `app-logic#FINGERPRINT`.
  /// - Throws: ``AppLogicError`` for a script the iOS vocabulary rejects.
  @discardableResult
  public static func register(_ script: AppLogicScript) throws(AppLogicError) -> String {
    try registry.register(script)
  }

  /// The registered script called `name`, or `nil`.
  public static func script(named name: String) -> AppLogicScript? { registry.script(named: name) }

  /// The header lines a trace of the strategy `name` carries (``AppLogicRegistry/headerLines(forStrategy:)``).
  public static func headerLines(forStrategy name: String) -> [String] { registry.headerLines(forStrategy: name) }

  /// Parses and registers the script a trace's `app-logic:` lines carry for `name`
  /// (``AppLogicRegistry/registerHeader(_:strategy:)``).
  public static func registerHeader(_ lines: [String], strategy name: String) -> AppLogicHeaderProblem? {
    registry.registerHeader(lines, strategy: name)
  }
}
