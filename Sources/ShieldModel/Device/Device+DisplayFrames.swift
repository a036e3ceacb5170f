/// The app's next display frame: where a framework that renders on the display's refresh
/// applies what it was asked to draw.
///
/// A `CADisplayLink` synchronizes an app's drawing to the display's refresh, calling its target
/// once per frame on the run loop it was added to (Apple, "CADisplayLink",
/// https://developer.apple.com/documentation/quartzcore/cadisplaylink ; high), and the frameworks that draw on it apply a change there, not in the turn that asked for
/// it: React Native's UI manager applies a JS render at its next batch (an `AppState` change
/// reached the screen only when the app came back,
/// https://github.com/react/react-native/issues/7782 ; medium), a Flutter host's engine draws
/// Dart's `setState` at its next frame (``FlutterEngine``). So work asked for here runs at the
/// next display frame of the run loop (``Device/runFrame()``), after the turn that asked for it
/// has committed. A scene in the background draws nothing: a backgrounded app must not update
/// its windows and views and loses GPU access (Apple, "Preparing your UI to run in the
/// background", https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ;
/// the Flutter engine tears its surface down there, https://github.com/flutter/flutter/issues/119505 ;
/// high), so the work waits until a scene is in the foreground again (model choice: the display
/// link resumes where it left off; medium).
public enum DisplayFrame {
  /// Runs `work` at the app's next display frame (in a Flutter host, the engine's next frame,
  /// with its rules: ``FlutterEngine/setState(_:)``); at once outside a device.
  public static func next(_ work: @escaping () -> Void) {
    guard let device = Device.current else { return work() }
    device.requestDisplayFrame(work)
  }
}

extension Device {
  /// Queues `work` for the next display frame (see ``DisplayFrame``).
  package func requestDisplayFrame(_ work: @escaping () -> Void) {
    if let engine = flutterEngine { return engine.setState(work) }
    runLoop.frameRequests.append(work)
  }

  /// Whether work waits for a display frame the app can draw now: a scene in the foreground and
  /// the process running.
  package var wantsDisplayFrame: Bool {
    !runLoop.frameRequests.isEmpty && runsAppCode && applicationState != .background
  }

  /// Runs the work asked for before this display frame, in request order (work it asks for
  /// waits for the next frame).
  package func drawDisplayFrame() {
    guard wantsDisplayFrame else { return }
    let requests = runLoop.frameRequests
    runLoop.frameRequests.removeAll()
    for work in requests where !isCrashed { work() }
  }
}
