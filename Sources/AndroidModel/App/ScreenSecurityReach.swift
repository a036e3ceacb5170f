/// Which of the app's windows its own code touches when the user toggles the app's screen-security setting (a
/// user-facing "screen security" / "allow screenshots" switch in the app's settings,
/// ``AndroidEvent/screenSecurity(_:)``), as an app declares it (``AndroidPrivacyStrategy/screenSecurityReach``).
///
/// The platform does the rest, and the reach matters because of three platform facts:
/// - `FLAG_SECURE` belongs to one window: each activity's window, each `Dialog`'s and each `PopupWindow`'s carries
///   its own (a `SurfaceView` has its own secure layer, `setSecure`), so clearing it on the activity's window leaves
///   every other window as it was (https://commonsware.com/blog/2016/06/06/psa-flag-secure-window-leaks.html ;
///   AOSP `WindowState.isSecureLocked` reads the window's own attributes; all API levels; high).
/// - `Window.setFlags`/`clearFlags` on an attached window takes effect at the window's next relayout: the window
///   dispatches its changed attributes to its callback, and the activity (`Activity.onWindowAttributesChanged`: when
///   not embedded and its decor view is attached, `getWindowManager().updateViewLayout(decor, params)`) or the dialog
///   (`Dialog.onWindowAttributesChanged`) passes them to `WindowManager.updateViewLayout` (AOSP
///   `Window.dispatchWindowAttributesChanged`; an older `PhoneWindow.dispatchWindowAttributesChanged` calls
///   `updateViewLayout(mDecor, attrs)` itself; all API levels; high). The model relayouts at once: the next frame
///   comes before any capture the user can take.
/// - The Recents task snapshot is taken when the task leaves the front (pause or stop, `recentsTiming`) and kept
///   until the next is taken: a card taken while a window was secure stays the app theme after the flag is cleared,
///   until the task leaves again (AOSP `TaskSnapshotController`;
///   https://source.android.com/docs/core/display/task-snapshots ; API 26+; high).
///   `Activity.setRecentsScreenshotEnabled(false)` is a separate switch: clearing `FLAG_SECURE` does not turn Recents
///   screenshots back on
///   (https://developer.android.com/reference/android/app/Activity#setRecentsScreenshotEnabled(boolean) , "in
///   comparison to FLAG_SECURE, this only affects ... recents"; API 33+; high).
///
/// First-hand reports of the setting not reaching every window: https://github.com/signalapp/Signal-Android/issues/7998
/// (notification windows still secure after screen security was turned off, until toggled again);
/// https://github.com/nextcloud/talk-android/issues/4076 (screen security off, screenshots still refused on
/// Samsung, blank on Pixel, Android 14) and /4164 (the flag toggled in `BaseActivity` and `SettingsActivity`).
nonisolated public struct ScreenSecurityReach: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public let rawValue: UInt8
  /// Reach from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The window of the activity the user toggled the setting in (`window.clearFlags(FLAG_SECURE)` in the settings
  /// screen's listener): always part of an app's reach.
  public static let currentWindow = ScreenSecurityReach(rawValue: 1 << 0)
  /// Every activity applies the setting again as it resumes (a base activity's `onResume` adds or clears the flag),
  /// so activities below in the task catch up when the user goes back to them.
  public static let everyActivityOnResume = ScreenSecurityReach(rawValue: 1 << 1)
  /// The dialogs and popups the current activity shows when the user toggles the setting get the same change.
  public static let ownedWindows = ScreenSecurityReach(rawValue: 1 << 2)
  /// `setRecentsScreenshotEnabled` follows the setting too (API 33+), for an app that also turned Recents
  /// screenshots off.
  public static let recentsScreenshots = ScreenSecurityReach(rawValue: 1 << 3)
  /// Every window and switch the app's protection touches.
  public static let all: ScreenSecurityReach = [
    .currentWindow, .everyActivityOnResume, .ownedWindows, .recentsScreenshots,
  ]

  /// The names joined by `+`, for example `currentWindow+onResume`.
  public var description: String {
    var names: [String] = []
    if contains(.currentWindow) { names.append("currentWindow") }
    if contains(.everyActivityOnResume) { names.append("onResume") }
    if contains(.ownedWindows) { names.append("ownedWindows") }
    if contains(.recentsScreenshots) { names.append("recents") }
    return names.isEmpty ? "nothing" : names.joined(separator: "+")
  }
}
