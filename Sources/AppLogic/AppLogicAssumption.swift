/// A default the app-logic language fills in where a script says nothing, and which decides what the model judges:
/// a claim left out, a window level left out, the `lock:` variable read as the user's promise. `explain` and `replay`
/// print one line per assumption, naming the word that states it otherwise, so a script that was meant otherwise is
/// seen to be read this way (docs/translating-apps.md; the fresh sets' translation errors,
/// docs/fresh-reports/translation-errors.md). An assumption changes nothing in a run: it is read from the script.
nonisolated public struct AppLogicAssumption: Sendable, Equatable {
  /// The script line the assumption is about (1-based, the script's file's), or `nil` for the script as a whole (a
  /// setting it leaves out).
  public var line: Int?
  /// What the language assumes, then the word that says otherwise: `claims: app-switcher (no claims: line): ...`.
  public var text: String

  /// Makes an assumption about `line` (or the whole script).
  public init(line: Int?, text: String) {
    self.line = line
    self.text = text
  }

  /// The line as `explain` and `replay` print it: `assumed: FILE:LINE: TEXT` (`assumed: line N: ...` for a script
  /// with no file; `assumed: TEXT` for the whole script).
  public func rendered(in script: AppLogicScript) -> String {
    "assumed: " + (line.map { script.place(ofLine: $0) + ": " } ?? "") + text
  }
}

extension AppLogicScript {
  /// Every action of the script, each handler's in order, with the actions nested in another's arguments
  /// (`after(1, set(locked))`, `post(addView(lock))`, `fade(..., completion=hideWindow(w))`) after the action
  /// that holds them.
  public var allActions: [Call] {
    func nested(_ call: Call) -> [Call] {
      [call] + call.arguments.compactMap(\.call).flatMap(nested)
    }
    return handlers.flatMap { $0.actions.flatMap(nested) }
  }

  /// The lines (in order, each once) of the actions named `name` whose first argument is `argument` (any, when
  /// `nil`): `lines(of: "set", argument: "locked")`.
  public func lines(of name: String, argument: String? = nil) -> [Int] {
    var out: [Int] = []
    for call in allActions where call.name == name && (argument == nil || call.positional.first == argument) {
      if !out.contains(call.line) { out.append(call.line) }
    }
    return out
  }

  /// The assumption both platforms make for a script with `lock: V`: V is the user's promise, set where the app
  /// locks and cleared only by the user's pass; every `clear(V)` is read as that pass. A script that writes the app's
  /// own "ask at the next return" flag as V (the fresh sets' F34-A14, F35-A02) is judged on a promise the app never
  /// made; `nil` for a script without `lock:`.
  public var lockPromiseAssumption: AppLogicAssumption? {
    guard let setting = setting("lock") else { return nil }
    let variable = setting.value
    func named(_ lines: [Int]) -> String {
      guard !lines.isEmpty else { return "no line" }
      return (lines.count == 1 ? "line " : "lines ") + lines.map(String.init).joined(separator: ", ")
    }
    return AppLogicAssumption(
      line: setting.line,
      text:
        "lock: \(variable) is the user's promise: from set(\(variable)) (\(named(lines(of: "set", argument: variable))))"
        + " no content may be seen or touched, and each clear(\(variable)) (\(named(lines(of: "clear", argument: variable))))"
        + " is taken as the user's pass; a flag that only says when the app asks next is a variable of its own"
        + " (docs/translating-apps.md)")
  }
}
