import AndroidModel
import AndroidStrategies
import AppLogic

@testable import LifecycleFuzz

/// What a one-line verdict shows of a violation besides its invariant and step (``androidScriptOutcome(_:_:profile:showing:)``).
enum AndroidVerdictPart {
  /// The violation's detail: `INVARIANT at STEP: DETAIL`.
  case detail
  /// The violation's by-construction note: `INVARIANT at STEP (NOTE)`, `-` without one.
  case note
}

/// The verdict of `events` for the Android app-logic script `text`, in one line: `holds`, the violation (`part`), or
/// `invalid at STEP: REASON`; on `profile`, else the script's default profile. The one helper the Android script
/// suites share (before, each suite kept a copy).
@MainActor func androidScriptOutcome(
  _ text: String, _ events: [AndroidEvent], profile: AndroidProfile? = nil, showing part: AndroidVerdictPart = .detail
) throws -> String {
  let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text))
  switch TraceRunner<AndroidPlatform>(strategy: descriptor, profile: profile ?? descriptor.defaultProfile).run(events) {
  case .holds: return "holds"
  case .violated(let v):
    switch part {
    case .detail: return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .note: return "\(v.invariant.rawValue) at \(v.step) (\(v.byConstruction ?? "-"))"
    }
  case .invalid(let step, let reason): return "invalid at \(step): \(reason)"
  }
}
