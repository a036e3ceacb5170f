import AndroidModel
import AppLogic

extension AndroidStrategyCatalog {
  /// The descriptor of an app-logic script run in `app` (default: the script's own `app:` setting, ``AndroidAppLogic``), named `app-logic#FINGERPRINT` so that
  /// two scripts never share a corpus entry or a signature; its default profile is a phone on API 34.
  /// - Throws: ``AppLogicError`` when the script names what the Android interpreter does not have (checked here, once).
  nonisolated public static func descriptor(
    forAppLogic script: AppLogicScript, app given: AndroidAppDescription? = nil
  ) throws(AppLogicError) -> AndroidStrategyDescriptor {
    let app: AndroidAppDescription
    if let given { app = given } else { app = try AndroidAppLogic.app(of: script) }
    let checked = try AndroidAppLogic.check(script, app: app)
    let claims = checked.claims.isEmpty ? "no claims" : "claims \(checked.claims)"
    var descriptor = AndroidStrategyDescriptor(
      name: "app-logic#\(script.fingerprint)",
      summary: "the app's own logic as a script of \(script.handlers.count) handlers (\(claims)"
        + (checked.lock != nil ? ", a lock" : "") + ")",
      source: "an app-logic script (docs/app-logic.md)", defaultProfile: AndroidProfile(apiLevel: 34), app: app,
      make: {
        // Checked above: the same script in the same app passes again.
        guard let strategy = try? AndroidAppLogic(script, app: app) else {
          preconditionFailure("an app-logic script that passed its check failed it again")
        }
        return strategy
      })
    descriptor.scriptBranches = script.branches
    descriptor.appLogicScript = script
    return descriptor
  }
}

/// The Android app-logic scripts this process knows, by strategy name (`app-logic#FINGERPRINT`), each checked against
/// the Android vocabulary in the default app (``AndroidAppDescription/banking``): read from `run --app-logic FILE`
/// or a trace's `app-logic:` lines, so ``AndroidStrategyCatalog/descriptor(named:)`` finds the name.
nonisolated public enum AndroidAppLogicScripts {
  /// The registry, with the Android check.
  public static let registry = AppLogicRegistry(eventNames: AndroidAppLogicVocabulary.events.map(\.name)) {
    script throws(AppLogicError) in
    _ = try AndroidAppLogic.check(script, app: AndroidAppLogic.app(of: script))
  }
}
