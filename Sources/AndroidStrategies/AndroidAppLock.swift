import AndroidModel

/// One app lock of the parametric family
/// `android-lock[as=view|dialog|prompt,rearm=onCreate|onStart|onResume|onPause|onStop,in=baseActivity|launcherActivity]`
/// (with `as=prompt`, `prompt=hostActivity|androidxDeviceCredential|confirmCredential` says where it asks for the biometric prompt, and
/// `unlockOn=`/`repromptOn=` how its `onAuthenticationError` answers each error):
/// where the lock screen is drawn, when it is armed again, and which activities run its code. App code against the
/// model's window manager, so the platform decides what stacks above it and which activity a launch creates.
nonisolated public struct AndroidLockConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// Where the lock screen is drawn.
  public enum Surface: String, Hashable, Sendable, CaseIterable {
    /// An opaque view on the activity's content: inside the activity's window, below every dialog and popup window.
    case view
    /// A full-screen `Dialog`: a window of its own, above the windows of its layer attached before it and below the
    /// ones attached after it; popups (panels) are above it.
    case dialog
    /// No lock screen of the app's own: the lock asks for the system's ``BiometricPrompt`` when the activity resumes
    /// locked, and only its success (``AndroidEvent/biometricMatch``) unlocks; an error (the user's or the system's
    /// cancel, the lockout) leaves it locked, to ask again at the next resume, unless `unlockOn=` or `repromptOn=`
    /// names it. The prompt is SystemUI's window over the app, so the
    /// platform decides what of the app shows around it and in Recents.
    case prompt
    /// A destination of the activity's navigator (a Compose Navigation route, a Flutter route, a React Navigation
    /// screen) pushed over the app's screen when it locks and popped when it is passed. Back reaches the navigator,
    /// which pops it, unless the lock consumes Back (`back=handled`).
    case route
    /// An activity of its own (a `LockActivity`), started when an activity that runs the lock resumes locked and
    /// finished when it is passed. The start is asynchronous, so the protected activity resumes first; the lock
    /// activity is on top of the task, so Back finishes it and the activity below resumes (which starts it again).
    case activity
    /// A React Native lock component rendered from JavaScript when `AppState` changes: the listener runs on the JS
    /// thread after the lifecycle callback returned, and the native view is mounted (and later unmounted) by a task
    /// posted back to the UI thread, so the lock is due and drawn only once the main looper runs that task: after
    /// `onPause`, before the looper is idle again (as `rn-appstate-secure-flag`'s flag,
    /// https://github.com/wn-na/react-native-capture-protection/issues/80 ; medium-high). Otherwise a view, like `view`.
    case jsView
  }

  /// When the lock is armed again after the user passed it.
  public enum Rearm: String, Hashable, Sendable, CaseIterable {
    /// Only when an activity is created (`onCreate`): a cold start, a recreation, an activity started later; never
    /// on a return to a stopped activity.
    case onCreate
    /// In `onStart`: on the way back, before the first frame; the snapshot taken as the app left shows no lock.
    case onStart
    /// In `onResume`: the same, after `onStart`.
    case onResume
    /// In `onPause`.
    case onPause
    /// In `onStop`.
    case onStop
  }

  /// Which activities run the lock's code.
  public enum Scope: String, Hashable, Sendable, CaseIterable {
    /// A base class every activity of the app extends: each activity locks when created and rearms in its own hook.
    case baseActivity
    /// The launcher activity only (the one whose screens are the app's navigator's): an activity of its own that the
    /// app or an entry (a notification, widget, tile, shortcut or link, ``AndroidEvent/openEntry(_:)``) starts never
    /// runs the lock's code.
    case launcherActivity
  }

  /// Where the lock is drawn.
  public var surface: Surface
  /// When it is armed again.
  public var rearm: Rearm
  /// Whether the lock consumes Back while locked (an `OnBackPressedCallback`, Flutter's `PopScope(canPop: false)`,
  /// React Native's `BackHandler` where `ReactActivity` registers a callback, targetSdk 36+, react-native PR 51096;
  /// below that `BackHandler` rides on `onBackPressed()`, ``overridesOnBackPressed``); text `back=handled`, absent
  /// otherwise. A dialog lock gets Back before the
  /// activity does, so this does not change it.
  public var handlesBack: Bool
  /// Whether the lock consumes Back while locked by overriding `Activity.onBackPressed()` (or handling
  /// `KEYCODE_BACK` in `onKeyDown`), the way before AndroidX's dispatcher; text `back=onBackPressed`. The override runs
  /// before the dispatcher's callbacks, but from API 33 an app that opts in to `OnBackInvokedCallback`
  /// (``AndroidPlatformFlags/enableOnBackInvokedCallback``) never gets the call, so Back then reaches the navigator
  /// or the system (https://developer.android.com/reference/android/window/OnBackInvokedCallback ; high).
  public var overridesOnBackPressed = false
  /// What the lock's `onBackPressed()` override does with Back while locked (text `back=finish|moveTaskToBack`,
  /// ``BackReply``); `nil`: nothing of the kind.
  public var backReply: BackReply?
  /// Where a lock activity (`as=activity`) is started from (text `startIn=`, absent for the default `onResume`): the
  /// protected activity's `onCreate`, `onStart` or `onResume` while locked. From any of them the user sees no frame of
  /// the protected activity before the lock activity: `startActivity` is a synchronous call into the activity task
  /// manager that puts the new activity on top of the task, the protected one is hidden behind the opaque new one
  /// before the transition runs, and the transition waits for the new window's first draw, the starting window (the
  /// splash at a cold start, the task snapshot at a return from API 26, the theme below) showing meanwhile (AOSP
  /// `ActivityThread.handleResumeActivity`, `Activity.startActivityForResult`; the `lockActivityStart` row of
  /// `docs/model-behaviours.md`; medium-high). From `onCreate` it is started only when an activity is created: a return
  /// the rearm hook locks (`rearm=onStart|onResume`) starts none, and the activity shows locked.
  public var lockActivityStart: LockActivityStart = .onResume
  /// Where a lock activity is started from.
  public enum LockActivityStart: String, Hashable, Sendable, CaseIterable {
    /// `onCreate`: each creation only.
    case onCreate
    /// `onStart`: each start (a launch, a return from a stop).
    case onStart
    /// `onResume`: each resume (the default).
    case onResume
  }
  /// Where a prompt lock (`as=prompt`) asks for the biometric prompt: from the activity (SystemUI's window, the
  /// default, no text), from a translucent activity of its own (`prompt=hostActivity`, as plugins do), or through
  /// androidx.biometric with device credential allowed (`prompt=androidxDeviceCredential`: such an activity up to
  /// API 28), or through `KeyguardManager`'s credential confirmation started for a result (`prompt=confirmCredential`:
  /// Settings' translucent activity in the app's task, whose every cancel is `RESULT_CANCELED`). Decides which lifecycle callbacks the prompt gives the activity (``BiometricPrompt/Host``).
  public var promptHost: BiometricPrompt.Host
  /// When a prompt lock asks for the prompt while locked: in `onResume` (the default, no text), or when its window
  /// gains focus (`askOn=windowFocus`: `onWindowFocusChanged(true)`, React Native's Android-only `AppState` `focus`
  /// event, https://reactnative.dev/docs/appstate ), which SystemUI's own prompt takes and gives back.
  public var asksOnWindowFocus: Bool
  /// The lock screen's own entry (`as=view` only): none (the family's first members, passed by an app call alone),
  /// `entry=keypad` (a PIN field that takes focus, an editable `numberPassword` `EditText`, above a keypad of the
  /// lock's own at the bottom of the screen), or `entry=displayOnlyKeypad` (the same with a `TYPE_NULL` field, which is
  /// no text editor for the input method).
  public var entry: Entry?
  /// A lock screen's own entry.
  public enum Entry: String, Hashable, Sendable, CaseIterable {
    /// An editable PIN field with focus above the lock's keypad.
    case keypad
    /// A display-only (`TYPE_NULL`) PIN field above the lock's keypad.
    case displayOnlyKeypad
  }
  /// Which activities run it, or `nil` for the family's first members, which run in the one-screen banking app (the
  /// scope matters only with several activities; a member that names one runs in ``AndroidAppDescription/wallet``).
  public var scope: Scope?

  /// How an authentication the prompt ended without a match ended, as a prompt lock's `onAuthenticationError` sees
  /// it (the code's name). When each can come is the platform's: ``BiometricPrompt``, `AndroidDevice+BiometricPrompt`.
  public enum Outcome: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `BIOMETRIC_ERROR_USER_CANCELED`: the user pressed Back (or touched outside the panel).
    case userCanceled
    /// `BIOMETRIC_ERROR_NEGATIVE_BUTTON`: the user tapped the prompt's negative button.
    case negativeButton
    /// `BIOMETRIC_ERROR_CANCELED`: the system cancelled the prompt (the app left the front, another prompt took its
    /// place, or the prompt's host activity could not start).
    case canceled
    /// `BIOMETRIC_ERROR_LOCKOUT`: the fifth failed attempt in a row, or a request during the lockout.
    case lockout
    /// `BIOMETRIC_ERROR_HW_UNAVAILABLE`: a transient hardware or system error (``AndroidEvent/biometricError(_:)``).
    case hwUnavailable
    /// `BIOMETRIC_ERROR_LOCKOUT_PERMANENT`: biometrics disabled until the device credential is entered; every request
    /// ends with it at once meanwhile.
    case lockoutPermanent
    /// `BIOMETRIC_ERROR_NO_BIOMETRICS`: no biometric enrolled (``AndroidEvent/removeDeviceSecurity(_:)``); every
    /// request ends with it at once.
    case noBiometrics
    /// `BIOMETRIC_ERROR_NO_DEVICE_CREDENTIAL`: the device credential was allowed and the device has no screen lock.
    case noDeviceCredential
    /// `RESULT_CANCELED` in `onActivityResult` (`prompt=confirmCredential`): the credential confirmation ended without
    /// a match, for the user's cancel, the system's cancel and the app's leave alike (``BiometricPrompt/Host``).
    case resultCanceled

    /// The outcome of error `code`, or `nil` for a code the model never sends.
    public init?(code: Int) {
      switch code {
      case BiometricPrompt.BIOMETRIC_ERROR_USER_CANCELED: self = .userCanceled
      case BiometricPrompt.BIOMETRIC_ERROR_NEGATIVE_BUTTON: self = .negativeButton
      case BiometricPrompt.BIOMETRIC_ERROR_CANCELED: self = .canceled
      case BiometricPrompt.BIOMETRIC_ERROR_LOCKOUT: self = .lockout
      case BiometricPrompt.BIOMETRIC_ERROR_HW_UNAVAILABLE: self = .hwUnavailable
      case BiometricPrompt.BIOMETRIC_ERROR_LOCKOUT_PERMANENT: self = .lockoutPermanent
      case BiometricPrompt.BIOMETRIC_ERROR_NO_BIOMETRICS: self = .noBiometrics
      case BiometricPrompt.BIOMETRIC_ERROR_NO_DEVICE_CREDENTIAL: self = .noDeviceCredential
      default: return nil
      }
    }

    /// Whether the user's own act ended the prompt (the app's reply to it is then the app's alone).
    public var isUsers: Bool { self == .userCanceled || self == .negativeButton || self == .lockout }

    /// Whether a request made after this error ends at once with the same error, while the device's state lasts
    /// (asking again at once is a busy loop): the timed lockout and the device's lasting states.
    public var endsNextRequestAtOnce: Bool {
      self == .lockout || self == .lockoutPermanent || self == .noBiometrics || self == .noDeviceCredential
    }

    /// The error's code name, `ERROR_NO_BIOMETRICS`.
    public var codeName: String {
      switch self {
      case .userCanceled: "ERROR_USER_CANCELED"
      case .negativeButton: "ERROR_NEGATIVE_BUTTON"
      case .canceled: "ERROR_CANCELED"
      case .lockout: "ERROR_LOCKOUT"
      case .hwUnavailable: "ERROR_HW_UNAVAILABLE"
      case .lockoutPermanent: "ERROR_LOCKOUT_PERMANENT"
      case .noBiometrics: "ERROR_NO_BIOMETRICS"
      case .noDeviceCredential: "ERROR_NO_DEVICE_CREDENTIAL"
      case .resultCanceled: "RESULT_CANCELED"
      }
    }

    public static func < (a: Outcome, b: Outcome) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }
  /// Errors a prompt lock's `onAuthenticationError` takes as a pass (text `unlockOn=` with names joined by `+`,
  /// absent when none): the app stops asking and shows itself, while the promise stands (iOS's `unlockOn=`; a cancel
  /// handled as success, https://github.com/aeharding/voyager/issues/1075 's kind). Default none: an error leaves
  /// the lock due, to ask again at the next resume.
  public var unlocksOn: Set<Outcome> = []
  /// Errors after which a prompt lock's `onAuthenticationError` asks for the prompt again at once (text
  /// `repromptOn=`, absent when none; GoldWallet's "biometric Cancel event lead to launch biometric again and again",
  /// https://github.com/bitcoinvault/GoldWallet/pull/752 ). Never `lockout`: a request during the lockout ends at
  /// once with the same error, a busy loop. Default none.
  public var repromptsOn: Set<Outcome> = []
  /// How a prompt-released lock's `onAuthenticationError` answers an error neither ``unlocksOn`` nor ``repromptsOn``
  /// names (text `onError=`, absent for ``ErrorReply/none``).
  public var onError: ErrorReply = .none
  /// A prompt-released lock's reply to an error (the app's `onAuthenticationError`).
  public enum ErrorReply: String, Hashable, Sendable, CaseIterable {
    /// Nothing: the lock stays due and asks again at its next callback (the family's first members).
    case none
    /// Asks for the prompt again at once (`authenticate` from `onAuthenticationError`): after the user's cancel a
    /// `reauth-loop`; after an error that ends every request at once a busy loop, which the model cuts after one
    /// request more.
    case reask
    /// `finish()` the activity: the app leaves (the root activity finishes; the user is on the home screen).
    case exit
    /// An unhandled exception in the app's callback: the process crashes (the `crash` invariant, naming the app's
    /// code).
    case crash
    /// Shows the app's own PIN keypad (a display-only field above a keypad of its own), passed by the user's PIN
    /// (``AndroidEvent/appCall(_:)`` `unlock`).
    case fallback
  }
  /// Where a prompt lock asks: `onResume` (the default), `onWindowFocusChanged(true)` (``asksOnWindowFocus``), or
  /// (`askOn=onStop`) at an activity's first resume after its creation (the cold start) and then in `onStop`, as a
  /// lock that locks and asks as the app goes to the background does. From `onStop` (after `super.onStop()`)
  /// androidx.biometric refuses the request ("Unable to start authentication. Called after
  /// onSaveInstanceState()."), so no return shows a prompt.
  public var asksOnStop = false
  /// Whether a prompt-released lock asks for the prompt when its code locks, and only then (text `askOn=lockShown`):
  /// as its lock screen is drawn (or, `as=prompt`, as it locks), in the rearm hook, an activity's creation or the idle
  /// timer, never from a `onResume` that finds it already locked. The request follows the activity's state when it is
  /// made: from `onCreate` androidx.biometric accepts it (`FragmentManager.dispatchCreate` clears `mStateSaved` and
  /// `mStopped`, so `isStateSaved()` is false) and the prompt comes as the activity starts (the model asks at its first
  /// resume); from `onPause` it shows and the system cancels it as the app leaves (`BIOMETRIC_ERROR_CANCELED`, held
  /// until the next `onStart`); from `onStop` it is refused ("Called after onSaveInstanceState()"). So once a prompt
  /// is cancelled, only a return whose hook draws the lock again (`rearm=onStart|onResume`) asks; a lock that draws
  /// itself only as the app leaves (`rearm=onPause|onStop`) or at creation leaves its lock screen with no prompt
  /// (``AndroidPromptRelease``, `unlock-blocked`). App code: the "show the lock, then ask" order of apps whose lock
  /// screen starts the prompt as it comes up.
  public var asksWhenLockShown = false
  /// Whether the lock screen (`unlockBy=prompt`) has a button of its own that asks for the prompt (text
  /// `button=prompt`: "Use fingerprint", "Unlock"), the user's tap being ``AndroidEvent/appCall(_:)`` `authenticate`.
  /// A tap in front is always a route to a prompt, unless the device ends every request at once
  /// (``AndroidDevice/biometricRequestError(host:)``); whether other windows cover the button is not judged.
  public var asksFromButton = false
  /// Whether the lock screen (`as=view`, or the lock route, `as=route`) is taken down by the system's biometric
  /// prompt, which the lock asks for as a prompt lock does (text `unlockBy=prompt`): its success passes the lock; the
  /// screen has no entry of its own unless `onError=fallback` draws one. A lock route is pushed by the rearm hook, so
  /// with `rearm=onStop` the app navigates to its lock while stopped.
  public var releasesByPrompt = false
  /// The app's gate before it asks (text `gate=deviceCredential,validity=N`): a Keystore key made with
  /// `setUserAuthenticationValidityDurationSeconds(N)` (`setUserAuthenticationParameters(N, …)` from API 30) that the
  /// lock tries first; when the user authenticated to the device (the keyguard, or a prompt) within N seconds the key
  /// works and the lock passes with no prompt (``AndroidKeyStore``). `nil`: no gate.
  public var gateValidity: Double?
  /// Where the lock's code constructs its `BiometricPrompt`, and so whose `AuthenticationCallback` the outcome reaches
  /// after the activity is relaunched under the prompt (text `promptMade=onCreate|onAsk`; absent: the family's first
  /// members, whose callback is the process's lock object). Named only, never enumerated.
  public var promptMadeIn: PromptMade?
  /// Where the lock's code constructs its `BiometricPrompt`. androidx.biometric keeps the callback of the last
  /// `BiometricPrompt` constructed in the activity-scoped view model ("only the callback registered with the last
  /// created instance will be saved and receive authentication results"), and the prompt "will persist across
  /// configuration changes"; "to persist authentication across configuration changes, developers should (re)create
  /// the prompt every time the activity/fragment is created ... (e.g. in `onCreate()`)", so that "the ongoing
  /// authentication session's callbacks [are] received by the new fragment/activity instance"
  /// (https://developer.android.com/reference/androidx/biometric/BiometricPrompt , class overview; androidx.biometric
  /// 1.1+, API 28+ prompts; high). The framework class has no such re-registration: its callback is the object passed
  /// to `authenticate` (https://developer.android.com/reference/android/hardware/biometrics/BiometricPrompt ; high).
  public enum PromptMade: String, Hashable, Sendable, CaseIterable {
    /// In every `onCreate`, with a callback of the new instance, as androidx documents: the outcome of a prompt that
    /// outlived a relaunch reaches the new instance (the same verdicts as the process's callback).
    case onCreate
    /// Where the code asks, with a callback of the asking activity (an inner class acting on its own instance: its
    /// lock screen, its record of the pass). A relaunch under the prompt leaves the outcome to the destroyed
    /// instance's callback: the new instance, which drew its own lock in `onCreate` and asks nothing while a prompt
    /// is in progress, stays locked with no prompt. The framework `BiometricPrompt` behaves so whatever the code.
    case onAsk
  }
  /// The Keystore key the lock's prompt unlocks (text `key=invalidatedByEnrollment|keptOnEnrollment`; absent: no
  /// `CryptoObject`): a key made when the user turned the biometric unlock on (before the trace) with
  /// `setUserAuthenticationRequired(true)` and no validity duration, whose `Cipher` the code initializes before each
  /// `authenticate` to pass it in a `CryptoObject`. When the key was invalidated (``AndroidKeyStore``:
  /// `setInvalidatedByBiometricEnrollment` true or false, the screen lock removed) `Cipher.init` throws
  /// `KeyPermanentlyInvalidatedException` and no prompt is asked; the code's `onError=` replies to it (nothing; `exit`;
  /// `crash`: the exception unhandled; `fallback`: the app's own keypad, "re-enable the fingerprint unlock"). Named
  /// only, never enumerated.
  public var cryptoKey: CryptoKey?
  /// How the lock's key was made (`setInvalidatedByBiometricEnrollment`, API 24+).
  public enum CryptoKey: String, Hashable, Sendable, CaseIterable {
    /// The default (`true`): a new enrolment or the last biometric removed invalidates the key.
    case invalidatedByEnrollment
    /// `setInvalidatedByBiometricEnrollment(false)`: only the screen lock's removal invalidates it.
    case keptOnEnrollment
  }
  /// Whether the lock asks for the biometric prompt: `as=prompt`, or a lock screen released by it.
  public var asksForPrompt: Bool { surface == .prompt || releasesByPrompt }

  /// Seconds away before a return locks again (text `grace=N`, absent when 0; only with `rearm=onStart|onResume`, the
  /// return's hooks): the time is stored when an activity running the lock stops (`onStop`) and the rearm hook locks
  /// only once that many seconds have passed on the device's clock (iOS's `grace=`; app code: the common "lock after
  /// N seconds in the background" setting). A pause that stops nothing (a prompt's host activity) stores no time.
  public var grace: Double = 0
  /// Where the grace's clock starts (text `graceFrom=`, absent when not named: `onStop`, and the lock promises no
  /// interval). Named, the lock promises "``grace`` seconds away" (``AndroidLockTimerPromise/away``). Only with a grace.
  public var graceFrom: GraceStart?
  /// Which clock the stored time is read on (text `clock=`, absent when not named: `elapsed`). Only with a grace.
  public var clock: Clock?
  /// The app's auto-lock timer in front (text `idle=N`, seconds; `nil`: none): a `Handler.postDelayed` of N seconds on
  /// the main looper, posted at the unlock (and again at each `onUserInteraction` with ``idleFrom`` `interaction`),
  /// that locks the activity in front when it runs. The lock then promises "N seconds without interaction"
  /// (``AndroidLockTimerPromise/idle``). Its time base is `uptimeMillis`, so deep sleep delays it
  /// (``AndroidPlatformFlags/screenOffDeepSleeps``). Only with `as=view|dialog|route|jsView`.
  public var idle: Double?
  /// What the idle timer counts from. Default ``IdleStart/interaction``; only with ``idle``.
  public var idleFrom: IdleStart = .interaction
  /// The lock timeout the user chose in the app's settings (text `userSetting=`, absent when not named): the promise
  /// `lock-bypass` and `needless-lock` judge, apart from the code's rearm hook, grace and clock, which implement it
  /// (``AndroidLockSetting``). Named only, never enumerated.
  public var userSetting: AndroidLockSetting?
  /// Where the lock's code keeps "locked" (text `state=`, absent for the family's first members, whose lock state is
  /// the process's and whose `onCreate` locks every creation): a named store makes `onCreate` lock only a fresh start
  /// (`savedInstanceState == null`) and read the store when the activity is made from saved state (a relaunch for a
  /// configuration change, or a restore after the process died with its task). What each store keeps is the
  /// platform's (``LockState``); that a store starts unlocked until the code locks it is the word's meaning.
  public var lockState: LockState?
  /// Where the lock's "locked" is kept, and what survives what
  /// (https://developer.android.com/topic/libraries/architecture/saving-states : a `ViewModel` survives a configuration
  /// change and not a system-initiated process death; the saved instance state survives both; an activity's fields
  /// neither, https://developer.android.com/guide/topics/resources/runtime-changes ; high).
  public enum LockState: String, Hashable, Sendable, CaseIterable {
    /// A field of the activity instance, not saved: a recreated or restored instance starts unlocked.
    case field
    /// The activity's saved instance state (`onSaveInstanceState`, after `onStop` from API 28): restored as saved.
    case savedState
    /// An activity-scoped `ViewModel`: kept across a relaunch; a new process's view model starts unlocked.
    case viewModel
  }
  /// The app's "lock on app close" code (text `closeLock=onDestroy`, absent when none): the lock keeps whether it is
  /// locked in `SharedPreferences` (a new process reads it instead of starting locked: an unlock outlives the process)
  /// and stores "locked" again in an activity's `onDestroy` when `isFinishing()` (Back on the root up to API 30,
  /// `finish()`), as apps offering "lock when the app is closed" write it. Whether `onDestroy` runs when the user
  /// closes the app from Recents is the platform's answer (``AndroidEvent/removeTask``,
  /// ``AndroidPlatformFlags/removedTaskGetsOnDestroy``). Named only, never enumerated.
  public var closeLock: CloseLock?
  /// Where the code turns the lock on in a process (text `enabledIn=activity|application`, absent: every process
  /// locks, the family's first members): ``EnabledIn``. Named only, never enumerated.
  public var enabledIn: EnabledIn?
  /// Where the code stamps the last-active time its timeout is read from (text `lastActive=everyActivity|notLockActivity`,
  /// absent: the family's stored leave, kept in the process): ``LastActive``. Only with `as=activity`, `rearm=onResume`
  /// and `grace=N`. Named only, never enumerated.
  public var lastActive: LastActive?
  /// Whether the code also locks from an `Intent.ACTION_SCREEN_OFF` receiver (text `receiver=screenOff`): each activity
  /// that runs the lock registers one in `onCreate` (`Context.registerReceiver`, the only way: the broadcast is sent
  /// with `FLAG_RECEIVER_REGISTERED_ONLY`, "you cannot receive this through components declared in manifests",
  /// https://developer.android.com/reference/android/content/Intent#ACTION_SCREEN_OFF ; high), dropped with the activity
  /// at `onDestroy`, and its `onReceive` locks that activity. When the broadcast reaches a live process is the
  /// platform's (``AndroidDevice`` screen off). Named only, never enumerated.
  public var rearmsOnScreenOff = false
  /// A section lock (text `section=S,sectionAsk=navigation|onCreate`; ``Section``), or `nil`: the whole app's lock.
  public var section: Section?
  /// How the lock's code reads the lock timeout the user changes in the app's own settings screen (text
  /// `settings=live|launch`, absent when none; only with `userSetting=immediately|afterN|never` and
  /// `rearm=onStart|onResume`, no `grace=`): the app answers the calls ``AndroidLockSettingCall`` names and keeps the
  /// choice in `SharedPreferences`; the user's choice is the promise, and the code's grace is the choice it read:
  /// at each decision (`live`) or once per process, at its start (`launch`, a verdict by construction). iOS's
  /// `settings=`. Named only, never enumerated.
  public var settings: SettingsRead?
  /// How the lock's code reads the user's lock timeout.
  public enum SettingsRead: String, Hashable, Sendable, CaseIterable {
    /// At each decision: a change applies at once.
    case live
    /// Once per process, at its start: a change applies only in a new process.
    case launch
  }
  /// Where the app's "lock on app close" code stores the lock.
  public enum CloseLock: String, Hashable, Sendable, CaseIterable {
    /// An activity's `onDestroy` with `isFinishing()`.
    case onDestroy
  }

  /// Where the grace's clock starts.
  public enum GraceStart: String, Hashable, Sendable, CaseIterable {
    /// `onStop` of an activity running the lock (the default's behaviour, named).
    case onStop
    /// `onPause`: a dialog-themed activity or a permission dialog over the app pauses it without a leave, and a return
    /// after the grace locks although the user never left.
    case onPause
    /// The unlock: a return is due once the grace passed since the unlock, however short the trip out (the timer
    /// "starts when the app is unlocked", https://github.com/mozilla-lockwise/lockwise-ios/issues/812 's kind).
    case unlock
  }

  /// The clock the stored time is read on.
  public enum Clock: String, Hashable, Sendable, CaseIterable {
    /// `SystemClock.elapsedRealtime()`: counts deep sleep (the right clock for "N seconds away").
    case elapsed
    /// `SystemClock.uptimeMillis()`: stops in deep sleep, so time away with the screen off does not count
    /// (``Looper/uptime``).
    case uptime
  }

  /// What the idle timer counts from.
  public enum IdleStart: String, Hashable, Sendable, CaseIterable {
    /// The unlock and every `onUserInteraction`: the timer is posted again at each.
    case interaction
    /// The unlock only: the lock asks while the user is using the app
    /// (https://github.com/mozilla-lockwise/lockwise-ios/issues/405 's kind).
    case unlock
  }

  /// The intervals the member promises (`idle=`, and the grace once `graceFrom=` or `clock=` is named), or `nil`.
  public var timerPromise: AndroidLockTimerPromise? {
    if let userSetting {
      var promise = AndroidLockTimerPromise(idle: idle, away: userSetting.away)
      promise.setting = userSetting
      return promise
    }
    guard idle != nil || graceFrom != nil || clock != nil else { return nil }
    return AndroidLockTimerPromise(idle: idle, away: grace > 0 && (graceFrom != nil || clock != nil) ? grace : nil)
  }

  /// A configuration.
  public init(
    surface: Surface, rearm: Rearm, scope: Scope? = nil, handlesBack: Bool = false,
    promptHost: BiometricPrompt.Host = .systemWindow, asksOnWindowFocus: Bool = false, entry: Entry? = nil,
    unlocksOn: Set<Outcome> = [], repromptsOn: Set<Outcome> = [], grace: Double = 0
  ) {
    self.grace = grace
    self.unlocksOn = unlocksOn
    self.repromptsOn = repromptsOn
    self.entry = entry
    self.promptHost = promptHost
    self.asksOnWindowFocus = asksOnWindowFocus
    self.surface = surface
    self.rearm = rearm
    self.scope = scope
    self.handlesBack = handlesBack
  }

  /// The text form's prefix.
  public static let prefix = "android-lock"
  /// The syntax, for messages and listings.
  public static let syntax =
    "android-lock[as=view|dialog|prompt|route|activity|jsView,rearm=onCreate|onStart|onResume|onPause|onStop"
    + "(,in=baseActivity|launcherActivity)(,back=handled|onBackPressed|finish|moveTaskToBack)(,startIn=onCreate|onStart|onResume)(,unlockBy=prompt)"
    + "(,prompt=hostActivity|androidxDeviceCredential|confirmCredential)(,askOn=windowFocus|onStop|lockShown)(,button=prompt)"
    + "(,unlockOn=userCanceled|negativeButton|canceled|lockout|hwUnavailable|lockoutPermanent|noBiometrics"
    + "|noDeviceCredential[+...])(,repromptOn=userCanceled|negativeButton|canceled|hwUnavailable[+...])"
    + "(,onError=none|reask|exit|crash|fallback)(,gate=deviceCredential,validity=N)(,promptMade=onCreate|onAsk)"
    + "(,key=invalidatedByEnrollment|keptOnEnrollment)"
    + "(,entry=keypad|displayOnlyKeypad)(,grace=N(,graceFrom=onStop|onPause|unlock)(,clock=elapsed|uptime))"
    + "(,idle=N(,idleFrom=interaction|unlock))(,closeLock=onDestroy)(,state=field|savedState|viewModel)"
    + "(,userSetting=immediately|afterN|onRestart|onScreenLock|never(,settings=live|launch))"
    + "(,enabledIn=activity|application)(,lastActive=everyActivity|notLockActivity)(,receiver=screenOff)"
    + "(,section=card|settings,sectionAsk=navigation|onCreate)]"

  /// `android-lock[as=dialog,rearm=onStop]`, with `,in=…` when a scope is named and `,back=handled`.
  public var description: String {
    "\(Self.prefix)[as=\(surface.rawValue),rearm=\(rearm.rawValue)" + (scope.map { ",in=\($0.rawValue)" } ?? "")
      + (handlesBack ? ",back=handled" : "") + (overridesOnBackPressed ? ",back=onBackPressed" : "")
      + (backReply.map { ",back=\($0.rawValue)" } ?? "")
      + (lockActivityStart == .onResume ? "" : ",startIn=\(lockActivityStart.rawValue)")
      + (releasesByPrompt ? ",unlockBy=prompt" : "")
      + (promptHost == .systemWindow ? "" : ",prompt=\(promptHost.rawValue)")
      + (asksOnWindowFocus ? ",askOn=windowFocus" : "") + (asksOnStop ? ",askOn=onStop" : "")
      + (asksWhenLockShown ? ",askOn=lockShown" : "") + (asksFromButton ? ",button=prompt" : "")
      + Self.outcomesText("unlockOn", unlocksOn) + Self.outcomesText("repromptOn", repromptsOn)
      + (onError == .none ? "" : ",onError=\(onError.rawValue)")
      + (gateValidity.map { ",gate=deviceCredential,validity=\(Self.seconds($0))" } ?? "")
      + (promptMadeIn.map { ",promptMade=\($0.rawValue)" } ?? "") + (cryptoKey.map { ",key=\($0.rawValue)" } ?? "")
      + (entry.map { ",entry=\($0.rawValue)" } ?? "")
      + (grace > 0 ? ",grace=\(Self.seconds(grace))" : "") + (graceFrom.map { ",graceFrom=\($0.rawValue)" } ?? "")
      + (clock.map { ",clock=\($0.rawValue)" } ?? "") + (idle.map { ",idle=\(Self.seconds($0))" } ?? "")
      + (idle != nil && idleFrom != .interaction ? ",idleFrom=\(idleFrom.rawValue)" : "")
      + (closeLock.map { ",closeLock=\($0.rawValue)" } ?? "") + (userSetting.map { ",userSetting=\($0)" } ?? "")
      + (settings.map { ",settings=\($0.rawValue)" } ?? "") + (lockState.map { ",state=\($0.rawValue)" } ?? "")
      + (enabledIn.map { ",enabledIn=\($0.rawValue)" } ?? "") + (lastActive.map { ",lastActive=\($0.rawValue)" } ?? "")
      + (rearmsOnScreenOff ? ",receiver=screenOff" : "")
      + (section.map { ",section=\($0.name),sectionAsk=\($0.ask.rawValue)" } ?? "") + "]"
  }

  /// `30`, or `2.5`: seconds as the text form writes them.
  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private static func outcomesText(_ key: String, _ outcomes: Set<Outcome>) -> String {
    outcomes.isEmpty ? "" : ",\(key)=" + outcomes.sorted().map(\.rawValue).joined(separator: "+")
  }

  /// The prompt's cancels that the credential confirmation turns into `RESULT_CANCELED`.
  static let cancelsHiddenByResult: Set<Outcome> = [.userCanceled, .negativeButton, .canceled]

  /// `a+b` as outcomes, or `nil` when a name is unknown or repeated.
  private static func outcomes(_ text: String) -> Set<Outcome>? {
    var out: Set<Outcome> = []
    for name in text.split(separator: "+", omittingEmptySubsequences: false) {
      guard let outcome = Outcome(rawValue: String(name)), out.insert(outcome).inserted else { return nil }
    }
    return out
  }

  /// Whether the lock's code runs in `activity`'s callbacks.
  @MainActor public func runs(in activity: Activity) -> Bool {
    if scope != .launcherActivity { return true }
    return activity.isLauncherActivity
  }

  /// Parses the text form (keys in any order; `as` and `rearm` required, `in`, `back` and, with `as=prompt`, `prompt`
  /// optional; `prompt=systemWindow` is the default's canonical absence), or `nil` (``init(validating:)`` says why).
  public init?(parsing text: String) {
    guard let parsed = try? Self(validating: text) else { return nil }
    self = parsed
  }

  /// Parses the text form, as ``init(parsing:)``.
  ///
  /// - Throws: ``AndroidFamilyNameError`` naming the first part that is not understood: an empty part, a key given
  ///   twice or unknown, a value the key does not take, a key of another surface (`prompt=` without `as=prompt`), or a
  ///   missing `as` or `rearm`.
  public init(validating text: String) throws(AndroidFamilyNameError) {
    let values = try AndroidFamilyNameError.parts(
      of: text, prefix: Self.prefix,
      keys: [
        "as", "rearm", "in", "back", "prompt", "askOn", "entry", "unlockOn", "repromptOn", "grace", "graceFrom",
        "clock", "idle", "idleFrom", "unlockBy", "onError", "gate", "validity", "startIn", "userSetting", "closeLock",
        "settings", "state", "button", "promptMade", "key", "enabledIn", "lastActive", "receiver", "section",
        "sectionAsk",
      ])
    func fail(_ key: String, _ reason: String) -> AndroidFamilyNameError {
      AndroidFamilyNameError(text: text, reason: "'\(key)=\(values[key] ?? "")': \(reason)")
    }
    let surface: Surface = try AndroidFamilyNameError.value("as", in: values, of: text)
    let rearm: Rearm = try AndroidFamilyNameError.value("rearm", in: values, of: text)
    let scope: Scope? = values["in"] == nil ? nil : try AndroidFamilyNameError.value("in", in: values, of: text)
    if let back = values["back"], !["handled", "onBackPressed", "finish", "moveTaskToBack"].contains(back) {
      throw fail("back", "expected back=handled|onBackPressed|finish|moveTaskToBack")
    }
    if values["startIn"] != nil, surface != .activity { throw fail("startIn", "only with as=activity") }
    let lockActivityStart: LockActivityStart =
      values["startIn"] == nil ? .onResume : try AndroidFamilyNameError.value("startIn", in: values, of: text)
    if let unlockBy = values["unlockBy"] {
      guard unlockBy == "prompt" else { throw fail("unlockBy", "expected unlockBy=prompt") }
      guard surface == .view || surface == .route else { throw fail("unlockBy", "only with as=view|route") }
    }
    let asksForPrompt = surface == .prompt || values["unlockBy"] != nil
    for key in ["prompt", "askOn", "onError", "gate", "promptMade", "key"] where values[key] != nil && !asksForPrompt {
      throw fail(key, "only with as=prompt or unlockBy=prompt")
    }
    let promptHost: BiometricPrompt.Host = try AndroidFamilyNameError.value(
      "prompt", in: values, of: text, fallback: .systemWindow,
      // androidx.biometric's biometric-only prompt is the scripts' (`authenticate(androidx)`), not yet the family's.
      allowed: BiometricPrompt.Host.allCases.filter { $0 != .systemWindow && $0 != .androidx })
    if let askOn = values["askOn"], askOn != "windowFocus", askOn != "onStop", askOn != "lockShown" {
      throw fail("askOn", "expected askOn=windowFocus|onStop|lockShown")
    }
    let onError: ErrorReply =
      values["onError"] == nil ? .none : try AndroidFamilyNameError.value("onError", in: values, of: text)
    var gateValidity: Double?
    if let gate = values["gate"] {
      guard gate == "deviceCredential" else { throw fail("gate", "expected gate=deviceCredential") }
      guard let raw = values["validity"], let seconds = AndroidFamilyNumber.decimal(raw), seconds > 0, seconds <= 3600
      else {
        throw fail("gate", "needs validity=N seconds, 0 < N <= 3600")
      }
      gateValidity = seconds
    } else if values["validity"] != nil {
      throw fail("validity", "only with gate=deviceCredential")
    }
    var unlocksOn: Set<Outcome> = []
    if let raw = values["unlockOn"] {
      guard asksForPrompt else { throw fail("unlockOn", "only with as=prompt or unlockBy=prompt") }
      guard let parsed = Self.outcomes(raw) else {
        throw fail(
          "unlockOn", "expected unlockOn=" + Outcome.allCases.map(\.rawValue).joined(separator: "|") + "[+...]")
      }
      unlocksOn = parsed
    }
    var repromptsOn: Set<Outcome> = []
    if let raw = values["repromptOn"] {
      guard asksForPrompt else { throw fail("repromptOn", "only with as=prompt or unlockBy=prompt") }
      guard let parsed = Self.outcomes(raw), !parsed.contains(where: \.endsNextRequestAtOnce) else {
        throw fail("repromptOn", "expected repromptOn=userCanceled|negativeButton|canceled|hwUnavailable[+...]")
      }
      repromptsOn = parsed
    }
    if let both = unlocksOn.intersection(repromptsOn).min() {
      throw fail("repromptOn", "'\(both.rawValue)' is in unlockOn= too (one reply per outcome)")
    }
    // onActivityResult sees RESULT_OK or RESULT_CANCELED only; the prompt's own cancels never reach it.
    for (key, named) in [("unlockOn", unlocksOn), ("repromptOn", repromptsOn)] {
      if promptHost == .confirmCredential,
        let error = named.sorted().first(where: { Self.cancelsHiddenByResult.contains($0) })
      {
        throw fail(key, "'\(error.rawValue)' never reaches onActivityResult with prompt=confirmCredential")
      }
      if promptHost != .confirmCredential, named.contains(.resultCanceled) {
        throw fail(key, "resultCanceled only with prompt=confirmCredential")
      }
    }
    if values["entry"] != nil, surface != .view { throw fail("entry", "only with as=view") }
    let entry: Entry? = values["entry"] == nil ? nil : try AndroidFamilyNameError.value("entry", in: values, of: text)
    var grace = 0.0
    if let raw = values["grace"] {
      guard rearm == .onStart || rearm == .onResume else { throw fail("grace", "only with rearm=onStart|onResume") }
      guard let seconds = AndroidFamilyNumber.decimal(raw), seconds > 0, seconds <= 3600 else {
        throw fail("grace", "expected grace=N seconds, 0 < N <= 3600")
      }
      grace = seconds
    }
    for key in ["graceFrom", "clock"] where values[key] != nil && grace == 0 {
      throw fail(key, "only with a grace (grace=N)")
    }
    let graceFrom: GraceStart? =
      values["graceFrom"] == nil ? nil : try AndroidFamilyNameError.value("graceFrom", in: values, of: text)
    let clock: Clock? = values["clock"] == nil ? nil : try AndroidFamilyNameError.value("clock", in: values, of: text)
    var idle: Double?
    if let raw = values["idle"] {
      guard [.view, .dialog, .route, .jsView].contains(surface) else {
        throw fail("idle", "only with as=view|dialog|route|jsView")
      }
      guard let seconds = AndroidFamilyNumber.decimal(raw), seconds > 0, seconds <= 3600 else {
        throw fail("idle", "expected idle=N seconds, 0 < N <= 3600")
      }
      idle = seconds
    }
    if values["idleFrom"] != nil, idle == nil { throw fail("idleFrom", "only with an idle timer (idle=N)") }
    var userSetting: AndroidLockSetting?
    if let raw = values["userSetting"] {
      guard let parsed = AndroidLockSetting(raw) else {
        throw fail("userSetting", "expected userSetting=\(AndroidLockSetting.syntax) (N: 1 to 86400 seconds)")
      }
      userSetting = parsed
    }
    let idleFrom: IdleStart =
      values["idleFrom"] == nil ? .interaction : try AndroidFamilyNameError.value("idleFrom", in: values, of: text)
    self.init(
      surface: surface, rearm: rearm, scope: scope, handlesBack: values["back"] == "handled", promptHost: promptHost,
      asksOnWindowFocus: values["askOn"] != nil, entry: entry, unlocksOn: unlocksOn, repromptsOn: repromptsOn,
      grace: grace)
    self.overridesOnBackPressed = values["back"] == "onBackPressed"
    self.backReply = values["back"].flatMap(BackReply.init(rawValue:))
    self.lockActivityStart = lockActivityStart
    self.graceFrom = graceFrom
    self.clock = clock
    self.idle = idle
    self.idleFrom = idleFrom
    self.releasesByPrompt = values["unlockBy"] != nil
    self.asksOnWindowFocus = values["askOn"] == "windowFocus"
    self.asksOnStop = values["askOn"] == "onStop"
    self.asksWhenLockShown = values["askOn"] == "lockShown"
    if let button = values["button"] {
      guard button == "prompt" else { throw fail("button", "expected button=prompt") }
      guard values["unlockBy"] != nil else { throw fail("button", "only with unlockBy=prompt") }
      self.asksFromButton = true
    }
    self.onError = onError
    self.gateValidity = gateValidity
    if values["promptMade"] != nil {
      guard promptHost == .systemWindow || promptHost == .androidxDeviceCredential else {
        throw fail("promptMade", "not with prompt=hostActivity|confirmCredential (their activity hosts the request)")
      }
      self.promptMadeIn = try AndroidFamilyNameError.value("promptMade", in: values, of: text) as PromptMade
    }
    if values["key"] != nil {
      guard promptHost == .systemWindow, gateValidity == nil else {
        throw fail("key", "only with the system's prompt window and no gate= (a CryptoObject for each use)")
      }
      self.cryptoKey = try AndroidFamilyNameError.value("key", in: values, of: text) as CryptoKey
    }
    self.userSetting = userSetting
    if values["settings"] != nil {
      switch userSetting {
      case .immediately?, .after?, .never?: break
      default: throw fail("settings", "only with userSetting=immediately|afterN|never")
      }
      guard rearm == .onStart || rearm == .onResume, grace == 0 else {
        throw fail("settings", "only with rearm=onStart|onResume and no grace= (the code's grace is the setting's)")
      }
      self.settings = try AndroidFamilyNameError.value("settings", in: values, of: text) as SettingsRead
    }
    if values["closeLock"] != nil {
      self.closeLock = try AndroidFamilyNameError.value("closeLock", in: values, of: text) as CloseLock
    }
    if values["state"] != nil {
      guard values["closeLock"] == nil else {
        throw fail("state", "not with closeLock= (both decide a start from storage)")
      }
      self.lockState = try AndroidFamilyNameError.value("state", in: values, of: text) as LockState
    }
    try parseProcessParts(values, text)
  }
}

/// An app lock: the process starts locked; locked again when an activity running its code is created and when its rearm
/// hook runs, passed with `appCall(unlock)` (the user's PIN typed into the lock screen, which the model does not draw)
/// or, with `as=prompt`, by the system's biometric prompt's success. Its lock screen also covers the app in the Recents
/// snapshot when it is up before the snapshot; a Recents card (or starting window) that shows the app while the lock is
/// due, or while away with a return that will lock, is `lock-bypass` (it claims nothing). The lock state is the process's (a singleton), so an
/// activity that does not run the lock's code (``AndroidLockConfiguration/Scope/launcherActivity``) shows while the
/// app says it is locked.
public final class AndroidAppLock: AndroidPrivacyStrategy {
  let configuration: AndroidLockConfiguration
  /// The lock screens shown, one per activity that runs the lock (each activity draws its own).
  private var lockViews: [View] = []
  private var lockDialogs: [Dialog] = []
  /// The activities whose navigator holds the lock route.
  private var routeHosts: [Activity] = []
  /// The keypads of the lock screens shown (`entry=`), one per lock view.
  private var keypads: [View] = []
  /// The keypad of the lock screen last drawn that is still up.
  public var lockEntry: View? {
    guard isAppLocked else { return nil }
    for keypad in keypads.reversed() where keypad.parent?.parent != nil { return keypad }
    return nil
  }
  /// The lock activity on the task, and whether its start is posted and not yet made.
  private var lockActivity: Activity?
  private var lockActivityStarting = false
  private var prompt: BiometricPrompt?
  /// When an activity running the lock last stopped (`grace=`), until a return's rearm reads it.
  private var leftAt: Double?
  /// The lock route (`as=route`): the app's own destination, not one the user navigates to.
  public static let lockRoute = AndroidAppScreen("lock", isSensitive: false)
  /// The lock activity's screen (`as=activity`).
  public static let lockActivityScreen = AndroidAppScreen("lock", isSensitive: false, isActivity: true)
  /// A lock of `configuration`.
  public init(_ configuration: AndroidLockConfiguration) { self.configuration = configuration }
  /// The configuration's text.
  public var name: String { configuration.description }
  /// Nothing: a lock guards access while its promise stands, and the images of the app taken then (the Recents card
  /// included) are judged by `lock-bypass` (``isLockDueForImages``), as iOS's lock without a shield.
  public var claims: AndroidProtectionClaims { [] }
  /// `unlock`, except for a lock the biometric prompt's outcome unlocks (unless it has a PIN keypad of its own,
  /// `entry=` or `onError=fallback`, where the user types the PIN).
  public var appCalls: [String] {
    let button =
      (configuration.asksFromButton ? [Self.buttonCall] : [])
      + (configuration.idle != nil ? [Self.interactionCall] : [])
    if configuration.settings != nil { return ["unlock"] + AndroidLockSettingCall.generated + button }
    if configuration.onError == .fallback || configuration.entry != nil { return ["unlock"] + button }
    return (configuration.surface == .prompt || configuration.releasesByPrompt ? [] : ["unlock"]) + button
  }
  /// `button=prompt`: the user's tap on the lock screen's button that asks for the prompt.
  public static let buttonCall = "authenticate"
  /// `idle=N`: the user touches or types in the app's content (a note, a form) with no control of the lock's: only
  /// `Activity.onUserInteraction` hears it, which the idle timer counts from (`idleFrom=interaction`).
  public static let interactionCall = "userInteraction"
  /// Its ``appCalls``, and with `settings=` every ``AndroidModel/AndroidLockSettingCall`` (`lockAfterN`, N from 0
  /// to 86400): the settings screen's timeout is the app's own code, which reads any N (as iOS's lock family does).
  public func answersAppCall(_ name: String) -> Bool {
    appCalls.contains(name) || (configuration.settings != nil && AndroidLockSettingCall(name) != nil)
  }

  /// A lock screen only the biometric prompt takes down (`unlockBy=prompt`), up and due with no entry of its own, for
  /// `unlock-blocked` (``AndroidPrivacyStrategy/promptRelease``).
  public var promptRelease: AndroidPromptRelease? {
    // A lock route Back pops is no lock nobody can take down: only one that consumes Back (`back=handled`) counts.
    let routeUp =
      configuration.surface == .route
      && routeHosts.contains {
        $0.currentScreen == Self.lockRoute && $0.lifecycleState != .DESTROYED
          && (configuration.handlesBack || configuration.overridesOnBackPressed && $0.receivesOnBackPressed)
      }
    guard configuration.releasesByPrompt, isAppLocked, isLockDue, lockEntry == nil,
      routeUp || lockViews.contains(where: { $0.parent != nil })
    else { return nil }
    if let replyFact, replyFact.hasPrefix(Self.keyInvalidatedPrefix) {
      return AndroidPromptRelease(
        asksIn: "Cipher.init before each request (key=)", asksInFront: false, host: configuration.promptHost,
        isAsking: false, whyNoReturnAsks: replyFact)
    }
    if configuration.asksFromButton {
      return AndroidPromptRelease(
        asksIn: "the tap on its button (button=prompt)", asksInFront: true, host: configuration.promptHost,
        isAsking: prompt?.isInProgress == true)
    }
    if configuration.asksWhenLockShown {
      let rearm = configuration.rearm
      let returnAsks = rearm == .onStart || rearm == .onResume
      return AndroidPromptRelease(
        asksIn: "the lock's drawing (askOn=lockShown, rearm=\(rearm.rawValue))", asksInFront: returnAsks,
        host: configuration.promptHost, isAsking: prompt?.isInProgress == true,
        whyNoReturnAsks: returnAsks
          ? nil
          : (matchLostToDestroyedInstance.map { $0 + "; and " } ?? "")
            + "it asks only as it draws its lock screen (askOn=lockShown): at an activity's creation and in "
            + "\(rearm.rawValue), where it is drawn already on every return (the system cancels a prompt asked in "
            + "onPause as the app leaves; androidx.biometric refuses one from onStop, \"Called after "
            + "onSaveInstanceState()\"), so once a prompt ended without a match nothing asks again")
    }
    let callback =
      configuration.asksOnStop ? "onStop" : configuration.asksOnWindowFocus ? "onWindowFocusChanged" : "onResume"
    return AndroidPromptRelease(
      asksIn: callback, asksInFront: !configuration.asksOnStop, host: configuration.promptHost,
      isAsking: prompt?.isInProgress == true)
  }
  /// With `onError=reask`: whether the last request the lock made after an error ended at once with no prompt.
  private var reaskedAtOnce = false
  /// The promise: locked from the process's start, from an activity's creation and from the rearm hook until the
  /// user passes the lock (`unlock`, a biometric match); with promised intervals (``lockTimerPromise``), also once the
  /// idle interval passed since the last interaction or the unlock, or a return came after the interval away.
  public var isAppLocked: Bool { promiseStands || idlePromiseIsDue }
  /// An app lock.
  public var isAppLock: Bool { true }
  /// The promise as decided so far; ``isAppLocked`` adds the idle interval's.
  var promiseStands = true
  /// The intervals the member promises, with when the code last locked.
  public var lockTimerPromise: AndroidLockTimerPromise? {
    guard var promise = configuration.timerPromise else { return nil }
    promise.lastArmedAt = lastLockedAt
    if configuration.settings != nil, let setting = userChoice {
      promise.setting = setting
      promise.away = setting.away
    }
    return promise
  }

  /// `settings=`: the user's current choice (the last change, which `SharedPreferences` keep across processes), or
  /// `nil` before any change (the member's `userSetting=`).
  private var userChoice: AndroidLockSetting?
  /// `settings=`: the choice the code decides with: the user's current one (`live`), or the one read at the
  /// process's start (`launch`).
  private var codeChoice: AndroidLockSetting?
  /// `SharedPreferences` key of the user's choice.
  static let settingPreference = "appLock.setting"
  /// The user's setting now: the last change, else the member's.
  private var currentSetting: AndroidLockSetting? { userChoice ?? configuration.userSetting }
  /// `settings=`: the lock timeout the user's setting holds, by value (the last change, else the member's
  /// `userSetting=`; `unchanged` when neither names one), which the shrinker keeps
  /// (``AndroidDevice/userSettingsState``); `nil` without `settings=`. By value, so a change to the setting it
  /// already had is dropped from a shrunk counterexample (iOS's lock family, a breaker's F5).
  public var userSettingText: String? {
    guard configuration.settings != nil else { return nil }
    return "lock timeout \(currentSetting.map(\.description) ?? "unchanged")"
  }
  /// The code's grace in seconds: with `settings=`, the choice it decides with (`nil`: never locks); else `grace=`.
  private var codeGrace: Double? {
    guard configuration.settings != nil else { return configuration.grace }
    return (codeChoice ?? configuration.userSetting)?.away
  }
  /// When the code last locked (`elapsedRealtime`).
  private var lastLockedAt: Double?
  /// Whether the promise stands by the interval away (``notePromiseReturn(_:)``) while the code has not locked.
  private var awayPromiseArmed = false
  /// The platform fact that left the promise standing with no lock: a reply's (the system's cancel at a leave), or a
  /// timer's clock: the idle timer posted on `uptimeMillis`, or a grace read on it, while deep sleep stopped it.
  public var lockPromiseFact: String? {
    if let replyFact { return replyFact }
    if let closeLockFact { return closeLockFact }
    if let stateFact { return stateFact }
    if let processFact { return processFact }
    if configuration.surface == .prompt, isLockDue, let prompt, !prompt.isInProgress,
      prompt.wasDismissedBehindSplitTask
    {
      return "in split screen SystemUI dismisses the prompt once the other app's task has the focus (AuthController: "
        + "the top task is not the client's package; biometricPromptCancelledBehindSplitTask), and the app, still "
        + "resumed, gets no onResume to ask again; as=prompt draws nothing of its own, so the app shows"
    }
    guard let clock = promiseClock, !isLockDue else { return nil }
    let slept =
      clock.sleptSeconds > 0 ? ", which stood still for \(Self.seconds(clock.sleptSeconds)) s of deep sleep" : ""
    if configuration.idle != nil, !promiseStands, idlePromiseIsDue {
      return "the app's idle timer (Handler.postDelayed, \(Self.seconds(configuration.idle ?? 0)) s) counts "
        + "SystemClock.uptimeMillis\(slept) (screenOffDeepSleeps), so it has not run"
    }
    if awayPromiseArmed, configuration.clock == .uptime {
      return "the grace is read on SystemClock.uptimeMillis (clock=uptime)\(slept) (screenOffDeepSleeps), so the "
        + "return does not lock"
    }
    return nil
  }

  private static func seconds(_ value: Double) -> String { String((value * 10).rounded() / 10) }
  /// The looper whose clock (`elapsedRealtime`) the promise reads.
  private weak var promiseClock: Looper?
  /// `idle=N`: when the user last interacted or passed the lock, as the promise counts; `nil` while it stands.
  private var idleSince: Double?
  /// `idle=N`: the posted timer's generation (an older one was removed, `removeCallbacks`).
  private var idleGeneration = 0
  /// The activity running the lock that last resumed: where the idle timer locks.
  private weak var frontActivity: Activity?
  /// With a promised interval away: how many of the app's activities are started (the app left once none is,
  /// `ProcessLifecycleOwner`'s `ON_STOP`), and when the last one stopped (`elapsedRealtime`).
  private var startedActivities = 0
  private var promiseLeftAt: Double?
  /// With a user's setting: ``AndroidDevice/deviceLocks`` when the app last left, and the activity that stopped then.
  private var deviceLocksAtLeave = 0
  private weak var leftActivity: Activity?
  /// Whether the idle interval the member promises has passed since ``idleSince``.
  private var idlePromiseIsDue: Bool {
    guard let since = idleSince, let idle = configuration.idle, let clock = promiseClock else { return false }
    return clock.now - since >= idle - 1e-9
  }
  /// The app code's own belief that its lock is due, which decides whether a prompt lock asks for the prompt: the
  /// promise, until an error its `unlockOn=` names takes it down.
  var isLockDue = true
  /// The `unlockOn=` that took the lock down after the user's own act (a cancel, the negative button, the lockout),
  /// until the lock is due again or passed.
  public private(set) var lockPromiseNote: String?
  /// The platform fact (the system's cancel at a leave) an `unlockOn=canceled` took the lock down on, until the lock
  /// is due again or passed.
  private var replyFact: String?
  /// The `repromptOn=` that asked for the last prompt at once after an error, or `nil`.
  public private(set) var reauthenticationNote: String?
  /// Whether the app left the front since an activity running the lock last resumed, by a pause or a stop its rearm
  /// hook runs again on the return (`onResume` after a pause, `onStart` after a stop).
  private var returnWillLock = false
  /// Locked, or away with a return that will lock (the card shown meanwhile is promised).
  /// With `grace=N`, only once `N` seconds passed since the leave (the return before then does not lock).
  /// With the user's setting (`userSetting=`), only what the setting calls for: an image taken while the code's own
  /// lock stands beyond the setting (a rearm in `onStop` under "when the phone locks") is what the user chose to see,
  /// and an ask the setting does not call for is `needless-lock`'s.
  public var isLockDueForImages: Bool {
    if configuration.userSetting != nil {
      if settingPromiseStands || idlePromiseIsDue { return true }
      guard let left = promiseLeftAt, let clock = promiseClock else { return false }
      return callsForLock(awayFor: clock.now - left, leftActivity)
    }
    if isAppLocked { return true }
    if configuration.timerPromise?.judgesTrips == true {
      guard let left = promiseLeftAt, let clock = promiseClock else { return false }
      return callsForLock(awayFor: clock.now - left, leftActivity)
    }
    guard returnWillLock else { return false }
    guard configuration.grace > 0 else { return true }
    guard let left = leftAt, let clock = leftClock else { return false }
    return clock.now - left >= configuration.grace
  }
  /// The looper whose clock measured the stored leave (`grace=N`).
  private weak var leftClock: Looper?
  /// With the user's setting: the promise the setting alone gives (from the process's start and from a return it
  /// calls for, until the user passes the lock), apart from the code's own asks.
  private var settingPromiseStands = true

  /// Whether `activity` runs the lock's code: its scope's activities, never the lock activity itself, and none in a
  /// process whose code never turned the lock on (`enabledIn=activity`).
  func runs(in activity: Activity) -> Bool {
    configuration.runs(in: activity) && !isLockActivity(activity) && !lockOffInProcess
  }
  /// Whether `activity` is the lock activity (`as=activity`).
  func isLockActivity(_ activity: Activity) -> Bool { activity.backStack.first == Self.lockActivityScreen }
  /// `enabledIn=activity`: this process's code never turned the lock on (``noteProcessStart(_:)``).
  var lockOffInProcess = false
  /// `enabledIn=`, `lastActive=`: the platform fact that left a new process unlocked while the promise stands, until
  /// the lock is due again or passed.
  var processFact: String?
  /// Whether this process's start was noted (its first activity's `onCreate`, the lock activity's aside).
  private var processNoted = false

  /// A new activity starts locked; a new lock activity is noted.
  public func onCreate(_ activity: Activity) {
    if promiseClock == nil { promiseClock = activity.mainLooper }
    if activity.backStack.first == Self.lockActivityScreen {
      lockActivity = activity
      lockActivityStarting = false
      return
    }
    if !processNoted {
      processNoted = true
      noteProcessStart(activity)
    }
    guard runs(in: activity) else { return }
    registerScreenOffReceiver(activity)
    if configuration.asksOnStop || configuration.asksWhenLockShown { freshActivities.append(activity) }
    if configuration.closeLock != nil, activity.preference(Self.lockedPreference) == false {
      // `closeLock=`: the code decides from what SharedPreferences kept, and an unlock outlives the process.
      if !processStarted, promiseStands {
        isLockDue = false
        closeLockFact =
          "the last process ended with no onDestroy, where the lock on close is stored (closeLock=onDestroy): a "
          + "process the system kills gets no callback (its card swiped away in Recents, removedTaskGetsOnDestroy; a "
          + "force stop; a kill in the background), and from API 31 Back on the root launcher activity only stops it, "
          + "so this new process read the unlock its SharedPreferences kept"
      }
      processStarted = true
      return
    }
    if let store = configuration.lockState, activity.hasSavedInstanceState {
      // The process's view model exists once an activity running the lock was made in this process.
      let hadViewModel = processStarted
      // A new process restoring its task reads the user's stored setting as a fresh start does.
      if configuration.settings != nil, !processStarted { readSetting(atStartOf: activity) }
      processStarted = true
      restoreLockState(store, activity, hadViewModel: hadViewModel)
      return
    }
    if configuration.lastActive != nil {
      // The code decides in onResume from the stamp alone; a new process's start was read above.
      processStarted = true
      return
    }
    if configuration.settings != nil, !processStarted { readSetting(atStartOf: activity) }
    processStarted = true
    // `settings=`: a code that believes the lock is off never locks.
    if configuration.settings != nil, codeGrace == nil { return }
    lock(activity)
    startLockActivityIfLocked(activity, from: .onCreate)
  }

  /// `as=activity`: the lock activity's start from `hook`, when it is the configured one and the app is locked (once
  /// per start: one already starting or on top is not started again).
  private func startLockActivityIfLocked(_ activity: Activity, from hook: AndroidLockConfiguration.LockActivityStart) {
    guard configuration.surface == .activity, configuration.lockActivityStart == hook, isAppLocked,
      !lockActivityStarting
    else { return }
    // `lastActive=`: the code starts it only when its own timeout decided to lock, whatever the promise.
    if configuration.lastActive != nil, !isLockDue { return }
    lockActivityStarting = true
    activity.startActivity(Self.lockActivityScreen)
  }
  /// A destroyed lock activity is gone from the task; with `closeLock=onDestroy`, a finishing activity that runs the
  /// lock stores it locked for the next start.
  public func onDestroy(_ activity: Activity) {
    if lockActivity === activity { lockActivity = nil }
    guard configuration.closeLock == .onDestroy, activity.isFinishing, runs(in: activity) else { return }
    activity.setPreference(Self.lockedPreference, true)
    promiseStands = true
    isLockDue = true
  }
  /// `settings=`: the process starts: the user's stored choice is read (by the code too, which keeps this copy with
  /// `settings=launch`); a lock the user turned off promises nothing.
  private func readSetting(atStartOf activity: Activity) {
    userChoice = activity.textPreference(Self.settingPreference).flatMap(AndroidLockSetting.init)
    codeChoice = userChoice
    if currentSetting == .never {
      promiseStands = false
      settingPromiseStands = false
    }
  }

  /// `settings=`: the user changes the lock timeout in the app's settings screen, which is behind the lock: a call
  /// while the code shows its lock changes nothing.
  private func changeSetting(_ call: AndroidLockSettingCall, _ activity: Activity) {
    guard !isLockDue else { return }
    let setting = call.setting(default: configuration.userSetting ?? .immediately)
    activity.setTextPreference(Self.settingPreference, setting.description)
    userChoice = setting
    if configuration.settings == .live { codeChoice = setting }
  }

  /// `state=savedState`: the key the model keeps the saved instance state's "locked" under (the bundle outlives the
  /// process with its task; read only by an activity made from saved state).
  static let savedStatePreference = "appLock.savedInstanceState.locked"
  /// `state=`: the platform fact that left an activity made from saved state unlocked while the promise stands.
  private var stateFact: String?

  /// `state=`: an activity made from saved state reads "locked" from `store`; locked, it draws its lock as a fresh
  /// start does; unlocked, the code believes the lock passed while the promise may stand (`lock-bypass`, naming what
  /// the store lost). The model keeps one view model per process (`hadViewModel`: one was made before), holding the
  /// code's belief.
  private func restoreLockState(
    _ store: AndroidLockConfiguration.LockState, _ activity: Activity, hadViewModel: Bool
  ) {
    let locked: Bool
    switch store {
    case .field: locked = false
    case .savedState: locked = activity.preference(Self.savedStatePreference) ?? false
    case .viewModel: locked = hadViewModel && isLockDue
    }
    if locked {
      lock(activity)
      startLockActivityIfLocked(activity, from: .onCreate)
      return
    }
    isLockDue = false
    guard promiseStands else { return }
    stateFact =
      switch store {
      case .field:
        "state=field: the lock keeps \"locked\" in a field of the activity, which the new instance (a relaunch for a "
          + "configuration change, or a restore after the process died) starts without; its onCreate locks only a "
          + "fresh start (savedInstanceState == null), so it draws no lock"
      case .viewModel:
        "state=viewModel: a ViewModel survives a configuration change but not the process's death, and this "
          + "process's view model starts unlocked; onCreate locks only a fresh start (savedInstanceState == null), so "
          + "the restored activity draws no lock"
      case .savedState:
        "state=savedState: the saved instance state kept the lock passed, so the restored activity draws no lock"
      }
  }

  /// `closeLock=`: the `SharedPreferences` key the lock keeps its state under.
  static let lockedPreference = "appLock.locked"
  /// `closeLock=`: whether this process has created an activity that runs the lock (its first is the process start).
  var processStarted = false
  /// `closeLock=`: the platform fact that left a new process unlocked while its promise stands, until the lock is due
  /// again or passed.
  private var closeLockFact: String?
  /// A locked activity starts the lock activity (`as=activity`) or asks for the biometric prompt (`as=prompt`).
  public func onResume(_ activity: Activity) {
    guard runs(in: activity) else { return }
    frontActivity = activity
    returnWillLock = false
    if configuration.rearm == .onResume, graceHasPassed(activity) { lock(activity) }
    // An activity that runs the lock resumes only with no lock activity above it (one finishing is still destroyed
    // after it resumes), so it starts one whenever locked, once per resume.
    startLockActivityIfLocked(activity, from: .onResume)
    let firstResume = freshActivities.contains { $0 === activity }
    freshActivities.removeAll { $0 === activity || $0.lifecycleState == .DESTROYED }
    if configuration.asksWhenLockShown {
      // The lock drawn in onCreate asks as the activity starts; a resume that finds it drawn already asks nothing.
      if firstResume { askForPrompt(activity) }
    } else if !configuration.asksOnWindowFocus, !configuration.asksOnStop || firstResume {
      askForPrompt(activity)
    }
  }
  /// With `askOn=onStop`: the activities created and not resumed yet.
  private var freshActivities: [Activity] = []

  /// With `askOn=windowFocus`, a locked activity whose window gains focus asks for the prompt.
  public func onWindowFocusChanged(_ activity: Activity, _ hasFocus: Bool) {
    guard configuration.asksOnWindowFocus, hasFocus, runs(in: activity) else { return }
    askForPrompt(activity)
  }

  /// A prompt lock asks for the biometric prompt while its lock is due, unless one is up or coming; `afterError`
  /// names the error whose reply asks again at once (`repromptOn=`).
  private func askForPrompt(
    _ activity: Activity, afterError: AndroidLockConfiguration.Outcome? = nil, word: String? = nil
  ) {
    guard configuration.asksForPrompt, isLockDue, prompt?.isInProgress != true else { return }
    if let validity = configuration.gateValidity, AndroidKeyStore.isKeyAuthorized(validitySeconds: validity, activity) {
      // The key works: the lock passes with no prompt while its promise stands.
      isLockDue = false
      removeLockSurfaces()
      let since = AndroidKeyStore.secondsSinceUserAuthentication(activity).map(Self.seconds) ?? "?"
      lockPromiseNote =
        "gate=deviceCredential,validity=\(Self.seconds(validity)): the Keystore key is authorized for "
        + "\(Self.seconds(validity)) s after the user's last device authentication (\(since) s ago: the keyguard or a "
        + "prompt), so the lock passes with no prompt of its own"
      return
    }
    if let key = configuration.cryptoKey,
      let cause = AndroidKeyStore.biometricBoundKeyInvalidation(
        invalidatedByBiometricEnrollment: key == .invalidatedByEnrollment, activity)
    {
      keyInvalidated(key, cause: cause, activity)
      return
    }
    // A new prompt over the app: what an earlier error left on screen no longer explains what is seen.
    lockPromiseNote = nil
    reauthenticationNote = afterError.map {
      "\(word ?? "repromptOn=\($0.rawValue)") asks for the prompt again at once after every \($0.rawValue) error"
    }
    let asked = PromptReference()
    let prompt = BiometricPrompt(
      activity, host: configuration.promptHost,
      onSucceeded: { [weak self, weak activity] in
        if let self, self.callbackWentToDestroyedInstance(activity) { return }
        // The idle timer counts from any unlock, the prompt's match included (`idle=`: posted at the unlock).
        if let self, self.configuration.idle != nil, let target = activity ?? self.frontActivity {
          self.promiseClock = target.mainLooper
          self.idleSince = target.mainLooper.now
          self.postIdleTimer(target)
        }
        self?.promiseStands = false
        self?.settingPromiseStands = false
        self?.isLockDue = false
        self?.lockPromiseNote = nil
        self?.replyFact = nil
        self?.stateFact = nil
        self?.reaskedAtOnce = false
        self?.removeLockSurfaces()
      },
      onError: { [weak self, weak activity] code in
        guard let self else { return }
        if self.configuration.promptMadeIn == .onAsk, activity?.lifecycleState ?? .DESTROYED == .DESTROYED {
          // The asking instance's callback: an error reaches a destroyed activity and nothing else.
          return
        } else if let activity {
          self.answer(code, activity)
        } else if asked.prompt?.wasRehosted == true, let front = self.frontActivity {
          // The lock's callback is the process's object: after a relaunch destroyed the activity that asked, the
          // outcome androidx.biometric held reaches it with the new instance in front.
          self.answer(code, front)
        }
      })
    asked.prompt = prompt
    self.prompt = prompt
    prompt.authenticate()
  }

  /// `key=`: `Cipher.init` threw `KeyPermanentlyInvalidatedException` before `authenticate`: no prompt; the code's
  /// `onError=` replies.
  private func keyInvalidated(_ key: AndroidLockConfiguration.CryptoKey, cause: String, _ activity: Activity) {
    let fact =
      "key=\(key.rawValue): the lock's Keystore key, made before the trace (when the user turned the biometric unlock "
      + "on), needs a biometric for each use and \(cause) since it was made, "
      + "so Cipher.init throws KeyPermanentlyInvalidatedException and no prompt is asked"
    switch configuration.onError {
    case .none, .reask:
      replyFact =
        fact
        + (configuration.surface == .prompt
          ? "; as=prompt draws nothing of its own, so the app shows" : "; the lock screen stays with nothing asking")
    case .exit:
      activity.finish()
    case .crash:
      activity.throwUncaughtException(
        "android.security.keystore.KeyPermanentlyInvalidatedException",
        "Cipher.init with the lock's key (key=\(key.rawValue)) throws and the app's code does not catch it "
          + "(onError=crash: the app's code; the invalidation is the platform's)")
    case .fallback:
      if configuration.surface == .prompt || !lockViews.contains(where: { $0.context === activity }) {
        addLockView(activity, entry: .displayOnlyKeypad)
      } else if configuration.entry == nil, let view = lockViews.last(where: { $0.context === activity }) {
        addKeypad(to: view, activity, entry: .displayOnlyKeypad)
      }
    }
  }
  /// What every `key=` fact starts with (``keyInvalidated(_:cause:_:)``).
  private static let keyInvalidatedPrefix = "key="

  /// `promptMade=onAsk`: the fact of a match that reached a destroyed instance's callback while it explains the lock
  /// left up, or `nil`.
  private var matchLostToDestroyedInstance: String? {
    guard let replyFact, replyFact.hasPrefix(Self.lostMatchPrefix) else { return nil }
    return replyFact
  }
  private static let lostMatchPrefix = "promptMade=onAsk: "

  /// `promptMade=onAsk`: whether the prompt's outcome reaches the callback of `asker`, an instance a relaunch destroyed
  /// under the prompt (androidx.biometric keeps the last constructed prompt's callback, ``AndroidLockConfiguration/PromptMade``):
  /// the pass is that instance's, so the lock stays due on the new one; notes the fact.
  private func callbackWentToDestroyedInstance(_ asker: Activity?) -> Bool {
    guard configuration.promptMadeIn == .onAsk, asker?.lifecycleState ?? .DESTROYED == .DESTROYED, isLockDue
    else { return false }
    replyFact =
      Self.lostMatchPrefix + "the lock constructs its BiometricPrompt where it asks, with a callback of the asking "
      + "activity; the prompt outlived that activity's relaunch (a configuration change), androidx.biometric keeps "
      + "the callback of the last prompt constructed, and the new instance constructed none (it asks nothing while "
      + "a prompt is in progress), so the match went to the destroyed instance and this one stays locked with no "
      + "prompt"
    return true
  }

  /// `onAuthenticationError`: by default nothing (the lock stays due and asks again at the next resume); an error
  /// ``AndroidLockConfiguration/unlocksOn`` names takes the lock down while the promise stands; one
  /// ``AndroidLockConfiguration/repromptsOn`` names asks again at once.
  /// A prompt lock's only surface is the prompt: once an error of the user's own ends it, nothing covers the app
  /// whatever the reply, so that, not the reply, explains what is seen (by construction of `as=prompt`).
  private func answer(_ code: Int, _ activity: Activity) {
    guard let origin = AndroidLockConfiguration.Outcome(code: code) else { return }
    // The credential confirmation's result hides which cancel it was (``BiometricPrompt/Host/confirmCredential``).
    let outcome =
      configuration.promptHost == .confirmCredential && AndroidLockConfiguration.cancelsHiddenByResult.contains(origin)
      ? .resultCanceled : origin
    let ended = outcome == .resultCanceled ? "RESULT_CANCELED" : "a \(outcome.rawValue) error"
    let promptOnly =
      configuration.surface == .prompt && origin.isUsers
      ? "as=prompt: the biometric prompt is the lock's only surface, so after \(ended) nothing covers the app" : nil
    if configuration.unlocksOn.contains(outcome) {
      guard isLockDue else { return }
      isLockDue = false
      let taken =
        outcome == .resultCanceled
        ? "unlockOn=resultCanceled takes the lock down on RESULT_CANCELED"
        : "unlockOn=\(outcome.rawValue) takes the lock down on a \(outcome.rawValue) error"
      if let promptOnly {
        lockPromiseNote = promptOnly + " (\(taken) too)"
      } else if origin.isUsers {
        lockPromiseNote = taken
      } else if outcome == .resultCanceled {
        replyFact =
          "the credential confirmation (Settings' ConfirmDeviceCredentialActivity, started for a result in the app's "
          + "task) finishes without a result when the system cancels its prompt as the app leaves, so onActivityResult "
          + "gets RESULT_CANCELED at the return, the result of the user's own cancel; \(taken)"
      } else {
        replyFact =
          "the system cancels the prompt (BIOMETRIC_ERROR_CANCELED) when the app leaves the front, after the leave's "
          + "lifecycle callbacks (the lock's rearm) ran, and androidx.biometric delivers it at the activity's next "
          + "onStart; \(taken)"
      }
    } else if configuration.repromptsOn.contains(outcome) {
      askForPrompt(activity, afterError: outcome)
    } else {
      reply(configuration.onError, to: outcome, activity, promptOnly: promptOnly)
    }
  }

  /// `onError=`: the app's reply to an error no other word names.
  private func reply(
    _ reply: AndroidLockConfiguration.ErrorReply, to outcome: AndroidLockConfiguration.Outcome,
    _ activity: Activity, promptOnly: String?
  ) {
    let shownBefore = prompt?.wasShown == true
    switch reply {
    case .none:
      if let promptOnly {
        lockPromiseNote = promptOnly
      } else if configuration.surface == .prompt, outcome != .canceled, outcome != .resultCanceled {
        replyFact =
          Self.systemFact(outcome, configuration.promptHost) + "; as=prompt draws nothing of its own, so the app shows"
      } else if configuration.surface == .prompt, configuration.asksWhenLockShown,
        configuration.rearm == .onPause || configuration.rearm == .onStop
      {
        replyFact =
          "askOn=lockShown asks as it locks in \(configuration.rearm.rawValue), as the app leaves: the system cancels "
          + "that prompt (BIOMETRIC_ERROR_CANCELED, which androidx.biometric delivers at the next onStart) and the "
          + "return finds the lock set, so nothing asks; as=prompt draws nothing of its own, so the app shows"
      }
    case .reask:
      if !shownBefore, reaskedAtOnce {
        // The request ended at once again: a busy loop the model cuts here.
        reaskedAtOnce = false
        if configuration.surface == .prompt {
          replyFact =
            Self.systemFact(outcome, configuration.promptHost)
            + "; onError=reask asks again in a busy loop and nothing shows"
        }
        return
      }
      reaskedAtOnce = !shownBefore
      askForPrompt(activity, afterError: outcome, word: "onError=reask")
    case .exit:
      activity.finish()
    case .crash:
      activity.throwUncaughtException(
        "java.lang.IllegalStateException",
        "the app's own onAuthenticationError(\(outcome.codeName)) throws (onError=crash: the app's code, not the "
          + "platform)")
    case .fallback:
      if configuration.surface == .prompt || !lockViews.contains(where: { $0.context === activity }) {
        addLockView(activity, entry: .displayOnlyKeypad)
      } else if configuration.entry == nil, let view = lockViews.last(where: { $0.context === activity }) {
        addKeypad(to: view, activity, entry: .displayOnlyKeypad)
      }
    }
  }

  /// The platform fact behind a system error (``AndroidLockConfiguration/Outcome``) for a request asked from `host`, for
  /// ``lockPromiseFact``.
  private static func systemFact(_ outcome: AndroidLockConfiguration.Outcome, _ host: BiometricPrompt.Host) -> String {
    switch outcome {
    case .noDeviceCredential where host == .confirmCredential:
      "the device has no screen lock (removed in Settings), so KeyguardManager.createConfirmDeviceCredentialIntent "
        + "returns null and the app's code starts nothing"
    case .noBiometrics:
      "the device has no biometric enrolled (removed in Settings), so every request ends at once with ERROR_NO_BIOMETRICS"
    case .noDeviceCredential:
      "the device has no screen lock (removed in Settings), so a request allowing the device credential ends at once "
        + "with ERROR_NO_DEVICE_CREDENTIAL"
    case .lockoutPermanent:
      "biometrics are locked out until the device credential is entered, so every request ends at once with "
        + "ERROR_LOCKOUT_PERMANENT"
    case .hwUnavailable: "the biometric hardware was unavailable (ERROR_HW_UNAVAILABLE)"
    default: "the prompt ended with \(outcome.codeName)"
    }
  }
  /// Rearm on start.
  public func onStart(_ activity: Activity) {
    notePromiseReturn(activity)
    guard runs(in: activity) else { return }
    if configuration.rearm == .onStart, graceHasPassed(activity) { lock(activity) }
    startLockActivityIfLocked(activity, from: .onStart)
  }
  /// Rearm on pause. A lock activity's start posted by an activity that pauses before it runs is dropped.
  public func onPause(_ activity: Activity) {
    stampLastActive(activity)
    guard runs(in: activity) else { return }
    if lockActivity == nil { lockActivityStarting = false }
    if configuration.grace > 0, configuration.graceFrom == .onPause { stampLeave(activity) }
    if configuration.rearm == .onPause { lock(activity) }
    if configuration.rearm == .onResume { returnWillLock = true }
  }
  /// Rearm on stop; with `askOn=onStop`, ask for the prompt (after `super.onStop()`: androidx.biometric refuses it).
  public func onStop(_ activity: Activity) {
    notePromiseLeave(activity)
    guard runs(in: activity) else { return }
    if configuration.grace > 0 || configuration.settings != nil, configuration.graceFrom ?? .onStop == .onStop {
      stampLeave(activity)
    }
    if configuration.rearm == .onStop { lock(activity) }
    if configuration.rearm == .onStart { returnWillLock = true }
    // `onSaveInstanceState` (after onStop from API 28; the value is the same before it): the bundle keeps the code's
    // belief, in the model's process-independent store.
    if configuration.lockState == .savedState { activity.setPreference(Self.savedStatePreference, isLockDue) }
    if configuration.asksOnStop {
      askForPrompt(activity)
      if configuration.surface == .prompt, isLockDue, prompt?.isInProgress != true {
        replyFact =
          "askOn=onStop: androidx.biometric's authenticate from a stopped activity logs \"Unable to start "
          + "authentication. Called after onSaveInstanceState().\" and returns (FragmentManager.isStateSaved), so no "
          + "prompt ever shows and nothing asks on the return"
      }
    }
  }

  /// `grace=N`: whether the return's rearm locks: always without a grace; with one, once `N` seconds passed since the
  /// stored leave (which it consumes), never without one.
  private func graceHasPassed(_ activity: Activity) -> Bool {
    if configuration.lastActive != nil { return lastActiveTimeoutPassed(activity) }
    guard let grace = codeGrace else { return false }
    guard grace > 0 else { return true }
    guard let left = leftAt else { return false }
    // A clock started at the unlock stays until the next unlock.
    if configuration.graceFrom != .unlock { leftAt = nil }
    return clockReading(activity.mainLooper) - left >= grace
  }

  /// The stored time's clock now: `uptimeMillis` with `clock=uptime`, else `elapsedRealtime`.
  private func clockReading(_ looper: Looper) -> Double { configuration.clock == .uptime ? looper.uptime : looper.now }

  /// Stores the time the grace counts from.
  private func stampLeave(_ activity: Activity) {
    leftAt = clockReading(activity.mainLooper)
    leftClock = activity.mainLooper
  }

  /// With a promised interval away, or a user's setting: the app's last started activity stopped (the device locks
  /// since are counted from here: the screen's turning off stops the app before the device counts the lock).
  private func notePromiseLeave(_ activity: Activity) {
    guard configuration.timerPromise?.judgesTrips == true else { return }
    startedActivities = max(0, startedActivities - 1)
    if startedActivities == 0 {
      promiseLeftAt = activity.mainLooper.now
      deviceLocksAtLeave = AndroidLockSetting.deviceLocks(seenFrom: activity)
      leftActivity = activity
    }
  }

  /// With a promised interval away, or a user's setting: an activity starts; the app's return after a trip that calls
  /// for the lock (the interval passed, the device locked) makes the promise stand.
  private func notePromiseReturn(_ activity: Activity) {
    guard let promise = configuration.timerPromise, promise.judgesTrips else { return }
    startedActivities += 1
    guard let left = promiseLeftAt, let clock = promiseClock else { return }
    promiseLeftAt = nil
    guard callsForLock(awayFor: clock.now - left, activity) else { return }
    settingPromiseStands = true
    guard !promiseStands else { return }
    promiseStands = true
    awayPromiseArmed = true
    if let note = settingDecides(awayFor: clock.now - left) { lockPromiseNote = note }
  }

  /// Whether a trip of `awayFor` seconds calls for the lock: the user's setting with the device's locks since the leave
  /// (a restart is a new process, whose lock starts locked), else the interval away.
  private func callsForLock(awayFor: Double, _ activity: Activity?) -> Bool {
    if let setting = currentSetting {
      let locks = activity.map { AndroidLockSetting.deviceLocks(seenFrom: $0) - deviceLocksAtLeave } ?? 0
      return setting.callsForLock(awayFor: awayFor, deviceLocks: locks, restarts: 0)
    }
    return awayFor >= (configuration.timerPromise?.away ?? .infinity) - 1e-9
  }

  /// With a user's setting, when the return it calls for is one the code's own rearm and grace would not lock on the
  /// device's real clock: the two parameters alone decide it (by construction); `nil` when the code would lock then
  /// (a platform fact such as deep sleep decides instead, ``lockPromiseFact``).
  private func settingDecides(awayFor: Double) -> String? {
    guard let setting = currentSetting else { return nil }
    if configuration.settings == .launch, codeChoice != userChoice, userChoice != nil {
      return "settings=launch decides with the lock setting read at the process's start, not the user's change since"
    }
    let hook = configuration.rearm == .onStart || configuration.rearm == .onResume
    if hook, configuration.grace == 0 || awayFor >= configuration.grace - 1e-9 { return nil }
    let grace = configuration.grace
    let code =
      "rearm=\(configuration.rearm.rawValue)"
      + (grace > 0 ? ",grace=" + (grace == grace.rounded() ? String(Int(grace)) : String(grace)) : "")
    return "userSetting=\(setting) calls for the lock at this return (\(setting.text)); the app's code (\(code)) does "
      + "not lock it"
  }

  /// `Activity.onUserInteraction`: the promise counts from now (unless its interval had passed), and with
  /// `idleFrom=interaction` the code posts its timer again.
  public func onUserInteraction(_ activity: Activity) {
    guard configuration.idle != nil else { return }
    if idlePromiseIsDue {
      promiseStands = true
      idleSince = nil
    } else if idleSince != nil {
      idleSince = activity.mainLooper.now
    }
    if configuration.idleFrom == .interaction, !isLockDue { postIdleTimer(activity) }
  }

  /// `idle=N`: removes the posted timer and posts it again (`Handler.postDelayed`, on `uptimeMillis`).
  private func postIdleTimer(_ activity: Activity) {
    guard let idle = configuration.idle else { return }
    idleGeneration += 1
    let generation = idleGeneration
    activity.handler.postDelayed(
      { [weak self, weak activity] in
        guard let self, generation == self.idleGeneration, !self.isLockDue else { return }
        guard let target = self.frontActivity ?? activity, target.lifecycleState != .DESTROYED else { return }
        self.lock(target)
      }, delayMillis: Int((idle * 1000).rounded()))
  }
  /// With `back=handled`, Back does nothing while locked, in an activity that runs the lock or the lock activity.
  public func onBackPressed(_ activity: Activity) -> Bool {
    guard configuration.handlesBack, isLockDue else { return false }
    return runs(in: activity) || activity === lockActivity
  }

  /// With `back=handled`, its callback is enabled while locked in an activity that runs the lock or the lock activity.
  public func hasEnabledBackCallback(_ activity: Activity) -> Bool {
    guard configuration.handlesBack, isLockDue else { return false }
    return runs(in: activity) || activity === lockActivity
  }

  /// With `back=onBackPressed`, the same from the activity's `onBackPressed()` override (which the device calls only
  /// while the app receives it).
  public func onActivityBackPressed(_ activity: Activity) -> Bool {
    if let reply = configuration.backReply {
      guard isLockDue, runs(in: activity) || activity === lockActivity else { return false }
      switch reply {
      case .finish: activity.finish()
      case .moveTaskToBack: activity.moveTaskToBack()
      }
      return true
    }
    guard configuration.overridesOnBackPressed, isLockDue else { return false }
    return runs(in: activity) || activity === lockActivity
  }

  /// The user passes the lock.
  public func onAppCall(_ name: String, _ activity: Activity) {
    if configuration.settings != nil, let call = AndroidLockSettingCall(name) {
      changeSetting(call, activity)
      return
    }
    if name == Self.buttonCall {
      // The button is on the lock screen: a tap asks only while the lock is drawn and due.
      if configuration.asksFromButton,
        lockViews.contains(where: { $0.context === activity && $0.parent != nil })
          || routeHosts.contains(where: { $0 === activity && $0.currentScreen == Self.lockRoute })
      {
        askForPrompt(activity)
      }
      return
    }
    guard name == "unlock" else { return }
    if configuration.closeLock != nil { activity.setPreference(Self.lockedPreference, false) }
    closeLockFact = nil
    stateFact = nil
    processFact = nil
    if configuration.lastActive != nil { writeLastActive(activity, promiseStands: false) }
    promiseStands = false
    settingPromiseStands = false
    if configuration.userSetting != nil { lockPromiseNote = nil }
    awayPromiseArmed = false
    isLockDue = false
    if configuration.grace > 0, configuration.graceFrom == .unlock { stampLeave(activity) }
    if configuration.idle != nil {
      promiseClock = activity.mainLooper
      idleSince = activity.mainLooper.now
      postIdleTimer(activity)
    }
    if configuration.surface == .jsView {
      // JS unmounts the lock: the native view goes in a posted UI-thread task.
      let views = lockViews
      lockViews = []
      activity.handler.postFromOtherThread { for view in views { view.parent?.removeView(view) } }
      return
    }
    removeLockSurfaces()
  }

  /// Takes every lock screen down (views, dialogs, routes, the lock activity).
  private func removeLockSurfaces() {
    for view in lockViews { view.parent?.removeView(view) }
    for dialog in lockDialogs { dialog.dismiss() }
    for host in routeHosts { host.popBackStack(Self.lockRoute) }
    lockActivity?.finish()
    lockViews = []
    keypads = []
    lockDialogs = []
    routeHosts = []
  }

  func lock(_ activity: Activity) {
    if configuration.surface == .jsView {
      activity.handler.postFromOtherThread { [weak self] in
        self?.promiseStands = true
        self?.idleSince = nil
        self?.isLockDue = true
        self?.addLockView(activity)
      }
      return
    }
    promiseStands = true
    idleSince = nil
    idleGeneration += 1
    awayPromiseArmed = false
    closeLockFact = nil
    stateFact = nil
    processFact = nil
    if configuration.closeLock != nil { activity.setPreference(Self.lockedPreference, true) }
    lastLockedAt = activity.mainLooper.now
    isLockDue = true
    // Due again by the app's own decision: a reply that took it down no longer explains what is seen.
    lockPromiseNote = nil
    replyFact = nil
    switch configuration.surface {
    case .view, .jsView:
      addLockView(activity)
    case .dialog:
      guard !lockDialogs.contains(where: { $0.context === activity }) else { return }
      let dialog = Dialog(activity, fullScreenColor: 0xFF10_1010)
      dialog.show()
      lockDialogs.append(dialog)
    case .route:
      if !routeHosts.contains(where: { $0 === activity }) { routeHosts.append(activity) }
      // A recreated activity's restored back stack has it already.
      if !activity.backStack.contains(Self.lockRoute) { activity.navigate(to: Self.lockRoute) }
    case .prompt, .activity:
      break  // The prompt is asked for, and the lock activity started, when the activity resumes.
    }
    askAsLockShown(activity)
  }

  /// `askOn=lockShown`: the code asks as it locks, except in `onCreate` (an activity not resumed yet), where the
  /// prompt comes as the activity starts (``onResume(_:)``'s first resume). A request from a stopped activity is
  /// refused (``BiometricPrompt/authenticate()``); for a lock whose only surface is the prompt that leaves the app
  /// shown, which the platform decides.
  private func askAsLockShown(_ activity: Activity) {
    guard configuration.asksWhenLockShown, !freshActivities.contains(where: { $0 === activity }) else { return }
    askForPrompt(activity)
    guard activity.lifecycleState == .CREATED, configuration.surface == .prompt, isLockDue,
      prompt?.isInProgress != true
    else { return }
    replyFact =
      "askOn=lockShown asks as it locks, here in onStop: androidx.biometric's authenticate from a stopped activity "
      + "logs \"Unable to start authentication. Called after onSaveInstanceState().\" and returns "
      + "(FragmentManager.isStateSaved), and a return finds the lock drawn already, so nothing asks"
  }

  private func addLockView(_ activity: Activity, entry fallback: AndroidLockConfiguration.Entry? = nil) {
    guard activity.lifecycleState != .DESTROYED, !lockViews.contains(where: { $0.context === activity }) else {
      return
    }
    let view = View(activity)
    view.setBackgroundColor(0xFF10_1010)
    activity.contentView.addView(view)
    lockViews.append(view)
    guard let entry = configuration.entry ?? fallback else { return }
    addKeypad(to: view, activity, entry: entry)
  }

  /// The lock screen's own entry: a PIN field and the lock's keypad.
  private func addKeypad(to view: View, _ activity: Activity, entry: AndroidLockConfiguration.Entry) {
    // The PIN field near the top, the lock's own keypad filling the bottom 300 dp; the field takes focus.
    let size = activity.window.frame
    let inputType =
      entry == .keypad ? InputType.TYPE_CLASS_NUMBER | InputType.TYPE_NUMBER_VARIATION_PASSWORD : InputType.TYPE_NULL
    let pin = EditText(
      activity, id: "pin", inputType: inputType, frame: DpRect(x: 16, y: 120, width: size.width - 32, height: 48))
    // A display-only field draws the lock's own dots: no sensitive text.
    pin.role = .appNeutral
    view.addView(pin)
    let keypad = View(activity)
    keypad.id = "keypad"
    keypad.frame = DpRect(x: 0, y: size.height - 300, width: size.width, height: 300)
    keypad.setBackgroundColor(0xFF30_3030)
    view.addView(keypad)
    keypads.append(keypad)
    pin.requestFocus()
  }
}

/// A weak reference to the prompt whose callback holds it (the prompt holds its callback).
private final class PromptReference {
  weak var prompt: BiometricPrompt?
}
