import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

/// The `assumed:` lines of an Android script (``AndroidAppLogic/assumptions(of:)``): the defaults and readings it
/// leaves unspoken that decide its verdicts, each with the word that says otherwise (docs/translating-apps.md).
@Suite struct AndroidAppLogicAssumptionTests {
  @Test func aScriptThatSaysLittleIsReadWithEveryDefaultNamed() throws {
    let script = try AppLogicScript(
      parsing: """
        lock: locked
        screens: main(sensitive), lock(neutral, activity), settings(neutral, leadsTo=main)
        on onCreate(activity=main): addFlags(secure); stamp(left)
        on onResume(activity=main) if elapsed(left, 60): set(locked); startActivity(lock); post(addView(cover))
        on onResume(activity=lock): authenticate(deviceCredential)
        on onAuthenticationSucceeded: clear(locked); finish
        """)
    let lines = AndroidAppLogic.assumptions(of: script).map { $0.rendered(in: script) }
    expectEqual(
      lines,
      [
        "assumed: line 3: claims: none (no claims: line, Android's default): no capture or Recents card is judged, so"
          + " addFlags protects nothing a check looks at; say claims: recents, screenshots, recordings (or all)",
        "assumed: line 1: lock: locked is the user's promise: from set(locked) (line 4) no content may be seen or"
          + " touched, and each clear(locked) (line 6) is taken as the user's pass (not in a reply that"
          + " proves nobody); a flag that only says when the app"
          + " asks next is a variable of its own (docs/translating-apps.md)",
        "assumed: line 2: screens main, lock give no leadsTo=: the user may navigate from each to any screen of the"
          + " app but its lock (lock: only along a leadsTo= naming it); a screen with no way out (a lock) says"
          + " leadsTo=none, one with some leadsTo=A|B",
        "assumed: line 5: authenticate(deviceCredential) is androidx.biometric's prompt with the device credential"
          + " (SystemUI's window from API 30: the activity is not paused, so no onResume follows a cancel);"
          + " KeyguardManager's createConfirmDeviceCredentialIntent, an activity answered in onActivityResult, is"
          + " confirmDeviceCredential",
        "assumed: line 4: elapsed(left, 60) reads the wall clock: the time the screen is off counts; a timer started"
          + " at the leave (Handler.postDelayed, a Dart Timer) stands still in deep sleep: postDelayed(set(V), MILLIS)",
        "assumed: line 4: post(...) in onResume runs before the activity's first frame; work answered later (a"
          + " LiveData or database reply, a network call) is postDelayed(ACTION, MILLIS)",
        "assumed: line 4: addView(cover) lets touches through (not clickable): the fuzzer opens the screen's dialogs"
          + " and popups over it; a view that takes touches says addView(cover, clickable)",
      ])
  }

  @Test func saidWordsAssumeNothing() throws {
    let script = try AppLogicScript(
      parsing: """
        claims: recents
        screens: main(sensitive, leadsTo=lock), lock(neutral, leadsTo=none)
        on onCreate: addFlags(secure)
        on onPause: postDelayed(set(away), 1000)
        on onResume if away: confirmDeviceCredential
        """)
    #expect(AndroidAppLogic.assumptions(of: script).isEmpty)
    // One screen leads nowhere else: nothing to assume about the graph.
    let one = try AppLogicScript(parsing: "claims: all\non onCreate: addFlags(secure)")
    #expect(AndroidAppLogic.assumptions(of: one).isEmpty)
    // One screen of two says where it leads: the other is named alone.
    let half = try AppLogicScript(
      parsing: "claims: all\nscreens: main(sensitive), lock(neutral, leadsTo=none)\non onCreate: addFlags(secure)")
    expectEqual(
      AndroidAppLogic.assumptions(of: half).map { $0.rendered(in: half) },
      [
        "assumed: line 2: screen main gives no leadsTo=: the user may navigate from it to any screen of the app; a"
          + " screen with no way out (a lock) says leadsTo=none, one with some leadsTo=A|B"
      ])
  }

  @Test func listSaysWhichPromptEachWordIs() {
    let listing = AndroidAppLogic.vocabularyListing
    #expect(
      listing.contains(
        "    confirmDeviceCredential\n      - KeyguardManager.createConfirmDeviceCredentialIntent + startActivityForResult:"
          + " an activity over the app's, answered by onActivityResult(ok|canceled) before onResume\n"))
    #expect(
      listing.contains("    postDelayed(ACTION, MILLIS)\n      - a timer on uptimeMillis: stands still in deep sleep"))
    #expect(listing.contains("a screen without leadsTo= leads to any screen)\n"))
  }
}
