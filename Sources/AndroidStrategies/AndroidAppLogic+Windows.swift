import AndroidModel
import AppLogic

extension AndroidAppLogic {
  /// Whether the script declares windows of the kind the model labels `label` (``Window/label``: `dialog`, `popup`,
  /// `ime`, ...), so that a leak in one is the script's own to find: a dialog by `showDialog`, an `onCreateDialog`
  /// handler or `window=dialogs`; a popup by an `onPopupWindowShown` handler or `window=popups`; the keyboard by
  /// `showSoftInput` (`window=all` names dialogs and popups). Otherwise a window of that kind is the sample app's own,
  /// which the trace's `showWindow` opened (docs/app-logic.md, "The sample app's own windows and presentations");
  /// a toast never is the script's. `true` for every other window (the activity's shows the script's screens).
  /// A stand-in window's reported name (`sample-app-popup`, ``Window/sampleAppPrefix``) is judged by its label.
  public func declaresWindow(labelled name: String) -> Bool {
    let label = Self.label(ofReportedWindow: name)
    // A leaked view of a screen is named by its screen (`card/number`): the script's own.
    if app.namesViewsByScreen, app.screen(named: label) != nil { return true }
    let family: String
    switch label {
    case "toast": return false
    case "dialog", "rnModal": family = "dialogs"
    case "popup", "composePopup": family = "popups"
    case "ime": family = "ime"
    default:
      guard label.hasPrefix("composeDialog") || label.hasPrefix("composeBottomSheet") else { return true }
      family = "dialogs"
    }
    let events: [String: String] = ["dialogs": "onCreateDialog", "popups": "onPopupWindowShown"]
    if let event = events[family], script.handlers.contains(where: { $0.event.name == event }) { return true }
    return script.handlers.contains { handler in handler.actions.contains { Self.names(family, in: $0) } }
  }

  /// The window label a reported window name stands for: `popup` for `sample-app-popup` (the sample app's own popup,
  /// ``Window/sampleAppPrefix``), the name itself otherwise.
  public static func label(ofReportedWindow name: String) -> String {
    name.hasPrefix(Window.sampleAppPrefix) ? String(name.dropFirst(Window.sampleAppPrefix.count)) : name
  }

  /// Whether `call` (or an action it posts) makes or secures windows of `family`.
  private static func names(_ family: String, in call: AppLogicScript.Call) -> Bool {
    switch (family, call.name) {
    case ("dialogs", "showDialog"), ("ime", "showSoftInput"): return true
    default: break
    }
    if family != "ime", let window = call.value(for: "window"), window == family || window == "all" { return true }
    return call.arguments.contains { $0.call.map { names(family, in: $0) } ?? false }
  }
}
