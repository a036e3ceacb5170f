import AndroidStrategies
import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz

/// Which corpus traces an edited app-logic script takes over: a script's strategy name is its fingerprint, so an
/// edit makes a new strategy, and the counterexamples of the earlier version of the same file would otherwise never
/// be judged against the edit (README, "Your app's own logic").
enum AppLogicVersions {
  /// How a trace's script `recorded` is related to the script `given`, read from a file this command was given
  /// (`--app-logic FILE`).
  enum Version: Equatable {
    /// Not an earlier version: the same script, another file, or another platform's.
    case unrelated
    /// An earlier version: its `app-logic:` notes name the given file's path (``ScriptIdentity/path(of:in:)``).
    case samePath
    /// An earlier version by its notes' file name alone (`# app.logic:3`, as earlier versions noted it), which one
    /// given script's path ends in: taken over, with a notice.
    case sameFileName(String)
    /// Notes naming only a file name that several given scripts' paths end in: not taken over (`replay` refuses it).
    case ambiguous(String, [String])
  }

  /// Whether `recorded` (a trace's strategy) is another version of the script `given` names: both app-logic scripts,
  /// another fingerprint, and the trace's script noted as read from the same path (``version(_:of:)``).
  /// A script of the other platform is another script, even of the same file name (an app's iOS and Android
  /// scripts, both `app.logic`): its traces replay their own script, never counted as fixed by this one.
  static func isEarlierVersion(_ recorded: String, of given: String) -> Bool {
    switch version(recorded, of: given) {
    case .samePath, .sameFileName: true
    case .unrelated, .ambiguous: false
    }
  }

  /// How `recorded` (a trace's strategy) is related to the given script `given` (``Version``).
  static func version(_ recorded: String, of given: String) -> Version {
    guard recorded != given, let file = RunReport.appLogicFiles[given] else { return .unrelated }
    let android = ScriptIdentity.isAndroid(given)
    let ios = android ? nil : AppLogicScripts.script(named: recorded)
    let other = android ? AndroidAppLogicScripts.registry.script(named: recorded) : nil
    guard AppLogicScripts.script(named: given) != nil || android, let noted = (ios ?? other)?.file else {
      return .unrelated
    }
    let path = ScriptIdentity.path(of: file)
    if noted == path { return .samePath }
    guard !noted.contains("/"), path.split(separator: "/").last.map(String.init) == noted else { return .unrelated }
    var paths: [String] = []
    for script in RunReport.appLogicFiles.keys.sorted() where ScriptIdentity.isAndroid(script) == android {
      let p = ScriptIdentity.path(of: RunReport.appLogicFiles[script] ?? "")
      if p.split(separator: "/").last.map(String.init) == noted, !paths.contains(p) { paths.append(p) }
    }
    return paths.count == 1 ? .sameFileName(noted) : .ambiguous(noted, paths.sorted())
  }

  /// The report's line on the counterexamples of earlier versions re-checked (none without any): how many, how many
  /// still break (they fail the run as the corpus's own), how many no longer replay (`removedEvent`: the edit made an
  /// event impossible, which removes a path, not the leak: never counted as fixed), and the files of those that now
  /// hold: to keep as the fix's regression tests (`replay --keep-fixed`, or `kept`: done), or to retire.
  static func line(
    _ checks: [(path: String, stillBreaks: Bool, removedEvent: Int?)], file: String, kept: Bool = false
  ) -> [String] {
    guard !checks.isEmpty else { return [] }
    let fixed = checks.filter { !$0.stillBreaks && $0.removedEvent == nil }.map(\.path)
    let unreplayable = checks.filter { $0.removedEvent != nil }.count
    var line =
      "app-logic \(file): \(checks.count) counterexample(s) of an earlier version re-checked against it: "
      + "\(checks.count - fixed.count - unreplayable) still break, \(fixed.count) now hold"
    // Each clause's note follows its own count (the forty-third session's new user read "5 no longer replay (...)
    // (fixed; ...)" as if the unreplayable ones were fixed).
    let paths = fixed.map(ShellQuoting.path).joined(separator: " ")
    if !fixed.isEmpty && kept {
      line += " (fixed; kept as traces of \(file) that expect holds: commit them)"
    } else if !fixed.isEmpty {
      // The files once: a new user's CI log had a 1,386-character line naming seven files twice.
      line +=
        " (fixed; keep them as the fix's regression tests: \(RunReport.toolCommand) replay --keep-fixed --app-logic "
        + "\(ShellQuoting.path(file)) \(paths); or retire the same files with git rm)"
    }
    if unreplayable > 0 {
      line +=
        ", \(unreplayable) no longer replay (not fixed: the script's edit removed one of their events, and the leak"
        + " may be reached another way; re-check with run)"
    }
    return [line]
  }
}
