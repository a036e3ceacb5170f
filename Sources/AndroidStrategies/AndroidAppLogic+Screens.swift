import AndroidModel
import AppLogic
import Foundation
import NameSuggestion

/// The `screens:` setting: the script's own app, described with the words of ``AndroidAppScreen/description``, so the
/// screens a report names exist (`navigate(card)`, `openNotification(card)`) and the model's navigator, task and entry
/// points (``AndroidAppDescription``) decide what each does.
extension AndroidAppLogic {
  /// The words a screen's parentheses take: its content, whether it is an activity of its own, its launch mode.
  nonisolated static let screenWords = ["sensitive", "neutral", "activity"] + ["singleTop", "singleTask"]

  /// The app `setting` (`screens: main, card(sensitive, activity), settings`) describes: the first screen is the
  /// launcher activity's start destination, each other one a destination inside it or, with `activity`, an activity
  /// of its own (with `singleTop` or `singleTask`, its manifest launch mode). A screen is neutral unless marked
  /// `sensitive`. Dialogs and popups carry the content of the screen they are shown over
  /// (``AndroidAppDescription/windowsFollowScreenSensitivity``): the script marks each screen's content.
  /// - Throws: ``AppLogicError`` at the setting's line: a name that is no identifier or is given twice, an unknown
  ///   word, `sensitive` with `neutral`, a launch mode without `activity`, or an activity as the first screen.
  nonisolated static func app(screens setting: AppLogicScript.Setting) throws(AppLogicError) -> AndroidAppDescription {
    let line = setting.line
    var screens: [AndroidAppScreen] = []
    for item in try screenItems(setting.value, line: line) {
      let open = item.firstIndex(of: "(")
      let name = String(item[..<(open ?? item.endIndex)]).trimmingCharacters(in: .whitespaces)
      guard AppLogicScript.isName(name) else {
        throw AppLogicError(
          line: line,
          message: "screens: '\(name)' is not a screen's name (expected a letter or '_', then letters, digits or '_',"
            + " as in 'main, card(sensitive)')")
      }
      guard !screens.contains(where: { $0.name == name }) else {
        throw AppLogicError(line: line, message: "screens: screen '\(name)' is given twice (expected each name once)")
      }
      var words: [String] = []
      if let open {
        guard item.hasSuffix(")") else {
          throw AppLogicError(
            line: line, message: "screens: '\(item)' goes on after its ')' (expected NAME(WORDS), then a comma)")
        }
        let inside = item[item.index(after: open)..<item.index(before: item.endIndex)]
        words = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      for word in words where !screenWords.contains(word) {
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': unknown word '\(word)'" + Suggestion.note(for: word, among: screenWords)
            + "; expected \(screenWords.joined(separator: ", "))")
      }
      if words.contains("sensitive"), words.contains("neutral") {
        throw AppLogicError(
          line: line, message: "screens: screen '\(name)' is either 'sensitive' or 'neutral' (expected one of them)")
      }
      let isActivity = words.contains("activity")
      let modes = words.compactMap(AndroidAppScreen.LaunchMode.init(rawValue:))
      if modes.count > 1 || (!modes.isEmpty && !isActivity) {
        let mode = modes.map { "'\($0.rawValue)'" }.joined(separator: " and ")
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': \(mode): expected one launch mode, and only with 'activity' (a"
            + " destination inside the launcher activity has none)")
      }
      if screens.isEmpty, isActivity {
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': the first screen is the launcher activity's start destination, not an "
            + "'activity' of its own (expected no 'activity' on the first screen)")
      }
      screens.append(
        AndroidAppScreen(
          name, isSensitive: words.contains("sensitive"), isActivity: isActivity, launchMode: modes.first ?? .standard))
    }
    var app = AndroidAppDescription(screens: screens)
    app.windowsFollowScreenSensitivity = true
    // Reports name the views by the script's screens (`card/balance`), the names the user wrote.
    app.namesViewsByScreen = true
    return app
  }

  /// `value` split at the commas outside parentheses, each item trimmed.
  /// - Throws: ``AppLogicError`` for an empty item or unbalanced parentheses.
  private nonisolated static func screenItems(_ value: String, line: Int) throws(AppLogicError) -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    for character in value {
      switch character {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth < 0 {
          throw AppLogicError(line: line, message: "'screens:' has a ')' without its '(' (expected NAME(WORDS))")
        }
      case "," where depth == 0:
        items.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    guard depth == 0 else {
      throw AppLogicError(line: line, message: "'screens:' has a '(' without its ')' (expected NAME(WORDS))")
    }
    items.append(current.trimmingCharacters(in: .whitespaces))
    if items.contains(where: \.isEmpty) {
      throw AppLogicError(
        line: line,
        message: "'screens:' has an empty screen (two commas, or one at an end; expected a name between commas)")
    }
    return items
  }
}
