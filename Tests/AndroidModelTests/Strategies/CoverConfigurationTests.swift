import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

@Suite struct CoverConfigurationTests {
  static let all = AndroidCoverConfiguration.Hook.allCases.flatMap { hook in
    AndroidCoverConfiguration.Protection.allCases.flatMap { what in
      [false, true].map { AndroidCoverConfiguration(hook: hook, what: what, dialogs: $0) }
    }
  }

  @Test func everyConfigurationRoundTripsThroughItsText() throws {
    for configuration in Self.all {
      try expectEqual(AndroidCoverConfiguration(parsing: configuration.description), configuration)
    }
    expectEqual(
      AndroidCoverConfiguration(hook: .onPause, what: .secure, dialogs: true).description,
      "android-cover[hook=onPause,what=secure,dialogs=true]")
  }

  @Test func keysComeInAnyOrderAndDialogsDefaultsToFalse() throws {
    let parsed = try AndroidCoverConfiguration(parsing: "android-cover[what=blur,hook=onStop]")
    expectEqual(parsed, AndroidCoverConfiguration(hook: .onStop, what: .blur, dialogs: false))
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
    expectEqual(descriptor?.name, "android-cover[hook=onPause,what=secure,dialogs=false]")
    expectEqual(descriptor?.make().name, descriptor?.name)
    #expect(AndroidStrategyCatalog.descriptor(named: "android-cover[hook=never,what=secure]") == nil)
  }

  private func verdict(_ hook: AndroidCoverConfiguration.Hook, _ timing: RecentsSnapshotTiming)
    -> [AndroidInvariant]
  {
    let strategy = ConfiguredAndroidCover(AndroidCoverConfiguration(hook: hook, what: .secure))
    return kinds(run(phone(31), strategy, [.launch, .recentsTiming(timing), .pressHome, .openRecents]).violations)
  }

  @Test func oneVerdictPerHook() {
    expectEqual(verdict(.onCreate, .beforePause), [])
    expectEqual(verdict(.onTopResumedLost, .beforePause), [.recentsLeak])
    expectEqual(verdict(.onTopResumedLost, .afterPause), [])
    expectEqual(verdict(.onPause, .beforePause), [.recentsLeak])
    expectEqual(verdict(.onPause, .afterPause), [])
    expectEqual(verdict(.onStop, .afterPause), [.recentsLeak])
    expectEqual(verdict(.onStop, .afterStop), [])
  }

  @Test func dialogsDecidesWhetherTheDialogIsSecured() {
    func shot(dialogs: Bool) -> [AndroidInvariant] {
      let configuration = AndroidCoverConfiguration(hook: .onCreate, what: .secure, dialogs: dialogs)
      let events: [AndroidEvent] = [.launch, .showWindow(.dialog), .showWindow(.popup), .screenshot]
      return kinds(run(phone(34), ConfiguredAndroidCover(configuration), events).violations)
    }
    expectEqual(shot(dialogs: true), [])
    expectEqual(shot(dialogs: false), [.captureLeak])
  }

  @Test func aCoverFromOnPauseWithDialogsCoversAnOpenDialogInRecents() {
    let on = ConfiguredAndroidCover(AndroidCoverConfiguration(hook: .onPause, what: .cover, dialogs: true))
    let off = ConfiguredAndroidCover(AndroidCoverConfiguration(hook: .onPause, what: .cover, dialogs: false))
    let events: [AndroidEvent] = [.launch, .showWindow(.dialog), .pressHome, .openRecents, .returnToApp]
    expectEqual(kinds(run(phone(34), on, events).violations), [])
    expectEqual(kinds(run(phone(34), off, events).violations), [.recentsLeak])
  }

  @Test func activitiesAndSensitiveAreNamedInTheAppsOrder() throws {
    let parsed = try AndroidCoverConfiguration(
      parsing: "android-cover[hook=onCreate,what=secure,in=statement+card,sensitive=card]")
    expectEqual(parsed.activities, ["card", "statement"])
    expectEqual(parsed.sensitiveActivities, ["card"])
    expectEqual(
      parsed.description, "android-cover[hook=onCreate,what=secure,dialogs=false,in=card+statement,sensitive=card]")
    try expectEqual(AndroidCoverConfiguration(parsing: parsed.description), parsed)
    expectEqual(
      parsed.app?.screens.map(\.description),
      [
        "home(neutral)", "card(sensitive, activity, exported, backArrow)",
        "statement(neutral, activity, exported, backArrow)", "settings(neutral, activity, exported, backArrow)",
      ])
    // A member without them keeps its one-activity app and its name.
    #expect(AndroidCoverConfiguration(hook: .onCreate, what: .secure).app == nil)
    let names = AndroidAppDescription.paymentsActivities
    for text in ["in=wallet", "in=card+card", "in=", "sensitive=card+"] {
      let key = String(text.prefix { $0 != "=" })
      let value = String(text.dropFirst(key.count + 1))
      #expect(throws: AndroidCoverConfigurationError.invalidValue(key: key, value: value, allowed: names)) {
        try AndroidCoverConfiguration(parsing: "android-cover[hook=onCreate,what=secure,\(text)]")
      }
    }
  }

  /// Runs `events` in the payments app with the member `text` names.
  private func perActivity(_ text: String, _ events: [AndroidEvent]) throws -> (AndroidDevice, [AndroidInvariant]) {
    let configuration = try AndroidCoverConfiguration(parsing: text)
    let result = run(phone(34), ConfiguredAndroidCover(configuration), events, app: try #require(configuration.app))
    return (result.device, kinds(result.violations))
  }

  @Test func theRecentsSnapshotFollowsTheTasksTopActivity() throws {
    let toCard: [AndroidEvent] = [.launch, .navigate("card"), .pressHome]
    // The launcher activity secure, the card on top not: a real snapshot of the card.
    let (below, _) = try perActivity("android-cover[hook=onCreate,what=secure,in=home,sensitive=home+card]", toCard)
    expectEqual(below.taskSnapshot?.image.isAppTheme, false)
    expectEqual(below.taskSnapshot?.image.leaks, true)
    // The card secure, the launcher activity below not: the app theme.
    let (top, _) = try perActivity("android-cover[hook=onCreate,what=secure,in=card,sensitive=home+card]", toCard)
    expectEqual(top.taskSnapshot?.image.isAppTheme, true)
    // setRecentsScreenshotEnabled(false) is the launcher activity's own: the card on top is snapshotted.
    let (off, offKinds) = try perActivity(
      "android-cover[hook=onCreate,what=recentsOff,in=home,sensitive=home+card]", toCard + [.openRecents])
    expectEqual(off.taskSnapshot?.image.isAppTheme, false)
    expectEqual(offKinds, [.recentsLeak])
  }

  @Test func capturesFollowTheWindowOnScreenAndJudgeOnlySensitiveActivities() throws {
    let shots: [AndroidEvent] = [
      .launch, .screenshot, .navigate("card"), .screenshot, .navigate("statement"), .screenshot,
    ]
    // The statement (sensitive by default) over the secure card: its own window has no flag.
    let (_, leak) = try perActivity("android-cover[hook=onCreate,what=secure,in=card]", shots)
    expectEqual(leak, [.captureLeak])
    // The card the only sensitive activity and the only secure one: the neutral activities' captures are no leak.
    let (_, control) = try perActivity("android-cover[hook=onCreate,what=secure,in=card,sensitive=card]", shots)
    expectEqual(control, [])
  }

  @Test func aDialogCarriesTheContentOfTheScreenBelowInThePaymentsApp() throws {
    let member = "android-cover[hook=onCreate,what=secure,in=card,sensitive=card]"
    // Over the neutral home: neutral text, no leak though the dialog's window is not secure.
    let (_, overHome) = try perActivity(member, [.launch, .showWindow(.dialog), .screenshot])
    expectEqual(overHome, [])
    // Over the sensitive card: the dialog's own window has no flag (dialogs=false), its content leaks.
    let (_, overCard) = try perActivity(member, [.launch, .navigate("card"), .showWindow(.dialog), .screenshot])
    expectEqual(overCard, [.captureLeak])
  }
}
