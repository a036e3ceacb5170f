/// One Android device running the app under test with one strategy: the activity, the window manager, the main
/// looper, the launcher, Recents, captures and virtual time.
///
/// Drive it with ``step(_:)``; ``refusal(for:)`` says whether an event can happen now. Everything is deterministic:
/// no wall clock, no randomness, no hash order.
public final class AndroidDevice {
  // State read on every step is `@exclusivity(unchecked)`: the model runs on one actor and never holds an access
  // across a call that could reach the same property, and the run-time checks were a fifth of an Android step.
  /// The device and app configuration.
  public let profile: AndroidProfile
  /// The strategy the app runs: its code and its static state, a new instance in each process.
  @exclusivity(unchecked) public internal(set) var strategy: any AndroidPrivacyStrategy
  /// Makes the strategy's instance of a new process (its statics start over), or `nil` to keep the one instance.
  let makeStrategy: (() -> any AndroidPrivacyStrategy)?
  /// The back stacks of the task's activities, bottom to top, saved when its process died in the background; the
  /// next process makes them again.
  @exclusivity(unchecked) var savedTask: [[AndroidAppScreen]]?
  /// The task's activities below the one in front, bottom to top (stopped; an app screen that is an activity of its
  /// own started them).
  @exclusivity(unchecked) public internal(set) var backgroundActivities: [Activity] = []
  /// The saved back stacks of the task's lowest activities, bottom to top, that a new process has not made again
  /// yet: after process death only the top activity is made, each one below when the user goes back to it.
  @exclusivity(unchecked) public internal(set) var unrestoredActivities: [[AndroidAppScreen]] = []
  /// How many of the lowest ``unrestoredActivities`` were never made: a task stack's parents
  /// (``AndroidEntry/Flags/taskStack``), made without saved state when the user goes back to them.
  @exclusivity(unchecked) public internal(set) var neverMadeRecords = 0
  /// The app under test: its screens and which are sensitive.
  public let app: AndroidAppDescription
  /// The main looper, on virtual time.
  public let looper = Looper()
  /// The window manager (created with the device).
  public private(set) lazy var windowManager = WindowManager(device: self)
  /// The app's activity, or `nil` when none exists (not launched, finished, or the process died).
  @exclusivity(unchecked) public internal(set) var activity: Activity?
  /// Whether the app's task exists (it stays in Recents after its activity finished or its process died).
  @exclusivity(unchecked) public internal(set) var hasTask = false
  /// What the display shows.
  @exclusivity(unchecked) public internal(set) var screen = AndroidScreen.home
  /// The task's last Recents snapshot, reused as the starting window.
  @exclusivity(unchecked) public internal(set) var taskSnapshot: TaskSnapshot?
  /// When the next Recents snapshots are taken (``AndroidEvent/recentsTiming(_:)``).
  @exclusivity(unchecked) public internal(set) var snapshotTiming = RecentsSnapshotTiming.afterPause
  /// Whether a MediaProjection recording runs.
  @exclusivity(unchecked) public internal(set) var isRecording = false
  /// The lifecycle calls made so far, for example `onCreate`, `onTopResumedActivityChanged(true)`.
  @exclusivity(unchecked) public internal(set) var lifecycleLog: [String] = []
  /// Whether the last event took the app off the screen (Home, Recents, a quick switch, the screen off), even if it
  /// came back within the event: a leave, after which a cover is wanted.
  @exclusivity(unchecked) public internal(set) var leftDuringLastEvent = false
  /// How many times a screenshot-detection callback ran.
  @exclusivity(unchecked) public internal(set) var screenCaptureCallbackCount = 0
  /// How many screenshots showed the app's activity (taken while it was on screen with its window not secure): the
  /// screenshots a detection promise is about.
  @exclusivity(unchecked) public internal(set) var appScreenshotCount = 0
  /// The crash of the current step, if any.
  @exclusivity(unchecked) public internal(set) var pendingCrash: ModeledCrash?
  /// The crash the last step caused, if any (its process was killed).
  @exclusivity(unchecked) public internal(set) var lastCrash: ModeledCrash?
  /// Every crash so far.
  @exclusivity(unchecked) public internal(set) var crashes: [ModeledCrash] = []
  /// The captures taken during the last step.
  @exclusivity(unchecked) public internal(set) var lastCaptures: [AndroidCapture] = []
  /// How the app's task is shown (kept while the task is in the background: a split pair returns as a pair).
  @exclusivity(unchecked) public internal(set) var windowingMode = AndroidWindowingMode.fullscreen
  /// Whether a foldable is folded (the app is on its outer display).
  @exclusivity(unchecked) public internal(set) var isFolded = false
  /// Whether the next event's posted work is held until the event after it (``AndroidEvent/holdPostedWork``).
  @exclusivity(unchecked) public internal(set) var holdsNextPostedWork = false
  /// How long the live Overview tile showed content the strategy claims to hide from Recents, in seconds, summed
  /// over the device's life (``AndroidProfile/hasLiveOverviewTile``); measured, never judged.
  @exclusivity(unchecked) public internal(set) var overviewTileExposure = 0.0
  /// The biometric prompt's see-through time closed so far, in seconds (``promptSeeThroughExposure``).
  @exclusivity(unchecked) var promptSeeThroughClosed = 0.0
  /// When the prompt's current see-through began (virtual time), while it lasts.
  @exclusivity(unchecked) var promptSeeThroughSince: Double?
  /// The entry whose intent is being delivered (``performEntryPoint(_:)``), so the activities it makes carry it.
  @exclusivity(unchecked) var entryInProgress: AndroidEntry?
  /// The receivers the app registered in code, with their filters and activities, in registration order.
  @exclusivity(unchecked) var receivers: [(receiver: BroadcastReceiver, filter: IntentFilter, activity: Activity)] = []
  /// Shared storage's images, by `_ID` (the first is 1), in insertion order (``AndroidDevice/saveScreenshot(showedApp:)``).
  @exclusivity(unchecked) public internal(set) var mediaImages: [MediaImage] = []
  /// The `ContentObserver`s the app's process registered on `MediaStore.Images`, in registration order.
  @exclusivity(unchecked) var contentObservers: [ContentObserver] = []
  /// The `FileObserver`s the app's process started, in order.
  @exclusivity(unchecked) var fileObservers: [FileObserver] = []
  /// The runtime permissions granted to the app's package (they outlive its process), in grant order.
  @exclusivity(unchecked) public internal(set) var grantedPermissions: [String] = []
  /// Other apps' view of the device (an app locker's windows), made with the device.
  public private(set) lazy var otherApp = OtherApp(device: self)
  /// The text field the keyboard was last shown for (``showIme(serving:)``), or `nil` (a field of the sample app's the
  /// user tapped, or none): what its key previews echo (`AndroidDevice+ServedField.swift`).
  weak var servedEditor: EditText?
  /// The app's last `showSoftInput` the input method dropped, until a keyboard shows (``unansweredKeyboardRequest``).
  var droppedKeyboardRequest: DroppedKeyboardRequest?
  /// The biometric prompt SystemUI shows over the app, if any.
  var biometricPrompt: BiometricPrompt?
  /// The prompts whose outcome came while their activity was stopped, held until it starts again (androidx.biometric's
  /// `LiveData`, ``BiometricPrompt`` `finish(error:)`), in the order they ended.
  var promptsAwaitingStart: [BiometricPrompt] = []
  /// The app's activity paused under a biometric prompt's host activity (``BiometricPrompt/Host/hostActivity``).
  var activityPausedUnderPromptHost: Activity?
  /// Whether that activity is also stopped: the host is Settings' opaque confirm-lock screen.
  var activityStoppedUnderPromptHost = false
  /// The prompts whose held outcome passes from a stopped activity being relaunched to its new instance
  /// (androidx.biometric's activity-scoped `BiometricViewModel` survives the recreation), until it is made.
  var promptsRetainedAcrossRecreation: [BiometricPrompt] = []
  /// The configuration changes made while the app's activity was stopped (``AndroidEvent/rotate`` with the app
  /// away), applied when it comes back (``relaunchIfConfigurationChanged(_:)``).
  @exclusivity(unchecked) public internal(set) var pendingConfigChanges: ActivityConfigChanges = []
  /// Another app's activity the app started over itself in its own task, while it is on top
  /// (``AndroidEvent/startOtherActivity(_:)``).
  @exclusivity(unchecked) public internal(set) var otherActivityOnTop: OtherActivityTheme?
  /// The app's own task while the app's activity is in another app's task (a share without
  /// `FLAG_ACTIVITY_NEW_TASK`, `AndroidDevice+SenderTask.swift`), or `nil`.
  var senderTask: SenderTask?
  /// Whether the app's activity in front (or last in front) is in another app's task, the sender's of a share.
  public var isInSenderTask: Bool { senderTask != nil }
  /// The app's prompts as the `reauth-loop` check reads them.
  var promptHistory = BiometricPromptHistory()
  /// The lock's promise against the user's leaving, as the `needless-lock` check reads it (`AndroidDevice+LockAsks`).
  var lockAsks = LockAskState()
  /// Where the cover in sight came from, as the `needless-cover` check reads it (`AndroidDevice+CoverRaises`).
  var coverRaises = CoverRaiseState()
  /// The notification shade's window while it is open (``notificationShade``): kept, not searched for, since every
  /// candidate event's refusal asks for it.
  @exclusivity(unchecked) var openShade: Window?
  /// Unrecognized biometric attempts in a row since the last match or lockout (device-wide).
  var biometricFailures = 0
  /// When the sensor's timed lockout ends, on the virtual clock, or `nil` (device-wide).
  var biometricLockedOutUntil: Double?
  /// Whether the user has a fingerprint or face enrolled (device-wide; ``AndroidEvent/removeDeviceSecurity(_:)``).
  public internal(set) var biometricsEnrolled = true
  /// Whether the device has a screen lock: a PIN, pattern or password (device-wide).
  public internal(set) var hasScreenLock = true
  /// How many times the set of enrolled biometrics changed since the trace began (a new enrolment, or the last one
  /// removed): a key invalidated by biometric enrolment and made before the trace works only while this is 0.
  public internal(set) var biometricEnrollmentChanges = 0
  /// How many times the screen lock was removed since the trace began: every key that requires user authentication
  /// is invalidated by it.
  public internal(set) var screenLockRemovals = 0
  /// Whether biometrics are locked out until the user enters the device credential
  /// (``BiometricSystemError/lockoutPermanent``; device-wide).
  public internal(set) var isBiometricPermanentlyLockedOut = false
  /// When the user last authenticated to the device (``AndroidDevice/noteUserAuthentication()``), on the virtual clock.
  var lastUserAuthenticationAt = 0.0
  /// How many times the device locked (the screen turned off: the power button locks at once by default, AOSP
  /// `LockPatternUtils.getPowerButtonInstantlyLocks`, default true; the keyguard's sleep token stops the app,
  /// `Task.goToSleepIfPossible`; high): what a lock setting "when the phone locks" counts (``AndroidLockSetting``).
  public internal(set) var deviceLocks = 0
  /// How many times the app's process was killed (a crash, ``AndroidEvent/processDeath``, ``AndroidEvent/forceStop``):
  /// the next process is a restart for a lock setting "on app restart" (``AndroidLockSetting``).
  public internal(set) var processKills = 0
  /// Whether the Developer option "Don't keep activities" is on (`Settings.Global.ALWAYS_FINISH_ACTIVITIES`;
  /// ``AndroidEvent/dontKeepActivities(_:)``, `AndroidDevice+DeveloperOptions.swift`). Off, as a device is shipped.
  public internal(set) var alwaysFinishActivities = false
  /// The back swipe the user holds (``AndroidEvent/backGesture(_:)``), or `nil` (`AndroidDevice+PredictiveBack.swift`).
  @exclusivity(unchecked) var heldBackGesture: HeldBackGesture?
  /// How many times "Don't keep activities" destroyed the app's stopped activities, keeping their records.
  public internal(set) var alwaysFinishDestructions = 0
  /// The external display connected to the device, with whether the app's task is on it, or `nil`
  /// (``AndroidEvent/externalDisplay(_:)``, `AndroidDevice+ExternalDisplay.swift`).
  @exclusivity(unchecked) public internal(set) var externalDisplay: ExternalDisplay?
  /// How many times the user closed the app by finishing its task's root activity (Back on the root up to API 30, the
  /// app's own `finish()`): a restart for a lock setting "on app restart" although the process may live on.
  public internal(set) var appCloses = 0
  /// When (``now``, seconds) the app last left the screen: how long it has been the previous app, kept out of the
  /// cached state for a minute (``AndroidPlatformFlags/previousAppCachedAtOnce``).
  var lastLeftAt = 0.0
  /// Whether the pause under way is the user's choice to leave (Home, Recents, a quick switch): `onUserLeaveHint` first.
  var userLeaving = false
  /// The coverage points of the app's own logic (an app-logic script's handlers and waits) reached on this device,
  /// in every process, a bit per point number: the fuzzer's, never read by the model.
  package var scriptBranchBits: [UInt64] = []
  /// The app's `SharedPreferences` booleans (``Activity/preference(_:)``): kept on disk, so they outlive the process
  /// (a kill, a crash, a force stop, a task removed from Recents); https://developer.android.com/training/data-storage/shared-preferences ; high.
  var appPreferences: [String: Bool] = [:]
  /// The app's `SharedPreferences` strings (``Activity/textPreference(_:)``), kept as ``appPreferences`` are.
  var appTextPreferences: [String: String] = [:]
  /// Whether other apps were last told that the app under test is in front.
  var reportedAppInFront = false
  /// The foreground change the last event made, delivered to other apps at the start of the next event.
  var pendingForegroundChange: Bool?
  /// What the display showed before the screen turned off, shown again when it turns on; `nil` while it is on.
  @exclusivity(unchecked) public internal(set) var screenBeforeOff: AndroidScreen?
  /// Whether `ACTION_SCREEN_OFF` is held for the next event, the trace's choice (`AndroidDevice+LateScreenOffBroadcast.swift`).
  @exclusivity(unchecked) public internal(set) var screenOffBroadcastIsLate = false
  /// How many events the device has run (``step(_:)``): orders what happened in one virtual instant (a snapshot
  /// taken after the app turned its protection off, ``TaskSnapshot/takenInEvent``).
  @exclusivity(unchecked) public internal(set) var eventSerial = 0
  /// The app's own screen-security setting (``AndroidEvent/screenSecurity(_:)``), on until the user turns it off. The
  /// app keeps it in its `SharedPreferences`, so it outlives the process.
  @exclusivity(unchecked) public internal(set) var isScreenSecuritySettingOn = true
  /// The ``eventSerial`` of the event in which the user last turned the setting off, or `nil` while it is on: what
  /// the system takes of the app from then on must show the app (`cannot-disable`).
  @exclusivity(unchecked) public internal(set) var screenSecurityOffSince: Int?
  /// The claims the app's last per-claim disable call turned off (``AndroidPrivacyStrategy/claimsReleased(byAppCall:)``),
  /// kept on the device as the user's choice outlives the process; empty when none.
  @exclusivity(unchecked) public internal(set) var claimsReleasedByAppCall: AndroidProtectionClaims = []
  /// The ``eventSerial`` of the event in which the per-claim disable call released ``claimsReleasedByAppCall``, or
  /// `nil` while none is released: a Recents snapshot taken from then on is judged by `cannot-disable`.
  @exclusivity(unchecked) public internal(set) var claimsReleasedSince: Int?
  /// The app call that released ``claimsReleasedByAppCall``, as `cannot-disable` names it.
  @exclusivity(unchecked) public internal(set) var claimsReleasedBy: String?
  /// The user's tap on a control of the app's screen that the last step delivered while the app's lock promise stood
  /// (``noteTapThroughLock(_:screen:)``), as `lock-bypass` says it, or `nil`.
  @exclusivity(unchecked) public internal(set) var tapThroughLock: String?

  /// What the app's authors promise its protection hides besides what the strategy claims (a trace's
  /// `+ promise[...]` strategy name): judged with the strategy's own claims (``claimsNow``). Nothing by default.
  @exclusivity(unchecked) public var promisedClaims: AndroidProtectionClaims = []

  /// Whether the app's authors promise that screenshots and recordings of its non-sensitive content work (a trace's
  /// `+ promise[neutralCaptures]`): then each screenshot or recording the app's own windows made black or refused
  /// records the sensitive content those windows showed (``AndroidCapture/sensitiveInSecureWindows``), which
  /// `needless-secure` judges. False by default (nothing recorded).
  @exclusivity(unchecked) public var promisesNeutralCaptures = false

  /// A device on `profile` whose app `app` (by default the one-screen banking app) runs `strategy`; nothing is
  /// launched yet. `makeStrategy` makes the instance of each new process (after a crash or ``AndroidEvent/processDeath``);
  /// without it the first instance lives on, statics and all.
  public init(
    profile: AndroidProfile, strategy: any AndroidPrivacyStrategy, app: AndroidAppDescription = .banking,
    makeStrategy: (() -> any AndroidPrivacyStrategy)? = nil
  ) {
    self.profile = profile
    self.strategy = strategy
    self.makeStrategy = makeStrategy
    self.app = app
  }

  /// The back stacks of every activity of the task, bottom to top: the unrestored ones' saved stacks, then the made
  /// ones'.
  public var taskBackStacks: [[AndroidAppScreen]] {
    unrestoredActivities + (backgroundActivities + (activity.map { [$0] } ?? [])).map(\.backStack)
  }

  /// Virtual time, in seconds.
  public var now: Double { looper.now }

  /// Whether the profile has API `level`; otherwise records a `NoSuchMethodError` crash naming `name`.
  func requireApi(_ level: Int, _ name: String) -> Bool {
    guard profile.apiLevel < level else { return true }
    let crash = ModeledCrash(
      exception: "java.lang.NoSuchMethodError", message: "\(name) (API \(level)) on API \(profile.apiLevel)")
    if pendingCrash == nil { pendingCrash = crash }
    return false
  }

  /// Whether the app's windows are visible in a running recording (`SCREEN_RECORDING_STATE_…`).
  /// Whether a running recording shows the app's windows now (`SCREEN_RECORDING_STATE_VISIBLE`).
  public var isAppVisibleInRecording: Bool { appRecordingState == WindowManager.SCREEN_RECORDING_STATE_VISIBLE }

  var appRecordingState: Int {
    isRecording && (screen == .app || windowingMode == .pictureInPicture) && activity?.isStarted == true
      ? WindowManager.SCREEN_RECORDING_STATE_VISIBLE : WindowManager.SCREEN_RECORDING_STATE_NOT_VISIBLE
  }

  /// ``summary`` with each window of the app named by the screen its activity was created showing (the name a script's
  /// `activity=` uses): `windows=[activity(list),activity(record)+secure,dialog(lock)]`, for `explain`; a window of no
  /// activity, or of an app without named screens, keeps its label. The trace's checkpoints keep ``summary``.
  public var namedSummary: String {
    guard app.hasSeveralScreens else { return summary }
    var named: [String] = []
    for window in windowManager.windows {
      let screen = window.owner.flatMap { ($0.startScreen ?? $0.backStack.first)?.name }
      named.append(window.label + (screen.map { "(\($0))" } ?? "") + (window.isSecure ? "+secure" : ""))
    }
    return summary(windows: named.joined(separator: ","))
  }

  /// A one-line canonical summary of the state, for traces and tests.
  public var summary: String {
    summary(windows: windowManager.windows.map { $0.label + ($0.isSecure ? "+secure" : "") }.joined(separator: ","))
  }

  /// The summary with `windows` as its window list.
  private func summary(windows: String) -> String {
    let state = activity.map { $0.lifecycleState.rawValue } ?? "none"
    let snapshot = taskSnapshot.map { $0.image.isAppTheme ? "appTheme" : ($0.image.leaks ? "content" : "clean") }
    // The windowing mode and fold state are printed only when not the default, so older summaries keep their text.
    let mode = windowingMode == .fullscreen ? "" : " mode=\(windowingMode.rawValue)"
    // The back stack is printed only for an app with several screens, so one-screen summaries keep their text.
    let stacks = taskBackStacks.map { $0.map(\.name).joined(separator: ">") }.joined(separator: "|")
    let stack = app.hasSeveralScreens ? " screens=" + (stacks.isEmpty ? "-" : stacks) : ""
    // A configuration change waiting for the stopped activity is printed only when there is one.
    let pending = pendingConfigChanges.isEmpty ? "" : " pendingConfig=\(pendingConfigChanges)"
    // The app's activity in another app's task is printed only then (a share without FLAG_ACTIVITY_NEW_TASK).
    let task = senderTask == nil ? "" : " task=sender"
    return "screen=\(screen.rawValue) activity=\(state) windows=[\(windows)] recording=\(isRecording) "
      + "snapshot=\(snapshot ?? "none") t=\(now)" + mode + (isFolded ? " folded" : "") + stack + pending + task
  }
}
