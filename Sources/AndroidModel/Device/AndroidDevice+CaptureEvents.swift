/// Captures the user starts: screenshots and MediaProjection recordings, and another app's photo.
extension AndroidDevice {
  func captureRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .screenshot:
      return nil
    case .recordingStart:
      return isRecording ? "one MediaProjection recording at a time: the recorder's tile stops the running one" : nil
    case .recordingStop:
      return isRecording ? nil : "no recording runs"
    case .otherAppPhoto:
      return screen == .home
        ? nil : "the camera is another app: the user opens it from the home screen, not over the app or Recents"
    default:
      preconditionFailure("\(event) is not a capture event")
    }
  }

  func performCapture(_ event: AndroidEvent) {
    switch event {
    case .screenshot:
      let screenshot = capture(.screenshot)
      lastCaptures.append(screenshot)
      var showedApp = false
      if screen == .app, let activity, activity.isStarted, !activity.window.isSecure { showedApp = true }
      if showedApp { appScreenshotCount += 1 }
      deliverScreenCaptureCallbacks()
      // A refused screenshot saves no file (AndroidDevice+MediaStore.swift).
      if !screenshot.isRefused { saveScreenshot(showedApp: showedApp) }
    case .recordingStart:
      isRecording = true
    case .recordingStop:
      isRecording = false
    case .otherAppPhoto:
      saveOtherAppPhoto()
    default:
      preconditionFailure("\(event) is not a capture event")
    }
  }

  /// Screenshot detection (API 34): callbacks of a started, visible activity whose window is not secure run on the
  /// main looper.
  private func deliverScreenCaptureCallbacks() {
    guard screen == .app, let activity, activity.isStarted, !activity.window.isSecure,
      !activity.screenCaptureCallbacks.isEmpty
    else { return }
    for callback in activity.screenCaptureCallbacks {
      activity.handler.postFromOtherThread {
        self.screenCaptureCallbackCount += 1
        callback.onScreenCaptured()
      }
    }
    looper.drain()
  }
}
