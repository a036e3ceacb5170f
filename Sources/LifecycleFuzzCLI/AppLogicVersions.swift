import AndroidStrategies
import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz

/// Which corpus traces an edited app-logic script takes over: a script's strategy name is its fingerprint, so an
/// edit makes a new strategy, and the counterexamples of the earlier version of the same file would otherwise never
/// be judged against the edit (README, "Your app's own logic").
enum AppLogicVersions {
  /// Whether `recorded` (a trace's strategy) is another version of the script `given` names, read from a file this
  /// command was given (`--app-logic FILE`): both app-logic scripts, another fingerprint, and the trace's script
  /// noted as read from a file of the same name (its `app-logic:` lines' `# FILE:LINE` notes).
  /// A script of the other platform is another script, even of the same file name (an app's iOS and Android
  /// scripts, both `app.logic`): its traces replay their own script, never counted as fixed by this one.
  static func isEarlierVersion(_ recorded: String, of given: String) -> Bool {
    guard recorded != given, let file = RunReport.appLogicFiles[given] else { return false }
    let ios = AppLogicScripts.script(named: given) != nil ? AppLogicScripts.script(named: recorded) : nil
    let android =
      AndroidAppLogicScripts.registry.script(named: given) != nil
      ? AndroidAppLogicScripts.registry.script(named: recorded) : nil
    guard let noted = (ios ?? android)?.file else { return false }
    return noted == (file as NSString).lastPathComponent
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
    if unreplayable > 0 {
      line +=
        ", \(unreplayable) no longer replay (not fixed: the script's edit removed one of their events, and the leak"
        + " may be reached another way; re-check with run)"
    }
    let paths = fixed.map(ShellQuoting.path).joined(separator: " ")
    if !fixed.isEmpty && kept {
      line += " (fixed; kept as traces of \(file) that expect holds: commit them)"
    } else if !fixed.isEmpty {
      line +=
        " (fixed; keep them as the fix's regression tests: \(RunReport.toolCommand) replay --keep-fixed --app-logic "
        + "\(ShellQuoting.path(file)) \(paths); or retire them: git rm \(paths))"
    }
    return [line]
  }
}
