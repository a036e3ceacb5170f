import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Profiles and flags")
struct ProfileTests {
  @Test("A name with flag suffixes parses, and the canonical name lists only non-default answers")
  func flagSuffix() throws {
    let p = try Profile(named: "iphone-ios18-scenes+refusesPresentationDuringResign=false+doubleResign=true")
    expectEqual(p.osVersion, OSVersion(18))
    expectEqual(p.flags.refusesPresentationDuringResign, false)
    expectEqual(p.flags.doubleResign, true)
    expectEqual(p.name, "iphone-ios18-scenes+doubleResign=true+refusesPresentationDuringResign=false")
    try expectEqual(Profile(named: p.name), p)
    try expectEqual(
      Profile(named: "iphone-ios18-scenes+refusesPresentationDuringResign=true").name, "iphone-ios18-scenes")
  }

  @Test(
    "One rule for flag answers (FlagAnswer): a bare +flag is no answer, and a flag or timing answered twice is refused",
    arguments: [
      ("+doubleResign", "'doubleResign' is not flag=true or flag=false"),
      ("+doubleResign=true+doubleResign=true", "profile '*' gives 'doubleResign' twice"),
      ("+doubleResign=false+doubleResign=false", "profile '*' gives 'doubleResign' twice"),
    ])
  func flagAnswerRule(suffix: String, message: String) {
    do {
      _ = try Profile(named: "iphone-ios17-scenes" + suffix)
      Issue.record("accepted \(suffix)")
    } catch {
      let name = "iphone-ios17-scenes" + suffix
      expectEqual(error.description, message.replacing("*", with: name))
    }
  }

  @Test("Defaults follow the documented answers; presentation refusal is on from iOS 18")
  func defaults() throws {
    let d17 = PlatformFlags.defaults(for: OSVersion(17))
    let d18 = PlatformFlags.defaults(for: OSVersion(18))
    expectEqual(d17.refusesPresentationDuringResign, false)
    expectEqual(d18.refusesPresentationDuringResign, true)
    #expect(!d17.activationStateChangesBeforeWillResign && d18.activationStateChangesBeforeWillResign)
    #expect(d17.switcherCardIsLive && d17.capturesShowPresentationValues && d17.unheldWindowsVanish)
    #expect(d17.equalLevelMostRecentOnTop)
    #expect(!d17.secureCanvasHiddenInSwitcher && !d17.perSceneAppNotifications && !d17.duplicateDidBecomeActive)
    #expect(
      !d17.doubleResign && !d17.inAppAlertsResign && !d17.queuedBlocksRunBeforeSnapshot && !d17.externalDisplayScene)
    #expect(!d17.captureChangeDeliveredOnlyWhileActive && !d17.resizeResigns && d17.offMainUIKitCallsTrap)
    // radar 49216830's duplicated did-become-active: iOS 11 to 12.1.
    #expect(PlatformFlags.defaults(for: OSVersion(12, 1)).duplicateDidBecomeActive)
    #expect(!PlatformFlags.defaults(for: OSVersion(12, 2)).duplicateDidBecomeActive)
    #expect(!d17.callBannerResigns && !d17.windowingSuppressesActivation)
    #expect(!d17.suggestionBarShowsFieldText && d17.blurDegradedTextIsLegible)
    #expect(!d17.secureCanvasFailsToRecomposite)
    #expect(d17.coveredRemoteSheetLeavesContainer)
    // Issue 26 (snapshots and launch): three flags, each off by default.
    #expect(!d17.snapshotsOtherOrientationOnIPad && !d17.backgroundLaunchConnectsScene)
    #expect(!d17.backgroundLaunchPostsAppDidEnterBackground)
    // Issue 26 (secure canvas): the round-trip loss is off; the re-application trap is on from
    // iOS 18 until 26.5.
    #expect(!d17.secureCanvasLostAfterRoundTrip && !d17.secureCanvasReapplyTraps)
    #expect(PlatformFlags.defaults(for: OSVersion(18)).secureCanvasReapplyTraps)
    #expect(!PlatformFlags.defaults(for: OSVersion(26, 5)).secureCanvasReapplyTraps)
    #expect(!d17.hardwareKeyboard && d17.keyboardKeysRevealTypingInCaptures && d17.secureEntryHidesKeyboardInCaptures)
    #expect(d17.swipeAwayDeliversBackground && d17.launchUnderPanelStaysInactive && d17.makeKeyRestoresWindowResponder)
    // Issue 26 (trips out of the app): the Sign in with Apple sheet resigns by default.
    #expect(d17.signInWithAppleResigns)
    #expect(d17.hostingViewHasSystemBackground)
    // Entries into the app reach it before did-become-active by default.
    #expect(d17.entryDeliveredBeforeActivation)
    // A widget's privacySensitive views are redacted on the locked Lock Screen by default.
    #expect(d17.lockScreenRedactsPrivacySensitive)
    // The device passcode off removes the enrolled face; a checked LAContext is not refused (-1004).
    #expect(d17.passcodeOffRemovesFaceID)
    #expect(!d17.checkedContextRefusesInteraction)
    // iOS 10.0-10.2: a keyboard up when the Touch ID prompt comes is not drawn after it.
    #expect(
      !d17.touchIDPromptHidesKeptKeyboard && !PlatformFlags.defaults(for: OSVersion(9)).touchIDPromptHidesKeptKeyboard)
    #expect(PlatformFlags.defaults(for: OSVersion(10, 2)).touchIDPromptHidesKeptKeyboard)
    #expect(!PlatformFlags.defaults(for: OSVersion(10, 3)).touchIDPromptHidesKeptKeyboard)
    // Before iOS 11 (the model's Touch ID devices): a request made as the card is swiped away relaunches.
    #expect(!d17.swipeAwayRequestRelaunchesApp)
    #expect(!PlatformFlags.defaults(for: OSVersion(11)).swipeAwayRequestRelaunchesApp)
    #expect(PlatformFlags.defaults(for: OSVersion(9)).swipeAwayRequestRelaunchesApp)
    #expect(PlatformFlags.defaults(for: OSVersion(10, 3)).swipeAwayRequestRelaunchesApp)
    // Before iOS 11: a request made in the background waits for the return (VENTouchLock#89).
    #expect(!d17.backgroundRequestWaitsForReturn)
    #expect(!PlatformFlags.defaults(for: OSVersion(11)).backgroundRequestWaitsForReturn)
    #expect(PlatformFlags.defaults(for: OSVersion(10, 3)).backgroundRequestWaitsForReturn)
    #expect(d17.queuedWorkRunsBeforeSuspension)
    #expect(!d17.externalDisplaySceneOwnDelegate)
    expectEqual(PlatformFlags.names.count, 76)
    expectEqual(PlatformFlags.names.last, "captureFrameBeforeAppIsTold")
    #expect(!d17.captureFrameBeforeAppIsTold)
    #expect(d17.settingsAsksPasscodeForFaceIDChanges)
    #expect(d17.shareSheetOpensAtMediumDetent)
    #expect(d17.backgroundSceneKeyWindowStaysInScene)
    #expect(d17.sceneKeepsFirstResponder)
    #expect(d17.requestDuringMatchDismissalFails)
  }

  @Test(
    "Unknown flags and bad values are rejected with one line naming them",
    arguments: [
      ("iphone-ios17-scenes+nope=true", "unknown flag 'nope' (see 'lifecycle-fuzz list flags'; timings"),
      ("iphone-ios17-scenes+doubleResign=maybe", "flag 'doubleResign' takes true or false, not 'maybe'"),
      ("iphone-ios17-scenes+", "malformed profile name 'iphone-ios17-scenes+'"),
      ("iphone-ios12-scenes", "app structure 'scenes' needs iOS 13 or later"),
      ("iphone-ios11-flutter3.41", "app structure 'flutter3.41' needs iOS 13 or later"),
      ("iphone-ios8-appdelegate", "unknown iOS version '8' (expected 9 to 27"),
      ("iphone-ios10-scenes", "app structure 'scenes' needs iOS 13 or later"),
      ("ipad-split-ios10-appdelegate", "profile 'ipad-split-ios10-appdelegate': below iOS 11"),
      ("mac-ios13-scenes", "profile 'mac-ios13-scenes': a Mac runs iPhone and iPad apps from macOS 11"),
      ("mac-ios12-appdelegate", "profile 'mac-ios12-appdelegate': a Mac runs iPhone and iPad apps from macOS 11"),
    ])
  func badFlags(name: String, message: String) {
    #expect(throws: ProfileError.self) { try Profile(named: name) }
    do {
      _ = try Profile(named: name)
    } catch {
      #expect(error.description.hasPrefix(message))
      #expect(!error.description.contains("\n"))
    }
  }

  @Test("Flipping a flag answers it the other way; every built-in profile round-trips its name")
  func flippingAndBuiltIns() throws {
    let p = try Profile(named: "iphone-ios17-scenes").flipping("switcherCardIsLive")
    expectEqual(p.name, "iphone-ios17-scenes+switcherCardIsLive=false")
    #expect(throws: ProfileError.unknownFlag("x")) { try p.flipping("x") }
    expectEqual(Profile.builtIn.count, 16)
    for b in Profile.builtIn { try expectEqual(Profile(named: b.name), b) }
    expectEqual(Set(Profile.builtIn.map(\.osVersion.major)), [12, 13, 15, 16, 17, 18, 26])
  }

  @Test("iOS 11 and 12: app-delegate apps only, with radar 49216830's duplicated did-become-active until 12.2")
  func beforeScenes() throws {
    let cases = [
      ("iphone-ios11-appdelegate", true), ("iphone-ios12.1-appdelegate", true), ("iphone-ios12.2-appdelegate", false),
      ("iphone-ios12-flutter3.29", true),
    ]
    for (name, duplicated) in cases {
      let p = try Profile(named: name)
      #expect(p.flags.duplicateDidBecomeActive == duplicated && p.name == name, "\(name)")
      let r = Recorder()
      let d = Device(profile: p, strategy: r)
      try d.apply(.launch)
      try d.apply(.openNotificationCenter)
      _ = r.take()
      try d.apply(.closeNotificationCenter)
      let becomeActive = r.take().filter { $0.contains("DidBecomeActive") }.count
      // The app delegate's call and the notification, once or twice.
      #expect(becomeActive == (duplicated ? 4 : 2), "\(name)")
    }
  }
}
