import AndroidModel

/// focus-lost: while an app lock is due, with the app in front, resumed, idle and its window holding input focus, the
/// lock's field that the app's code focused (`requestFocus`) and asked the keyboard for has one: the Android reading
/// of iOS's check of a first responder lost ("the passcode field has no keyboard although the app asked for one").
///
/// The mechanism is the input method's: `InputMethodManager.showSoftInput` serves only the focused view of a window
/// that has input focus and otherwise returns `false` and does nothing
/// (https://developer.android.com/reference/android/view/inputmethod/InputMethodManager#showSoftInput(android.view.View,%20int) ;
/// AOSP "Ignoring showSoftInput() as view=... is not served"; API 21–35; high). A window gains focus only after
/// `onResume` (`AndroidDevice+WindowFocus.swift`), so a request from `onCreate`, `onStart` or `onResume` is dropped
/// and nothing asks again: the field stays focused with no keyboard, and the user must tap it to type the passcode.
/// developer.android.com's "Show the soft keyboard" asks from a focused window (`windowSoftInputMode="stateVisible"`
/// or `showSoftInput` after `requestFocus()`, https://developer.android.com/develop/ui/views/touch-and-input/keyboard-input/visibility );
/// the request held until the window has focus is `WindowInsetsController.show(ime())`'s from API 30
/// (AOSP change "Support WIC.show(IME) from Activity#onCreate", bug 153014086), a call the script vocabulary does not
/// have. No flag: the drop is the documented contract on every level the model covers, and no vendor report differs.
///
/// Holds when a keyboard showed since the drop (the app asked again from `onWindowFocusChanged(true)`, the input
/// method's own show, the user's tap on a field): a keyboard the user then hid (Back, `dismissWindow`) is the user's
/// choice. A field the lock covers is not the lock's (its keys would type into the hidden content), and is not judged.
/// The request's record is the device's (``AndroidDevice/unansweredKeyboardRequest``).
struct AndroidFocusLostCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.focusLost

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    guard device.strategy.isAppLocked, let request = device.unansweredKeyboardRequest else { return nil }
    return Violation(
      invariant: invariant, step: context.step,
      detail: "\(context.eventText): locked, and the lock's field \(request.field) is focused with no keyboard: the "
        + "app asked for it in \(request.callback), before its window had input focus, and "
        + "InputMethodManager.showSoftInput dropped the request (the view was not served); the user must tap the field "
        + "to type the passcode")
  }
}
