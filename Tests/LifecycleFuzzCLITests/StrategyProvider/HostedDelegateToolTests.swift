import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import TestExpectations
import Testing

/// An app's scene delegate with no `window` property: UIKit can never hand it the scene's
/// window, so the blur it means to add is never on screen.
final class WindowlessBlurSceneDelegate: UIResponder, UIWindowSceneDelegate {
  func sceneWillResignActive(_ scene: UIScene) {}
}

/// `run` over a user's hosted delegates (``AppDelegateHost``): what cannot run as UIKit runs it
/// is an error before the run, not a silent leak.
@Suite("The command line tells hosting problems before the run")
struct HostedDelegateToolTests {
  static let windowless = StrategyDescriptor(
    name: "windowless", summary: "a scene delegate without a window", source: "a user", claims: .appSwitcher,
    defaultProfile: .iPhoneScenes,
    make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { WindowlessBlurSceneDelegate() }) })
  static let tool = CommandLineTool(strategies: StrategyProvider(strategies: [windowless]))

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var out = ""
    var err = ""
    let code = Self.tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  @Test("a scene delegate that can never see a window, or one on an app without scenes, is an error line and exit 1")
  func errorsBeforeTheRun() {
    let scenes = run(["run", "--traces", "5", "--jobs", "1", "--no-corpus", "--quiet"])
    expectEqual(scenes.code, .failure)
    #expect(
      scenes.err.hasPrefix(
        "error: windowless on iphone-ios17-scenes: WindowlessBlurSceneDelegate can never see a window (no stored "
          + "`var window`): UIKit cannot hand it the scene's window, and a cover it adds to `window` is never on "
          + "screen\n"))
    let noScenes = run([
      "run", "--traces", "5", "--jobs", "1", "--no-corpus", "--quiet", "--profile", "iphone-ios17-appdelegate",
    ])
    expectEqual(noScenes.code, .failure)
    #expect(
      noScenes.err.hasPrefix(
        "error: windowless on iphone-ios17-appdelegate: WindowlessBlurSceneDelegate is never made: this app uses "
          + "no scenes"))
    // A user's ordinary strategy (not a host) gets no line.
    let plain = CommandLineTool(strategies: StrategyProvider(strategies: [UserStrategyToolTests.mine]))
    var err = ""
    _ = plain.main(
      arguments: ["run", "--traces", "5", "--jobs", "1", "--no-corpus", "--quiet"],
      console: Console(out: { _ in }, err: { err += $0 }))
    #expect(!err.contains("error:"))
  }
}
