import Foundation

/// Where a strategy's code is, for a security report's location: the Swift file that declares the strategy's type
/// (``Platform/implementationTypeName(of:)``), and the line of that declaration. It is looked for first among the
/// app's files that the descriptor's target compiles with the AppFilesPlugin (the `app-files.json` next to where the
/// descriptor was made: its `root` and `files`), then next to where the descriptor was made (its folder, then the
/// folder above it: a package's `Sources/`), so each built-in points at its own file and a user's cover at the app's
/// file that declares it, not at the catalog, the descriptor or the fuzzing glue. Falls back to
/// ``PlatformStrategy/sourceFile`` (line 1) when the files are not on this machine.
///
/// Deterministic: folders are read in sorted order, and the first declaration found wins.
public enum SourceLocator {
  /// A file and the line in it.
  public nonisolated struct Location: Hashable, Sendable {
    /// The file's path.
    public let file: String
    /// The 1-based line of the declaration (1 when none was found).
    public let line: Int
  }

  /// Found declarations, by folder (or app-files list) and type name (a report asks for the same strategies many
  /// times).
  nonisolated(unsafe) private static var found: [String: Location?] = [:]
  /// The sorted Swift files under each folder searched (a folder is listed once a run, not once per type name).
  nonisolated(unsafe) private static var swiftFiles: [String: [String]] = [:]
  /// Each Swift file read, scanned once for every declaration in it (`nil`: unreadable).
  nonisolated(unsafe) private static var scanned: [String: DeclarationIndex?] = [:]

  /// The file that declares `strategy`'s type, or its ``PlatformStrategy/sourceFile``.
  @MainActor public static func file<Host: Platform>(of strategy: Host.Strategy, platform: Host.Type) -> String {
    location(of: strategy, platform: platform).file
  }

  /// The file and line that declare `strategy`'s type, or its ``PlatformStrategy/sourceFile`` at line 1; an
  /// app-logic script's file (``ScriptIdentity/reportedFile(of:)``) at line 1.
  @MainActor public static func location<Host: Platform>(of strategy: Host.Strategy, platform: Host.Type)
    -> Location
  {
    // An app-logic script is the app's code: its file, not the interpreter's.
    // `merge` without `--app-logic` knows it by the path its lines note.
    if let script = ScriptIdentity.reportedFile(of: strategy.name) { return Location(file: script, line: 1) }
    let fallback = Location(file: strategy.sourceFile, line: 1)
    guard let type = Host.implementationTypeName(of: strategy) else { return fallback }
    let name = String(type.prefix { $0 != "<" && $0 != "." })
    let folder = (strategy.sourceFile as NSString).deletingLastPathComponent
    if let appFiles = appFiles(in: folder), let found = declaration(of: name, in: appFiles) { return found }
    for root in [folder, (folder as NSString).deletingLastPathComponent] where !root.isEmpty {
      if let found = declaration(of: name, under: root) { return found }
    }
    return fallback
  }

  /// The app's files named by the AppFilesPlugin's `app-files.json` in `folder` (its `root` relative to `folder`,
  /// or absolute), in the order named; `nil` when there is no such file or it is not that JSON.
  static func appFiles(in folder: String) -> [String]? {
    let path = (folder as NSString).appendingPathComponent("app-files.json")
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let root = object["root"] as? String, let files = object["files"] as? [String]
    else { return nil }
    let base = root.hasPrefix("/") ? root : (folder as NSString).appendingPathComponent(root)
    return files.map { ((base as NSString).appendingPathComponent($0) as NSString).standardizingPath }
  }

  /// The first of `files` that declares `name`, with the line.
  static func declaration(of name: String, in files: [String]) -> Location? {
    let key = files.joined(separator: "\u{0}") + "\u{1}" + name
    if let known = found[key] { return known }
    let result = files.lazy.compactMap { declaration(of: name, inFile: $0) }.first
    found[key] = result
    return result
  }

  /// The first Swift file under `root` (sorted, depth first) that declares `name` as a class, struct, enum or actor,
  /// with the line.
  static func declaration(of name: String, under root: String) -> Location? {
    let key = root + "\u{0}" + name
    if let known = found[key] { return known }
    if swiftFiles[root] == nil {
      swiftFiles[root] =
        (FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String })
        .filter({ $0.hasSuffix(".swift") }).sorted() ?? [])
        .filter { !$0.contains(".build/") }.map { (root as NSString).appendingPathComponent($0) }
    }
    let result = swiftFiles[root]!.lazy.compactMap { declaration(of: name, inFile: $0) }.first
    found[key] = result
    return result
  }

  /// The line of `path` that declares `name` as a class, struct, enum or actor, or `nil`.
  static func declaration(of name: String, inFile path: String) -> Location? {
    if scanned[path] == nil {
      scanned[path] = .some((try? String(contentsOfFile: path, encoding: .utf8)).map { DeclarationIndex($0) })
    }
    guard let index = scanned[path] ?? nil else { return nil }
    return index.line(declaring: name).map { Location(file: path, line: $0) }
  }

  /// The line of `text` that declares `name` as a class, struct, enum or actor: the first line holding
  /// `class <name>`, `struct <name>`, `enum <name>` or `actor <name>` followed by a space, `:`, `{` or the line's
  /// end (a declaration whose brace is on the next line), or `nil`.
  package static func line(declaring name: String, in text: String) -> Int? {
    // Every pattern below contains the name: a file without it has no such line (one search, not twelve a line).
    guard text.contains(name) else { return nil }
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where declares(name, line) {
      return i + 1
    }
    return nil
  }

  /// Whether `line` declares `name` (``line(declaring:in:)``'s patterns).
  static func declares(_ name: String, _ line: Substring) -> Bool {
    let padded = line + " "
    return ["class ", "struct ", "enum ", "actor "].contains { keyword in
      let p = keyword + name
      return padded.contains(p + " ") || padded.contains(p + ":") || padded.contains(p + "{")
    }
  }
}
