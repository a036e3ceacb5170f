/// SystemUI's notification shade pulled down over the app (``AndroidEvent/openNotificationShade``), a system window
/// over a secure app.
///
/// - The shade is a window of its own above every application window and the IME (`TYPE_NOTIFICATION_SHADE`,
///   2040 from API 30; the expanded status bar before; AOSP `getWindowLayerFromTypeLw`; high). It takes window input
///   focus without pausing the activity: "the system may display system-level windows (such as the status bar
///   notification panel or a system alert) which will temporarily take window input focus without pausing the
///   foreground activity" (https://developer.android.com/reference/android/app/Activity#onWindowFocusChanged(boolean) ;
///   all APIs; high; React Native's https://github.com/facebook/react-native/pull/25039 : no lifecycle event when the
///   user pulls the status bar down). Its scrim covers the whole display, opaque unless
///   ``AndroidPlatformFlags/notificationShadeShowsApp`` says it leaves the app legible.
/// - A screenshot of the display while a secure window of the app is under the shade: the app's windows stay in the
///   layer stack, and the capture's secure check is each layer's own visibility, not whether another layer covers it
///   (AOSP frameworks/native `SurfaceFlinger::captureScreenImplLocked`, Android 10–11: `layer->isVisible() &&
///   layer->isSecure()` sets `outCapturedSecureLayers`, then "FB is protected: PERMISSION_DENIED" for a caller that is
///   not system; read in a write-up quoting the source in the code corpus; medium-high). So up to API 30 the whole
///   screenshot of the shade is refused (``AndroidPlatformFlags/screenshotRefusedWhenSecureWindowShown``); from API 31
///   the secure layers are drawn black under the shade and the shade shows. First-hand:
///   https://github.com/signalapp/Signal-Android/issues/7998 (2018: screenshots of the notification list refused
///   while Signal's screen security was on; medium, the report names no version).
/// - While the shade is open the user reaches only the shade: the model takes captures, time and the scheduler's
///   choices, the shade's own close, and a tap on the app's notification or Quick Settings tile in it, which closes
///   it (`AndroidDevice+EntryOverTheApp.swift`, forty-ninth session); everything else is refused until it is closed
///   (a Home or Recents gesture from the shade: not modeled).
extension AndroidDevice {
  /// The notification shade's window while it is open.
  public var notificationShade: Window? { openShade }

  func notificationShadeRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .openNotificationShade:
      if notificationShade != nil { return "the notification shade is already open" }
      return screen == .app ? nil : "the model pulls the notification shade down over the app on screen only"
    case .closeNotificationShade:
      return notificationShade == nil ? "the notification shade is not open" : nil
    case .screenshot, .recordingStart, .recordingStop, .advance, .holdPostedWork, .recentsTiming:
      return nil
    case .openEntry(let entry) where entry.source.isInTheShade:
      return nil
    default:
      return notificationShade == nil
        ? nil : "the notification shade is over the app: the user reaches only the shade until it is closed"
    }
  }

  func performNotificationShade(_ event: AndroidEvent) {
    switch event {
    case .openNotificationShade:
      let shade = Window(
        label: "notificationShade", kind: nil, type: WindowManager.LayoutParams.TYPE_NOTIFICATION_SHADE,
        frame: displayBounds, owner: nil, decorRole: .none)
      let panel = View(context: nil, id: "notifications", role: .system, frame: nil)
      // The scrim under the shade: opaque, or dimming the app and leaving it legible (the flag).
      panel.setBackgroundColor(profile.flags.notificationShadeShowsApp ? 0xD920_2124 : 0xFF20_2124)
      shade.decorView.addView(panel)
      windowManager.add(shade)
      openShade = shade
    case .closeNotificationShade:
      if let shade = openShade { windowManager.remove(shade) }
      openShade = nil
    default:
      preconditionFailure("\(event) is not a notification shade event")
    }
  }
}
