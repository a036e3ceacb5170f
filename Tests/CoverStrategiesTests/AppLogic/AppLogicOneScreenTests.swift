import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// Protection for one screen (issue 25): `secure(on, of=screen)` protects the view of the screen whose appearance
/// handler runs, and `sensitive:` (Android's word) names the screens whose content a leak is judged on.
@MainActor @Suite struct AppLogicOneScreenTests: AppLogicScriptChecks {
  /// A wallet's recovery phrase, protected while its screen is on top (docs/app-logic.md, "One screen").
  static let recoveryPhrase = """
    claims: screenshots, recordings
    sensitive: recovery-phrase
    on screenDidAppear(recovery-phrase): secure(on, of=screen)
    on screenWillDisappear(recovery-phrase): secure(off, undo=reparent, of=screen)
    """

  /// The verdict of `events` for `script` on the default iPhone profile, in the app its descriptor describes.
  private static func verdict(_ script: String, _ events: [SystemEvent]) throws -> Verdict<IOSPlatform>? {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: script))
    return TraceRunner(strategy: descriptor, profile: .iPhoneScenes).run(events).verdict
  }

  @Test("of=screen is read in a screen's handlers only; sensitive: takes screen names, each once")
  func vocabulary() {
    #expect(Self.error(Self.recoveryPhrase) == nil)
    #expect(Self.error("on screenWillAppear(any): after(0, secure(on, of=screen))") == nil)
    expectEqual(
      Self.error("claims: screenshots\non appCall(p): secure(on, of=screen)"),
      "line 2: secure's of=screen is the view of the screen whose handler runs: only in"
        + " screenWillAppear(SCREEN), screenDidAppear(SCREEN), screenWillDisappear(SCREEN), screenDidDisappear(SCREEN)"
        + " (elsewhere of= takes window, root or subviews)")
    expectEqual(
      Self.error("sensitive: recovery-phrase, , root\non appCall(p): secure(on)"),
      "line 1: sensitive: has an empty item (two commas, or one at an end; expected a word between commas)")
    // As Android's `sensitive:` refuses it (one rule for every list setting).
    expectEqual(
      Self.error("sensitive: root, root\non appCall(p): secure(on)"),
      "line 1: sensitive: 'root' is given twice (expected each once)")
    #expect(AppLogicStrategy.vocabularyListing.contains("      of=window|root|subviews|screen\n"))
    #expect(AppLogicStrategy.vocabularyListing.contains("    sensitive: SCREEN, ..."))
  }

  @Test("secure(on, of=screen) at the screen's did-appear keeps its phrase out of a screenshot; without it, a leak")
  func screenProtected() throws {
    let pushed: [SystemEvent] = [.launch, .pushScreen("recovery-phrase"), .screenshot]
    try expectEqual(Self.verdict(Self.recoveryPhrase, pushed), .holds)
    let bare = "claims: screenshots, recordings\nsensitive: recovery-phrase\non appCall(p): set(x)"
    try expectEqual(Self.verdict(bare, pushed), .broken(.captureLeak))
  }

  @Test("sensitive: a leak of an unnamed screen is no longer reported; one of the named screen still is")
  func onlyNamedScreensJudged() throws {
    let rootShot: [SystemEvent] = [.launch, .screenshot]
    let everyScreen = "claims: screenshots, recordings\non appCall(p): set(x)"
    try expectEqual(Self.verdict(everyScreen, rootShot), .broken(.captureLeak))
    let named = "claims: screenshots, recordings\nsensitive: recovery-phrase\non appCall(p): set(x)"
    try expectEqual(Self.verdict(named, rootShot), .holds)
    try expectEqual(Self.verdict(named, [.launch, .pushScreen("recovery-phrase"), .screenshot]), .broken(.captureLeak))
    // The script's app: root's views neutral, the phrase sensitive (the baseline runs the same app).
    let app = IOSPlatform.app(for: try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: named)))
    expectEqual(app.sensitiveScreens, ["recovery-phrase"])
    #expect(app.canonicalText.hasSuffix("\nsensitive-screens: \"recovery-phrase\""))
  }

  @Test("protection on each appearance behind its guard is lost after a push and a pop (SC18), as assumed: says")
  func guardAfterPushAndPop() throws {
    // The s45 new user's bank: the trick on appear, the guard finding the field it made the first time.
    let guarded = """
      claims: screenshots, recordings
      screens: root, accounts(sensitive), transfer
      on screenDidAppear(accounts): secure(on, of=screen)
      """
    let there: [SystemEvent] = [.launch, .pushScreen("accounts"), .screenshot]
    let back: [SystemEvent] = [.launch, .pushScreen("accounts"), .pushScreen("transfer"), .popScreen, .screenshot]
    try expectEqual(Self.verdict(guarded, there), .holds)
    try expectEqual(Self.verdict(guarded, back), .broken(.captureLeak))
    // Moving the layer again at each appearance, or undoing it on leaving, keeps the screen out.
    let unguarded = guarded.replacingOccurrences(of: "of=screen)", with: "of=screen, field=new)")
    try expectEqual(Self.verdict(unguarded, back), .holds)
    let undone = guarded + "\non screenWillDisappear(accounts): secure(off, undo=reparent, of=screen)"
    try expectEqual(Self.verdict(undone, back), .holds)
    let script = try AppLogicScript(parsing: guarded)
    let assumed = AppLogicStrategy.assumptions(of: script)
    expectEqual(
      assumed.map { $0.rendered(in: script) }.last,
      "assumed: line 3: secure(on, of=screen) in screenDidAppear keeps its guard (field=reuse): at a later"
        + " appearance it only sets isSecureTextEntry on the field it made, so a view a push took out of the canvas"
        + " comes back outside it after the pop; code with no guard says field=new, code that undoes it on leaving has"
        + " secure(off, undo=reparent, of=screen) in screenWillDisappear")
    expectEqual(assumed.last?.otherWord, "field=new")
    // An undo on another screen's disappearance leaves this one's guard as it was.
    let elsewhere = guarded + "\non screenWillDisappear(transfer): secure(off, undo=reparent, of=screen)"
    #expect(
      AppLogicStrategy.assumptions(of: try AppLogicScript(parsing: elsewhere)).contains { $0.otherWord == "field=new" })
    for fixed in [unguarded, undone] {
      let words = AppLogicStrategy.assumptions(of: try AppLogicScript(parsing: fixed)).map(\.otherWord)
      #expect(!words.contains("field=new"), "\(fixed)")
    }
  }
}
