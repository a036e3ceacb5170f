import AndroidModel
import AndroidStrategies

extension AndroidPlatform {
  /// One open question of the Android model: its flag's name, where it is, its default, the question and the
  /// evidence under the default.
  public struct FlagRow: Sendable {
    /// The flag's name in profile names and `--flag`.
    public let name: String
    /// The flag in ``AndroidPlatformFlags``.
    public let keyPath: any WritableKeyPath<AndroidPlatformFlags, Bool> & Sendable
    /// The default, as `list profiles` prints it.
    public let defaultValue: String
    /// The open question.
    public let question: String
    /// How far the evidence under its default goes (the source of truth for the level reports print).
    public let evidence: FlagEvidence
  }

  /// Every open question, for `list profiles`, profile names (`+name=value`) and `--flag`.
  public nonisolated static let flagRows: [FlagRow] = [
    FlagRow(
      name: "recentsSnapshotAtHomePress", keyPath: \.recentsSnapshotAtHomePress,
      defaultValue: "false below API 35, true from 35",
      question: "is the Recents snapshot taken when Home is pressed, before onPause (no timing choice)?",
      evidence: .init(.low, 2, "one Pixel report on 15; below 35 the trace chooses the race")),
    FlagRow(
      name: "screenshotRefusedWhenSecureWindowShown", keyPath: \.screenshotRefusedWhenSecureWindowShown,
      defaultValue: "true up to API 30, false from 31",
      // Below API 26 the Recents thumbnail is such a screenshot: refused, the task keeps its last one, so a Recents
      // leak on those levels depends on it (``AndroidProfile/hasTaskSnapshots``).
      question: "is a screenshot (below API 26 also the Recents thumbnail, taken as one) refused as a whole while a"
        + " secure window or surface shows (not drawn black)?",
      evidence: .init(.medium, 2, "SurfaceFlinger's old refusal; a QA comparison across versions")),
    FlagRow(
      name: "contentSensitivityBlanksWindowInRecordings", keyPath: \.contentSensitivityBlanksWindowInRecordings,
      defaultValue: "true", question: "on API 35, does a sensitive view black out its whole window in recordings?",
      evidence: .init(.medium, 2, "the API's reference and a security blog")),
    FlagRow(
      name: "blurDegradedTextIsLegible", keyPath: \.blurDegradedTextIsLegible, defaultValue: "false",
      question: "does blurred text between legible and illegible count as shown?",
      evidence: .init(.unverified, 0, "a legibility rule; said to match iOS, whose default is true")),
    FlagRow(
      name: "resizeRecreatesActivity", keyPath: \.resizeRecreatesActivity, defaultValue: "true",
      question: "does a resize the manifest does not declare (split, fold) recreate the activity?",
      evidence: .init(.high, 5, "the runtime-changes guide; four apps restarted by a resize")),
    FlagRow(
      name: "pictureInPictureContentIsLegible", keyPath: \.pictureInPictureContentIsLegible, defaultValue: "true",
      question: "is the app's text legible in a capture of its picture-in-picture window?",
      evidence: .init(.medium, 1, "pessimistic, inferred from the PiP window's default size")),
    FlagRow(
      name: "recordingStopsWhenScreenLocks", keyPath: \.recordingStopsWhenScreenLocks,
      defaultValue: "false below API 35, true from 35",
      question: "does a running recording stop when the screen turns off and the keyguard locks?",
      evidence: .init(.high, 4, "a logged stop, AOSP's service and the guide (Android 15)")),
    FlagRow(
      name: "systemDialogsBroadcastPrecedesSnapshot", keyPath: \.systemDialogsBroadcastPrecedesSnapshot,
      defaultValue: "true",
      question: "is a receiver's work for the Home/Recents system-dialogs broadcast drawn before the task snapshot?",
      evidence: .init(.medium, 2, "Launcher3 sends it first; one tester saw the dialog in the card")),
    FlagRow(
      name: "closeSystemDialogsIsProtectedBroadcast", keyPath: \.closeSystemDialogsIsProtectedBroadcast,
      defaultValue: "false",
      question: "is ACTION_CLOSE_SYSTEM_DIALOGS protected (a receiver of it alone needs no export flag on API 34)?",
      evidence: .init(.medium, 1, "AOSP's deprecation change: a permission check, not protection")),
    FlagRow(
      name: "sleepThumbnailIgnoresSecureFlag", keyPath: \.sleepThumbnailIgnoresSecureFlag,
      defaultValue: "true up to API 23, false from 24",
      question: "below API 26, does the thumbnail taken as the screen turns off show a secure window's content?",
      evidence: .init(.medium, 3, "old SurfaceFlinger code; reports on Android 5-6")),
    FlagRow(
      name: "biometricPromptScrimShowsApp", keyPath: \.biometricPromptScrimShowsApp, defaultValue: "true",
      question: "does the biometric prompt's scrim leave the app behind it legible?",
      evidence: .init(.medium, 3, "AOSP's 50% dim and two reports; OEM builds not read")),
    FlagRow(
      name: "gestureNavigation", keyPath: \.gestureNavigation, defaultValue: "false",
      question:
        "is Home a gesture (API 29+): recentapps at touch start, not homekey; Home/Recents snapshotted before onPause?",
      evidence: .init(.setting, 2, "the device's setting; off: three-button navigation")),
    FlagRow(
      name: "abandonedRecentsGestureKeepsAppResumed", keyPath: \.abandonedRecentsGestureKeepsAppResumed,
      defaultValue: "true",
      question: "gesture navigation: does an abandoned Recents/Home swipe return the app with no callback or snapshot?",
      evidence: .init(.medium, 1, "AOSP and Launcher3 source, not run")),
    FlagRow(
      name: "foregroundChangeReachesOtherAppsLate", keyPath: \.foregroundChangeReachesOtherAppsLate,
      defaultValue: "true",
      question: "does another app (a locker) learn the app came to the front only after it is shown (next event)?",
      evidence: .init(.medium, 2, "Android's reference; a locker's log and its maintainer")),
    FlagRow(
      name: "pendingImageVisibleToObservers", keyPath: \.pendingImageVisibleToObservers, defaultValue: "true",
      question: "API 29+: does an app's query of a screenshot's pending MediaStore row return it (read twice)?",
      evidence: .init(.medium, 2, "two first-hand Android 11 logs; the documentation says otherwise")),
    FlagRow(
      name: "fileObserverSeesSharedMediaFromApi30", keyPath: \.fileObserverSeesSharedMediaFromApi30,
      defaultValue: "false", question: "API 30+: does a FileObserver on the screenshots folder see SystemUI's files?",
      evidence: .init(.low, 1, "one maintainer's report under scoped storage")),
    FlagRow(
      name: "screenshotsSavedInDCIM", keyPath: \.screenshotsSavedInDCIM, defaultValue: "false",
      question: "are screenshots saved in DCIM/Screenshots (an OEM's folder) instead of Pictures/Screenshots?",
      evidence: .init(.setting, 3, "the device maker's choice; off: AOSP's Pictures folder")),
    FlagRow(
      name: "biometricLockoutEndsRequestAtOnce", keyPath: \.biometricLockoutEndsRequestAtOnce, defaultValue: "true",
      question: "does a biometric request during the 30 s lockout end at once with ERROR_LOCKOUT, showing no prompt?",
      evidence: .init(.medium, 2, "BiometricService's structure and the error's reference, not run")),
    FlagRow(
      name: "virtualDisplayContentBlackUnderSecureWindow", keyPath: \.virtualDisplayContentBlackUnderSecureWindow,
      defaultValue: "false (stock AOSP; Oppo, Vivo, Huawei reports: true)",
      question: "is a view shown through the app's virtual display black for the user under FLAG_SECURE (a vendor's)?",
      evidence: .init(.low, 1, "stock AOSP: one maintainer's test; vendors' builds differ")),
    FlagRow(
      name: "notificationShadeShowsApp", keyPath: \.notificationShadeShowsApp, defaultValue: "false",
      question: "does the notification shade's scrim leave the app under it legible (a screenshot of the shade)?",
      evidence: .init(.low, 1, "SystemUI's scrim alpha differs by release")),
    FlagRow(
      name: "screenOffDeepSleeps", keyPath: \.screenOffDeepSleeps, defaultValue: "true",
      question: "is the device in deep sleep while the screen is off (uptimeMillis and Handler.postDelayed stop)?",
      evidence: .init(.medium, 4, "SystemClock's reference, a fix, Dart timers; wake locks not modeled")),
    FlagRow(
      name: "forceStopRemovesTask", keyPath: \.forceStopRemovesTask, defaultValue: "true",
      question: "does a force stop in Settings take the app's task out of Recents (only launch starts it again)?",
      evidence: .init(.medium, 1, "AOSP source read, not run on a device")),
    FlagRow(
      name: "removedTaskGetsOnDestroy", keyPath: \.removedTaskGetsOnDestroy, defaultValue: "false",
      question: "does an app whose card the user swipes away in Recents run onDestroy before its process is killed?",
      evidence: .init(.medium, 2, "AOSP orders nothing; onDestroy is not guaranteed")),
    FlagRow(
      name: "enableOnBackInvokedCallback", keyPath: \.enableOnBackInvokedCallback, defaultValue: "false",
      question: "does the app's manifest opt in to OnBackInvokedCallback (API 33+: onBackPressed() no longer called)?",
      evidence: .init(.setting, 2, "the app's manifest; off below targetSdk 36")),
    FlagRow(
      name: "biometricPromptCancelledBehindSplitTask", keyPath: \.biometricPromptCancelledBehindSplitTask,
      defaultValue: "true",
      question: "split screen: is the app's biometric prompt dismissed once the other app's task has the focus?",
      evidence: .init(.medium, 1, "SystemUI's AuthController; the task order not read")),
    FlagRow(
      name: "previousAppCachedAtOnce", keyPath: \.previousAppCachedAtOnce, defaultValue: "false",
      question: "API 34+: is an app left under a minute ago cached (its ACTION_SCREEN_OFF queued until screen on)?",
      evidence: .init(.medium, 2, "Android 14's queuing rule; OomAdjuster keeps the previous app 60 s")),
    FlagRow(
      name: "hiddenThumbnailShowsPauseDrawing", keyPath: \.hiddenThumbnailShowsPauseDrawing, defaultValue: "false",
      question: "API 24-25: does the Recents thumbnail, taken as the activity is hidden, show what onPause drew?",
      evidence: .init(.low, 3, "AOSP 7 takes it at hide; the first frame is a race")),
    FlagRow(
      name: "imeSecureOverSecureTarget", keyPath: \.imeSecureOverSecureTarget, defaultValue: "false",
      question: "is the keyboard's window drawn black in captures while it types into a secure window?",
      evidence: .init(.medium, 3, "three reports see the keyboard; one vendor records black")),
    FlagRow(
      name: "recreatedHostRestoresEditorFocus", keyPath: \.recreatedHostRestoresEditorFocus, defaultValue: "false",
      question: "Compose, React Native, Flutter: is the text field focused again after a recreation (keyboard kept)?",
      evidence: .init(.unverified, 0, "no source either way")),
    FlagRow(
      name: "taskStackParentsMadeOnBack", keyPath: \.taskStackParentsMadeOnBack, defaultValue: "true",
      question: "TaskStackBuilder: are the parents below the target made only when Back reaches them?",
      evidence: .init(.medium, 1, "AOSP startActivities read: one locked loop, layout deferred")),
    FlagRow(
      name: "endlessPostedWorkIsANR", keyPath: \.endlessPostedWorkIsANR, defaultValue: "true",
      question: "is app work that posts itself again without end (the main looper never idle) an ANR?",
      evidence: .init(.low, 1, "the ANR guide: a busy main thread; AOSP polls input between messages")),
    FlagRow(
      name: "predictiveBackAnimations", keyPath: \.predictiveBackAnimations, defaultValue: "false (API 35: true)",
      question: "are the system's predictive back animations on (a Developer option on Android 13-14)?",
      evidence: .init(.setting, 1, "developer.android.com predictive back setup: default on Android 15+")),
    FlagRow(
      name: "externalDisplayInUse", keyPath: \.externalDisplayInUse, defaultValue: "false",
      question: "does the user have a monitor in use and move app windows to it (Chrome OS, a desktop session)?",
      evidence: .init(.setting, 1, "the user's setup; off: a phone or tablet on its own")),
    FlagRow(
      name: "externalDisplayIsSecure", keyPath: \.externalDisplayIsSecure,
      defaultValue: "true (stock AOSP; Chrome OS's Android apps: false)",
      question: "does the external display have Display.FLAG_SECURE, so the app's secure windows show on it?",
      evidence: .init(.medium, 2, "AOSP SurfaceFlinger, LocalDisplayAdapter read; Chrome OS: not secure")),
    FlagRow(
      name: "credentialConfirmedInSettingsOnAPI29", keyPath: \.credentialConfirmedInSettingsOnAPI29,
      defaultValue: "true (read on API 29 only)",
      question: "on API 29, is a prompt's device credential entered in Settings' screen, which stops the activity?",
      evidence: .init(.medium, 2, "Android 10 BiometricService, androidx BiometricFragment read")),
  ]

  /// The other half of a cross-platform plugin, for `list strategies`.
  public static func listingSuffix(of strategy: AndroidStrategyDescriptor) -> String {
    strategy.iOSCounterpart.map { "; iOS half: \($0)" } ?? ""
  }

  /// The iOS half of a cross-platform plugin.
  public static func counterpart(of strategy: AndroidStrategyDescriptor) -> (platform: String, strategy: String)? {
    strategy.iOSCounterpart.map { (IOSPlatform.name, $0) }
  }

  /// The `android-cover[…]` family's syntax, after the Android strategies in `list strategies`.
  public static let familyListing = """
    ANDROID FAMILY  android-cover[hook=H,what=W,dialogs=B]
      hook     onCreate | onPause | onStop | onTopResumedLost
      what     secure | cover | blur | recentsOff
      dialogs  true | false (also secure the dialogs and popups the app makes)
      in       home + card + statement + settings (named only: the activities whose code protects, in the
               payments app of several activities; sensitive= the same names: its sensitive activities)
    ANDROID LOCK FAMILY  android-lock[as=S,rearm=R,...] (named only)
      * marks a part's default, taken when the part is left out; prompt=, onError= and idleFrom= at their
      default are left out of a member's name too
      as       view | dialog | prompt | route | activity | jsView (prompt: the system's biometric prompt alone)
      rearm    onCreate | onStart | onResume | onPause | onStop; grace=N seconds away (onStart | onResume only)
      graceFrom onStop | onPause | unlock (where the grace's clock starts; named, the lock promises N s away)
      clock    elapsed | uptime (SystemClock.elapsedRealtime or uptimeMillis for the stored time; with grace)
      idle     N seconds without interaction: Handler.postDelayed in front (uptime: stops in deep sleep)
      idleFrom interaction* | unlock (onUserInteraction posts it again, or only the unlock posts it;
               appCall(userInteraction): the user types or touches the app's content)
      in       baseActivity | launcherActivity;  back=handled;  entry=keypad | displayOnlyKeypad (as=view)
      back     handled (an OnBackPressedCallback) | onBackPressed (the activity's override: not called on API 33+
               with the enableOnBackInvokedCallback flag, the manifest's opt-in) | finish | moveTaskToBack (the
               override's reply while locked: finish() the activity, or the task to the back as with Home)
      prompt   hostActivity | androidxDeviceCredential | confirmCredential (as=prompt: where it asks; default
               SystemUI's window; confirmCredential: KeyguardManager's intent for a result, resultCanceled)
      askOn    windowFocus | onStop | lockShown (ask when the window gains focus, in onStop after the first
               resume, or only as the code draws its lock screen)
      button   prompt (the lock screen's own button asks for the prompt: appCall(authenticate))
      state    field | savedState | viewModel (where an activity made from saved state reads "locked": a
               field is lost at recreation, a ViewModel at process death; default: every onCreate locks)
      unlockBy prompt (as=view|route: the lock screen is taken down by the biometric prompt's success)
      unlockOn, repromptOn  userCanceled + negativeButton + canceled + lockout + hwUnavailable + lockoutPermanent
               + noBiometrics + noDeviceCredential (as=prompt or unlockBy=prompt: the error onAuthenticationError
               takes as a pass, or answers by asking again at once; never repromptOn= an error every request gets);
               resultCanceled instead with prompt=confirmCredential (onActivityResult's every cancel)
      onError  none* | reask | exit | crash | fallback (the reply to other errors: nothing, ask again, finish(),
               an unhandled exception, the app's own PIN keypad)
      gate     deviceCredential,validity=N (a Keystore key authorized N s after the user's device unlock passes
               the lock with no prompt)
      promptMade onCreate | onAsk (where the code constructs its BiometricPrompt: with onAsk a prompt that
               outlived a relaunch delivers its match to the destroyed instance's callback)
      key      invalidatedByEnrollment | keptOnEnrollment (a Keystore key made before the trace, for each use, a
               CryptoObject: a new enrolment, enrollBiometric, or the screen lock's removal since makes Cipher.init
               throw; onError= replies)
      enabledIn activity | application (where the code turns the lock on in a process: a static set from the
               activity where the user turned it on, lost with the process; or Application.onCreate, every process)
      lastActive everyActivity | notLockActivity (as=activity,rearm=onResume,grace=N: the timeout counts from a
               SharedPreferences stamp at each onPause, the lock activity's own too or not; a new process reads it)
      receiver screenOff (an ACTION_SCREEN_OFF receiver registered in onCreate locks: registered in code only;
               queued while the app is cached on API 34+)
      startIn  onCreate | onStart | onResume* (as=activity: the protected activity's callback that starts the lock
               activity while locked)
      userSetting immediately | afterN | onRestart | onScreenLock | never (the user's lock timeout, the promise
               the code's rearm=, grace= and clock= implement); settings=live | launch (with userSetting=: the
               app's settings screen, appCall(lockOff|lockOn|lockAfterN), read when needed or once at launch)
      closeLock onDestroy (the lock stored as "locked" in onDestroy when finishing; a new process reads it)
      section  card | settings, sectionAsk=navigation | onCreate (as=view,rearm=onCreate: a lock of one wallet
               activity at each opening, asked in the app's navigation to it or in its onCreate; an entry's intent
               starts it directly)
    ANDROID NAMED ONLY  secure-flag-webview-virtual-display | secure-flag-webview-hybrid-composition
      FLAG_SECURE over a Flutter web view (a vendor build's black page, blank-window; its control)
    ANDROID NAMED ONLY  secure-setting-current-window | secure-setting-on-resume | secure-setting-recents-off
                        | secure-setting-every-window
      a user-facing screen-security setting, screenSecurity(on|off), reaching some windows (cannot-disable; control)

    """

  /// `list profiles`'s Android section.
  public static var profileListing: String {
    var out = "ANDROID PROFILES  <formfactor>-api<level>-<structure>\n"
    out += "  form factors: \(AndroidFormFactor.allCases.map(\.rawValue).joined(separator: ", "))\n"
    out += "  API levels:   \(AndroidProfile.apiLevels.first ?? 0) to \(AndroidProfile.apiLevels.last ?? 0)\n"
    out += "  structures:   \(AndroidAppStructure.allCases.map(\.rawValue).joined(separator: ", "))\n"
    out += "  built-in: every combination (\(AndroidProfile.all.count)), for example phone-api34-views;\n"
    out += "  +flag=value after the name answers an open question the other way (as --flag does)\n"
    out += "  flags (open questions; default, then confidence and sources, docs/flag-evidence.md):\n"
    for f in flagRows {
      out +=
        "    \(RunReport.pad(f.name, 44)) \(RunReport.pad(f.defaultValue, 34)) \(RunReport.pad(f.evidence.column, 18))"
      out += " \(f.question)\n"
    }
    return out
  }
}
