import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// `entries:` (s41): the entries and picture-in-picture an app declares. Without it every one is drawn, as before; with
/// it the generator draws only the declared ones and the device refuses the others (`AndroidDeclaredEntries`).
@Suite("Android: the entries an app declares (entries:)")
@MainActor
struct AndroidDeclaredEntriesTests {
  static let screens =
    "screens: main(sensitive), card(sensitive, activity), settings(activity, singleTop)\n"
    + "claims: recents\non onCreate: addFlags(secure)\n"

  func descriptor(_ text: String) throws -> AndroidStrategyDescriptor {
    try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text))
  }

  /// The entry sources and picture-in-picture the generator draws for `text` over 120 seeds of 40 steps.
  func drawn(_ text: String) throws -> (sources: Set<String>, pictureInPicture: Bool) {
    let strategy = try descriptor(text)
    let runner = TraceRunner<AndroidPlatform>(strategy: strategy, profile: AndroidProfile(apiLevel: 34))
    var configuration = RunConfiguration<AndroidPlatform>(strategies: [strategy])
    configuration.maxLength = 40
    let campaign = Campaign(configuration: configuration)
    var sources: Set<String> = []
    var pictureInPicture = false
    for seed in UInt64(1)...120 {
      let events = campaign.generateTrace(seed: seed, runner: runner).events
      if case .invalid(let step, let reason) = runner.run(events) {
        Issue.record("seed \(seed): generated an invalid trace (step \(step): \(reason))")
      }
      for event in events {
        if case .openEntry(let entry) = event { sources.insert(entry.source.rawValue) }
        if event == .enterPictureInPicture { pictureInPicture = true }
      }
    }
    return (sources, pictureInPicture)
  }

  @Test("without entries: every entry and picture-in-picture are drawn; with it only the declared ones")
  func generatorDrawsDeclaredOnly() throws {
    let all = try drawn(Self.screens)
    #expect(all.sources.isSuperset(of: ["notification", "tile", "widget", "staticShortcut"]))
    #expect(all.pictureInPicture)
    let declared = try drawn(Self.screens + "entries: notification, staticShortcut")
    expectEqual(declared.sources, ["notification", "staticShortcut"])
    #expect(!declared.pictureInPicture)
    let none = try drawn(Self.screens + "entries: pictureInPicture")
    #expect(none.sources.isEmpty)
    #expect(none.pictureInPicture)
  }

  @Test("the device refuses an entry or picture-in-picture the app does not declare, with why")
  func deviceRefusesUndeclared() throws {
    var app = try descriptor(Self.screens + "entries: notification, widget").app
    expectEqual(
      app.declaredEntries, AndroidDeclaredEntries(sources: [.notification, .widget], supportsPictureInPicture: false))
    let device = AndroidDevice(profile: AndroidProfile(apiLevel: 34), strategy: NoAndroidProtection(), app: app)
    try device.step(.launch)
    expectEqual(
      device.refusal(for: .enterPictureInPicture),
      "the app does not declare android:supportsPictureInPicture=\"true\" (entries: notification, widget): its "
        + "activities never go into picture-in-picture")
    try device.step(.pressHome)
    expectEqual(
      device.refusal(for: .openEntry(AndroidEntry(.tile, "card"))),
      "the app declares no tile entry (entries: notification, widget): its manifest has no Quick Settings tile "
        + "(a TileService with the android.service.quicksettings.action.QS_TILE filter)")
    #expect(device.refusal(for: .openEntry(AndroidEntry(.widget, "card"))) == nil)
    #expect(device.refusal(for: .openNotification("card")) == nil)
    // Declared nothing: the app has every entry, as before the word.
    app.declaredEntries = nil
    #expect(app.undeclaredProblem(of: .openEntry(AndroidEntry(.tile, "card"))) == nil)
    #expect(app.undeclaredProblem(of: .enterPictureInPicture) == nil)
  }

  @Test(
    "entries: refuses an unknown word, a word twice, none beside another and a tile's preferences without the tile, at its line"
  )
  func badWordsRefused() throws {
    for (value, message) in [
      ("notification, tiles", "entries: unknown entry 'tiles' (did you mean 'tile'?)"),
      ("widget, widget", "entries: 'widget' is given twice (expected each once)"),
      ("none, link", "entries: 'none' stands alone (it contradicts 'link'; expected one of them)"),
      ("notification, tilePreferences", "entries: 'tilePreferences' needs 'tile'"),
    ] {
      do {
        _ = try descriptor(Self.screens + "entries: \(value)")
        Issue.record("entries: \(value) was accepted")
      } catch {
        let refusal = error as? AppLogicError
        #expect(refusal?.line == 4, "\(error)")
        #expect(refusal?.message.hasPrefix(message) == true, "\(error)")
      }
    }
    try expectEqual(descriptor(Self.screens + "entries: none").app.declaredEntries?.text, "none")
    try expectEqual(
      descriptor(Self.screens + "entries: tile, tilePreferences").app.declaredEntries?.sources,
      [
        .tile, .tilePreferences,
      ])
  }
}
