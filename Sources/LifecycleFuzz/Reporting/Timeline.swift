import CoverStrategies
import ShieldModel

/// One step of a timeline: the event, the device's state after it, what the system captured
/// during it, where a touch landed, and the violation the checkers saw.
public nonisolated struct TimelineStep: Hashable, Sendable {
  /// The step's index (equal to the event count for the settling after the last event).
  public let step: Int
  /// The event, or `nil` for the settling after the last event.
  public let event: SystemEvent?
  /// The device running the strategy after the step.
  public let state: DeviceSummary
  /// Images the system took during the step, in the order it took them.
  public let captures: [Capture]
  /// Where the touch landed, for a touch event.
  public let touch: TouchResult?
  /// The first violation the checkers saw after the step, if any.
  public let violation: Violation?
  /// Whether the app had the strategy turned off (`appCall(disable)`) after the step: it then
  /// claims nothing, so its captures are the app's choice, not a leak.
  public var strategyDisabled = false

  /// The event's trace text, or `settle`.
  public var eventText: String { event?.text ?? "settle" }
}

/// The step-by-step story of one trace run against one strategy, recorded without stopping at
/// the first violation; what `explain` prints and the HTML report draws.
public nonisolated struct Timeline: Hashable, Sendable {
  /// The strategy's name.
  public let strategy: String
  /// The profile.
  public let profile: Profile
  /// The steps, in order; the last is the settling unless the run ended early.
  public let steps: [TimelineStep]
  /// The run's outcome: the first violation, `holds`, or the event that could not happen.
  public let outcome: TraceOutcome
  /// Seconds of virtual time the switcher card showed sensitive content while zooming out (see
  /// ``ShieldModel/Device/switcherZoomExposure``): exposure, not a failure.
  public var switcherZoomExposure = 0.0

  /// Virtual seconds from step `i` to the next step (zero for the last step): how long the
  /// state after step `i` lasted.
  public func duration(after i: Int) -> Double {
    i + 1 < steps.count ? max(0, steps[i + 1].state.time - steps[i].state.time) : 0
  }
}

extension Timeline {
  /// Runs `events` with `runner` (without stopping at violations) and records every step.
  public static func record(_ events: [SystemEvent], runner: TraceRunner) -> Timeline {
    var measuring = runner
    measuring.stopsAtFirstViolation = false
    var steps: [TimelineStep] = []
    var zoomExposure = 0.0
    let outcome = measuring.run(events) { record in
      zoomExposure = record.device.switcherZoomExposure
      var touch: TouchResult?
      if case .touch = record.event { touch = record.device.lastTouch }
      var step = TimelineStep(
        step: record.step, event: record.event, state: record.device.summary(),
        captures: record.captures, touch: touch, violation: record.violation)
      step.strategyDisabled = record.device.isStrategyDisabled
      steps.append(step)
    }
    var timeline = Timeline(strategy: runner.strategy.name, profile: runner.profile, steps: steps, outcome: outcome)
    timeline.switcherZoomExposure = zoomExposure
    return timeline
  }
}

extension UIScene.ActivationState {
  /// A short name for narrow columns: `active`, `inactive`, `bg`, `unattached`.
  nonisolated var shortName: String {
    switch self {
    case .foregroundActive: return "active"
    case .foregroundInactive: return "inactive"
    case .background: return "bg"
    case .unattached: return "unattached"
    }
  }
}

extension CaptureKind {
  /// The invariant that a sensitive capture of this kind breaks, for a strategy claiming it:
  /// the one whose checker judges the kind.
  nonisolated var invariant: Invariant {
    guard let check = InvariantCatalog.checks.first(where: { $0.captureKinds.contains(self) }) else {
      preconditionFailure("no checker judges \(rawValue) captures")
    }
    return check.invariant
  }

  /// A column title: `switcher card`, `screenshot`.
  nonisolated var title: String {
    switch self {
    case .switcherCard: return "switcher card"
    case .switcherSnapshot: return "switcher snapshot"
    case .screenshot: return "screenshot"
    case .recording: return "recording"
    case .mirroring: return "mirroring"
    case .iPhoneMirroring: return "iPhone mirroring"
    }
  }

  /// A short name for narrow columns.
  nonisolated var shortName: String {
    switch self {
    case .switcherCard: return "card"
    case .switcherSnapshot: return "snapshot"
    case .screenshot: return "screenshot"
    case .recording: return "recording"
    case .mirroring: return "mirroring"
    case .iPhoneMirroring: return "iphone-mirror"
    }
  }
}
