import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// `list app-logic --platform android` prints the Android interpreter's words (docs/app-logic.md).
@Suite struct AndroidAppLogicListTests {
  @Test func theAndroidWordsAreListed() {
    var out = ""
    let code = CommandLineTool.main(
      arguments: ["list", "app-logic", "--platform", "android"], console: Console(out: { out += $0 }, err: { _ in }))
    expectEqual(code, .success)
    let lines = out.split(separator: "\n").map(String.init)
    expectEqual(lines.first?.hasPrefix("ANDROID APP-LOGIC"), true)
    #expect(lines.contains("    onWindowFocusChanged([true|false], [activity=NAME])"))
    #expect(lines.contains("    onReceive(screenOff|closeSystemDialogs, [recentapps|homekey])"))
    #expect(lines.contains("    addFlags(secure, [window=activity|dialogs|popups|all])"))
    #expect(lines.contains("    onPopupWindowShown"))
    #expect(
      lines.contains(
        "    setSoftInputMode(stateUnspecified|stateUnchanged|stateHidden|stateAlwaysHidden|stateVisible|stateAlwaysVisible)"
      ))
    #expect(lines.contains("    elapsed(VAR, SECONDS)"))
    // disable:'s per-claim form and the screens word enableOnBackInvokedCallback= (the s38 breaker: both missing).
    #expect(
      lines.contains(
        "              disable: CALL|CLAIM=CALL, ...   enable: CALL   (CLAIM: one of claims:, or all; per claim)"))
    #expect(
      lines.contains(
        "              screens: NAME[(sensitive|neutral[, activity[, singleTop|singleTask][, parent=NAME][, exported]"
          + "[, backArrow]][, topLevel][, leadsTo=NAME|...|none]"
          + "[, enableOnBackInvokedCallback=true|false])], ..."))
    #expect(lines.contains("    showSoftInput(password|text)"))
    // Every setting the reader takes is listed (a new user found app: and sensitive: missing).
    #expect(lines.contains("              app: banking|payments   sensitive: NAME, ...   (with app: payments)"))
    #expect(lines.contains("    postDelayed(ACTION, MILLIS)"))
    // The app's own navigation (session 25).
    #expect(lines.contains("    navigate(SCREEN, [inclusive|singleTop], [inclusive|singleTop], [popUpTo=SCREEN])"))
    #expect(lines.contains("    popBackStack"))
    #expect(lines.contains("    onDestinationChanged([NAME])"))
    // iOS's lock setting, read by the same code (session 38).
    #expect(
      lines.contains(
        "              lockSetting: STORED, on=CALL[, off=CALL][, at=launch|leave][, after=SECONDS][, initial=on|off]   (the user's lock switch; with lock:)"
      ))
    // The app's declared entries (session 41).
    #expect(
      lines.contains(
        "              entries: notification|widget|tile|tilePreferences|staticShortcut|shortcut|share|link"
          + "|pictureInPicture, ...|none   (what the manifest declares; default every one)"))
  }
}
