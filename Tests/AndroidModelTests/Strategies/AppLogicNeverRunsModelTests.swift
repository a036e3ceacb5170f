import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

/// The never-runs judgement asks the model's own delivery rules (`AndroidProfile+Deliveries.swift`), so a handler no
/// trace can run says `cannot run on PROFILE` instead of "a longer run (--traces) may reach it": the thirty-eighth
/// session's breaker waited on `onConfigurationChanged` on a views profile (ci/OC.txt), `onTopResumedActivityChanged`
/// and `onScreenCaptured` on API 28 (ci/NR.txt), conditions the profile fixes (inputs/KS.txt) and an activity's own
/// `enableOnBackInvokedCallback=true` (ci/CI4.txt).
@Suite struct AppLogicNeverRunsModelTests {
  private func reason(_ text: String, line: Int, kind: AppLogicBranch.Kind = .ran, on profile: AndroidProfile) throws
    -> String?
  {
    try AndroidAppLogic.reasonNeverRuns(
      line: line, kind: kind, in: AppLogicScript(parsing: text), on: profile, turnedOff: [])
  }

  @Test func configurationChangedNeedsAChangeTheManifestDeclares() throws {
    let text = "claims: screenshots\non onCreate: addFlags(secure)\non onConfigurationChanged: clearFlags(secure)"
    try expectEqual(
      reason(text, line: 3, on: AndroidProfile(apiLevel: 34)),
      "every configuration change a user makes here (rotation, resize, uiMode, locale, fontScale) destroys and"
        + " recreates the activity, as its manifest's android:configChanges declares none (the views template's), so"
        + " onConfigurationChanged never comes")
    // React Native's template declares the screen changes, so a rotation reaches the handler; so does a resize where
    // size changes do not relaunch.
    #expect(try reason(text, line: 3, on: AndroidProfile(apiLevel: 34, structure: .reactNative)) == nil)
    var noRelaunch = AndroidProfile(apiLevel: 34)
    noRelaunch.flags.resizeRecreatesActivity = false
    #expect(try reason(text, line: 3, on: noRelaunch) == nil)
    // API 28 has no system dark theme setting: four changes listed.
    try expectEqual(
      reason(text, line: 3, on: AndroidProfile(apiLevel: 28))?.contains("(rotation, resize, locale, fontScale)"),
      true)
  }

  @Test func callbacksAboveTheProfilesAPILevelCannotRun() throws {
    let text = """
      claims: screenshots
      detects: screenshots
      on onCreate: addFlags(secure)
      on onTopResumedActivityChanged(false): set(t)
      on onScreenCaptured: set(c)
      """
    let api28 = AndroidProfile(apiLevel: 28)
    try expectEqual(
      reason(text, line: 4, on: api28),
      "onTopResumedActivityChanged comes from API 29 (multi-resume); this profile: API 28")
    try expectEqual(
      reason(text, line: 5, on: api28),
      "screenshot detection (Activity.registerScreenCaptureCallback) comes from API 34; this profile: API 28")
    #expect(try reason(text, line: 4, on: AndroidProfile(apiLevel: 29)) == nil)
    try expectEqual(reason(text, line: 5, on: AndroidProfile(apiLevel: 33))?.hasSuffix("this profile: API 33"), true)
    #expect(try reason(text, line: 5, on: AndroidProfile(apiLevel: 34)) == nil)
    // Warned of before the run too, each event once.
    let events = AndroidAppLogic.undeliveredEvents(in: try AppLogicScript(parsing: text), on: api28).map(\.event)
    expectEqual(events, ["onTopResumedActivityChanged", "onScreenCaptured"])
  }

  @Test func conditionsTheProfileFixesCloseOneWay() throws {
    let text = """
      claims: screenshots
      on onCreate if displayIsSecure: addFlags(secure)
      on onCreate if not(displayIsSecure): clearFlags(secure)
      on onCreate if sdkInt(33): set(a)
      on onCreate if sdkInt(36) and ok: set(b)
      """
    let api35 = AndroidProfile(apiLevel: 35)
    let secure = "the app's display always has FLAG_SECURE: no external display is in use"
    #expect(try reason(text, line: 2, on: api35) == nil)
    try expectEqual(reason(text, line: 2, kind: .skipped, on: api35), "displayIsSecure (\(secure)) always holds here")
    try expectEqual(reason(text, line: 3, on: api35), "not(displayIsSecure) is always false here (\(secure))")
    #expect(try reason(text, line: 3, kind: .skipped, on: api35) == nil)
    try expectEqual(
      reason(text, line: 4, kind: .skipped, on: api35),
      "sdkInt(33) (SDK_INT is 35 on this profile) always holds here")
    #expect(try reason(text, line: 4, kind: .skipped, on: AndroidProfile(apiLevel: 32)) == nil)
    try expectEqual(
      reason(text, line: 4, on: AndroidProfile(apiLevel: 32)),
      "sdkInt(33) is always false here (SDK_INT is 32 on this profile)")
    // A variable beside a fixed condition: the other way comes when the variable is false.
    #expect(try reason(text, line: 5, kind: .skipped, on: api35) == nil)
    try expectEqual(reason(text, line: 5, on: api35), "sdkInt(36) is always false here (SDK_INT is 35 on this profile)")
    // A non-secure external display in use: displayIsSecure can be false.
    var monitor = api35
    monitor.flags.externalDisplayInUse = true
    monitor.flags.externalDisplayIsSecure = false
    #expect(try reason(text, line: 3, on: monitor) == nil)
    #expect(try reason(text, line: 2, kind: .skipped, on: monitor) == nil)
    // Below API 26 the app never moves to that display (moveApp is refused): displayIsSecure always holds (s41, the
    // s40 breaker's nr.logic, where the branch was one "a longer run may reach").
    var oldMonitor = AndroidProfile(apiLevel: 25)
    oldMonitor.flags.externalDisplayInUse = true
    oldMonitor.flags.externalDisplayIsSecure = false
    let stays =
      "the app's display always has FLAG_SECURE: an activity moves to another display only from API 26, so the app"
      + " stays on the device's own display (this profile: API 25)"
    try expectEqual(reason(text, line: 3, on: oldMonitor), "not(displayIsSecure) is always false here (\(stays))")
    try expectEqual(
      reason(text, line: 2, kind: .skipped, on: oldMonitor), "displayIsSecure (\(stays)) always holds here")
    let device = AndroidDevice(profile: oldMonitor, strategy: NoAndroidProtection(), app: .banking)
    try device.step(.launch)
    try device.step(.externalDisplay(.connect))
    expectEqual(
      device.refusal(for: .externalDisplay(.moveApp))?.hasPrefix("an activity moves to another display"), true)
  }

  @Test func anActivitysOwnOptInFromAPI34KeepsBackFromOnBackPressed() throws {
    // ci/CI4.txt: the launcher's own attribute true, the application's flag false.
    let own = """
      lock: locked
      screens: main(sensitive, enableOnBackInvokedCallback=true)
      on onCreate: set(locked); addView(lock, clickable)
      on appCall(unlock): clear(locked); removeView(lock)
      on onBackPressed if locked: moveTaskToBack
      """
    let api34 = AndroidProfile(apiLevel: 34)
    let expected =
      "with enableOnBackInvokedCallback=true (the activity's own, screens:, from API 34; else the application's)"
      + " (this profile: API 34) Back goes to the window's OnBackInvokedCallbacks and never calls the activity's"
      + " onBackPressed(); handle it in handleOnBackPressed (androidx's OnBackPressedCallback)"
    try expectEqual(reason(own, line: 5, on: api34), expected)
    try expectEqual(reason(own, line: 5, kind: .skipped, on: api34), expected)
    // Below API 34 the activity's attribute is ignored: the application's (off) decides.
    #expect(try reason(own, line: 5, on: AndroidProfile(apiLevel: 33)) == nil)
    // ci/CI1-optout-warning.txt: the application opts in, the pin activity opts out: its onBackPressed runs, the
    // launcher's would not.
    let optOut = """
      lock: locked
      screens: page(sensitive), pin(neutral, activity, leadsTo=none, enableOnBackInvokedCallback=false)
      on onCreate(activity=page): set(locked); startActivity(pin)
      on appCall(unlock): clear(locked); finish
      on onBackPressed(activity=pin) if locked: moveTaskToBack
      on onBackPressed(activity=page): set(x)
      on onBackPressed: set(y)
      """
    var optedIn = api34
    optedIn.flags.enableOnBackInvokedCallback = true
    #expect(try reason(optOut, line: 5, on: optedIn) == nil)
    try expectEqual(
      reason(optOut, line: 6, on: optedIn)?.hasPrefix("with enableOnBackInvokedCallback=true from API 33"), true)
    #expect(try reason(optOut, line: 7, on: optedIn) == nil)
    let script = try AppLogicScript(parsing: optOut)
    expectEqual(AndroidAppLogic.undeliveredEvents(in: script, on: optedIn).map(\.event), ["onBackPressed"])
  }
}
