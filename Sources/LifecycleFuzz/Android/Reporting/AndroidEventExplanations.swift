extension AndroidPlatform {
  /// One plain line per event kind (``AndroidPlatform/vocabulary``'s names): what happened to the app and what the
  /// system saw, for a report's reader who has not read the model. The model's sources and confidence are in
  /// docs/model-behaviours.md. A new event kind needs its line here (`EventExplanationTests` fails without it).
  nonisolated static let eventExplanations: [String: String] = [
    "launch": "the user started the app from the launcher",
    "pressHome": "the user pressed Home: the activity paused and stopped, and Recents took its snapshot",
    "openRecents": "the user opened Recents (Overview): the task's card is a picture of the app",
    "closeRecents": "the user left Recents for the home screen",
    "returnToApp": "the task came back; its last Recents snapshot was shown as the starting window first",
    "screenshot": "the user took a screenshot: what the screen showed was captured",
    "recordingStart": "a screen recording (or cast) started: every frame from now on is recorded",
    "recordingStop": "the recording stopped",
    "otherAppPhoto": "the user took a photo with the camera, another app: a new image in shared storage, not the app's",
    "showWindow": "the app showed a window of its own over the activity (a dialog, popup, toast or keyboard)",
    "dismissWindow": "the user dismissed the topmost dialog, popup or keyboard",
    "appCall": "the app called one of the strategy's own functions (pinSetup, enable, disable, ...)",
    "advance": "time passed (the looper ran, animations moved on)",
    "rotate": "a configuration change recreated the activity",
    "back": "the user pressed Back: the root activity finished (API 30 and below) or moved to the back",
    "recentsTiming": "when the next Recents snapshot is taken: before onPause, after it, or after onStop",
    "enterSplitScreen": "the app went into split screen beside another app",
    "exitSplitScreen": "the app left split screen",
    "focusOtherApp": "in split screen the user tapped the other app: this one lost focus but stayed visible",
    "focusApp": "in split screen the user tapped this app again",
    "enterPictureInPicture": "the app went into a picture-in-picture window",
    "exitPictureInPicture": "the app came out of picture-in-picture",
    "fold": "a foldable closed onto its outer display (a configuration change)",
    "unfold": "a foldable opened (a configuration change)",
    "screenOff": "the power button turned the screen off: the app paused and stopped, and its snapshot was taken",
    "screenOn": "the screen turned on and was unlocked: what it showed came back",
    "navigate": "the user went to another screen of the app (the one below stays on its back stack)",
    "holdPostedWork": "the work the app posted during the next event ran only after that event's system work",
    "biometricMatch": "the user's fingerprint or face matched the system's biometric prompt over the app",
    "biometricNoMatch":
      "the user's fingerprint or face was not recognized: the app was told and the prompt stayed (the fifth failure "
      + "in a row locked the sensor out and ended it)",
    "deviceCredentialMatch":
      "the user entered the device's PIN, pattern or password in the biometric prompt (below API 30 in Settings' "
      + "confirm-lock screen, which stopped and restarted the app's activity)",
    "processDeath": "the system killed the backgrounded app's process; the next activity starts a new one",
    "openNotification":
      "the user tapped the app's notification: its screen's activity started on top of the task (or a deep link "
      + "made the app's main activity again with that screen)",
    "openEntry": "the user entered the app by a widget, tile, shortcut or link: its intent's flags placed it",
    "quickSwitch": "the user swiped to the previous app along the gesture bar: the app left as at Home",
    "abandonRecentsGesture": "a Recents or Home swipe began (recentapps sent) and was abandoned: no callback ran",
    "navigateBack": "the user went back to the app's previous screen (the top one was destroyed)",
    "screenSecurity":
      "the user turned the app's own screen-security setting on or off: its code set or cleared FLAG_SECURE on the "
      + "windows it reaches (the activity in front, every activity as it resumes, its dialogs and popups)",
    "openNotificationShade":
      "the user pulled the notification shade down over the app: a system window covered it and took focus; the "
      + "activity stayed resumed, and its secure windows stayed in the screen's layers",
    "closeNotificationShade": "the user pushed the notification shade back up: the app had focus again",
    "startOtherActivity":
      "the app started another app's activity over itself in its own task: a dialog-themed one paused its activity "
      + "(still visible under the dim), a full-screen one paused and stopped it; the app never left the screen",
    "finishOtherActivity": "the other app's activity finished: the app's activity resumed (restarted after a stop)",
    "biometricError":
      "a system-side error ended the biometric prompt (hardware unavailable, or the permanent lockout, which lasts "
      + "until the device credential is entered)",
    "removeDeviceSecurity":
      "in Settings, with the app away, the user removed the enrolled biometrics or the screen lock (which removes "
      + "them too): the app's biometric requests now end at once with an error",
    "enrollBiometric":
      "in Settings, with the app away, the user enrolled a new fingerprint or face: a Keystore key bound to "
      + "biometrics and invalidated by enrolment can no longer be used (KeyPermanentlyInvalidatedException)",
    "configurationChange":
      "the user changed the dark theme, the language or the font size: an activity whose manifest does not declare "
      + "the change is destroyed and recreated (at once, or when it comes back)",
    "backGesture":
      "with gesture navigation the user held a back swipe (start), let it go back (cancel) or went on (commit, which "
      + "is Back): from API 34, for an opted-in activity with no back callback of its own and an activity of the app "
      + "below, the system's animation shows that activity behind the closing one while the swipe is held",
    "dontKeepActivities":
      "in Settings, with the app away, the user turned the Developer option \"Don't keep activities\" on or off: "
      + "while on, the system destroys each activity of the app that stops (onDestroy, isFinishing false) and makes "
      + "it again from its saved state when the user comes back; the process and its variables live on",
    "externalDisplay":
      "the user connected a monitor, moved the app's window to it or back, or unplugged it (the app moved back): a "
      + "move changes the activity's configuration; on a display without Display.FLAG_SECURE the app's secure "
      + "windows are black for the user",
    "forceStop":
      "in Settings, with the app away, the user force-stopped it: its process was killed with no callback and its "
      + "activities finished (no saved state survives)",
    "removeTask":
      "in Recents, the user swiped the app's card away: the system finished its activities and killed its process, "
      + "with no callback (removedTaskGetsOnDestroy); the next start is a fresh launch",
  ]

  /// ``eventExplanations``' line for `name`.
  public nonisolated static func explanation(ofEvent name: String) -> String? { eventExplanations[name] }
}
