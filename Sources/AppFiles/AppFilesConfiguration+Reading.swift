import Foundation

/// Why an `app-files.json` was refused: one line for the build log, `PATH:LINE: error: app-files: MESSAGE`.
public nonisolated struct AppFilesConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The file's path, as given.
  public let path: String
  /// The 1-based line of the fault (1 when the fault is the whole file's).
  public let line: Int
  /// What is wrong.
  public let message: String

  /// `PATH:LINE: error: app-files: MESSAGE`.
  public var description: String { "\(path):\(line): error: app-files: \(message)" }
}

extension AppFilesConfiguration {
  /// The keys the file may have.
  static let keys = ["root", "files"]

  /// Reads `app-files.json` at `path` strictly: the JSON (RFC 8259, UTF-8), exactly the keys `root` (a non-empty
  /// string) and `files` (a non-empty array of non-empty strings), each once; each file relative to `root`, named
  /// once, staying inside it, and present; a relative `root` (relative to the file's folder, the target's) staying
  /// inside `package` (an absolute `root` is the user's explicit choice, as the README documents).
  ///
  /// - Throws: ``AppFilesConfigurationError`` naming `path` and the line of the first fault.
  public static func read(path: String, package: String) throws(AppFilesConfigurationError) -> AppFilesConfiguration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw AppFilesConfigurationError(path: path, line: 1, message: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw AppFilesConfigurationError(path: path, line: 1, message: "not UTF-8 text")
    }
    let folder = (path as NSString).deletingLastPathComponent
    return try parse(text, path: path, folder: folder.isEmpty ? "." : folder, package: package)
  }

  /// ``read(path:package:)``'s checks on `text`, the file at `path` in `folder`.
  ///
  /// - Throws: ``AppFilesConfigurationError`` naming `path` and the line of the first fault.
  static func parse(_ text: String, path: String, folder: String, package: String)
    throws(AppFilesConfigurationError) -> AppFilesConfiguration
  {
    func fail(_ line: Int, _ message: String) -> AppFilesConfigurationError {
      AppFilesConfigurationError(path: path, line: line, message: message)
    }
    let top: (value: AppFilesJSON, line: Int)
    do { top = try AppFilesJSON.parse(text) } catch { throw fail(error.line, error.message) }
    guard case .object(let members) = top.value else {
      throw fail(top.line, "expected an object with keys root and files, not \(top.value.kind)")
    }
    var root: (value: String, line: Int)?
    var files: [(value: String, line: Int)]?
    var seen: [String] = []
    for member in members {
      guard keys.contains(member.key) else {
        throw fail(member.line, "unknown key '\(member.key)' (expected \(keys.joined(separator: ", ")))")
      }
      guard !seen.contains(member.key) else { throw fail(member.line, "key '\(member.key)' given twice") }
      seen.append(member.key)
      if member.key == "root" {
        guard case .string(let s) = member.value, !s.isEmpty else {
          throw fail(member.line, "root must be a non-empty string (the app's folder), not \(describe(member.value))")
        }
        root = (s, member.line)
      } else {
        guard case .array(let items) = member.value, !items.isEmpty else {
          throw fail(member.line, "files must be a non-empty array of file names, not \(describe(member.value))")
        }
        files = []
        for item in items {
          guard case .string(let s) = item.value, !s.isEmpty else {
            throw fail(
              item.line,
              "each of files must be a non-empty string (a path relative to root), not \(describe(item.value))")
          }
          files?.append((s, item.line))
        }
      }
    }
    guard let root else { throw fail(1, "missing key 'root' (the app's folder, relative to this file's)") }
    guard let files else { throw fail(1, "missing key 'files' (the app's files, relative to root)") }
    let packagePath = standardized(package)
    let rootPath = standardized(root.value.hasPrefix("/") ? root.value : folder + "/" + root.value)
    if !root.value.hasPrefix("/"), !isInside(rootPath, packagePath) {
      throw fail(root.line, "root '\(root.value)' is outside the package (\(packagePath)): name a folder in it")
    }
    var named: [String] = []
    for file in files {
      guard !file.value.hasPrefix("/") else {
        throw fail(file.line, "file '\(file.value)' must be relative to root, not absolute")
      }
      let filePath = standardized(rootPath + "/" + file.value)
      guard isInside(filePath, rootPath), filePath != rootPath else {
        throw fail(file.line, "file '\(file.value)' is outside root '\(root.value)'")
      }
      guard !named.contains(filePath) else { throw fail(file.line, "file '\(file.value)' named twice") }
      named.append(filePath)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: filePath, isDirectory: &isFolder) else {
        throw fail(file.line, "no file '\(file.value)' in root '\(root.value)' (\(filePath))")
      }
      guard !isFolder.boolValue else {
        throw fail(file.line, "'\(file.value)' is a folder, not a Swift file (name each file)")
      }
    }
    return AppFilesConfiguration(root: root.value, files: files.map(\.value))
  }

  /// `value`'s kind, and the value when it is short text (`an empty string`, `a number (5)`).
  private static func describe(_ value: AppFilesJSON) -> String {
    switch value {
    case .string(let s): s.isEmpty ? "an empty string" : "a string"
    case .number(let n): "a number (\(n))"
    case .array(let items): items.isEmpty ? "an empty array" : "an array"
    default: value.kind
    }
  }

  /// `path` absolute (against the working folder) with `.` and `..` resolved, symbolic links kept (a link inside
  /// the package to an app elsewhere is the user's choice).
  static func standardized(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for part in absolute.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether `path` is `folder` or inside it (both standardized).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }
}
