/// What the platform can ever deliver to an app on a profile, whatever the trace: the very rules the device applies as
/// it runs (``AndroidDevice``'s configuration changes and predictive back, ``Activity/registerScreenCaptureCallback(_:)``,
/// ``AndroidProfile/hasMultiResume``, ``Activity/isOnSecureDisplay``), so that `run` can say which of a script's
/// handlers no trace can run (`AndroidAppLogic+NeverRuns.swift`) from the model instead of a list of its own.
extension AndroidProfile {
  /// Whether Back goes to the window's `OnBackInvokedCallback`s instead of `Activity.onBackPressed()` for an activity
  /// whose `<activity>` element's own `android:enableOnBackInvokedCallback` is `own` (`nil`: none): never below API 33;
  /// from API 33 as the application's opt-in says (``AndroidPlatformFlags/enableOnBackInvokedCallback``, the callback
  /// "replaces Activity.onBackPressed()", https://developer.android.com/reference/android/window/OnBackInvokedCallback ;
  /// high); from API 34 the activity's own attribute overrides the application's
  /// (https://developer.android.com/guide/navigation/custom-back/predictive-back-gesture ; high;
  /// docs/model-behaviours.md A23 and "Predictive back").
  public func backInvokedCallbackEnabled(activityAttribute own: Bool?) -> Bool {
    guard apiLevel >= 33 else { return false }
    if apiLevel >= 34, let own { return own }
    return flags.enableOnBackInvokedCallback
  }

  /// Whether a running activity survives a configuration change of `changes` and gets `onConfigurationChanged`
  /// instead of being destroyed and recreated: its manifest declares every change
  /// (``AndroidAppStructure/declaredConfigChanges``), or, for a resize, the profile says size changes do not relaunch
  /// (``AndroidPlatformFlags/resizeRecreatesActivity``)
  /// (https://developer.android.com/guide/topics/resources/runtime-changes ; high).
  public func activityHandles(_ changes: ActivityConfigChanges) -> Bool {
    structure.declaredConfigChanges.isSuperset(of: changes) || (changes == .resize && !flags.resizeRecreatesActivity)
  }

  /// The configuration changes the user's events can make on the profile, each with the events' name: a rotation
  /// (`rotate`), a resize (split screen, picture-in-picture, a fold, a move between displays) and each system setting
  /// from the API level that has it (``SystemConfigurationChange/minimumAPILevel``). A superset where a profile lacks
  /// one of the resizing events: it only keeps a handler from being called unreachable.
  public var userConfigurationChanges: [(name: String, changes: ActivityConfigChanges)] {
    var out: [(name: String, changes: ActivityConfigChanges)] = [("rotation", .rotation), ("resize", .resize)]
    for change in SystemConfigurationChange.allCases where apiLevel >= change.minimumAPILevel {
      out.append((change.rawValue, change.changes))
    }
    return out
  }

  /// The API level from which an activity registers screenshot-detection callbacks
  /// (`Activity.registerScreenCaptureCallback`, Android 14,
  /// https://developer.android.com/about/versions/14/features/screenshot-detection ; high); below it the call does not
  /// exist (`NoSuchMethodError`).
  public static let screenCaptureCallbackAPILevel = 34

  /// Whether the app's activity may ever be on a display without `Display.FLAG_SECURE`: only where the user has an
  /// external display in use (``AndroidPlatformFlags/externalDisplayInUse``, else the external display events are
  /// refused) that is not secure (``AndroidPlatformFlags/externalDisplayIsSecure``); the device's own display is
  /// secure (``AndroidDevice/appDisplayIsSecure``), and only from API 26 (``externalDisplayMoveAPILevel``): below it
  /// the app never moves to the external display, so it reads its own display's flag throughout (s41: a
  /// `displayIsSecure` branch below API 26 was called one "a longer run may reach").
  public var appMayBeOnNonSecureDisplay: Bool {
    flags.externalDisplayInUse && !flags.externalDisplayIsSecure && apiLevel >= Self.externalDisplayMoveAPILevel
  }

  /// The API level from which an activity moves to another display (Android 8.0's multi-display support,
  /// `ActivityOptions.setLaunchDisplayId`, https://developer.android.com/reference/android/app/ActivityOptions#setLaunchDisplayId(int) ;
  /// high): below it the external display's `moveApp` is refused (`AndroidDevice+ExternalDisplay.swift`).
  public static let externalDisplayMoveAPILevel = 26
}
