/// One step of an Android trace: a user action, a system event, or a scheduler choice.
nonisolated public enum AndroidEvent: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The user starts the app from the launcher (a task that does not exist yet).
  case launch
  /// The user presses Home.
  case pressHome
  /// The user opens Recents (Overview).
  case openRecents
  /// The user leaves Recents for the home screen.
  case closeRecents
  /// The user brings the app's task back (its Recents card or its launcher icon).
  case returnToApp
  /// The user takes a screenshot with the hardware buttons.
  case screenshot
  /// A MediaProjection recording (or cast) starts.
  case recordingStart
  /// The recording stops.
  case recordingStop
  /// The user takes a photo with the camera, another app, which saves it in shared storage (`DCIM/Camera/`).
  case otherAppPhoto
  /// The app shows a window of `kind` (the user taps the control that opens it).
  case showWindow(WindowKind)
  /// The user dismisses the topmost dialog, popup or keyboard.
  case dismissWindow
  /// The user triggers one of the strategy's app calls.
  case appCall(String)
  /// Virtual time passes, in seconds.
  case advance(Double)
  /// The user rotates the device (a configuration change that recreates the activity); with the app away (its
  /// activity stopped, the home screen or Recents in front) the change waits for the return, which relaunches it.
  case rotate
  /// The user presses Back.
  case back
  /// The scheduler's choice of when the next Recents snapshots are taken.
  case recentsTiming(RecentsSnapshotTiming)
  /// The user puts the app in split screen (from its Recents card's menu) and picks another app for the other half,
  /// which gets the focus.
  case enterSplitScreen
  /// The user taps the other app's half of the split screen (it becomes the top resumed activity).
  case focusOtherApp
  /// The user taps the app's half of the split screen.
  case focusApp
  /// The user drags the divider so the app fills the display again.
  case exitSplitScreen
  /// The app enters picture-in-picture (`enterPictureInPictureMode`, or auto-enter when the user presses Home).
  case enterPictureInPicture
  /// The user expands the picture-in-picture window back to full screen.
  case exitPictureInPicture
  /// The user folds a foldable with the app on screen (the app continues on the outer display).
  case fold
  /// The user unfolds a foldable with the app on screen (the app continues on the inner display).
  case unfold
  /// The user presses the power button with the screen on: the device sleeps and the screen turns off.
  case screenOff
  /// The user turns the screen on and unlocks (the keyguard is dismissed in the same step): what was on screen
  /// before comes back.
  case screenOn
  /// The user taps the control that takes the app to its screen called the argument (``AndroidAppDescription``).
  case navigate(String)
  /// The user taps the app's back arrow: the top screen is popped.
  case navigateBack
  /// The system kills the app's process in the background to reclaim memory.
  case processDeath
  /// Scheduler choice: the work the app posts to its main looper during the next event (a `post`, a `Handler`
  /// message, a broadcast's `onReceive`) runs only after that event's system work and captures, when the event after
  /// it begins.
  case holdPostedWork
  /// The user's fingerprint or face matches while the system's biometric prompt is shown (``BiometricPrompt``).
  case biometricMatch
  /// The user's fingerprint or face is not recognized while the system's biometric prompt is shown: the app is told
  /// (`onAuthenticationFailed`) and the prompt stays, until the fifth failure in a row locks the sensor out
  /// (``AndroidDevice/biometricLockoutAttempts``).
  case biometricNoMatch
  /// The user answers the biometric prompt with the device credential (PIN, pattern or password) where the app's
  /// request allows it (`DEVICE_CREDENTIAL`, `setDeviceCredentialAllowed(true)`, Settings' confirmation): from API 30
  /// in SystemUI's prompt window, up to API 29 in Settings' confirm-lock screen, which stops the app's activity and
  /// restarts it before the success (``AndroidDevice/answerWithDeviceCredential()``).
  case deviceCredentialMatch
  /// The user enters the app other than by its launcher icon (a notification, a widget, a Quick Settings tile or its
  /// long press, a shortcut, another app's share or link): the entry's intent starts the activity of its screen, and
  /// its flags and the activity's launch mode decide in which task and on top of what
  /// (`AndroidDevice+EntryPoints.swift`).
  case openEntry(AndroidEntry)
  /// With gesture navigation, the user swipes along the navigation bar to the previous app: the app leaves as at a
  /// gesture Home (``AndroidDevice+RecentsGestures.swift``).
  case quickSwitch
  /// With gesture navigation, the user starts a Recents or Home swipe from the app and abandons it: the app comes
  /// back (``AndroidDevice+RecentsGestures.swift``).
  case abandonRecentsGesture
  /// The user turns the app's own screen-security setting on (`true`) or off (`false`) in the app's settings: the
  /// app's code sets or clears `FLAG_SECURE` on the windows its ``AndroidPrivacyStrategy/screenSecurityReach`` names
  /// (``AndroidDevice+AppSettingEvents.swift``). Written `screenSecurity(on)` / `screenSecurity(off)`.
  case screenSecurity(Bool)
  /// The user pulls the notification shade down over the app in front: SystemUI's window covers the display and takes
  /// window focus; the activity stays resumed (``AndroidDevice+NotificationShade.swift``). Generated over the app on
  /// screen.
  case openNotificationShade
  /// The user pushes the notification shade back up.
  case closeNotificationShade
  /// The app starts another app's activity over itself in its own task (the share sheet, the runtime permission
  /// dialog, an account picker, the camera, a document picker); ``OtherActivityTheme`` says what Android does to the
  /// app's activity (``AndroidDevice+OtherActivity.swift``). Written `startOtherActivity(dialog)` /
  /// `startOtherActivity(fullScreen)`. Generated from the resumed app on screen.
  case startOtherActivity(OtherActivityTheme)
  /// The other app's activity finishes (the user picked, answered or went back) and the app's activity resumes.
  case finishOtherActivity
  /// A system-side error ends the biometric prompt on screen (``BiometricSystemError``; `AndroidDevice+DeviceSecurity`).
  /// Written `biometricError(hwUnavailable)` / `biometricError(lockoutPermanent)`. Generated while a prompt is shown.
  case biometricError(BiometricSystemError)
  /// The user removes the enrolled biometrics or the screen lock in Settings, with the app away
  /// (``DeviceSecuritySetting``). Written `removeDeviceSecurity(biometrics)` / `removeDeviceSecurity(screenLock)`.
  /// Generated with the app away.
  case removeDeviceSecurity(DeviceSecuritySetting)
  /// The user enrols a new fingerprint or face in Settings, with the app away (`AndroidDevice+DeviceSecurity`): a
  /// Keystore key that requires a biometric for every use is invalidated by it (``AndroidKeyStore``). Written
  /// `enrollBiometric`. Weight 0: drawn only for a lock member that names a key (`key=`), or under `--weight`.
  case enrollBiometric
  /// The user force-stops the app from Settings' App info, with the app away: its process is killed with no callback
  /// and its activities finished (no saved state survives). Generated with the app away.
  case forceStop
  /// The user swipes the app's card away in Recents (`ActivityTaskManager.removeTask`): its activities are finished,
  /// its card goes and its process is killed, with no callback by default (`AndroidDevice+RemoveTask.swift`). Valid in
  /// Recents with the app's card there; generated only for a lock member that names the user's lock setting.
  case removeTask
  /// The user changes a system setting that changes the configuration (``SystemConfigurationChange``: the dark theme,
  /// the language, the font size), with the app in front (Quick Settings) or away (Settings): unless the manifest
  /// declares it, the activity is recreated, at once or when it comes back (`AndroidDevice+SystemConfiguration`).
  /// Written `configurationChange(uiMode)` / `(locale)` / `(fontScale)`. Named only (weight 0; `--weight`).
  case configurationChange(SystemConfigurationChange)
  /// The user turns the Developer option "Don't keep activities" (`Settings.Global.ALWAYS_FINISH_ACTIVITIES`) on
  /// (`true`) or off in Settings, with the app away: while it is on, every activity of the app that stops is destroyed
  /// and made again from its saved state when the user comes back, the process living on
  /// (`AndroidDevice+DeveloperOptions.swift`). Written `dontKeepActivities(on)` / `dontKeepActivities(off)`. Named
  /// only (weight 0; `--weight`): off, as a device is shipped, unless a trace turns it on.
  case dontKeepActivities(Bool)
  /// With gesture navigation, the user's back swipe from the screen's edge, in its phases (``BackGesturePhase``):
  /// `start` holds it at the commit threshold, where the system may preview the activity below; `cancel` lets it go
  /// back; `commit` is Back (`AndroidDevice+PredictiveBack.swift`). Written `backGesture(start)`. Generated only where
  /// Android accepts it: API 33+, gesture navigation and the app's opt-in to `OnBackInvokedCallback`.
  case backGesture(BackGesturePhase)
  /// The user connects an external monitor, moves the app's window to it or back to the device's own display, or
  /// unplugs it (``ExternalDisplayChange``, `AndroidDevice+ExternalDisplay.swift`): the app's secure windows are black
  /// for the user on a display without `Display.FLAG_SECURE`. Written `externalDisplay(connect)` and so on. Refused
  /// on a device with no monitor in use (``AndroidPlatformFlags/externalDisplayInUse``), where it is never generated.
  case externalDisplay(ExternalDisplayChange)

  /// The user taps one of the app's notifications: its `PendingIntent` (`FLAG_ACTIVITY_NEW_TASK`) starts the activity
  /// of the screen called `screen` on top of the app's task, or deep-links the launcher activity to it.
  public static func openNotification(_ screen: String) -> AndroidEvent {
    .openEntry(AndroidEntry(.notification, screen))
  }

  /// Whether the event is time passing or a scheduler's choice, not something the user or another app did.
  public var isTimeOrSchedulerChoice: Bool {
    switch self {
    case .advance, .holdPostedWork, .recentsTiming: return true
    default: return false
    }
  }

  /// The event as a trace writes it, for example `showWindow(rnModal)` or `advance(2.5)`.
  public var description: String {
    switch self {
    case .launch: return "launch"
    case .pressHome: return "pressHome"
    case .openRecents: return "openRecents"
    case .closeRecents: return "closeRecents"
    case .returnToApp: return "returnToApp"
    case .screenshot: return "screenshot"
    case .recordingStart: return "recordingStart"
    case .recordingStop: return "recordingStop"
    case .otherAppPhoto: return "otherAppPhoto"
    case .showWindow(let kind): return "showWindow(\(kind))"
    case .dismissWindow: return "dismissWindow"
    case .appCall(let name): return "appCall(\(name))"
    // Whole seconds without `.0`, as traces write them (`advance(30)`).
    case .advance(let seconds):
      return seconds == seconds.rounded() && abs(seconds) < 1e15 ? "advance(\(Int(seconds)))" : "advance(\(seconds))"
    case .rotate: return "rotate"
    case .back: return "back"
    case .recentsTiming(let timing): return "recentsTiming(\(timing.rawValue))"
    case .enterSplitScreen: return "enterSplitScreen"
    case .focusOtherApp: return "focusOtherApp"
    case .focusApp: return "focusApp"
    case .exitSplitScreen: return "exitSplitScreen"
    case .enterPictureInPicture: return "enterPictureInPicture"
    case .exitPictureInPicture: return "exitPictureInPicture"
    case .fold: return "fold"
    case .unfold: return "unfold"
    case .screenOff: return "screenOff"
    case .screenOn: return "screenOn"
    case .navigate(let name): return "navigate(\(name))"
    case .navigateBack: return "navigateBack"
    case .processDeath: return "processDeath"
    case .holdPostedWork: return "holdPostedWork"
    case .biometricMatch: return "biometricMatch"
    case .biometricNoMatch: return "biometricNoMatch"
    case .deviceCredentialMatch: return "deviceCredentialMatch"
    case .openEntry(let entry): return entry.description
    case .quickSwitch: return "quickSwitch"
    case .abandonRecentsGesture: return "abandonRecentsGesture"
    case .screenSecurity(let isOn): return "screenSecurity(\(isOn ? "on" : "off"))"
    case .openNotificationShade: return "openNotificationShade"
    case .closeNotificationShade: return "closeNotificationShade"
    case .startOtherActivity(let theme): return "startOtherActivity(\(theme.rawValue))"
    case .finishOtherActivity: return "finishOtherActivity"
    case .biometricError(let error): return "biometricError(\(error.rawValue))"
    case .removeDeviceSecurity(let setting): return "removeDeviceSecurity(\(setting.rawValue))"
    case .enrollBiometric: return "enrollBiometric"
    case .forceStop: return "forceStop"
    case .removeTask: return "removeTask"
    case .configurationChange(let change): return "configurationChange(\(change.rawValue))"
    case .dontKeepActivities(let isOn): return "dontKeepActivities(\(isOn ? "on" : "off"))"
    case .backGesture(let phase): return "backGesture(\(phase.rawValue))"
    case .externalDisplay(let change): return "externalDisplay(\(change.rawValue))"
    }
  }
}
