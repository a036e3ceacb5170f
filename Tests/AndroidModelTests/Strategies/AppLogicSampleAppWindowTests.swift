import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import Testing

/// A script's leak in a window of the sample app's that the script never wrote (the trace's `showWindow(popup)`) says
/// so on its `leaked:` line (a new user's trial, twenty-sixth session: "my app leaks 'popup/accounts'", which no line
/// of the script makes); a script that declares popups gets the plain line (docs/app-logic.md, "The sample app's own
/// windows and presentations").
@Suite struct AppLogicSampleAppWindowTests {
  static let screens = """
    claims: recents, screenshots, recordings
    screens: main(leadsTo=card|settings), card(sensitive, activity, leadsTo=none), settings(neutral, activity)
    on onCreate(activity=card): addFlags(secure)
    """

  @Test(arguments: [
    (
      "",
      " (your app's popup, which the fuzzer draws around every script; your script declares no popup: see "
        + "docs/app-logic.md#the-sample-apps-own-windows-and-presentations)"
    ),
    // Set in onCreate, the flag reaches no popup shown later: the same leak, in a window the script names.
    ("\non onCreate(activity=card): addFlags(secure, window=popups)", ""),
  ])
  @MainActor func aPopupTheScriptNeverWroteIsTheSampleAppsOwn(extra: String, note: String) throws {
    let script = try AppLogicScript(parsing: Self.screens + extra)
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: script)
    let runner = TraceRunner<AndroidPlatform>(strategy: descriptor, profile: phone(34))
    let events: [AndroidEvent] = [.launch, .navigate("card"), .recordingStart, .showWindow(.popup)]
    let e = try #require(AndroidPlatform.evidence(of: events, runner: runner, invariant: .captureLeak))
    #expect(e.whatLeaked == "'popup/accounts' in the popup window" + note)
    // The evidence compare --review shows (by capture kind) carries the same note (issue 25).
    let review = try #require(AndroidPlatform.evidence(of: events, runner: runner, captureKind: "recording"))
    #expect(review.whatLeaked.hasPrefix("recording: leaks popup/accounts"))
    #expect(review.whatLeaked.hasSuffix(note))
  }
}
