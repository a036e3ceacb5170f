import AndroidModel
import AppLogic
import NameSuggestion

/// `navigate(SCREEN[, popUpTo=SCREEN][, inclusive][, singleTop])`: the app's own `NavController.navigate` with its
/// `NavOptions`. The script says the call; the model's navigator decides the back stack, and Back pops what it holds
/// (docs/app-logic.md, "The app's own navigation").
extension AndroidAppLogic {
  /// Checks a `navigate` action: its screen and `popUpTo=` are destinations of the app's navigator (not activities of
  /// their own), each flag is given once, and `inclusive` only with `popUpTo=`.
  /// - Throws: ``AppLogicError`` at the action's line.
  nonisolated static func checkNavigate(_ action: AppLogicScript.Call, app: AndroidAppDescription)
    throws(AppLogicError)
  {
    let destinations = app.screens.filter { !$0.isActivity }.map(\.name)
    let line = action.line
    let screen = action.positional[0]
    if app.screen(named: screen)?.isActivity == true {
      throw AppLogicError(
        line: line, message: "'\(screen)' is an activity of its own: startActivity(\(screen)) starts it")
    }
    try checkDestination(screen, among: destinations, line: line)
    if let popUpTo = action.value(for: "popUpTo") { try checkDestination(popUpTo, among: destinations, line: line) }
    let flags = action.positional.dropFirst()
    if Set(flags).count != flags.count {
      throw AppLogicError(line: line, message: "'navigate' takes each of inclusive, singleTop once")
    }
    if flags.contains("inclusive"), action.value(for: "popUpTo") == nil {
      throw AppLogicError(line: line, message: "'inclusive' pops the popUpTo= destination too: give popUpTo=SCREEN")
    }
  }

  private nonisolated static func checkDestination(_ name: String, among destinations: [String], line: Int)
    throws(AppLogicError)
  {
    guard !destinations.contains(name) else { return }
    throw AppLogicError(
      line: line,
      message: "screen '\(name)' is not a destination of the app's navigator"
        + Suggestion.note(for: name, among: destinations))
  }

  /// Performs a checked `navigate` in `activity`'s navigator.
  func navigate(_ action: AppLogicScript.Call, _ activity: Activity) {
    guard let screen = app.screen(named: action.positional[0]) else { return }
    let flags = action.positional.dropFirst()
    activity.navigate(
      to: screen, popUpTo: action.value(for: "popUpTo").flatMap(app.screen(named:)),
      inclusive: flags.contains("inclusive"), singleTop: flags.contains("singleTop"))
  }
}
