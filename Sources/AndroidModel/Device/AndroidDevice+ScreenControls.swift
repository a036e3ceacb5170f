/// A tap on a control of one of the app's screens: an app call the app declares on a screen (an app-logic script's
/// `on appCall(demoMode, screen=settings)`, ``AndroidPrivacyStrategy/screen(ofAppCall:)``) is the user's touch, which
/// the window manager delivers as any touch, or refuses; a call on no screen is the app's own code, as before. iOS's
/// rule is the same on UIKit's hit test (`Device+ScreenControls.swift`), and the script's `screen=` is read once for
/// both (`AppLogicScript.appCallScreens`).
///
/// The platform mechanism: input dispatch sends a touch to the top-most window under the point that takes touches
/// (AOSP frameworks/native `InputDispatcher::findTouchedWindowAt`; every API level; high). A window with
/// `FLAG_NOT_TOUCHABLE` takes none: a toast (frameworks/base `Toast.TN`). A focusable window without
/// `FLAG_NOT_TOUCH_MODAL` takes every touch, inside its frame or outside it; with the flag (or with
/// `FLAG_NOT_FOCUSABLE`, which implies it) a touch outside goes to the windows behind
/// (https://developer.android.com/reference/android/view/WindowManager.LayoutParams#FLAG_NOT_TOUCH_MODAL ; high). A
/// `Dialog`'s window is focusable and sets neither, so a dialog of the app's (a `Dialog`, a React Native modal, a
/// Compose dialog) takes a tap anywhere on the screen beneath it, however small it is: its own outside touch cancels it
/// (`Dialog.onTouchEvent`, `setCanceledOnTouchOutside`; high). A `PopupWindow` is not focusable unless the app makes it
/// so (`setFocusable`), and a Compose `Popup` is not by default (`PopupProperties(focusable = false)`): each takes the
/// touches in its frame only (model choice for the sample app's popups; a modal `ListPopupWindow` is not modeled).
/// The keyboard's window takes those in its frame. Inside the activity's window a clickable view the app laid over the
/// content takes the touch (``clickableViewOverContent(of:)``). Another process's window above the app (an overlay,
/// SystemUI's biometric prompt, the notification shade) takes it too (``otherAppsWindowTakesTouches``).
///
/// Where the control lies on its screen is the app's layout: the model taps the centre of the activity's window (model
/// choice, as on iOS). A screen that is not the current destination of the activity in front (popped, never pushed,
/// or in an activity under another) is on no window, and its control takes no tap.
extension AndroidDevice {
  /// Why the user cannot tap a control of the app's screen `screen` now, or `nil`.
  func screenControlRefusal(_ screen: String) -> String? {
    guard appIsInFront, let activity else {
      return "the call is a tap on its screen's control: the user can touch the app only while its activity is "
        + "resumed on screen"
    }
    if otherAppsWindowTakesTouches { return "the call is a tap on its screen's control, and " + overlayReason }
    guard activity.currentScreen?.name == screen else {
      return "the call is a tap on its screen's control, and \(screen) is not the screen shown (popped, never "
        + "pushed, or in an activity under another)"
    }
    return touchRefusal(in: activity, what: "the call is a tap on its screen's control", screen: screen)
  }

  /// Why a touch on the screen `activity` shows (at the centre of its window) does not reach it, beginning with
  /// `what`: a window of the app's above it takes it, or a clickable view over its content; `nil` when it reaches
  /// the screen's views.
  private func touchRefusal(in activity: Activity, what: String, screen: String) -> String? {
    if let (window, reason) = windowTakingTouch(above: activity) {
      return "\(what), and the \(window.label) window above \(screen) takes the touch (\(reason))"
    }
    if clickableViewOverContent(of: activity) != nil {
      return "\(what), and a clickable view the app added fills \(screen) above it and takes the touch "
        + "(View.onTouchEvent consumes a touch on a clickable view)"
    }
    return nil
  }

  /// The top-most window above `activity`'s own that takes a touch at the centre of its window, with why, or `nil`.
  private func windowTakingTouch(above activity: Activity) -> (Window, String)? {
    let base = activity.window
    let centre = DpRect(
      x: base.frame.x + base.frame.width / 2, y: base.frame.y + base.frame.height / 2, width: 0, height: 0)
    let windows = windowManager.windows
    guard let index = windows.lastIndex(where: { $0 === base }) else { return nil }
    for window in windows[windows.index(after: index)...].reversed() where window.isAttached {
      if let reason = Self.touchTaken(by: window, at: centre) { return (window, reason) }
    }
    return nil
  }

  /// Why the user cannot tap the control of app call `name` now, or `nil`: a control declared on a screen
  /// (``screenControlRefusal(_:)``); the user's switch on the app's settings screen
  /// (``AndroidPrivacyStrategy/isSettingsControl(_:)``), a control of the screen shown unless that is the lock's own;
  /// any other call is the app's own code, never refused here.
  func controlRefusal(ofAppCall name: String) -> String? {
    if let screen = strategy.screen(ofAppCall: name) { return screenControlRefusal(screen) }
    guard strategy.isSettingsControl(name) else { return nil }
    let what = "the call is the user's switch on the app's settings screen"
    guard appIsInFront, let activity else {
      return what + ": the user can touch the app only while its activity is resumed on screen"
    }
    if otherAppsWindowTakesTouches { return "\(what), and " + overlayReason }
    let shown = activity.currentScreen?.name ?? "the screen shown"
    if strategy.isLockScreen(shown) {
      return "\(what), and the screen shown is the lock's own \(shown): the settings are behind the lock"
    }
    return touchRefusal(in: activity, what: what, screen: shown)
  }

  /// The app's screen a user's touch on a control of it reaches while the lock's promise stands
  /// (``AndroidPrivacyStrategy/isAppLocked``), through whatever the lock drew, or `nil`: the screen shown by the
  /// activity in front is one of the app's own (not the lock's own, ``AndroidPrivacyStrategy/isLockScreen(_:)``), and
  /// no window above it nor clickable view over its content takes the touch. One rule for every control the user's
  /// touch reaches (touch dispatch is one subsystem): the control of an app call, the one that opens a dialog, popup
  /// or toast (`showWindow`), the way to another screen and the back arrow (`navigate`, `navigateBack`). The keyboard
  /// (`showWindow(ime)`) may be the lock's own field's, and is not judged.
  func screenTouchedThroughLock() -> String? {
    guard strategy.isAppLocked, appIsInFront, let activity, let shown = activity.currentScreen?.name,
      app.screen(named: shown) != nil, !strategy.isLockScreen(shown),
      windowTakingTouch(above: activity) == nil, clickableViewOverContent(of: activity) == nil
    else { return nil }
    return shown
  }

  /// Why `window`, above the screen, takes a touch at `point`, or `nil` when the touch passes it.
  private static func touchTaken(by window: Window, at point: DpRect) -> String? {
    switch window.kind {
    case .toast?, .sensitiveToast?:
      return nil  // FLAG_NOT_TOUCHABLE
    case .dialog?, .reactNativeModal?, .composeDialog?, .composeBottomSheet?:
      return "a dialog's window is touch-modal: no FLAG_NOT_TOUCH_MODAL, so it takes the touches outside it too"
    case .popup?, .composePopup?, .ime?, nil:
      return window.frame.contains(point)
        ? "the top-most window under the touch takes it (InputDispatcher.findTouchedWindowAt)" : nil
    }
  }

  /// The user's tap on the control of app call `name` on `screen`, delivered while the app's lock promise stood
  /// (``AndroidPrivacyStrategy/isAppLocked``): no window above the screen and no clickable view over its content took
  /// the touch (``screenControlRefusal(_:)``), so it reached the app's control through whatever the lock drew, as a
  /// device delivers it: `ViewGroup.dispatchTouchEvent` offers a touch to the children under it from the top-most
  /// down until one consumes it, and `View.onTouchEvent` consumes it only on a clickable view (an `OnClickListener`,
  /// or an `OnTouchListener` that returns `true`, which runs first), so a lock view that is neither passes the tap on
  /// to the control beneath (https://developer.android.com/reference/android/view/View#setClickable(boolean) ,
  /// https://developer.android.com/reference/android/view/View.OnTouchListener ,
  /// https://developer.android.com/develop/ui/views/touch-and-input/gestures/viewgroup ; AOSP frameworks/base
  /// `ViewGroup.dispatchTouchEvent`, children walked from the last drawn; every API level; high). `lock-bypass` judges
  /// it: the promise is that no touch reaches the app (``tapThroughLock``).
  func noteTapThroughLock(_ name: String, screen: String) {
    noteTapThroughLock(reached: name, on: screen, event: "appCall(\(name))")
  }

  /// The user's tap reached `what` (a control's description) on `screen` in `event` while the lock's promise stood
  /// (``screenTouchedThroughLock()``): ``tapThroughLock``, as `lock-bypass` prints it.
  func noteTapThroughLock(reached what: String, on screen: String, event: String) {
    tapThroughLock =
      "the user's tap reached \(what) on \(screen) (\(event)): no window or clickable view above \(screen) "
      + "takes the touch, and a view that is not clickable passes it on (ViewGroup.dispatchTouchEvent, "
      + "View.onTouchEvent)"
  }

  /// Whether the user can tap the control the app call `name` is now: always for a call that is no screen's control.
  /// The generator draws among the calls this answers `true` for.
  public func canDeliverAppCall(_ name: String) -> Bool {
    controlRefusal(ofAppCall: name) == nil
  }
}
