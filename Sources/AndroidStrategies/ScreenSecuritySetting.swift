import AndroidModel

/// An app with a user-facing "screen security" setting (on by default) that protects with `FLAG_SECURE`, and turns
/// it off the usual ways: its code reaches the windows its ``reach`` names (``ScreenSecurityReach``), written as the
/// apps of the reports write it (https://github.com/nextcloud/talk-android/issues/4164 : the flag toggled from the
/// setting in `BaseActivity` and `SettingsActivity`; https://github.com/signalapp/Signal-Android/issues/7998).
///
/// While the setting is on, every activity's window gets `FLAG_SECURE` in `onCreate`, and the app's dialogs and
/// popups get it as they are made (MASTG's advice, https://github.com/OWASP/mastg/pull/3457); with `recentsOff` the
/// activity also turns Recents screenshots off (`setRecentsScreenshotEnabled(false)`, API 33+). When the user toggles
/// the setting, the listener changes the activity in front's window, and its dialogs and popups with
/// ``ScreenSecurityReach/ownedWindows``; with ``ScreenSecurityReach/everyActivityOnResume`` every activity applies the
/// setting again in `onResume`; `setRecentsScreenshotEnabled` follows the setting only with
/// ``ScreenSecurityReach/recentsScreenshots``. New activities and windows read the setting as they are made.
public final class ScreenSecuritySetting: AndroidPrivacyStrategy {
  /// The windows the setting's code reaches.
  public let reach: ScreenSecurityReach
  /// Whether the protection also turns Recents screenshots off (API 33+).
  public let recentsOff: Bool
  /// The strategy's name.
  public let name: String

  /// The strategy called `name` whose setting's code reaches `reach`; `recentsOff` adds
  /// `setRecentsScreenshotEnabled(false)` to the protection.
  public init(name: String, reach: ScreenSecurityReach, recentsOff: Bool = false) {
    self.name = name
    self.reach = reach.union(.currentWindow)
    self.recentsOff = recentsOff
  }

  /// Everything while the setting is on (the flag is set in `onCreate`); the engine releases the claims once the
  /// user turned the setting off.
  public var claims: AndroidProtectionClaims { .all }
  /// ``reach``.
  public var screenSecurityReach: ScreenSecurityReach? { reach }

  private var secure: Int { WindowManager.LayoutParams.FLAG_SECURE }

  /// Protects the new activity's window while the setting is on.
  public func onCreate(_ activity: Activity) {
    if activity.isScreenSecuritySettingOn { apply(true, to: activity, recents: true) }
  }

  /// With ``ScreenSecurityReach/everyActivityOnResume``, applies the setting as it is now (adds or clears).
  public func onResume(_ activity: Activity) {
    guard reach.contains(.everyActivityOnResume) else { return }
    apply(activity.isScreenSecuritySettingOn, to: activity, recents: reach.contains(.recentsScreenshots))
  }

  /// Protects a dialog made while the setting is on.
  public func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {
    if activity.isScreenSecuritySettingOn { dialog.window.addFlags(secure) }
  }

  /// Protects a popup shown while the setting is on (`updateViewLayout` with the flag).
  public func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity) {
    guard activity.isScreenSecuritySettingOn else { return }
    let root = popup.contentView.rootView
    guard var params = root.layoutParams else { return }
    params.flags |= secure
    activity.windowManager.updateViewLayout(root, params)
  }

  /// The setting's listener, in the activity in front: its window, and what else ``reach`` names.
  public func onScreenSecuritySettingChanged(_ isOn: Bool, _ activity: Activity) {
    apply(isOn, to: activity, recents: reach.contains(.recentsScreenshots))
    guard reach.contains(.ownedWindows) else { return }
    for window in activity.ownedWindows { window.setFlags(isOn ? secure : 0, secure) }
  }

  private func apply(_ isOn: Bool, to activity: Activity, recents: Bool) {
    activity.window.setFlags(isOn ? secure : 0, secure)
    if recentsOff, recents, activity.sdkInt >= 33 { activity.setRecentsScreenshotEnabled(!isOn) }
  }
}
