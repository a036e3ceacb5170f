/// Touches on the app's screen under a view the app laid over it (a lock or cover view in the activity's content).
///
/// The platform mechanism: a touch goes to the window under it, and in that window `ViewGroup.dispatchTouchEvent`
/// offers it to the children whose bounds contain it, from the top-most (drawn last) down, until one consumes it;
/// `View.onTouchEvent` consumes it when the view is clickable (`setClickable(true)`, an `OnClickListener`, or a
/// subclass that returns `true`), so a view that is not clickable lets the touch through to the views below it in the
/// same window (https://developer.android.com/reference/android/view/View#setClickable(boolean) ,
/// https://developer.android.com/develop/ui/views/touch-and-input/gestures/viewgroup ; AOSP frameworks/base
/// `ViewGroup.dispatchTouchEvent`, `View.onTouchEvent`; every API level; high). A dialog or popup is a window of its
/// own above the activity's: once shown, touches on it reach it whatever the activity's views are. So the screen's
/// controls that open the sample app's dialogs and popups, and its navigation, take no touch while a clickable view
/// fills the content above them; under a view that is not clickable they still do (a lock view drawn over the
/// content without `setClickable` lets the user open what is beneath it).
///
/// Across windows, the window manager's input dispatch sends a touch to the top-most touchable window under the point
/// (AOSP frameworks/native `InputDispatcher::findTouchedWindowAt`; a window that is not `FLAG_NOT_TOUCHABLE`, as a
/// toast is; https://developer.android.com/reference/android/view/WindowManager.LayoutParams#FLAG_NOT_TOUCHABLE ;
/// every API level; high): so while a window of the app's above the activity's fills the whole display (a full-screen
/// lock or cover dialog), no point of the screen's controls, wherever they are, can be touched. A smaller dialog
/// leaves some of the screen uncovered; that a dialog without `FLAG_NOT_TOUCH_MODAL` also takes the touches outside
/// it (https://developer.android.com/reference/android/view/WindowManager.LayoutParams#FLAG_NOT_TOUCH_MODAL ) is not
/// modeled yet: the sample app's own dialogs and popups still open over one another.
extension AndroidDevice {
  /// The clickable, visible view the app added over the content of `activity` that fills it (``View/frame`` `nil`),
  /// the top-most one, or `nil`.
  func clickableViewOverContent(of activity: Activity) -> View? {
    activity.contentView.children.last { $0.isClickable && $0.visibility == View.VISIBLE && $0.frame == nil }
  }

  /// The top-most window of the app's attached above `activity`'s own window that fills the display and takes touches
  /// (no toast, no keyboard: a lock's own field may raise it), or `nil`.
  func appWindowOverScreen(of activity: Activity) -> Window? {
    let windows = windowManager.windows
    guard let base = windows.lastIndex(where: { $0 === activity.window }) else { return nil }
    let display = displayBounds
    return windows[windows.index(after: base)...].last { window in
      guard !window.isOtherAppsWindow, window.owner != nil else { return false }
      switch window.kind {
      case .toast?, .sensitiveToast?, .ime?: return false
      default: break
      }
      let f = window.frame
      return f.x <= display.x && f.y <= display.y && f.x + f.width >= display.x + display.width
        && f.y + f.height >= display.y + display.height
    }
  }

  /// Why the user's tap on a control of the screen (opening `what`) cannot reach it: a clickable view fills the
  /// activity's content above the control and takes the touch; `nil` when the touch reaches the screen.
  func touchTakenAboveScreen(opening what: String) -> String? {
    guard let activity else { return nil }
    if let window = appWindowOverScreen(of: activity) {
      return "a \(window.label) window of the app's fills the screen above the control that opens \(what) and takes "
        + "the touch (the window manager sends a touch to the top-most touchable window under it, "
        + "InputDispatcher.findTouchedWindowAt)"
    }
    guard clickableViewOverContent(of: activity) != nil else { return nil }
    return "a clickable view the app added fills its screen above the control that opens \(what) and takes the "
      + "touch (View.onTouchEvent consumes a touch on a clickable view; ViewGroup.dispatchTouchEvent offers it to the "
      + "top-most child first)"
  }
}
