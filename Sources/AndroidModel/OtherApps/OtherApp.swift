/// Another app installed on the device, as a strategy that is not the app's own code sees the platform: an app
/// locker that guards the app under test from its own process (its accessibility service, a usage-stats poller or a
/// Shizuku foreground listener) and draws its lock in windows of its own.
///
/// Such an app learns which app is in front only from the system, after the change: an accessibility service gets
/// `TYPE_WINDOW_STATE_CHANGED` when a window "is opened" (after it is shown,
/// https://developer.android.com/reference/android/view/accessibility/AccessibilityEvent#TYPE_WINDOW_STATE_CHANGED ;
/// high), `UsageStatsManager` reports `ACTIVITY_RESUMED` events after the fact and is read by polling
/// (https://developer.android.com/reference/android/app/usage/UsageStatsManager ; high). Its windows are added by
/// its own process through the window manager, so they are never part of the app's frame: the app's window is drawn
/// first. Lockers' maintainers and users describe the result: the protected app's content shows before the lock
/// (https://github.com/SubhamTyagi/AppLock/issues/44 , 2019; https://github.com/Maxr1998/MaxLock/issues/144 , 2018;
/// https://github.com/aload0/AppLock/issues/110 , a log where the lock activity starts 1 ms after the foreground
/// change and the protected app is drawn first; the maintainer of https://github.com/aload0/AppLock/issues/77 : an
/// external app "doesn't have the permissions to be able to hide the contents of the app as soon as they are
/// opened"; medium-high). The model delivers each change at the start of the device's next event
/// (``AndroidPrivacyStrategy/onForegroundAppChanged(_:_:)``, ``AndroidPlatformFlags/foregroundChangeReachesOtherAppsLate``).
public final class OtherApp {
  unowned let device: AndroidDevice

  init(device: AndroidDevice) { self.device = device }

  /// `Build.VERSION.SDK_INT` of the device.
  public var sdkInt: Int { device.profile.apiLevel }

  /// Adds a full-display `TYPE_APPLICATION_OVERLAY` window whose content is an opaque view of `color` (the other
  /// app's `WindowManager.addView` with its own layout parameters, holding `SYSTEM_ALERT_WINDOW`).
  ///
  /// The window is above every application window of every app (dialogs and popups of the app under test
  /// included) and below the IME; it is in screenshots and recordings like any window that is not secure, and in
  /// no task's Recents snapshot, which is made of the task's own windows
  /// (https://source.android.com/docs/core/display/task-snapshots ; high). The app under test stays resumed under
  /// it: a window of another app is no activity, so no lifecycle callback runs (high); the overlay takes the
  /// touches and key events over its frame.
  /// - Returns: the window, attached.
  @discardableResult public func addOverlay(color: UInt32) -> Window {
    let window = Window(
      label: "otherAppOverlay", kind: nil, type: WindowManager.LayoutParams.TYPE_APPLICATION_OVERLAY,
      frame: device.displayBounds, owner: nil, decorRole: .none)
    let content = View(nil)
    content.setBackgroundColor(color)
    window.decorView.addView(content)
    device.windowManager.add(window)
    return window
  }

  /// Removes the other app's `window` (`WindowManager.removeView`).
  public func removeOverlay(_ window: Window) { device.windowManager.remove(window) }
}
