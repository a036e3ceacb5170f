import AppLogic
import Foundation

/// The app-logic scripts this process knows, by strategy name (`app-logic#FINGERPRINT`): read from
/// `run --app-logic FILE` or from a trace's `app-logic:` header lines, so that the strategy's name
/// resolves wherever names are looked up (``StrategyCatalog/descriptor(named:)``) and a saved trace
/// writes its script back. A name is its script's fingerprint, so one name is one script.
nonisolated public enum AppLogicScripts {
  /// The prefix of every app-logic strategy name.
  public static let prefix = "app-logic#"
  private static let lock = NSLock()
  nonisolated(unsafe) private static var scripts: [String: AppLogicScript] = [:]

  /// Checks `script` against the iOS vocabulary and registers it.
  ///
  /// - Returns: the strategy's name, `app-logic#FINGERPRINT`.
  /// - Throws: ``AppLogicError`` for a script the iOS vocabulary rejects.
  @discardableResult
  public static func register(_ script: AppLogicScript) throws(AppLogicError) -> String {
    try AppLogicStrategy.validate(script)
    _ = try AppLogicStrategy.claims(of: script)
    let name = prefix + script.fingerprint
    lock.withLock { scripts[name] = script }
    return name
  }

  /// The registered script called `name`, or `nil`.
  public static func script(named name: String) -> AppLogicScript? {
    guard name.hasPrefix(prefix) else { return nil }
    return lock.withLock { scripts[name] }
  }

  /// Forgets every script (a test hook: a trace must then bring its own script).
  package static func forgetAll() { lock.withLock { scripts = [:] } }

  /// The header lines a trace of the strategy `name` carries: one per line of its script's canonical
  /// text; empty for any other strategy.
  public static func headerLines(forStrategy name: String) -> [String] {
    guard let script = script(named: name) else { return [] }
    return script.canonicalText.split(separator: "\n").map(String.init)
  }

  /// Parses and registers the script a trace's `app-logic:` lines carry for the strategy `name`.
  ///
  /// - Returns: why they name no valid script for `name` (a parse or vocabulary error, a fingerprint
  ///   that is not the name's, no lines for an app-logic name), or `nil`.
  public static func registerHeader(_ lines: [String], strategy name: String) -> String? {
    guard name.hasPrefix(prefix) else {
      return lines.isEmpty ? nil : "app-logic: lines for strategy '\(name)', which is no app-logic script"
    }
    guard !lines.isEmpty else {
      return script(named: name) == nil ? "strategy '\(name)' without its 'app-logic:' lines" : nil
    }
    do {
      let script = try AppLogicScript(parsing: lines.joined(separator: "\n"))
      guard prefix + script.fingerprint == name else {
        return
          "the app-logic: lines have fingerprint \(script.fingerprint), not the strategy's \(name.dropFirst(prefix.count))"
      }
      try register(script)
      return nil
    } catch {
      return "app-logic: \(error)"
    }
  }
}
