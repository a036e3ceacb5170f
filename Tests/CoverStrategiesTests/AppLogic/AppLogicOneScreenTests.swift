import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
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
    #expect(
      Self.error("claims: screenshots\non appCall(p): secure(on, of=screen)")
        == "line 2: secure's of=screen is the view of the screen whose handler runs: only in"
        + " screenWillAppear(SCREEN), screenDidAppear(SCREEN), screenWillDisappear(SCREEN), screenDidDisappear(SCREEN)"
        + " (elsewhere of= takes window, root or subviews)")
    #expect(
      Self.error("sensitive: recovery-phrase, , root\non appCall(p): secure(on)")
        == "line 1: sensitive: has an empty item (two commas, or one at an end; expected a word between commas)")
    // As Android's `sensitive:` refuses it (one rule for every list setting).
    #expect(
      Self.error("sensitive: root, root\non appCall(p): secure(on)")
        == "line 1: sensitive: 'root' is given twice (expected each once)")
    #expect(AppLogicStrategy.vocabularyListing.contains("      of=window|root|subviews|screen\n"))
    #expect(AppLogicStrategy.vocabularyListing.contains("    sensitive: SCREEN, ..."))
  }

  @Test("secure(on, of=screen) at the screen's did-appear keeps its phrase out of a screenshot; without it, a leak")
  func screenProtected() throws {
    let pushed: [SystemEvent] = [.launch, .pushScreen("recovery-phrase"), .screenshot]
    #expect(try Self.verdict(Self.recoveryPhrase, pushed) == .holds)
    let bare = "claims: screenshots, recordings\nsensitive: recovery-phrase\non appCall(p): set(x)"
    #expect(try Self.verdict(bare, pushed) == .broken(.captureLeak))
  }

  @Test("sensitive: a leak of an unnamed screen is no longer reported; one of the named screen still is")
  func onlyNamedScreensJudged() throws {
    let rootShot: [SystemEvent] = [.launch, .screenshot]
    let everyScreen = "claims: screenshots, recordings\non appCall(p): set(x)"
    #expect(try Self.verdict(everyScreen, rootShot) == .broken(.captureLeak))
    let named = "claims: screenshots, recordings\nsensitive: recovery-phrase\non appCall(p): set(x)"
    #expect(try Self.verdict(named, rootShot) == .holds)
    #expect(try Self.verdict(named, [.launch, .pushScreen("recovery-phrase"), .screenshot]) == .broken(.captureLeak))
    // The script's app: root's views neutral, the phrase sensitive (the baseline runs the same app).
    let app = IOSPlatform.app(for: try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: named)))
    #expect(app.sensitiveScreens == ["recovery-phrase"])
    #expect(app.canonicalText.hasSuffix("\nsensitive-screens: \"recovery-phrase\""))
  }
}
