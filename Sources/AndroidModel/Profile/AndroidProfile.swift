/// The kind of device a profile models.
nonisolated public enum AndroidFormFactor: String, Hashable, Sendable, Codable, CaseIterable {
  /// A phone: 393 × 851 dp at density 2.75 (Pixel 5-class, 440 dpi).
  case phone
  /// A tablet: 1280 × 800 dp at density 2.0 (Pixel Tablet-class, 320 dpi).
  case tablet
  /// A book-style foldable, Pixel Fold-class: unfolded, its inner display is 2208 × 1840 px (landscape), folded,
  /// its outer display is 1080 × 2092 px (https://www.slashgear.com/1280178/pixel-fold-7-6-inch-display-tensor-g2/ ,
  /// Google's launch specs; high), both at density 2.625 (420 dpi, the bucket Android Studio's 7.6" fold-in
  /// emulator uses; medium), so 841 × 701 dp unfolded and 411 × 797 dp folded. Android's own reference foldable
  /// for previews, 673 × 841 dp (https://github.com/android/compose-samples/pull/1684), is of the same class
  /// (between 600 and 840 dp wide in portrait). A profile starts unfolded.
  case foldable
}

/// How the app under test builds its UI, which decides what a window holds.
nonisolated public enum AndroidAppStructure: String, Hashable, Sendable, Codable, CaseIterable {
  /// Android views in one activity.
  case views
  /// A React Native host: one activity with a `ReactRootView`; an RN `Modal` is a `Dialog` window of its own
  /// (https://github.com/facebook/react-native/issues/38537 ; high).
  case reactNative
  /// A Flutter host: one activity whose whole UI is drawn into one `SurfaceView`
  /// (https://github.com/flutter/flutter/issues/48680 ; high).
  case flutter
  /// Jetpack Compose in one activity; a Compose `Dialog` is a window of its own with a `SecureFlagPolicy`
  /// (https://developer.android.com/reference/kotlin/androidx/compose/ui/window/SecureFlagPolicy ; high).
  case compose
}

/// A device and app configuration: API level, form factor, app structure, and the open questions' answers.
nonisolated public struct AndroidProfile: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The API level (21 = Android 5.0 … 29 = Android 10 … 35 = Android 15).
  public var apiLevel: Int
  /// Phone, tablet or foldable.
  public var formFactor: AndroidFormFactor
  /// How the app builds its UI.
  public var structure: AndroidAppStructure
  /// The open questions' answers (versioned defaults from ``AndroidPlatformFlags/defaults(apiLevel:)``).
  public var flags: AndroidPlatformFlags

  /// A profile with the flags' defaults for `apiLevel`.
  public init(apiLevel: Int, formFactor: AndroidFormFactor = .phone, structure: AndroidAppStructure = .views) {
    self.apiLevel = apiLevel
    self.formFactor = formFactor
    self.structure = structure
    self.flags = .defaults(apiLevel: apiLevel)
  }

  /// The API levels the model covers: Android 5.0 (21) to Android 15 (35).
  public static let apiLevels = Array(21...35)

  /// Every profile: API 21–35 × phone/tablet/foldable × app structure, in that order; foldables from API 29, the
  /// first release with the platform's foldable support (https://developer.android.com/about/versions/10/features ;
  /// high).
  public static var all: [AndroidProfile] {
    apiLevels.flatMap { api in
      AndroidFormFactor.allCases.filter { $0 != .foldable || api >= 29 }.flatMap { form in
        AndroidAppStructure.allCases.map { AndroidProfile(apiLevel: api, formFactor: form, structure: $0) }
      }
    }
  }

  /// The profile named like `phone-api34-views`, or `nil`.
  public static func named(_ name: String) -> AndroidProfile? { all.first { $0.name == name } }

  /// `formfactor-apiNN-structure`, for example `phone-api34-views`.
  public var name: String { "\(formFactor.rawValue)-api\(apiLevel)-\(structure.rawValue)" }
  /// The profile's name.
  public var description: String { name }

  /// Pixels per dp (phone 2.75, tablet 2.0, foldable 2.625).
  public var density: Double {
    switch formFactor {
    case .phone: return 2.75
    case .tablet: return 2.0
    case .foldable: return 2.625
    }
  }
  /// The (main) display's bounds in dp; a foldable's inner display, unfolded.
  public var displayBounds: DpRect {
    switch formFactor {
    case .phone: return DpRect(x: 0, y: 0, width: 393, height: 851)
    case .tablet: return DpRect(x: 0, y: 0, width: 1280, height: 800)
    case .foldable: return DpRect(x: 0, y: 0, width: 841, height: 701)
    }
  }
  /// A foldable's outer display in dp (folded), `nil` on other form factors.
  public var outerDisplayBounds: DpRect? {
    formFactor == .foldable ? DpRect(x: 0, y: 0, width: 411, height: 797) : nil
  }

  /// Whether Back on the task's root launcher activity finishes it (`onDestroy`). From Android 12 (API 31) the
  /// system moves the task to the back instead, and the activity is only stopped
  /// (https://developer.android.com/about/versions/12/behavior-changes-all#back-press ; high). Only a root that is
  /// the task's base activity and a launcher activity (`ACTION_MAIN`, `CATEGORY_LAUNCHER`) moves back; any other root
  /// is finished on every level (AOSP `ActivityClientController.onBackPressedOnTaskRoot`; the device's Back decides
  /// with ``Activity/isLauncherActivity``).
  public var backFinishesRootActivity: Bool { apiLevel <= 30 }

  /// Whether the task's Recents image is a task snapshot taken by the window manager as the task leaves the screen
  /// (API 26+, https://source.android.com/docs/core/perf/task-snapshots : "Android 8.0 introduced task snapshots";
  /// high). Below API 26 it is a thumbnail screenshot the activity manager takes: on API 21–23 when it starts pausing
  /// the activity, before the app's `onPause` runs (`ActivityStack.startPausingLocked` calls `screenshotActivities`
  /// before `schedulePauseActivity`, also for the screen going to sleep, `uiSleeping`; AOSP frameworks/base 5.x–6.0;
  /// high); on API 24–25 as the activity is hidden, once its pause completed (7.x: `mUpdateTaskThumbnailWhenHidden`,
  /// taken in `ActivityStack.setVisible`; high), whether with what `onPause` drew is
  /// ``AndroidPlatformFlags/hiddenThumbnailShowsPauseDrawing`` (default: not);
  /// a screenshot the system cannot take (a secure layer shows, see
  /// ``AndroidPlatformFlags/screenshotRefusedWhenSecureWindowShown``) leaves the task's last thumbnail in place
  /// (`ActivityRecord.updateThumbnailLocked` ignores a null bitmap; high), and the starting window is the theme's,
  /// not a snapshot.
  public var hasTaskSnapshots: Bool { apiLevel >= 26 }

  /// Whether Recents opened from the app first shows the app's live surface as the Overview tile, shrinking with the
  /// gesture, before the task is paused and its snapshot replaces it: the launcher's "live tile"
  /// (Launcher3 quickstep `ENABLE_QUICKSTEP_LIVE_TILE`, `RecentsAnimationController` keeps the app resumed while the
  /// recents animation runs; on by default from Android 11, API 30; medium: the release it became default was read from
  /// the launcher's flags, not documentation).
  public var hasLiveOverviewTile: Bool { apiLevel >= 30 }

  /// How long the live Overview tile shows the app before the snapshot replaces it, in seconds: 0.35 s, the length
  /// of the recents animation (unsourced; a plausible bracket is 0.2 s to 0.6 s, a quick swipe to a slow one). It
  /// only sizes the exposure `run` and `compare` report; no verdict rests on it.
  public static let liveOverviewTileSeconds = 0.35

  /// Whether the platform has multi-resume and `onTopResumedActivityChanged` (API 29+,
  /// https://source.android.com/docs/core/display/multi_display/multi-resume ; high). Below it only the focused
  /// activity is resumed: in split screen (API 24+) the other half's app is paused.
  public var hasMultiResume: Bool { apiLevel >= 29 }
}
