import ShieldModel

extension IOSPlatform {
  /// The evidence under each ``ShieldModel/PlatformFlags`` flag's default, in ``ShieldModel/PlatformFlags/all``'s
  /// order: the source of truth for the levels reports print (docs/flag-evidence.md says how they were read from the
  /// flags' doc comments). `FlagEvidenceTests` fails when a flag has none or the order differs.
  public nonisolated static let flagEvidence: [(name: String, evidence: FlagEvidence)] = [
    ("switcherCardIsLive", .init(.high, 5, "Apple: inactive covers the switcher; 4 first-hand reports agree")),
    ("queuedBlocksRunBeforeSnapshot", .init(.low, 1, "order undocumented: the trace chooses (runMainQueue)")),
    ("capturesShowPresentationValues", .init(.medium, 1, "Apple's snapshot note QA1838")),
    ("perSceneAppNotifications", .init(.high, 1, "Apple: posted on the app's aggregate state; one report otherwise")),
    ("duplicateDidBecomeActive", .init(.low, 1, "one radar (iOS 11-12.1.4); the 12.2 cut-off is its version alone")),
    ("doubleResign", .init(.low, 1, "one plugin's inference from crashes; no log shows two resigns")),
    ("inAppAlertsResign", .init(.medium, 2, "Apple DTS: inactive is for system UI; no in-app alert seen resigning")),
    ("windowingSuppressesActivation", .init(.high, 1, "Apple: a covered scene turns inactive (activeAppearance)")),
    (
      "captureChangeDeliveredOnlyWhileActive", .init(.medium, 2, "Apple: posted on the main actor, which runs inactive")
    ),
    ("secureCanvasHiddenInSwitcher", .init(.unverified, 0, "the pessimistic answer; one low report claims the other")),
    ("refusesPresentationDuringResign", .init(.low, 1, "one report, iOS 18 and 26")),
    ("equalLevelMostRecentOnTop", .init(.high, 1, "Apple's makeKeyAndVisible page")),
    ("unheldWindowsVanish", .init(.medium, 1, "the UIWindow.windowScene reference (Xamarin's UIKit docs)")),
    ("callBannerResigns", .init(.unverified, 0, "as notification banners; nothing on the call banner itself")),
    ("signInWithAppleResigns", .init(.medium, 1, "one report; as every other system sheet")),
    ("entryDeliveredBeforeActivation", .init(.medium, 3, "three first-hand orders; Apple documents none")),
    ("suggestionBarShowsFieldText", .init(.unverified, 0, "no source shows the field's own text in the bar")),
    ("blurDegradedTextIsLegible", .init(.low, 1, "pessimistic: blur thresholds inferred from reading research")),
    ("swiftUIUpdatesInCallbackTurn", .init(.low, 1, "a simulator report; Apple documents no timing")),
    (
      "hostingViewHasSystemBackground",
      .init(.unverified, 0, "inferred from code that clears it; no documented default")
    ),
    ("switcherCardMayPrecedeResignCommit", .init(.low, 1, "off: a race no app code can win; 3 reports it happens")),
    ("externalDisplayScene", .init(.setting, 3, "the app's declaration; off: mirroring copies the screen")),
    ("secureCanvasFailsToRecomposite", .init(.low, 2, "two reports say it happens sometimes, not every time")),
    ("coveredRemoteSheetLeavesContainer", .init(.low, 1, "one report with a demo app, reproduced by the maintainer")),
    ("activationStateChangesBeforeWillResign", .init(.low, 1, "one report (ivpn's iOS 18 fix)")),
    ("secureCanvasBlanksIPhoneMirroring", .init(.medium, 2, "two first-hand reports; no Apple statement")),
    ("secureCanvasBlanksMacWindow", .init(.medium, 1, "a report and the maintainer's root cause")),
    ("secureCanvasViewCycleTrapsOnIPad", .init(.unverified, 0, "no report names the trigger; iPhones run the trick")),
    ("secureTailLayerCollapsesWindow", .init(.low, 1, "one report (iOS 26.5); the box size is the model's")),
    ("resizeResigns", .init(.medium, 1, "Apple: a resizing scene keeps its activation (iPadOS 13+)")),
    ("launchUnderPanelStaysInactive", .init(.low, 1, "inferred from Apple's interruption rule; the earlier reading")),
    ("offMainUIKitCallsTrap", .init(.medium, 2, "a production trap; Apple: such calls can crash")),
    ("snapshotsOtherOrientationOnIPad", .init(.unverified, 0, "off: the one report of the pass is iOS 9")),
    ("backgroundLaunchConnectsScene", .init(.medium, 2, "two apps: a background launch has no scene")),
    ("backgroundLaunchPostsAppDidEnterBackground", .init(.low, 1, "inferred from Apple's aggregate-state rule")),
    ("secureCanvasLostAfterRoundTrip", .init(.unverified, 0, "off: one iOS 16 report of the loss, cause open")),
    ("secureCanvasReapplyTraps", .init(.medium, 2, "reports on iOS 18-26.2; black, no crash, on 26.5")),
    ("secureCanvasNestedCompositesNothing", .init(.high, 1, "one report with the maintainers' root cause and fix")),
    (
      "secureEntryOffLeavesRunningRecordingBlank",
      .init(.low, 4, "Apple states a state; no report of a running recording")
    ),
    ("hardwareKeyboard", .init(.setting, 2, "the device's setting; off: the software keyboard")),
    ("keyboardKeysRevealTypingInCaptures", .init(.medium, 4, "four reports: the keyboard stays in captures")),
    ("secureEntryHidesKeyboardInCaptures", .init(.low, 1, "testers' observation since iOS 13; no Apple document")),
    ("makeKeyRestoresWindowResponder", .init(.medium, 2, "two reports see the keyboard return on makeKey")),
    ("swipeAwayDeliversBackground", .init(.medium, 2, "an iOS 13 experiment and an iOS 9 library's users")),
    ("navigationAppearanceInterleaves", .init(.medium, 3, "three instrumented logs (iOS 5-7); Apple documents none")),
    ("evaluatedContextAnswersAgain", .init(.medium, 5, "five first-hand reports; Apple documents no reuse")),
    (
      "lockScreenRedactsPrivacySensitive",
      .init(.medium, 3, "Apple for controls and SwiftUI; a forums answer for widgets")
    ),
    ("newerEvaluationReplacesOlder", .init(.medium, 3, "LocalAuthentication's own error text; three first-hand logs")),
    ("overdueTimersFireAfterBecomeActive", .init(.low, 1, "Apple: a run loop fires due timers on each pass")),
    ("notificationCenterHidesApp", .init(.medium, 1, "a second-hand description of iOS 11's Cover Sheet")),
    ("passcodeOffRemovesFaceID", .init(.unverified, 0, "pessimistic: nothing says the face is deleted or kept")),
    (
      "checkedContextRefusesInteraction", .init(.low, 3, "reports disagree on -1004; Apple's sample reuses the context")
    ),
    ("reuseDurationCoversFaceID", .init(.medium, 2, "a Face ID-era measurement and a maintainer's reading")),
    (
      "stackViewLeavesUnusedLength",
      .init(.unverified, 0, "the model's earlier reading; Apple documents .fill stretching")
    ),
    ("labelTextMeasuresWide", .init(.unverified, 0, "the model's estimate; no source gives one advance")),
    ("safeAreaTopIsDynamicIsland", .init(.unverified, 0, "47 pt is commonly reported, from no cited source")),
    ("iPadHasHomeButton", .init(.setting, 4, "which iPad: the one sold since 2018 (Face ID)")),
    ("staleOrientationCardShown", .init(.low, 1, "one report (iOS 17); the earlier reading")),
    ("touchIDPromptHidesKeptKeyboard", .init(.medium, 2, "two iOS 10 reports; no mechanism named")),
    ("newWindowMayMissSnapshot", .init(.low, 1, "off: apps building a window at each resign report it working")),
    ("swipeAwayRequestRelaunchesApp", .init(.low, 4, "Touch ID-era reports; no mechanism named")),
    ("presentationTakesFirstResponder", .init(.medium, 4, "first-hand reports agree; no Apple page")),
    ("backgroundRequestWaitsForReturn", .init(.low, 1, "one library's report and its design")),
    (
      "missingFaceIDUsageDescriptionTerminates",
      .init(.medium, 12, "iOS 11-13 logs end the app (7); iOS 14-26 reports and Apple refuse (5)")
    ),
    ("appUpdateKeepsSnapshots", .init(.low, 2, "the launch-screen cache is kept; snapshots live in Caches")),
    ("macFocusLossResignsKeyWindow", .init(.low, 1, "AppKit's rule; unverified for an iOS app on a Mac")),
    ("keyboardCoverCancelsMultitaskingSwipe", .init(.low, 2, "two iPadOS 13 reports; nothing of other versions")),
    (
      "queuedWorkRunsBeforeSuspension",
      .init(.medium, 5, "Apple's background sequence, two first-hand logs; how long, unverified")
    ),
    (
      "externalDisplaySceneOwnDelegate",
      .init(.setting, 3, "the app's declaration; off: one delegate for every role, as before")
    ),
    (
      "requestDuringMatchDismissalFails",
      .init(.low, 2, "one SDK: a request too soon after a success may fail; none times it")
    ),
    (
      "secureCanvasHostedViewTakesNoTaps",
      .init(.low, 4, "four reports of lost or cut touches; why is unknown")
    ),
    (
      "backgroundSceneKeyWindowStaysInScene",
      .init(.low, 3, "key status is the scene's from iOS 15 (Apple); no trace of this case")
    ),
    (
      "sceneKeepsFirstResponder",
      .init(.medium, 3, "first responder is per window (Apple); no first-hand two-scene report")
    ),
    (
      "settingsAsksPasscodeForFaceIDChanges",
      .init(.medium, 3, "Apple: passcode settings need the passcode; the app switch is there")
    ),
    (
      "shareSheetOpensAtMediumDetent",
      .init(.medium, 2, "Apple's medium detent size; one first-hand 'typical half sheet'")
    ),
    (
      "captureFrameBeforeAppIsTold",
      .init(.low, 2, "no source measures the delay; Control Center covers the usual start")
    ),
  ]

  /// `name`'s evidence, or an unverified one naming its absence (never printed: `FlagEvidenceTests` fails first).
  public nonisolated static func evidence(ofFlag name: String) -> FlagEvidence {
    flagEvidence.first { $0.name == name }?.evidence ?? FlagEvidence(.unverified, 0, "no evidence recorded")
  }
}
