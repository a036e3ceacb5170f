import AndroidModel
import AndroidStrategies
import AppLogic
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// An Android script's `disable:` (the app call that turns its protection off, judged by `cannot-disable` on the
/// platform's images) and `screens:` (the script's own app), docs/app-logic.md "Android".
@Suite struct AppLogicDisableAndScreensTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    let script = try AppLogicScript(parsing: text)
    return try AndroidAppLogic(script, app: AndroidStrategyCatalog.descriptor(forAppLogic: script).app)
  }

  private func error(_ text: String) -> String? { thrownText { _ = try logic(text) } }

  private let honouring = """
    claims: all
    disable: allowScreenshots
    on onCreate if not(stored(allowed)): addFlags(secure, window=all)
    on onCreateDialog if not(stored(allowed)): addFlags(secure, window=dialogs)
    on appCall(allowScreenshots): store(allowed); clearFlags(secure, window=all)
    on appCall(protect): unstore(allowed); addFlags(secure, window=all)
    """

  /// The disable call is an app call the generator draws; a script that clears the flag on every window it set it on
  /// holds, in this process and the next.
  @Test func aScriptThatClearsEveryFlagHolds() throws {
    let strategy = try logic(honouring)
    expectEqual(strategy.disableCall, "allowScreenshots")
    expectEqual(strategy.appCalls, ["allowScreenshots", "protect"])
    let events: [AndroidEvent] = [
      .launch, .showWindow(.dialog), .appCall("allowScreenshots"), .screenshot, .dismissWindow, .openRecents,
      .removeTask, .launch, .screenshot,
    ]
    let (device, violations) = run(phone(34), strategy, events)
    #expect(kinds(violations).isEmpty)
    #expect(device.isProtectionTurnedOff)
    #expect(device.claimsNow.isEmpty)
  }

  /// A flag cleared on the activity's window only leaves the dialog secure: its screenshot is black
  /// (`cannot-disable`, naming the call); another app call turns the protection back on.
  @Test func aFlagLeftOnADialogCannotBeDisabled() throws {
    let strategy = try logic(
      honouring.replacingOccurrences(of: "store(allowed); clearFlags(secure, window=all)", with: "clearFlags(secure)"))
    let (_, violations) = run(
      phone(34), strategy, [.launch, .showWindow(.dialog), .appCall("allowScreenshots"), .screenshot])
    let found = try #require(violations[3].first)
    expectEqual(found.invariant, .cannotDisable)
    #expect(found.detail.contains("after appCall(allowScreenshots), the screenshot is "))
    #expect(found.detail.hasSuffix("still secure"))
    let (device, again) = run(
      phone(34), strategy,
      [.launch, .showWindow(.dialog), .appCall("allowScreenshots"), .appCall("protect"), .screenshot])
    #expect(!device.isProtectionTurnedOff)
    #expect(kinds(again).isEmpty)
  }

  /// The user's choice outlives the process: a new process that sets the flag again in `onCreate` refuses the
  /// screenshot and gives Recents the app theme (the Brave kind of report); a thumbnail taken while protected stays.
  @Test func aNewProcessThatProtectsAgainCannotBeDisabled() throws {
    let strategy = try logic(
      honouring.replacingOccurrences(of: " if not(stored(allowed)):", with: ":")
        .replacingOccurrences(of: "(secure, window=all)", with: "(secure)"))
    let (_, violations) = run(
      phone(34), strategy,
      [.launch, .appCall("allowScreenshots"), .screenshot, .openRecents, .removeTask, .launch, .openRecents])
    #expect(kinds(Array(violations[0...3])).isEmpty)
    expectEqual(violations[6].map(\.invariant), [.cannotDisable])
    let (_, screenshot) = run(
      phone(34), strategy, [.launch, .appCall("allowScreenshots"), .openRecents, .removeTask, .launch, .screenshot])
    expectEqual(screenshot[5].map(\.invariant), [.cannotDisable])
  }

  /// `screens:` is the script's app: the first screen starts the launcher activity, a notification opens `card`, and
  /// only the sensitive screen's capture leaks.
  @Test func declaredScreensAreTheAppsScreens() throws {
    let script = try AppLogicScript(
      parsing: "claims: screenshots\nscreens: main, card(sensitive), settings(neutral, activity, singleTop)\n"
        + "on onScreenCreated(card): set(onCard)")
    let app = try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
    expectEqual(
      app.screens.map(\.description), ["main(neutral)", "card(sensitive)", "settings(neutral, activity, singleTop)"])
    #expect(app.windowsFollowScreenSensitivity)
    let strategy = try AndroidAppLogic(script, app: app)
    let (_, violations) = run(
      phone(34), strategy, [.launch, .screenshot, .pressHome, .openNotification("card"), .screenshot], app: app)
    #expect(violations[1].isEmpty)
    expectEqual(violations[4].map(\.invariant), [.captureLeak])
    // The views by the script's own screen names (`card/...`), not the activity's window (`activity/...`).
    let detail = try #require(violations[4].first?.detail)
    #expect(detail.contains("leaks card/"), "\(detail)")
    #expect(!detail.contains("activity/"), "\(detail)")
    #expect(app.namesViewsByScreen)
    #expect(strategy.actedLines.contains("app-logic line 3: set(onCard)"))
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: script)
    expectEqual(descriptor.app, app)
  }

  /// Bad settings are one error naming the line.
  @Test func badSettingsNameTheLine() {
    expectEqual(
      error("disable: allow screenshots\non onStop: set(x)"),
      "line 1: 'disable:' takes an app call's name, "
        + "not 'allow screenshots'")
    expectEqual(
      error("screens: main, card(sensitiv)\non onStop: set(x)"),
      "line 1: screens: screen 'card': unknown word 'sensitiv' (did you mean 'sensitive'?); expected sensitive,"
        + " neutral, activity, singleTop, singleTask, exported, backArrow, topLevel, leadsTo=SCREEN|SCREEN,"
        + " parent=SCREEN, enableOnBackInvokedCallback=true|false")
    expectEqual(
      error("screens: lock(leadsTo=home), passwords\non onStop: set(x)"),
      "line 1: screens: screen 'lock': leadsTo=: 'home' is not a screen of the app; expected lock, passwords"
        + " separated by '|', or none")
    expectEqual(
      error("screens: lock(leadsTo=passwords|), passwords\non onStop: set(x)"),
      "line 1: screens: screen 'lock': 'leadsTo=' has an empty name (expected leadsTo=SCREEN|SCREEN, or"
        + " leadsTo=none)")
    // A cycle is a graph too (a tab bar's screens lead to each other).
    #expect(error("screens: a(leadsTo=b), b(leadsTo=a|b)\non onStop: set(x)") == nil)
    expectEqual(
      error("screens: main, main\non onStop: set(x)"),
      "line 1: screens: screen 'main' is given twice (expected each name once)")
    expectEqual(
      error("screens: main(activity)\non onStop: set(x)"),
      "line 1: screens: screen 'main': the first screen is the launcher activity's start destination, not an"
        + " 'activity' of its own (expected no 'activity' on the first screen)")
    expectEqual(
      error("screens: main, card(singleTop)\non onStop: set(x)"),
      "line 1: screens: screen 'card': 'singleTop': expected one launch mode, and only with 'activity' or on the"
        + " first screen (the launcher activity's); a destination inside the launcher activity has none")
    expectEqual(
      error("screens: main,, card\non onStop: set(x)"),
      "line 1: 'screens:' has an empty screen (two commas, or one at an end; expected a name between commas)")
    expectEqual(
      error("screens: main, card(sensitive\non onStop: set(x)"),
      "line 1: 'screens:' has a '(' without its ')' (expected NAME(WORDS))")
    // The shared split (AppLogicListItems, s43): a ')' that closes nothing is named before an open '('.
    expectEqual(
      error("screens: main), card(sensitive\non onStop: set(x)"),
      "line 1: 'screens:' has a ')' without its '(' (expected NAME(WORDS))")
    // Each error names the word and what is expected.
    expectEqual(
      error("screens: main, 2card\non onStop: set(x)"),
      "line 1: screens: '2card' is not a screen's name (expected a letter or '_', then letters, digits or '_', as"
        + " in 'main, card(sensitive)')")
    expectEqual(
      error("screens: main, card(sensitive, neutral)\non onStop: set(x)"),
      "line 1: screens: screen 'card' is either 'sensitive' or 'neutral' (expected one of them)")
    expectEqual(
      error("screens: main, card(sensitive)x\non onStop: set(x)"),
      "line 1: screens: 'card(sensitive)x' goes on after its ')' (expected NAME(WORDS), then a comma)")
    expectEqual(
      error("app: payments\nscreens: main\non onStop: set(x)"),
      "line 1: 'screens:' describes the app (mark a sensitive screen 'NAME(sensitive)'): give no 'app:'")
    expectEqual(
      error("screens: main, card\non onCreate(activity=card): set(x)")?.hasPrefix(
        "line 2: activity 'card' is not the app's"),
      true)
  }
}
