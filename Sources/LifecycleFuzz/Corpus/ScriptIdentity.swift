import AndroidStrategies
import AppLogic
import CoverStrategies
import Foundation

/// What names an app-logic script's findings in a baseline and in SARIF fingerprints: the script's file name
/// (`app-logic:FILE`), not its fingerprint (`app-logic#FINGERPRINT`), which every edit changes. With it, an edited
/// script whose finding is the same (invariant, profile, shrunk events) keeps its entry and its code-scanning alert;
/// a finding the edit brings (or brings back) is new. The corpus keeps the fingerprint in its names and traces: a
/// trace replays the very version that found it.
public nonisolated enum ScriptIdentity {
  /// The prefix of a script's name by its file.
  public static let prefix = "app-logic:"

  /// The name a baseline and SARIF give the strategy `name`: `app-logic:FILE` for a script whose file is known
  /// (`--app-logic FILE`, or its trace's `# FILE:LINE` notes; the file's name only, as the notes hold it), else
  /// `name` as it is.
  public static func name(of name: String) -> String {
    guard name.hasPrefix(AppLogicRegistry.prefix), let file = fileName(of: name) else { return name }
    return prefix + escaped(file)
  }

  /// `signature` (a ``FailureSignature``'s text, or a baseline entry's) with its script named by its file
  /// (``name(of:)``); any other signature as it is.
  public static func signature(_ signature: String) -> String {
    guard signature.contains(AppLogicRegistry.prefix) else { return signature }
    return signature.components(separatedBy: " | ").map { name(of: $0) }.joined(separator: " | ")
  }

  /// What is wrong with `name`, a script named by its file (`app-logic:FILE`), or `nil`: no file, or a `%` not
  /// followed by two hexadecimal digits (``escaped(_:)`` writes `%25` for a `%`). A baseline entry naming it so is
  /// refused at its line, as one naming a fingerprint or a strategy would be.
  public static func problem(in name: String) -> String? {
    guard name.hasPrefix(prefix) else { return nil }
    let file = Array(name.dropFirst(prefix.count).utf8)
    guard !file.isEmpty else { return "'\(prefix)' names no script file (\(prefix)FILE, the script's file name)" }
    let hex = { (b: UInt8) in (0x30...0x39).contains(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b) }
    for (i, byte) in file.enumerated() where byte == 0x25 {
      guard i + 2 < file.count, hex(file[i + 1]), hex(file[i + 2]) else {
        return "'\(name)' has a '%' not followed by two hexadecimal digits (a '%' in a file name is written %25)"
      }
    }
    return nil
  }

  /// The script given with `--app-logic` (or noted by a trace) whose file-name identity is `name`
  /// (`app-logic:FILE`), or `nil`.
  public static func strategy(identifiedBy name: String) -> String? {
    guard name.hasPrefix(prefix) else { return nil }
    return RunReport.appLogicFiles.keys.sorted().first { self.name(of: $0) == name }
  }

  /// The file the script `name` was read from: the `--app-logic` file given for it, else its own notes.
  private static func fileName(of name: String) -> String? {
    if let given = RunReport.appLogicFiles[name] { return (given as NSString).lastPathComponent }
    let script = AppLogicScripts.script(named: name) ?? AndroidAppLogicScripts.registry.script(named: name)
    return script?.file
  }

  /// `file` with the characters that would split a signature's fields or a baseline's line (`|`, a tab, a line
  /// break) and `%` percent-escaped.
  private static func escaped(_ file: String) -> String {
    var out = ""
    for scalar in file.unicodeScalars {
      if scalar == "%" || scalar == "|" || scalar.properties.generalCategory == .control {
        out += String(format: "%%%02X", scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
