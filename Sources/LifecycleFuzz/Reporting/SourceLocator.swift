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
  /// The text of each Swift file read (`nil`: unreadable), so a search for the next name reads no file twice.
  nonisolated(unsafe) private static var texts: [String: String?] = [:]

  /// The file that declares `strategy`'s type, or its ``PlatformStrategy/sourceFile``.
  @MainActor public static func file<Host: Platform>(of strategy: Host.Strategy, platform: Host.Type) -> String {
    location(of: strategy, platform: platform).file
  }

  /// The file and line that declare `strategy`'s type, or its ``PlatformStrategy/sourceFile`` at line 1.
  @MainActor public static func location<Host: Platform>(of strategy: Host.Strategy, platform: Host.Type)
    -> Location
  {
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
    var result: Location?
    if let files = FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String })
      .filter({ $0.hasSuffix(".swift") }).sorted()
    {
      for file in files where !file.contains(".build/") {
        if let location = declaration(of: name, inFile: (root as NSString).appendingPathComponent(file)) {
          result = location
          break
        }
      }
    }
    found[key] = result
    return result
  }

  /// The line of `path` that declares `name` as a class, struct, enum or actor, or `nil`.
  static func declaration(of name: String, inFile path: String) -> Location? {
    if texts[path] == nil { texts[path] = .some(try? String(contentsOfFile: path, encoding: .utf8)) }
    guard let text = texts[path] ?? nil else { return nil }
    // Every pattern below contains the name: a file without it has no such line (one search, not twelve a line).
    guard text.contains(name) else { return nil }
    let patterns = ["class ", "struct ", "enum ", "actor "].map { $0 + name }
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      // A line that ends with the name (a declaration whose brace is on the next line) counts too.
      let padded = line + " "
      if patterns.contains(where: { p in
        padded.contains(p + " ") || padded.contains(p + ":") || padded.contains(p + "{")
      }) {
        return Location(file: path, line: i + 1)
      }
    }
    return nil
  }
}
