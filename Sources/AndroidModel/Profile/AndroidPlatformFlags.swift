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
  /// ``AndroidEvent/recentsTiming(_:)``. With gesture navigation (A12, API 29+) Home and Recents are the launcher's
  /// swipes, whose snapshot precedes `onPause` on every level (`AndroidDevice.launcherSwipeSnapshotsBeforePause`):
  /// neither this flag nor the trace's timing decides those.
  @inlinable public var recentsSnapshotAtHomePress: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(0)
      return _recentsSnapshotAtHomePress
    }
    set { _recentsSnapshotAtHomePress = newValue }
  }
  @usableFromInline var _recentsSnapshotAtHomePress = false
  /// A2. A screenshot taken while a secure layer is visible (a `FLAG_SECURE` window, or a secure `SurfaceView`) is
  /// refused as a whole (a "can't take screenshot due to security policy" toast, nothing saved) instead of drawing
  /// the secure layers black with the other windows visible. Default: `true` up to API 30, `false` from API 31.
  /// Sources: up to Android 11 SurfaceFlinger's screen capture returns an error when the display shows a secure
  /// layer (`SurfaceFlinger::captureScreen`, "FB is protected: PERMISSION_DENIED", frameworks/native; later
  /// versions name the choice `SecureLayerMode` Redact/Error; high for the old code path); a QA comparison of one
  /// app on several versions: "Android 9, 11 -> it does not allow to take screenshots, and the System notifies it
  /// with a toast message; Android 12 -> It takes a black screenshot" with the app's dialogs visible
  /// (https://github.com/owncloud/android/pull/3615 , 2022-04-13; https://github.com/owncloud/android/issues/3637 ;
  /// first-hand; medium-high); https://github.com/signalapp/Signal-Android/issues/3172 is cited for the same log
  /// line (its text was not found in this check). OEM builds differ
  /// (https://github.com/adaptant-labs/flutter_windowmanager/issues/7 ; medium).
  /// Recordings (MediaProjection) draw secure layers black on every level.
  @inlinable public var screenshotRefusedWhenSecureWindowShown: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(1)
      return _screenshotRefusedWhenSecureWindowShown
    }
    set { _screenshotRefusedWhenSecureWindowShown = newValue }
  }
  @usableFromInline var _screenshotRefusedWhenSecureWindowShown = false
  /// A3. On API 35, a window showing a view marked `CONTENT_SENSITIVITY_SENSITIVE` (or a password field, which the
  /// system marks itself) is blacked out as a whole in MediaProjection recordings and casting. Default `true`
  /// (https://learn.microsoft.com/dotnet/api/android.views.view.contentsensitivity ;
  /// https://www.guardsquare.com/blog/android-15-screen-spying-protection ; medium). `false`: ignored.
  @inlinable public var contentSensitivityBlanksWindowInRecordings: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(2)
      return _contentSensitivityBlanksWindowInRecordings
    }
    set { _contentSensitivityBlanksWindowInRecordings = newValue }
  }
  @usableFromInline var _contentSensitivityBlanksWindowInRecordings = true
  /// A4. Blurred text between legible and illegible counts as shown (as iOS's `blurDegradedTextIsLegible`). Default
  /// `false`, the same answer as the iOS model.
  @inlinable public var blurDegradedTextIsLegible: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(3)
      return _blurDegradedTextIsLegible
    }
    set { _blurDegradedTextIsLegible = newValue }
  }
  @usableFromInline var _blurDegradedTextIsLegible = false
  /// A5. A change of window size the activity does not handle (a fold or unfold, entering or leaving split screen,
  /// entering picture-in-picture) recreates it. Default `true`: the screen layout changes with such a resize
  /// (long to not long on a phone's half, xlarge to large on a tablet's), and a screen-layout change is never
  /// filtered (https://developer.android.com/guide/topics/resources/runtime-changes ; first-hand, apps restarted
  /// by entering split screen or moving its divider until they declared `screenSize|smallestScreenSize|
  /// screenLayout`: https://github.com/apache/cordova-android/issues/799 , API 25;
  /// https://github.com/mullvad/mullvadvpn-app/pull/1809 ; https://github.com/duckduckgo/Android/pull/3524 ;
  /// https://github.com/commons-app/apps-android-commons/pull/6565 , API 35; high, docs/flag-evidence.md).
  /// AOSP does filter screen-size changes that cross none of the app's resource size thresholds
  /// (`ActivityRecord` size-configuration buckets; CTS change
  /// https://android.googlesource.com/platform/cts/+/79b4a6ccc40 reports a tablet split that did not relaunch;
  /// medium), so `false` models that case.
  @inlinable public var resizeRecreatesActivity: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(4)
      return _resizeRecreatesActivity
    }
    set { _resizeRecreatesActivity = newValue }
  }
  @usableFromInline var _resizeRecreatesActivity = true
  /// A6. The content of the picture-in-picture window counts as legible in captures although the window is scaled
  /// down. Default `true`, the pessimistic answer: at the default PiP width (about 240 dp of the phone's 393) 16 sp
  /// text is still about 10 dp tall (an inference from the sizes; medium). `false`: the PiP window shows nothing
  /// legible.
  @inlinable public var pictureInPictureContentIsLegible: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(5)
      return _pictureInPictureContentIsLegible
    }
    set { _pictureInPictureContentIsLegible = newValue }
  }
  @usableFromInline var _pictureInPictureContentIsLegible = true
  /// A7. A MediaProjection recording stops when the screen turns off and the (secure) keyguard locks. Default:
  /// `true` on API 35, `false` below. Source: on Android 15 with a PIN or fingerprint set, locking with the power
  /// button stopped a screen share, the system logging "Content Recording: Stopped MediaProjection due to keyguard
  /// lock" (https://github.com/livekit/client-sdk-android/issues/595 ; first-hand, with the log); AOSP's
  /// `MediaProjectionManagerService` stops the projection when the keyguard locks unless the app may capture it
  /// (read in https://github.com/muhomorr/platform_frameworks_base-15 , `MediaProjectionStopController`); Android's
  /// media projection guide says so from Android 15 QPR1
  /// (https://developer.android.com/media/grow/media-projection#status_bar_chip_auto_stop , as quoted in
  /// https://github.com/HBiSoft/HBRecorder/issues/190 ; high);
  /// before, a projection kept running with the screen off and got black frames
  /// (https://github.com/dkrivoruchko/ScreenStream/issues/154 ; medium). The model assumes a secure lock screen (the
  /// premise of hiding the app at all); exemptions (call apps) are not modeled.
  @inlinable public var recordingStopsWhenScreenLocks: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(6)
      return _recordingStopsWhenScreenLocks
    }
    set { _recordingStopsWhenScreenLocks = newValue }
  }
  @usableFromInline var _recordingStopsWhenScreenLocks = false

  /// A8. Work an app's receiver of `ACTION_CLOSE_SYSTEM_DIALOGS` does (a cover dialog) is drawn before the task
  /// snapshot of the Home press or Recents gesture that sent it. Default `true`: the launcher sends the broadcast when
  /// the Overview button is pressed or the swipe's touch tracking starts, before it starts the transition
  /// (Launcher3 `OverviewCommandHelper.onOverviewToggle`, `OtherActivityInputConsumer`; high), and a tester saw the
  /// Ionic plugin's Recents dialog in the card on Android 12 and 15
  /// (https://github.com/ionic-team/capacitor-privacy-screen/pull/1 review; one first-hand report; medium). Broadcast
  /// delivery is asynchronous to the window transition, with no documented order; `false` answers the other way.
  @inlinable public var systemDialogsBroadcastPrecedesSnapshot: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(7)
      return _systemDialogsBroadcastPrecedesSnapshot
    }
    set { _systemDialogsBroadcastPrecedesSnapshot = newValue }
  }
  @usableFromInline var _systemDialogsBroadcastPrecedesSnapshot = true
  /// A9. `ACTION_CLOSE_SYSTEM_DIALOGS` is a protected broadcast, so registering a receiver for it alone needs no
  /// export flag on API 34. Default `false`: third-party apps could send it until API 31 (from then it is dropped or
  /// throws for them by a permission check, `BROADCAST_CLOSE_SYSTEM_DIALOGS`, not by protection; AOSP change
  /// 8c24eb10b48c "Deprecate Intent.ACSD"; medium: the framework manifest's protected list was not read).
  @inlinable public var closeSystemDialogsIsProtectedBroadcast: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(8)
      return _closeSystemDialogsIsProtectedBroadcast
    }
    set { _closeSystemDialogsIsProtectedBroadcast = newValue }
  }
  @usableFromInline var _closeSystemDialogsIsProtectedBroadcast = false
  /// A10. Below API 26, the Recents thumbnail the system takes as the device goes to sleep (the power button or the
  /// screen timeout with the app in front) is not refused for a secure window: it shows the window's content.
  /// Default: `true` up to API 23, `false` from 24. Mechanism (AOSP frameworks/native, Android 5–6 era): the
  /// screenshot's secure check is the display's, `DisplayDevice::getSecureLayerVisible()` ("if we have secure windows
  /// on this display, never allow the screen capture"), and that state is recomputed from the display's visible
  /// layers in `SurfaceFlinger::rebuildLayerStacks`, which collects none while the display is off (`isDisplayOn()`), so
  /// a capture of the app's layers taken then passes; later versions check the captured layers themselves
  /// (`captureScreenImplLocked`: any visible secure layer in the capture, "FB is protected: PERMISSION_DENIED").
  /// Reports: screen security on, the screen turned off by the power button or the timeout, and the content stays in
  /// Recents (Android 5.1, Nexus 4 and 5, https://github.com/signalapp/Signal-Android/issues/3172 ; Android 6.0.1,
  /// Nexus 5X, https://github.com/signalapp/Signal-Android/issues/6376 , whose reporter says the platform fixed it
  /// from Android 7; Android 6, https://github.com/devgeeks/PrivacyScreenPlugin/issues/21 ; first-hand). Medium: the
  /// release that changed the capture check was inferred from the reports, not read in the 7.0 source; API 24 and 25
  /// follow the reporter's "fixed in 7".
  @inlinable public var sleepThumbnailIgnoresSecureFlag: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(9)
      return _sleepThumbnailIgnoresSecureFlag
    }
    set { _sleepThumbnailIgnoresSecureFlag = newValue }
  }
  @usableFromInline var _sleepThumbnailIgnoresSecureFlag = false
  /// A11. The biometric prompt's scrim dims the app behind it but leaves it legible (only the prompt's panel hides
  /// what it covers). Default `true`, from AOSP SystemUI's source (high for AOSP; medium for OEM builds, not read):
  /// the prompt is a full-screen translucent window whose whole-screen layer is `biometric_dialog_dim_color`,
  /// `#80000000` ("50% black", `packages/SystemUI/res/values/colors.xml`). API 28: `FingerprintDialogView`
  /// (`TYPE_STATUS_BAR_PANEL`, `MATCH_PARENT`, `PixelFormat.TRANSLUCENT`), the dim on `fingerprint_dialog.xml`'s root;
  /// API 29: `BiometricDialogView`, the dim on `biometric_dialog.xml`'s full-screen layout plus
  /// `setBackgroundColor(R.color.biometric_dialog_dim_color)` on its background view (a resource id taken as a
  /// colour, alpha `0x7f`), about 75 % in all; API 30+: `AuthContainerView`, the dim on `auth_container_view.xml`'s
  /// background view, then `FLAG_DIM_BEHIND` with `BACKGROUND_DIM_AMOUNT = 0.5f` (frameworks/base
  /// `packages/SystemUI/src/com/android/systemui/biometrics/`, read in the code corpus,
  /// https://github.com/aosp-mirror/platform_frameworks_base ). A black dim of 50–75 % scales text and its background
  /// alike, so the text keeps its contrast and stays legible. First-hand: an audit of a wallet app found its sensitive
  /// information visible behind the Android prompt and fixed it with a black overlay of its own
  /// (https://github.com/zingolabs/zingo-mobile/pull/1093 ), and a developer asks how to make the prompt cover the
  /// screen "so that user can't see the information behind"
  /// (https://github.com/anitaa1990/Biometric-Auth-Sample/issues/20 ). `false`: the scrim hides the app (an OEM prompt
  /// drawn opaque). What it decides: the images (a screenshot, a recorded frame) taken while the prompt shows on API
  /// 28–29 (from API 30 the prompt's window is `FLAG_SECURE`, so they show nothing of the app, ``BiometricPrompt``);
  /// `lock-bypass` does not judge the display under the prompt (`AndroidLockBypassCheck`).
  @inlinable public var biometricPromptScrimShowsApp: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(10)
      return _biometricPromptScrimShowsApp
    }
    set { _biometricPromptScrimShowsApp = newValue }
  }
  @usableFromInline var _biometricPromptScrimShowsApp = true
  /// A12. The device uses gesture navigation (a setting, Android 10+): Home is a swipe up from the navigation bar,
  /// handled like the Recents swipe by the launcher's `OtherActivityInputConsumer`, which sends
  /// `ACTION_CLOSE_SYSTEM_DIALOGS` with reason `recentapps` as it starts tracking the touch, before it knows whether
  /// the swipe ends at Home or in Recents (Launcher3 quickstep, `startTouchTracking(…, closeActiveWindows)` →
  /// `closeSystemWindows(CLOSE_SYSTEM_WINDOWS_REASON_RECENTS)`; high), and no `homekey` (that reason comes from the
  /// Home key, `PhoneWindowManager`; high). A receiver keyed on `recentapps` therefore also runs on a gesture Home.
  /// Default `false`, three-button navigation: which mode a report's device used is rarely stated, and A05's Android
  /// 15 tester saw the plugin's Recents-only cover miss the Home sequences, which fits the Home key. Ignored below
  /// API 29.
  @inlinable public var gestureNavigation: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(11)
      return _gestureNavigation
    }
    set { _gestureNavigation = newValue }
  }
  @usableFromInline var _gestureNavigation = false
  /// A12b. A Recents or Home swipe the user starts and abandons (the finger goes back down, the gesture ends on the
  /// app, Launcher3's `GestureEndTarget.LAST_TASK`) returns the app with no lifecycle callback and no new task
  /// snapshot: the recents animation keeps the app resumed while it runs (Launcher3 quickstep
  /// `RecentsAnimationController`, the live tile; medium) and the task never became invisible, so the window manager
  /// took no snapshot (AOSP `TaskSnapshotController` snapshots a task as it is hidden; medium). Meanwhile the
  /// `recentapps` broadcast went at touch start (A12; high). Default `true`. `false`: the app is paused and stopped
  /// with its snapshot taken, then restarted, as a gesture Home and a return (an unverified launcher that commits the
  /// transition before it knows the gesture's end). Only with gesture navigation (API 29+).
  @inlinable public var abandonedRecentsGestureKeepsAppResumed: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(12)
      return _abandonedRecentsGestureKeepsAppResumed
    }
    set { _abandonedRecentsGestureKeepsAppResumed = newValue }
  }
  @usableFromInline var _abandonedRecentsGestureKeepsAppResumed = true
  /// A13. Another app learns that the app under test came to (or left) the front only after the change is on screen,
  /// so its reaction (an app locker's overlay) runs at the start of the next event, never in the same frame. Default
  /// `true`: the accessibility event `TYPE_WINDOW_STATE_CHANGED` is sent when a window has opened, usage-stats events
  /// are read after the fact (developer.android.com; high), a locker's log shows its lock activity started 1 ms after
  /// the foreground change while the protected app was drawn first (https://github.com/aload0/AppLock/issues/110),
  /// and its maintainer says an external app cannot hide another app's content "as soon as they are opened"
  /// (https://github.com/aload0/AppLock/issues/77 ; medium-high: no source measures the privileged paths, such as
  /// Shizuku's activity controller). `false`: the other app's reaction runs within the event that made the change.
  @inlinable public var foregroundChangeReachesOtherAppsLate: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(13)
      return _foregroundChangeReachesOtherAppsLate
    }
    set { _foregroundChangeReachesOtherAppsLate = newValue }
  }
  @usableFromInline var _foregroundChangeReachesOtherAppsLate = true
  /// A14. A screenshot's `MediaStore` row, while still pending (`IS_PENDING`, API 29+), is returned to another app's
  /// query of its URI, so an observer told of the insert reads the `.pending-…` path. Default `true` (medium, two
  /// first-hand logs of different users, both Android 11, and a fix): a log read `…/Screenshots/.pending-…-Screenshot_….jpg`
  /// in the insert's `onChange` (flags `NOTIFY_INSERT`), then the published path in the updates
  /// (https://github.com/AzizAK/react-native-detector/issues/15 , 2021-09); a Pixel 2 XL on Android 11 produced both the
  /// `.pending-…` and the published path for one screenshot, so the library reported it twice
  /// (https://github.com/AzizAK/react-native-detector/issues/46 , 2022-05); a fork fixed "twice detection" on
  /// Android 13 (https://github.com/AzizAK/react-native-detector/pull/68). The documentation says a pending item is
  /// visible only to its owner (https://developer.android.com/training/data-storage/shared/media#toggle-pending-status),
  /// which may speak of collection queries only: the two disagree, hence the flag. Weighed and not counted against
  /// (session 36): a detection library that called back once with the permission granted
  /// (https://github.com/akexorcist/ScreenshotDetection/issues/4 , F39-A04; device and Android version not given) runs
  /// every change through a 500 ms debounce that keeps only the last notification, so the pending insert and the
  /// publish arriving within it give one callback whether the pending row is visible or not; its two callbacks with
  /// the permission denied need not be that pair either, since that callback fires for any change of shared storage
  /// (https://github.com/akexorcist/ScreenshotDetection/issues/5 , the maintainer agreeing). `false`: the insert's
  /// query returns nothing and a screenshot is reported once. Ignored below API 29.
  @inlinable public var pendingImageVisibleToObservers: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(14)
      return _pendingImageVisibleToObservers
    }
    set { _pendingImageVisibleToObservers = newValue }
  }
  @usableFromInline var _pendingImageVisibleToObservers = true
  /// A15. From API 30 a `FileObserver` on a shared folder (the screenshots folder) gets inotify events for files
  /// another app (SystemUI) writes there, given the permission that reads shared images. Default `false`: on API 30
  /// shared storage is a FUSE file system whose writes go through MediaProvider, and a plugin maintainer reports that
  /// watching `/Pictures/Screenshots/` "is no longer reliable with scoped storage" and delivers no event
  /// (https://github.com/rdlabo-dev/capacitor-screenshot-event/issues/16 ; medium-low: no source says which releases
  /// deliver). API 29 never delivers (scoped storage gives no file access there); up to 28 it always does.
  @inlinable public var fileObserverSeesSharedMediaFromApi30: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(15)
      return _fileObserverSeesSharedMediaFromApi30
    }
    set { _fileObserverSeesSharedMediaFromApi30 = newValue }
  }
  @usableFromInline var _fileObserverSeesSharedMediaFromApi30 = false
  /// A16. The system saves screenshots in `DCIM/Screenshots/` instead of AOSP's `Pictures/Screenshots/` (an OEM's
  /// choice; an app watching one folder misses the other). Default `false` (AOSP SystemUI's folder). Sources: a
  /// FileObserver on `DCIM/Screenshots/` on a Xiaomi device (https://github.com/jiangchaochao/fileObserver/issues/1 ),
  /// a `MediaStore` log naming `DCIM/Screenshots` on Android 11 (https://github.com/AzizAK/react-native-detector/issues/15 );
  /// "device-specific screenshot locations" (https://github.com/rdlabo-dev/capacitor-screenshot-event/issues/16 );
  /// medium.
  @inlinable public var screenshotsSavedInDCIM: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(16)
      return _screenshotsSavedInDCIM
    }
    set { _screenshotsSavedInDCIM = newValue }
  }
  @usableFromInline var _screenshotsSavedInDCIM = false
  /// A17. A biometric request made during the sensor's timed lockout (``AndroidDevice/isBiometricLockedOut``) ends at
  /// once with `BIOMETRIC_ERROR_LOCKOUT` and shows no prompt. Default `true`: `BiometricService` checks each
  /// sensor's lockout before it asks SystemUI for the dialog and answers an unusable sensor with its error
  /// (frameworks/base `services/core/java/com/android/server/biometrics`, `PreAuthInfo`, API 30+; the
  /// documentation of `BIOMETRIC_ERROR_LOCKOUT`: "The operation was canceled because the API is locked out due to
  /// too many attempts"; medium: read from the service's structure, not run). `false`: the prompt shows with the
  /// lockout message and the sensor reads nothing until the lockout ends (``AndroidEvent/biometricMatch`` and
  /// ``AndroidEvent/biometricNoMatch`` are refused); the user can cancel it.
  @inlinable public var biometricLockoutEndsRequestAtOnce: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(17)
      return _biometricLockoutEndsRequestAtOnce
    }
    set { _biometricLockoutEndsRequestAtOnce = newValue }
  }
  @usableFromInline var _biometricLockoutEndsRequestAtOnce = true
  /// A18. On some vendors' builds, a view the app shows through its own virtual display (``AndroidEmbeddedView``,
  /// Flutter's virtual-display platform views) is drawn black on the device's display while the window hosting it has
  /// `FLAG_SECURE`; screenshots and recordings are as without it. Default `false`, stock AOSP: the engine's
  /// presentation window on that display is not secure (``AndroidEmbeddedView``), and a Flutter maintainer's Android 10
  /// test of webview_flutter (virtual display then) under `FLAG_SECURE` showed the page
  /// (https://github.com/flutter/flutter/issues/62333 ; medium). `true` models the reports, all from 2020-2021 when
  /// these plugins used virtual-display mode, most naming vendors: a web view black on Oppo and Vivo
  /// (https://github.com/pichillilorenzo/flutter_inappwebview/issues/534), on Huawei and devices without Chrome as the
  /// WebView provider on Android 10 (https://github.com/pichillilorenzo/flutter_inappwebview/issues/486), a PDF view
  /// on Oppo only (https://github.com/binSaed/flutter_cached_pdfview/issues/55 ,
  /// https://github.com/endigo/flutter_pdfview/issues/134), a YouTube player on an Oppo F9 Pro
  /// (https://github.com/sarbagyastha/youtube_player_flutter/issues/353 ; with no device named, audio playing over a
  /// black player, https://github.com/sarbagyastha/youtube_player_flutter/issues/286); first-hand; low-medium). A likely
  /// mechanism, not read in any vendor source: the vendor's window manager marks the app's presentation windows
  /// secure like its activity, and SurfaceFlinger blacks secure layers on the non-secure virtual display, so the
  /// texture the app shows is black. Hybrid composition is not affected (the view is in the secure window, on the
  /// secure built-in display), nor is texture-layer mode, except for a view holding a `SurfaceView` (a video player),
  /// which that mode moves into a virtual display.
  @inlinable public var virtualDisplayContentBlackUnderSecureWindow: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(18)
      return _virtualDisplayContentBlackUnderSecureWindow
    }
    set { _virtualDisplayContentBlackUnderSecureWindow = newValue }
  }
  @usableFromInline var _virtualDisplayContentBlackUnderSecureWindow = false
  /// A19. The notification shade pulled over the app (``AndroidEvent/openNotificationShade``) leaves the app's content
  /// legible under its scrim. Default `false`: SystemUI's `ScrimController` draws the scrim "under the shade and
  /// dialogs" at `BUSY_SCRIM_ALPHA`, `1f` in one release of frameworks/base `packages/SystemUI` and `0.85f` in another
  /// (`0.54f` where the shade blurs what is behind it, `BLUR_SCRIM_ALPHA`), read in copies of `ScrimController.java`
  /// in the code corpus; which release has which value was not established (medium-low). `true`: the scrim dims the
  /// app but leaves it legible, so a screenshot of the shade over an app without `FLAG_SECURE` shows its content.
  @inlinable public var notificationShadeShowsApp: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(19)
      return _notificationShadeShowsApp
    }
    set { _notificationShadeShowsApp = newValue }
  }
  @usableFromInline var _notificationShadeShowsApp = false
  /// A20. With the screen off (``AndroidEvent/screenOff``) the device is in deep sleep until it turns on: the CPU is
  /// off, the app's looper runs nothing, and `SystemClock.uptimeMillis` stands still while `elapsedRealtime` counts
  /// on (``Looper/sleep()``), so a `Handler.postDelayed` posted before comes that much later
  /// (https://developer.android.com/reference/android/os/SystemClock : uptime "stops when the system enters deep sleep
  /// (CPU off, display dark, device waiting for external input)"; `Handler.postDelayed`: "Time spent in deep sleep
  /// will add an additional delay to execution"; all API levels; high; a first-hand fix moving a reconnect off
  /// `postDelayed` for it, https://github.com/gotify/android/pull/117 ; a Flutter app's Dart `Timer` and `Stopwatch`
  /// count the same monotonic time, first-hand: https://github.com/flutter/flutter/issues/44719 ,
  /// https://github.com/flutter/flutter/issues/25435 ). Unverified: that the device sleeps for the
  /// whole screen-off time; a wake lock, an alarm or a push wakes it for a while (Doze's maintenance windows,
  /// https://developer.android.com/training/monitoring-device-state/doze-standby ). Default `true`: with nothing
  /// holding a wake lock the kernel suspends within seconds of the screen turning off (medium). `false`: the device
  /// stays awake and the looper runs on.
  @inlinable public var screenOffDeepSleeps: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(20)
      return _screenOffDeepSleeps
    }
    set { _screenOffDeepSleeps = newValue }
  }
  @usableFromInline var _screenOffDeepSleeps = true
  /// A21. A force stop (``AndroidEvent/forceStop``) leaves the app with no task in Recents: its activities are
  /// finished (`RootWindowContainer.finishDisabledPackageActivities`, `finishIfPossible("force-stop")`, read in AOSP
  /// copies in the code corpus; high), and a task whose last activity is removed is removed with it (the model's
  /// reading of `Task.removeChild`; not run on a device: medium). Default `true`: only `launch` starts the app again.
  /// `false`: the card stays and `returnToApp` starts a fresh activity (no saved state either way).
  @inlinable public var forceStopRemovesTask: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(21)
      return _forceStopRemovesTask
    }
    set { _forceStopRemovesTask = newValue }
  }
  @usableFromInline var _forceStopRemovesTask = true
  /// A22. A task the user swipes away in Recents (``AndroidEvent/removeTask``) gives its activities `onDestroy` (with
  /// `isFinishing()`) before the process is killed. AOSP schedules the destroys to the app and posts the kill on the
  /// activity task manager's handler (`ActivityTaskSupervisor.removeTask`, `cleanUpRemovedTaskLocked`,
  /// `killProcessesForRemovedTask`; high), which orders nothing in the app's main thread, and `onDestroy` is documented
  /// as not guaranteed ("the system will simply kill the activity's hosting process without calling this method",
  /// https://developer.android.com/reference/android/app/Activity#onDestroy() ; high). Unverified on a device: which
  /// comes first. Default `false` (no callback: what an app can rely on; medium). `true`: each activity is destroyed,
  /// finishing, before the kill.
  @inlinable public var removedTaskGetsOnDestroy: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(22)
      return _removedTaskGetsOnDestroy
    }
    set { _removedTaskGetsOnDestroy = newValue }
  }
  @usableFromInline var _removedTaskGetsOnDestroy = false
  /// A23. The app's manifest opts in to the ahead-of-time back model (`android:enableOnBackInvokedCallback="true"` on
  /// `<application>`, or on the `<activity>`): an app setting, not an unverified claim. From API 33 Back then no
  /// longer calls `Activity.onBackPressed()` or dispatches `KeyEvent.KEYCODE_BACK` to the app: the system invokes the
  /// focused window's `OnBackInvokedCallback`s (the last registered first within a priority, higher priorities first)
  /// or, with none, its own default (finish the activity; move a root launcher activity's task back from API 31)
  /// (https://developer.android.com/reference/android/window/OnBackInvokedCallback : it "replaces
  /// Activity.onBackPressed(), Dialog.onBackPressed() and KeyEvent.KEYCODE_BACK"; AOSP "Add compatibility back
  /// callbacks", change 56fc3f5e: pre-T apps get `KEYCODE_BACK` on their root view, opted-in T+ apps the registered
  /// callback; the lint check `GestureBackNavigation`: a back gesture "does not trigger {Activity,Dialog}.onBackPressed,
  /// and does not dispatch KeyEvent.KEYCODE_BACK"; high). AndroidX's `OnBackPressedDispatcher` (activity 1.6+)
  /// registers such a callback while one of its callbacks is enabled, so `OnBackPressedCallback`s, fragments and
  /// Navigation keep getting Back (https://developer.android.com/guide/navigation/custom-back/predictive-back-gesture ;
  /// high); an override of `onBackPressed()` or a `KEYCODE_BACK` handler does not. Default `false`: the attribute's
  /// default below targetSdk 36, and the model's levels end at 35 (from targetSdk 36 on API 36 it defaults to `true`,
  /// AOSP change badc0a4bf357 "Default enableOnBackInvokedCallback to true with targetSdk>=36"). Ignored below API 33.
  @inlinable public var enableOnBackInvokedCallback: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(23)
      return _enableOnBackInvokedCallback
    }
    set { _enableOnBackInvokedCallback = newValue }
  }
  @usableFromInline var _enableOnBackInvokedCallback = false
  /// A24. In split screen, the system's biometric prompt of an app whose task is no longer the focused one (the other
  /// app took the focus, or was launched into the other half) is dismissed, though the app stays resumed
  /// (multi-resume). Default `true`: SystemUI's `AuthController` dismisses the prompt on a task-stack change (and,
  /// from API 34, right after showing it) when the top task's top activity (`ActivityTaskManager.getTasks(1)`) is not
  /// the client's package, unless the client is a system app (`isOwnerInForeground`,
  /// `cancelIfOwnerIsNotInForeground`; AOSP frameworks/base `packages/SystemUI/.../biometrics/AuthController.java`,
  /// read in copies in the code corpus; high for the check). Medium: that `getTasks(1)` lists the focused split task
  /// first was not read. The app then gets the system's cancel (the model's `BIOMETRIC_ERROR_CANCELED`) and, still
  /// resumed, no `onResume` to ask again. Modeled for SystemUI's prompt over the app's own activity only (not under a
  /// host activity; a credential confirmation's client, Settings, is a system app it keeps). `false`: the prompt stays
  /// over the app's half until the app leaves.
  @inlinable public var biometricPromptCancelledBehindSplitTask: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(24)
      return _biometricPromptCancelledBehindSplitTask
    }
    set { _biometricPromptCancelledBehindSplitTask = newValue }
  }
  @usableFromInline var _biometricPromptCancelledBehindSplitTask = true
  /// A25. On API 34+, an app the user left less than a minute before the screen turns off is already in the cached
  /// state, so its context-registered `ACTION_SCREEN_OFF` waits in its queue until it leaves that state (here the
  /// screen's turning on). Queuing while cached is documented ("Context-registered broadcasts are queued while apps are
  /// cached", https://developer.android.com/about/versions/14/behavior-changes-all ; high). Default `false`: AOSP's
  /// `OomAdjuster` keeps the previous app (the last that showed UI, with activities) at `PREVIOUS_APP_ADJ`, above the
  /// cached band, until `MAX_PREVIOUS_TIME` (60 s, `ActivityManagerConstants.DEFAULT_MAX_PREVIOUS_TIME`) has passed,
  /// then lets it fall to cached ("previous-expired"; read in copies in the code corpus, not run on a device; medium).
  /// The model: left 60 s or more before the screen off, cached either way. `true`: cached as soon as it leaves.
  @inlinable public var previousAppCachedAtOnce: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(25)
      return _previousAppCachedAtOnce
    }
    set { _previousAppCachedAtOnce = newValue }
  }
  @usableFromInline var _previousAppCachedAtOnce = false
  /// A26. On API 24–25, the Recents thumbnail shows what the app's `onPause` drew (a lock view or a cover added
  /// there). AOSP 7.x no longer takes it as the pause starts: `ActivityStack.startPausingLocked` only marks the
  /// activity (`ActivityRecord.mUpdateTaskThumbnailWhenHidden`), and `ActivityStack.setVisible(r, false)` takes the
  /// screenshot when the activity is hidden, once its pause completed (`makeInvisible`; Android 7.x system-server
  /// sources, several vendors' copies in the code corpus, the same code and comment in AOSP 8.x; high for the
  /// moment). API 21–23 take it before `onPause` (`startPausingLocked` calls `screenshotActivities` before
  /// `schedulePauseActivity`; high). Whether the app's first frame after `onPause` is composed before that screenshot
  /// is a race between the app's next traversal and the system completing the pause (unverified). Default `false`:
  /// an overlay added in `onPause` does not appear in the switcher below API 26
  /// (https://github.com/mguellsegarra/myopic-app-switcher README: "only working with devices running API 26"; a
  /// 2016 question whose logo set in `onPause` was not in the thumbnail, no version given,
  /// https://throwexceptions.com/java-android-customizing-recent-apps-thumbnail-screenshot-by-default-throwexceptions-2.html ;
  /// low-medium). `true`: the thumbnail is taken after `onPause` with what it drew.
  @inlinable public var hiddenThumbnailShowsPauseDrawing: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(26)
      return _hiddenThumbnailShowsPauseDrawing
    }
    set { _hiddenThumbnailShowsPauseDrawing = newValue }
  }
  @usableFromInline var _hiddenThumbnailShowsPauseDrawing = false
  /// A27. Whether the keyboard's window (`TYPE_INPUT_METHOD`, the input method's own process) is drawn black in
  /// captures when the window it types into is secure. AOSP applies `FLAG_SECURE` per window and the keyboard's
  /// window is not the app's, so captures show it (first-hand, API 21–34: Signal-Android #4132, kontalk #832,
  /// Plugin.Maui.ScreenSecurity #37; medium-high); one vendor build records black while it shows (scrcpy #6255,
  /// Realme, API 29; low). Default `false`: the keyboard is captured. Read only when app code shows the keyboard
  /// for a password field (``AndroidDevice/showSoftInput(for:in:)``).
  @inlinable public var imeSecureOverSecureTarget: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(27)
      return _imeSecureOverSecureTarget
    }
    set { _imeSecureOverSecureTarget = newValue }
  }
  @usableFromInline var _imeSecureOverSecureTarget = false
  /// A28. Whether a Compose, React Native or Flutter app's text field has focus again in the window a configuration
  /// change recreated, so the keyboard can stay (``AndroidDevice/settleImeAfterRecreation(of:)``). A views app's
  /// does (`PhoneWindow.restoreHierarchyState` restores the focused view's id; AOSP; high); those hosts keep their
  /// field's focus in their own tree, which the window's saved state does not carry, and no source was found either
  /// way (unverified). Default `false`: the keyboard is hidden after the recreation. Read only there, for those
  /// structures.
  @inlinable public var recreatedHostRestoresEditorFocus: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(28)
      return _recreatedHostRestoresEditorFocus
    }
    set { _recreatedHostRestoresEditorFocus = newValue }
  }
  @usableFromInline var _recreatedHostRestoresEditorFocus = false
  /// A29. Whether the parents of a `TaskStackBuilder` task stack (``AndroidEntry/Flags/taskStack``) are only records
  /// below the target until Back reaches them, made then without saved state. AOSP starts the intent array as one task
  /// and resumes only its top record (`ActivityStartController.startActivities`), and an `ActivityRecord` gets its
  /// client activity when it is made visible (`ActivityTaskSupervisor.realStartActivityLocked`); read from the start
  /// path, not measured (medium: `startActivities` runs the intents' starters in one loop under the global lock, with
  /// the window layout and starting windows deferred until it ends, read in aosp-mirror/platform_frameworks_base).
  /// Default `true`. `false`: every parent is made at once and stopped below the target (its `onCreate`, `onStart`,
  /// `onResume`, `onPause` and `onStop` run). Read only at a task stack's entry.
  @inlinable public var taskStackParentsMadeOnBack: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(29)
      return _taskStackParentsMadeOnBack
    }
    set { _taskStackParentsMadeOnBack = newValue }
  }
  @usableFromInline var _taskStackParentsMadeOnBack = true
  /// A30. Whether an app whose own posted work posts itself again without end, so that its main looper never goes
  /// idle (``Looper/maximumMessagesWithoutIdle`` messages in a row, the model's bound: messages take no virtual time),
  /// is an ANR. The ANR guide names a main thread kept busy and the 5 s input dispatch timeout as the trigger
  /// (https://developer.android.com/topic/performance/vitals/anr ; every API level; high for a blocked thread). AOSP
  /// `MessageQueue.next()` polls the looper's file descriptors (`nativePollOnce`), the window's input channel among
  /// them, before it takes each message, and runs idle handlers only when no message is due
  /// (`core/java/android/os/MessageQueue.java`, https://github.com/aosp-mirror/platform_frameworks_base ; read, not
  /// run): input still reaches an app whose messages are short, so a loop of short messages alone may never time
  /// out. The two disagree for that case (low). Default `true`: the model's reading before the flag, kept so that no
  /// verdict changes; each real message costs time (a navigation, a layout), which the model does not count.
  /// `false`: no ANR; the model cuts the loop at the bound and the app runs on. Read only when the bound is reached.
  @inlinable public var endlessPostedWorkIsANR: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(30)
      return _endlessPostedWorkIsANR
    }
    set { _endlessPostedWorkIsANR = newValue }
  }
  @usableFromInline var _endlessPostedWorkIsANR = true
  /// A31. A setting: whether the system plays its predictive back animations (back-to-home, cross-activity,
  /// cross-task) for an app opted in to `OnBackInvokedCallback`. On Android 13 and 14 they are the Developer option
  /// "Predictive back animations", off as shipped; from Android 15 they are on by default
  /// (https://developer.android.com/develop/ui/compose/system/predictive-back-setup : "enabled by default on Android 15
  /// and higher. On devices running Android 13 or 14, users can enable them through the Developer options"; high).
  /// Default by level (``defaults(apiLevel:)``): `false` on API 33-34, `true` on 35. Read only when a held back swipe
  /// would otherwise preview the activity below (`AndroidDevice+PredictiveBack.swift`). Ignored below API 33.
  @inlinable public var predictiveBackAnimations: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(31)
      return _predictiveBackAnimations
    }
    set { _predictiveBackAnimations = newValue }
  }
  @usableFromInline var _predictiveBackAnimations = false
  /// A32. Whether the user has an external monitor in use with the device and moves app windows to it: a Chrome OS
  /// device running Android apps, or a desktop session on a monitor (Samsung DeX; Android 16's connected displays,
  /// https://developer.android.com/develop/adaptive-apps/guides/support-connected-displays ). The user's setup, not a
  /// platform question: default `false` (a phone or tablet on its own); `true` lets traces connect a display, move the
  /// app to it and back, and disconnect it (``AndroidEvent/externalDisplay(_:)``), which the generator then draws.
  @inlinable public var externalDisplayInUse: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(32)
      return _externalDisplayInUse
    }
    set { _externalDisplayInUse = newValue }
  }
  @usableFromInline var _externalDisplayInUse = false
  /// A33. Whether the external display the device connects has `Display.FLAG_SECURE`, so the app's secure windows
  /// are drawn on it (``ExternalDisplay/isSecure``). Default `true`, stock AOSP on API 21–35: SurfaceFlinger marks
  /// every physical display secure (`processDisplayHotplugEventsLocked`: "All physical displays are currently
  /// considered secure", frameworks/native, copies read in the code corpus) and `LocalDisplayAdapter` gives a secure
  /// physical display `Display.FLAG_SECURE` (frameworks/base); the CDD (5.8) asks a device declaring `FLAG_SECURE`
  /// for HDCP 1.2 or higher on every wired external display (medium: source read, not run; vendors differ). `false`
  /// is Chrome OS's Android apps on an external monitor (chromium bug 791495: expected for `FLAG_SECURE` windows; the
  /// app is a black box there and shows on the built-in screen: https://github.com/bpellin/keepassdroid/issues/295 ,
  /// https://github.com/PhilippC/keepass2android/issues/422 , https://github.com/keybase/client/issues/12385 ,
  /// https://github.com/mycelium-com/wallet-android/issues/471 ; Chrome OS 66–73, ARC on Android 7–9; high that it
  /// is black there) and Android 16's wired external displays
  /// (https://github.com/GrapheneOS/os-issue-tracker/issues/5850 , API 36, above the model's profiles; low). Read
  /// only when a trace connects an external display.
  @inlinable public var externalDisplayIsSecure: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(33)
      return _externalDisplayIsSecure
    }
    set { _externalDisplayIsSecure = newValue }
  }
  @usableFromInline var _externalDisplayIsSecure = true

  /// A34. On API 29 a prompt that allows the device credential takes it in Settings' confirm-credential screens, an
  /// activity over the app's, so answering with the PIN, pattern or password stops the app's activity and restarts it
  /// before the app's `onAuthenticationSucceeded` (as up to API 28, where androidx launches the same screen itself),
  /// rather than in the prompt's own window with no lifecycle callback (API 30+). Default `true`, from source read, not
  /// run: Android 10's `BiometricService.authenticate` (AOSP frameworks/base
  /// `services/core/java/com/android/server/biometrics/BiometricService.java`, read in a decompiled copy of API 29's
  /// services in the code corpus) hands a request whose bundle allows the credential (`allow_device_credential`,
  /// `setDeviceCredentialAllowed(true)`, which androidx.biometric sets on API 29) to
  /// `KeyguardManager.createConfirmDeviceCredentialIntent` with the prompt's bundle (`EXTRA_BIOMETRIC_PROMPT_BUNDLE`)
  /// and starts it in a task of its own (`FLAG_ACTIVITY_MULTIPLE_TASK | FLAG_ACTIVITY_NEW_DOCUMENT`); Settings' screen
  /// reports the correct entry with `BiometricManager.onConfirmDeviceCredentialSuccess()` and finishes (decompiled
  /// Settings copies); androidx.biometric's `BiometricFragment` relies on it ("On API 29, BiometricPrompt fails to
  /// launch the confirm device credential Settings activity if no biometric hardware is present",
  /// `isKeyguardManagerNeededForCredential`, androidx/androidx) and hands the success to the app through a `LiveData`
  /// its fragment observes, active only once the activity has started again
  /// (https://developer.android.com/topic/libraries/architecture/livedata ), so the app's callback follows the restart.
  /// Medium: that the credential screen is opaque over the app (so it stops, not only pauses) is the below-29 screen's
  /// fact, not read for 29. `false`: the credential is entered with no lifecycle callback, as from API 30. Read only on
  /// API 29, when the user answers such a prompt with the credential (``AndroidEvent/deviceCredentialMatch``).
  @inlinable public var credentialConfirmedInSettingsOnAPI29: Bool {
    get {
      AndroidOpenQuestionReads.noteFlag(34)
      return _credentialConfirmedInSettingsOnAPI29
    }
    set { _credentialConfirmedInSettingsOnAPI29 = newValue }
  }
  @usableFromInline var _credentialConfirmedInSettingsOnAPI29 = true

  /// The stored flags under the flags' own names, so the encoded profile is as before the getters recorded reads.
  enum CodingKeys: String, CodingKey {
    case _recentsSnapshotAtHomePress = "recentsSnapshotAtHomePress"
    case _screenshotRefusedWhenSecureWindowShown = "screenshotRefusedWhenSecureWindowShown"
    case _contentSensitivityBlanksWindowInRecordings = "contentSensitivityBlanksWindowInRecordings"
    case _blurDegradedTextIsLegible = "blurDegradedTextIsLegible"
    case _resizeRecreatesActivity = "resizeRecreatesActivity"
    case _pictureInPictureContentIsLegible = "pictureInPictureContentIsLegible"
    case _recordingStopsWhenScreenLocks = "recordingStopsWhenScreenLocks"
    case _systemDialogsBroadcastPrecedesSnapshot = "systemDialogsBroadcastPrecedesSnapshot"
    case _closeSystemDialogsIsProtectedBroadcast = "closeSystemDialogsIsProtectedBroadcast"
    case _sleepThumbnailIgnoresSecureFlag = "sleepThumbnailIgnoresSecureFlag"
    case _biometricPromptScrimShowsApp = "biometricPromptScrimShowsApp"
    case _gestureNavigation = "gestureNavigation"
    case _abandonedRecentsGestureKeepsAppResumed = "abandonedRecentsGestureKeepsAppResumed"
    case _foregroundChangeReachesOtherAppsLate = "foregroundChangeReachesOtherAppsLate"
    case _pendingImageVisibleToObservers = "pendingImageVisibleToObservers"
    case _fileObserverSeesSharedMediaFromApi30 = "fileObserverSeesSharedMediaFromApi30"
    case _screenshotsSavedInDCIM = "screenshotsSavedInDCIM"
    case _biometricLockoutEndsRequestAtOnce = "biometricLockoutEndsRequestAtOnce"
    case _virtualDisplayContentBlackUnderSecureWindow = "virtualDisplayContentBlackUnderSecureWindow"
    case _notificationShadeShowsApp = "notificationShadeShowsApp"
    case _screenOffDeepSleeps = "screenOffDeepSleeps"
    case _forceStopRemovesTask = "forceStopRemovesTask"
    case _removedTaskGetsOnDestroy = "removedTaskGetsOnDestroy"
    case _enableOnBackInvokedCallback = "enableOnBackInvokedCallback"
    case _biometricPromptCancelledBehindSplitTask = "biometricPromptCancelledBehindSplitTask"
    case _previousAppCachedAtOnce = "previousAppCachedAtOnce"
    case _hiddenThumbnailShowsPauseDrawing = "hiddenThumbnailShowsPauseDrawing"
    case _imeSecureOverSecureTarget = "imeSecureOverSecureTarget"
    case _recreatedHostRestoresEditorFocus = "recreatedHostRestoresEditorFocus"
    case _taskStackParentsMadeOnBack = "taskStackParentsMadeOnBack"
    case _endlessPostedWorkIsANR = "endlessPostedWorkIsANR"
    case _predictiveBackAnimations = "predictiveBackAnimations"
    case _externalDisplayInUse = "externalDisplayInUse"
    case _externalDisplayIsSecure = "externalDisplayIsSecure"
    case _credentialConfirmedInSettingsOnAPI29 = "credentialConfirmedInSettingsOnAPI29"
  }

  /// Whether Back goes to the app's `OnBackInvokedCallback`s only, never to `Activity.onBackPressed()` or a
  /// `KEYCODE_BACK` handler: API 33+ with ``enableOnBackInvokedCallback``.
  public func backSkipsOnBackPressed(apiLevel: Int) -> Bool { enableOnBackInvokedCallback && apiLevel >= 33 }

  /// The flags' defaults on `apiLevel`.
  public static func defaults(apiLevel: Int) -> AndroidPlatformFlags {
    var flags = AndroidPlatformFlags()
    flags.recentsSnapshotAtHomePress = apiLevel >= 35
    flags.screenshotRefusedWhenSecureWindowShown = apiLevel <= 30
    flags.recordingStopsWhenScreenLocks = apiLevel >= 35
    flags.sleepThumbnailIgnoresSecureFlag = apiLevel <= 23
    flags.predictiveBackAnimations = apiLevel >= 35
    return flags
  }
}
