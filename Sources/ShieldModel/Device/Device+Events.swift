/// Why an event cannot happen in the device's current state.
nonisolated public struct InvalidEvent: Error, Equatable, CustomStringConvertible {
  /// The event.
  public let event: SystemEvent
  /// Why it is not possible now.
  public let reason: String
  public var description: String { reason }
}

extension Device {
  package var foregroundScenes: [UIWindowScene] {
    // A loop, not `filter`: the closure would check its executor on every call.
    var scenes: [UIWindowScene] = []
    for scene in windowScenes
    where scene.activationState == .foregroundActive || scene.activationState == .foregroundInactive {
      scenes.append(scene)
    }
    return scenes
  }

  /// Whether the app runs in the foreground with no system UI over it.
  var isAppActiveWithNoOverlay: Bool {
    process.isLaunched && process.isAppInForeground && systemUI.overlay == nil
  }

  /// Why `event` cannot happen now, or `nil` if it can.
  public func validationError(for event: SystemEvent) -> String? { refusal(for: event)?.text(for: event) }

  /// Whether `event` can happen now: ``validationError(for:)`` without building the reason.
  package func isValid(_ event: SystemEvent) -> Bool { refusal(for: event) == nil }

  /// ``isValid(_:)`` for an event whose kind the caller knows: finding the kind walks the event's
  /// cases, the later ones (``SystemEvent/changeDeviceSetting(_:)`` is the last) at some 50
  /// instructions a call. Debug builds check `kind`.
  package func isValid(_ event: SystemEvent, kind: SystemEvent.Kind) -> Bool {
    assert(kind == event.kind, "isValid(_:kind:): \(event) is not of kind \(kind)")
    return refusal(for: event, kind: kind) == nil
  }

  /// The rule table behind ``validationError(for:)`` and ``isValid(_:)``: the two checks every
  /// event shares, then the rule of the event's subsystem (``EventSubsystem``).
  ///
  /// Each refusal is one of: a sequence iOS cannot produce (the source is next to the rule);
  /// an event whose meaning needs a state (closing what is not open, starting what is on, an
  /// unknown scene or argument); or one of two limits of the model, named where they are: the
  /// call banner and other apps' windows are kept short and unnested (``runningAppRefusal(leavesInterruptions:happensWhileLocked:)``),
  /// and system panels do not rotate.
  private func refusal(for event: SystemEvent) -> Refusal? { refusal(for: event, kind: event.kind) }

  /// ``refusal(for:)`` with the event's kind already found (finding it walks the event's cases).
  func refusal(for event: SystemEvent, kind: SystemEvent.Kind) -> Refusal? {
    if isCrashed { return "the app has crashed" }
    // The Mac's host has none of the iOS system UI these events need (sources at
    // SystemEvent.Kind.isPossible(on:)).
    if profile.device == .mac, !kind.isPossible(on: profile) { return "an iPad app on a Mac has no such event" }
    // A click on an unfocused Mac window focuses its app first: the trace says so with focusMacApp.
    if systemUI.isMacAppUnfocused, Self.macFocusedKinds.contains(kind) {
      return "another Mac app has focus: focusMacApp first (a click on the window focuses the app)"
    }
    // The open extension's own prompt answers its events (Device+ExtensionAuthentication.swift).
    if let prompt = extensions.prompt, Self.extensionPromptKinds.contains(kind) {
      return extensionPromptRefusal(for: event, prompt: prompt)
    }
    switch EventSubsystem.of(kind) {
    case .lifecycle: return lifecycleRefusal(for: event)
    case .systemUI: return systemUIRefusal(for: event)
    case .interruptions: return interruptionRefusal(for: event)
    case .captures: return captureRefusal(for: event)
    case .scenes: return sceneRefusal(for: event)
    case .input: return inputRefusal(for: event)
    case .app: return appRefusal(for: event)
    case .scheduler: return schedulerRefusal(for: event)
    case .authentication: return authenticationRefusal(for: event)
    case .extensions: return extensionRefusal(for: event)
    }
  }

  /// The checks an event that needs the app running passes before its own rule, in this order:
  /// the app is launched, the model's interruption limit, the lock.
  ///
  /// The limit: while the call banner is shown or another app covers a scene, only events that
  /// leave both in place are valid: the model keeps these interruptions short and unnested.
  ///
  /// - Parameters:
  ///   - leavesInterruptions: Whether the event leaves the call banner and other apps' windows in
  ///     place.
  ///   - happensWhileLocked: Whether the event can happen while the device is locked.
  func runningAppRefusal(leavesInterruptions: Bool = false, happensWhileLocked: Bool = false) -> Refusal? {
    guard process.isLaunched else { return "the app has not been launched" }
    if !leavesInterruptions, systemUI.isCallBannerShown || !systemUI.coveredSceneIdentifiers.isEmpty {
      return systemUI.isCallBannerShown ? "dismiss the call banner first" : "uncover the covered scenes first"
    }
    if !happensWhileLocked, process.isLocked { return "the device is locked" }
    return nil
  }

  /// Applies one event: delivers the callbacks it causes, runs the main queue at the end of the
  /// turn, and records captures (switcher cards, snapshots, screenshots, recorded frames).
  ///
  /// - Throws: ``InvalidEvent`` if the event cannot happen now; the device is unchanged.
  public func apply(_ event: SystemEvent) throws(InvalidEvent) {
    let kind = event.kind
    if let refusal = refusal(for: event, kind: kind) {
      throw InvalidEvent(event: event, reason: refusal.text(for: event))
    }
    // The changes counted while this device applies the event are its own (see RenderEpoch).
    guard keepsOwnRenderEpoch, !RenderEpoch.isApplying else {
      if RenderEpoch.isApplying { RenderEpoch.isSpoiled = true }
      withCurrent { perform(event, kind: kind) }
      return
    }
    let start = RenderEpoch.current
    RenderEpoch.isApplying = true
    withCurrent { perform(event, kind: kind) }
    RenderEpoch.isApplying = false
    if RenderEpoch.isSpoiled {
      RenderEpoch.isSpoiled = false
    } else {
      let own = RenderEpoch.current &- start
      ownRenderAdvances &+= own
      RenderEpoch.attributed &+= own
    }
  }

  /// What this device's cached renders are keyed by: with ``keepsOwnRenderEpoch``, every change
  /// to ``RenderEpoch`` except those counted while another such device applied an event; else
  /// every change. It grows whenever something this device renders may have changed, and never
  /// repeats a value.
  var renderEpoch: UInt64 {
    keepsOwnRenderEpoch ? RenderEpoch.current &- RenderEpoch.attributed &+ ownRenderAdvances : RenderEpoch.current
  }

  private func perform(_ event: SystemEvent, kind: SystemEvent.Kind) {
    // The user did something more: the switcher refreshes a card it took too early.
    if !capture.staleCards.isEmpty { capture.staleCards.removeAll() }
    capture.lockedContentOnReturn = nil
    noteUserEventForAuthentication(kind)
    lockAsks.needless = nil
    lockAsks.promptWhileReleased = nil
    if coverRaises.isRecording { beginCoverRaises() }
    let lockedBefore = isAppLocked
    let promisesBefore = lockPromises
    // The undefined order: queued blocks run before the pending snapshot only on runMainQueue.
    if !capture.pendingSnapshotScenes.isEmpty {
      if event == .runMainQueue || profile.flags.queuedBlocksRunBeforeSnapshot { drainMainQueue() }
      takePendingSnapshots()
    }
    // A chosen leave's new windows have their first frame once its images are taken.
    if capture.leaveHoldsNewWindows { releaseNewWindows() }
    // An event the open extension's own prompt answers goes no further.
    let answered = extensions.prompt != nil && answerExtensionPrompt(event, kind: kind)
    if extensions.lastEventAnsweredPrompt != answered { extensions.lastEventAnsweredPrompt = answered }
    if !answered { performInSubsystem(event, kind: kind) }
    endTurn()
    noteLockPromise(lockedBefore: lockedBefore, promisesBefore: promisesBefore, kind: kind)
    if coverRaises.isRecording { endCoverRaises(event: "\(kind)") }
  }

  private func performInSubsystem(_ event: SystemEvent, kind: SystemEvent.Kind) {
    switch EventSubsystem.of(kind) {
    case .lifecycle: performLifecycle(event)
    case .systemUI: performSystemUI(event)
    case .interruptions: performInterruption(event)
    case .captures: performCapture(event)
    case .scenes: performScene(event)
    case .input: performInput(event)
    case .app: performApp(event)
    case .scheduler: performScheduler(event)
    case .authentication: performAuthentication(event)
    case .extensions: performExtension(event)
    }
  }

  private func endTurn() {
    if capture.pendingSnapshotScenes.isEmpty { drainMainQueue() }
    runAuthenticationRequests()
    blankSecureCanvasesOnMac()
    recordContinuousCaptures()
  }

  /// Lets the device run with no user input until it is quiet: snapshots are taken, the main
  /// queue drains, animations end and timers fire (at most `limit` seconds of virtual time).
  public func settle(limit: Double = 60) {
    guard !isCrashed else { return }
    withCurrent {
      lockAsks.needless = nil
      lockAsks.promptWhileReleased = nil
      if coverRaises.isRecording { beginCoverRaises() }
      let lockedBefore = isAppLocked
      let promisesBefore = lockPromises
      defer {
        noteLockPromise(lockedBefore: lockedBefore, promisesBefore: promisesBefore, kind: nil)
        if coverRaises.isRecording { endCoverRaises(event: "settle") }
      }
      if !capture.pendingSnapshotScenes.isEmpty { takePendingSnapshots() }
      if capture.leaveHoldsNewWindows { releaseNewWindows() }
      drainMainQueue()
      runAuthenticationRequests()
      let deadline = runLoop.now + limit
      while !isCrashed, let next = nextClockDeadline, next <= deadline {
        advanceClock(to: next)
      }
      recordContinuousCaptures()
    }
  }
}

/// Why an event is refused, as a static text or the parts of one, so that checking validity
/// builds no text and has nothing to release (``Device/isValid(_:)`` runs for every candidate
/// of every generated step). Scene identifiers come from the event.
nonisolated enum Refusal: ExpressibleByStringLiteral {
  case text(StaticString)
  /// `close <overlay> first`.
  case closeFirst(SystemOverlay)
  /// `no scene <id>`.
  case noScene
  /// `scene <id> <rest>`.
  case scene(StaticString)
  /// A strategy's own reason (``PrivacyScreenStrategy/refusalOfAppCall(_:)``): built only when it refuses.
  case strategy(String)

  init(stringLiteral value: StaticString) { self = .text(value) }

  func text(for event: SystemEvent) -> String {
    switch self {
    case .text(let t): return t.description
    case .closeFirst(let overlay): return "close \(overlay.traceText) first"
    case .noScene: return "no scene \(Self.sceneIdentifier(of: event))"
    case .scene(let rest): return "scene \(Self.sceneIdentifier(of: event)) \(rest)"
    case .strategy(let reason): return reason
    }
  }

  private static func sceneIdentifier(of event: SystemEvent) -> String {
    switch event {
    case .connectScene(let id), .disconnectScene(let id), .otherAppCovers(let id), .otherAppUncovers(let id),
      .backgroundScene(let id), .foregroundScene(let id), .resizeScene(let id, _):
      return id
    case .touch(let id, _, _): return id ?? ""
    default: return ""
    }
  }
}
