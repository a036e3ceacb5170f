import AppLogic

nonisolated extension Trace {
  /// `strategy: app-logic`: the word a hand-written trace names an app-logic script by, without its fingerprint.
  public static var scriptWord: String { "app-logic" }

  /// The strategy name `strategy: app-logic` stands for: with `app-logic:` lines, their script's
  /// (`app-logic#FINGERPRINT` of the lines; lines that do not parse give `app-logic#` alone, whose check then names
  /// the wrong line, as for any script's name); without, the first script of this platform among `givenScripts`
  /// (the names `--app-logic FILE` registered; one per platform), or `nil` when none is.
  static func scriptName(forLines lines: [String], givenScripts: [String]) -> String? {
    if !lines.isEmpty {
      let script = try? AppLogicScript(parsing: lines.joined(separator: "\n"))
      return AppLogicRegistry.prefix + (script?.fingerprint ?? "")
    }
    return givenScripts.first { !Host.appLogicLines(forStrategy: $0).isEmpty }
  }

  /// Why `strategy: app-logic` without `app-logic:` lines names no script: one line saying what to write.
  static func scriptWordProblem(givenScripts: [String]) -> String {
    let which = givenScripts.isEmpty ? "none was given" : "the one given is not \(Host.displayName)'s"
    return "strategy 'app-logic' is the \(Host.displayName) script given with --app-logic FILE, and \(which): replay "
      + "or explain this trace with --app-logic FILE, or carry the script in the trace as app-logic: lines"
  }
}
