// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's own names for these constants, as the platform spells them.)
/// `android.hardware.biometrics.BiometricPrompt` (API 28): the system's fingerprint or face prompt, which an app asks
/// for and whose outcome it is told.
///
/// The prompt is a SystemUI window over the app, not an activity (AOSP SystemUI `AuthContainerView`, added by
/// `AuthController` through the window manager; high): the app's activity stays resumed, gets no `onPause` and only
/// loses window focus (a tester showing a system biometric prompt over a Capacitor app saw the plugin's `onPause`
/// cover not come up, https://github.com/ionic-team/capacitor-privacy-screen/pull/3 review; medium-high). Its
/// panel sits at the bottom of the display over a dimming scrim; whether the app stays legible through the scrim is
/// ``AndroidPlatformFlags/biometricPromptScrimShowsApp``. It belongs to no task, so the app's Recents snapshot never
/// shows it. It ends with one outcome, posted to the app's main looper: success (``AndroidEvent/biometricMatch``),
/// the user's cancel (Back: `BIOMETRIC_ERROR_USER_CANCELED`; the negative button, ``AndroidEvent/dismissWindow``:
/// `BIOMETRIC_ERROR_NEGATIVE_BUTTON`), or the system's cancel when the app leaves the front
/// (`AuthController.cancelIfOwnerIsNotInForeground` on a task-stack change; "automatically terminated when losing a
/// focus on its UI", https://github.com/triplebanana/triple_banana/pull/590 ; `BIOMETRIC_ERROR_CANCELED`, high for
/// the cancel, medium for the code, which varies with the release,
/// https://github.com/owncloud/android/pull/2775 ), or the lockout (``AndroidEvent/biometricNoMatch``: an
/// unrecognized attempt is not an outcome, the prompt stays, until the fifth in a row ends it with
/// `BIOMETRIC_ERROR_LOCKOUT`; `AndroidDevice+BiometricPrompt.swift`). Not modeled: `BIOMETRIC_ERROR_TIMEOUT` (a
/// sensor's own time limit, unsourced) and the permanent lockout. Some OEM builds draw it as a full-screen activity
/// (https://github.com/android-password-store/Android-Password-Store/pull/919 ; not modeled). Below API 28 the
/// framework class does not exist and the call crashes with `NoSuchMethodError`; androidx.biometric's class
/// (``Host/androidx``) works there.
///
/// What the prompt does to the app's activity depends on where it is asked from (``Host``): SystemUI's window takes
/// window focus only (no lifecycle callback), while a prompt asked from a translucent activity of the app's own
/// pauses the activity under it and resumes it when that activity finishes, after the outcome ran.
public final class BiometricPrompt {
  /// Where the app asks for the prompt, which decides the lifecycle callbacks its activity gets.
  public enum Host: String, Sendable, CaseIterable {
    /// `android.hardware.biometrics.BiometricPrompt` from the activity (API 28+), or androidx.biometric's
    /// `BiometricPrompt` without device credential from API 28: SystemUI's window over the resumed activity, which
    /// gets no `onPause`/`onResume`, only `onWindowFocusChanged(false)` and `(true)` ("the system may display
    /// system-level windows ... which will temporarily take window input focus without pausing the foreground
    /// activity", https://developer.android.com/reference/android/app/Activity#onWindowFocusChanged(boolean) ; "no
    /// lifecycle events are fired ... the window loses focus", E. Tatarka, "The Mess that is Android Biometrics",
    /// 2019, API 28–29; the capacitor-privacy-screen PR 3 review; high).
    case systemWindow
    /// A translucent activity of the app's own that asks for the prompt and finishes with its outcome, as plugins
    /// do (Ionic Identity Vault's `BiometricPromptActivity`, whose start runs the host's `onPause`: the
    /// capacitor-privacy-screen PR 3 review, https://github.com/ionic-team/capacitor-privacy-screen/pull/3 ;
    /// react-native-biometrics issue 263, "App is showing background mode"): the activity under it pauses when it
    /// starts (not stopped: a translucent activity leaves it visible) and resumes when it finishes
    /// (https://developer.android.com/guide/components/activities/activity-lifecycle#onpause ; every API; high for
    /// the callbacks, medium-high that plugins host the prompt so). A first-hand report that "the operating system
    /// pauses the app" when the prompt shows, so that asking on resume loops
    /// (https://github.com/aparajita/capacitor-biometric-auth/issues/42 , 2024), is of this kind: that plugin's
    /// `AuthActivity` (its `android/src/main/java/com/aparajita/capacitor/biometricauth/AuthActivity.java`, read in
    /// the code corpus) asks for androidx.biometric's prompt in its `onCreate` and finishes with the outcome; it does
    /// not dispute ``systemWindow``.
    case hostActivity
    /// androidx.biometric 1.0's `BiometricPrompt` with `setDeviceCredentialAllowed(true)`: up to API 28 it starts its
    /// transparent `DeviceCredentialHandlerActivity` to host the prompt (`authenticateInternal`: "Launch handler
    /// activity to support device credential on older versions", `SDK_INT <= P`; androidx.biometric 1.0.x source;
    /// high), so it behaves as ``hostActivity``; from API 29 it is ``systemWindow``, and from API 30 the credential
    /// itself is a view of SystemUI's window (SystemUI `AuthCredentialView`, "Pin, Pattern, or Password
    /// authentication, for BiometricPrompt.Builder#setAllowedAuthenticators", read in copies in the code corpus; high).
    /// androidx.biometric 1.1+ starts ``confirmCredential``'s activity itself up to 28 for its "use password" button
    /// (the user's ``AndroidEvent/deviceCredentialMatch``, `AndroidDevice+DeviceCredentialAnswer.swift`) or with no
    /// biometric enrolled (``showsConfirmLockScreen(apiLevel:biometricUsable:)``); not modeled: on API 29 without
    /// biometric hardware (`BiometricFragment.isKeyguardManagerNeededForCredential`,
    /// `launchConfirmCredentialActivity`; high).
    case androidxDeviceCredential
    /// androidx.biometric's `BiometricPrompt` with biometrics only (no device credential), the class most apps use
    /// ("On devices running Android 9.0 (API 28) and above, this will show a system-provided authentication prompt
    /// ... Prior to Android 9.0, this will instead show a custom fingerprint authentication dialog",
    /// https://developer.android.com/reference/androidx/biometric/BiometricPrompt ; high). From API 28 it asks for
    /// the framework prompt from the activity, so it is ``systemWindow``. Below 28 `BiometricFragment` shows its
    /// `FingerprintDialogFragment` and authenticates with `FingerprintManagerCompat`, after
    /// `checkForFingerprintPreAuthenticationErrors`: no hardware detected is `ERROR_HW_NOT_PRESENT` (12), no
    /// fingerprint enrolled `ERROR_NO_BIOMETRICS` (11), each sent to the app's callback and nothing shown
    /// (androidx/androidx `biometric/biometric/src/main/java/androidx/biometric/BiometricFragment.java`, main, read in
    /// the code corpus; high). `FingerprintManagerCompat.isHardwareDetected()` is `false` below API 23, where there is
    /// no `FingerprintManager` (androidx.core, read in decompiled copies in the code corpus; high): on API 21–22 every
    /// request ends at once with `ERROR_HW_NOT_PRESENT` (``AndroidDevice/biometricRequestError(host:)``). Not modeled:
    /// on API 23–27 the dialog is a window of the app's own (in its task, so in its Recents snapshot), which the model
    /// draws as SystemUI's prompt window (no lifecycle callback either way: a dialog takes window focus only).
    case androidx
    /// `KeyguardManager.createConfirmDeviceCredentialIntent` (API 21; deprecated in 29 for `BiometricPrompt` with the
    /// device credential) started with `startActivityForResult`: Settings' `ConfirmDeviceCredentialActivity` starts
    /// in the app's task (the intent has the action, the title extras and Settings' package, no task flag, and is
    /// `null` when the device is not secure: AOSP `KeyguardManager.createConfirmDeviceCredentialIntent`, read in
    /// copies of API 21–35 in the code corpus; high). Read at AOSP Settings main
    /// (`src/com/android/settings/password/ConfirmDeviceCredentialActivity.java`): a translucent activity ("Translucent
    /// activity", `onStart`) that asks for SystemUI's prompt with the device credential offered
    /// (`showBiometricPrompt`), or, when biometrics are not allowed (strong authentication required), starts the
    /// confirm-credential screen and finishes. It finishes with `RESULT_OK` after a match; without `setResult`, so
    /// `RESULT_CANCELED`, after the prompt's `BIOMETRIC_ERROR_USER_CANCELED` or `BIOMETRIC_ERROR_CANCELED`, and in its
    /// own `onPause` when it is not waiting for the prompt; every other error goes to the confirm-credential screen
    /// (`showConfirmCredentials`), so the credential stays offered (high for main, medium that API 29–34 match: the
    /// biometric path came with the API 29 deprecation). The app's `onActivityResult` runs "immediately before
    /// onResume() when your activity is re-starting"
    /// (https://developer.android.com/reference/android/app/Activity#onActivityResult(int,%20int,%20android.content.Intent) ;
    /// high). So the app's activity pauses under it and resumes after the result, as under ``hostActivity``; the app
    /// sees only `RESULT_OK` or `RESULT_CANCELED`, whoever cancelled (the lock family's `resultCanceled`). Below API
    /// 29 the confirmation is Settings' full-screen confirm-lock screen, which stops the app's activity
    /// (``showsConfirmLockScreen(apiLevel:biometricUsable:)``). Asked by the lock family's `prompt=confirmCredential`
    /// and an app-logic script's `confirmDeviceCredential`.
    case confirmCredential

    /// Whether, on API `apiLevel`, the prompt is asked from a translucent activity that pauses the app's activity.
    public func pausesActivity(apiLevel: Int) -> Bool {
      switch self {
      case .systemWindow, .androidx: return false
      case .hostActivity, .confirmCredential: return true
      case .androidxDeviceCredential: return apiLevel <= 28
      }
    }

    /// Whether, on API `apiLevel`, the request puts Settings' confirm-lock screen (`ConfirmLockPattern`,
    /// `ConfirmLockPassword`, a full-screen opaque activity) over the app's activity in its task, which then stops
    /// under it (`onPause`, `onStop`, `onSaveInstanceState`) and restarts when it finishes (`onRestart`, `onStart`,
    /// the result, `onResume`) instead of only pausing and resuming. `biometricUsable`: the device has a fingerprint
    /// sensor (API 23+) and a biometric enrolled.
    /// - ``confirmCredential`` below API 29: `ConfirmDeviceCredentialActivity` only launches the confirm-lock screen
    ///   for the app's request and finishes (`ChooseLockSettingsHelper.launchConfirmationActivity` in its `onCreate`,
    ///   AOSP Settings of API 21, read in a copy in the code corpus; high); the screen is a Settings activity drawn
    ///   full screen ("Displays full screen security screen" on an Android 8.1 Xiaomi, K. Kolanji, "Authenticating
    ///   OkCredit app via Keyguard Manager", 2020, medium.com; medium-high). From API 29 it is the translucent
    ///   activity with SystemUI's prompt (``confirmCredential``), so the activity only pauses.
    /// - ``androidxDeviceCredential`` up to API 28 with no usable biometric: androidx.biometric 1.1+ launches the same
    ///   confirmation for a result at once ("Fall back to device credential immediately if no known biometrics are
    ///   available": `BiometricFragment.isKeyguardManagerNeededForCredential`, true up to API 28 when
    ///   `canAuthenticate(BIOMETRIC_WEAK)` fails; androidx/androidx `biometric/.../BiometricFragment.java`, read in the
    ///   code corpus; high), so on API 21–22 (no `FingerprintManager`) always.
    /// First-hand reports of the consequence, an app that locks when its activity stops and asks at its start asking
    /// again after every correct entry: Mozilla Lockwise's device PIN looping while its fingerprint dialog works at
    /// once (https://github.com/mozilla-lockwise/lockwise-android/issues/327 , 2018); Delta Chat's lock applied in
    /// `onStart` with `startActivityForResult` and moved to `onResume` for it
    /// (https://github.com/deltachat/deltachat-android/pull/1319 , 2020); medium-high.
    public func showsConfirmLockScreen(apiLevel: Int, biometricUsable: Bool) -> Bool {
      switch self {
      case .confirmCredential: return apiLevel < 29
      case .androidxDeviceCredential: return apiLevel <= 28 && !biometricUsable
      case .systemWindow, .hostActivity, .androidx: return false
      }
    }

    /// Whether the outcome reaches the app as `onActivityResult` ("immediately before onResume() when your activity is
    /// re-starting", ``confirmCredential``'s source) rather than through androidx.biometric's observer at `onStart`.
    public var deliversActivityResult: Bool { self == .confirmCredential }

    /// Whether the request offers the device credential (PIN, pattern, password) beside the biometric: a lockout or a
    /// sensor's error does not end it, and with a screen lock the biometrics' state never ends it at once.
    public var offersDeviceCredential: Bool { self == .androidxDeviceCredential || self == .confirmCredential }

    /// Whether the biometric's own errors (the timed lockout, the hardware unavailable) leave the request up, the
    /// device credential still offered: `ConfirmDeviceCredentialActivity` sends them to the confirm-credential screen
    /// (``confirmCredential``'s source). androidx.biometric's own device-credential prompt is not read for this (its
    /// lockout below API 29 is a row of `docs/model-behaviours.md`): it keeps the model's earlier rule.
    var keepsCredentialAfterBiometricError: Bool { self == .confirmCredential }
  }

  /// `BIOMETRIC_ERROR_HW_UNAVAILABLE` (1): the hardware is unavailable ("Try again later"); a transient system error
  /// (``AndroidEvent/biometricError(_:)``).
  public static let BIOMETRIC_ERROR_HW_UNAVAILABLE = 1
  /// `BIOMETRIC_ERROR_LOCKOUT_PERMANENT` (9): the timed lockout happened too many times; biometrics stay disabled
  /// until the user unlocks with the device credential (``AndroidDevice/isBiometricPermanentlyLockedOut``).
  public static let BIOMETRIC_ERROR_LOCKOUT_PERMANENT = 9
  /// `BIOMETRIC_ERROR_HW_NOT_PRESENT` (12): the device has no biometric hardware; androidx.biometric's answer to
  /// every request below API 23 (``Host/androidx``).
  public static let BIOMETRIC_ERROR_HW_NOT_PRESENT = 12
  /// `BIOMETRIC_ERROR_NO_BIOMETRICS` (11): the user has no biometric enrolled (``AndroidDevice/biometricsEnrolled``).
  public static let BIOMETRIC_ERROR_NO_BIOMETRICS = 11
  /// `BIOMETRIC_ERROR_NO_DEVICE_CREDENTIAL` (14): device credential was allowed but the device has no PIN, pattern or
  /// password (``AndroidDevice/hasScreenLock``).
  public static let BIOMETRIC_ERROR_NO_DEVICE_CREDENTIAL = 14
  /// `BIOMETRIC_ERROR_CANCELED` (5): the system cancelled the prompt (the app left the front).
  public static let BIOMETRIC_ERROR_CANCELED = 5
  /// `BIOMETRIC_ERROR_LOCKOUT` (7): too many failed attempts; the prompt ends, and a request during the lockout ends
  /// with it at once (``AndroidDevice/biometricLockoutAttempts``).
  public static let BIOMETRIC_ERROR_LOCKOUT = 7
  /// `BIOMETRIC_ERROR_USER_CANCELED` (10): the user cancelled (Back, or a touch outside the panel).
  public static let BIOMETRIC_ERROR_USER_CANCELED = 10
  /// `BIOMETRIC_ERROR_NEGATIVE_BUTTON` (13): the user tapped the negative button.
  public static let BIOMETRIC_ERROR_NEGATIVE_BUTTON = 13

  /// The prompt's height at the bottom of the display, in dp: 360 dp (unsourced: the panel's title, subtitle, icon
  /// and buttons on a phone; a plausible bracket is 280 dp to 440 dp). Only the parts of the app it covers are
  /// hidden by it.
  public static let panelHeightDp = 360.0

  private weak var activity: Activity?
  private unowned let device: AndroidDevice
  private let onSucceeded: () -> Void
  private let onError: (Int) -> Void
  private let onFailed: () -> Void
  /// Where the app asks for it.
  public let host: Host
  var window: Window?
  /// Whether the prompt was ever on screen (`false` for a request the system ended at once).
  public private(set) var wasShown = false
  /// Whether SystemUI dismissed it because the other app's task took the focus in split screen
  /// (``AndroidPlatformFlags/biometricPromptCancelledBehindSplitTask``).
  public internal(set) var wasDismissedBehindSplitTask = false
  /// Whether its host activity's start is posted and has not run yet.
  var isStarting = false
  /// Whether its host activity paused the app's activity (a ``Host/hostActivity`` prompt on screen).
  var pausedActivity: Activity?
  /// Whether it is Settings' opaque confirm-lock screen, under which the app's activity is stopped
  /// (``Host/showsConfirmLockScreen(apiLevel:biometricUsable:)``).
  public private(set) var isConfirmLockScreen = false

  /// A prompt for `activity`, asked from `host`, whose outcome runs `onSucceeded` (`onAuthenticationSucceeded`) or
  /// `onError` with the error code (`onAuthenticationError`), on the main looper; `onFailed`
  /// (`onAuthenticationFailed`) runs for each unrecognized attempt, which does not end the prompt.
  /// Whether the request allows a biometric (`false` for `setAllowedAuthenticators(DEVICE_CREDENTIAL)` alone, API
  /// 30+): such a prompt shows only the PIN, pattern or password view, so no fingerprint or face answers it (androidx
  /// `BiometricPrompt.PromptInfo.Builder#setAllowedAuthenticators`, AOSP `AuthContainerView` showing the credential
  /// view at once when no biometric is requested; API 30+; high). An s48 breaker's traces answered one with a
  /// `biometricMatch`, which a device cannot produce.
  public var allowsBiometrics = true

  public init(
    _ activity: Activity, host: Host = .systemWindow, onSucceeded: @escaping () -> Void,
    onError: @escaping (Int) -> Void, onFailed: @escaping () -> Void = {}
  ) {
    self.activity = activity
    self.device = activity.device
    self.host = host
    self.onSucceeded = onSucceeded
    self.onError = onError
    self.onFailed = onFailed
  }

  /// Whether the prompt is on screen.
  public var isShowing: Bool { window?.isAttached == true }
  /// Whether the prompt is on screen or its host activity is starting (asking again would do nothing).
  public var isInProgress: Bool { isShowing || isStarting }

  /// `authenticate(CancellationSignal, Executor, AuthenticationCallback)`: SystemUI shows the prompt over the app.
  /// Does nothing while this prompt shows or its host activity starts; the framework class crashes below API 28.
  /// From a host activity the prompt comes once that activity's start (posted, as every `startActivity`) runs.
  ///
  /// Asked from a stopped activity (the app left the front: an app's `onAuthenticationError` that asks again after
  /// the system's cancel), nothing happens and no callback comes: androidx.biometric's `authenticate` returns at once
  /// once the host's state is saved ("Unable to start authentication. Called after onSaveInstanceState()",
  /// `BiometricPrompt.authenticateInternal`; the state is saved after `onStop` from API 28), and the prompt "will be
  /// dismissed when the client application is no longer in the foreground" (androidx `BiometricPrompt` class
  /// documentation); androidx.biometric 1.0+, API 28+; high for androidx, the model's choice for the framework class.
  /// During a lockout (``AndroidDevice/isBiometricLockedOut``) the request ends at once with
  /// ``BIOMETRIC_ERROR_LOCKOUT`` and no prompt shows (``AndroidPlatformFlags/biometricLockoutEndsRequestAtOnce``).
  /// The device's authentication state may end it at once too (``AndroidDevice/biometricRequestError(host:)``: no
  /// biometric enrolled, the permanent lockout, no screen lock for a device-credential request).
  ///
  /// From `onStop` on (after `super.onStop()`), androidx.biometric's `authenticate` logs "Unable to start
  /// authentication. Called after onSaveInstanceState()." and returns: it checks the client's
  /// `FragmentManager.isStateSaved()`, which is `mStateSaved || mStopped` (androidx.biometric 1.1
  /// `BiometricPrompt.authenticateInternal`, read in decompiled copies in the code corpus; androidx.fragment
  /// `FragmentManager.isStateSaved`; every API level the library supports; high). So a request from `onStop` or a
  /// stopped activity shows nothing and no callback comes (the model's choice for the framework class as well).
  /// The same holds for a helper bound to an activity that Back finished and asked from the next activity: its
  /// `FragmentManager` is stopped and destroyed, so nothing shows and no callback comes; from `onResume` the prompt
  /// shows (`findOrAddBiometricFragment` commits its fragment at once "for the case when onResume() is being called
  /// right after authenticate"; androidx/androidx `biometric/.../BiometricPrompt.java`, main; high).
  public func authenticate() {
    guard let activity, !isShowing, !isStarting else { return }
    guard activity.lifecycleState == .STARTED || activity.lifecycleState == .RESUMED else { return }
    if let code = device.biometricRequestError(host: host) {
      let failed = onError
      Handler(device.looper).post { failed(code) }
      return
    }
    if device.isBiometricLockedOut, device.profile.flags.biometricLockoutEndsRequestAtOnce,
      !host.keepsCredentialAfterBiometricError
    {
      let failed = onError
      Handler(device.looper).post { failed(Self.BIOMETRIC_ERROR_LOCKOUT) }
      return
    }
    if host.pausesActivity(apiLevel: device.profile.apiLevel) {
      isStarting = true
      // The host activity's start goes through the system (`startActivity` → ActivityTaskManager), and the pause and
      // start it causes come back as the system's transactions on a binder thread: no order against this window's
      // first traversal (see `Handler.postFromOtherThread`).
      Handler(device.looper).postFromOtherThread { [weak self] in self?.startHostActivity() }
      return
    }
    // The framework class (API 28) crashes below its level; androidx.biometric's checks its level itself.
    if host == .systemWindow {
      guard activity.device.requireApi(28, "BiometricPrompt.authenticate") else { return }
    }
    activity.device.show(self)
  }

  /// The host activity starts over the app's activity, which pauses, and asks for the prompt; when the app has left
  /// the front meanwhile, the start is dropped and the prompt fails (`BIOMETRIC_ERROR_CANCELED`).
  private func startHostActivity() {
    isStarting = false
    guard let activity, device.activity === activity, activity.lifecycleState == .RESUMED, device.screen == .app
    else {
      let failed = onError
      Handler(device.looper).post { failed(Self.BIOMETRIC_ERROR_CANCELED) }
      return
    }
    isConfirmLockScreen = host.showsConfirmLockScreen(
      apiLevel: device.profile.apiLevel, biometricUsable: device.profile.apiLevel >= 23 && device.biometricsEnrolled)
    device.pauseUnderPromptHost(activity, stopping: isConfirmLockScreen)
    pausedActivity = activity
    device.show(self)
  }

  /// The user chose the device credential and Settings' confirm-lock screen replaced the prompt over `activity`
  /// (``AndroidDevice/answerWithDeviceCredential()``): an opaque full-screen window, under which the activity stops
  /// (pausing first when no host activity paused it) and restarts when the screen finishes with the answer.
  func moveToConfirmLockScreen(over activity: Activity, display: DpRect) {
    isConfirmLockScreen = true
    if let window { device.windowManager.remove(window) }
    let screen = makeWindow(display: display, scrimShowsApp: false, secure: device.profile.apiLevel >= 30)
    window = screen
    device.windowManager.add(screen)
    device.pauseUnderPromptHost(activity, stopping: true)
    pausedActivity = activity
  }

  /// `CancellationSignal.cancel()`: the app takes the prompt down; its callback then gets
  /// `BIOMETRIC_ERROR_CANCELED`.
  public func cancel() { finish(error: Self.BIOMETRIC_ERROR_CANCELED) }

  /// Removes the window and posts the outcome (success when `error` is `nil`) to the main looper, the executor the
  /// app passed; the app's callback object outlives an activity a rotation recreated under the prompt.
  /// A host activity finishes after the outcome: the app's activity under it resumes, if still in front.
  ///
  /// An outcome that comes while the app's activity is stopped (the system's cancel once the app left the front) is
  /// held until that activity's next `onStart` (``deliverHeldOutcome(to:)``), as androidx.biometric delivers it:
  /// the framework callback only stores the error in the activity's `BiometricViewModel` (`CallbackListener.onError`
  /// → `setAuthenticationError`), and `BiometricFragment` reads it through a `LiveData` observed with the fragment
  /// as lifecycle owner (`connectViewModel`: `getAuthenticationError().observe(this, …)`), whose observers are active
  /// only while it is STARTED or RESUMED; the observer then calls `sendErrorAndDismiss`, which posts the app's
  /// `onAuthenticationError` on the client executor and resets the view model's `isPromptShowing` (`dismiss`)
  /// (androidx/androidx `biometric/biometric/src/main/java/androidx/biometric/BiometricFragment.java` and
  /// `BiometricViewModel.java`, read in the code corpus; https://developer.android.com/topic/libraries/architecture/livedata :
  /// "LiveData considers an observer ... to be in an active state if its lifecycle is in the STARTED or RESUMED
  /// state"; androidx.biometric 1.1+; high). Until then the view model says a prompt is showing, so a request in
  /// between would be dropped (`authenticate`: `if (!mViewModel.isPromptShowing())`); the model refuses requests from
  /// a stopped activity anyway (above), and at the return `dismiss` has run before the app's own `onStart` and
  /// `onResume` code, so a request there shows a new prompt and the held error reaches the app after it. The
  /// framework class without androidx delivers at once (the model follows androidx, as for requests from a stopped
  /// activity). An activity destroyed before it starts again never gets it (its fragment's observers go with it).
  func finish(error: Int?) {
    guard let window, window.isAttached else { return }
    device.windowManager.remove(window)
    device.biometricPrompt = nil
    device.promptHistory.noteAnswer(error: error)
    let (succeeded, failed) = (onSucceeded, onError)
    let deliver = { if let error { failed(error) } else { succeeded() } }
    if let activity, activity.lifecycleState == .CREATED {
      heldOutcome = deliver
      device.promptsAwaitingStart.append(self)
    } else {
      Handler(device.looper).post(deliver)
    }
    guard let paused = pausedActivity else { return }
    pausedActivity = nil
    Handler(device.looper).post { [device] in device.resumeFromPromptHost(paused) }
  }

  /// An unrecognized attempt (`onAuthenticationFailed`, posted): the prompt stays up for another try ("Called when a
  /// biometric is valid but not recognized", BiometricPrompt.AuthenticationCallback; high).
  func noteFailedAttempt() {
    let failed = onFailed
    Handler(device.looper).post { failed() }
  }

  /// Notes that the prompt reached the screen.
  func markShown() { wasShown = true }

  /// The outcome that came while the app's activity was stopped, until its next `onStart` (see ``finish(error:)``).
  private var heldOutcome: (() -> Void)?

  /// Whether the outcome held for `activity`'s next start is this prompt's.
  func holdsOutcome(for activity: Activity) -> Bool { heldOutcome != nil && self.activity === activity }

  /// The activity holding this prompt's outcome was relaunched for a configuration change made while it was stopped:
  /// the outcome now waits for `activity`, the new instance. androidx.biometric keeps it in a `BiometricViewModel`
  /// scoped to the activity (`BiometricFragment.connectViewModel` and `BiometricPrompt.init`:
  /// `new ViewModelProvider(activity).get(BiometricViewModel.class)`; androidx/androidx
  /// `biometric/biometric/src/main/java/androidx/biometric/`, read in the code corpus; high), which a configuration
  /// change does not clear (https://developer.android.com/topic/libraries/architecture/viewmodel : a view model
  /// survives configuration changes; high); the `BiometricFragment` is restored with the new activity's fragments and
  /// observes the same view model, so the error held in its `LiveData` reaches the app at the new instance's
  /// `onStart`. The client callback is the one the view model holds (the app's object; `setClientCallback` from the
  /// newest `BiometricPrompt` constructor). Process death clears it (the view model is not saved state).
  func rehost(to activity: Activity) {
    self.activity = activity
    wasRehosted = true
  }
  /// Whether the prompt's outcome passed to a relaunched instance of the activity that asked (``rehost(to:)``).
  public private(set) var wasRehosted = false

  /// `activity` starts again: the held outcome is posted to the main looper (the client executor), after the start's
  /// and the resume's callbacks; `atOnce`, it runs now (`onActivityResult`, before `onResume`).
  func deliverHeldOutcome(to activity: Activity, atOnce: Bool = false) {
    guard let deliver = heldOutcome, self.activity === activity else { return }
    heldOutcome = nil
    if atOnce { deliver() } else { Handler(device.looper).post(deliver) }
  }

  /// Makes the prompt's window: a scrim over the display and the panel at its bottom. From API 30 the window is
  /// `FLAG_SECURE` (`AuthContainerView.getLayoutParams`: `FLAG_HARDWARE_ACCELERATED | FLAG_SECURE`, full screen; API
  /// 28's `FingerprintDialogView` and 29's `BiometricDialogView` set only `FLAG_HARDWARE_ACCELERATED`; AOSP
  /// frameworks/base `packages/SystemUI/src/com/android/systemui/biometrics/`, read in the code corpus; high for the
  /// flag, medium-high for the release: an early API 30 revision of the file lacks it), so a screenshot while it shows
  /// is refused up to API 30 and black over the whole display from 31, as for any secure window.
  func makeWindow(display: DpRect, scrimShowsApp: Bool, secure: Bool) -> Window {
    let window = Window(
      label: "biometricPrompt", kind: nil, type: WindowManager.LayoutParams.TYPE_STATUS_BAR_SUB_PANEL,
      frame: display, owner: nil, decorRole: .none)
    if secure { window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }
    let scrim = View(context: nil, id: "scrim", role: .system, frame: nil)
    // `biometric_dialog_dim_color`, "50% black" (`0x80000000`; API 29 stacks it twice, about 75 %).
    scrim.setBackgroundColor(scrimShowsApp ? 0x8000_0000 : 0xFF00_0000)
    let panel = View(
      context: nil, id: "panel", role: .system,
      frame: DpRect(
        x: 0, y: display.height - Self.panelHeightDp, width: display.width, height: Self.panelHeightDp))
    panel.setBackgroundColor(0xFFFF_FFFF)
    window.decorView.addView(scrim)
    window.decorView.addView(panel)
    return window
  }
}
