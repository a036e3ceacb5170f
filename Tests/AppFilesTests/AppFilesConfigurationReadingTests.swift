import Foundation
import Testing

@testable import AppFiles

/// `app-files.json` is read strictly by the plugin's tool before any file is rewritten: each fault is one line
/// naming the file and the line, and the build stops (the tool exits 1 and writes nothing).
@Suite("app-files.json: every fault named with its line")
struct AppFilesConfigurationReadingTests {
  /// A package folder with `Sources/T/` (the target) and `MyApp/A.swift`, `MyApp/B.swift`; its path.
  static func package() throws -> String {
    let dir = NSTemporaryDirectory() + "app-files-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir + "/Sources/T", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir + "/MyApp/Sub", withIntermediateDirectories: true)
    for file in ["A.swift", "B.swift"] {
      try "struct X {}\n".write(toFile: dir + "/MyApp/" + file, atomically: true, encoding: .utf8)
    }
    return dir
  }

  /// Reads `text` as `Sources/T/app-files.json` of a new package: the configuration or the error's line.
  static func read(_ text: String) throws -> Result<AppFilesConfiguration, AppFilesConfigurationError> {
    let dir = try package()
    let path = dir + "/Sources/T/app-files.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    do { return .success(try AppFilesConfiguration.read(path: path, package: dir)) } catch {
      #expect(error.description.hasPrefix("\(path):\(error.line): error: app-files: "))
      return .failure(error)
    }
  }

  @Test("the examples' shape reads")
  func good() throws {
    let r = try Self.read("{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"A.swift\", \"B.swift\"]\n}\n")
    #expect(try r.get() == AppFilesConfiguration(root: "../../MyApp", files: ["A.swift", "B.swift"]))
    let escaped = try Self.read("{\"r\\u006fot\": \"../../MyApp\", \"files\": [\"Sub/../A.swift\"]}")
    #expect(try escaped.get() == AppFilesConfiguration(root: "../../MyApp", files: ["Sub/../A.swift"]))
  }

  @Test(
    "each fault: its line and what is wrong",
    arguments: [
      ("{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"A.swift\",]\n}", 3, "not JSON: unexpected ']'"),
      (
        "{\n  \"root\": \"../../MyApp\"\n  \"files\": [\"A.swift\"]\n}", 3, "not JSON: expected ',' or '}' in an object"
      ),
      ("{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"A.swift\"]\n", 4, "not JSON: an object is not closed"),
      ("", 1, "not JSON: the file ends where a value should be"),
      ("[\"A.swift\"]", 1, "expected an object with keys root and files, not an array"),
      ("{\"root\": \"../../MyApp\", \"files\": [\"A.swift\"]} x", 1, "not JSON: text after the JSON value"),
      (
        "{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"A.swift\"],\n  \"root\": \"../../Other\"\n}", 4,
        "key 'root' given twice"
      ),
      (
        "{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"A.swift\"],\n  \"fils\": []\n}", 4,
        "unknown key 'fils' (expected root, files)"
      ),
      (
        "{\n  \"root\": 5,\n  \"files\": [\"A.swift\"]\n}", 2,
        "root must be a non-empty string (the app's folder), not a number (5)"
      ),
      (
        "{\n  \"root\": \"../../MyApp\",\n  \"files\": \"A.swift\"\n}", 3,
        "files must be a non-empty array of file names, not a string"
      ),
      (
        "{\n  \"root\": \"../../MyApp\",\n  \"files\": [\n    \"A.swift\",\n    null\n  ]\n}", 5,
        "each of files must be a non-empty string (a path relative to root), not null"
      ),
      ("{\n  \"files\": [\"A.swift\"]\n}", 1, "missing key 'root' (the app's folder, relative to this file's)"),
      (
        "{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"A.swift\", \"C.swift\"]\n}", 3,
        "no file 'C.swift' in root '../../MyApp' (PACKAGE/MyApp/C.swift)"
      ),
      (
        "{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"Sub\"]\n}", 3,
        "'Sub' is a folder, not a Swift file (name each file)"
      ),
      (
        "{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"A.swift\", \"./A.swift\"]\n}", 3,
        "file './A.swift' named twice"
      ),
      (
        "{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"../Sources/T/app-files.json\"]\n}", 3,
        "file '../Sources/T/app-files.json' is outside root '../../MyApp'"
      ),
      (
        "{\n  \"root\": \"../../MyApp\",\n  \"files\": [\"/etc/hosts\"]\n}", 3,
        "file '/etc/hosts' must be relative to root, not absolute"
      ),
      (
        "{\n  \"root\": \"../../../elsewhere\",\n  \"files\": [\"A.swift\"]\n}", 2,
        "root '../../../elsewhere' is outside the package (PACKAGE): name a folder in it"
      ),
      ("{\"root\": \"../../MyApp\", \"files\": [\"A.swift\"], \"files\": []}", 1, "key 'files' given twice"),
      (
        "{\r\n  \"root\": \"../../MyApp\",\r\n  \"files\": [\"A.swift\"],\r\n  \"x\": 1\r\n}", 4,
        "unknown key 'x' (expected root, files)"
      ),
      (
        "{\"root\": \"../../My\u{0}App\", \"files\": []}", 1,
        "not JSON: a control character or line break inside a string"
      ),
    ])
  func fault(text: String, line: Int, message: String) throws {
    let error = try #require(throws: AppFilesConfigurationError.self) { try Self.read(text).get() }
    let package = AppFilesConfiguration.standardized(
      (error.path as NSString).deletingLastPathComponent + "/../..")
    #expect(error.line == line, "\(text)")
    #expect(error.message.replacingOccurrences(of: package, with: "PACKAGE") == message)
  }

  @Test("a file that is not UTF-8, and no file at all")
  func unreadable() throws {
    let dir = try Self.package()
    let path = dir + "/Sources/T/app-files.json"
    try Data([0x7B, 0xFF, 0x7D]).write(to: URL(fileURLWithPath: path))
    #expect(throws: AppFilesConfigurationError(path: path, line: 1, message: "not UTF-8 text")) {
      try AppFilesConfiguration.read(path: path, package: dir)
    }
    #expect(throws: AppFilesConfigurationError(path: dir + "/none.json", line: 1, message: "cannot read the file")) {
      try AppFilesConfiguration.read(path: dir + "/none.json", package: dir)
    }
  }
}
