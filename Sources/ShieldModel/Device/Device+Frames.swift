/// Time inside a system transition: the display frames between one callback and the next.
///
/// A transition delivers its first callback (will-resign-active, will-enter-foreground) in one
/// run-loop turn; that turn ends with the implicit `CATransaction` commit, so what the callback
/// changed is what the render server shows from then on (Apple, "CATransaction",
/// https://developer.apple.com/documentation/quartzcore/catransaction ; high). Then the system
/// animates for the transition's duration (``PlatformTimings``) while the app's run loop turns
/// once per display frame: queued blocks run, timers fire, animations progress and the Flutter
/// engine draws its next frame. Only then comes the next callback. Captures are taken at the end
/// of a turn, after its commit, so they always see committed frames.
extension Device {
  /// Runs the display frames of a transition lasting `seconds` (or as many frames as the trace's
  /// scheduler choice ``SystemEvent/transitionFrames(_:)`` asked for), then stands the clock at
  /// its end. With `sampleCard`, the scenes' switcher cards are sampled at every frame and the
  /// time they show sensitive content is added to ``switcherZoomExposure``; with
  /// `sampleReturnCover` (the app zooming back in), the time a cover shows is added to
  /// ``returnCoverSeconds``.
  ///
  /// The app's run loop turns once per frame, or only as many times as the trace's choice
  /// ``SystemEvent/transitionTurns(_:)`` allows (a slow device: the app falls behind while the
  /// system's animation goes on); the clock still reaches the transition's end, so what the
  /// render server animates keeps its pace.
  ///
  /// - Returns: Whether work is left for turns the app did not get (queued blocks, due timers,
  ///   a display or engine frame asked for): the transition ended before the app caught up.
  @discardableResult
  package func runTransition(seconds: Double, sampleCard: Bool = false, sampleReturnCover: Bool = false) -> Bool {
    let frames = runLoop.takeTransitionFrames() ?? PlatformTimings.frames(seconds)
    var turnsLeft = runLoop.takeTransitionTurns() ?? Int.max
    let interval = PlatformTimings.frameInterval
    let start = runLoop.now
    let end = start + PlatformTimings.seconds(frames: frames)
    var exposure = sampleCard ? CardExposure(start: start, showsSensitive: cardsShowSensitiveContent()) : nil
    var returnCover = sampleReturnCover ? CardExposure(start: start, showsSensitive: coverShowsOnReturn()) : nil
    if sampleReturnCover { sampleLockedContentOnReturn() }
    let samplesAnimations = sampleCard || sampleReturnCover
    var frame = 0
    while frame < frames, !isCrashed {
      let turns = turnsLeft > 0
      // Nothing to do until the next deadline: skip the idle frames (a card sampled while an
      // animation is in flight changes every frame, so it is not skipped). Once the app has no
      // turn left, only such a card has anything to show.
      if !(turns && hasFrameWork), !(samplesAnimations && hasRunningAnimations) {
        guard turns, let next = nextClockDeadline, next < end else { break }
        frame = max(frame, Int(((next - start) / interval).rounded(.up)) - 1)
      }
      frame += 1
      runLoop.now = start + Double(frame) * interval
      if turns {
        runFrame()
        turnsLeft -= 1
      }
      if exposure != nil { exposure!.sample(at: runLoop.now, showsSensitive: cardsShowSensitiveContent()) }
      if returnCover != nil {
        returnCover!.sample(at: runLoop.now, showsSensitive: coverShowsOnReturn())
        sampleLockedContentOnReturn()
      }
    }
    runLoop.now = max(runLoop.now, end)
    if let exposure { capture.switcherZoomExposure += exposure.total(at: runLoop.now) }
    if let returnCover { capture.returnCoverSeconds += returnCover.total(at: runLoop.now) }
    return turnsLeft == 0 && (hasFrameWork || runLoop.nextTimerDeadline.map { $0 <= runLoop.now } == true)
  }

  /// Whether the next display frame has work: queued blocks, or a frame asked of the Flutter
  /// engine or of the display (``DisplayFrame``).
  private var hasFrameWork: Bool {
    runLoop.hasPendingBlocks || flutterEngine?.wantsFrame == true || wantsDisplayFrame
  }

  /// One display frame: animations that ended complete, due timers fire, the Flutter engine
  /// draws what Dart asked for before this frame, work asked for this frame runs
  /// (``DisplayFrame``), then the main queue drains.
  ///
  /// Work that keeps scheduling more at the same instant (a zero-delay timer re-arming itself, two that re-arm each
  /// other) never lets virtual time pass: past ``maximumFramesAtOneInstant`` frames at one time the model stops the
  /// app as the main queue's own bound does (``drainMainQueue()``), so a step always ends (a breaker's script hung a
  /// run past SIGTERM). A device spins its main thread there instead; the bound is the model's, not a platform fact.
  package func runFrame() {
    if framesAtOneInstant.time == runLoop.now {
      framesAtOneInstant.count += 1
      if framesAtOneInstant.count > Self.maximumFramesAtOneInstant {
        recordCrash(
          "main queue never drains (watchdog): work at t=\(runLoop.now) s keeps scheduling more at that instant, "
            + "\(Self.maximumFramesAtOneInstant) frames without time passing")
        return
      }
    } else {
      framesAtOneInstant = (runLoop.now, 1)
    }
    completeAnimations()
    if runsAppCode, !process.holdsTimersUntilActive { runLoop.fireDueTimers() }
    flutterEngine?.drawFrame()
    drawDisplayFrame()
    drainMainQueue()
  }

  /// How many display frames may run at one virtual instant (``runFrame()``).
  package static let maximumFramesAtOneInstant = 10_000

  /// Whether any scene's live switcher card shows sensitive content now.
  private func cardsShowSensitiveContent() -> Bool {
    for scene in windowScenes where scene.isInteractive && scene.activationState == .foregroundInactive {
      if render(scene, for: .display).showsSensitiveContent { return true }
    }
    return false
  }

  /// Whether a cover shows on one of the app's scenes coming back into the foreground.
  private func coverShowsOnReturn() -> Bool {
    for scene in windowScenes where scene.isInteractive && scene.activationState == .foregroundInactive {
      if mayShowCover(scene), render(scene, for: .display).showsCover { return true }
    }
    return false
  }

  /// Seconds of virtual time a cover showed over the app while it zoomed back in (from the Home
  /// Screen or the switcher, until did-become-active), summed over every return: the app back on
  /// screen behind a cover it raised on inactive, which a cover on every inactive also raises
  /// on the way back (`.background → .inactive → .active`; the wallet showed after about
  /// 0.44 s, https://github.com/vultisig/vultisig-ios/pull/5128 ; high, measured). A
  /// measurement, not a failure; `explain` prints it.
  public var returnCoverSeconds: Double { capture.returnCoverSeconds }

  /// Seconds of virtual time the switcher card showed sensitive content while zooming out,
  /// summed over every zoom so far (a measurement, not a failure: the card is judged once it
  /// has settled).
  public var switcherZoomExposure: Double { capture.switcherZoomExposure }
}

/// Time a card showed sensitive content, from samples taken as it changed.
private struct CardExposure {
  private var last: Double
  private var showsSensitive: Bool
  private var sum = 0.0

  init(start: Double, showsSensitive: Bool) {
    last = start
    self.showsSensitive = showsSensitive
  }

  /// The card seen at `time`; what it showed before held since the last sample.
  mutating func sample(at time: Double, showsSensitive now: Bool) {
    if showsSensitive { sum += time - last }
    last = time
    showsSensitive = now
  }

  func total(at end: Double) -> Double { sum + (showsSensitive ? end - last : 0) }
}
