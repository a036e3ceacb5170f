// The addresses below are the doc comments' of Sources/AndroidModel/Profile/AndroidPlatformFlags.swift.
extension AndroidPlatform {
  /// The addresses each flag's doc comment cites, in flag order, as written there: what `explain` lists under a
  /// verdict that depends on the flag, so a reviewer can check them. They are the default's sources and, where the
  /// comment gives them, the other answer's; the level and count reports print are the flag's evidence
  /// (``FlagRow/evidence``). `FlagEvidenceTests` fails when a doc comment's addresses and this table differ.
  public nonisolated static let flagSources: [(name: String, addresses: [String])] = [
    (
      "recentsSnapshotAtHomePress",
      [
        "https://github.com/ionic-team/capacitor-privacy-screen/pull/1",
        "https://github.com/stellar/freighter-mobile/issues/942",
        "https://github.com/mozilla-mobile/focus-android/issues/103",
      ]
    ),
    (
      "screenshotRefusedWhenSecureWindowShown",
      [
        "https://github.com/owncloud/android/pull/3615",
        "https://github.com/owncloud/android/issues/3637",
        "https://github.com/signalapp/Signal-Android/issues/3172",
        "https://github.com/adaptant-labs/flutter_windowmanager/issues/7",
      ]
    ),
    (
      "contentSensitivityBlanksWindowInRecordings",
      [
        "https://learn.microsoft.com/dotnet/api/android.views.view.contentsensitivity",
        "https://www.guardsquare.com/blog/android-15-screen-spying-protection",
      ]
    ),
    ("blurDegradedTextIsLegible", []),
    (
      "resizeRecreatesActivity",
      [
        "https://developer.android.com/guide/topics/resources/runtime-changes",
        "https://github.com/apache/cordova-android/issues/799",
        "https://github.com/mullvad/mullvadvpn-app/pull/1809",
        "https://github.com/duckduckgo/Android/pull/3524",
        "https://github.com/commons-app/apps-android-commons/pull/6565",
        "https://android.googlesource.com/platform/cts/+/79b4a6ccc40",
      ]
    ),
    ("pictureInPictureContentIsLegible", []),
    (
      "recordingStopsWhenScreenLocks",
      [
        "https://github.com/livekit/client-sdk-android/issues/595",
        "https://github.com/muhomorr/platform_frameworks_base-15",
        "https://developer.android.com/media/grow/media-projection#status_bar_chip_auto_stop",
        "https://github.com/HBiSoft/HBRecorder/issues/190",
        "https://github.com/dkrivoruchko/ScreenStream/issues/154",
      ]
    ),
    (
      "systemDialogsBroadcastPrecedesSnapshot",
      [
        "https://github.com/ionic-team/capacitor-privacy-screen/pull/1"
      ]
    ),
    ("closeSystemDialogsIsProtectedBroadcast", []),
    (
      "sleepThumbnailIgnoresSecureFlag",
      [
        "https://github.com/signalapp/Signal-Android/issues/3172",
        "https://github.com/signalapp/Signal-Android/issues/6376",
        "https://github.com/devgeeks/PrivacyScreenPlugin/issues/21",
      ]
    ),
    (
      "biometricPromptScrimShowsApp",
      [
        "https://github.com/aosp-mirror/platform_frameworks_base",
        "https://github.com/zingolabs/zingo-mobile/pull/1093",
        "https://github.com/anitaa1990/Biometric-Auth-Sample/issues/20",
      ]
    ),
    ("gestureNavigation", []),
    ("abandonedRecentsGestureKeepsAppResumed", []),
    (
      "foregroundChangeReachesOtherAppsLate",
      [
        "https://github.com/aload0/AppLock/issues/110",
        "https://github.com/aload0/AppLock/issues/77",
      ]
    ),
    (
      "pendingImageVisibleToObservers",
      [
        "https://github.com/AzizAK/react-native-detector/issues/15",
        "https://github.com/AzizAK/react-native-detector/issues/46",
        "https://github.com/AzizAK/react-native-detector/pull/68",
        "https://developer.android.com/training/data-storage/shared/media#toggle-pending-status",
        "https://github.com/akexorcist/ScreenshotDetection/issues/4",
        "https://github.com/akexorcist/ScreenshotDetection/issues/5",
      ]
    ),
    (
      "fileObserverSeesSharedMediaFromApi30",
      [
        "https://github.com/rdlabo-dev/capacitor-screenshot-event/issues/16"
      ]
    ),
    (
      "screenshotsSavedInDCIM",
      [
        "https://github.com/jiangchaochao/fileObserver/issues/1",
        "https://github.com/AzizAK/react-native-detector/issues/15",
        "https://github.com/rdlabo-dev/capacitor-screenshot-event/issues/16",
      ]
    ),
    ("biometricLockoutEndsRequestAtOnce", []),
    (
      "virtualDisplayContentBlackUnderSecureWindow",
      [
        "https://github.com/flutter/flutter/issues/62333",
        "https://github.com/pichillilorenzo/flutter_inappwebview/issues/534",
        "https://github.com/pichillilorenzo/flutter_inappwebview/issues/486",
        "https://github.com/binSaed/flutter_cached_pdfview/issues/55",
        "https://github.com/endigo/flutter_pdfview/issues/134",
        "https://github.com/sarbagyastha/youtube_player_flutter/issues/353",
        "https://github.com/sarbagyastha/youtube_player_flutter/issues/286",
      ]
    ),
    ("notificationShadeShowsApp", []),
    (
      "screenOffDeepSleeps",
      [
        "https://developer.android.com/reference/android/os/SystemClock",
        "https://github.com/gotify/android/pull/117",
        "https://github.com/flutter/flutter/issues/44719",
        "https://github.com/flutter/flutter/issues/25435",
        "https://developer.android.com/training/monitoring-device-state/doze-standby",
      ]
    ),
    ("forceStopRemovesTask", []),
    (
      "removedTaskGetsOnDestroy",
      [
        "https://developer.android.com/reference/android/app/Activity#onDestroy()"
      ]
    ),
    (
      "enableOnBackInvokedCallback",
      [
        "https://developer.android.com/reference/android/window/OnBackInvokedCallback",
        "https://developer.android.com/guide/navigation/custom-back/predictive-back-gesture",
      ]
    ),
    ("biometricPromptCancelledBehindSplitTask", []),
    (
      "previousAppCachedAtOnce",
      [
        "https://developer.android.com/about/versions/14/behavior-changes-all"
      ]
    ),
    (
      "hiddenThumbnailShowsPauseDrawing",
      [
        "https://github.com/mguellsegarra/myopic-app-switcher",
        "https://throwexceptions.com/java-android-customizing-recent-apps-thumbnail-screenshot-by-default-throwexceptions-2.html",
      ]
    ),
    ("imeSecureOverSecureTarget", []),
    ("recreatedHostRestoresEditorFocus", []),
    ("taskStackParentsMadeOnBack", []),
    (
      "endlessPostedWorkIsANR",
      [
        "https://developer.android.com/topic/performance/vitals/anr",
        "https://github.com/aosp-mirror/platform_frameworks_base",
      ]
    ),
    ("predictiveBackAnimations", ["https://developer.android.com/develop/ui/compose/system/predictive-back-setup"]),
    ("externalDisplayInUse", ["https://developer.android.com/develop/adaptive-apps/guides/support-connected-displays"]),
    (
      "externalDisplayIsSecure",
      [
        "https://github.com/bpellin/keepassdroid/issues/295",
        "https://github.com/PhilippC/keepass2android/issues/422",
        "https://github.com/keybase/client/issues/12385",
        "https://github.com/mycelium-com/wallet-android/issues/471",
        "https://github.com/GrapheneOS/os-issue-tracker/issues/5850",
      ]
    ),
    ("credentialConfirmedInSettingsOnAPI29", ["https://developer.android.com/topic/libraries/architecture/livedata"]),
  ]

  /// The addresses the doc comment of the flag `name` cites (``flagSources``); empty for no such flag.
  public nonisolated static func citedAddresses(ofFlag name: String) -> [String] {
    flagSources.first { $0.name == name }?.addresses ?? []
  }
}
