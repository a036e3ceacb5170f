import AppLogic
import Foundation
import ShieldModel

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
  /// (``AppLogicRegistry/registerHeader(_:strategy:)``), run in `app` (or in its own, with `screens:`): a screen its
  /// `sensitive:` line or a screen event names that the app lacks is refused at that line (``AppLogicScreens``), as
  /// `--app-logic` refuses it, and the script is not registered.
  public static func registerHeader(_ lines: [String], strategy name: String, app: AppDescription)
    -> AppLogicHeaderProblem?
  {
    // One script line per header line, so the error's line is the header line's position. A line the parser or the
    // vocabulary rejects is the registry's to name, first.
    // A script with `screens:` runs in its own app (``StrategyDescriptor/app``), so its names are checked there.
    if name.hasPrefix(prefix), !lines.isEmpty,
      let script = try? AppLogicScript(parsing: lines.joined(separator: "\n")),
      let descriptor = try? AppLogicStrategy.descriptor(script: script),
      let error = AppLogicScreens.problem(in: script, app: descriptor.app ?? app)
    {
      return AppLogicHeaderProblem(line: min(max(1, error.line), lines.count), message: "app-logic: \(error.message)")
    }
    return registry.registerHeader(lines, strategy: name)
  }
}
