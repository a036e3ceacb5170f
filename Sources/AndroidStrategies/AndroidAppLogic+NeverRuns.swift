import AndroidModel
import AppLogic

/// Which handlers of an Android script can never run, known before any trace: a longer run would not reach them, so a
/// report says why (`never reached: F:L on onBackPressed: cannot run on PROFILE: REASON`) instead of "a longer run may
/// reach it", and `run` warns before it starts (docs/app-logic.md, "How a run explores a script"). iOS has the same
/// rule (`AppLogicStrategy.reasonNeverRuns`).
nonisolated extension AndroidAppLogic {
  /// Why the handler at `line` of `script` can never run on `profile` with the event classes `turnedOff` weighted 0,
  /// or `nil` when a trace may reach it: its event is one `profile` never delivers (``undeliveredReason(_:in:on:)``), a
  /// Back handler under `--weight back=0` (the user's Back is the only event that runs them, `AndroidDevice.back()`),
  /// or an app call under `--weight appCall=0`.
  public static func reasonNeverRuns(
    line: Int, in script: AppLogicScript, on profile: AndroidProfile, turnedOff: [String]
  ) -> String? {
    guard let handler = script.handlers.first(where: { $0.line == line }) else { return nil }
    let event = handler.event.name
    if let reason = undeliveredReason(event, in: script, on: profile) { return reason }
    // The back swipe's commit is Back too (`backGesture`), where the profile can make one.
    let swipes = profile.apiLevel >= 33 && profile.flags.gestureNavigation && !turnedOff.contains("backGesture")
    if backEvents.contains(event), turnedOff.contains("back"), !swipes { return "--weight back=0 draws no Back" }
    if event == "appCall", turnedOff.contains("appCall") { return "--weight appCall=0 draws no app call" }
    return nil
  }

  /// Why the platform never delivers `event` to the app on `profile`, whatever the trace, or `nil`: from API 33 an app
  /// whose manifest opts in to `OnBackInvokedCallback` (``AndroidPlatformFlags/backSkipsOnBackPressed(apiLevel:)``,
  /// docs/model-behaviours.md A23: the callback "replaces Activity.onBackPressed()",
  /// https://developer.android.com/reference/android/window/OnBackInvokedCallback ; high) never gets
  /// `Activity.onBackPressed()`; androidx's `OnBackPressedCallback` (`handleOnBackPressed`) still gets Back.
  /// From API 34 an activity's own `android:enableOnBackInvokedCallback` overrides the application's
  /// (docs/model-behaviours.md, "Predictive back"), so a script whose `screens:` give any activity its own attribute
  /// may still get `onBackPressed()` there: no reason then.
  public static func undeliveredReason(_ event: String, in script: AppLogicScript, on profile: AndroidProfile)
    -> String?
  {
    guard event == "onBackPressed", profile.flags.backSkipsOnBackPressed(apiLevel: profile.apiLevel) else {
      return nil
    }
    if profile.apiLevel >= 34, let app = try? app(of: script),
      app.screens.contains(where: { $0.enablesOnBackInvokedCallback != nil })
    {
      return nil
    }
    return "with enableOnBackInvokedCallback=true from API 33 (this profile: API \(profile.apiLevel)) Back goes to the"
      + " window's OnBackInvokedCallbacks and never calls the activity's onBackPressed(); handle it in"
      + " handleOnBackPressed (androidx's OnBackPressedCallback)"
  }

  /// The events of `script`'s handlers that `profile` never delivers (``undeliveredReason(_:in:on:)``), each once, in the
  /// script's order, with why: `run` warns of them before it starts.
  public static func undeliveredEvents(in script: AppLogicScript, on profile: AndroidProfile) -> [(
    event: String, reason: String
  )] {
    var out: [(event: String, reason: String)] = []
    for handler in script.handlers where !out.contains(where: { $0.event == handler.event.name }) {
      if let reason = undeliveredReason(handler.event.name, in: script, on: profile) {
        out.append((handler.event.name, reason))
      }
    }
    return out
  }
}
