import AndroidModel

/// `lockShown` on Android, iOS's condition with its meaning (docs/app-logic.md, "Conditions"): the script's lock screen
/// is placed, as the app's code believes, not as the user sees it. A lock screen is one of the script's
/// (``lockScreenNames(of:lock:)``): a view of one added and not removed (`addView`, in any activity of the process,
/// started or not: the view is in the activity's content until `removeView` or the activity's end), a dialog of one
/// showing (`Dialog.isShowing`), a lock activity or destination the script's own `startActivity` or `navigate` brought
/// up and still on top of its activity's back stack, or a `startActivity` of one the code asked for and the window
/// manager has not made yet. The last counts because the code's belief is the request: an app that keeps a
/// `lockShown`-style flag sets it as it calls `startActivity`, and the activity is made only after the caller's
/// callbacks return (`ActivityTaskManager` starts it from a later message; high), so `onCreate` and `onResume` of one
/// launch each asking for the lock would start two instances without it (the s42 stacked-lock `needless-lock`: a
/// script that checks `not(lockShown)` asks once).
extension AndroidAppLogic {
  /// Whether one of the script's lock screens is placed, or asked for, as the app's code believes (`lockShown`).
  var isLockPlaced: Bool {
    if !codeLockStarts.isEmpty { return true }
    if views.contains(where: { lockScreens.contains($0.name) && $0.view.parent != nil }) { return true }
    if dialogs.contains(where: { lockScreens.contains($0.name) && $0.dialog.isShowing }) { return true }
    return codeShownLocks.contains { entry in
      guard let activity = entry.activity.value, activity.lifecycleState != .DESTROYED else { return false }
      return activity.currentScreen?.name == entry.name
    }
  }
}
