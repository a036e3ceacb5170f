import AndroidModel
import AppLogic

/// Back the app handles (docs/app-logic.md, "Back the app handles"; docs/model-behaviours.md, "The app's own Back"):
/// the app registers a Back handler and decides what Back does while it runs: a lock that swallows Back or moves the
/// task to the back (`moveTaskToBack`), a "press Back twice to exit" screen.
///
/// Two handlers, as the platform has them, each delivered by the device's Back (`AndroidDevice.back()`) to the
/// activity in front once no dialog, popup, keyboard or prompt took the key:
/// - `on onBackPressed`: the activity's `onBackPressed()` override (or a `KEYCODE_BACK` handler in `onKeyDown`). It
///   runs first, before `ComponentActivity` hands Back to `OnBackPressedDispatcher`
///   (https://developer.android.com/reference/android/app/Activity#onBackPressed() ; every level). From API 33 an app
///   whose manifest opts in to `OnBackInvokedCallback` (``AndroidPlatformFlags/enableOnBackInvokedCallback``, the
///   predictive back model) never gets the call: the system decides ahead of the gesture who handles Back and invokes
///   only the window's `OnBackInvokedCallback`s ("replaces Activity.onBackPressed()",
///   https://developer.android.com/reference/android/window/OnBackInvokedCallback ; high). Below API 33, and on 33+
///   without the opt-in, it is called.
/// - `on handleOnBackPressed`: an enabled androidx `OnBackPressedCallback` added to the activity's
///   `OnBackPressedDispatcher`. The dispatcher gives Back to the enabled callback added last, before the navigator's own
///   (https://developer.android.com/guide/navigation/custom-back ; every level). With the opt-in on API 33+, androidx
///   registers its dispatcher as an `OnBackInvokedCallback` of the window, so the callback keeps getting Back
///   (https://developer.android.com/guide/navigation/custom-back/predictive-back-gesture : apps "using
///   OnBackPressedCallback ... continue to work"; high).
///
/// The model's reading of a script: a handler whose conditions hold runs, and Back is then the app's (the override does
/// not call `super`; the callback is enabled), unless the handler ends with `defaultBack`: `super.onBackPressed()` in
/// the override, or, in the callback, the idiom `isEnabled = false; onBackPressedDispatcher.onBackPressed();
/// isEnabled = true`: Back goes on to what the platform does without it (the dispatcher's other callbacks and the
/// navigator's pop, then the system's default: the activity is finished, or, from API 31, a root launcher activity's
/// task is moved to the back, ``AndroidProfile/backFinishesRootActivity``). With no handler of the event running, Back
/// goes on the same way (an override that calls `super` when its `if` fails; a callback whose `isEnabled` follows the
/// handler's condition).
extension AndroidAppLogic {
  /// The events of the app's Back handlers.
  nonisolated static let backEvents = ["onBackPressed", "handleOnBackPressed"]

  /// The action that passes Back on to what the platform does without the handler.
  nonisolated static let defaultBackAction = "defaultBack"

  /// `Activity.onBackPressed()`: whether the script's override consumes Back.
  public func onActivityBackPressed(_ activity: Activity) -> Bool { handleBack("onBackPressed", activity) }

  /// The script's `OnBackPressedCallback`: whether it consumes Back.
  public func onBackPressed(_ activity: Activity) -> Bool { handleBack("handleOnBackPressed", activity) }

  /// Whether the script's `OnBackPressedCallback` is enabled in `activity` now: a `handleOnBackPressed` handler of the
  /// activity whose conditions hold (the model's reading: the callback's `isEnabled` follows them). Read, not run.
  public func hasEnabledBackCallback(_ activity: Activity) -> Bool {
    guard handledBackEvents.contains("handleOnBackPressed") else { return false }
    enter(activity)
    let activityName = (activity.startScreen ?? activity.backStack.first)?.name
    return script.handlers.contains { handler in
      handler.event.name == "handleOnBackPressed"
        && (handler.event.value(for: "activity").map { $0 == activityName } ?? true)
        && handler.conditions.allSatisfy { holds($0, activity) }
    }
  }

  /// Runs the handlers of the Back event `event` in `activity`: Back is consumed when one ran and none passed it on.
  private func handleBack(_ event: String, _ activity: Activity) -> Bool {
    guard handledBackEvents.contains(event) else { return false }
    enter(activity)
    backPassedOn = false
    let ran = run(event, activity)
    return ran > 0 && !backPassedOn
  }

  /// Checks the script's `defaultBack`: only in a Back handler, as its last action (what follows `super.onBackPressed()`
  /// would run after the default, which the model does not order), and never posted (a later message cannot pass on
  /// a Back already handled).
  /// - Throws: ``AppLogicError`` at the line.
  nonisolated static func checkDefaultBack(_ handler: AppLogicScript.Handler) throws(AppLogicError) {
    for (index, written) in handler.actions.enumerated() {
      var action = written
      var posted = false
      while action.name == "post" || action.name == "postDelayed",
        let inner = action.arguments.first?.asCall(line: action.line)
      {
        action = inner
        posted = true
      }
      guard action.name == defaultBackAction else { continue }
      guard backEvents.contains(handler.event.name) else {
        throw AppLogicError(
          line: action.line,
          message: "defaultBack passes Back on (super.onBackPressed()): it runs only in on onBackPressed or on "
            + "handleOnBackPressed")
      }
      guard !posted else {
        throw AppLogicError(
          line: action.line,
          message: "defaultBack cannot be posted: the Back it passes on is handled once the handler returns")
      }
      guard index == handler.actions.count - 1 else {
        throw AppLogicError(
          line: action.line,
          message: "defaultBack ends its handler: the actions after super.onBackPressed() would run after the "
            + "default, which the model does not order (put them before it)")
      }
    }
  }
}
