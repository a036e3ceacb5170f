import CoverStrategies
import ShieldModel

/// One iOS run: the device running the strategy and a baseline device running the same app without it, given the
/// same events (queued, and applied when the baseline is read: ``DeferredBaseline``); the invariants compare the two
/// after every event (``InvariantChecker``).
public final class IOSSession: PlatformSession {
  public typealias Host = IOSPlatform
  public typealias TimelineDetail = IOSTimelineDetail

  /// The device running the strategy.
  public let device: Device
  /// The same app without the strategy, given the same events (applied when it is first read after a step:
  /// ``DeferredBaseline``).
  public var baseline: Device { deferredBaseline.device }
  /// ``baseline`` and the events it has yet to be given.
  private let deferredBaseline: DeferredBaseline
  /// The strategy's checker.
  let checker: InvariantChecker
  /// Whether this is the sample app without a strategy: steps apply to ``device`` alone and check nothing.
  private let isBare: Bool
  /// The captures the system took of ``device`` during the last observed step, in the order taken.
  public private(set) var lastCaptures: [Capture] = []
  /// The kinds of capture taken so far, a bit per ``ShieldModel/CaptureKind`` case (``capturedKinds``).
  private var capturedKindBits = 0
  /// The last observed step's event.
  private var lastEvent: SystemEvent?
  /// The callbacks and notifications the device logged during the last observed step (``isLogging`` on).
  public private(set) var lastCallbacks: [String] = []

  /// The pair of devices for `runner`'s strategy, profile and app.
  public init(runner: TraceRunner<IOSPlatform>) {
    let strategy = runner.strategy
    device = Device(profile: runner.profile, strategy: strategy.make(), app: runner.app, makeStrategy: strategy.make)
    let baseline = Device(profile: runner.profile, strategy: nil, app: runner.app)
    // The checks compare against the baseline's state and renders, never its captures.
    baseline.recordsCaptures = false
    // The two devices share no objects: a step of one leaves the other's cached renders valid.
    device.keepsOwnRenderEpoch = true
    baseline.keepsOwnRenderEpoch = true
    deferredBaseline = DeferredBaseline(baseline)
    // Only a strategy that promises no needless cover pays for recording where its cover came from.
    device.recordsCoverRaises = device.strategy?.promisesNoNeedlessCover ?? false
    checker = runner.preparation
    isBare = false
  }

  /// The sample app without a strategy on `profile`.
  public init(bare profile: ShieldModel.Profile) {
    device = Device(profile: profile, strategy: nil)
    deferredBaseline = DeferredBaseline(Device(profile: profile, strategy: nil))
    checker = InvariantChecker(claims: [], selection: .all)
    isBare = true
  }

  /// Applies one event to both devices and checks; returns an outcome when the trace ends here.
  public func step(_ i: Int, _ event: SystemEvent, observe: ((StepRecord<IOSPlatform>) -> Void)?)
    -> TraceOutcome<IOSPlatform>?
  {
    // What a strategy relying on capture detection had been told before the step (nil, one call,
    // for the others).
    let detectionBefore = isBare ? nil : device.strategy?.captureDetection
    let logStart = device.callbackLog.count
    do {
      try device.apply(event)
    } catch {
      return .invalid(step: i, reason: error.reason)
    }
    if isBare {
      _ = device.collectCaptures()
      return nil
    }
    // The strategy may have changed what the user can do next (ending editing dismisses the
    // keyboard, so a later keyboardShow is possible only with the strategy); the baseline
    // then skips the event, since for it the event already happened. Queued: applied when a
    // check first reads the baseline.
    // keyboardShow: the baseline's user taps the field of the scene this device's user tapped.
    if case .keyboardShow = event {
      deferredBaseline.enqueue(.keyboardShow(inScene: device.lastKeyboardShowScene))
    } else {
      deferredBaseline.enqueue(.event(event))
    }
    enqueueCodeNavigation()
    let captures = device.collectCaptures()
    noteKinds(of: captures)
    var v = checker.check(
      step: i, event: event, captures: captures, device: device, baseline: deferredBaseline, settledPhase: false,
      detectionBefore: detectionBefore)
    if v != nil { v?.userSettings = device.userSettingsState }
    if let observe {
      lastCaptures = captures
      lastEvent = event
      lastCallbacks = Array(device.callbackLog[logStart...])
      observe(StepRecord(step: i, event: event, session: self, violation: v))
    }
    // `if let`, not `Optional.map`: the closure would check its executor on every step.
    guard let v else { return nil }
    return .violated(v)
  }

  /// Gives the baseline the app code's navigation of the step just applied (a script's `push(SCREEN)`, a `pop` of a
  /// screen, `popToRoot`: ``ShieldModel/CodeNavigation``), after the step's event: the app's own behaviour, not the
  /// strategy's cover, so the baseline shows the screen the app's code chose (most steps have none).
  private func enqueueCodeNavigation() {
    guard !device.codeNavigations.isEmpty else { return }
    for navigation in device.takeCodeNavigations() { deferredBaseline.enqueue(.codeNavigation(navigation)) }
  }

  /// Adds the kinds of `captures` to ``capturedKindBits`` (most steps take none).
  private func noteKinds(of captures: [Capture]) {
    for c in captures { capturedKindBits |= 1 << (CaptureKind.allCases.firstIndex(of: c.kind) ?? 0) }
  }

  /// The kinds of capture taken so far, in ``ShieldModel/CaptureKind`` order, by their raw values.
  public var capturedKinds: [String] {
    CaptureKind.allCases.enumerated().filter { capturedKindBits & (1 << $0.offset) != 0 }.map(\.element.rawValue)
  }

  /// Lets both devices settle after the last event and checks once more.
  public func finish(step: Int, observe: ((StepRecord<IOSPlatform>) -> Void)?) -> TraceOutcome<IOSPlatform> {
    let detectionBefore = device.strategy?.captureDetection
    let logStart = device.callbackLog.count
    device.settle()
    deferredBaseline.enqueue(.settle)
    enqueueCodeNavigation()
    let captures = device.collectCaptures()
    noteKinds(of: captures)
    var v = checker.check(
      step: step, event: nil, captures: captures, device: device, baseline: deferredBaseline, settledPhase: true,
      detectionBefore: detectionBefore)
    if v != nil { v?.userSettings = device.userSettingsState }
    if let observe {
      lastCaptures = captures
      lastEvent = nil
      lastCallbacks = Array(device.callbackLog[logStart...])
      observe(StepRecord(step: step, event: nil, session: self, violation: v))
    }
    if let v { return .violated(v) }
    return .holds
  }

  /// `Device.validationError(for:)`.
  public func refusal(for event: SystemEvent) -> String? { device.validationError(for: event) }
  /// `Device.isValid(_:)`.
  public func isValid(_ event: SystemEvent) -> Bool { device.isValid(event) }
  /// `Device.isValid(_:kind:)`, the kind being `ruleKey` (``IOSPlatform/ruleKey(of:)``).
  public func isValid(_ event: SystemEvent, ruleKey: Int) -> Bool {
    guard let kind = SystemEvent.Kind(rawValue: ruleKey) else { return device.isValid(event) }
    return device.isValid(event, kind: kind)
  }
  /// `Device.eventValidity()`'s answers.
  public func eventValidity() -> EventValidityMask { EventValidityMask(mask: device.eventValidity().mask) }
  /// Whether the app is launched.
  public var isStarted: Bool { device.isLaunched }
  /// ``AbstractState``'s position in its universe.
  public var abstractStateIndex: Int { AbstractState.index(of: device) }
  /// The zooming switcher card's exposure so far.
  public var exposureSeconds: [Double] { [device.switcherZoomExposure] }
  /// `DeviceSummary`'s canonical text.
  public var checkpoint: String { device.summary().description }
  /// Everything the explorer merges on: the device's summary, the strategy's own state, and the baseline's summary
  /// and typing context (two paths can leave the strategy's device alike while the app without it differs, which is
  /// what focus-lost and touch-blocked compare), what a touch in the middle of each scene reaches on both devices (a
  /// transparent pane left behind, or a sheet presented, changes no summary, only where touches go), and each
  /// window's presentation chain, and every window's layer and view tree, hidden parts included
  /// (``structure(of:)``).
  public var explorerKey: AnyHashable {
    AnyHashable(
      ExplorerState(
        device: device.summary(), strategy: device.strategy?.stateDescription ?? "", baseline: baseline.summary(),
        baselineFocus: baseline.windowScenes.map { baseline.focus(in: $0) },
        touchTargets: [device, baseline].flatMap { d in
          d.windowScenes.map { Device.touchTargetName(d.hitView(in: $0, x: 0.5, y: 0.5)) }
        },
        presentations: device.presentationChains, structure: Self.structure(of: device),
        persistent: device.persistentStateKey))
  }

  /// A state as the explorer tells states apart.
  private struct ExplorerState: Hashable {
    let device: DeviceSummary
    let strategy: String
    let baseline: DeviceSummary
    let baselineFocus: [Device.Focus]
    let touchTargets: [String]
    let presentations: [String]
    let structure: [String]
    /// The app's stored values, Keychain and the user's lock setting (``Device/persistentStateKey``).
    let persistent: String
  }
  /// The device's virtual time.
  public var time: Double { device.summary().time }
  /// ``lastCaptures`` as records.
  public var lastCaptureRecords: [CaptureRecord] {
    lastCaptures.map {
      CaptureRecord(
        kind: $0.kind.rawValue, scene: $0.scene, time: $0.time, showsSensitiveContent: $0.frame.showsSensitiveContent,
        detail: $0.leakDetail)
    }
  }
  /// The device's summary, the last step's captures and, for a touch, where it landed.
  public var timelineDetail: IOSTimelineDetail {
    var touch: TouchResult?
    if case .touch? = lastEvent { touch = device.lastTouch }
    var detail = IOSTimelineDetail(state: device.summary(), captures: lastCaptures, touch: touch)
    detail.returnCoverSeconds = device.returnCoverSeconds
    return detail
  }
  /// Whether the app turned the strategy off (`appCall(disable)`).
  public var isStrategyOff: Bool { device.isStrategyDisabled }
  /// The device's ``ShieldModel/Device/userSettingsState``.
  public var userSettingsState: String? { device.userSettingsState }
  /// The scenes active or inactive.
  public var foregroundScenes: [String] {
    device.summary().scenes.filter {
      $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive
    }
    .map(\.identifier)
  }
  /// A cover over the app in the foreground under Control Center, Notification Center or an alert.
  public var showsNeedlessCover: Bool {
    let state = device.summary()
    guard state.isAppInForeground, let overlay = state.overlay, overlay != .appSwitcher else { return false }
    return state.scenes.contains { $0.display.showsCover }
  }
  /// Whether the device logs for timelines.
  public var isLogging: Bool {
    get { device.isLogging }
    set { device.isLogging = newValue }
  }
}
