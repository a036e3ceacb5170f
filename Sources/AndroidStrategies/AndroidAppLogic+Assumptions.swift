import AndroidModel
import AppLogic
import Foundation

nonisolated extension AndroidAppLogic {
  /// The actions that protect captures or the Recents card: without a `claims:` line no check judges them.
  static let protectingActions = ["addFlags", "setRecentsScreenshotEnabled", "setRenderEffect"]

  /// The defaults and readings an Android script leaves unspoken that decide what the model judges
  /// (``AppLogicAssumption``), each with the word that says otherwise: `claims:` none, the `lock:` variable as the
  /// user's promise, a screen without `leadsTo=` leading anywhere, `authenticate(deviceCredential)` being androidx's
  /// prompt (not KeyguardManager's activity), `elapsed` reading the wall clock, `post` running before the first frame,
  /// and `addView` letting touches through. `explain` and `replay` print them; a run is unchanged.
  public static func assumptions(of script: AppLogicScript) -> [AppLogicAssumption] {
    var out: [AppLogicAssumption] = []
    let actions = script.allActions
    if script.setting("claims") == nil, let protect = actions.first(where: { protectingActions.contains($0.name) }) {
      out.append(
        AppLogicAssumption(
          line: protect.line,
          text: "claims: none (no claims: line, Android's default): no capture or Recents card is judged, so "
            + "\(protect.name) protects nothing a check looks at; say claims: recents, screenshots, recordings (or all)",
          otherWord: "claims: all", otherScript: script.setting("claims", to: "all")))
    }
    if let promise = script.lockPromiseAssumption { out.append(promise) }
    if let setting = script.setting("screens"), let app = try? app(of: script), app.screens.count > 1 {
      let open = app.screens.filter { $0.leadsTo == nil }.map(\.name)
      // The generator draws no navigate to a lock screen from an open screen (AndroidSession.screensToNavigateTo).
      let locks = lockScreenNames(of: script, lock: script.setting("lock")?.value).filter {
        app.screen(named: $0) != nil
      }
      let butLocks =
        locks.isEmpty ? "" : " but its lock (" + locks.joined(separator: ", ") + ": only along a leadsTo= naming it)"
      if !open.isEmpty {
        out.append(
          AppLogicAssumption(
            line: setting.line,
            text: (open.count == 1 ? "screen " : "screens ") + open.joined(separator: ", ")
              + (open.count == 1
                ? " gives no leadsTo=: the user may navigate from it"
                : " give no leadsTo=: the user"
                  + " may navigate from each")
              + " to any screen of the app\(butLocks); a screen with no way"
              + " out (a lock) says leadsTo=none, one with some leadsTo=A|B",
            otherWord: "leadsTo=none on " + open.joined(separator: ", "),
            otherScript: script.setting("screens", to: leadingNowhere(setting.value, open))))
      }
    }
    if let ask = actions.first(where: { $0.name == "authenticate" && $0.positional.first == "deviceCredential" }) {
      out.append(
        AppLogicAssumption(
          line: ask.line,
          text: "authenticate(deviceCredential) is androidx.biometric's prompt with the device credential (SystemUI's"
            + " window from API 30: the activity is not paused, so no onResume follows a cancel); KeyguardManager's"
            + " createConfirmDeviceCredentialIntent, an activity answered in onActivityResult, is"
            + " confirmDeviceCredential",
          otherWord: "confirmDeviceCredential", otherScript: confirmingCredential(script)))
    }
    let waits = script.handlers.flatMap(\.conditions).map(\.call).filter { $0.name == "elapsed" }
    if let wait = waits.first {
      out.append(
        AppLogicAssumption(
          line: wait.line,
          text: "\(wait.canonicalText) reads the wall clock: the time the screen is off counts; a timer started at the"
            + " leave (Handler.postDelayed, a Dart Timer) stands still in deep sleep: postDelayed(set(V), MILLIS)"))
    }
    let firstFrame = ["onCreate", "onStart", "onResume"]
    if let handler = script.handlers.first(where: { handler in
      firstFrame.contains(handler.event.name) && handler.actions.contains { $0.name == "post" }
    }) {
      out.append(
        AppLogicAssumption(
          line: handler.line,
          text: "post(...) in \(handler.event.name) runs before the activity's first frame; work answered later (a"
            + " LiveData or database reply, a network call) is postDelayed(ACTION, MILLIS)"))
    }
    if script.setting("lock") != nil,
      let view = actions.first(where: { $0.name == "addView" && !$0.positional.contains("clickable") })
    {
      out.append(
        AppLogicAssumption(
          line: view.line,
          text: "addView(\(view.positional.first ?? "")) lets touches through (not clickable): the fuzzer opens the"
            + " screen's dialogs and popups over it; a view that takes touches says addView(\(view.positional.first ?? ""),"
            + " clickable)",
          otherWord: "clickable",
          otherScript: script.mappingActions { call in
            guard call.name == "addView", call.positional.count == 1 else { return call }
            var clickable = call
            clickable.arguments.append(AppLogicScript.Argument(label: nil, value: "clickable", call: nil))
            return clickable
          }))
    }
    return out
  }

  /// The `screens:` value with `leadsTo=none` added to each screen of `open` (which gives none): `main(sensitive)`
  /// becomes `main(sensitive, leadsTo=none)`, `main` `main(leadsTo=none)`.
  static func leadingNowhere(_ value: String, _ open: [String]) -> String {
    AppLogicListItems(splitting: value).items.map { item in
      let name = String(item.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
      guard open.contains(name) else { return item }
      return item.hasSuffix(")") ? String(item.dropLast()) + ", leadsTo=none)" : item + "(leadsTo=none)"
    }.joined(separator: ", ")
  }

  /// The script with KeyguardManager's confirmation for androidx's credential prompt: each
  /// `authenticate(deviceCredential)` a `confirmDeviceCredential`, its replies `onActivityResult(ok)` and
  /// `onActivityResult(canceled)`; `nil` when another `authenticate` shares those replies.
  static func confirmingCredential(_ script: AppLogicScript) -> AppLogicScript? {
    let others = script.allActions.contains { $0.name == "authenticate" && $0.positional.first != "deviceCredential" }
    guard !others else { return nil }
    return script.mappingActions { call in
      call.name == "authenticate" ? AppLogicScript.Call(name: "confirmDeviceCredential", line: call.line) : call
    }?.mappingEvents { event in
      switch event.name {
      case "onAuthenticationSucceeded":
        AppLogicScript.Call(
          name: "onActivityResult", arguments: [AppLogicScript.Argument(label: nil, value: "ok", call: nil)],
          line: event.line)
      case "onAuthenticationError":
        AppLogicScript.Call(
          name: "onActivityResult", arguments: [AppLogicScript.Argument(label: nil, value: "canceled", call: nil)],
          line: event.line)
      default: event
      }
    }
  }
}
