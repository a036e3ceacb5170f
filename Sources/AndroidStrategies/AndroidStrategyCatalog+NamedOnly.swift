import AndroidModel

nonisolated extension AndroidStrategyCatalog {
  /// Built-in strategies reached by name only (traces, `run --strategy`, `replay`), outside the default run: the
  /// seed's `FLAG_SECURE` over a Flutter web view in each composition (``SecureFlagOverWebView``), on a profile that
  /// answers ``AndroidPlatformFlags/virtualDisplayContentBlackUnderSecureWindow`` as the Oppo, Vivo and Huawei
  /// reports do (`phone-api29-flutter+virtualDisplayContentBlackUnderSecureWindow=true`; Android 10, the reports'
  /// release). The first breaks blank-window there, the second is its control. Then the apps with a screen-security
  /// setting (``screenSecuritySettings``).
  public static let namedOnly: [AndroidStrategyDescriptor] = webViewCompositions + screenSecuritySettings

  /// Apps with a user-facing screen-security setting (``ScreenSecuritySetting``) in the wallet (its settings and card
  /// screens are activities of their own), each turning protection off the usual ways: only the window of the
  /// activity in front (the dialogs it shows and the activities below keep the flag), every activity on resume but
  /// not the dialogs, every window but not `setRecentsScreenshotEnabled`, and every window and switch (the control).
  /// The first three break `cannot-disable`, the last holds.
  public static let screenSecuritySettings: [AndroidStrategyDescriptor] = settingVariants.map {
    name, reach, recentsOff, summary in
    AndroidStrategyDescriptor(
      name: name, summary: "a screen-security setting: " + summary,
      source: "https://github.com/nextcloud/talk-android/issues/4076",
      defaultProfile: AndroidProfile(apiLevel: 34), app: .wallet,
      make: { ScreenSecuritySetting(name: name, reach: reach, recentsOff: recentsOff) })
  }

  /// Each setting's name, reach, whether it also turns Recents screenshots off, and summary.
  private static let settingVariants: [(String, ScreenSecurityReach, Bool, String)] = [
    (
      "secure-setting-current-window", ScreenSecurityReach.currentWindow, false,
      "the setting's listener clears FLAG_SECURE on the activity in front only"
    ),
    (
      "secure-setting-on-resume", [.currentWindow, .everyActivityOnResume], false,
      "every activity applies the setting in onResume; the dialogs it shows keep FLAG_SECURE"
    ),
    (
      "secure-setting-recents-off", [.currentWindow, .everyActivityOnResume, .ownedWindows], true,
      "FLAG_SECURE and setRecentsScreenshotEnabled(false); the setting clears the flag on every window only"
    ),
    (
      "secure-setting-every-window", .all, true,
      "the setting reaches every activity as it resumes, its dialogs and popups, and Recents screenshots (control)"
    ),
  ]

  /// The seed's `FLAG_SECURE` over a Flutter web view in virtual-display mode and in hybrid composition.
  static let webViewCompositions: [AndroidStrategyDescriptor] = [
    AndroidEmbeddedView.Composition.virtualDisplay, .hybridComposition,
  ].map { composition in
    let mode = composition == .virtualDisplay ? "virtual-display mode" : "hybrid composition"
    return AndroidStrategyDescriptor(
      name: SecureFlagOverWebView.name(for: composition),
      summary: "FLAG_SECURE in onCreate over a Flutter web view in \(mode)",
      source: composition == .virtualDisplay
        ? "https://github.com/pichillilorenzo/flutter_inappwebview/issues/534"
        : "https://github.com/flutter-team-archive/plugins/pull/2883",
      defaultProfile: vendorBuild(AndroidProfile(apiLevel: 29, structure: .flutter)),
      app: .bankingWithWebView(composition), make: { SecureFlagOverWebView(composition) })
  }

  /// `profile` answering ``AndroidPlatformFlags/virtualDisplayContentBlackUnderSecureWindow`` as the vendor builds of
  /// the black web view reports do.
  static func vendorBuild(_ profile: AndroidProfile) -> AndroidProfile {
    var profile = profile
    profile.flags.virtualDisplayContentBlackUnderSecureWindow = true
    return profile
  }
}
