/// A system setting the user changes that changes every app's configuration (``AndroidEvent/configurationChange(_:)``).
///
/// Each is a runtime configuration change: an activity whose manifest does not declare every configuration it
/// changes (`android:configChanges`) is destroyed and recreated, one that declares them gets `onConfigurationChanged`
/// (https://developer.android.com/guide/topics/resources/runtime-changes ;
/// https://developer.android.com/guide/topics/manifest/activity-element#config ; high). The system compares the
/// change with the declared set (AOSP `ActivityRecord.shouldRelaunchLocked`: a relaunch unless the changes are all in
/// `ActivityInfo.getRealConfigChanged()`, `ActivityRecord.java` in `com.android.server.am`, later
/// `com.android.server.wm`, read in the code corpus; high).
nonisolated public enum SystemConfigurationChange: String, Hashable, Sendable, Codable, CaseIterable {
  /// The user turns the system dark theme on or off (Settings, Display, or its Quick Settings tile): the night bits
  /// of `uiMode` change. The system setting exists from Android 10, API 29
  /// (https://developer.android.com/develop/ui/views/theming/darktheme ; high).
  case uiMode
  /// The user picks another language (Settings, System, Languages): `locale` and `layoutDirection` change together
  /// (AOSP `Configuration.updateFrom` sets `CONFIG_LAYOUT_DIRECTION` with `CONFIG_LOCALE` whenever the primary locale
  /// changes, read in the code corpus; high), so a manifest declaring `locale` alone is still relaunched (first-hand
  /// reports from Android 4.2 on; high).
  case locale
  /// The user changes the font size (Settings, Display): `fontScale` changes.
  case fontScale

  /// The configurations the change changes, as a manifest's `android:configChanges` names them.
  public var changes: ActivityConfigChanges {
    switch self {
    case .uiMode: return .uiMode
    case .locale: return [.locale, .layoutDirection]
    case .fontScale: return .fontScale
    }
  }

  /// The lowest API level with a system setting that makes the change.
  public var minimumAPILevel: Int { self == .uiMode ? 29 : 1 }
}
