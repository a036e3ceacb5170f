import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import TestExpectations
import Testing

/// An iOS script's own screens (`screens:`, issue 25): the app it runs in is the script's (each screen a stand-in
/// content view and label), the user's `pushScreen(NAME)` and the script's own `push(NAME)` move between them, and
/// reports name what leaks by the script's names (`card/content`), as Android's `screens:` does.
@MainActor @Suite(.serialized) struct AppLogicScriptScreensTests: AppLogicScriptChecks {
  /// A cover raised at resign only while the first screen shows (its appearance handlers keep a flag): a card pushed
  /// over it is in the switcher's snapshot.
  static let rootOnlyCover = """
    claims: app-switcher
    screens: root(sensitive), card(sensitive), settings
    on screenDidAppear(root): set(onRoot)
    on screenWillDisappear(root): clear(onRoot)
    on sceneWillResignActive if onRoot: addCover(view, tag=1)
    on sceneDidBecomeActive: removeCover(tag=1)
    """

  @Test("screens: makes the script's app: root first, each screen a content view and one label, sensitive or not")
  func appOfTheScript() throws {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: Self.rootOnlyCover))
    let app = IOSPlatform.app(for: descriptor)
    expectEqual(app.content.identifier, "root")
    expectEqual(app.views.map(\.identifier), ["root/content"])
    expectEqual(app.screens.map(\.identifier), ["card", "settings"])
    expectEqual(app.screens.map { $0.views.map(\.identifier) }, [["card/content"], ["settings/content"]])
    expectEqual(app.screens.map(\.showsSensitiveContent), [true, false])
    expectEqual(app.sensitiveScreens, ["root", "card"])
    expectEqual(app.entrySources, [.notification, .link, .shortcut])
    // A script without the line runs in the sample app, as before.
    let plain = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: "on appCall(p): set(x)"))
    #expect(plain.app == nil)
    #expect(AppLogicStrategy.vocabularyListing.contains("    screens: root[(sensitive|neutral)], NAME[(sensitive|"))
    #expect(AppLogicStrategy.vocabularyListing.contains("    push(NAME) animated=\n"))
  }

  @Test("screens: is refused at its line for each bad form, and beside sensitive:")
  func refusals() {
    let handler = "\non appCall(p): set(x)"
    // An empty list is the parser's refusal, as for every setting.
    expectEqual(Self.error("screens:" + handler), "line 1: setting 'screens' has no value")
    expectEqual(
      Self.error("screens: main, card(sensitive)" + handler),
      "line 1: screens: the first screen is the app's first screen, named root in an iOS script (the navigation"
        + " controller's root, as in sensitive: root and screenWillAppear(root)), not 'main'; expected 'screens: root,"
        + " main, ...'")
    expectEqual(
      Self.error("screens: root, card, card(sensitive)" + handler),
      "line 1: screens: screen 'card' is given twice (expected each name once)")
    expectEqual(
      Self.error("screens: root, card(sensitive), root" + handler),
      "line 1: screens: screen 'root' is given twice (expected each name once)")
    expectEqual(
      Self.error("screens: root, card(sensitiv)" + handler),
      "line 1: screens: screen 'card': unknown word 'sensitiv' (did you mean 'sensitive'?); expected sensitive or"
        + " neutral (an iOS screen has no launch mode or activity: Android's words)")
    expectEqual(
      Self.error("screens: root, card(sensitive, activity)" + handler),
      "line 1: screens: screen 'card' takes one word, sensitive or neutral, not 'sensitive, activity'")
    expectEqual(
      Self.error("screens: root,, card" + handler),
      "line 1: screens: has an empty item (two commas, or one at an end; expected a screen between commas)")
    expectEqual(
      Self.error("screens: root, card(sensitive" + handler),
      "line 1: screens: 'root, card(sensitive' has unbalanced parentheses (as in 'screens: root,"
        + " card(sensitive), settings(neutral)')")
    // One level only, and a ')' that closes nothing, through the shared split (AppLogicListItems, s43).
    expectEqual(
      Self.error("screens: root, card((sensitive))" + handler),
      "line 1: screens: 'root, card((sensitive))' has unbalanced parentheses (as in 'screens: root,"
        + " card(sensitive), settings(neutral)')")
    expectEqual(
      Self.error("screens: root), card(sensitive" + handler),
      "line 1: screens: 'root), card(sensitive' has unbalanced parentheses (as in 'screens: root,"
        + " card(sensitive), settings(neutral)')")
    expectEqual(
      Self.error("screens: root, ca rd" + handler),
      "line 1: screens: 'ca rd' is not a screen's name (letters, digits, '_' and '-', as in 'screens: root,"
        + " card(sensitive), settings(neutral)')")
    expectEqual(
      Self.error("screens: root, card(sensitive)\nsensitive: card" + handler),
      "line 2: sensitive: beside screens: (line 1) says twice which content is sensitive; mark each screen in"
        + " screens: instead (screens: root, card(sensitive))")
    expectEqual(
      Self.error("screens: root(sensitive)\non appCall(p): push(lock)"),
      "line 2: push(lock) finds no navigation controller: an app of one screen (screens: root(sensitive)) has"
        + " its screen as its window's root (expected another screen in screens:, or present(lock, ...))")
    #expect(Self.error("screens: root(sensitive)\non appCall(p): present(lock)") == nil)
    // Reserved words (the s42 breaker's F3, q1.logic and q2.logic): push(lock) and screenDidAppear(any) mean others.
    expectEqual(
      Self.error("claims: app-switcher\nscreens: root, lock(sensitive)\non appCall(go): push(lock)"),
      "line 2: screens: 'lock' is a reserved word, not a screen's name: push(lock) pushes the app's lock screen"
        + " (expected another name, as in 'screens: root, card(sensitive), settings(neutral)')")
    expectEqual(
      Self.error("claims: app-switcher\nscreens: root, cover(sensitive), any\non screenDidAppear(any): set(x)"),
      "line 2: screens: 'any' is a reserved word, not a screen's name: screenDidAppear(any) and the other screen"
        + " events take any screen (expected another name, as in 'screens: root, card(sensitive), settings(neutral)')")
    // privacySensitive: on a neutral screen marks content no check judges (the breaker's F4, v4.logic); on a
    // sensitive one it is taken (v5.logic).
    expectEqual(
      Self.error("claims: app-switcher\nscreens: root, card\nprivacySensitive: card\non scenePhase(active): unredact"),
      "line 3: privacySensitive: 'card' is a neutral screen in screens: (line 2), and only sensitive content is"
        + " judged: its mark would change no verdict; mark it card(sensitive) in screens:, or leave it out of"
        + " privacySensitive:")
    #expect(
      Self.error(
        "claims: app-switcher\nscreens: root, card(sensitive)\nprivacySensitive: card\non scenePhase(active): unredact")
        == nil)
    // Without screens:, a screen sensitive: leaves out is neutral as well (the s44 breaker: silently nothing).
    expectEqual(
      Self.error("claims: app-switcher\nsensitive: settings\nprivacySensitive: root\non scenePhase(active): unredact"),
      "line 3: privacySensitive: 'root' is not among sensitive: (line 2), so its content is neutral, and only"
        + " sensitive content is judged: its mark would change no verdict; add root to sensitive:, or leave it out of"
        + " privacySensitive:")
    #expect(
      Self.error(
        "claims: app-switcher\nsensitive: root, settings\nprivacySensitive: root\non scenePhase(active): unredact")
        == nil)
    expectEqual(
      Self.error("on appCall(p): push(root)"),
      "line 1: push takes lock or one of the app's screens other than root (the navigation controller's root is"
        + " on its stack already), not 'root'")
  }

  @Test("the script's names are what every screen word checks against: the sample's screens are refused")
  func namesChecked() throws {
    func problem(_ text: String) throws -> String? { try Self.screenProblem(text) }
    let screens = "screens: root, card(sensitive)\n"
    #expect(try problem(screens + "on screenDidAppear(card): set(x)") == nil)
    try expectEqual(
      problem(screens + "on screenDidAppear(settings): set(x)"),
      "line 2: screenDidAppear(settings): 'settings' is no screen of the app; expected any, root, card")
    try expectEqual(
      problem(screens + "privacySensitive: car\non appCall(p): set(x)"),
      "line 2: privacySensitive: 'car' is no screen of the app (did you mean 'card'?); expected root, card")
    try expectEqual(
      problem(screens + "on appCall(p, screen=cards): set(x)"),
      "line 2: appCall's screen=cards: 'cards' is no screen of the app (did you mean 'card'?); expected root,"
        + " card")
    try expectEqual(
      problem(screens + "on appCall(p): push(cards)"),
      "line 2: push(cards): 'cards' is no screen of the app (did you mean 'card'?); expected lock, card")
    // Without `screens:`, push names the sample app's screens.
    #expect(try problem("on appCall(p): push(settings)") == nil)
  }

  /// `explain` (text, or with `html`, the HTML page) of `events` for `script`, written to a file.
  private static func explain(_ script: String, _ events: String, html: Bool = false) throws -> String {
    let path = NSTemporaryDirectory() + "screens-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(
      [
        "explain", "--app-logic", path, "--profile", "iphone-ios17-scenes", "--expect", "snapshot-leak", "--events",
        events,
      ] + (html ? ["--format", "html"] : []))
    return r.out + r.err
  }

  @Test("a cover of the first screen only leaks the pushed card, named by the script's screen; on root it holds")
  func leakNamedByScreen() throws {
    let profile = "iphone-ios17-scenes"
    try expectEqual(Self.scriptOutcome(Self.rootOnlyCover, [.launch, .goHome], profile: profile), "holds")
    try expectEqual(
      Self.scriptOutcome(Self.rootOnlyCover, [.launch, .pushScreen("card"), .goHome], profile: profile),
      "snapshot-leak at 3: switcherSnapshot of scene A at t=0.5 s shows sensitive content at 48 of 160 points")
    // A neutral screen pushed shows nothing sensitive.
    try expectEqual(
      Self.scriptOutcome(Self.rootOnlyCover, [.launch, .pushScreen("settings"), .goHome], profile: profile),
      "holds")
    // explain and its HTML page name the view by the script's screen, as Android's `leaks card/balance`.
    let text = try Self.explain(Self.rootOnlyCover, "launch · pushScreen(card) · goHome")
    #expect(text.contains("\nleaked: 'card/content' in x 0-390, y 84-338 pt of scene A\n"), "\(text)")
    #expect(!text.contains("root/content"), "\(text)")
    let html = try Self.explain(Self.rootOnlyCover, "launch · pushScreen(card) · goHome", html: true)
    #expect(html.contains("card/content: UILabel &quot;card content&quot;"))
  }

  @Test("push(SCREEN) is the app's own pushViewController: the card it pushes leaks as the user's push does")
  func codePush() throws {
    let script = Self.rootOnlyCover + "\non appCall(openCard): push(card, animated=false)"
    try expectEqual(
      Self.scriptOutcome(script, [.launch, .appCall("openCard"), .goHome], profile: "iphone-ios17-scenes"),
      "snapshot-leak at 3: switcherSnapshot of scene A at t=0.5 s shows sensitive content at 48 of 160 points")
    let text = try Self.explain(script, "launch · appCall(openCard) · goHome")
    #expect(text.contains("\nleaked: 'card/content' in x 0-390, y 84-338 pt of scene A\n"), "\(text)")
    // `pop` takes it off again: on root the cover goes up.
    let popped = script + "\non appCall(back): pop"
    try expectEqual(
      Self.scriptOutcome(
        popped, [.launch, .appCall("openCard"), .appCall("back"), .goHome], profile: "iphone-ios17-scenes"), "holds")
  }

  @Test("a saved trace with pushScreen(card) replays in the script's app; pushScreen(settings) is refused there")
  func traceFile() throws {
    let lines = Self.rootOnlyCover.split(separator: "\n").map(String.init)
    let fingerprint = try AppLogicScript(parsing: Self.rootOnlyCover).fingerprint
    func replay(_ push: String) throws -> (code: ExitCode, out: String, err: String, path: String) {
      let text =
        "lifecycle-fuzz trace 2\nstrategy: app-logic#\(fingerprint)\n"
        + lines.map { "app-logic: \($0)\n" }.joined()
        + "profile: iphone-ios17-scenes\nexpect: snapshot-leak\nlaunch\n\(push)\ngoHome\n"
      let path = NSTemporaryDirectory() + "screens-\(UUID().uuidString).trace"
      defer { try? FileManager.default.removeItem(atPath: path) }
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let r = runInProcess(["replay", path])
      return (r.code, r.out, r.err, path)
    }
    let card = try replay("pushScreen(card)")
    expectEqual(card.code, .failure)
    #expect(card.out.hasPrefix("BROKEN \(card.path): snapshot-leak, as recorded;"), "\(card.out)\(card.err)")
    let settings = try replay("pushScreen(recovery-phrase)")
    expectEqual(settings.code, .usage)
    #expect(
      settings.err.contains("the app has no screen 'recovery-phrase' (its screens: card, settings)"), "\(settings.err)")
  }

  @Test("a saved trace whose script pushes its own screen reads back: the script's names, not the sample's")
  func traceFileOfACodePush() throws {
    // The s42 breaker's F1: a trace's `app-logic:` lines were checked against the sample app's screens, so every
    // finding of a script with `push(card)` was NOT SAVED ("would not read back") and -j 2 workers failed.
    let script = Self.rootOnlyCover + "\non appCall(openCard, screen=root): push(card, animated=false)"
    let fingerprint = try AppLogicScript(parsing: script).fingerprint
    let text =
      "lifecycle-fuzz trace 2\nstrategy: app-logic#\(fingerprint)\n"
      + script.split(separator: "\n").map { "app-logic: \($0)\n" }.joined()
      + "profile: iphone-ios17-scenes\nexpect: snapshot-leak\nlaunch\nappCall(openCard)\ngoHome\n"
    let path = NSTemporaryDirectory() + "screens-push-\(UUID().uuidString).trace"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["replay", path])
    expectEqual(r.code, .failure)
    #expect(r.out.hasPrefix("BROKEN \(path): snapshot-leak, as recorded;"), "\(r.out)\(r.err)")
  }
}
