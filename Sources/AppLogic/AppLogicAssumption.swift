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
  /// The word said otherwise, as `explain` names it (`level=normal`), when the script can be rewritten with it
  /// mechanically; `nil` when the other reading has no one word (the `lock:` promise, a window that draws nothing).
  public var otherWord: String?
  /// The script with ``otherWord`` said (parsed again from its canonical text), or `nil`: `explain` replays the trace's
  /// events with it to say whether the assumption decides this trace's verdict.
  public var otherScript: AppLogicScript?

  /// Makes an assumption about `line` (or the whole script), with the script that says `otherWord` instead.
  public init(line: Int?, text: String, otherWord: String? = nil, otherScript: AppLogicScript? = nil) {
    self.line = line
    self.text = text
    self.otherWord = otherWord
    self.otherScript = otherScript
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
  /// locks and cleared only by the user's pass; every `clear(V)` is read as that pass, but one in the handler of a reply in
  /// which nobody authenticated (a cancel, a failure, a wrong passcode; each platform's `+UnprovenRelease`). A script that writes the app's
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
        + " is taken as the user's pass (not in a reply that proves nobody); a flag that only says when the app asks"
        + " next is a variable of its own"
        + " (docs/translating-apps.md)")
  }
}

extension AppLogicScript {
  /// The script with every action (nested ones too) passed through `transform`, parsed again from its canonical text
  /// so that it is what a file with those lines reads as; `nil` when the result does not parse.
  public func mappingActions(_ transform: (Call) -> Call) -> AppLogicScript? {
    func map(_ call: Call) -> Call {
      var call = call
      call.arguments = call.arguments.map { argument in
        guard let inner = argument.call else { return argument }
        let mapped = map(inner)
        return Argument(label: argument.label, value: mapped.canonicalText, call: mapped)
      }
      return transform(call)
    }
    var copy = self
    for index in copy.handlers.indices { copy.handlers[index].actions = copy.handlers[index].actions.map(map) }
    return copy.reparsed
  }

  /// The script with every handler's event passed through `transform` (parsed again, as ``mappingActions(_:)``).
  public func mappingEvents(_ transform: (Call) -> Call) -> AppLogicScript? {
    var copy = self
    for index in copy.handlers.indices { copy.handlers[index].event = transform(copy.handlers[index].event) }
    return copy.reparsed
  }

  /// The script with the setting `key` given `value` (replacing it, or added before the others), parsed again.
  public func setting(_ key: String, to value: String) -> AppLogicScript? {
    var copy = self
    if let index = copy.settings.firstIndex(where: { $0.key == key }) {
      copy.settings[index].value = value
    } else {
      copy.settings.insert(Setting(key: key, value: value, line: 0), at: 0)
    }
    return copy.reparsed
  }

  /// The call with the labelled argument `label=value` added (or its value replaced).
  public static func call(_ call: Call, with label: String, _ value: String) -> Call {
    var call = call
    if let index = call.arguments.firstIndex(where: { $0.label == label }) {
      call.arguments[index] = Argument(label: label, value: value, call: nil)
    } else {
      call.arguments.append(Argument(label: label, value: value, call: nil))
    }
    return call
  }

  /// The script parsed from its canonical text (its file kept), or `nil` when that does not parse.
  private var reparsed: AppLogicScript? {
    guard var script = try? AppLogicScript(parsing: canonicalText) else { return nil }
    script.file = file
    return script
  }
}
