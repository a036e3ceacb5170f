/// Captures the user starts: screenshots and MediaProjection recordings.
extension AndroidDevice {
  func captureRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .screenshot:
      return nil
    case .recordingStart:
      return isRecording ? "one MediaProjection recording at a time: the recorder's tile stops the running one" : nil
    case .recordingStop:
      return isRecording ? nil : "no recording runs"
    default:
      preconditionFailure("\(event) is not a capture event")
    }
  }

  func performCapture(_ event: AndroidEvent) {
    switch event {
    case .screenshot:
      lastCaptures.append(capture(.screenshot))
      if screen == .app, let activity, activity.isStarted, !activity.window.isSecure { appScreenshotCount += 1 }
      deliverScreenCaptureCallbacks()
    case .recordingStart:
      isRecording = true
    case .recordingStop:
      isRecording = false
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
      activity.handler.post {
        self.screenCaptureCallbackCount += 1
        callback.onScreenCaptured()
      }
    }
    looper.drain()
  }
}
