import AndroidModel
import AppLogic
import Foundation
import NameSuggestion

/// The `screens:` setting: the script's own app, described with the words of ``AndroidAppScreen/description``, so the
/// screens a report names exist (`navigate(card)`, `openNotification(card)`) and the model's navigator, task and entry
/// points (``AndroidAppDescription``) decide what each does.
extension AndroidAppLogic {
  /// The words a screen's parentheses take: its content, whether it is an activity of its own, its launch mode.
  nonisolated static let screenWords =
    ["sensitive", "neutral", "activity"] + ["singleTop", "singleTask"] + ["exported", "backArrow", "topLevel"]
  /// The manifest's launch modes the model does not take: each makes a second task of the app's.
  nonisolated static let unmodeledLaunchModes = ["singleInstance", "singleInstancePerTask"]

  /// The app `setting` (`screens: main, card(sensitive, activity), settings`) describes: the first screen is the
  /// launcher activity's start destination, each other one a destination inside it or, with `activity`, an activity
  /// of its own (with `singleTop` or `singleTask`, its manifest launch mode; on the first screen, the launcher
  /// activity's, which decides what its launcher icon does to the task, `AndroidDevice+LauncherIntent.swift`). A
  /// screen is neutral unless marked
  /// `sensitive`. Dialogs and popups carry the content of the screen they are shown over
  /// (``AndroidAppDescription/windowsFollowScreenSensitivity``): the script marks each screen's content.
  /// `leadsTo=A|B` (or `leadsTo=none`) is the app's navigation graph: the screens the user can navigate to from that
  /// one (``AndroidAppScreen/leadsTo``); a screen without it leads to any. `parent=SCREEN` is an activity's manifest
  /// parent (``AndroidAppScreen/parent``), which a `TaskStackBuilder` entry puts below it and the Up arrow goes to.
  /// `exported` says an activity's manifest exports it (``AndroidAppScreen/isExported``; without it another app's
  /// share or link cannot start it), `backArrow` that its toolbar shows an arrow of the app's own that finishes it
  /// (``AndroidAppScreen/hasBackArrow``; without it or a parent it has no Up arrow). `topLevel` says a destination is
  /// one of the app bar's top-level destinations, with no Up arrow (``AndroidAppScreen/isTopLevel``; the start
  /// destination always is one).
  /// - Throws: ``AppLogicError`` at the setting's line: a name that is no identifier or is given twice, an unknown
  ///   word, `sensitive` with `neutral`, a launch mode without `activity` on another than the first screen,
  ///   `singleInstance` (a second task), an activity as the first screen, `exported` or `backArrow` without
  ///   `activity`, `topLevel` with it, a
  ///   `leadsTo=` naming no screen of the app, or a `parent=` naming no host or making a cycle.
  nonisolated static func app(screens setting: AppLogicScript.Setting) throws(AppLogicError) -> AndroidAppDescription {
    let line = setting.line
    var screens: [AndroidAppScreen] = []
    var given: Set<String> = []
    for item in try screenItems(setting.value, line: line) {
      let open = item.firstIndex(of: "(")
      let name = String(item[..<(open ?? item.endIndex)]).trimmingCharacters(in: .whitespaces)
      guard AppLogicScript.isName(name) else {
        throw AppLogicError(
          line: line,
          message: "screens: '\(name)' is not a screen's name (expected a letter or '_', then letters, digits or '_',"
            + " as in 'main, card(sensitive)')")
      }
      guard given.insert(name).inserted else {
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
      let leadsTo = try leadsTo(in: &words, screen: name, line: line)
      let parent = try parent(in: &words, screen: name, line: line)
      let backOptIn = try backOptIn(in: &words, screen: name, line: line)
      for word in words where unmodeledLaunchModes.contains(word) {
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': '\(word)' puts the activity alone in a task of its own, and what it "
            + "starts in another task: the model has one task of the app's (expected singleTop or singleTask)")
      }
      for word in words where !screenWords.contains(word) {
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': unknown word '\(word)'" + Suggestion.note(for: word, among: screenWords)
            + "; expected \(screenWords.joined(separator: ", ")), leadsTo=SCREEN|SCREEN, parent=SCREEN, "
            + "enableOnBackInvokedCallback=true|false")
      }
      // A word given twice is named (the s41 breaker: `detail(topLevel, topLevel)` was accepted silently).
      if let twice = words.first(where: { word in words.filter { $0 == word }.count > 1 }) {
        throw AppLogicError(
          line: line, message: "screens: screen '\(name)': '\(twice)' is given twice (expected each word once)")
      }
      if words.contains("sensitive"), words.contains("neutral") {
        throw AppLogicError(
          line: line, message: "screens: screen '\(name)' is either 'sensitive' or 'neutral' (expected one of them)")
      }
      let isActivity = words.contains("activity")
      if parent != nil, !isActivity {
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': parent= is an activity's android:parentActivityName (expected it only "
            + "with 'activity')")
      }
      let modes = words.compactMap(AndroidAppScreen.LaunchMode.init(rawValue:))
      // The first screen's launch mode is the launcher activity's (its manifest entry hosts every destination).
      if modes.count > 1 || (!modes.isEmpty && !isActivity && !screens.isEmpty) {
        let mode = modes.map { "'\($0.rawValue)'" }.joined(separator: " and ")
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': \(mode): expected one launch mode, and only with 'activity' or on the"
            + " first screen (the launcher activity's); a destination inside the launcher activity has none")
      }
      if backOptIn != nil, !isActivity, !screens.isEmpty {
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': enableOnBackInvokedCallback= is an <activity>'s attribute (expected it "
            + "only with 'activity' or on the first screen, the launcher activity)")
      }
      for word in ["exported", "backArrow"] where words.contains(word) && !isActivity {
        let why =
          word == "exported"
          ? "the launcher activity, which hosts the first screen and every destination, is always exported"
          : "a destination's Up arrow is the navigator's (navigateBack pops it)"
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': '\(word)' is an activity's own (expected it only with 'activity'): "
            + why)
      }
      if words.contains("topLevel"), isActivity {
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': 'topLevel' is a destination's (the app bar's top-level destinations, "
            + "which show no Up arrow); an activity's root screen has an arrow only with parent= or backArrow")
      }
      if screens.isEmpty, isActivity {
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(name)': the first screen is the launcher activity's start destination, not an "
            + "'activity' of its own (expected no 'activity' on the first screen)")
      }
      var screen = AndroidAppScreen(
        name, isSensitive: words.contains("sensitive"), isActivity: isActivity, launchMode: modes.first ?? .standard,
        leadsTo: leadsTo, parent: parent)
      screen.enablesOnBackInvokedCallback = backOptIn
      if words.contains("exported") { screen.isExported = true }
      if words.contains("backArrow") { screen.hasBackArrow = true }
      if words.contains("topLevel") { screen.isTopLevel = true }
      screens.append(screen)
    }
    try checkGraph(of: screens, line: line)
    try checkParents(of: screens, line: line)
    var app = AndroidAppDescription(screens: screens)
    app.windowsFollowScreenSensitivity = true
    // Reports name the views by the script's screens (`card/balance`), the names the user wrote.
    app.namesViewsByScreen = true
    return app
  }

  /// The `leadsTo=SCREEN|SCREEN` word (or `leadsTo=none`) taken out of `words`: the screens the user can navigate to
  /// from this one, or `nil` (any) without it. The names are checked once every screen is known (``checkGraph(of:line:)``).
  /// - Throws: ``AppLogicError`` for the word given twice or an empty name.
  private nonisolated static func leadsTo(in words: inout [String], screen: String, line: Int) throws(AppLogicError)
    -> [String]?
  {
    let prefix = "leadsTo="
    let given = words.filter { $0.hasPrefix(prefix) }
    words.removeAll { $0.hasPrefix(prefix) }
    guard let word = given.first else { return nil }
    guard given.count == 1 else {
      throw AppLogicError(
        line: line, message: "screens: screen '\(screen)': 'leadsTo=' is given twice (expected one leadsTo=A|B)")
    }
    let names = word.dropFirst(prefix.count).split(separator: "|", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if names == ["none"] { return [] }
    if let twice = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) })?.element {
      throw AppLogicError(
        line: line, message: "screens: screen '\(screen)': 'leadsTo=' names '\(twice)' twice (expected each once)")
    }
    guard !names.contains(where: \.isEmpty) else {
      throw AppLogicError(
        line: line,
        message: "screens: screen '\(screen)': 'leadsTo=' has an empty name (expected leadsTo=SCREEN|SCREEN, or"
          + " leadsTo=none)")
    }
    return names
  }

  /// The `enableOnBackInvokedCallback=true|false` word taken out of `words` (the activity's own manifest attribute,
  /// ``AndroidAppScreen/enablesOnBackInvokedCallback``), or `nil`.
  /// - Throws: ``AppLogicError`` at `line`: given twice, or another value than `true` or `false`.
  private nonisolated static func backOptIn(in words: inout [String], screen: String, line: Int) throws(AppLogicError)
    -> Bool?
  {
    let prefix = "enableOnBackInvokedCallback="
    let given = words.filter { $0.hasPrefix(prefix) }
    words.removeAll { $0.hasPrefix(prefix) }
    guard let word = given.first else { return nil }
    guard given.count == 1, word == prefix + "true" || word == prefix + "false" else {
      throw AppLogicError(
        line: line,
        message: "screens: screen '\(screen)': expected one enableOnBackInvokedCallback=true or =false, not '"
          + given.joined(separator: ", ") + "'")
    }
    return word == prefix + "true"
  }

  /// The `parent=SCREEN` word taken out of `words` (the activity's `android:parentActivityName`), or `nil`.
  /// - Throws: ``AppLogicError`` for the word given twice or an empty name.
  private nonisolated static func parent(in words: inout [String], screen: String, line: Int) throws(AppLogicError)
    -> String?
  {
    let prefix = "parent="
    let given = words.filter { $0.hasPrefix(prefix) }
    words.removeAll { $0.hasPrefix(prefix) }
    guard let word = given.first else { return nil }
    let name = String(word.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
    guard given.count == 1, AppLogicScript.isName(name) else {
      throw AppLogicError(
        line: line,
        message: "screens: screen '\(screen)': expected one parent=SCREEN, not '\(given.joined(separator: ", "))'")
    }
    return name
  }

  /// Checks that each `parent=` names the first screen (the launcher activity) or an activity of its own, and that no
  /// chain of parents comes back to a screen it passed. Linear in the screens: each chain is walked until it meets a
  /// screen whose chain is known to end (a 5,000-screen chain is checked at once, not in minutes).
  /// - Throws: ``AppLogicError`` at the setting's line.
  private nonisolated static func checkParents(of screens: [AndroidAppScreen], line: Int) throws(AppLogicError) {
    let hosts = screens.enumerated().filter { $0.offset == 0 || $0.element.isActivity }.map(\.element.name)
    let isHost = Set(hosts)
    // Lookups only (no iteration): the first screen of a name, as `first(where:)` found it.
    let index = Dictionary(screens.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
    var endsWell = [Bool](repeating: false, count: screens.count)
    var onPath = [Bool](repeating: false, count: screens.count)
    for (start, screen) in screens.enumerated() {
      guard let parent = screen.parent else { continue }
      guard isHost.contains(parent), parent != screen.name else {
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(screen.name)': parent=\(parent): expected the first screen or another "
            + "activity of the app (\(hosts.filter { $0 != screen.name }.joined(separator: ", ")))"
            + Suggestion.note(for: parent, among: hosts))
      }
      var path = [start]
      onPath[start] = true
      var next: String? = parent
      while let name = next, let at = index[name], !endsWell[at] {
        guard !onPath[at] else {
          throw AppLogicError(
            line: line,
            message: "screens: screen '\(screen.name)': its parents come back to '\(name)' (expected a chain that "
              + "ends at a screen without parent=)")
        }
        onPath[at] = true
        path.append(at)
        next = screens[at].parent
      }
      for at in path {
        onPath[at] = false
        endsWell[at] = true
      }
    }
  }

  /// Checks that each `leadsTo=` names screens of the app (a cycle is fine: a tab bar's screens lead to each other).
  /// - Throws: ``AppLogicError`` at the setting's line, naming the unknown screen and the app's screens.
  private nonisolated static func checkGraph(of screens: [AndroidAppScreen], line: Int) throws(AppLogicError) {
    let names = screens.map(\.name)
    let isName = Set(names)
    for screen in screens {
      for target in screen.leadsTo ?? [] where !isName.contains(target) || target == "none" {
        let problem =
          target == "none"
          ? "'none' stands alone (leadsTo=none: no control to another screen)"
          : "'\(target)' is not a screen of the app" + Suggestion.note(for: target, among: names)
        throw AppLogicError(
          line: line,
          message: "screens: screen '\(screen.name)': leadsTo=: \(problem); expected "
            + "\(names.joined(separator: ", ")) separated by '|', or none")
      }
    }
  }

  /// `value` split at the commas outside parentheses, each item trimmed.
  /// - Throws: ``AppLogicError`` for an empty item or unbalanced parentheses.
  private nonisolated static func screenItems(_ value: String, line: Int) throws(AppLogicError) -> [String] {
    let split = AppLogicListItems(splitting: value)
    if split.hasUnopenedClose {
      throw AppLogicError(line: line, message: "'screens:' has a ')' without its '(' (expected NAME(WORDS))")
    }
    guard split.openAtEnd == 0 else {
      throw AppLogicError(line: line, message: "'screens:' has a '(' without its ')' (expected NAME(WORDS))")
    }
    let items = split.items
    if items.contains(where: \.isEmpty) {
      throw AppLogicError(
        line: line,
        message: "'screens:' has an empty screen (two commas, or one at an end; expected a name between commas)")
    }
    return items
  }
}
