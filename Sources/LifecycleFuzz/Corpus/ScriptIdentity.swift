import AndroidStrategies
import AppLogic
import CoverStrategies
import Foundation

/// What names an app-logic script's findings in a baseline and in SARIF fingerprints: the script's path
/// (`app-logic:PATH`, ``path(of:in:)``), not its fingerprint (`app-logic#FINGERPRINT`), which every edit changes. With
/// it, an edited script whose finding is the same (invariant, profile, shrunk events) keeps its entry and its
/// code-scanning alert; a finding the edit brings (or brings back) is new; two scripts of one file name in two folders
/// are two scripts. The corpus keeps the fingerprint in its names and traces: a trace replays the very version that
/// found it. Baselines and trace notes of earlier versions name the file's name only; ``legacyMatch(_:among:)`` reads
/// them.
public nonisolated enum ScriptIdentity {
  /// The prefix of a script's name by its file.
  public static let prefix = "app-logic:"

  /// The name a baseline and SARIF give the strategy `name`: `app-logic:PATH` for a script whose file is known
  /// (`--app-logic FILE`, or its trace's `# PATH:LINE` notes), else `name` as it is; a name by the file's name only
  /// (`app-logic:app.logic`, as earlier versions wrote) that one given script's path ends in is that script's.
  public static func name(of name: String) -> String {
    if name.hasPrefix(prefix) { return legacyMatch(name).identity ?? name }
    guard name.hasPrefix(AppLogicRegistry.prefix), let file = fileName(of: name) else { return name }
    return prefix + escaped(file)
  }

  /// `signature` (a ``FailureSignature``'s text, or a baseline entry's) with its script named by its path
  /// (``name(of:)``); any other signature as it is. An Android signature's file-name-only script is matched among
  /// the Android scripts given, an iOS one among the iOS scripts.
  public static func signature(_ signature: String) -> String {
    guard signature.contains(AppLogicRegistry.prefix) || signature.contains(prefix) else { return signature }
    let parts = signature.components(separatedBy: " | ")
    let android = parts.first == AndroidPlatform.name
    return parts.map { part in
      part.hasPrefix(prefix) ? legacyMatch(part, among: { isAndroid($0) == android }).identity ?? part : name(of: part)
    }.joined(separator: " | ")
  }

  /// The script file `given` (as `--app-logic` took it) as a script's identity: the path relative to `directory` (the
  /// current one), normalised (`./` and empty parts dropped, `a/..` resolved as text); an absolute path outside
  /// `directory` stays absolute. Run from the repository's root (as CI does), it is the path in the repository, the
  /// same on every machine; `app.logic` and `./app.logic` are one script, `ios/app.logic` and `android/app.logic` two.
  public static func path(of given: String, in directory: String = FileManager.default.currentDirectoryPath) -> String {
    let path = normalised(given)
    guard path.hasPrefix("/") else { return path }
    let base = normalised(directory)
    let start = base == "/" ? base : base + "/"
    return path.hasPrefix(start) && path.count > start.count ? String(path.dropFirst(start.count)) : path
  }

  /// `path` with `.` and empty parts dropped and `a/..` resolved as text (links are not followed).
  static func normalised(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part != ".." || !absolute {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : joined.isEmpty ? "." : joined
  }

  /// For `name`, a script named by its file's name only (`app-logic:app.logic`, as baselines of earlier versions
  /// name it) that no given script's path is: the identity of the one `--app-logic` script (of those `among` takes)
  /// whose path ends in that file name, and every such script's identity (several: the name is ambiguous, and a
  /// baseline naming it is refused at its line). `nil` and none for any other name.
  public static func legacyMatch(_ name: String, among: (String) -> Bool = { _ in true }) -> (
    identity: String?, candidates: [String]
  ) {
    guard name.hasPrefix(prefix) else { return (nil, []) }
    let file = name.dropFirst(prefix.count)
    guard !file.isEmpty, !file.contains("/"), strategy(identifiedBy: name) == nil else { return (nil, []) }
    var candidates: [String] = []
    for script in RunReport.appLogicFiles.keys.sorted() where among(script) {
      let identity = self.name(of: script)
      if identity.split(separator: "/").last == file, !candidates.contains(identity) { candidates.append(identity) }
    }
    return (candidates.count == 1 ? candidates[0] : nil, candidates.sorted())
  }

  /// The file reports place the app-logic script `name` at (SARIF, JUnit): the `--app-logic` file given for it, else
  /// the path its lines note (a script `merge` read from a results file, or a trace's); `nil` for no script or no
  /// note.
  public static func reportedFile(of name: String) -> String? {
    if let given = RunReport.appLogicFiles[name] { return given }
    guard name.hasPrefix(AppLogicRegistry.prefix) else { return nil }
    return (AppLogicScripts.script(named: name) ?? AndroidAppLogicScripts.registry.script(named: name))?.file
  }

  /// Whether the registered script `name` is an Android script.
  public static func isAndroid(_ name: String) -> Bool { AndroidAppLogicScripts.registry.script(named: name) != nil }

  /// What is wrong with `name`, a script named by its file (`app-logic:PATH`), or `nil`: no file, or a `%` not
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

  /// The script given with `--app-logic` whose identity is `name` (`app-logic:PATH`), or `nil`.
  public static func strategy(identifiedBy name: String) -> String? {
    guard name.hasPrefix(prefix) else { return nil }
    return RunReport.appLogicFiles.keys.sorted().first { self.name(of: $0) == name }
  }

  /// The path of the file the script `name` was read from (``path(of:in:)``): the `--app-logic` file given for it,
  /// else its own notes.
  static func fileName(of name: String) -> String? {
    if let given = RunReport.appLogicFiles[name] { return path(of: given) }
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
