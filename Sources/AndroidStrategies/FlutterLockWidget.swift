import AndroidModel

/// The Android side of the Dart lock widget the iOS catalog models as `flutter-lock-widget`
/// (https://github.com/flutter/flutter/issues/32895): the same Dart code, `setState` to a full-screen lock on
/// `AppLifecycleState.inactive` or `paused` and back on `resumed`, so on a Flutter host it draws into
/// `FlutterSurfaceView` on the engine's next frame, a `Choreographer` frame callback on the main looper after the
/// lifecycle callback returned (modeled as a posted runnable drawing an opaque view over the surface). Flutter maps
/// `onPause` and the loss of window focus to `inactive`, `onStop` to `paused`, `onPostResume` to `resumed`
/// (https://api.flutter.dev/flutter/dart-ui/AppLifecycleState.html : inactive "when another activity is focused,
/// such as a split-screen app, a phone call, a picture-in-picture app"; `FlutterActivityAndFragmentDelegate`;
/// high); from API 29 window focus follows the top resumed position, so the model uses
/// `onTopResumedActivityChanged` for focus (medium). The frame comes too late for a snapshot taken before the
/// looper runs ("Flutter has no time to render", https://github.com/neckaros/secure_application/issues/52 ;
/// medium), and in split screen the lock covers the app's visible, resumed half while the other app has the focus.
/// A Dart widget is chosen over a `FLAG_SECURE` plugin because it is the iOS strategy's own code.
public final class FlutterLockWidget: AndroidPrivacyStrategy {
  private var lock: View?
  /// The widget.
  public init() {}
  /// `flutter-lock-widget`.
  public var name: String { "flutter-lock-widget" }
  /// Recents only (the iOS strategy claims the app switcher).
  public var claims: AndroidProtectionClaims { .recents }

  /// A new activity (and a new surface) shows no lock.
  public func onCreate(_ activity: Activity) { lock = nil }
  /// `inactive`.
  public func onPause(_ activity: Activity) { setLocked(true, activity) }
  /// `paused`.
  public func onStop(_ activity: Activity) { setLocked(true, activity) }
  /// `resumed`.
  public func onResume(_ activity: Activity) { setLocked(false, activity) }
  /// Focus lost: `inactive`; focus back: `resumed`.
  public func onTopResumedActivityChanged(_ activity: Activity, _ isTopResumedActivity: Bool) {
    setLocked(!isTopResumedActivity, activity)
  }

  /// `setState`: the lock is drawn, or removed, on the next frame.
  private func setLocked(_ locked: Bool, _ activity: Activity) {
    activity.handler.postFromOtherThread {
      if locked, self.lock == nil {
        let view = View(activity)
        view.setBackgroundColor(0xFF10_1010)
        activity.contentView.addView(view)
        self.lock = view
      } else if !locked, let view = self.lock {
        view.parent?.removeView(view)
        self.lock = nil
      }
    }
  }
}
