extension IOSPlatform {
  /// One plain line per event kind (``IOSPlatform/eventDefinitions``' names): what happened to the app and what the
  /// system saw, for a report's reader who has not read the model. The model's sources and confidence are in
  /// docs/model-behaviours.md; `list events` gives each event's source. A new event kind needs its line here
  /// (`EventExplanationTests` fails without it).
  nonisolated static let eventExplanations: [String: String] = [
    "launch": "the user launched the app; its scenes became active",
    "prewarm": "iOS started the process ahead of a launch (iOS 15+): app code ran, no scene yet",
    "backgroundLaunch":
      "the system launched the app into the background (a fetch or a push); an app-delegate app (or a scene"
      + " that connected) was photographed with no resign, so a cover shown on resign is not there (an on-disk"
      + " snapshot unless the app had a card)",
    "lockDevice": "the user locked the device: the app resigned, went to the background and was photographed",
    "unlockDevice": "the user unlocked the device and came back to the app",
    "terminateApp": "the system ended the backgrounded app; its switcher snapshot stays on disk",
    "goHome": "the user went to the Home Screen: the app resigned, went to the background and was photographed",
    "returnToApp": "the user opened the app again (Home Screen, or the status bar's link back)",
    "openExternalURL":
      "the app opened a URL in another app (Safari, a universal link): it resigned, went to the background and was"
      + " photographed, as when going home",
    "openEntry":
      "the user opened the app from a notification, a link or a quick action; the app's handler routed it as it"
      + " arrived (in the launch, or around did-become-active)",
    "openExtension":
      "a host app opened the app's extension (share, AutoFill): it ran in a process of its own, which the app's"
      + " in-memory lock state does not reach; the app heard nothing",
    "closeExtension": "the user finished in the extension; its process ended",
    "showWidget":
      "the system showed the app's widget (Home Screen, or Lock Screen while locked): the timeline entry the app"
      + " wrote, rendered without running the app",
    "changeDeviceSetting":
      "away from the app, the user changed Settings > Face ID & Passcode (passcode off or on, Face ID reset or set"
      + " up, the app's own Face ID switch): the app heard nothing; LocalAuthentication answers by the new settings"
      + " when it asks",
    "openAppSwitcher":
      "the user swiped up into the app switcher: the app resigned and its live card shows the screen",
    "closeAppSwitcher": "the user picked the app's card and went back into it",
    "openControlCenter": "Control Center came down over the app: the app resigned but stayed on screen",
    "closeControlCenter": "Control Center went away and the app became active again",
    "openNotificationCenter": "Notification Center came down over the app: the app resigned but stayed on screen",
    "closeNotificationCenter": "Notification Center went away and the app became active again",
    "systemAlert":
      "a system prompt (permission, Face ID, call, Apple Pay, Siri, sign-in) came over the app: it resigned",
    "dismissSystemAlert": "the system prompt went away and the app became active again",
    "faceIDMatch": "the app's own Face ID prompt matched; the app learns it while the prompt still animates away",
    "faceIDNoMatch":
      "the app's own Face ID prompt failed to match (after 5 in a row Face ID locks out: the passcode UI, or an error)",
    "faceIDFallback":
      "the user took the prompt's fallback: the system's passcode UI, or a userFallback error the app must answer",
    "enterDevicePasscode": "the user typed the device passcode into the system's passcode UI: the request succeeded",
    "callBanner": "an incoming-call banner came over the active app: it resigned",
    "dismissCallBanner": "the call banner went away",
    "screenshot": "the user took a screenshot: the system captured what the screen showed",
    "recordingStart": "screen recording started: every frame from now on is recorded",
    "recordingStop": "screen recording stopped",
    "mirroringStart": "the screen was mirrored to another display: every frame is shown there",
    "mirroringStop": "mirroring stopped",
    "rotate": "the device rotated: scenes and windows were laid out again in the new orientation",
    "connectScene": "the app opened another window (scene) on iPad",
    "disconnectScene": "one of the app's windows (scenes) was closed",
    "otherAppCovers": "another app's window came over one of the app's scenes (Stage Manager)",
    "otherAppUncovers": "the other app's window went away from the scene",
    "backgroundScene":
      "one of the app's windows went to the background while another stayed (Split View, Stage Manager)",
    "foregroundScene": "that window came back to the foreground",
    "touch": "the user touched the screen at that point: the touch reached whatever view is on top there",
    "keyboardShow": "the user started typing in the app's sensitive text field: the keyboard came up",
    "keyboardHide": "the keyboard went away",
    "appCall": "the app called the strategy's own API (enable, disable, unlock, ...)",
    "runMainQueue": "the app's queued main-thread work ran now, before a pending snapshot (an order iOS leaves open)",
    "transitionFrames": "the next system transition lasted that many display frames instead of the profile's duration",
    "transitionTurns":
      "a slow device: during the next system transition the app's main run loop turned only that many times,"
      + " so work it queued (and frames it asked for) came after the snapshot",
    "cardBeforeResignCommit":
      "the next app switcher showed a card the system took before the app's resign changes were drawn"
      + " (the screen as it was before its cover)",
    "newWindowAfterSnapshot":
      "windows the app created while leaving were drawn only after the snapshot and the switcher's card"
      + " (a window new to the screen has no image until its first frame)",
    "appCallOffMain":
      "the app called the strategy's own API from a background thread (a bridge or a completion handler);"
      + " UIKit touched there can crash",
    "advance": "time passed (animations and timers ran)",
    "answerAlert": "the user tapped the default button of the app's own alert",
    "presentSheet": "the app presented a sheet, full-screen view, alert, share sheet or Safari view over its screen",
    "dismissSheet": "the user swiped the top sheet away (or tapped Done)",
    "interactivePop":
      "the user swiped back from the screen's left edge; the navigation stack it reached popped its top screen",
    "focusOtherMacApp":
      "on the Mac, the user clicked another app: the app's window stayed in view and active, and only lost key status",
    "focusMacApp": "on the Mac, the user clicked the app's window again: it became key again",
    "faceIDPermission":
      "the user answered the Face ID permission alert of the app's first Face ID request: allow (the scan followed) or"
      + " deny (Face ID refused to the app until its switch in Settings: biometryNotAvailable, or the passcode)",
    "multitaskingSwipe":
      "on the iPad, the user swiped four fingers sideways to switch to the app used before (or, cancelled, stayed)",
    "updateApp":
      "a new build of the app was installed while it was away: its process ended with no callback; UserDefaults"
      + " and the Keychain stayed, and the next launch runs the new build",
    "enterWrongPasscode":
      "the user typed a code the app does not accept into its passcode field or keypad; the app's code answers",
    "enterPasscode":
      "the user tapped the app's passcode field or keypad and typed the code; a view above the entry takes the taps",
    "pushScreen":
      "the app's own code navigated to another of its screens (what is on screen, and how sensitive, changed)",
    "popScreen": "the app's own code navigated back one screen",
    "popToRoot": "the app's own code navigated back to its first screen",
    "appPresent": "the app's own code presented UI from a controller it chose (not in answer to a tap)",
    "appDismiss": "the app's own code called dismiss on a controller: what it presents goes, with everything above it",
    "startIPhoneMirroring":
      "the iPhone was mirrored to a Mac (iOS 18+): the app is not told, and secure fields show there",
    "stopIPhoneMirroring": "iPhone Mirroring ended",
    "resizeScene": "the user resized one of the app's windows (Split View divider, Stage Manager corner)",
  ]

  /// ``eventExplanations``' line for `name`.
  public nonisolated static func explanation(ofEvent name: String) -> String? { eventExplanations[name] }
}
