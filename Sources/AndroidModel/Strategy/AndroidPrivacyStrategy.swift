/// An Android privacy strategy: app code the app's activity runs from its lifecycle methods.
///
/// Write it as the activity's own code (Kotlin or Java in Swift spelling): the activity calls each method after its
/// `super` call and after the app's own work (`setContentView` is done by `onCreate`). Every method has an empty
/// default.
public protocol AndroidPrivacyStrategy: AnyObject {
  /// The strategy's name, for example `secure-flag-on-create`.
  var name: String { get }
  /// What the strategy claims to protect now (it may depend on the app's state, for example a PIN being set).
  var claims: AndroidProtectionClaims { get }
  /// What the strategy claims while its protection is on (once the app enabled it, a PIN is set, ...): the most
  /// ``claims`` ever answers. Reports read it on a fresh instance to tell an invariant the strategy never claims
  /// (`not claimed`) from one it kept (`held`). Default: ``claims``, for a strategy whose claims never change.
  var claimsWhenOn: AndroidProtectionClaims { get }
  /// Whether the strategy is an app lock that has decided its lock is due and the user has not passed it (its lock
  /// screen is then meant to be up: no stranded cover).
  var isAppLocked: Bool { get }
  /// Whether the strategy is an app lock at all (it makes a lock promise, ``isAppLocked``), so the lock invariants
  /// apply to it; a report skips them for any other strategy rather than calling them held. Default: `false`.
  var isAppLock: Bool { get }
  /// Whether the strategy promises that its cover or blur never shows while the app stays on screen and the user is
  /// still in it: under a permission dialog or another dialog-themed activity (paused, not stopped), in split screen
  /// with the other app focused, under the app's own dialogs (the engine's `needless-cover`, an opt-in trade-off: a
  /// cover raised in `onPause` or at focus loss comes up under each of them, one raised in `onStop` can keep the
  /// promise).
  var promisesNoNeedlessCover: Bool { get }
  /// The app's own parameter that took the lock down while the promise (``isAppLocked``) stands, when that parameter
  /// alone decides it (an error reply taken as a pass after the user's own cancel), or `nil`: a `lock-bypass` then
  /// says it is so by construction.
  var lockPromiseNote: String? { get }
  /// The platform fact that, with the app's reply to it, took the lock down while the promise stands (the system's
  /// cancel of the prompt when the app leaves the front), or `nil`: a `lock-bypass` then names it.
  var lockPromiseFact: String? { get }
  /// The app's own parameter that made its last prompt a re-prompt right after an error (asking again at once in
  /// `onAuthenticationError`), or `nil` when the platform's callbacks brought it: a `reauth-loop` then says it is so
  /// by construction.
  var reauthenticationNote: String? { get }
  /// An app lock's promise for the images the system and the user take of the app (the Recents card, the starting
  /// window, screenshots, recorded frames): ``isAppLocked``, or, while the app is away from the front, that its code
  /// will lock the next return (a lock re-armed in `onStart` or `onResume`): the card shown meanwhile is the app's
  /// content though the next return asks for the lock. Judged by `lock-bypass`, iOS's rule (issue 25).
  var isLockDueForImages: Bool { get }
  /// An app lock's own entry, the control the user passes it with (its keypad), while its lock screen shows, or
  /// `nil` (no entry of its own, or not a lock): the `unlock-blocked` check asks whether touches can reach it.
  var lockEntry: View? { get }
  /// An app lock's screen that only the system's biometric prompt takes down, while it is up and due with no entry of
  /// its own, or `nil`: the `unlock-blocked` check asks whether a prompt can still come (``AndroidPromptRelease``).
  var promptRelease: AndroidPromptRelease? { get }
  /// What the strategy promises to tell the app about (`.screenshots`, `.recordings`): a detection promise, checked
  /// against what the platform showed (``detectedScreenshotCount``, ``knowsAppIsRecorded``).
  var detectionClaims: AndroidProtectionClaims { get }
  /// How many screenshots of the app its detection reported so far (in this process).
  var detectedScreenshotCount: Int { get }
  /// The images (paths in shared storage, ``MediaImage/path``) a detection that reads storage reported as
  /// screenshots, in order (in this process); empty for the callbacks, which name no image.
  var reportedScreenshotImages: [String] { get }
  /// Whether its detection says a recording shows the app now.
  var knowsAppIsRecorded: Bool { get }
  /// The app calls the strategy offers (``AndroidEvent/appCall(_:)`` names), for example `pinSetup`.
  var appCalls: [String] { get }
  /// Whether the app has a control that makes the call `name`: one of ``appCalls`` (the ones the generator draws),
  /// or a call of a family the strategy's code reads (a lock's `lockAfterN`); the device refuses any other.
  func answersAppCall(_ name: String) -> Bool
  /// The app's screen whose control app call `name` is (an app-logic script's `appCall(NAME, screen=SCREEN)`): the
  /// call is then the user's tap there, which the device delivers by its hit test or refuses
  /// (``AndroidDevice/canDeliverAppCall(_:)``), or `nil` for app code that runs whatever is on screen. Default `nil`.
  func screen(ofAppCall name: String) -> String?
  /// Whether app call `name` is the user's switch on the app's own settings screen and names no screen of its own (an
  /// app-logic script's `lockSetting:` `on` and `off`): a tap on the screen shown, unless that is the lock's own, which
  /// the window manager delivers or refuses as any control's (``AndroidDevice/canDeliverAppCall(_:)``). Default
  /// `false`.
  func isSettingsControl(_ name: String) -> Bool
  /// Whether `screen` is one of the lock's own screens (an app-logic script's activity or destination started or
  /// navigated to beside `set` of its `lock:` variable): a touch there is on the lock's own controls, not through the
  /// lock (``AndroidDevice/screenTouchedThroughLock``). Default `false`.
  func isLockScreen(_ screen: String) -> Bool
  /// The windows the app's own code touches when the user toggles its screen-security setting
  /// (``AndroidEvent/screenSecurity(_:)``), or `nil` when the app offers no such setting (the event is then never
  /// drawn and refused in a trace). An app that declares a reach promises that once the user turned the setting off,
  /// what the system takes of the app shows its content (`cannot-disable`), and claims nothing meanwhile.
  var screenSecurityReach: ScreenSecurityReach? { get }
  /// The one of ``appCalls`` that turns the app's protection off at the user's request (an app-logic script's
  /// `disable:`), or `nil`. From that call until another of ``appCalls`` the protection is off, in this process and
  /// the next (the user's choice, kept as the screen-security setting is): the strategy claims nothing and what the
  /// system takes of the app must show it (`cannot-disable`, ``AndroidDevice/isProtectionTurnedOff``). iOS's
  /// `PrivacyScreenStrategy.disableCall`.
  var disableCall: String? { get }
  /// The one of ``appCalls`` that turns the protection back on after ``disableCall`` (an app-logic script's
  /// `enable:`), or `nil`: then any other of ``appCalls`` does (iOS's `isTurnedOff(lastAppCall:)`).
  var enableCall: String? { get }
  /// `disable:`'s per-claim form (an app-logic script's `disable: screenshots=allowCapture`): the claims app call
  /// `name` turns off, while the others stay judged, or `nil` when `name` turns none off (then it turns the ones off
  /// before back on, as iOS's `releasedClaims(lastAppCall:)`). The whole-protection ``disableCall`` is `nil` then.
  func claimsReleased(byAppCall name: String) -> AndroidProtectionClaims?
  /// Whether ``claimsReleased(byAppCall:)`` releases claims for some call.
  var releasesClaimsPerCall: Bool { get }
  /// The settings the user chose in the app's own settings screen that the strategy keeps itself (a lock family
  /// member's lock timeout, `settings=`), as one line, or `nil` when it keeps none: part of
  /// ``AndroidDevice/userSettingsState``, which the shrinker keeps.
  var userSettingText: String? { get }
  /// The app call by which the user turns the app's own lock off in its settings (an app-logic script's
  /// `lockSetting:` `off`), or `nil`: `cannot-disable` then judges that the lock stays off (``lockBackAfterUserOff``).
  /// Default `nil`.
  var userLockOffCall: String? { get }
  /// Once the user turned the app's own lock off through ``userLockOffCall`` (made while the app's code held no lock)
  /// and not on again: what of that lock is up again (its lock variable set, its lock screen shown), as the sentence
  /// `cannot-disable` prints, or `nil` when nothing is. iOS's `PrivacyScreenStrategy.lockBackAfterUserOff`. Default
  /// `nil`.
  var lockBackAfterUserOff: String? { get }
  /// The user turned the app's screen-security setting on or off, in `activity` (the one in front); the new value is
  /// already stored (``Activity/isScreenSecuritySettingOn``). The app's code adds or clears `FLAG_SECURE` here on the
  /// windows of its ``screenSecurityReach``.
  func onScreenSecuritySettingChanged(_ isOn: Bool, _ activity: Activity)
  /// `Activity.onCreate`, after `setContentView`.
  func onCreate(_ activity: Activity)
  /// `Activity.onStart`.
  func onStart(_ activity: Activity)
  /// `Activity.onResume`.
  func onResume(_ activity: Activity)
  /// `Activity.onNewIntent`: an entry's intent reached this existing activity instead of making a new one (a
  /// `singleTop`/`singleTask` launch or `FLAG_ACTIVITY_SINGLE_TOP`/`CLEAR_TOP`); `onResume` follows.
  func onNewIntent(_ activity: Activity)
  /// `Activity.onTopResumedActivityChanged` (API 29).
  func onTopResumedActivityChanged(_ activity: Activity, _ isTopResumedActivity: Bool)
  /// `Activity.onWindowFocusChanged`: the activity's window gained or lost input focus (``AndroidDevice/updateWindowFocus()``).
  func onWindowFocusChanged(_ activity: Activity, _ hasFocus: Bool)
  /// `Activity.onUserLeaveHint`: "called as part of the activity lifecycle when an activity is about to go into the
  /// background as the result of user choice", right before `onPause` (AOSP `ActivityThread.handlePauseActivity`
  /// calls `performUserLeavingActivity` when `userLeaving`; every API level; high,
  /// https://developer.android.com/reference/android/app/Activity#onUserLeaveHint() ). The model delivers it for
  /// Home, Recents and the quick switch; not modeled: a start of another activity by the user's action, which also
  /// delivers it.
  func onUserLeaveHint(_ activity: Activity)
  /// Waits, in seconds, that the app's own code measures (an app-logic script's `elapsed(V, S)`): the generator
  /// draws `advance(S)` among its own waits for a strategy that names some. Read every step: keep it a stored
  /// value. Default: none.
  var waitsOfInterest: [Double] { get }
  /// `Activity.onConfigurationChanged`: a configuration change the manifest declares (or a resize that does not
  /// relaunch) reached the activity, which lives on; its window has its new size
  /// (https://developer.android.com/guide/topics/resources/runtime-changes ; high).
  func onConfigurationChanged(_ activity: Activity)
  /// `Activity.onPause`.
  func onPause(_ activity: Activity)
  /// `Activity.onStop`.
  func onStop(_ activity: Activity)
  /// `Activity.onDestroy`.
  func onDestroy(_ activity: Activity)
  /// Where the app makes a dialog, before it is shown (`DialogFragment.onCreateDialog`; in React Native,
  /// `ReactModalHostView` making its `Dialog`, the place RN's fix copies the flag). Compose dialogs do not come
  /// here: Compose makes their windows itself.
  func onCreateDialog(_ dialog: Dialog, _ activity: Activity)
  /// Right after the app's `popup.showAsDropDown(anchor)`.
  func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity)
  /// One of ``appCalls``, run when the user triggers it in the app.
  func onAppCall(_ name: String, _ activity: Activity)
  /// A screen of the app was created and is shown: a fragment's `onViewCreated`, a React screen's mount
  /// (`useEffect` with no dependencies), a Compose destination entering composition. Runs for the start screen after
  /// `onCreate`, and for every screen again when a recreated activity restores its back stack.
  func onScreenCreated(_ screen: AndroidAppScreen, _ activity: Activity)
  /// A screen of the app was destroyed: popped from the back stack (its cleanup, a fragment's `onDestroyView`), or
  /// with its activity (top screen first, before `onDestroy`).
  func onScreenDestroyed(_ screen: AndroidAppScreen, _ activity: Activity)
  /// The navigator's current destination became `screen` (`NavController.OnDestinationChangedListener`): at a push,
  /// at a pop that shows the one below again, and once for the start destination after `onCreate` (a listener added
  /// there is told the current destination at once).
  func onDestinationChanged(_ screen: AndroidAppScreen, _ activity: Activity)
  /// Back reached the activity (no dialog, popup or keyboard took it): whether an `OnBackPressedCallback` of the
  /// app's, enabled now, consumes it. `OnBackPressedDispatcher` gives Back to the enabled callback added last, so
  /// one the app adds after its navigator's runs first and the navigator does not pop
  /// (https://developer.android.com/guide/navigation/custom-back ; high). `false`: the navigator pops its top
  /// destination, or the activity handles Back.
  func onBackPressed(_ activity: Activity) -> Bool
  /// Back reached the activity's own `onBackPressed()` override (or a `KEYCODE_BACK` handler in `onKeyDown`), which
  /// runs before `ComponentActivity`'s call into `OnBackPressedDispatcher`: whether it consumes Back (does not call
  /// `super`). Not called from API 33 when the app opts in to `OnBackInvokedCallback`
  /// (``AndroidPlatformFlags/enableOnBackInvokedCallback``). `false` by default.
  func onActivityBackPressed(_ activity: Activity) -> Bool
  /// Whether an `OnBackPressedCallback` of the app's is enabled in `activity` now, so that with the opt-in to
  /// `OnBackInvokedCallback` androidx registers it with the window and a back swipe is the app's: the system plays no
  /// animation of its own (AOSP `BackNavigationController`: a non-system callback makes `TYPE_CALLBACK`; the predictive
  /// back guide: "intercepting back at an Activity disables the cross-activity animation"; high). Asked, not run: no
  /// handler runs. `false` by default.
  func hasEnabledBackCallback(_ activity: Activity) -> Bool
  /// Code of another app (``OtherApp``), not the app's own: the system tells it whether the app under test is now
  /// the app in front (resumed on screen) or no longer is. It runs in that app's process after the change was
  /// drawn: at the start of the device's next event (`AndroidDevice+OtherApps.swift`).
  func onForegroundAppChanged(_ appUnderTestInFront: Bool, _ otherApp: OtherApp)
  /// `Activity.onUserInteraction`: "Called whenever a key, touch, or trackball event is dispatched to the activity"
  /// (https://developer.android.com/reference/android/app/Activity#onUserInteraction() ; all API levels; high), where
  /// apps restart an idle timer. The model calls it on the resumed activity for the user's taps that navigate
  /// (``AndroidEvent/navigate(_:)``, ``AndroidEvent/navigateBack``) and the Back key (``AndroidEvent/back``), before
  /// the event is handled.
  func onUserInteraction(_ activity: Activity)
  /// The intervals a lock promises its user (``AndroidLockTimerPromise``), when it promises any: `needless-lock`
  /// then judges against them.
  var lockTimerPromise: AndroidLockTimerPromise? { get }
  /// Whether the promise is one lock per opening of a section (a screen's own re-prompt), so a lock asked again at
  /// the next opening is the promise, not `needless-lock`'s ask after a pass (default `false`).
  var locksEachOpening: Bool { get }
  /// How the app's own code started the lock screen `activity` shows (an activity of the lock's that its
  /// `startActivity` made), or `nil` when it shows none: `needless-lock` judges one revealed or started after the
  /// user's pass with no leave (``AndroidDevice/needlessLock``). Default `nil`.
  func codeLockStart(shownBy activity: Activity) -> AndroidCodeLockStart?
  /// The strategy's own state that decides its future but no device summary shows (an app-logic script's variables
  /// and the views and dialogs it holds), as text the explorer merges states on; `""` when it keeps none.
  var explorerState: String { get }
  /// Whether the app around the strategy is a stand-in (an app-logic script runs in the engine's sample app): the
  /// windows the sample app shows of its own in answer to the trace's `showWindow(KIND)` are then reported as
  /// `sample-app-dialog/message`, not `dialog/message`, so a reader tells them from the script's own dialog of the same
  /// kind (``Window/isSampleAppWindow``). Only outputs change: the trace's checkpoints keep the window's label.
  /// Default `false`: a built-in strategy's app is the sample app, whose windows are its own.
  var namesSampleAppWindows: Bool { get }
}

extension AndroidPrivacyStrategy {
  /// Only whether its lock is up (``isAppLocked``).
  public var explorerState: String { isAppLocked ? "locked" : "" }
  /// Its ``claims``: they never change.
  public var claimsWhenOn: AndroidProtectionClaims { claims }
  /// No app calls.
  public var appCalls: [String] { [] }
  /// Its ``appCalls`` exactly.
  public func answersAppCall(_ name: String) -> Bool { appCalls.contains(name) }
  /// Not a lock.
  public var isAppLocked: Bool { false }
  /// Not a lock.
  public var isAppLock: Bool { false }
  /// The app is the strategy's own.
  public var namesSampleAppWindows: Bool { false }
  /// Promises nothing about needless covers.
  public var promisesNoNeedlessCover: Bool { false }
  /// None.
  public var lockPromiseNote: String? { nil }
  /// None.
  public var lockPromiseFact: String? { nil }
  /// None.
  public var reauthenticationNote: String? { nil }
  /// The promise as it stands (``isAppLocked``).
  public var isLockDueForImages: Bool { isAppLocked }
  /// No entry of its own.
  public var lockEntry: View? { nil }
  /// No lock screen released by the prompt.
  public var promptRelease: AndroidPromptRelease? { nil }
  /// No call is a screen's control.
  public func screen(ofAppCall name: String) -> String? { nil }
  /// No call is a settings switch.
  public func isSettingsControl(_ name: String) -> Bool { false }
  /// No screen is the lock's own.
  public func isLockScreen(_ screen: String) -> Bool { false }
  /// Promises no detection.
  public var detectionClaims: AndroidProtectionClaims { [] }
  /// None.
  public var detectedScreenshotCount: Int { 0 }
  /// None.
  public var reportedScreenshotImages: [String] { [] }
  /// No.
  public var knowsAppIsRecorded: Bool { false }
  /// No screen-security setting.
  public var screenSecurityReach: ScreenSecurityReach? { nil }
  /// No call turns the protection off.
  public var disableCall: String? { nil }
  /// Any other app call turns the protection back on.
  public var enableCall: String? { nil }
  /// No call turns a claim off on its own.
  public func claimsReleased(byAppCall name: String) -> AndroidProtectionClaims? { nil }
  /// None.
  public var releasesClaimsPerCall: Bool { false }
  /// None.
  public var userSettingText: String? { nil }
  /// No lock setting of the user's.
  public var userLockOffCall: String? { nil }
  /// No lock setting of the user's.
  public var lockBackAfterUserOff: String? { nil }
  /// Does nothing.
  public func onScreenSecuritySettingChanged(_ isOn: Bool, _ activity: Activity) {}
  /// Does nothing.
  public func onCreate(_ activity: Activity) {}
  /// Does nothing.
  public func onStart(_ activity: Activity) {}
  /// Does nothing.
  public func onResume(_ activity: Activity) {}
  /// Does nothing.
  public func onNewIntent(_ activity: Activity) {}
  /// Does nothing.
  public func onTopResumedActivityChanged(_ activity: Activity, _ isTopResumedActivity: Bool) {}
  /// Does nothing.
  public func onWindowFocusChanged(_ activity: Activity, _ hasFocus: Bool) {}
  /// Does nothing.
  public func onUserLeaveHint(_ activity: Activity) {}
  /// Does nothing.
  public func onConfigurationChanged(_ activity: Activity) {}
  /// Does nothing.
  public func onPause(_ activity: Activity) {}
  /// Does nothing.
  public func onStop(_ activity: Activity) {}
  /// Does nothing.
  public func onDestroy(_ activity: Activity) {}
  /// Does nothing.
  public func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {}
  /// Does nothing.
  public func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity) {}
  /// Does nothing.
  public func onAppCall(_ name: String, _ activity: Activity) {}
  /// Does nothing.
  public func onScreenCreated(_ screen: AndroidAppScreen, _ activity: Activity) {}
  /// Does nothing.
  public func onScreenDestroyed(_ screen: AndroidAppScreen, _ activity: Activity) {}
  /// Does nothing.
  public func onDestinationChanged(_ screen: AndroidAppScreen, _ activity: Activity) {}
  /// Does not consume Back.
  public func onBackPressed(_ activity: Activity) -> Bool { false }
  /// Does not consume Back.
  public func onActivityBackPressed(_ activity: Activity) -> Bool { false }
  /// None enabled.
  public func hasEnabledBackCallback(_ activity: Activity) -> Bool { false }
  /// Does nothing.
  public func onForegroundAppChanged(_ appUnderTestInFront: Bool, _ otherApp: OtherApp) {}
  /// Does nothing.
  public func onUserInteraction(_ activity: Activity) {}
  /// None.
  public var lockTimerPromise: AndroidLockTimerPromise? { nil }
  /// A whole-app lock (or none).
  public var locksEachOpening: Bool { false }
  /// No lock screen of the app's own code.
  public func codeLockStart(shownBy activity: Activity) -> AndroidCodeLockStart? { nil }
  /// None.
  public var waitsOfInterest: [Double] { [] }
}
