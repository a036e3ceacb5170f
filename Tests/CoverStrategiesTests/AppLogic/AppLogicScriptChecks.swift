import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel

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

  /// The error the command line gives `text` for a screen word naming no screen of the app it runs in (``AppLogicScreens``),
  /// or `nil`.
  static func screenProblem(_ text: String) throws -> String? {
    let script = try AppLogicScript(parsing: text)
    let app = IOSPlatform.app(for: try AppLogicStrategy.descriptor(script: script))
    return AppLogicScreens.problem(in: script, app: app).map { "line \($0.line): \($0.message)" }
  }

  /// What `events` give `text`'s script on the profile named `profile`, `invariants` checked, in one line: `holds`,
  /// `INVARIANT at STEP: DETAIL` or `invalid at STEP: REASON`.
  static func scriptOutcome(
    _ text: String, _ events: [SystemEvent], profile: String, invariants: InvariantSelection<Invariant> = .all
  ) throws -> String {
    var runner = TraceRunner(
      strategy: try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text)),
      profile: try Profile(named: profile))
    runner.invariants = invariants
    switch runner.run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, let reason): return "invalid at \(step): \(reason)"
    }
  }

  /// A device on `.iPhoneScenes` running the sample app with `text`'s strategy, which makes a new one for each new
  /// process of the app (a launch after `terminateApp` or `updateApp`), and the strategies it made, newest last.
  static func relaunchingDevice(_ text: String) throws -> (device: Device, made: MadeStrategies) {
    _ = try strategy(text)
    let made = MadeStrategies()
    let make = {
      // Checked in the first line.
      guard let s = try? Self.strategy(text) else { preconditionFailure("checked script") }
      made.all.append(s)
      return s as any PrivacyScreenStrategy
    }
    return (Device(profile: .iPhoneScenes, strategy: make(), app: .sample, makeStrategy: make), made)
  }
}

/// The strategies a device made, one per process of the app, newest last.
@MainActor final class MadeStrategies {
  var all: [AppLogicStrategy] = []
  var last: AppLogicStrategy? { all.last }
}
