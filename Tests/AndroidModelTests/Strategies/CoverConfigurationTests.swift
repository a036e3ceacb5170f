import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

@Suite struct CoverConfigurationTests {
  static let all = AndroidCoverConfiguration.Hook.allCases.flatMap { hook in
    AndroidCoverConfiguration.Protection.allCases.flatMap { what in
      [false, true].map { AndroidCoverConfiguration(hook: hook, what: what, dialogs: $0) }
    }
  }

  @Test func everyConfigurationRoundTripsThroughItsText() throws {
    for configuration in Self.all {
      #expect(try AndroidCoverConfiguration(parsing: configuration.description) == configuration)
    }
    #expect(
      AndroidCoverConfiguration(hook: .onPause, what: .secure, dialogs: true).description
        == "android-cover[hook=onPause,what=secure,dialogs=true]")
  }

  @Test func keysComeInAnyOrderAndDialogsDefaultsToFalse() throws {
    let parsed = try AndroidCoverConfiguration(parsing: "android-cover[what=blur,hook=onStop]")
    #expect(parsed == AndroidCoverConfiguration(hook: .onStop, what: .blur, dialogs: false))
  }

  @Test(arguments: [
    ("cover[hook=onPause]", AndroidCoverConfigurationError.notAndroidCover("cover[hook=onPause]")),
    ("android-cover[hook=onPause,what]", .malformedPair("what")),
    ("android-cover[hook=onPause,what=secure,colour=red]", .unknownKey("colour")),
    ("android-cover[hook=onPause,hook=onStop,what=secure]", .duplicateKey("hook")),
    ("android-cover[what=secure]", .missingKey("hook")),
    (
      "android-cover[hook=onResume,what=secure]",
      .invalidValue(key: "hook", value: "onResume", allowed: ["onCreate", "onPause", "onStop", "onTopResumedLost"])
    ),
    (
      "android-cover[hook=onPause,what=secure,dialogs=yes]",
      .invalidValue(key: "dialogs", value: "yes", allowed: ["true", "false"])
    ),
  ])
  func badTextsThrowTypedErrors(text: String, error: AndroidCoverConfigurationError) {
    #expect(throws: error) { try AndroidCoverConfiguration(parsing: text) }
  }

  @Test func theCatalogAcceptsTheTextFormAndNamesItCanonically() {
    let descriptor = AndroidStrategyCatalog.descriptor(named: "android-cover[what=secure,hook=onPause]")
    #expect(descriptor?.name == "android-cover[hook=onPause,what=secure,dialogs=false]")
    #expect(descriptor?.make().name == descriptor?.name)
    #expect(AndroidStrategyCatalog.descriptor(named: "android-cover[hook=never,what=secure]") == nil)
  }

  private func verdict(_ hook: AndroidCoverConfiguration.Hook, _ timing: RecentsSnapshotTiming)
    -> [AndroidInvariant]
  {
    let strategy = ConfiguredAndroidCover(AndroidCoverConfiguration(hook: hook, what: .secure))
    return kinds(run(phone(31), strategy, [.launch, .recentsTiming(timing), .pressHome, .openRecents]).violations)
  }

  @Test func oneVerdictPerHook() {
    #expect(verdict(.onCreate, .beforePause) == [])
    #expect(verdict(.onTopResumedLost, .beforePause) == [.recentsLeak])
    #expect(verdict(.onTopResumedLost, .afterPause) == [])
    #expect(verdict(.onPause, .beforePause) == [.recentsLeak])
    #expect(verdict(.onPause, .afterPause) == [])
    #expect(verdict(.onStop, .afterPause) == [.recentsLeak])
    #expect(verdict(.onStop, .afterStop) == [])
  }

  @Test func dialogsDecidesWhetherTheDialogIsSecured() {
    func shot(dialogs: Bool) -> [AndroidInvariant] {
      let configuration = AndroidCoverConfiguration(hook: .onCreate, what: .secure, dialogs: dialogs)
      let events: [AndroidEvent] = [.launch, .showWindow(.dialog), .showWindow(.popup), .screenshot]
      return kinds(run(phone(34), ConfiguredAndroidCover(configuration), events).violations)
    }
    #expect(shot(dialogs: true) == [])
    #expect(shot(dialogs: false) == [.captureLeak])
  }

  @Test func aCoverFromOnPauseWithDialogsCoversAnOpenDialogInRecents() {
    let on = ConfiguredAndroidCover(AndroidCoverConfiguration(hook: .onPause, what: .cover, dialogs: true))
    let off = ConfiguredAndroidCover(AndroidCoverConfiguration(hook: .onPause, what: .cover, dialogs: false))
    let events: [AndroidEvent] = [.launch, .showWindow(.dialog), .pressHome, .openRecents, .returnToApp]
    #expect(kinds(run(phone(34), on, events).violations) == [])
    #expect(kinds(run(phone(34), off, events).violations) == [.recentsLeak])
  }
}
