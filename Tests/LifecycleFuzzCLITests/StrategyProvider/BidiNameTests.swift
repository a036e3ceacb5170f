import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import TestExpectations
import Testing

/// A right-to-left override (U+202E) in a user strategy's name reached SARIF raw (code scanning shows the decoded
/// text, where the override makes the line read differently from its bytes), and `list strategies` wrote it raw to
/// the terminal. Every output now escapes the one rule's characters (`Escape.isUnsafe`), the same bytes every run.
@Suite("A bidirectional override in a name is escaped in every output")
struct BidiNameTests {
  static let name = "my\u{202E}revoc"
  static let tool = CommandLineTool(
    strategies: StrategyProvider(strategies: [
      StrategyDescriptor(
        name: name, summary: "cover window from sceneDidEnterBackground \u{2066}x\u{2069}", source: "a user",
        claims: .appSwitcher, defaultProfile: .iPhoneScenes, make: { LateCoverWindow() })
    ]))

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var out = ""
    var err = ""
    let code = Self.tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  /// Whether `text` holds a character the one rule escapes (a line break aside).
  func hasUnsafe(_ text: String) -> Bool { text.unicodeScalars.contains { $0 != "\n" && Escape.isUnsafe($0) } }

  @Test("SARIF, JUnit and the report: no raw override, the name shown as myU+202Erevoc; the same bytes twice")
  func runOutputs() throws {
    let dir = NSTemporaryDirectory() + "bidi-name-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var sarifs: [String] = []
    for k in 1...2 {
      let r = run([
        "run", "--traces", "20", "--no-corpus", "--sarif", dir + "/\(k).sarif", "--junit", dir + "/\(k).xml",
      ])
      #expect(r.code == .failure, "\(r.err)")
      #expect(!hasUnsafe(r.out) && !hasUnsafe(r.err))
      #expect(r.out.contains("my?revoc"))
      let sarif = try String(contentsOfFile: dir + "/\(k).sarif", encoding: .utf8)
      #expect(!hasUnsafe(sarif))
      #expect(sarif.contains("myU+202Erevoc"))
      sarifs.append(sarif)
      let junit = try String(contentsOfFile: dir + "/\(k).xml", encoding: .utf8)
      #expect(!hasUnsafe(junit))
    }
    expectEqual(sarifs[0], sarifs[1])
  }

  @Test("list strategies and compare --json: no raw override (the JSON keeps the value as a \\u escape)")
  func listingAndJSON() throws {
    let listed = run(["list", "strategies"])
    expectEqual(listed.code, .success)
    #expect(!hasUnsafe(listed.out))
    #expect(listed.out.contains("  my?revoc "))
    #expect(listed.out.contains("sceneDidEnterBackground ?x?"))
    let dir = NSTemporaryDirectory() + "bidi-json-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = run(["compare", "--traces", "5", "--json", dir + "/c.json"])
    let json = try String(contentsOfFile: dir + "/c.json", encoding: .utf8)
    #expect(!hasUnsafe(json))
    #expect(json.contains("\"my\\u202erevoc\""))
  }

  @Test("bench: no raw override in the table row or the JSON line, whose name decodes to the user's")
  func bench() throws {
    let table = run(["bench", "throughput", "--traces", "2"])
    #expect(table.code == .success, "\(table.err)")
    #expect(!hasUnsafe(table.out))
    #expect(table.out.hasPrefix("throughput my?revoc iphone-ios17-scenes "), "\(table.out)")
    let json = run(["bench", "throughput", "--traces", "2", "--json"])
    let line = try #require(json.out.split(separator: "\n").first.map(String.init))
    #expect(!hasUnsafe(line))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["name"] as? String == "throughput \(Self.name) iphone-ios17-scenes", "\(line)")
  }
}
