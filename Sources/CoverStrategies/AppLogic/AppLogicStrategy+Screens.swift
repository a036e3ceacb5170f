import AppLogic
import Foundation
import NameSuggestion
import ShieldModel

/// The iOS `screens:` setting: the script's own app, whose screens the user's `pushScreen(NAME)`, `popScreen` and
/// `popToRoot` move between and every screen-naming word checks against (``AppLogicScreens``). Each screen is a
/// stand-in: a full-screen content view and one label, sensitive or neutral; their layout is the model's, not the
/// app's (docs/model-behaviours.md).
nonisolated extension AppLogicStrategy {
  /// One screen of `screens:`: its name and whether its content is sensitive.
  struct ScriptScreen: Equatable, Sendable {
    /// The screen's name (`root` for the first).
    let name: String
    /// Whether its label is sensitive content (`sensitive`; `neutral`, the default, is not).
    let isSensitive: Bool
  }

  /// The sample app's entry sources (`SampleApp`'s `AppDescription.sample`, which this module does not import): a
  /// script's own app keeps them, so only its screens change.
  static let sampleEntrySources: [AppEntrySource] = [.notification, .link, .shortcut]

  /// The words a screen-naming argument already gives a meaning, with it: a screen so named could never be named.
  /// (`root` is the first screen's name, the rule of its own above.)
  static let reservedScreenNames: [(name: String, meaning: String)] = [
    ("lock", "push(lock) pushes the app's lock screen"),
    ("any", "screenDidAppear(any) and the other screen events take any screen"),
  ]

  /// The words a screen's parentheses take.
  static let screenWords = ["sensitive", "neutral"]

  /// The screens `screens:` names, in its order, or `nil` without the setting. The first is `root`, the app's first
  /// screen (the navigation controller's root, named `root` in every other word of an iOS script); the others are
  /// the screens the app pushes over it.
  ///
  /// - Throws: ``AppLogicError`` at the setting's line: an empty list or item, a name that is no screen name, a
  ///   first screen other than `root`, a name twice, an unknown word, or two words; at a `push`'s line when `root`
  ///   is the only screen (no navigation controller); and at `sensitive:`'s line when both are given (the screens'
  ///   own words say which content is sensitive). Without `screens:`, at `privacySensitive:`'s line when it names a
  ///   screen `sensitive:` leaves out (``checkPrivacySensitiveIsSensitive(_:)``).
  static func scriptScreens(of script: AppLogicScript) throws(AppLogicError) -> [ScriptScreen]? {
    guard let setting = script.setting("screens") else {
      try checkPrivacySensitiveIsSensitive(script)
      return nil
    }
    let line = setting.line
    let example = "as in 'screens: root, card(sensitive), settings(neutral)'"
    var screens: [ScriptScreen] = []
    for item in try screenItems(setting.value, line: line, example: example) {
      let open = item.firstIndex(of: "(")
      let name = String(item[..<(open ?? item.endIndex)]).trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isScreenNamePart) else {
        throw AppLogicError(
          line: line,
          message: "screens: '\(AppLogicScript.excerpt(item))' is not a screen's name (letters, digits, '_' and '-',"
            + " \(example))")
      }
      if screens.isEmpty, name != AppDescription.rootScreenIdentifier {
        throw AppLogicError(
          line: line,
          message: "screens: the first screen is the app's first screen, named root in an iOS script (the navigation"
            + " controller's root, as in sensitive: root and screenWillAppear(root)), not '\(name)'; expected"
            + " 'screens: root, \(name), ...'")
      }
      if let meaning = reservedScreenNames.first(where: { $0.name == name })?.meaning {
        throw AppLogicError(
          line: line,
          message: "screens: '\(name)' is a reserved word, not a screen's name: \(meaning) (expected another name,"
            + " \(example))")
      }
      if screens.contains(where: { $0.name == name }) {
        throw AppLogicError(line: line, message: "screens: screen '\(name)' is given twice (expected each name once)")
      }
      var word: String?
      if let open {
        guard item.hasSuffix(")") else {
          throw AppLogicError(
            line: line, message: "screens: '\(item)' goes on after its ')' (expected NAME(WORD), then a comma)")
        }
        let inside = item[item.index(after: open)..<item.index(before: item.endIndex)]
        let words = inside.split(separator: ",", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard words.count == 1 else {
          throw AppLogicError(
            line: line,
            message: "screens: screen '\(name)' takes one word, sensitive or neutral, not '\(inside)'")
        }
        guard screenWords.contains(words[0]) else {
          throw AppLogicError(
            line: line,
            message: "screens: screen '\(name)': unknown word '\(AppLogicScript.excerpt(words[0]))'"
              + Suggestion.note(for: words[0], among: screenWords) + "; expected sensitive or neutral (an iOS screen"
              + " has no launch mode or activity: Android's words)")
        }
        word = words[0]
      }
      screens.append(ScriptScreen(name: name, isSensitive: word == "sensitive"))
    }
    // An app of one screen has no navigation controller (its window's root is the screen): a push would find none.
    let pushes = script.handlers.flatMap { $0.actions.flatMap(flattened) }.filter { $0.name == "push" }
    if screens.count == 1, let push = pushes.first {
      throw AppLogicError(
        line: push.line,
        message: "push(\(push.positional.first ?? "")) finds no navigation controller: an app of one screen"
          + " (screens: \(setting.value)) has its screen as its window's root (expected another screen in screens:, or"
          + " present(lock, ...))")
    }
    try checkPrivacySensitive(script, screens: screens, screensLine: line)
    if let sensitive = script.setting("sensitive") {
      throw AppLogicError(
        line: sensitive.line,
        message: "sensitive: beside screens: (line \(line)) says twice which content is sensitive; mark each screen"
          + " in screens: instead (screens: root, card(sensitive))")
    }
    return screens
  }

  /// Refuses `privacySensitive:` naming a screen `screens:` (at `screensLine`) calls neutral: SwiftUI's
  /// `.privacySensitive()` marks content the app considers sensitive, and the model judges only sensitive content,
  /// so the mark would be judged by no check and a redaction of it by none (the s42 breaker's F4: the mark was
  /// silently nothing).
  ///
  /// - Throws: ``AppLogicError`` at `privacySensitive:`'s line, naming the screen and how to mark it.
  private static func checkPrivacySensitive(
    _ script: AppLogicScript, screens: [ScriptScreen], screensLine: Int
  ) throws(AppLogicError) {
    guard let setting = script.setting("privacySensitive") else { return }
    for name in setting.value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard let screen = screens.first(where: { $0.name == name }), !screen.isSensitive else { continue }
      throw AppLogicError(
        line: setting.line,
        message: "privacySensitive: '\(name)' is a neutral screen in screens: (line \(screensLine)), and only"
          + " sensitive content is judged: its mark would change no verdict; mark it \(name)(sensitive) in screens:,"
          + " or leave it out of privacySensitive:")
    }
  }

  /// Refuses, in a script without `screens:`, `privacySensitive:` naming a screen its `sensitive:` leaves out: that
  /// screen's content is neutral, and only sensitive content is judged, so the mark would change no verdict (the
  /// forty-fourth session's breaker: `privacySensitive: root` beside `sensitive: settings` was silently nothing, where
  /// the same mark on a neutral screen of `screens:` is refused).
  ///
  /// - Throws: ``AppLogicError`` at `privacySensitive:`'s line, naming the screen and how to mark it.
  private static func checkPrivacySensitiveIsSensitive(_ script: AppLogicScript) throws(AppLogicError) {
    guard let marks = script.setting("privacySensitive"), let sensitive = script.setting("sensitive") else { return }
    let names = { (value: String) in value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    let judged = names(sensitive.value)
    for name in names(marks.value) where !judged.contains(name) {
      throw AppLogicError(
        line: marks.line,
        message: "privacySensitive: '\(name)' is not among sensitive: (line \(sensitive.line)), so its content is"
          + " neutral, and only sensitive content is judged: its mark would change no verdict; add \(name) to"
          + " sensitive:, or leave it out of privacySensitive:")
    }
  }

  /// The items of `value`, split at the commas outside parentheses.
  ///
  /// - Throws: ``AppLogicError`` at `line` for an empty list, an empty item or unbalanced parentheses.
  private static func screenItems(_ value: String, line: Int, example: String) throws(AppLogicError) -> [String] {
    let split = AppLogicListItems(splitting: value)
    let items = split.items
    // One level: a screen's words hold no parentheses of their own.
    guard split.isBalanced, split.deepestNesting <= 1 else {
      throw AppLogicError(
        line: line, message: "screens: '\(AppLogicScript.excerpt(value))' has unbalanced parentheses (\(example))")
    }
    if items == [""] {
      throw AppLogicError(line: line, message: "screens: names no screen (expected root first, \(example))")
    }
    guard !items.contains("") else {
      throw AppLogicError(
        line: line,
        message: "screens: has an empty item (two commas, or one at an end; expected a screen between"
          + " commas)")
    }
    return items
  }

  /// The app `screens` describe: the first (`root`) the window's first screen, the others the screens its code pushes
  /// over it. Each is a stand-in with a full-screen content view named after the screen (`card`) and one label
  /// (`card/content`), sensitive or neutral, so reports name what leaks by the script's screens (`leaks card/content`).
  /// The sample app's entry sources (a notification, a link, a quick action) are kept: only the screens are the
  /// script's.
  static func app(screens: [ScriptScreen]) -> AppDescription {
    func views(_ screen: ScriptScreen) -> (content: AppDescription.View, label: AppDescription.View) {
      let content = AppDescription.View(
        screen.name, frame: .fill, autoresizingMask: [.flexibleWidth, .flexibleHeight],
        backgroundColor: AppDescription.Color(white: 1), role: .neutral)
      let label = AppDescription.View(
        screen.name + "/content", kind: .label(text: "\(screen.name) content", fontSize: 17),
        frame: AppDescription.Frame(
          x: AppDescription.Length(20), y: AppDescription.Length(100),
          width: AppDescription.Length(-40, widthFraction: 1), height: AppDescription.Length(240)),
        autoresizingMask: [.flexibleWidth], role: screen.isSensitive ? .sensitive(textHeight: 17) : .neutral)
      return (content, label)
    }
    let root = views(screens[0])
    var app = AppDescription(
      content: root.content, views: [root.label],
      screens: screens.dropFirst().map { screen in
        let made = views(screen)
        return AppDescription.Screen(screen.name, content: made.content, views: [made.label])
      },
      entrySources: sampleEntrySources)
    // What the app presents over a screen (a sheet, an entry's route) is as sensitive as the screen, as `sensitive:`
    // makes it for the sample app.
    app.sensitiveScreens = screens.filter(\.isSensitive).map(\.name)
    return app
  }
}
