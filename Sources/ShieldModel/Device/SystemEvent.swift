/// Something the user or the system does; the device derives UIKit's callbacks from it.
///
/// Events are the alphabet of traces. Only sequences iOS can produce are valid: each event has
/// a precondition on the device state (see ``Device/validationError(for:)``).
nonisolated public enum SystemEvent: Hashable, Sendable {
  /// The user launches the app (cold start).
  case launch
  /// The system starts the process ahead of a launch (iOS 15+ prewarming): launch runs up to
  /// `didFinishLaunching` with no scene activation; a later ``launch`` brings the UI up
  /// (https://developer.apple.com/forums/thread/764625 ;
  /// https://github.com/getsentry/sentry-docs/pull/15295 ; medium, sources disagree on
  /// whether didFinishLaunching runs; the model runs it, open question 15).
  case prewarm
  /// The system launches the app into the background (a system-requested scene, e.g. for a
  /// location event): the scene connects and enters the background without ever being active,
  /// and its switcher snapshot is taken
  /// (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; high for
  /// the background connection, medium for the snapshot refresh,
  /// https://mackuba.eu/notes/wwdc19/window-management-in-your-multitasking-app ).
  case backgroundLaunch
  /// The user locks the device: the app resigns active, then enters the background
  /// (https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification ;
  /// high for the resign, medium for the background).
  case lockDevice
  /// The user unlocks the device and is back in the app.
  case unlockDevice
  /// The user goes to the Home Screen.
  case goHome
  /// The user opens the app again from the Home Screen.
  case returnToApp
  /// The user swipes up into the app switcher (from the app or from the Home Screen).
  case openAppSwitcher
  /// The user picks the app's card in the switcher and goes back into the app.
  case closeAppSwitcher
  /// Control Center opens over the app.
  case openControlCenter
  /// Control Center closes.
  case closeControlCenter
  /// Notification Center opens over the app.
  case openNotificationCenter
  /// Notification Center closes.
  case closeNotificationCenter
  /// A system prompt appears over the app.
  case systemAlert(SystemAlertKind)
  /// The system prompt goes away.
  case dismissSystemAlert
  /// The user takes a screenshot.
  case screenshot
  /// Screen recording starts.
  case recordingStart
  /// Screen recording stops.
  case recordingStop
  /// Screen mirroring (AirPlay) starts.
  case mirroringStart
  /// Screen mirroring stops.
  case mirroringStop
  /// The device rotates.
  case rotate(UIInterfaceOrientation)
  /// The user opens another window (scene) of the app (iPad).
  case connectScene(String)
  /// The user closes a window (scene) of the app (iPad).
  case disconnectScene(String)
  /// The user touches a scene at fractions `x`, `y` (0...1) of its width and height; `scene`
  /// `nil` means the first scene.
  case touch(scene: String?, x: Double, y: Double)
  /// The user starts typing in the app's sensitive text field; the keyboard comes up.
  case keyboardShow
  /// Editing ends; the keyboard goes down.
  case keyboardHide
  /// The app calls the strategy's own API (for example `enable` or `disable`).
  case appCall(String)
  /// Scheduler choice: the main queue drains now. Right after the app went to the background
  /// this puts blocks queued during the background callbacks before the snapshot; anywhere
  /// else it changes nothing, since every turn ends by draining the queue.
  case runMainQueue
  /// Virtual time passes, in seconds (animations progress, timers fire).
  case advance(Double)
}

/// Kinds of system prompt that make the app inactive without backgrounding it (Apple,
/// "sceneWillResignActive(_:)",
/// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:) ;
/// https://forums.developer.apple.com/forums/thread/133051 ; high).
nonisolated public enum SystemAlertKind: String, Hashable, Sendable, CaseIterable {
  case permission, faceID, call, applePay, siri, tel
}

/// System UI shown over the app.
nonisolated public enum SystemOverlay: Hashable, Sendable {
  case appSwitcher, controlCenter, notificationCenter, systemAlert(SystemAlertKind)
}
