import ShieldModel

/// `detection-promise`: an app that relies on capture detection
/// (``PrivacyScreenStrategy/captureDetection``) is told of each capture once, and keeps its
/// promise while captured.
///
/// - Each screenshot taken of the app while it listens for screenshots reaches its handler once:
///   iOS posts `userDidTakeScreenshotNotification` after the image and only to an active app
///   (Apple, https://developer.apple.com/documentation/uikit/uiapplication/userdidtakescreenshotnotification ;
///   high), so one taken under Control Center or a prompt is never reported.
/// - While the app is active and listens for capture changes, a capture in progress is known to
///   it: none is posted for a capture already running when it registers, which it must read
///   (https://github.com/JayantBadlani/ScreenShield/issues/22 ; medium), and iPhone Mirroring is
///   never reported (https://developer.apple.com/forums/thread/762684 ; medium). One capture
///   reported twice (a read at registration, then the change posted for the same capture) breaks
///   it too: a promise kept twice is a second alert, or a second black view that outlives the
///   capture.
/// - A promise to blank the app holds on every active scene while the screen is recorded or
///   mirrored and the device is settled (Expo blanks the key window only,
///   https://github.com/expo/expo/pull/48000 ).
/// - As Android's detection-promise, three failures of the reports themselves, in this order: a
///   false report (a handler of a screen the app no longer shows, its block observer having kept
///   it), a duplicate (more reports than screenshots: iOS calls every registration, so an app that
///   registered twice is told twice), silence (a screenshot while the promise stands and no
///   report: not posted to an inactive app, or the app's observer removed). The center's
///   once-per-registration delivery is Apple's (https://developer.apple.com/documentation/foundation/notificationcenter ;
///   high); when the member's registration parameters alone make the failure follow
///   (``CaptureDetectionState/duplicateNote``) the verdict says "by construction".
///
/// Guarded by the strategy's state: strategies that do not rely on detection answer `nil` and
/// cost one call per step.
nonisolated struct DetectionPromiseCheck: InvariantCheck {
  let invariant = Invariant.detectionPromise
  let summary =
    "a capture detection the app relies on fires once per capture, and a promise to blank holds while captured"
    + " (https://github.com/JayantBadlani/ScreenShield/issues/22)"
  let shortTitle = "detect"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    guard let after = device.strategy?.captureDetection else { return nil }
    let before = context.detectionBefore
    if after.reportsFromGoneScreens > (before?.reportsFromGoneScreens ?? 0) {
      return violation(
        context,
        "a capture was reported by screen \(after.lastGoneScreen ?? "?"), which the app no longer shows: its observer outlived it",
        byConstruction: after.goneScreenNote)
    }
    guard !after.listensTo.isEmpty else { return nil }
    if after.listensTo.contains(.screenshots), before?.listensTo.contains(.screenshots) == true,
      let v = checkScreenshots(context, before: before!, after: after)
    {
      return v
    }
    guard after.listensTo.contains(.captureChanges) else { return nil }
    // A blank kept once (`once`) is not kept twice by a second report.
    let keptTwice = !(after.promise == .blank && after.keepsOneBlank)
    if keptTwice, after.repeatedCaptureReports > (before?.repeatedCaptureReports ?? 0) {
      // Not labelled: a read at registration and a change held until activation repeat too.
      return violation(context, "one capture was reported to the app twice (\(after.promise.rawValue) kept twice)")
    }
    guard device.isLaunched, device.isAppInForeground, device.applicationState == .active, !device.isCrashed else {
      return nil
    }
    let isIPhoneMirroring = device.capture.isIPhoneMirroring
    guard device.isCaptureActive || isIPhoneMirroring else { return nil }
    if !after.believesCaptured {
      let what =
        device.capture.isRecording ? "screen recording" : device.capture.isMirroring ? "mirroring" : "iPhone Mirroring"
      return violation(context, "\(what) is in progress while the active app believes the screen is not captured")
    }
    guard after.promise == .blank, device.isCaptureActive, device.isSettled else { return nil }
    for scene in device.windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
      let shown = device.render(scene, for: .display)
      let count = shown.appContentPointCount
      guard count > 0 else { continue }
      return violation(
        context,
        "promised blank while captured, scene \(scene.identifier) shows the app at \(count) of \(shown.pixels.count) points"
      )
    }
    return nil
  }

  /// One screenshot event of the app, reported once.
  @MainActor private func checkScreenshots(
    _ context: CheckContext, before: CaptureDetectionState, after: CaptureDetectionState
  ) -> Violation<IOSPlatform>? {
    let reported = after.screenshotsReported - before.screenshotsReported
    var shot: Capture?
    for capture in context.captures where capture.kind == .screenshot {
      shot = capture
      break
    }
    let taken = shot == nil ? 0 : 1
    if reported > taken {
      // One post per screenshot: more reports come from more registrations.
      return violation(
        context, "\(reported) screenshot(s) reported to the app for \(taken) taken", byConstruction: after.duplicateNote
      )
    }
    guard let shot, reported == 0 else { return nil }
    // Posted to an active app only; an active app that held no observer removed its own.
    let removed = context.device.applicationState == .active && !before.holdsObserver
    return violation(
      context,
      "the screenshot of scene \(shot.scene) at t=\(formatTime(shot.time)) s was never reported to the app"
        + (removed ? " (its observer was removed)" : ""),
      byConstruction: removed ? after.silenceNote : nil)
  }

  private func violation(_ context: CheckContext, _ what: String, byConstruction: String? = nil) -> Violation<
    IOSPlatform
  > {
    Violation<IOSPlatform>(invariant: invariant, step: context.step, detail: what, byConstruction: byConstruction)
  }
}
