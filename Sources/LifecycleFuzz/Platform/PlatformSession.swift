/// One simulated device (and whatever it is judged against) running one strategy, driven event by event by the
/// engine: the one path for fuzzing, replay, shrinking, exploring and timelines (``TraceRunner``).
///
/// A session checks every invariant after each event and once more after the device settles, and reports the first
/// violation. The generator reads what can happen now from it (``isValid(_:)``, and a validity key where the
/// platform has one), and coverage reads its abstract state.
@MainActor public protocol PlatformSession: AnyObject {
  /// The platform.
  associatedtype Host: Platform
  /// What a timeline step keeps of the session for the platform's own renderers (``Platform/timelineText(_:trace:)``).
  associatedtype TimelineDetail: Hashable & Sendable = NoTimelineDetail

  /// A fresh device running a fresh instance of `runner`'s strategy on its profile, with its app.
  init(runner: TraceRunner<Host>)
  /// A fresh device running the platform's sample app on `profile` without any strategy, whose steps are never
  /// checked: where `compare` generates the traces every strategy then replays.
  init(bare profile: Host.Profile)

  /// Applies `event` as step `index` and checks the invariants.
  /// - Returns: `nil` to go on; ``TraceOutcome/violated(_:)`` at the first violation; ``TraceOutcome/invalid(step:reason:)``
  ///   when the platform cannot produce the event now (nothing changed then).
  func step(_ index: Int, _ event: Host.Event, observe: ((StepRecord<Host>) -> Void)?) -> TraceOutcome<Host>?
  /// Lets the device settle after the last event (step `index`) and checks once more.
  func finish(step index: Int, observe: ((StepRecord<Host>) -> Void)?) -> TraceOutcome<Host>

  /// Why the platform cannot produce `event` now (a fact about the platform, with its source), or `nil`.
  func refusal(for event: Host.Event) -> String?
  /// Whether the platform can produce `event` now (``refusal(for:)`` is `nil`; a session may answer faster).
  func isValid(_ event: Host.Event) -> Bool
  /// ``isValid(_:)`` with `event`'s ``Platform/ruleKey(of:)`` already found (-1: none).
  func isValid(_ event: Host.Event, ruleKey: Int) -> Bool
  /// The answers for the events without arguments a validity key covers, found once per generator step
  /// (``EventValidityMask/none`` where the platform has no key: every event asks ``isValid(_:)``).
  func eventValidity() -> EventValidityMask
  /// Whether the app has started, so the generator leads most traces with the vocabulary's opening event.
  var isStarted: Bool { get }

  /// The position of the device's abstract state in ``Platform/abstractStates``.
  var abstractStateIndex: Int { get }
  /// Seconds of exposure measured so far, one value per ``Platform/exposureChannels`` entry (for iOS, the zooming
  /// switcher card showing sensitive content), reported, never judged.
  var exposureSeconds: [Double] { get }
  /// The device's canonical state after the last step: a trace's checkpoint.
  var checkpoint: String { get }
  /// What the explorer merges two states on: everything that decides their futures.
  var explorerKey: AnyHashable { get }
  /// Whether the device records a log for timelines (set before the first event).
  var isLogging: Bool { get set }
  /// Makes the model's long loops inside one step ask `stop` (Android's looper through a long `advance`): when it
  /// says stop, the step ends early and ``wasCutShort`` is `true`. Default: nothing (the platform's steps are short).
  func stopSteps(on stop: StopSignal)
  /// Whether a step ended early on the signal given to ``stopSteps(on:)``: its state is not the platform's, and the
  /// trace is dropped (a cut trace, never a verdict).
  var wasCutShort: Bool { get }
  /// The app-logic script's coverage points reached so far in the trace, a bit per
  /// ``PlatformStrategy/scriptBranches`` index (with the waits the clock has passed noted as it is read): asked
  /// after each step only for a strategy with a script.
  var scriptBranchBits: [UInt64] { get }
  /// The kinds of capture (``PlatformInvariant/captureKindNames``) the system took of the app so far in the trace, in
  /// the platform's order: a capture invariant no trace took a capture for was not checked.
  var capturedKinds: [String] { get }
  /// The app-logic script's lock state now while its lock's promise holds (``ScriptLockState``), else `nil`: asked
  /// before each step only for a strategy with a script.
  var scriptLockState: Int? { get }
  /// The app's own settings as the user left them now, as one line (whether the user turned protection off, the
  /// claims the app's calls released, the user's lock setting, Android's screen-security switch), or `nil` for a
  /// strategy with none: read when a step breaks an invariant (``Violation/userSettings``), so the shrinker keeps a
  /// counterexample in the settings state it was found in.
  var userSettingsState: String? { get }

  /// Virtual time now, in seconds.
  var time: Double { get }
  /// The captures the system took during the last observed step (read while observing), in the order taken.
  var lastCaptureRecords: [CaptureRecord] { get }
  /// What a timeline keeps of the last observed step for the platform's renderers.
  var timelineDetail: TimelineDetail { get }
  /// Whether the app has turned the strategy off (it then claims nothing).
  var isStrategyOff: Bool { get }
  /// The scenes in the foreground now.
  var foregroundScenes: [String] { get }
  /// Whether a cover shows over the app in the foreground under system UI other than the switcher.
  var showsNeedlessCover: Bool { get }
  /// The callbacks and notifications the app was delivered during the last observed step, in order (read while
  /// observing, with ``isLogging`` on).
  var lastCallbacks: [String] { get }
  /// The state a timeline's table shows after the last observed step: the checkpoint, or a platform's more
  /// readable form of it (Android names each window by its activity's screen); never compared.
  var timelineState: String { get }
}

extension PlatformSession {
  /// The checkpoint.
  public var timelineState: String { checkpoint }
}

/// A timeline step's detail for a platform whose renderers need none.
public nonisolated struct NoTimelineDetail: Hashable, Sendable {
  /// Nothing.
  public init() {}
}

extension PlatformSession {
  /// No script: no points.
  public var scriptBranchBits: [UInt64] { [] }
  /// None taken: a platform that records no capture kind must say what it takes, or a run that turns a class off
  /// says every claimed capture invariant was not checked.
  public var capturedKinds: [String] { [] }
  /// No script: no lock state.
  public var scriptLockState: Int? { nil }
  /// No app settings.
  public var userSettingsState: String? { nil }
  /// The rules.
  public func isValid(_ event: Host.Event) -> Bool { refusal(for: event) == nil }
  /// ``isValid(_:)``: no rule key.
  public func isValid(_ event: Host.Event, ruleKey: Int) -> Bool { isValid(event) }
  /// No key.
  public func eventValidity() -> EventValidityMask { .none }
  /// Always started.
  public var isStarted: Bool { true }
  /// The only state.
  public var abstractStateIndex: Int { 0 }
  /// Nothing measured.
  public var exposureSeconds: [Double] { [] }
  /// The checkpoint.
  public var explorerKey: AnyHashable { AnyHashable(checkpoint) }
  /// No log.
  public var isLogging: Bool {
    get { false }
    set {}
  }
  /// Steps are short: nothing asks.
  public func stopSteps(on stop: StopSignal) {}
  /// Never cut.
  public var wasCutShort: Bool { false }
  /// Time does not pass.
  public var time: Double { 0 }
  /// No captures.
  public var lastCaptureRecords: [CaptureRecord] { [] }
  /// The strategy is never off.
  public var isStrategyOff: Bool { false }
  /// No scenes.
  public var foregroundScenes: [String] { [] }
  /// No cover.
  public var showsNeedlessCover: Bool { false }
  /// None logged.
  public var lastCallbacks: [String] { [] }
}

extension PlatformSession where TimelineDetail == NoTimelineDetail {
  /// Nothing.
  public var timelineDetail: NoTimelineDetail { NoTimelineDetail() }
}

/// The answers of a platform's validity key for one step: one bit per event the key covers
/// (``EventDefinition/Generated/validityBit``).
public nonisolated struct EventValidityMask: Hashable, Sendable {
  /// Bit `b` set: the event whose validity bit is `1 << b` can happen now.
  public let mask: UInt64

  /// The answers.
  public init(mask: UInt64) { self.mask = mask }

  /// No event answered by a key.
  public static let none = EventValidityMask(mask: 0)
}

/// What one step of a run did, for observers (timelines, checkpoints, evidence).
public struct StepRecord<Host: Platform> {
  /// The step's index (the event count for the settling after the last event).
  public let step: Int
  /// The event, or `nil` for the settling after the last event.
  public let event: Host.Event?
  /// The session after the step (live: read what you need during the call).
  public let session: Host.Session
  /// The violation seen after the step, if any.
  public let violation: Violation<Host>?

  /// A record.
  public init(step: Int, event: Host.Event?, session: Host.Session, violation: Violation<Host>?) {
    self.step = step
    self.event = event
    self.session = session
    self.violation = violation
  }
}
