import AppLogic
import Foundation
import NameSuggestion
import ShieldModel

/// The screens an iOS app-logic script's screen events name (`on screenWillAppear(settings): ...`), checked against
/// the app the script runs in: UIKit calls `viewWillAppear(_:)` only on screens the app has, so a handler of a
/// screen it lacks never runs, and the script would be judged as if it had no such handler. Checked for a script read
/// from its file (`--app-logic`) and for one a saved trace carries (``AppLogicScripts/registerHeader(_:strategy:app:)``).
nonisolated public enum AppLogicScreens {
  /// The events whose argument is a screen's name (or `any`).
  public static let events = ["screenWillAppear", "screenDidAppear", "screenWillDisappear", "screenDidDisappear"]

  /// The first screen of `script`'s `sensitive:` setting, of a handler's screen event, of a `push(SCREEN)`,
  /// `present(SCREEN)` or `dismiss(SCREEN)` action or of a `from=SCREEN`, that is no screen of `app`, as an error at
  /// its line naming the word, a close name, and the screens expected;
  /// `nil` when every one is the app's (or, in an event, `any`). With `screens:`, `app` is the script's own.
  public static func problem(in script: AppLogicScript, app: AppDescription) -> AppLogicError? {
    let screens = [AppDescription.rootScreenIdentifier] + app.screens.map(\.identifier)
    // `sensitive:` names the screens whose content matters, `privacySensitive:` those whose content it marks: a screen
    // the app lacks would make or mark nothing.
    for key in ["sensitive", "privacySensitive"] {
      guard let setting = script.setting(key) else { continue }
      for name in setting.value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
      where !screens.contains(name) {
        return AppLogicError(
          line: setting.line,
          message: "\(key): '\(name)' is no screen of the app" + Suggestion.note(for: name, among: screens)
            + "; expected " + screens.joined(separator: ", "))
      }
    }
    // `appCall(NAME, screen=SCREEN)`: a control of a screen the app lacks could never be tapped.
    for handler in script.handlers where handler.event.name == "appCall" {
      guard let name = handler.event.value(for: "screen"), !screens.contains(name) else { continue }
      return AppLogicError(
        line: handler.line,
        message: "appCall's screen=\(name): '\(name)' is no screen of the app"
          + Suggestion.note(for: name, among: screens) + "; expected " + screens.joined(separator: ", "))
    }
    // `push(SCREEN)`: the app's code pushes one of its screens; one it lacks is a name the script got wrong.
    for handler in script.handlers {
      for action in handler.actions.flatMap(AppLogicStrategy.flattened) where action.name == "push" {
        guard let name = action.positional.first, name != "lock",
          !app.screens.contains(where: { $0.identifier == name })
        else { continue }
        let pushable = ["lock"] + app.screens.map(\.identifier)
        return AppLogicError(
          line: action.line,
          message: "push(\(name)): '\(name)' is no screen of the app" + Suggestion.note(for: name, among: pushable)
            + "; expected " + pushable.joined(separator: ", "))
      }
    }
    // `present(SCREEN)`, `dismiss(SCREEN)` and `from=SCREEN`: the app's code presents, dismisses or presents from one
    // of its screens; one it lacks is a name the script got wrong.
    let presentable = app.screens.map(\.identifier)
    for handler in script.handlers {
      for action in handler.actions.flatMap(AppLogicStrategy.flattened)
      where ["present", "dismiss"].contains(action.name) {
        let slots: [(name: String?, written: String, words: [String])] = [
          (
            action.positional.first, "\(action.name)(\(action.positional.first ?? ""))",
            action.name == "present" ? ["lock", "cover"] : ["lock", "cover", "top"]
          ),
          (action.value(for: "from"), "from=\(action.value(for: "from") ?? "")", ["root", "top"]),
        ]
        for slot in slots {
          guard let name = slot.name, !slot.words.contains(name), !presentable.contains(name) else { continue }
          return AppLogicError(
            line: action.line,
            message: "\(slot.written): '\(name)' is no screen of the app"
              + Suggestion.note(for: name, among: presentable)
              + "; expected " + (slot.words + presentable).joined(separator: ", "))
        }
      }
    }
    for handler in script.handlers where events.contains(handler.event.name) {
      guard let name = handler.event.positional.first, name != "any", !screens.contains(name) else { continue }
      return AppLogicError(
        line: handler.line,
        message: "\(handler.event.name)(\(name)): '\(name)' is no screen of the app"
          + Suggestion.note(for: name, among: screens) + "; expected any, "
          + screens.joined(separator: ", "))
    }
    return nil
  }
}
