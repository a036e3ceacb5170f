import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// The app bar's top-level destinations show no Up arrow (NavigationUI's `AppBarConfiguration`: the start destination,
/// and those the app names, the script's word `topLevel`), even with destinations below them (s41).
@Suite("Android: no Up arrow on a top-level destination (topLevel, the start destination)")
@MainActor
struct AndroidTopLevelUpTests {
  static let script = """
    screens: main, feed(topLevel), settings
    claims: recents
    on appCall(home): navigate(main)
    """

  func outcome(_ text: String, _ events: [AndroidEvent]) throws -> String {
    try androidScriptOutcome(text, events, profile: AndroidProfile(apiLevel: 34))
  }

  @Test("the start destination pushed again, and a topLevel destination, show no Up arrow; Back pops them")
  func topLevelDestinations() throws {
    try expectEqual(
      outcome(Self.script, [.launch, .navigate("settings"), .appCall("home"), .navigateBack]),
      "invalid at 3: main is the start destination of the app bar, which shows no Up arrow there (NavigationUI's "
        + "AppBarConfiguration); Back pops it (back)")
    try expectEqual(outcome(Self.script, [.launch, .navigate("settings"), .appCall("home"), .back]), "holds")
    try expectEqual(
      outcome(Self.script, [.launch, .navigate("feed"), .navigateBack]),
      "invalid at 2: feed is a top-level destination (topLevel) of the app bar, which shows no Up arrow there "
        + "(NavigationUI's AppBarConfiguration); Back pops it (back)")
    // Any other destination keeps the navigator's Up.
    try expectEqual(outcome(Self.script, [.launch, .navigate("settings"), .navigateBack]), "holds")
  }

  @Test("topLevel is a destination's word: refused with activity")
  func topLevelOnAnActivityRefused() throws {
    do {
      _ = try AndroidStrategyCatalog.descriptor(
        forAppLogic: try AppLogicScript(
          parsing: "screens: main, card(activity, topLevel)\non onCreate: addFlags(secure)"))
      Issue.record("topLevel on an activity was accepted")
    } catch {
      #expect("\(error)".contains("'topLevel' is a destination's"), "\(error)")
    }
  }

  /// A word given twice is one clear error at its line (the s41 breaker: `detail(topLevel, topLevel)` was accepted).
  @Test("a screen word given twice is refused at its line")
  func wordGivenTwiceRefused() throws {
    var message = "accepted"
    do {
      _ = try AndroidStrategyCatalog.descriptor(
        forAppLogic: try AppLogicScript(
          parsing: "on onCreate: addFlags(secure)\nscreens: main, detail(topLevel, topLevel)"))
    } catch {
      message = "\(error)"
    }
    expectEqual(message, "line 2: screens: screen 'detail': 'topLevel' is given twice (expected each word once)")
  }
}
