// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's and UIKit's own names for these constants, as the platform spells them.)
/// An `android.app.Activity`: the app's one activity, its window and lifecycle.
///
/// The lifecycle follows https://developer.android.com/guide/components/activities/activity-lifecycle (high):
/// `onCreate` → `onStart` → `onResume`, then `onTopResumedActivityChanged(true)` (API 29+, "always delivered after
/// the activity was resumed and before it is paused",
/// https://learn.microsoft.com/dotnet/api/android.app.activity.ontopresumedactivitychanged ; high); leaving is
/// `onTopResumedActivityChanged(false)` → `onPause` → `onStop` (→ `onDestroy` when finishing). The window is
/// attached to the window manager after the first `onResume` (`ActivityThread.handleResumeActivity` adds the decor
/// view; high). A configuration change (rotation) destroys the activity and makes a new one with a new window, so
/// flags set on the old window are gone (https://developer.android.com/guide/topics/resources/runtime-changes ;
/// high).
public final class Activity {
  /// The activity's lifecycle states (`Lifecycle.State`).
  nonisolated public enum State: String, Hashable, Sendable {
    /// Constructed, `onCreate` not yet called.
    case INITIALIZED
    /// After `onCreate` (or after `onStop`).
    case CREATED
    /// After `onStart` (or after `onPause`).
    case STARTED
    /// After `onResume`.
    case RESUMED
    /// After `onDestroy`.
    case DESTROYED
  }

  /// An `Activity.ScreenCaptureCallback` (API 34).
  public final class ScreenCaptureCallback {
    let onScreenCaptured: () -> Void
    /// A callback running `onScreenCaptured` on the main looper when the activity is captured.
    public init(_ onScreenCaptured: @escaping () -> Void) { self.onScreenCaptured = onScreenCaptured }
  }

  unowned let device: AndroidDevice
  /// The activity's main window (`getWindow()`); a new one after recreation.
  public let window: Window
  // Unchecked exclusivity on state the model reads every step: see `AndroidDevice`.
  /// The lifecycle state.
  @exclusivity(unchecked) public internal(set) var lifecycleState = State.INITIALIZED
  /// `Activity.isFinishing()`: whether the activity is being finished rather than destroyed for a recreation; set for
  /// the activities of a task removed from Recents (``AndroidEvent/removeTask``), whose `onDestroy` an app's "lock on
  /// close" code reads it in.
  public internal(set) var isFinishing = false
  /// Whether `onCreate` gets a saved-instance-state `Bundle` (`savedInstanceState != null`): the instance is made again
  /// from the state its predecessor saved, after a configuration change relaunched it or after the process died with
  /// the task kept (the saved state "survives configuration change and system-initiated process death",
  /// https://developer.android.com/topic/libraries/architecture/saving-states ; high). `false` for a fresh start.
  public internal(set) var hasSavedInstanceState = false
  /// Whether the activity holds the top resumed position.
  @exclusivity(unchecked) public internal(set) var isTopResumedActivity = false
  /// Whether the activity's window has input focus, as last told by `onWindowFocusChanged`
  /// (``AndroidDevice/updateWindowFocus()``).
  @exclusivity(unchecked) public internal(set) var hasWindowFocus = false
  /// A handler on the main looper (`Handler(Looper.getMainLooper())`).
  public let handler: Handler
  /// Whether the system may take Recents screenshots of this activity (``setRecentsScreenshotEnabled(_:)``).
  @exclusivity(unchecked) public private(set) var isRecentsScreenshotEnabled = true
  @exclusivity(unchecked) var screenCaptureCallbacks: [ScreenCaptureCallback] = []
  /// The app's screens on its navigator's back stack, the shown one last (``AndroidAppDescription``).
  @exclusivity(unchecked) public internal(set) var backStack: [AndroidAppScreen] = []

  /// The screen the activity shows (the top of its back stack).
  public var currentScreen: AndroidAppScreen? { backStack.last }

  /// The screen the activity was created showing, its navigator's start destination: it names the activity (a
  /// script's `activity=`) and its content's host view draws it, also after the app's own navigation popped it
  /// (``navigate(to:popUpTo:inclusive:singleTop:)`` with `inclusive`).
  @exclusivity(unchecked) public internal(set) var startScreen: AndroidAppScreen?
  /// Whether this is a record of the task not made yet: an activity the app's code started in the same turn as
  /// another one it started after it (``startActivity(_:flags:dropped:)``), made when Back reaches it.
  @exclusivity(unchecked) public internal(set) var isRecordNotMade = false
  /// The starts this activity's code asked for that its posted start has not run yet, in call order.
  var pendingStarts: [(screen: AndroidAppScreen, flags: AndroidEntry.Flags, dropped: (() -> Void)?)] = []

  /// Whether this is the app's launcher activity (the one hosting its navigator's destinations), not an activity of
  /// its own that a screen, the app or a notification started (``AndroidAppScreen/isActivity``).
  public var isLauncherActivity: Bool { backStack.first.map { !$0.isActivity } ?? true }

  init(device: AndroidDevice) {
    self.device = device
    handler = Handler(device.looper)
    window = Window(
      label: "activity", kind: nil, type: WindowManager.LayoutParams.TYPE_BASE_APPLICATION,
      frame: device.appBounds, owner: nil, decorRole: .appNeutral)
    window.owner = self
    window.decorView.context = self
    window.decorView.setBackgroundColor(0xFFFF_FFFF)
  }

  /// `InputMethodManager.showSoftInput(field, 0)`: `true` when the keyboard shows for `field`, which must be the focused
  /// editor of this activity's focused window (``AndroidDevice/showSoftInput(for:in:)``); otherwise ignored.
  @discardableResult
  public func showSoftInput(_ field: EditText) -> Bool { device.showSoftInput(for: field, in: self) }

  /// `Build.VERSION.SDK_INT` of the device.
  public var sdkInt: Int { device.profile.apiLevel }
  /// Whether Back calls this activity's `onBackPressed()` (and `KEYCODE_BACK` handlers): not from API 33 when the app
  /// opts in to `OnBackInvokedCallback` (``AndroidPlatformFlags/enableOnBackInvokedCallback``), unless from API 34 the
  /// activity's own manifest entry opts out (``AndroidAppScreen/enablesOnBackInvokedCallback``).
  public var receivesOnBackPressed: Bool { !device.backInvokedCallbackEnabled(for: self) }
  /// The window manager (`getWindowManager()`).
  public var windowManager: WindowManager { device.windowManager }
  /// The main looper (`getMainLooper()`).
  public var mainLooper: Looper { device.looper }

  /// The first view with `id` in the activity's window (`findViewById`).
  public func findViewById(_ id: String) -> View? { window.decorView.findViewById(id) }

  /// The `android.R.id.content` view, the parent of the app's layout.
  public var contentView: View { findViewById("content") ?? window.decorView }

  /// Tells the system never to take the Recents screenshot of this activity (API 33).
  ///
  /// The Recents card and the starting window then show the theme's window background; this does not block
  /// screenshots or recordings, and it only affects the representation while the activity is not started
  /// (https://learn.microsoft.com/dotnet/api/android.app.activity.setrecentsscreenshotenabled ; AOSP
  /// `ActivityRecord.shouldUseAppThemeSnapshot`; high). It belongs to this activity: a recreated activity starts
  /// enabled again. Below API 33 the call crashes with `NoSuchMethodError`.
  public func setRecentsScreenshotEnabled(_ enabled: Bool) {
    guard device.requireApi(33, "Activity.setRecentsScreenshotEnabled") else { return }
    isRecentsScreenshotEnabled = enabled
  }

  /// Registers a screenshot-detection callback (API 34, `DETECT_SCREEN_CAPTURE`), usually in `onStart`.
  ///
  /// It runs when the user takes a screenshot with the hardware buttons while the activity is visible, never for
  /// adb or instrumentation screenshots, and never while the activity's window has `FLAG_SECURE`; the app gets no
  /// image (https://developer.android.com/about/versions/14/features/screenshot-detection ;
  /// https://developer.android.com/reference/android/app/Activity.ScreenCaptureCallback ; high). Below API 34 the
  /// call crashes with `NoSuchMethodError`.
  public func registerScreenCaptureCallback(_ callback: ScreenCaptureCallback) {
    guard device.requireApi(AndroidProfile.screenCaptureCallbackAPILevel, "Activity.registerScreenCaptureCallback")
    else { return }
    screenCaptureCallbacks.append(callback)
  }

  /// Unregisters a screenshot-detection callback (API 34), usually in `onStop`.
  public func unregisterScreenCaptureCallback(_ callback: ScreenCaptureCallback) {
    guard device.requireApi(AndroidProfile.screenCaptureCallbackAPILevel, "Activity.unregisterScreenCaptureCallback")
    else { return }
    screenCaptureCallbacks.removeAll { $0 === callback }
  }

  /// Registers `receiver` for `filter` with `flags` (`Context.registerReceiver`; see
  /// ``AndroidDevice/register(_:_:flags:in:)`` for the rule that crashes on API 34).
  public func registerReceiver(_ receiver: BroadcastReceiver, _ filter: IntentFilter, _ flags: Int = 0) {
    device.register(receiver, filter, flags: flags, in: self)
  }

  /// Unregisters `receiver` (`Context.unregisterReceiver`).
  public func unregisterReceiver(_ receiver: BroadcastReceiver) {
    device.receivers.removeAll { $0.receiver === receiver }
  }

  /// The app's own screen-security setting as its code reads it from its `SharedPreferences` (on until the user
  /// turns it off, ``AndroidEvent/screenSecurity(_:)``).
  public var isScreenSecuritySettingOn: Bool { device.isScreenSecuritySettingOn }

  /// `PowerManager.isInteractive()` (API 20; `isScreenOn()` before): `false` from the power button's press until the
  /// screen turns on, so the `onPause` and `onStop` the sleep delivers (``AndroidEvent/screenOff``) read it `false`,
  /// as an app that tells a screen-off from a leave reads it. The power manager sets its wakefulness first and the
  /// window manager then puts the top activities to sleep (AOSP `PowerManagerService.goToSleep` →
  /// `Notifier.onWakefulnessChangeStarted`, then the keyguard's sleep token; API 21–35; high).
  public var isInteractive: Bool { device.screenBeforeOff == nil }

  /// The entry (a notification, widget, tile, shortcut, share or link, ``AndroidEvent/openEntry(_:)``) whose intent
  /// made this activity, or `nil` when the launcher, the app's own `startActivity` or a recreation made it: what
  /// `getIntent()` tells the app's code of its route here.
  public internal(set) var launchEntry: AndroidEntry?

  /// How many times the app's process died on this device before this activity's process started (0: the trace's
  /// first process): the model's bookkeeping for app state that lives only in a process's memory (a static field the
  /// user's action set in the first process), not a value any app code can read.
  public var earlierProcesses: Int { device.processKills }

  /// `getSharedPreferences(...).getBoolean(key, …)`: the boolean the app stored under `key`, or `nil` when it stored
  /// none. Kept on disk, so a new process reads what the last one wrote.
  public func preference(_ key: String) -> Bool? { device.appPreferences[key] }

  /// `getSharedPreferences(...).edit().putBoolean(key, value).apply()`: stores `value` under `key` (the in-memory map
  /// at once; `apply` writes the disk asynchronously, which the model does not separate).
  public func setPreference(_ key: String, _ value: Bool) { device.appPreferences[key] = value }

  /// `getSharedPreferences(...).getString(key, null)`: the string the app stored under `key`, or `nil`.
  public func textPreference(_ key: String) -> String? { device.appTextPreferences[key] }

  /// `getSharedPreferences(...).edit().putString(key, value).apply()`.
  public func setTextPreference(_ key: String, _ value: String) { device.appTextPreferences[key] = value }

  /// The dialogs and popups this activity shows now (windows it owns besides its own), in stacking order.
  public var ownedWindows: [Window] {
    device.windowManager.windows.filter { $0 !== window && $0.owner === self }
  }

  /// Whether the activity is at least started (visible, or about to be).
  public var isStarted: Bool { lifecycleState == .STARTED || lifecycleState == .RESUMED }
}

extension Activity {
  /// Notes a line of the app's own code that ran (an app-logic script's action, `app-logic line 4: removeView(lock)`)
  /// in the device's callback log, after the callbacks delivered so far: `explain` prints it in the step's callbacks.
  public func noteAppCode(_ entry: String) { device.lifecycleLog.append(entry) }
}
