import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `replay --strategy S --events ...` without `--platform` works the platform out from the strategy, as `run` does
/// (a new user's Android lock member was refused as an unknown iOS strategy).
@Suite("Inline replay: the platform from the strategy's name")
struct InlineReplayPlatformTests {
  func replay(_ args: [String]) -> (ExitCode, String, String) {
    var err = ""
    var out = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = CommandLineTool.main(arguments: ["replay"] + args, console: console)
    return (code, out, err)
  }

  @Test("an Android family member replays on Android without --platform, as with it")
  func androidMember() {
    let args = [
      "--strategy", "android-lock[as=view,rearm=onStart]", "--profile", "phone-api34-views", "--expect", "holds",
      "--events", "launch · pressHome · advance(2) · returnToApp",
    ]
    let inferred = replay(args)
    let named = replay(["--platform", "android"] + args)
    expectEqual(inferred.0, .success)
    #expect(inferred.2.isEmpty)
    expectEqual(inferred.1, named.1)
    #expect(inferred.1.hasPrefix("ok "))
  }

  @Test("an unknown strategy is still one error naming the iOS catalog")
  func unknownStrategy() {
    let (code, _, err) = replay([
      "--strategy", "no-such-cover", "--profile", "iphone-ios17-scenes", "--expect", "holds", "--events", "launch",
    ])
    expectEqual(code, .usage)
    #expect(err.hasPrefix("error: --strategy: unknown strategy 'no-such-cover'"))
  }
}
