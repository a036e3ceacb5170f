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

  /// A lock-bypass the sample app's popup shows says so too, as the capture leaks of the same run do (a reviewer read
  /// "showWindow(popup): locked, yet shows popup/accounts" as her script's popup, session 34); a script that handles
  /// its popups gets no such line (the detail names the window), and a built-in strategy none.
  @Test(arguments: [
    (
      "",
      "'popup/accounts' in the popup window while the app is locked (your app's popup, which the fuzzer draws"
        + " around every script; your script declares no popup: see"
        + " docs/app-logic.md#the-sample-apps-own-windows-and-presentations)" as String?
    ),
    ("\non onPopupWindowShown: set(seen)", nil),
  ])
  @MainActor func aLockBypassInThePopupTheScriptNeverWroteIsTheSampleAppsOwn(extra: String, leaked: String?) throws {
    let script = try AppLogicScript(
      parsing: """
        lock: locked
        on onCreate: set(locked); addView(lock)
        on appCall(unlock): removeView(lock); clear(locked)
        on onStop: set(locked); addView(lock)
        """ + extra)
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: script)
    let runner = TraceRunner<AndroidPlatform>(strategy: descriptor, profile: phone(34))
    let events: [AndroidEvent] = [.launch, .showWindow(.popup)]
    guard case .violated(let v) = runner.run(events) else {
      Issue.record("expected lock-bypass")
      return
    }
    #expect(v.invariant == .lockBypass)
    #expect(v.detail.hasPrefix("showWindow(popup): locked, yet shows popup/accounts"))
    let e = AndroidPlatform.evidence(of: events, runner: runner, invariant: .lockBypass)
    #expect(e?.whatLeaked == leaked)
    #expect(e.map { $0.captureKind == "display" && $0.views == ["popup/accounts"] && !$0.groupsFindings } ?? true)
  }
}
