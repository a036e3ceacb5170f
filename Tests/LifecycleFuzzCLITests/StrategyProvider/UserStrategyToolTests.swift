import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import TestExpectations
import Testing

/// A user's leaky cover: a window shown only once the scene is in the background, so the live
/// app-switcher card (which follows the resign alone) shows the content.
final class LateCoverWindow: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .appSwitcher
  var cover: UIWindow?

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.windowLevel = .alert + 1
    window.backgroundColor = .white
    window.isHidden = false
    cover = window
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    cover?.isHidden = true
    cover = nil
  }
}

/// The whole tool over a user's provider, in process: what `scripts/user-package-check.sh`
/// checks out of the repository.
@Suite("The whole tool over a user's own strategy")
struct UserStrategyToolTests {
  static let mine = StrategyDescriptor(
    name: "my-cover", summary: "cover window from sceneDidEnterBackground", source: "a user",
    claims: .appSwitcher, defaultProfile: .iPhoneScenes, make: { LateCoverWindow() })
  static let tool = CommandLineTool(strategies: StrategyProvider(strategies: [mine]))

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var out = ""
    var err = ""
    let code = Self.tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  @Test("run finds the leak and saves it; replay, explain, compare and explore take the user's name")
  func wholeTool() throws {
    let dir = NSTemporaryDirectory() + "user-tool-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let found = run(["run", "--traces", "60", "--jobs", "1", "--corpus", dir, "--verbose"])
    expectEqual(found.code, .failure)
    #expect(found.out.contains("my-cover (source: a user) on iphone-ios17-scenes; claims app-switcher; 60 traces"))
    #expect(found.out.contains("- launch · openAppSwitcher"))
    let file = try #require(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        .first { $0.hasPrefix("my-cover--snapshot-leak--") })
    let path = dir + "/" + file
    // The corpus now holds the user's own strategy's traces: the next run reads them as known, and the cover still
    // leaks, so it still fails (a known counterexample is no pass).
    let again = run(["run", "--traces", "60", "--jobs", "1", "--corpus", dir, "--verbose"])
    #expect(again.code == .failure, "\(again.err)")
    #expect(again.out.contains("[known; "))
    #expect(again.out.contains("; 0 new\n"))
    let replayed = run(["replay", path])
    expectEqual(replayed.code, .failure)
    #expect(replayed.out.hasPrefix("BROKEN \(path): snapshot-leak, as recorded; neither accepted nor expected\n"))
    let explained = run(["explain", path])
    expectEqual(explained.code, .success)
    #expect(explained.out.hasPrefix("my-cover on iphone-ios17-scenes, "))
    #expect(explained.out.contains(" events; expect snapshot-leak\n"))
    #expect(explained.out.contains("openAppSwitcher"))
    #expect(explained.out.contains("card A!"))
    #expect(explained.out.contains("outcome: snapshot-leak at step "))
    #expect(explained.out.contains(": switcherCard of scene A"))
    #expect(explained.out.contains("\nleaked: 'note-field', 'details', 'balance' in x 0-390, y 84-633 pt of scene A\n"))
    #expect(found.out.contains("leaked: 'note-field', 'details', 'balance' in x 0-390, y 84-633 pt of scene A"))
    let compared = run(["compare", "--traces", "20", "--strategy", "my-cover"])
    expectEqual(compared.code, .failure)  // its leaking cells, as for run
    #expect(compared.out.contains("| my-cover | "))
    let explored = run(["explore", "--depth", "2"])
    expectEqual(explored.code, .failure)  // it finds the card leak too
    #expect(explored.out.contains("my-cover on iphone-ios17-scenes: "))
  }
}
