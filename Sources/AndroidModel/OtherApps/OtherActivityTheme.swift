/// How another app's activity that the app under test starts over itself looks
/// (``AndroidEvent/startOtherActivity(_:)``): what Android then does to the app's activity below.
///
/// - ``dialog``: a translucent or dialog-themed activity (the share sheet's `ChooserActivity`, the runtime permission
///   dialog's `GrantPermissionsActivity`, an account picker or a sign-in dialog). The activity below is paused and
///   not stopped; it stays visible under the dim ("If a new activity or dialog appears in the foreground, taking
///   focus and partially covering the activity in progress, the covered activity loses focus and enters the Paused
///   state"; "onPause() ... A semi-transparent activity opens, such as a dialog"; "Coordinating activities" and
///   "onPause()", https://developer.android.com/guide/components/activities/activity-lifecycle ; all API levels;
///   high). The permission controller's `GrantPermissionsActivity` (API 23+, in the permission controller's package
///   from API 29) pauses the app's activity and resumes it, with no stop: measured on Android 13 (pause and lost
///   focus at the request, resume and gained focus after Allow, https://github.com/rust-mobile/android-activity/issues/174 ),
///   and the loops of a permission asked in `onResume` (https://github.com/tbruyelle/RxPermissions/issues/98 ,
///   https://github.com/permissions-dispatcher/PermissionsDispatcher/issues/90 ,
///   https://github.com/fondesa/kpermissions/issues/119 ); API 23-33; high for the pause without a stop (its theme's
///   attributes themselves were not read). `ChooserActivity` extends `ResolverActivity`, a
///   bottom sheet over a translucent window (AOSP frameworks/base `core/java/com/android/internal/app/
///   ResolverActivity.java`, API 1–33; from API 34 the IntentResolver module; medium-high).
/// - ``fullScreen``: an opaque full-screen activity (the camera for `ACTION_IMAGE_CAPTURE`, a document picker). The
///   activity below is paused, then stopped once the new one is visible ("Coordinating activities": A's `onPause`,
///   B's `onCreate`/`onStart`/`onResume`, then, if A is no longer visible, A's `onStop`; the same page; high).
///
/// Either way the other activity starts in the app's own task: an activity started from an activity with the
/// standard launch mode is pushed on the caller's task, "even though the activities may be from different
/// applications, Android maintains this seamless user experience by keeping both activities in the same task"
/// (https://developer.android.com/guide/components/activities/tasks-and-back-stack ; all API levels; high), and
/// when the app asks for a result (`startActivityForResult`, the Activity Result API) `FLAG_ACTIVITY_NEW_TASK` "can
/// not be used when the caller is requesting a result from the activity being launched"
/// (https://developer.android.com/reference/android/content/Intent#FLAG_ACTIVITY_NEW_TASK ; all API levels; high;
/// before API 21 a singleTask or singleInstance target got an immediate `RESULT_CANCELED` instead, AOSP
/// `ActivityStackSupervisor.startActivityUncheckedLocked` quoted in
/// https://blog.csdn.net/qq_32371277/article/details/54559961 ; medium; a target in its own task is not modeled).
/// So the app's task stays the task in front: neither Home nor Recents is shown and no Recents snapshot is taken;
/// finishing the other activity resumes the app's activity (`onRestart`, `onStart`, `onResume` after a stop;
/// `onResume` alone after a pause).
nonisolated public enum OtherActivityTheme: String, Hashable, Sendable, Codable, CaseIterable {
  /// A translucent or dialog-themed activity: the app's activity is paused and stays visible under the dim.
  case dialog
  /// An opaque full-screen activity: the app's activity is paused, then stopped.
  case fullScreen
}
