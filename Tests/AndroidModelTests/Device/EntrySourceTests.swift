import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Entries other than the notification (`openEntry`): one mechanism, the window manager's, decided by the intent's
/// flags and the activity's launch mode.
@Suite struct EntrySourceTests {
  /// The wallet with a `singleTask` card that takes shares (its manifest exports it, ``AndroidAppScreen/isExported``).
  private static let singleTaskWallet: AndroidAppDescription = {
    var card = AndroidAppScreen("card", isSensitive: true, isActivity: true, launchMode: .singleTask)
    card.isExported = true
    return AndroidAppDescription(screens: [
      AndroidAppScreen("home", isSensitive: false), AndroidAppScreen("phrase", isSensitive: true),
      AndroidAppScreen("settings", isSensitive: false, isActivity: true), card,
    ])
  }()

  private func device(_ events: [AndroidEvent], app: AndroidAppDescription = .wallet) -> AndroidDevice {
    run(phone(34), NoAndroidProtection(), events, app: app).device
  }

  private func entry(_ source: AndroidEntry.Source, _ screen: String, _ flags: AndroidEntry.Flags? = nil)
    -> AndroidEvent
  { .openEntry(AndroidEntry(source, screen, flags: flags)) }

  @Test func aWidgetATileAndADynamicShortcutPutTheActivityOnTopAsANotificationDoes() {
    for source in [AndroidEntry.Source.widget, .tile, .tilePreferences, .shortcut] {
      let device = device([.launch, .pressHome, entry(source, "card")])
      #expect(device.taskBackStacks.map { $0.map(\.name) } == [["home"], ["card"]], "\(source)")
      #expect(device.backgroundActivities.map(\.lifecycleState) == [.CREATED], "\(source)")
    }
  }

  @Test func aStaticShortcutClearsTheTaskAndMakesTheActivityItsRoot() {
    let device = device([.launch, .navigate("settings"), .pressHome, entry(.staticShortcut, "card")])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["card"]])
    expectEqual(device.lifecycleLog.filter { $0 == "onDestroy" }.count, 2)
    expectEqual(device.activity?.isLauncherActivity, false)
  }

  @Test func singleTopBringsUpTheActivityOnTopWithOnNewIntentAndNoOnCreate() {
    let device = device([.launch, .navigate("card"), .pressHome, entry(.tile, "card", [.newTask, .singleTop])])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["card"]])
    let tail = Array(device.lifecycleLog.suffix(5))
    expectEqual(tail, ["onRestart", "onStart", "onNewIntent", "onResume", "onTopResumedActivityChanged(true)"])
  }

  @Test func clearTopFinishesThoseAboveAndMakesAStandardActivityAgain() {
    let events = [
      AndroidEvent.launch, .navigate("card"), .navigate("settings"), .pressHome,
      entry(.widget, "card", [.newTask, .clearTop]),
    ]
    let device = device(events)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["card"]])
    // settings and the old card are finished; the new card is created.
    let afterEntry = device.lifecycleLog.drop { !$0.hasPrefix("openEntry") }
    expectEqual(afterEntry.filter { $0 == "onDestroy" }.count, 2)
    #expect(afterEntry.contains("onCreate"))
    #expect(!afterEntry.contains("onNewIntent"))
  }

  @Test func aShareReachesASingleTaskActivityInTheAppsTaskWithOnNewIntent() {
    let events = [AndroidEvent.launch, .navigate("card"), .navigate("settings"), .pressHome, entry(.share, "card")]
    let device = device(events, app: Self.singleTaskWallet)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["card"]])
    let tail = Array(device.lifecycleLog.suffix(5))
    expectEqual(tail, ["onRestart", "onStart", "onNewIntent", "onResume", "onTopResumedActivityChanged(true)"])
  }

  @Test func clearTopToARecordOfADeadProcessMakesItFromItsSavedState() {
    let events = [
      AndroidEvent.launch, .navigate("card"), .navigate("settings"), .pressHome, .processDeath,
      entry(.link, "card", [.newTask, .clearTop, .singleTop]),
    ]
    let device = device(events)
    expectEqual(device.unrestoredActivities.map { $0.map(\.name) }, [["home"]])
    expectEqual(device.activity?.currentScreen?.name, "card")
    // Made from its saved state with the intent queued on it, delivered before its first onResume (s42).
    let created = device.lifecycleLog.lastIndex(of: "onCreate") ?? 0
    let made = ["onCreate", "onStart", "onNewIntent", "onResume"]
    expectEqual(device.lifecycleLog[created...].filter(made.contains), made)
  }

  @Test func refusals() {
    let home = device([.launch, .navigate("card"), .pressHome])
    // Into the sender's task: a new instance there (SenderTaskTests), whatever the app's own task holds.
    #expect(home.refusal(for: entry(.share, "card")) == nil)
    #expect(home.refusal(for: entry(.link, "settings")) == nil)
    // A second standard instance: a model limit; singleTop on the top reuses it.
    #expect(home.refusal(for: entry(.widget, "card")) != nil)
    #expect(home.refusal(for: entry(.widget, "card", [.newTask, .singleTop])) == nil)
    #expect(home.refusal(for: entry(.staticShortcut, "card")) == nil)
    #expect(home.refusal(for: entry(.link, "settings", [.newTask])) == nil)
  }

  @Test func traceTextRoundTripsAndANotificationKeepsItsForm() throws {
    let vocabulary = AndroidPlatform.vocabulary
    for text in [
      "openNotification(card)", "openEntry(widget, card)", "openEntry(link, card, newTask+clearTop)",
      "openEntry(staticShortcut, settings)", "openEntry(share, card, newTask)", "openEntry(widget, card, none)",
    ] {
      let event = try vocabulary.event(parsing: Substring(text))
      expectEqual(vocabulary.text(of: event), text)
    }
    try expectEqual(vocabulary.event(parsing: "openEntry(notification, card)"), .openNotification("card"))
    #expect(throws: EventSyntaxError.self) { try vocabulary.event(parsing: "openEntry(fax, card)") }
    #expect(throws: EventSyntaxError.self) { try vocabulary.event(parsing: "openEntry(link, card, newTask+newTask)") }
  }
}
