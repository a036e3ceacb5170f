import Foundation

/// Where a strategy's code is, for a security report's location: the Swift file that declares the strategy's type
/// (``Platform/implementationTypeName(of:)``), found next to where its descriptor was made (its folder, then the
/// folder above it: a package's `Sources/`), so each built-in points at its own file and a user's cover at the file
/// the app compiles, not at the catalog or the descriptor. Falls back to ``PlatformStrategy/sourceFile`` when the
/// files are not on this machine.
///
/// Deterministic: folders are read in sorted order, and the first declaration found wins.
public enum SourceLocator {
  /// Found files, by folder and type name (a report asks for the same strategies many times).
  nonisolated(unsafe) private static var found: [String: String?] = [:]

  /// The file that declares `strategy`'s type, or its ``PlatformStrategy/sourceFile``.
  @MainActor public static func file<Host: Platform>(of strategy: Host.Strategy, platform: Host.Type) -> String {
    guard let type = Host.implementationTypeName(of: strategy) else { return strategy.sourceFile }
    let name = String(type.prefix { $0 != "<" && $0 != "." })
    let folder = (strategy.sourceFile as NSString).deletingLastPathComponent
    for root in [folder, (folder as NSString).deletingLastPathComponent] where !root.isEmpty {
      if let file = declaration(of: name, under: root) { return file }
    }
    return strategy.sourceFile
  }

  /// The first Swift file under `root` (sorted, depth first) that declares `name` as a class, struct, enum or actor.
  static func declaration(of name: String, under root: String) -> String? {
    let key = root + "\u{0}" + name
    if let known = found[key] { return known }
    var result: String?
    let manager = FileManager.default
    if let files = manager.enumerator(atPath: root)?.compactMap({ $0 as? String }).filter({ $0.hasSuffix(".swift") })
      .sorted()
    {
      let patterns = ["class ", "struct ", "enum ", "actor "].map { $0 + name }
      for file in files where !file.contains(".build/") {
        let path = (root as NSString).appendingPathComponent(file)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        if patterns.contains(where: { p in text.contains(p + " ") || text.contains(p + ":") || text.contains(p + "{") })
        {
          result = path
          break
        }
      }
    }
    found[key] = result
    return result
  }
}
