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
extension AndroidDevice {
  /// The clickable, visible view the app added over the content of `activity` that fills it (``View/frame`` `nil`),
  /// the top-most one, or `nil`.
  func clickableViewOverContent(of activity: Activity) -> View? {
    activity.contentView.children.last { $0.isClickable && $0.visibility == View.VISIBLE && $0.frame == nil }
  }

  /// Why the user's tap on a control of the screen (opening `what`) cannot reach it: a clickable view fills the
  /// activity's content above the control and takes the touch; `nil` when the touch reaches the screen.
  func touchTakenAboveScreen(opening what: String) -> String? {
    guard let activity, clickableViewOverContent(of: activity) != nil else { return nil }
    return "a clickable view the app added fills its screen above the control that opens \(what) and takes the "
      + "touch (View.onTouchEvent consumes a touch on a clickable view; ViewGroup.dispatchTouchEvent offers it to the "
      + "top-most child first)"
  }
}
