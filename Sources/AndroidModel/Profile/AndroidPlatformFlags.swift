/// Answers to the open Android questions, each a named flag with a default chosen from the evidence.
///
/// Defaults that depend on the version are set by ``AndroidPlatformFlags/defaults(apiLevel:)``; a run can be repeated
/// under the other answer by changing the flag on the profile.
nonisolated public struct AndroidPlatformFlags: Hashable, Sendable, Codable {
  /// A1. The Recents task snapshot is taken when Home (or the Recents gesture) is pressed, before `onPause` runs,
  /// so the trace gets no choice of timing. Default: `true` on API 35, `false` below. Source: a review on a Pixel
  /// with Android 15 where the card showed content after Home in quick and slow sequences, traced to the thumbnail
  /// being taken when Home is pressed, which did not happen on Android 12
  /// (https://github.com/ionic-team/capacitor-privacy-screen/pull/1 ; one first-hand report; low-medium). Below API
  /// 35 the order against the lifecycle is a race ("no guaranteed ordering against lifecycle callbacks",
  /// https://github.com/stellar/freighter-mobile/issues/942 ; "FLAG_SECURE in onPause is too late",
  /// https://github.com/mozilla-mobile/focus-android/issues/103 ; medium): the trace chooses with
  /// ``AndroidEvent/recentsTiming(_:)``.
  public var recentsSnapshotAtHomePress = false
  /// A2. A screenshot taken while any `FLAG_SECURE` window is visible is refused as a whole (a "can't take
  /// screenshot due to security policy" toast) instead of drawing secure windows black. Default `false`: the
  /// pessimistic answer, since the non-secure windows then stay in the image; AOSP's SurfaceFlinger draws secure
  /// layers black in captures that do not ask for them
  /// (https://developer.android.com/security/fraud-prevention/activities says only "blank or refused"; OEMs
  /// differ, https://github.com/adaptant-labs/flutter_windowmanager/issues/7 ; medium).
  public var screenshotRefusedWhenSecureWindowShown = false
  /// A3. On API 35, a window showing a view marked `CONTENT_SENSITIVITY_SENSITIVE` (or a password field, which the
  /// system marks itself) is blacked out as a whole in MediaProjection recordings and casting. Default `true`
  /// (https://learn.microsoft.com/dotnet/api/android.views.view.contentsensitivity ;
  /// https://www.guardsquare.com/blog/android-15-screen-spying-protection ; medium). `false`: ignored.
  public var contentSensitivityBlanksWindowInRecordings = true
  /// A4. Blurred text between legible and illegible counts as shown (as iOS's `blurDegradedTextIsLegible`). Default
  /// `false`, the same answer as the iOS model.
  public var blurDegradedTextIsLegible = false
  /// A5. A change of window size the activity does not handle (a fold or unfold, entering or leaving split screen,
  /// entering picture-in-picture) recreates it. Default `true`: the screen layout changes with such a resize
  /// (long to not long on a phone's half, xlarge to large on a tablet's), and a screen-layout change is never
  /// filtered. AOSP does filter screen-size changes that cross none of the app's resource size thresholds
  /// (`ActivityRecord` size-configuration buckets; CTS change
  /// https://android.googlesource.com/platform/cts/+/79b4a6ccc40 reports a tablet split that did not relaunch;
  /// medium), so `false` models that case.
  public var resizeRecreatesActivity = true
  /// A6. The content of the picture-in-picture window counts as legible in captures although the window is scaled
  /// down. Default `true`, the pessimistic answer: at the default PiP width (about 240 dp of the phone's 393) 16 sp
  /// text is still about 10 dp tall (an inference from the sizes; medium). `false`: the PiP window shows nothing
  /// legible.
  public var pictureInPictureContentIsLegible = true

  /// The flags' defaults on `apiLevel`.
  public static func defaults(apiLevel: Int) -> AndroidPlatformFlags {
    var flags = AndroidPlatformFlags()
    flags.recentsSnapshotAtHomePress = apiLevel >= 35
    return flags
  }
}
