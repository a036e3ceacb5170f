/// What captures the screen: screenshots, screen recording, AirPlay mirroring (with the external
/// display's scene it connects) and iPhone Mirroring.
extension Device {
  /// The events this file handles, and how the generator's validity key answers for them.
  nonisolated static let captureEvents: [HandledKind] = [
    .byKey(.screenshot), .byKey(.recordingStart), .byKey(.recordingStop), .byKey(.mirroringStart),
    .byKey(.mirroringStop), .byKey(.startIPhoneMirroring), .byKey(.stopIPhoneMirroring),
  ]

  func captureRefusal(for event: SystemEvent) -> Refusal? {
    switch event {
    case .screenshot: return nil
    case .recordingStart: return capture.isRecording ? "recording is already on" : nil
    case .recordingStop: return capture.isRecording ? nil : "recording is off"
    case .mirroringStart: return capture.isMirroring ? "mirroring is already on" : nil
    case .mirroringStop: return capture.isMirroring ? nil : "mirroring is off"
    case .startIPhoneMirroring:
      // iPhone Mirroring needs an iPhone on iOS 18 and a Mac on macOS 15
      // (Apple, https://support.apple.com/en-us/120421 ; high).
      guard SystemEvent.Kind.startIPhoneMirroring.isPossible(on: profile) else {
        return "iPhone Mirroring needs an iPhone on iOS 18 or later"
      }
      return capture.isIPhoneMirroring ? "iPhone Mirroring is already on" : nil
    case .stopIPhoneMirroring: return capture.isIPhoneMirroring ? nil : "iPhone Mirroring is off"
    default: EventSubsystem.captures.unhandled(event)
    }
  }

  func performCapture(_ event: SystemEvent) {
    switch event {
    case .screenshot: takeScreenshot()
    case .recordingStart: setCapture(recording: true, mirroring: capture.isMirroring)
    case .recordingStop: setCapture(recording: false, mirroring: capture.isMirroring)
    case .mirroringStart:
      setCapture(recording: capture.isRecording, mirroring: true)
      connectExternalSceneIfNeeded()
    case .mirroringStop:
      if let external = windowScenes.first(where: { !$0.isInteractive }) { disconnectScene(external) }
      setCapture(recording: capture.isRecording, mirroring: false)
    case .startIPhoneMirroring:
      // No capture change reaches the app: isCaptured and sceneCaptureState stay as they are.
      capture.isIPhoneMirroring = true
      log("startIPhoneMirroring")
    case .stopIPhoneMirroring:
      capture.isIPhoneMirroring = false
      log("stopIPhoneMirroring")
    default: EventSubsystem.captures.unhandled(event)
    }
  }

  private func setCapture(recording: Bool, mirroring: Bool) {
    let was = capture.isActive
    if recording, !capture.isRecording { capture.recordingGeneration += 1 }
    // What a running recording keeps leaving out changes with it (SC15; only under the flag).
    if recording != capture.isRecording, profile.flags.secureEntryOffLeavesRunningRecordingBlank {
      RenderEpoch.advance()
    }
    capture.isRecording = recording
    capture.isMirroring = mirroring
    for s in windowScenes { s.isCaptured = capture.isActive }
    // SwiftUI content that read `isSceneCaptured` sees the scenes' new trait in its next update.
    if was != capture.isActive { SwiftUIHosting.sceneCaptureDidChange() }
    guard was != capture.isActive, process.isLaunched, runsAppCode else { return }
    if profile.flags.captureChangeDeliveredOnlyWhileActive, applicationState != .active {
      capture.pendingCaptureChange.toggle()  // two changes while inactive cancel out
      return
    }
    if capture.isActive { recordFrameBeforeTelling() }
    screen.deliverCapturedChange()
    notificationCenter.post(name: UIScreen.capturedDidChangeNotification, object: screen)
    TraitChangeRegistry.deliver()
  }

  /// Under ``PlatformFlags/captureFrameBeforeAppIsTold``: the capture that has just started takes a frame of what the
  /// app shows before the change is posted to it (none while Control Center or Notification Center covers the app).
  private func recordFrameBeforeTelling() {
    guard process.isAppInForeground, !isCrashed, profile.flags.captureFrameBeforeAppIsTold else { return }
    log("the capture takes a frame before the app is told")
    recordContinuousCaptures()
  }

  /// Connects the non-interactive external-display scene when mirroring is on, the app runs in
  /// the foreground, declares the role (``PlatformFlags/externalDisplayScene``) and uses scenes.
  /// It enters the foreground but never becomes active
  /// (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/3679 ; iOS 13+; medium).
  package func connectExternalSceneIfNeeded() {
    guard profile.flags.externalDisplayScene, usesScenes, process.isLaunched, process.isAppInForeground,
      capture.isMirroring,
      scene(named: Device.externalSceneIdentifier) == nil
    else { return }
    connectScene(
      identifier: Device.externalSceneIdentifier, activate: false,
      role: .windowExternalDisplayNonInteractive)
  }

  /// The identifier of the external display's scene.
  public static let externalSceneIdentifier = "external"
}
