/// What a capture showed, platform-neutral: for comparisons, exposure and timelines of every platform.
public nonisolated struct CaptureRecord: Hashable, Sendable {
  /// The capture kind (`switcherSnapshot`, `recentsThumbnail`).
  public let kind: String
  /// The scene (or window) it was taken of.
  public let scene: String
  /// Virtual time of the capture, in seconds.
  public let time: Double
  /// Whether it shows legible sensitive content.
  public let showsSensitiveContent: Bool
  /// What it showed, in one line (a leak's detail).
  public let detail: String

  /// A record.
  public init(kind: String, scene: String, time: Double, showsSensitiveContent: Bool, detail: String) {
    self.kind = kind
    self.scene = scene
    self.time = time
    self.showsSensitiveContent = showsSensitiveContent
    self.detail = detail
  }
}

/// One step of a timeline: the event, what the platform shows of the device after it, what the system captured
/// during it, and the violation the checkers saw.
public nonisolated struct TimelineStep<Host: Platform>: Hashable, Sendable {
  /// The step's index (equal to the event count for the settling after the last event).
  public let step: Int
  /// The event, or `nil` for the settling after the last event.
  public let event: Host.Event?
  /// Virtual time after the step, in seconds.
  public let time: Double
  /// The session's checkpoint after the step.
  public let checkpoint: String
  /// Images the system took during the step, in the order it took them.
  public let captureRecords: [CaptureRecord]
  /// The first violation the checkers saw after the step, if any.
  public let violation: Violation<Host>?
  /// Whether the app had the strategy turned off after the step: it then claims nothing, so its captures are the
  /// app's choice, not a leak.
  public var strategyDisabled = false
  /// The scenes in the foreground after the step (a stored snapshot stops being shown as their card).
  public var foregroundScenes: [String] = []
  /// Whether a cover shows over the app in the foreground under system UI other than the switcher (a cover shown
  /// for no reason).
  public var showsNeedlessCover = false
  /// The callbacks and notifications the platform delivered to the app during the step, in order, as its model
  /// logs them (for iOS UIKit's delegate callbacks and notifications, for Android the activity's lifecycle).
  public var callbacks: [String] = []
  /// The state the table shows (``PlatformSession/timelineState``); the checkpoint when empty.
  public var tableState = ""
  /// ``tableState``, or the checkpoint when the platform gives none.
  public var shownState: String { tableState.isEmpty ? checkpoint : tableState }
  /// What the platform's own timeline renderers read (for iOS the device's summary, its captures and touch).
  public let detail: Host.Session.TimelineDetail

  /// The event's trace text, or `settle`.
  public var eventText: String { event.map(Host.vocabulary.text(of:)) ?? "settle" }
}

/// The step-by-step story of one trace run against one strategy, recorded without stopping at the first violation;
/// what `explain` prints and comparisons draw.
public nonisolated struct Timeline<Host: Platform>: Hashable, Sendable {
  /// The strategy's name.
  public let strategy: String
  /// The profile.
  public let profile: Host.Profile
  /// The steps, in order; the last is the settling unless the run ended early.
  public let steps: [TimelineStep<Host>]
  /// The run's outcome: the first violation, `holds`, or the event that could not happen.
  public let outcome: TraceOutcome<Host>
  /// Seconds of exposure the session measured per ``Platform/exposureChannels`` entry (for iOS the zooming switcher
  /// card): exposure, not a failure.
  public var channelExposure: [Double] = []

  /// Virtual seconds from step `i` to the next step (zero for the last step): how long the state after step `i`
  /// lasted.
  public func duration(after i: Int) -> Double {
    i + 1 < steps.count ? max(0, steps[i + 1].time - steps[i].time) : 0
  }
}

extension Timeline {
  /// Runs `events` with `runner` and records every step: without stopping at violations, or with
  /// `endingAtFirstViolation` only up to the first, where `run` ends the trace (no settling after it).
  public static func record(
    _ events: [Host.Event], runner: TraceRunner<Host>, endingAtFirstViolation: Bool = false
  ) -> Timeline {
    var measuring = runner
    measuring.stopsAtFirstViolation = endingAtFirstViolation
    var steps: [TimelineStep<Host>] = []
    var exposure: [Double] = []
    let outcome = measuring.run(events) { record in
      let session = record.session
      exposure = session.exposureSeconds
      var step = TimelineStep<Host>(
        step: record.step, event: record.event, time: session.time, checkpoint: session.checkpoint,
        captureRecords: session.lastCaptureRecords, violation: record.violation, detail: session.timelineDetail)
      step.strategyDisabled = session.isStrategyOff
      step.foregroundScenes = session.foregroundScenes
      step.showsNeedlessCover = session.showsNeedlessCover
      step.callbacks = session.lastCallbacks
      step.tableState = session.timelineState
      steps.append(step)
    }
    var timeline = Timeline(strategy: runner.strategy.name, profile: runner.profile, steps: steps, outcome: outcome)
    timeline.channelExposure = exposure
    return timeline
  }
}
