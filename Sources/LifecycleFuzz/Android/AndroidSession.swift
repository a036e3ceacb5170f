import AndroidModel
import AndroidStrategies

/// One Android run: an `AndroidDevice` running a fresh instance of the strategy, checked after every event by
/// ``AndroidInvariantCatalog``'s checkers.
public final class AndroidSession: PlatformSession {
  public typealias Host = AndroidPlatform

  /// The device.
  public let device: AndroidDevice
  /// The invariants checked.
  let invariants: InvariantSelection<AndroidInvariant>
  /// Whether this is the app without protection, whose steps are not checked (``init(bare:)``).
  private let isBare: Bool
  /// The covers and blurs in sight since the last step, found at most once: the stranded-cover check and the
  /// abstract state both ask after a step, and the answer renders the display (the costliest part of a step).
  private let display = AndroidDisplayMemo()
  /// The kinds of capture taken so far, a bit per `AndroidCaptureKind` case (``capturedKinds``).
  private var capturedKindBits = 0

  /// A device on `runner`'s profile running its strategy.
  public init(runner: TraceRunner<AndroidPlatform>) {
    device = AndroidDevice(
      profile: runner.profile, strategy: runner.strategy.make(), app: runner.strategy.app,
      makeStrategy: runner.strategy.make)
    device.promisedClaims = runner.strategy.promisedClaims
    device.promisesNeutralCaptures = runner.strategy.promisesNeutralCaptures
    // Only a strategy that promises no needless cover pays for recording where its cover came from.
    device.recordsCoverRaises = device.strategy.promisesNoNeedlessCover
    invariants = runner.preparation
    isBare = false
  }

  /// A device on `profile` running the app without protection, unchecked.
  public init(bare profile: AndroidProfile) {
    device = AndroidDevice(profile: profile, strategy: NoAndroidProtection())
    invariants = .all
    isBare = true
  }

  /// Runs the event and checks.
  public func step(_ index: Int, _ event: AndroidEvent, observe: ((StepRecord<AndroidPlatform>) -> Void)?)
    -> TraceOutcome<AndroidPlatform>?
  {
    display.forget()
    let logStart = device.lifecycleLog.count
    do {
      try device.step(event)
    } catch {
      return .invalid(step: index, reason: error.reason)
    }
    if isBare { return nil }
    for c in device.lastCaptures { capturedKindBits |= 1 << (AndroidCaptureKind.allCases.firstIndex(of: c.kind) ?? 0) }
    var v = AndroidInvariantCatalog.firstViolation(
      AndroidCheckContext(step: index, event: event, device: device, display: display), invariants)
    if v != nil { v?.userSettings = device.userSettingsState }
    if let observe {
      lastCallbacks = Array(device.lifecycleLog[logStart...])
      observe(StepRecord(step: index, event: event, session: self, violation: v))
    }
    if let v { return .violated(v) }
    return nil
  }

  /// The looper asks `stop` through a long `advance` (``Looper/shouldStop``).
  public func stopSteps(on stop: StopSignal) { device.looper.shouldStop = { stop.shouldStop } }
  /// ``Looper/wasCutShort``.
  public var wasCutShort: Bool { device.looper.wasCutShort }

  /// Nothing to settle: the model runs its looper within each step.
  public func finish(step index: Int, observe: ((StepRecord<AndroidPlatform>) -> Void)?)
    -> TraceOutcome<AndroidPlatform>
  {
    lastCallbacks = []
    observe?(StepRecord(step: index, event: nil, session: self, violation: nil))
    return .holds
  }

  /// The app's screens not on the activity's back stack that the screen shown leads to (``AndroidAppScreen/leadsTo``),
  /// in the app description's order (what `navigate` can reach; empty for a one-screen app, so its traces never
  /// navigate).
  ///
  /// A lock screen of the strategy's (``AndroidPrivacyStrategy/isLockScreen(_:)``: one its code shows beside `set` of
  /// its lock) is drawn only from a screen whose `leadsTo=` names it. Such a screen is put up by the app's code as it
  /// locks; a control the user taps to reach it, with nothing locked, is a control the app has only if the script
  /// says so, and "a screen without `leadsTo=` leads to any" is the model's stand-in for the ordinary screens'
  /// controls, not a claim that the app offers one to its lock (s43: the new user's health app, whose list gave no
  /// `leadsTo=`, was reported `navigate(lock): locked, yet the user's tap reached the control to lock`). Not drawing
  /// it is the generator's choice, not the platform's refusal: a trace that holds the step still replays.
  var screensToNavigateTo: [String] {
    guard device.app.hasSeveralScreens, let activity = device.activity else { return [] }
    let shown = device.taskBackStacks.flatMap { $0 }
    let current = activity.currentScreen.flatMap { device.app.screen(named: $0.name) }
    return device.app.screens.filter { screen in
      guard !shown.contains(screen), current?.leads(to: screen.name) != false else { return false }
      return current?.leadsTo != nil || !device.strategy.isLockScreen(screen.name)
    }.map(\.name)
  }

  /// The screens a notification can open now (generated only in apps with several screens, as `navigate`): from the
  /// home screen or Recents, every screen that is not an activity already on the task's back stacks.
  var screensToOpenFromNotification: [String] {
    guard device.app.hasSeveralScreens, device.screen != .app, device.screen != .off else { return [] }
    let shown = device.taskBackStacks.flatMap { $0 }
    return device.app.screens.filter { !($0.isActivity && shown.contains($0)) }.map(\.name)
  }

  /// The entries other than a notification the platform can make now, to the activities of their own a notification
  /// can open, in source then screen order: each source with its flags (``AndroidEntry/Source/defaultFlags``), a link
  /// as a sender outside an activity sends it (`FLAG_ACTIVITY_NEW_TASK`). An entry without that flag lands in the
  /// sender's task (`AndroidDevice+SenderTask.swift`): named only, not generated, so the default run keeps its
  /// traces (a share reaches the app's task only for a `singleTask` activity). A
  /// destination of the launcher activity is left out: every entry to it is the navigator's deep link, which
  /// `openNotification` generates already (so apps without activities of their own keep their traces). Then
  /// ``declaredTaskEntries``.
  var entriesToOpen: [AndroidEntry] {
    let screens = screensToOpenFromNotification.filter { device.app.screen(named: $0)?.isActivity == true }
    guard !screens.isEmpty else { return declaredTaskEntries }
    var entries: [AndroidEntry] = []
    for source in AndroidEntry.Source.allCases where source != .notification {
      let flags = source == .link ? [.newTask] : source.defaultFlags
      for screen in screens {
        let entry = AndroidEntry(source, screen, flags: flags)
        guard !device.entersSenderTask(entry) else { continue }
        if device.refusal(for: .openEntry(entry)) == nil { entries.append(entry) }
      }
    }
    return entries + declaredTaskEntries
  }

  /// The entries only an app that declares launch modes or parents has, after the others: a notification to an
  /// activity already in the task whose `singleTop`/`singleTask` mode reuses it (`onNewIntent`), also tapped over
  /// the app in front (forty-ninth session, `AndroidDevice+EntryOverTheApp.swift`), and, from the home screen or
  /// Recents, a `TaskStackBuilder` notification to an activity with a parent (``AndroidEntry/Flags/taskStack``).
  /// Apps without either keep their traces.
  var declaredTaskEntries: [AndroidEntry] {
    guard device.app.hasSeveralScreens, device.screen != .off else { return [] }
    let overTheApp = device.screen == .app
    let shown = device.taskBackStacks.flatMap { $0 }
    var entries: [AndroidEntry] = []
    for screen in device.app.screens where screen.isActivity {
      if screen.launchMode != .standard, shown.contains(screen) {
        entries.append(AndroidEntry(.notification, screen.name))
      }
      if !overTheApp, screen.parent != nil {
        entries.append(AndroidEntry(.notification, screen.name, flags: [.taskStack]))
      }
    }
    return entries.filter { device.refusal(for: .openEntry($0)) == nil }
  }

  /// The app's lifecycle callbacks (`AndroidDevice.lifecycleLog`) delivered during the last observed step.
  public private(set) var lastCallbacks: [String] = []

  /// The live Overview tile's exposure of claimed content (`AndroidDevice.overviewTileExposure`) and the biometric
  /// prompt's see-through time (`AndroidDevice.promptSeeThroughExposure`), in seconds.
  public var exposureSeconds: [Double] { [device.overviewTileExposure, device.promptSeeThroughExposure] }

  /// `AndroidDevice.refusal(for:)`.
  public func refusal(for event: AndroidEvent) -> String? { device.refusal(for: event) }
  /// Virtual time.
  public var time: Double { device.now }
  /// The kinds of capture taken so far, in `AndroidCaptureKind` order, by their raw values: a run that turned an event
  /// class off says a claimed kind no trace took was not checked (it said so of every kind: Android recorded none).
  public var capturedKinds: [String] {
    AndroidCaptureKind.allCases.enumerated().filter { capturedKindBits & (1 << $0.offset) != 0 }.map(\.element.rawValue)
  }
  /// The device's ``AndroidModel/AndroidDevice/userSettingsState``.
  public var userSettingsState: String? { device.userSettingsState }
  /// The last step's captures.
  public var lastCaptureRecords: [CaptureRecord] {
    device.lastCaptures.map {
      CaptureRecord(
        kind: $0.kind.rawValue, scene: "app", time: device.now, showsSensitiveContent: $0.leaks, detail: "\($0)")
    }
  }
  /// The app's task when it is on screen.
  public var foregroundScenes: [String] { device.screen == .app ? ["app"] : [] }
  /// Whether the app's task exists.
  public var isStarted: Bool { device.hasTask }
  /// The device's summary, for example `screen=app activity=RESUMED windows=[activity] … t=0.0`.
  public var checkpoint: String { device.summary }
  /// The summary with each window named by its activity's screen (`AndroidDevice.namedSummary`).
  public var timelineState: String { device.namedSummary }
  /// The summary without its virtual time, plus what it does not show but decides the future: the scheduler's
  /// snapshot timing, what the strategy claims now and its own state (``AndroidPrivacyStrategy/explorerState``).
  public var explorerKey: AnyHashable {
    var text = device.summary
    if let t = text.range(of: " t=", options: .backwards) { text = String(text[..<t.lowerBound]) }
    // Held posted work decides the future too; named only when there is some, so older keys stay as they were.
    let held = device.holdsNextPostedWork || device.looper.isHeld || device.screenOffBroadcastIsLate ? " held" : ""
    // The app's screen-security setting, named only when off, so older keys stay as they were.
    let setting = device.isScreenSecuritySettingOn ? "" : " screenSecurity=off"
    // A task stack's parents never made (made without saved state on Back), named only when some are.
    let records = device.neverMadeRecords == 0 ? "" : " neverMade=\(device.neverMadeRecords)"
    // The strategy's own state (a script's variables: a locked and an unlocked app can share one summary).
    let strategy = device.strategy.explorerState
    // What the app stored (SharedPreferences), named only when it stored something, so older keys stay as they were:
    // a stored switch decides what the next activity does.
    let preferences = device.preferencesKey
    return AnyHashable(
      text + " timing=\(device.snapshotTiming.rawValue) claims=\(device.claimsNow)" + held + setting + records
        + (strategy.isEmpty ? "" : " strategy=" + strategy) + (preferences.isEmpty ? "" : " stored=" + preferences))
  }
  /// The position of (screen, activity state, recording, a cover in sight) in ``AndroidPlatform/abstractStates``.
  public var abstractStateIndex: Int {
    // Positions in ``AndroidPlatform/screens`` and ``AndroidPlatform/activityStates``, found without text: coverage
    // reads this every step.
    let screen: Int
    switch device.screen {
    case .home: screen = 0
    case .app: screen = 1
    case .recents: screen = 2
    case .off: screen = 3
    }
    let activity: Int
    switch device.activity?.lifecycleState {
    case nil: activity = 0
    case .INITIALIZED: activity = 1
    case .CREATED: activity = 2
    case .STARTED: activity = 3
    case .RESUMED: activity = 4
    case .DESTROYED: activity = 5
    }
    // Debug builds (the golden battery, `swift test`) check the positions against the lists' text.
    assert(AndroidPlatform.screens[screen] == device.screen.rawValue)
    assert(AndroidPlatform.activityStates[activity] == device.activity?.lifecycleState.rawValue ?? "none")
    let cover = device.screen == .app && !display.coversAndBlurs(of: device).isEmpty
    return ((screen * AndroidPlatform.activityStates.count + activity) * 2 + (device.isRecording ? 1 : 0)) * 2
      + (cover ? 1 : 0)
  }
}

/// The covers and blurs in sight on a device (`AndroidDevice.visibleCoversAndBlurs`), found at most once while the
/// device does not change: a session forgets it at the start of every step.
final class AndroidDisplayMemo {
  nonisolated deinit {}
  private var coversAndBlurs: [String]?

  /// Drops the kept answer (the device is about to change).
  func forget() { coversAndBlurs = nil }

  /// `device.visibleCoversAndBlurs`, found on the first call. Debug builds check a kept answer against a new one.
  func coversAndBlurs(of device: AndroidDevice) -> [String] {
    if let kept = coversAndBlurs {
      assert(kept == device.visibleCoversAndBlurs, "the device changed under its step's display memo")
      return kept
    }
    let found = device.visibleCoversAndBlurs
    coversAndBlurs = found
    return found
  }
}

extension AndroidPlatform {
  /// What the display can show, in ``abstractStates`` order.
  static let screens = ["home", "app", "recents", "off"]
  /// The activity's lifecycle states, `none` when it does not exist.
  static let activityStates = ["none", "INITIALIZED", "CREATED", "STARTED", "RESUMED", "DESTROYED"]
  /// Every combination of screen, activity state, recording and a cover in sight (4 × 6 × 2 × 2 = 96), as text:
  /// `screen=app activity=RESUMED rec=0 cover=0`. Many cannot happen, which is what the never-reached list is for.
  public static let abstractStates: [String] = screens.flatMap { screen in
    activityStates.flatMap { activity in
      ["0", "1"].flatMap { rec in ["0", "1"].map { "screen=\(screen) activity=\(activity) rec=\(rec) cover=\($0)" } }
    }
  }
}
