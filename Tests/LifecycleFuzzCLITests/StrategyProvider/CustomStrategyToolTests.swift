import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import TestExpectations
import Testing

/// A strategy of a user's own package: no cover at all, claiming nothing.
final class BareStrategy: PrivacyScreenStrategy {
  let claims: ProtectionClaims = []
}

/// The tool a user's executable would build in a few lines: the CLI over its own strategies.
@Suite("The command line over a strategy provider of one's own")
struct CustomStrategyToolTests {
  static let bare = StrategyDescriptor(
    name: "bare-app", summary: "no cover at all", source: "a test", claims: [],
    defaultProfile: .iPhoneScenes, make: { BareStrategy() })
  static let tool = CommandLineTool(strategies: StrategyProvider(strategies: [bare]))

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var out = ""
    var err = ""
    let code = Self.tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  @Test("list strategies lists the provider's strategies only, with no family")
  func listsOwnStrategies() {
    let r = run(["list", "strategies"])
    expectEqual(r.code, .success)
    expectEqual(
      r.out,
      """
      STRATEGIES
        bare-app               no cover at all
                               source: a test; claims: nothing; profile: iphone-ios17-scenes

      """)
  }

  @Test("an inline replay finds the provider's strategy; a built-in name is unknown to this tool")
  func replaysOwnStrategy() {
    let events = ["--profile", "iphone-ios17-scenes", "--expect", "holds", "--events", "launch · openAppSwitcher"]
    let own = run(["replay", "--strategy", "bare-app"] + events)
    #expect(own == (.success, "ok   launch · openAppSwitcher: expected holds, got holds\n", ""))
    let builtIn = run(["replay", "--strategy", "subview-tag"] + events)
    expectEqual(builtIn.code, .usage)
    #expect(builtIn.err.hasPrefix("error: --strategy: unknown strategy 'subview-tag' (known: bare-app;"))
  }

  @Test("run fuzzes the provider's strategies by default; --family is not an option without a family")
  func runsOwnStrategies() {
    let r = run(["run", "--no-corpus", "--traces", "5", "--verbose"])
    expectEqual(r.code, .success)
    #expect(r.out.contains("\nbare-app (source: a test) on iphone-ios17-scenes; claims nothing; 5 traces, "))
    #expect(run(["run", "--family", "2"]) == (.usage, "", "error: unknown option '--family' for run\n"))
  }

  @Test("a strategy name with a bidirectional override or a line break is refused before a run that saves: exit 2")
  func unprintableNameRefused() throws {
    let dir = NSTemporaryDirectory() + "unprintable-name-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (name, escaped) in [("bare\u{202E}gpj", "\"bare\\u{202E}gpj\""), ("bare\nx", "\"bare\\u{A}x\"")] {
      let odd = StrategyDescriptor(
        name: name, summary: "no cover at all", source: "a test", claims: [], defaultProfile: .iPhoneScenes,
        make: { BareStrategy() })
      let tool = CommandLineTool(strategies: StrategyProvider(strategies: [Self.bare, odd]))
      var out = ""
      var err = ""
      let code = tool.main(
        arguments: ["run", "--traces", "2", "--corpus", dir], console: Console(out: { out += $0 }, err: { err += $0 }))
      expectEqual(code, .usage)
      expectEqual(out, "")
      expectEqual(
        err,
        "error: strategy name \(escaped) holds a control, format or line-separator character: its traces could "
          + "not be saved to the corpus; rename the strategy (or run with --no-corpus)\n")
      // Before any run: not even the corpus folder was made.
      #expect(!FileManager.default.fileExists(atPath: dir))
    }
  }
}
