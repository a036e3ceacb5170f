import Testing

@testable import ShieldModel

@Suite("Profiles and flags")
struct ProfileTests {
  @Test("A name with flag suffixes parses, and the canonical name lists only non-default answers")
  func flagSuffix() throws {
    let p = try Profile(named: "iphone-ios18-scenes+refusesPresentationDuringResign=false+doubleResign")
    #expect(p.osVersion == OSVersion(18))
    #expect(p.flags.refusesPresentationDuringResign == false)
    #expect(p.flags.doubleResign == true)
    #expect(p.name == "iphone-ios18-scenes+doubleResign=true+refusesPresentationDuringResign=false")
    #expect(try Profile(named: p.name) == p)
    #expect(
      try Profile(named: "iphone-ios18-scenes+refusesPresentationDuringResign=true").name == "iphone-ios18-scenes")
  }

  @Test("Defaults follow the documented answers; presentation refusal is on from iOS 18")
  func defaults() throws {
    let d17 = PlatformFlags.defaults(for: OSVersion(17))
    let d18 = PlatformFlags.defaults(for: OSVersion(18))
    #expect(d17.refusesPresentationDuringResign == false)
    #expect(d18.refusesPresentationDuringResign == true)
    #expect(!d17.activationStateChangesBeforeWillResign && d18.activationStateChangesBeforeWillResign)
    #expect(d17.switcherCardIsLive && d17.capturesShowPresentationValues && d17.unheldWindowsVanish)
    #expect(d17.equalLevelMostRecentOnTop)
    #expect(!d17.secureCanvasHiddenInSwitcher && !d17.perSceneAppNotifications && !d17.duplicateDidBecomeActive)
    #expect(
      !d17.doubleResign && !d17.inAppAlertsResign && !d17.queuedBlocksRunBeforeSnapshot && !d17.externalDisplayScene)
    #expect(d17.captureChangeDeliveredOnlyWhileActive)
    #expect(!d17.callBannerResigns && !d17.windowingSuppressesActivation)
    #expect(!d17.suggestionBarShowsFieldText && d17.blurDegradedTextIsLegible)
    #expect(!d17.secureCanvasFailsToRecomposite)
    #expect(d17.coveredRemoteSheetLeavesContainer)
    #expect(PlatformFlags.names.count == 26)
  }

  @Test(
    "Unknown flags and bad values are rejected with one line naming them",
    arguments: [
      ("iphone-ios17-scenes+nope=true", "unknown flag 'nope' (known: "),
      ("iphone-ios17-scenes+doubleResign=maybe", "flag 'doubleResign' takes true or false, not 'maybe'"),
      ("iphone-ios17-scenes+", "malformed profile name 'iphone-ios17-scenes+'"),
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
    #expect(p.name == "iphone-ios17-scenes+switcherCardIsLive=false")
    #expect(throws: ProfileError.unknownFlag("x")) { try p.flipping("x") }
    #expect(Profile.builtIn.count == 15)
    for b in Profile.builtIn { #expect(try Profile(named: b.name) == b) }
    #expect(Set(Profile.builtIn.map(\.osVersion.major)) == [13, 15, 16, 17, 18, 26])
  }
}
